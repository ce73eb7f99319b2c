// The list is drawn from the drawing's frame (frame.js, its `moves`), reached through the reference `source`.
async function render({ model, el, host }) {
  const source = await host.getModel(model.get("source"));
  const frame = framed(source);
  const moves = () => frame().moves || {};
  // One scrolling list: a move (a button that goes there), the public events it made under it.
  const body = document.createElement("div");
  body.className = "ogrelab-moves-body";
  body.setAttribute("role", "region");
  body.setAttribute("aria-label", "Moves and what they did");
  body.setAttribute("tabindex", "0");
  const list = document.createElement("ol");
  body.append(list);
  // A slider over the list reaches every move of the line of play; the move goes when it is let go.
  const slider = document.createElement("label");
  slider.className = "ogrelab-timeline";
  const range = document.createElement("input");
  range.type = "range";
  range.min = "0";
  range.step = "1";
  const at = document.createElement("output");
  slider.append("move ", range, at);
  el.append(slider, body);
  const said = () => { at.textContent = `${range.value} of ${range.max}`; };
  range.addEventListener("input", said);
  range.addEventListener("change", () => model.send({ type: "goto", n: Number(range.value) }));
  const draw = () => {
    const active = document.activeElement;
    const had = list.contains(active) && active.dataset ? active.dataset.n : null;
    const { entries = [], present = 0, length = 0 } = moves();
    range.max = String(length);
    range.value = String(present);
    said();
    list.replaceChildren();
    for (const e of entries) {
      const li = document.createElement("li");
      li.className = "ogrelab-move-entry";
      const b = document.createElement("button");
      b.className = "ogrelab-move";
      b.dataset.n = String(e.n);
      const num = document.createElement("span");
      num.className = "ogrelab-move-n";
      num.textContent = `${e.n}.`;
      b.append(num, ` ${e.move}`);
      if (e.undone) { li.classList.add("ogrelab-undone"); b.append(" (undone)"); }
      if (e.earlier) li.classList.add("ogrelab-earlier");
      if (e.n === present && !e.earlier) {
        li.classList.add("ogrelab-present");
        b.setAttribute("aria-current", "step");
        const now = document.createElement("span");
        now.className = "ogrelab-now";
        now.textContent = "now";
        b.append(" ", now);
      }
      b.title = e.n === present ? "the position on the table" : `go to the position after move ${e.n}`;
      li.append(b);
      if (e.events.length || e.more) {
        const ul = document.createElement("ul");
        ul.className = "ogrelab-events";
        if (e.more) {
          const x = document.createElement("li");
          x.className = "ogrelab-more";
          x.textContent = `(${e.more} earlier events of this move not listed)`;
          ul.append(x);
        }
        for (const text of e.events) {
          const x = document.createElement("li");
          x.textContent = text;
          ul.append(x);
        }
        li.append(ul);
      }
      list.append(li);
    }
    if (had !== null) {
      const again = list.querySelector(`button[data-n="${had}"]`);
      if (again) again.focus({ preventScroll: true });
    }
    fit();
    el.setAttribute("data-present", String(present));
  };
  // The list reaches down to the bottom of the window (not past it), so the present move shows
  // without scrolling the page; then the present move and its events are scrolled into the list's sight.
  const fit = () => {
    const r = body.getBoundingClientRect();
    if (body.isConnected && r.height > 0 && r.top >= 0 && r.top < window.innerHeight) {
      body.style.maxHeight = `${Math.max(200, Math.floor(window.innerHeight - r.top - 10))}px`;
    }
    const here = list.querySelector(".ogrelab-present");
    if (here) {
      const top = here.offsetTop, bottom = top + here.offsetHeight;
      if (bottom > body.scrollTop + body.clientHeight) body.scrollTop = bottom - body.clientHeight;
      if (top < body.scrollTop) body.scrollTop = top;
    }
  };
  const go = (event) => {
    const b = event.target.closest("button.ogrelab-move");
    if (!b || !list.contains(b)) return;
    const n = Number(b.dataset.n);
    if (n !== moves().present || b.closest(".ogrelab-earlier")) model.send({ type: "goto", n });
  };
  list.addEventListener("click", go);
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; draw(); });
  };
  // a frame whose moves are those drawn leaves the list alone (its scroll and focus)
  let seen = null;
  source.on("change:frame", () => {
    const now = JSON.stringify(moves());
    if (now !== seen) { seen = now; schedule(); }
  });
  window.addEventListener("resize", fit);
  draw();
  requestAnimationFrame(() => requestAnimationFrame(fit));
  return () => window.removeEventListener("resize", fit);
}
export default { render };
