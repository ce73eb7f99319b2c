"""The drawing of a position: the game's own ``html(seat)``, made clickable.

A game draws itself once, in ``html(seat)``, for ``_repr_html_`` and for the
board alike. To let a person decide by clicking a card or a position, the game
marks that element with ``data-action="<action text>"``; the drawing makes the
marked elements whose action is legal now clickable and sends the text back.
Nothing else about the game is known here.

The legal actions' buttons are drawn the same way (``Actions``): a click sends
the text of the action the person saw and the move it was shown at, so a
click that crosses a redraw is recognised and dropped.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "ogrelab-drawing-body";
  el.appendChild(box);
  const draw = () => {
    box.innerHTML = model.get("html");
    const legal = new Set(model.get("clickable"));
    for (const node of box.querySelectorAll("[data-action]")) {
      if (legal.has(node.getAttribute("data-action"))) {
        node.classList.add("ogrelab-clickable");
        node.setAttribute("role", "button");
        node.setAttribute("tabindex", "0");
        node.setAttribute("title", node.getAttribute("data-action"));
      }
    }
    el.setAttribute("data-ply", String(model.get("ply")));
  };
  const pick = (event) => {
    const node = event.target.closest("[data-action]");
    if (!node || !box.contains(node) || !node.classList.contains("ogrelab-clickable")) return;
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    model.send({ type: "action", text: node.getAttribute("data-action"), ply: model.get("ply") });
  };
  box.addEventListener("click", pick);
  box.addEventListener("keydown", pick);
  model.on("change:html", draw);
  model.on("change:clickable", draw);
  model.on("change:ply", draw);
  draw();
  return () => {
    box.removeEventListener("click", pick);
    box.removeEventListener("keydown", pick);
  };
}
export default { render };
"""

#: Styles of the board shell; a game styles its own drawing inside ``html()``.
_CSS = r"""
.ogrelab-board { max-width: 100%; font-size: 14px; }
.ogrelab-board .ogrelab-heading h3 { margin: 0.2em 0; }
.ogrelab-board .ogrelab-status { color: #333; }
.ogrelab-board .ogrelab-row { gap: 4px 12px; }
.ogrelab-board .ogrelab-main { gap: 12px; }
.ogrelab-drawing { width: 100%; overflow-x: auto; }
.ogrelab-drawing .ogrelab-clickable { cursor: pointer; outline: 2px dashed #2b8a3e; outline-offset: 1px; }
.ogrelab-drawing .ogrelab-clickable:hover { outline-style: solid; background-color: rgba(43, 138, 62, 0.08); }
.ogrelab-board .ogrelab-prompt { background: #f4f6fa; border-left: 4px solid #4263eb; padding: 4px 8px;
  margin: 4px 0; white-space: pre-wrap; }
.ogrelab-board .ogrelab-prompt .ogrelab-rule { color: #555; font-size: 90%; }
.ogrelab-actions .ogrelab-group { display: flex; align-items: flex-start; margin: 2px 0; }
.ogrelab-actions .ogrelab-group-label { font-weight: 600; min-width: 7em; padding-top: 5px; }
.ogrelab-actions .ogrelab-group-buttons { display: flex; flex-wrap: wrap; gap: 4px; }
.ogrelab-actions .ogrelab-action { width: auto; min-width: 3em; }
.ogrelab-board .ogrelab-error { background: #fff0f0; border: 1px solid #e03131; color: #a61e1e;
  padding: 4px 8px; white-space: pre-wrap; }
.ogrelab-board .ogrelab-error pre { font-size: 11px; max-height: 16em; overflow: auto; }
.ogrelab-board .ogrelab-result { background: #ebfbee; border: 2px solid #2b8a3e; padding: 6px 10px;
  font-size: 120%; }
.ogrelab-log-body { height: 14em; overflow-y: auto; display: flex; flex-direction: column-reverse;
  border: 1px solid #ddd; padding: 2px 6px; font-size: 12px; background: #fff; }
.ogrelab-log-body ol { margin: 0; padding-left: 2.5em; }
.ogrelab-log-body li:last-child { font-weight: 600; }
.ogrelab-state-tree { font-family: monospace; font-size: 12px; max-height: 30em; overflow: auto; }
.ogrelab-state-tree details { margin-left: 1em; }
.ogrelab-state-tree summary { cursor: pointer; }
.ogrelab-state-tree table { border-collapse: collapse; margin: 2px 0 2px 1em; }
.ogrelab-state-tree td, .ogrelab-state-tree th { border: 1px solid #ddd; padding: 1px 4px; }
.ogrelab-state-tree .k { color: #5c3c92; }
.ogrelab-upload { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.ogrelab-upload .ogrelab-load-refused { color: #a61e1e; font-weight: 600; }
.ogrelab-board .ogrelab-save-note { color: #5c4400; background: #fff9db; border-left: 4px solid #f59f00;
  padding: 2px 8px; margin: 4px 0; }
"""


