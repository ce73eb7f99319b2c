// The buttons are drawn from the drawing's frame (frame.js), reached through the reference `source`.
async function render({ model, el, host }) {
  const source = await host.getModel(model.get("source"));
  const frame = framed(source);
  const details = document.createElement("details");
  details.className = "ogrelab-action-list";
  details.open = true;
  const summary = document.createElement("summary");
  const list = document.createElement("div");
  list.className = "ogrelab-action-groups";
  details.append(summary, list);
  el.append(details);
  // what an action would do floats beside its button (tip.js): nothing moves when it appears
  const tip = floatingTip(el);
  let wanted = false;
  const draw = () => {
    // A redraw keeps the focus among the buttons: on the same action, else on the first; while
    // there are none (the bots reply), on the first of the next ones if nothing else took it.
    const active = document.activeElement;
    const had = list.contains(active) ? active.dataset.action
      : wanted && (!active || active === document.body) ? "" : null;
    tip.hide();
    list.replaceChildren();
    let n = 0;
    const f = frame();
    const previews = f.previews || {}, kinds = f.kinds || [], groups = new Map();
    (f.clickable || []).forEach((text, i) => {
      if (!groups.has(kinds[i])) groups.set(kinds[i], []);
      groups.get(kinds[i]).push({ text, tip: previews[text] || "" });
    });
    for (const [kind, actions] of groups) {
      const group = { label: kind, actions };
      const row = document.createElement("div");
      row.className = "ogrelab-group";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", group.label);
      const label = document.createElement("span");
      label.className = "ogrelab-group-label";
      label.textContent = group.label;
      row.appendChild(label);
      const buttons = document.createElement("span");
      buttons.className = "ogrelab-group-buttons";
      for (const action of group.actions) {
        const b = document.createElement("button");
        b.className = "jupyter-button widget-button ogrelab-action";
        b.textContent = action.text;
        b.dataset.action = action.text;
        b.dataset.tip = action.tip || "";
        buttons.appendChild(b);
        n += 1;
      }
      row.appendChild(buttons);
      list.appendChild(row);
    }
    summary.textContent = f.summary || `The actions as buttons (${n})`;
    el.style.display = n ? "" : "none";
    wanted = had != null && !n;
    if (had != null && n) {
      const all = [...list.querySelectorAll("button.ogrelab-action")];
      (all.find((b) => b.dataset.action === had) || all[0]).focus();
    }
    tip.hide();
    el.setAttribute("data-ply", String(f.ply ?? 0));
  };
  const pick = (event) => {
    const b = event.target.closest("button.ogrelab-action");
    if (!b || !el.contains(b)) return;
    model.send({ type: "action", text: b.dataset.action, ply: frame().ply ?? 0 });
  };
  const preview = (event) => {
    const b = event.target.closest("button.ogrelab-action");
    if (!b || !el.contains(b)) { tip.hide(); return; }
    if (event.type === "focusin" && !tipInput.keyboard) return;   // the focus kept after a click asks nothing
    if (b !== tip.anchor() || tip.tip.hidden) tip.show(b, b.dataset.tip ? `${b.dataset.action}: ${b.dataset.tip}` : "");
  };
  const unpreview = (event) => {
    const to = event.relatedTarget;
    if (!to || !el.contains(to) || !to.closest("button.ogrelab-action")) tip.hide();
  };
  el.addEventListener("click", pick);
  el.addEventListener("mouseover", preview);
  el.addEventListener("focusin", preview);
  el.addEventListener("mouseout", unpreview);
  el.addEventListener("focusout", unpreview);
  source.on("change:frame", draw);
  draw();
  return () => { el.removeEventListener("click", pick); tip.remove(); };
}
export default { render };
