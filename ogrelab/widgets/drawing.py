"""The drawing of a position: the game's own ``html(seat)``, played by touching it.

A game draws itself once, in ``html(seat)``, for ``_repr_html_`` and for the
board alike, and marks what a person can touch (``ogrelab.games._render``):
``data-action="<action text>"`` on an element whose click plays that action,
``data-pick="<key>"`` on the first element of a two-click decision, and
``data-key`` on every element a decision names. The board says which of them
may be played now (``clickable``, ``picks``) and what each would do
(``previews``); the script here makes them clickable and keyboard-reachable,
raises a picked thing and outlines where it can go (a second click places it,
a click on it again or Escape lowers it), shows the preview of what the
pointer or the focus is on in a line under the table, and outlines what the
last move changed. During the bots' replies a click anywhere on the table asks
for the rest of them at once.

The table is played by keyboard as well: Tab (or the arrow keys) goes from one
thing to touch to the next, Enter or Space touches it; a raised thing sends the
focus to the first place it can go (the arrows then go round those places), and
Escape lowers it. After a move the focus stays on the table: on the same thing
if it can still be touched, else on the first that can.

The legal actions' buttons are drawn the same way (``Actions``): grouped,
collapsible, each with its preview; a click sends the text of the action the
person saw and the move it was shown at, so a click that crosses a redraw is
recognised and dropped.
"""

