function render({ model, el }) {
  const last = document.createElement("div");
  last.className = "ogrelab-last-move";
  const box = document.createElement("div");
  box.className = "ogrelab-drawing-body";
  // the decision asked now, under the table; what a thing would do floats beside it (tip.js)
  const line = document.createElement("div");
  line.className = "ogrelab-asked";
  line.setAttribute("aria-live", "polite");
  el.append(last, box, line);
  const tip = floatingTip(el);
  // The table keeps the keyboard's focus through a redraw: a focusable target when nothing on it is.
  el.setAttribute("tabindex", "-1");
  let raised = null, lastPly = null, pending = false, keyboard = false;
  const esc = (k) => (window.CSS && CSS.escape) ? CSS.escape(k) : k.replace(/["\\]/g, "\\$&");
  const byKey = (k) => k.startsWith("@") ? box.querySelector(k.slice(1)) : box.querySelector(`[data-key="${esc(k)}"]`);
  // A pick or a cancel is numbered; the kernel's raised card counts once it has handled the last
  // one sent from here (its seq): a late answer to an earlier touch does not undo a later one.
  let sent = 0;
  const touch = (message) => {
    sent = Math.max(sent, model.get("seq") || 0) + 1;
    model.send({ ...message, seq: sent });
  };
  const current = () => (model.get("seq") || 0) >= sent;
  // what the kernel sends as one value (drawing.py: frame); the table's html, raised, seq and hint are traits of their own
  const frame = framed(model);
  const picks = () => frame().picks || {};
  const previews = () => frame().previews || {};
  const say = () => { line.textContent = model.get("hint") || ""; };
  const described = (text) => { const p = previews()[text]; return p ? `${text}: ${p}` : text; };
  // a thing to touch is named by what it shows; one that shows nothing is named by its action
  const named = (n, text) => { if (!n.textContent.trim()) n.setAttribute("aria-label", text); };

  // A thing to touch that holds others is a group, not a button: a button's content is one label
  // to a screen reader, and the things inside it could not be reached.
  const unnest = () => {
    for (const n of box.querySelectorAll('[role="button"]')) if (n.querySelector("[tabindex]")) n.setAttribute("role", "group");
  };
  const outline = () => {
    const focused = box.contains(document.activeElement) ? document.activeElement : null;
    for (const n of box.querySelectorAll(".ogrelab-raised, .ogrelab-target")) {
      n.classList.remove("ogrelab-raised", "ogrelab-target");
      if (n.hasAttribute("data-target-only")) {
        n.removeAttribute("data-target-only"); n.removeAttribute("tabindex"); n.removeAttribute("role");
      }
    }
    el.setAttribute("data-raised", raised || "");
    const node = raised ? box.querySelector(`[data-pick="${esc(raised)}"]`) || byKey(raised) : null;
    if (node) node.classList.add("ogrelab-raised");
    for (const key of Object.keys(raised ? picks()[raised] || {} : {})) {
      const t = byKey(key);
      if (!t) continue;
      t.classList.add("ogrelab-target");
      if (!t.hasAttribute("tabindex")) {
        t.setAttribute("tabindex", "0"); t.setAttribute("role", "button"); t.setAttribute("data-target-only", "");
      }
    }
    unnest();
    // a place that stays a target keeps the focus it had
    if (focused && document.activeElement !== focused && focused.hasAttribute("tabindex")) focused.focus();
  };

  const touchable = () => [...box.querySelectorAll("[tabindex]")].filter(
    (n) => !raised || n.classList.contains("ogrelab-target") || n.classList.contains("ogrelab-raised"));
  const draw = () => {
    // Keyboard users keep their place: the element focused before is focused again after, or the
    // first thing to touch (the table itself while there is none).
    const active = document.activeElement;
    const focused = box.contains(active) ? active : null;
    const kept = keyboard && (focused || active === el);
    const again = focused && (focused.getAttribute("data-key") ? `[data-key="${esc(focused.getAttribute("data-key"))}"]`
      : focused.getAttribute("data-action") ? `[data-action="${esc(focused.getAttribute("data-action"))}"]` : null);
    tip.hide();
    const f = frame();
    drawnWith = tableKey(f);
    const ply = f.ply ?? 0;
    // The last move is marked; what it moved slides from its old place after one move (not a jump).
    lastMove(box, f.moved || {}, () => { box.innerHTML = model.get("html"); },
             lastPly !== null && ply === lastPly + 1);
    lastPly = ply;
    const legal = new Set(f.clickable || []);
    for (const n of box.querySelectorAll("[data-action]")) {
      const text = n.getAttribute("data-action");
      if (!legal.has(text)) continue;
      n.classList.add("ogrelab-clickable");
      n.setAttribute("role", "button");
      n.setAttribute("tabindex", "0");
      named(n, text);
    }
    const pk = picks();
    for (const n of box.querySelectorAll("[data-pick]")) {
      const options = pk[n.getAttribute("data-pick")];
      if (!options) continue;
      n.classList.add("ogrelab-clickable", "ogrelab-pickable");
      n.setAttribute("role", "button");
      n.setAttribute("tabindex", "0");
      named(n, "pick it up: " + Object.values(options).join("; "));
    }
    if (current()) raised = model.get("raised") || null;
    outline();
    const same = again ? box.querySelector(again) : null;
    if (same && same.hasAttribute("tabindex")) same.focus();
    else if (kept) (touchable()[0] || el).focus();
    state();
    el.setAttribute("data-ply", String(ply));
    reveal();
  };
  // An element the kernel asks to see (drawing.py: bring_into_view), after the table it is on is drawn:
  // the page scrolls as little as it takes, and not at all if the element is in the window.
  let wanted = null;
  const reveal = () => {
    if (!wanted) return;
    const n = box.querySelector(wanted);
    wanted = null;
    if (!n) return;
    const r = n.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) n.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  const state = () => {
    const f = frame();
    last.textContent = f.last || "";
    say("");
    el.setAttribute("data-busy", String(!!f.busy));
    el.setAttribute("data-decides", f.decides || "");
  };
  // what of a frame the table is drawn from: a frame that changes only the words redraws only those
  let drawnWith = null;
  const tableKey = (f) => JSON.stringify([f.clickable, f.picks, f.previews, f.moved, f.ply]);
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; draw(); });
  };

  const RAISED = "Now click where it goes (outlined); click it again or press Escape to put it back.";
  // What the thing under the pointer (or the focus) would do, in a box beside it.
  const preview = (event) => {
    const n = event.target.closest(".ogrelab-clickable, .ogrelab-target");
    if (!n || !box.contains(n)) { tip.hide(); return; }
    if (n === tip.anchor() && !tip.tip.hidden) return;
    // the focus the board itself keeps after a click is not a request for a preview; the keyboard's is
    if (event.type === "focusin" && !tipInput.keyboard) return;
    tip.show(n, explain(n));
  };
  const explain = (n) => {
    if (raised && n.getAttribute("data-pick") === raised) return RAISED;
    if (raised && n.classList.contains("ogrelab-target")) {
      const text = (picks()[raised] || {})[n.getAttribute("data-key")];
      if (text) return described(text);
    }
    const a = n.getAttribute("data-action");
    if (a) return described(a);
    const k = n.getAttribute("data-pick");
    if (!k) return "";
    const where = Object.values(picks()[k] || {});
    return `Click to pick it up, then where it goes (${where.length} `
      + `${where.length === 1 ? "place" : "places"}, outlined; each says what it would do):\n` + where.join("\n");
  };
  const unpreview = (event) => {
    const to = event.relatedTarget;
    if (!to || !box.contains(to) || !to.closest(".ogrelab-clickable, .ogrelab-target")) tip.hide();
  };

  const act = (event) => {
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    const ply = frame().ply;
    if (frame().busy) {
      event.preventDefault();
      model.send({ type: "skip", ply });
      return;
    }
    if (raised) {
      const targets = picks()[raised] || {};
      let t = event.target;
      while (t && t !== box && !(t.classList && t.classList.contains("ogrelab-target"))) t = t.parentElement;
      const text = t && t !== box ? targets[t.getAttribute("data-key")] : undefined;
      event.preventDefault();
      const was = raised;
      raised = null;
      // a place that was a target only stops being focusable: the table keeps the focus meanwhile
      if (event.type === "keydown" && t && t.hasAttribute("data-target-only")) el.focus();
      outline();
      if (text !== undefined) {
        model.send({ type: "action", text, ply });
        return;
      }
      touch({ type: "cancel", ply });
      const again = event.target.closest("[data-pick]");
      if (again && again.getAttribute("data-pick") === was) { tip.show(again, explain(again)); return; }
    }
    const p = event.target.closest("[data-pick].ogrelab-clickable");
    if (p && box.contains(p)) {
      event.preventDefault();
      raised = p.getAttribute("data-pick");
      outline();
      touch({ type: "pick", key: raised, ply });
      if (event.type === "keydown") { const t = box.querySelector(".ogrelab-target"); if (t) t.focus(); }
      else tip.show(p, RAISED);
      return;
    }
    const a = event.target.closest("[data-action].ogrelab-clickable");
    if (a && box.contains(a)) {
      event.preventDefault();
      model.send({ type: "action", text: a.getAttribute("data-action"), ply });
    }
  };
  const escape = (event) => {
    if (event.key !== "Escape" || !raised) return;
    const node = box.querySelector(`[data-pick="${esc(raised)}"]`);
    const inside = el.contains(document.activeElement);
    raised = null;
    outline();
    tip.hide();
    touch({ type: "cancel", ply: frame().ply });
    if (inside && node) node.focus();
  };
  // The arrow keys go round the things to touch (while a thing is raised: it and where it can go).
  const arrows = (event) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step || !(event.target === el || box.contains(event.target))) return;
    const all = touchable();
    if (!all.length) return;
    event.preventDefault();
    const at = all.indexOf(event.target.closest("[tabindex]"));
    all[at < 0 ? (step > 0 ? 0 : all.length - 1) : (at + step + all.length) % all.length].focus();
  };
  const skip = () => { if (frame().busy) model.send({ type: "skip", ply: frame().ply }); };
  const doc = el.ownerDocument;
  box.addEventListener("click", act);
  el.addEventListener("keydown", act);
  el.addEventListener("keydown", arrows);
  el.addEventListener("keydown", () => { keyboard = true; }, true);
  el.addEventListener("pointerdown", () => { keyboard = false; }, true);
  box.addEventListener("mouseover", preview);
  box.addEventListener("focusin", preview);
  box.addEventListener("mouseout", unpreview);
  box.addEventListener("focusout", unpreview);
  last.addEventListener("click", skip);
  doc.addEventListener("keydown", escape);
  model.on("change:html", schedule);
  model.on("change:frame", () => { if (tableKey(frame()) !== drawnWith) schedule(); else if (!pending) state(); });
  model.on("change:hint", () => { if (!pending) state(); });
  model.on("change:reveal", () => {
    const asked = JSON.parse(model.get("reveal") || "null");
    wanted = asked ? asked[1] : null;
    if (!pending) reveal();
  });
  const sync = () => {
    const now = model.get("raised") || null;
    if (current() && now !== raised) { raised = now; outline(); }
  };
  model.on("change:raised", sync);
  model.on("change:seq", sync);
  draw();
  return () => { doc.removeEventListener("keydown", escape); tip.remove(); };
}

