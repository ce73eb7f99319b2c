// A drawing's frame (drawing.py): what one redraw of a board shows, sent as one JSON text in one
// message. The table reads it, and so do the views drawn from it elsewhere on the page (the action
// buttons, the move list, the status line), each through a reference to the drawing's model.
// Prepended to the scripts that read it. `framed(model)` gives a reader that parses each text once.
function framed(model) {
  let text = null, value = {};
  return () => {
    const now = model.get("frame");
    if (now !== text) { text = now; value = now ? JSON.parse(now) : {}; }
    return value;
  };
}
