// The preview box: floats beside the thing it describes, so nothing on the page moves when it
// appears, and stays inside the viewport. Prepended to the scripts that use it (drawing.js, actions.js).
let tipCount = 0;
// Whether the last input was the keyboard: its focus shows a preview, the focus a board keeps after a click does not.
const tipInput = { keyboard: true };
document.addEventListener("keydown", () => { tipInput.keyboard = true; }, true);
document.addEventListener("pointerdown", () => { tipInput.keyboard = false; }, true);
function floatingTip(el) {
  const tip = document.createElement("div");
  tip.className = "ogrelab-preview ogrelab-tip";
  tip.id = `ogrelab-tip-${++tipCount}-${Math.random().toString(36).slice(2, 8)}`;
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  el.append(tip);
  let anchor = null;
  const hide = () => {
    if (anchor) anchor.removeAttribute("aria-describedby");
    anchor = null;
    tip.hidden = true;
    tip.textContent = "";
    el.removeAttribute("data-previewing");
  };
  const show = (node, text) => {
    if (!text) { hide(); return; }
    if (anchor && anchor !== node) anchor.removeAttribute("aria-describedby");
    anchor = node;
    node.setAttribute("aria-describedby", tip.id);
    tip.textContent = text;
    tip.hidden = false;
    el.setAttribute("data-previewing", "");
    place();
  };
  const place = () => {
    const node = anchor;
    const r = node.getBoundingClientRect();
    const vw = document.documentElement.clientWidth || window.innerWidth, vh = window.innerHeight;
    if (!node.isConnected || r.bottom < 0 || r.top > vh || r.right < 0 || r.left > vw) { hide(); return; }
    // position: fixed, corrected for an ancestor that contains it (JupyterLab's cells do)
    tip.style.left = "0px"; tip.style.top = "0px";
    const origin = tip.getBoundingClientRect();
    const w = tip.offsetWidth, h = tip.offsetHeight, gap = 8;
    // below the thing, else above it, else beside it; then kept inside the viewport
    let x = r.left, y = r.bottom + gap;
    if (y + h > vh - 4) y = r.top - h - gap;
    if (y < 4) {
      y = Math.min(Math.max(4, r.top), vh - h - 4);
      x = r.right + gap + w <= vw - 4 ? r.right + gap : r.left - w - gap;
    }
    x = Math.min(Math.max(4, x), vw - w - 4);
    y = Math.min(Math.max(4, y), vh - h - 4);
    tip.style.left = `${Math.round(x - origin.left)}px`;
    tip.style.top = `${Math.round(y - origin.top)}px`;
  };
  // a scroll moves the thing: its box follows it, and goes when it leaves the window
  const scrolled = () => { if (anchor) place(); };
  document.addEventListener("scroll", scrolled, true);
  const remove = () => { document.removeEventListener("scroll", scrolled, true); tip.remove(); };
  return { tip, show, hide, remove, anchor: () => anchor };
}