// The last move, as a chess board marks it: "last move" on the elements where things now are and
// "came from" where they left (moved.here, moved.from: data-key values; a badge and a pattern besides
// the colour), then what moved slides from where it was drawn before (FLIP: a transform transition
// of at most 300 ms, drawing.css; none under prefers-reduced-motion). A thing that changed its key
// slides from its old key's place (moved.slides: [from, here]); another keyed element from its own.
// moved.news, the words for this seat alone (the card it received), opens the table.
function lastMove(box, moved, redraw, slide) {
  const first = (root) => {
    const out = new Map();
    for (const n of root.querySelectorAll("[data-key]")) {
      const k = n.getAttribute("data-key");
      if (!out.has(k)) out.set(k, n);
    }
    return out;
  };
  const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const was = new Map();
  if (slide && !still) for (const [k, n] of first(box)) was.set(k, n.getBoundingClientRect());
  redraw();
  if (moved.news) {
    // what the move told this seat alone (the card it received), in words at the top of the table
    const news = document.createElement("div");
    news.className = "ogrelab-news";
    news.setAttribute("role", "status");
    news.textContent = moved.news;
    box.prepend(news);
  }
  const now = first(box);
  // a table row is marked on its first cell (a row draws no outline of its own)
  const spot = (n) => (n && n.tagName === "TR" && n.firstElementChild) || n;
  // every place is ringed; the first of each kind carries the words (a column that advanced is one move)
  for (const [cls, keys] of [["ogrelab-moved-from", moved.from], ["ogrelab-moved-here", moved.here]]) {
    let said = false;
    for (const k of keys || []) {
      const n = spot(now.get(k));
      if (!n) continue;
      n.classList.add(cls);
      if (!said) { n.classList.add("ogrelab-moved-said"); said = true; }
    }
  }
  if (!was.size) return;
  const origin = new Map((moved.slides || []).map(([from, to]) => [to, from]));
  const sliding = [];
  for (const [k, n] of now) {
    const old = was.get(origin.has(k) ? origin.get(k) : k);
    if (!old || sliding.some((m) => m.contains(n))) continue;
    const rect = n.getBoundingClientRect();
    const dx = old.left - rect.left, dy = old.top - rect.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    n.style.transform = `translate(${dx}px, ${dy}px)`;
    sliding.push(n);
  }
  if (!sliding.length) return;
  box.getBoundingClientRect();          // the old places are laid out before the slide starts
  for (const n of sliding) {
    n.classList.add("ogrelab-sliding");
    n.style.transform = "";
    const done = () => n.classList.remove("ogrelab-sliding");
    n.addEventListener("transitionend", done, { once: true });
    setTimeout(done, 400);
  }
}
export default { render };
