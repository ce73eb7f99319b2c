// One value kept in the browser's localStorage under the model's key: it survives a reload.
function render({ model, el }) {
  el.style.display = "none";
  const key = model.get("key");
  let stored = null;
  try { stored = window.localStorage.getItem(key); } catch (e) { stored = null; }
  if (stored !== null && stored !== model.get("value")) model.set("value", String(stored).slice(0, 200));
  model.set("loaded", true);
  model.save_changes();
  model.on("change:value", () => {
    try { window.localStorage.setItem(key, model.get("value")); } catch (e) { /* storage refused: this visit only */ }
  });
}
export default { render };
