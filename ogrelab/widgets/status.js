// The status line, drawn from the drawing's frame (frame.js, its `status`): reached through `source`.
async function render({ model, el, host }) {
  const source = await host.getModel(model.get("source"));
  const frame = framed(source);
  const line = document.createElement("div");
  line.className = "widget-html-content";
  el.classList.add("widget-html");
  el.append(line);
  const draw = () => { line.innerHTML = frame().status || ""; };
  source.on("change:frame", draw);
  draw();
}
export default { render };
