function render({ model, el }) {
  el.style.display = "none";
  const key = model.get("key");
  const read = () => {
    try {
      const v = JSON.parse(window.localStorage.getItem(key) || "[]");
      return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    } catch (e) { return []; }
  };
  const keep = () => {
    const mine = model.get("solved") || [];
    const all = Array.from(new Set([...read(), ...mine])).sort();
    try { window.localStorage.setItem(key, JSON.stringify(all)); } catch (e) { /* storage refused: this visit only */ }
    if (all.length !== mine.length) { model.set("solved", all); }
    if (!model.get("loaded")) model.set("loaded", true);
    model.save_changes();
  };
  model.on("change:solved", keep);
  keep();
}
export default { render };
