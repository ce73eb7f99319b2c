// A page served by Voila lets Voila's own page-leave shutdown through. Voila shuts a page's kernel
// when the page is left, with a POST that carries the _xsrf cookie's value; the page itself never
// gets that cookie, so the POST was refused and the kernel waited for the idle cull. The check
// compares the cookie with the posted value: any fresh value does. Prepended to keeper.js, and
// the whole script of keeper.py's PageLeave (a page with no board: the welcome page).

const hex = (n) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => b.toString(16).padStart(2, "0")).join("");

function pageConfig() {
  const node = document.getElementById("jupyter-config-data");
  if (!node) return null;
  try {
    return JSON.parse(node.textContent);
  } catch (error) {
    return null;
  }
}

// The page's Voila settings ({kernelId, baseUrl}), its page-leave shutdown let through; null
// where the page is not a Voila page (JupyterLab, the static site): there is nothing to free.
function voilaPage() {
  const config = pageConfig();
  if (!config || !config.kernelId || !location.pathname.includes("/voila/")) return null;
  const base = config.baseUrl || "/";
  if (!/(^|;\s*)_xsrf=/.test(document.cookie)) {
    document.cookie = `_xsrf=${hex(16)}; path=${base}; SameSite=Strict`;
  }
  return { kernelId: config.kernelId, base };
}
