function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = model.get("accept");
  input.style.display = "none";
  const button = document.createElement("button");
  button.className = "jupyter-button widget-button ogrelab-load-button";
  button.textContent = model.get("description");
  const note = document.createElement("span");
  note.className = "ogrelab-load-note";
  const say = (text, bad) => {
    note.textContent = text;
    note.classList.toggle("ogrelab-load-refused", !!bad);
  };
  const mb = (n) => (n / 1e6).toFixed(n < 1e7 ? 2 : 1) + " MB";
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    input.value = "";
    if (!file) return;
    const limit = model.get("max_bytes");
    if (file.size > limit) {
      // Refused here, before anything is sent: a message this large would never reach the kernel.
      say(`${file.name} is ${mb(file.size)}: the board reads save files of at most ${mb(limit)} `
          + `(${limit.toLocaleString("en")} bytes). Nothing was loaded.`, true);
      model.send({ type: "refused", name: file.name, size: file.size });
      return;
    }
    say(`reading ${file.name} (${mb(file.size)})...`, false);
    file.arrayBuffer().then((data) => {
      model.send({ type: "file", name: file.name, size: file.size }, undefined, [data]);
      say(`${file.name} sent to the board`, false);
    }, (error) => say(`${file.name} could not be read: ${error}`, true));
  });
  el.classList.add("ogrelab-upload");
  el.append(button, input, note);
}
export default { render };
