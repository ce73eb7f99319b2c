// The page keeper: on a page served by Voila, notice a kernel that died under the page and offer
// to continue the game on a fresh one (leave.js, prepended, lets Voila's page-leave shutdown through).

const PING_MS = 5000;      // how often the page asks the kernel whether it is there
const SILENT_MS = 15000;   // no answer for this long, and the kernel is not busy: it is gone

function render({ model, el }) {
  const page = voilaPage();
  if (!page) return;   // not a Voila page: nothing to keep
  const { kernelId, base } = page;

  // The game is kept by the server under a token only this browser tab knows (the moves stay on the
  // server: they would tell the hidden cards).
  const key = `ogrelab-page:${location.pathname}`;
  let token = sessionStorage.getItem(key);
  if (!token) {
    token = hex(16);
    sessionStorage.setItem(key, token);
  }
  const resume = sessionStorage.getItem(`${key}:resume`) === "1";
  sessionStorage.removeItem(`${key}:resume`);

  const banner = document.createElement("div");
  banner.className = "ogrelab-keeper";
  banner.setAttribute("role", "status");
  banner.hidden = true;
  el.append(banner);
  const say = (html, alert) => {
    banner.innerHTML = html;
    banner.hidden = false;
    banner.classList.toggle("ogrelab-keeper-alert", !!alert);
    banner.setAttribute("role", alert ? "alert" : "status");
  };

  let heard = Date.now(), lost = false;
  model.on("msg:custom", (msg) => {
    if (!msg) return;
    if (msg.type === "pong") heard = Date.now();
    if (msg.type === "resumed") {
      say(`Your game continues where it stopped (${msg.moves} moves kept).`, false);
      setTimeout(() => { if (!lost) banner.hidden = true; }, 8000);
    }
  });
  model.send({ type: "hello", token, resume });

  const gone = () => {
    lost = true;
    clearInterval(timer);
    const saved = model.get("keeps_game");
    say("<b>The table has stopped answering:</b> the server's kernel for this page is gone. "
        + (saved ? "Your game is kept on the server. " : "")
        + `<button type="button" class="ogrelab-keeper-reload">${saved ? "Continue this game" : "Reload the page"}</button>`, true);
    banner.querySelector("button").addEventListener("click", () => {
      if (saved) sessionStorage.setItem(`${key}:resume`, "1");
      location.reload();
    });
  };

  const timer = setInterval(async () => {
    try {
      model.send({ type: "ping" });
    } catch (error) {
      heard = 0;     // the connection to the kernel is closed: no answer will come
    }
    if (Date.now() - heard < SILENT_MS) return;
    // No answer: a kernel busy with long work (a review) is alive; a dead or missing one is not.
    let state = "gone";
    try {
      const reply = await fetch(`${base}api/kernels/${kernelId}`, { credentials: "same-origin" });
      if (reply.ok) state = (await reply.json()).execution_state;
    } catch (error) {
      state = "gone";
    }
    if (state === "busy" || state === "starting") return;
    gone();
  }, PING_MS);
}

export default { render };