class _Clickable(anywidget.AnyWidget):
    """A view that reports which action a person clicked, and at which move they saw it."""

    #: Actions played so far: a click carries it back, and a page sees the view is current.
    ply = traitlets.Int(0).tag(sync=True)

    def __init__(self, on_action=None, **kwargs):
        super().__init__(**kwargs)
        self._on_action = on_action
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        """A click names the action and the move it was drawn at: ``on_action(text, ply)``."""
        if isinstance(content, dict) and content.get("type") == "action" and self._on_action:
            ply = content.get("ply")
            self._on_action(str(content.get("text", "")), ply if isinstance(ply, int) else None)

    def click(self, text: str) -> None:
        """Act as if the action ``text`` was clicked on the view as it is now."""
        self._message(self, {"type": "action", "text": text, "ply": self.ply}, [])


class Drawing(_Clickable):
    """Shows ``html`` and reports clicks on legal ``data-action`` elements."""

    _esm = _ESM
    _css = _CSS
    html = traitlets.Unicode("").tag(sync=True)
    #: Action texts that may be chosen by clicking their element now.
    clickable = traitlets.List(traitlets.Unicode()).tag(sync=True)


_ACTIONS_ESM = r"""
function render({ model, el }) {
  const draw = () => {
    el.replaceChildren();
    for (const group of model.get("groups")) {
      const row = document.createElement("div");
      row.className = "ogrelab-group";
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
        b.title = action.tip;
        b.dataset.action = action.text;
        buttons.appendChild(b);
      }
      row.appendChild(buttons);
      el.appendChild(row);
    }
    el.setAttribute("data-ply", String(model.get("ply")));
  };
  const pick = (event) => {
    const b = event.target.closest("button.ogrelab-action");
    if (!b || !el.contains(b)) return;
    model.send({ type: "action", text: b.dataset.action, ply: model.get("ply") });
  };
  el.addEventListener("click", pick);
  model.on("change:groups", draw);
  model.on("change:ply", draw);
  draw();
  return () => el.removeEventListener("click", pick);
}
export default { render };
"""


class Actions(_Clickable):
    """The legal actions as buttons, grouped by kind: ``groups = [{label, actions: [{text, tip}]}]``.

    One message redraws them all, and a click names the action the person saw,
    so a click that crossed a redraw (a double click) cannot play another action.
    """

    _esm = _ACTIONS_ESM
    groups = traitlets.List(traitlets.Dict()).tag(sync=True)

    @property
    def texts(self) -> list[str]:
        """The actions on the buttons, in order."""
        return [a["text"] for g in self.groups for a in g["actions"]]


_UPLOAD_ESM = r"""
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
"""


class Upload(anywidget.AnyWidget):
    """A file picker that refuses a file over ``max_bytes`` in the page, before sending it.

    ipywidgets' FileUpload sends any file; one over the websocket's message
    limit (10 MiB) is dropped without a word. This one checks the size first
    and says so next to the button; a file within the limit reaches
    ``on_file(name, data)``, a refused one ``on_refused(name, size)``.
    """

    _esm = _UPLOAD_ESM
    description = traitlets.Unicode("Load a file").tag(sync=True)
    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(5_000_000).tag(sync=True)

    def __init__(self, on_file=None, on_refused=None, **kwargs):
        super().__init__(**kwargs)
        self._on_file = on_file
        self._on_refused = on_refused
        self.on_msg(self._message)

    def _message(self, _widget, content, buffers) -> None:
        if not isinstance(content, dict):
            return
        name = str(content.get("name", ""))[:200]
        if content.get("type") == "file" and self._on_file and buffers:
            self._on_file(name, bytes(buffers[0]))
        elif content.get("type") == "refused" and self._on_refused:
            size = content.get("size")
            self._on_refused(name, size if isinstance(size, int) else None)

    def send_file(self, name: str, data: bytes) -> None:
        """Act as if the page sent the file ``name`` (checked against ``max_bytes`` as the page does)."""
        if len(data) > self.max_bytes:
            self._message(self, {"type": "refused", "name": name, "size": len(data)}, [])
        else:
            self._message(self, {"type": "file", "name": name, "size": len(data)}, [memoryview(data)])