from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const last = document.createElement("div");
  last.className = "ogrelab-last-move";
  const box = document.createElement("div");
  box.className = "ogrelab-drawing-body";
  const line = document.createElement("div");
  line.className = "ogrelab-preview";
  line.setAttribute("aria-live", "polite");
  el.append(last, box, line);
  // The table keeps the keyboard's focus through a redraw: a focusable target when nothing on it is.
  el.setAttribute("tabindex", "-1");
  let raised = null, before = null, lastPly = null, changed = new Set(), pending = false, keyboard = false;
  const MARKS = / (data-action|data-pick|title|tabindex|role)="[^"]*"/g;
  const sig = (n) => n.outerHTML.replace(MARKS, "");
  const esc = (k) => (window.CSS && CSS.escape) ? CSS.escape(k) : k.replace(/["\\]/g, "\\$&");
  const byKey = (k) => k.startsWith("@") ? box.querySelector(k.slice(1)) : box.querySelector(`[data-key="${esc(k)}"]`);
  // A drawing not marked with data-key still has what changed outlined: its data-* elements, by place.
  const path = (n) => {
    const parts = [];
    for (let x = n; x && x !== box; x = x.parentElement) {
      let i = 1;
      for (let y = x.previousElementSibling; y; y = y.previousElementSibling) i += 1;
      parts.unshift(`:nth-child(${i})`);
    }
    return "@:scope > " + parts.join(" > ");
  };
  const keyed = () => {
    const out = new Map();
    const marked = box.querySelectorAll("[data-key]");
    if (marked.length) {
      for (const n of marked) { const k = n.getAttribute("data-key"); if (!out.has(k)) out.set(k, sig(n)); }
      return out;
    }
    for (const n of box.querySelectorAll("*")) {
      if (n.getAttributeNames().some((a) => a.startsWith("data-") && a !== "data-action")) out.set(path(n), sig(n));
    }
    return out;
  };
  // A pick or a cancel is numbered; the kernel's raised card counts once it has handled the last
  // one sent from here (its seq): a late answer to an earlier touch does not undo a later one.
  let sent = 0;
  const touch = (message) => {
    sent = Math.max(sent, model.get("seq") || 0) + 1;
    model.send({ ...message, seq: sent });
  };
  const current = () => (model.get("seq") || 0) >= sent;
  const picks = () => model.get("picks") || {};
  const previews = () => model.get("previews") || {};
  const say = (text) => {
    line.textContent = text || model.get("hint") || "";
    line.classList.toggle("ogrelab-previewing", !!text);
  };
  const described = (text) => { const p = previews()[text]; return p ? `${text}: ${p}` : text; };

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
    box.innerHTML = model.get("html");
    const ply = model.get("ply");
    const now = keyed();
    if (ply !== lastPly) {
      // What one move changed is outlined; a jump (undo, time travel) outlines nothing.
      changed = new Set();
      if (before && lastPly !== null && ply === lastPly + 1) {
        for (const [k, s] of now) if (before.get(k) !== s) changed.add(k);
      }
      before = now;
      lastPly = ply;
    }
    for (const k of changed) { const n = byKey(k); if (n) n.classList.add("ogrelab-changed"); }
    const legal = new Set(model.get("clickable"));
    for (const n of box.querySelectorAll("[data-action]")) {
      const text = n.getAttribute("data-action");
      if (!legal.has(text)) continue;
      n.classList.add("ogrelab-clickable");
      n.setAttribute("role", "button");
      n.setAttribute("tabindex", "0");
      n.setAttribute("title", described(text));
    }
    const pk = picks();
    for (const n of box.querySelectorAll("[data-pick]")) {
      const options = pk[n.getAttribute("data-pick")];
      if (!options) continue;
      n.classList.add("ogrelab-clickable", "ogrelab-pickable");
      n.setAttribute("role", "button");
      n.setAttribute("tabindex", "0");
      n.setAttribute("title", "pick it up, then click where it goes: " + Object.values(options).join("; "));
    }
    if (current()) raised = model.get("raised") || null;
    outline();
    const same = again ? box.querySelector(again) : null;
    if (same && same.hasAttribute("tabindex")) same.focus();
    else if (kept) (touchable()[0] || el).focus();
    state();
    el.setAttribute("data-ply", String(ply));
  };
  const state = () => {
    last.textContent = model.get("last");
    say("");
    el.setAttribute("data-busy", String(model.get("busy")));
    el.setAttribute("data-decides", model.get("decides"));
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; draw(); });
  };

  const preview = (event) => {
    const n = event.target.closest(".ogrelab-clickable, .ogrelab-target");
    if (!n || !box.contains(n)) { say(""); return; }
    if (raised && n.getAttribute("data-pick") === raised) {
      say("Now click where it goes (outlined); click it again or press Escape to put it back.");
      return;
    }
    if (raised && n.classList.contains("ogrelab-target")) {
      const text = (picks()[raised] || {})[n.getAttribute("data-key")];
      if (text) { say(described(text)); return; }
    }
    const a = n.getAttribute("data-action");
    if (a) { say(described(a)); return; }
    const k = n.getAttribute("data-pick");
    if (k) say("Click to pick it up, then where it goes: "
               + Object.values(picks()[k] || {}).map(described).join(" | "));
  };

  const act = (event) => {
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    const ply = model.get("ply");
    if (model.get("busy")) {
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
      if (again && again.getAttribute("data-pick") === was) { say(""); return; }
    }
    const p = event.target.closest("[data-pick].ogrelab-clickable");
    if (p && box.contains(p)) {
      event.preventDefault();
      raised = p.getAttribute("data-pick");
      outline();
      touch({ type: "pick", key: raised, ply });
      say("Now click where it goes (outlined); click it again or press Escape to put it back.");
      if (event.type === "keydown") { const t = box.querySelector(".ogrelab-target"); if (t) t.focus(); }
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
    say("");
    touch({ type: "cancel", ply: model.get("ply") });
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
  const skip = () => { if (model.get("busy")) model.send({ type: "skip", ply: model.get("ply") }); };
  const doc = el.ownerDocument;
  box.addEventListener("click", act);
  el.addEventListener("keydown", act);
  el.addEventListener("keydown", arrows);
  el.addEventListener("keydown", () => { keyboard = true; }, true);
  el.addEventListener("pointerdown", () => { keyboard = false; }, true);
  box.addEventListener("mouseover", preview);
  box.addEventListener("focusin", preview);
  box.addEventListener("mouseleave", () => say(""));
  last.addEventListener("click", skip);
  doc.addEventListener("keydown", escape);
  for (const name of ["html", "clickable", "picks", "previews", "ply"]) model.on(`change:${name}`, schedule);
  for (const name of ["busy", "decides", "last", "hint"]) model.on(`change:${name}`, () => { if (!pending) state(); });
  const sync = () => {
    const now = model.get("raised") || null;
    if (current() && now !== raised) { raised = now; outline(); }
  };
  model.on("change:raised", sync);
  model.on("change:seq", sync);
  draw();
  return () => doc.removeEventListener("keydown", escape);
}
export default { render };
"""

#: Styles of the board shell (and of the puzzle board); a game styles its own drawing inside ``html()``.
_CSS = r"""
.ogrelab-board { max-width: 100%; font-size: 14px; }
.ogrelab-board .ogrelab-heading h3 { margin: 0.2em 0; }
.ogrelab-board .ogrelab-status { color: #333; }
.ogrelab-board .ogrelab-row { gap: 4px 12px; }
.ogrelab-board .ogrelab-main { gap: 12px; }
.ogrelab-drawing { width: 100%; overflow-x: auto; }
.ogrelab-drawing .ogrelab-clickable { cursor: pointer; outline: 2px dashed #2b8a3e; outline-offset: 1px; }
.ogrelab-drawing .ogrelab-clickable:hover { outline-style: solid; background-color: rgba(43, 138, 62, 0.08); }
.ogrelab-drawing .ogrelab-raised { outline: 3px solid #1971c2 !important; outline-offset: 2px;
  transform: translateY(-6px); box-shadow: 0 6px 10px rgba(25, 113, 194, 0.35); }
.ogrelab-drawing .ogrelab-target { cursor: pointer; outline: 3px dashed #1971c2 !important; outline-offset: 1px;
  background-color: rgba(25, 113, 194, 0.10); }
.ogrelab-drawing .ogrelab-target:hover { outline-style: solid !important; }
/* While a thing is raised only it and where it can go are outlined: the rest lose their outline. */
.ogrelab-drawing:not([data-raised=""]) .ogrelab-clickable:not(.ogrelab-raised):not(.ogrelab-target):not(:focus-visible) {
  outline-color: transparent !important; }
/* What the last move changed: a double ring (the line above the table says it in words). */
.ogrelab-drawing .ogrelab-changed { box-shadow: 0 0 0 2px #f59f00, 0 0 0 4px #fff, 0 0 0 6px #f59f00; }
/* The keyboard's focus: a black ring on white, over any outline the table draws. */
.ogrelab-drawing .ogrelab-drawing-body [tabindex]:focus-visible { outline: 3px solid #111 !important;
  outline-offset: 2px !important; box-shadow: 0 0 0 2px #fff !important; }
.ogrelab-drawing[data-busy="true"] .ogrelab-drawing-body { cursor: pointer; }
.ogrelab-drawing .ogrelab-last-move { font-size: 13px; min-height: 1.4em; padding: 2px 6px; color: #5c3c00;
  background: #fff4e6; border-left: 4px solid #f59f00; margin-bottom: 2px; }
.ogrelab-drawing .ogrelab-last-move:empty { visibility: hidden; }
.ogrelab-drawing .ogrelab-preview { min-height: 1.4em; padding: 4px 8px; margin-top: 4px; white-space: pre-wrap;
  background: #f4f6fa; border-left: 4px solid #4263eb; }
:is(.ogrelab-board, .ogrelab-puzzle) .ogrelab-preview.ogrelab-previewing { background: #ebfbee;
  border-left: 4px solid #2b8a3e; color: #1b4d2b; }
.ogrelab-actions .ogrelab-preview { font-size: 13px; min-height: 1.3em; padding: 1px 6px; color: #1b4d2b; }
:is(.ogrelab-board, .ogrelab-puzzle) .ogrelab-preview:empty { visibility: hidden; }
.ogrelab-board .ogrelab-prompt { background: #f4f6fa; border-left: 4px solid #4263eb; padding: 4px 8px;
  margin: 4px 0; white-space: pre-wrap; }
.ogrelab-board .ogrelab-prompt .ogrelab-rule { color: #555; font-size: 90%; }
.ogrelab-actions summary { cursor: pointer; color: #444; font-size: 13px; }
.ogrelab-board .jupyter-widget-Collapse-header { color: var(--jp-ui-font-color1); }
.ogrelab-actions .ogrelab-group { display: flex; align-items: flex-start; margin: 2px 0; }
.ogrelab-actions .ogrelab-group-label { font-weight: 600; min-width: 7em; padding-top: 5px; }
.ogrelab-actions .ogrelab-group-buttons { display: flex; flex-wrap: wrap; gap: 4px; }
.ogrelab-actions .ogrelab-action { width: auto; min-width: 3em; }
:is(.ogrelab-board, .ogrelab-puzzle) :is(button, select, input, summary, [tabindex]):focus-visible {
  outline: 3px solid #111; outline-offset: 1px; }
:is(.ogrelab-board, .ogrelab-puzzle) .ogrelab-error { background: #fff0f0; border: 1px solid #e03131; color: #a61e1e;
  padding: 4px 8px; white-space: pre-wrap; margin: 2px 0; }
:is(.ogrelab-board, .ogrelab-puzzle) .ogrelab-error pre { font-size: 11px; max-height: 16em; overflow: auto; }
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
    """A view that reports what a person clicked, and at which move they saw it."""

    #: Actions played so far: a click carries it back, and a page sees the view is current.
    ply = traitlets.Int(0).tag(sync=True)

    def __init__(self, on_action=None, on_touch=None, **kwargs):
        super().__init__(**kwargs)
        self._on_action = on_action
        self._on_touch = on_touch
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        """A click names the action (``on_action(text, ply)``) or a touch (``on_touch(kind, key, ply)``)."""
        if not isinstance(content, dict):
            return
        ply = content.get("ply")
        ply = ply if isinstance(ply, int) and not isinstance(ply, bool) else None
        kind = content.get("type")
        if kind == "action" and self._on_action:
            self._on_action(str(content.get("text", "")), ply)
        elif kind in ("pick", "cancel", "skip") and self._on_touch:
            self._on_touch(kind, str(content.get("key", "")), ply)

    def click(self, text: str) -> None:
        """Act as if the action ``text`` was clicked on the view as it is now."""
        self._message(self, {"type": "action", "text": text, "ply": self.ply}, [])


class Drawing(_Clickable):
    """Shows ``html``; reports clicks on what may be played, picks, cancels and skips."""

    _esm = _ESM
    _css = _CSS
    html = traitlets.Unicode("").tag(sync=True)
    #: Action texts whose marked element (``data-action``) may be clicked now.
    clickable = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: Two-click decisions: first key -> {second key -> action text}.
    picks = traitlets.Dict().tag(sync=True)
    #: What each action on offer would do: action text -> preview.
    previews = traitlets.Dict().tag(sync=True)
    #: The key a first click raised ("" for none).
    raised = traitlets.Unicode("").tag(sync=True)
    #: The number of the last pick or cancel of the page handled (sent with ``raised``, in one message).
    seq = traitlets.Int(0).tag(sync=True)
    #: Whether moves are being drawn one by one (a click on the table shows the rest at once).
    busy = traitlets.Bool(False).tag(sync=True)
    #: Who may act now: "you", "replying", "waiting" (a bot, for Step) or "over".
    decides = traitlets.Unicode("").tag(sync=True)
    #: The move that led here, in public words.
    last = traitlets.Unicode("").tag(sync=True)
    #: The line under the table when the pointer is on nothing to play.
    hint = traitlets.Unicode("").tag(sync=True)

    def show(self, session, html: str | None = None) -> tuple:
        """Draw what a :class:`~ogrelab.widgets.session.Session` offers now; ``html`` replaces the table if given.

        Returns the session's offer (legal actions, touch, previews) for the buttons.
        """
        s = session
        legal, touch, previews = s.offer()
        g = s.game
        with self.hold_sync():
            if html is not None:
                self.html = html
            self.clickable = [a.text for a in legal]
            self.picks = touch.pick if touch is not None else {}
            self.previews = previews
            self.raised = s.raised or ""
            self.busy = s.busy
            self.decides = ("over" if g.is_over else "you" if legal else "replying" if s.replying
                            else "autoplay" if s.autoplaying else "waiting")
            self.last = s.last_move()
            self.hint = s.prompt()
            self.ply = g.ply
        return legal, touch, previews

    def _message(self, widget, content, buffers) -> None:
        seq = content.get("seq") if isinstance(content, dict) else None
        if not isinstance(seq, int) or isinstance(seq, bool):
            super()._message(widget, content, buffers)
            return
        with self.hold_sync():
            try:
                super()._message(widget, content, buffers)
            finally:
                self.seq = max(self.seq, seq)

    def pick(self, key: str) -> None:
        """Act as if the thing drawn as ``key`` was clicked as the first of two clicks."""
        self._message(self, {"type": "pick", "key": key, "ply": self.ply}, [])

    def place(self, key: str) -> None:
        """Act as if the outlined target ``key`` of the raised thing was clicked."""
        text = self.picks.get(self.raised, {}).get(key)
        if text is None:
            raise ValueError(f"{key!r} is not where the raised thing can go")
        self.click(text)


_ACTIONS_ESM = r"""
function render({ model, el }) {
  const details = document.createElement("details");
  details.className = "ogrelab-action-list";
  details.open = true;
  const summary = document.createElement("summary");
  const list = document.createElement("div");
  list.className = "ogrelab-action-groups";
  const line = document.createElement("div");
  line.className = "ogrelab-preview";
  line.setAttribute("aria-live", "polite");
  details.append(summary, list);
  el.append(details, line);
  let wanted = false;
  const draw = () => {
    // A redraw keeps the focus among the buttons: on the same action, else on the first; while
    // there are none (the bots reply), on the first of the next ones if nothing else took it.
    const active = document.activeElement;
    const had = list.contains(active) ? active.dataset.action
      : wanted && (!active || active === document.body) ? "" : null;
    list.replaceChildren();
    let n = 0;
    for (const group of model.get("groups")) {
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
        b.title = action.tip ? `${action.text}: ${action.tip}` : action.text;
        b.dataset.action = action.text;
        b.dataset.tip = action.tip || "";
        buttons.appendChild(b);
        n += 1;
      }
      row.appendChild(buttons);
      list.appendChild(row);
    }
    summary.textContent = model.get("summary") || `The actions as buttons (${n})`;
    el.style.display = n ? "" : "none";
    wanted = had != null && !n;
    if (had != null && n) {
      const all = [...list.querySelectorAll("button.ogrelab-action")];
      (all.find((b) => b.dataset.action === had) || all[0]).focus();
    }
    line.textContent = "";
    el.setAttribute("data-ply", String(model.get("ply")));
  };
  const pick = (event) => {
    const b = event.target.closest("button.ogrelab-action");
    if (!b || !el.contains(b)) return;
    model.send({ type: "action", text: b.dataset.action, ply: model.get("ply") });
  };
  const preview = (event) => {
    const b = event.target.closest("button.ogrelab-action");
    line.textContent = b && el.contains(b) ? (b.dataset.tip ? `${b.dataset.action}: ${b.dataset.tip}` : "") : "";
    line.classList.toggle("ogrelab-previewing", !!line.textContent);
  };
  el.addEventListener("click", pick);
  el.addEventListener("mouseover", preview);
  el.addEventListener("focusin", preview);
  el.addEventListener("mouseleave", () => { line.textContent = ""; });
  model.on("change:groups", draw);
  model.on("change:ply", draw);
  model.on("change:summary", draw);
  draw();
  return () => el.removeEventListener("click", pick);
}
export default { render };
"""


class Actions(_Clickable):
    """The legal actions as buttons, grouped by kind: ``groups = [{label, actions: [{text, tip}]}]``.

    The buttons are the fallback of the table, for the keyboard and for what
    no touch makes: a collapsible list (open at first) whose ``tip`` is each
    action's preview, shown in a line under them on hover or focus. One
    message redraws them all, and a click names the action the person saw, so
    a click that crossed a redraw (a double click) cannot play another action.
    """

    _esm = _ACTIONS_ESM
    groups = traitlets.List(traitlets.Dict()).tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)

    def show(self, legal, touch, previews: dict, ply: int) -> None:
        """The actions on offer (a session's ``offer()``) as buttons grouped by kind, drawn at move ``ply``."""
        groups: dict[str, list] = {}
        for a in legal:
            groups.setdefault(a.kind or "choose", []).append({"text": a.text, "tip": previews.get(a.text, "")})
        only = len(touch.buttons) if touch is not None else 0
        on_table = len(legal) - only
        if not legal:
            summary = ""
        elif on_table == len(legal):
            summary = f"Every action is on the table; here as buttons too ({len(legal)})"
        elif on_table:
            summary = f"The actions as buttons ({len(legal)}; {only} only here)"
        else:
            summary = f"The actions as buttons ({len(legal)})"
        with self.hold_sync():
            self.groups = [{"label": kind.replace("_", " "), "actions": actions} for kind, actions in groups.items()]
            self.summary = summary
            self.ply = ply

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
