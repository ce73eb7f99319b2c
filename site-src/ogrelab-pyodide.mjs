// ogrelab: Pyodide for the site's kernel (jupyter-lite.json's pyodideUrl points here; scripts/build-site
// fills in __BUILD__ and __IMPORTS__).
//
// A page starts Python afresh: the runtime boots, the wheels are unpacked and IPython (for the kernel)
// and ogrelab are imported, seconds of work on the browser's processor. After a first start, a
// worker of its own makes a snapshot of that Python's memory once those imports are done and keeps it
// in the browser's Cache Storage; the next visits start from the snapshot instead (the wheels' files
// are still unpacked: the snapshot holds memory, not files). A snapshot of another build of the site,
// or one that cannot be used, is forgotten and Python starts afresh.
import { loadPyodide as loadAfresh, version } from "./pyodide.mjs";

export { version };

const BUILD = "__BUILD__";
const CACHE = "ogrelab-python-snapshot";
const KEY = new URL(`./python-snapshot-${BUILD}.bin`, import.meta.url).href;
// What the snapshot has imported: Python code, run in a namespace of its own.
const IMPORTS = __IMPORTS__;
// How long after a fresh start the snapshot is made (ms): the page's first board comes first.
const LATER = 10000;
// Packages whose modules the snapshot has imported and whose files are read only later: jedi and
// parso (for completions in notebooks; IPython imports them), prompt_toolkit and pygments (IPython
// imports them; pygments' lexers are read to colour a traceback) unpack 1,800 files, more than half
// of a start from the snapshot. After a start from it, they are unpacked this long after (ms).
const DEFERRED = ["jedi", "parso", "prompt-toolkit", "pygments"];
const DEFER = 5000;

async function stored() {
  if (!globalThis.caches) return null;    // no Cache Storage (a page not served over https or from localhost)
  try {
    const hit = await (await caches.open(CACHE)).match(KEY);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (e) {
    return null;
  }
}

async function forget() {
  try { await caches.delete(CACHE); } catch (e) { /* nothing kept */ }
}

// Pyodide's WebAssembly module brings its own memory, of a fixed first size; a snapshot is restored
// into it whole, so the memory is grown to the snapshot's size as the module is instantiated.
function growingTo(size) {
  const saved = {};
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = (saved[name] = WebAssembly[name]);
    WebAssembly[name] = async function (...args) {
      const result = await original.apply(this, args);
      const memory = result && result.instance && result.instance.exports.memory;
      if (memory && memory.buffer.byteLength < size) {
        memory.grow(Math.ceil((size - memory.buffer.byteLength) / 65536));
      }
      return result;
    };
  }
  return () => Object.assign(WebAssembly, saved);
}

// The wanted packages and what they depend on, but the deferred ones: the lock's dependencies on those
// are left out while the others load (IPython depends on prompt_toolkit and pygments), then put back.
async function loadDeferring(pyodide, wanted) {
  const lock = pyodide._api.lockfile_packages;
  const kept = {};
  for (const [name, entry] of Object.entries(lock)) {
    if (entry.depends && entry.depends.some((dep) => DEFERRED.includes(dep.toLowerCase().replace(/_/g, "-")))) {
      kept[name] = entry.depends;
      entry.depends = entry.depends.filter((dep) => !DEFERRED.includes(dep.toLowerCase().replace(/_/g, "-")));
    }
  }
  try {
    await pyodide.loadPackage(wanted.filter((name) => !DEFERRED.includes(name)), { messageCallback: () => {} });
  } finally {
    for (const [name, depends] of Object.entries(kept)) lock[name].depends = depends;
  }
}

// Python looks for a module in the current folder ('' on sys.path) before anywhere else, and the
// kernel's current folder is JupyterLite's drive (/drive), whose every look-up is a request to the
// page: each import asked it once, 40 round trips for the first board. The current folder goes last
// on sys.path (as IPython puts it after the standard library): looked in only for what nothing else has.
function cwdLast(pyodide) {
  pyodide.runPython("import sys\nif '' in sys.path:\n    sys.path.remove('')\n    sys.path.append('')");
}

function snapshotLater(options) {
  if (!globalThis.caches || typeof Worker === "undefined") return;
  // making one takes a second Python for a few seconds (about 200 MB): not on a small device
  if (globalThis.navigator && navigator.deviceMemory && navigator.deviceMemory < 4) return;
  setTimeout(() => {
    let worker;
    try {
      worker = new Worker(new URL("./ogrelab-snapshot-worker.mjs", import.meta.url), { type: "module" });
    } catch (e) {
      return;                             // no worker from a worker here: every visit starts afresh
    }
    const done = () => worker.terminate();
    worker.onmessage = ({ data }) => {
      if (!data.ok) console.warn("ogrelab: no Python snapshot for the next visit:", data.error);
      done();
    };
    worker.onerror = done;
    worker.postMessage({ indexURL: options.indexURL, lockFileURL: options.lockFileURL,
                         packages: options.packages || [], imports: IMPORTS, cache: CACHE, key: KEY });
  }, LATER);
}

export async function loadPyodide(options = {}) {
  const snapshot = await stored();
  if (snapshot) {
    const restore = growingTo(snapshot.length);
    const wanted = options.packages || [];
    try {
      const pyodide = await loadAfresh({ ...options, _loadSnapshot: snapshot, packages: [] });
      await loadDeferring(pyodide, wanted);
      setTimeout(() => pyodide.loadPackage(DEFERRED, { messageCallback: () => {} }).catch(() => {}), DEFER);
      cwdLast(pyodide);
      // the restored Python answers, and its random numbers are not the snapshot's
      pyodide.runPython("import random; random.seed()");
      return pyodide;
    } catch (e) {
      console.warn("ogrelab: the Python snapshot could not be used; Python starts afresh", e);
      await forget();
    } finally {
      restore();
    }
  }
  const pyodide = await loadAfresh(options);
  cwdLast(pyodide);
  snapshotLater(options);
  return pyodide;
}
