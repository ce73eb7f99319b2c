// ogrelab: Pyodide for the site's kernel (jupyter-lite.json's pyodideUrl points here; scripts/build-site
// fills in __BUILD__ and __IMPORTS__).
//
// A page starts Python afresh: the runtime boots, the wheels are unpacked and IPython (for the kernel)
// and ogrelab are imported, seconds of work on the browser's processor. After a first start, a
// worker of its own makes a snapshot of that Python's memory once those imports are done and keeps it
// in the browser's Cache Storage, with the files the wheels put in site-packages next to it (a snapshot
// holds memory, not files). The next visits start from the snapshot and write those files back from
// one buffer, instead of unpacking the wheels again. A snapshot of another build of the site, or one
// that cannot be used, is forgotten and Python starts afresh.
import { loadPyodide as loadAfresh, version } from "./pyodide.mjs";

export { version };

const BUILD = "__BUILD__";
const CACHE = "ogrelab-python-snapshot";
const KEY = new URL(`./python-snapshot-${BUILD}.bin`, import.meta.url).href;
// What the snapshot has imported: Python code, run in a namespace of its own.
const IMPORTS = __IMPORTS__;
// How long after a fresh start the snapshot is made (ms): the page's first board comes first.
const LATER = 10000;
// What the worker keeps is one buffer: the snapshot, the files' contents, their list (JSON: where
// site-packages is, each folder and file under it with its size, the packages loaded), then four
// 32-bit numbers: the lengths of those three parts and FILES (ogrelab-snapshot-worker.mjs).
const FILES = 0x6f676c66;   // "oglf"
// Where a start's time goes: a trace build (benchmarks) makes this log `ogrelab-mark NAME TIME`.
const mark = (name) => {};

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

// The kept buffer's three parts (throws on a buffer that is not whole).
function parts(kept) {
  if (kept.byteLength < 16) throw new Error("the kept snapshot is empty");
  const tail = new Uint32Array(kept.buffer.slice(kept.byteOffset + kept.byteLength - 16,
                                                 kept.byteOffset + kept.byteLength));
  if (tail[3] !== FILES) throw new Error("the kept snapshot has no files");
  const [memory, files, list] = tail;
  if (memory + files + list + 16 !== kept.byteLength || memory % 16) throw new Error("the kept snapshot is cut short");
  return {
    snapshot: kept.subarray(0, memory),
    contents: kept.subarray(memory, memory + files),
    list: JSON.parse(new TextDecoder().decode(kept.subarray(memory + files, memory + files + list))),
  };
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

// site-packages as it was when the snapshot was made (2,600 files: 60-120 ms, where unpacking the
// wheels took 0.3-1 s), and its packages marked loaded, so that neither the kernel's
// loadPackagesFromImports nor micropip installs them again. Each file gets a copy of its bytes (22 MB
// in all, no measurable time): files that kept their part of the buffer (canOwn) would keep the whole
// 76 MB buffer alive in the kernel's worker for as long as the page lives.
function writeFiles(pyodide, { contents, list }) {
  const { FS } = pyodide;
  FS.mkdirTree(list.site);
  let at = 0;
  for (const [path, size] of list.entries) {
    if (size < 0) {
      FS.mkdirTree(list.site + path);
    } else {
      FS.writeFile(list.site + path, contents.subarray(at, at + size));
      at += size;
    }
  }
  Object.assign(pyodide._api.packageManager.loadedPackages, list.loaded);
}

// The snapshot's references to Pyodide's API (named by ogrelab-snapshot-worker.mjs) come back as
// placeholders while Pyodide starts from it; once it has started, its own objects take their place.
const NAMED = Symbol("ogrelab: named in the snapshot");
const placeholder = (named) => ({ [NAMED]: named });

function namedBack(pyodide) {
  const module = pyodide._module;
  const api = pyodide._api;
  for (let i = 0; ; i++) {
    let value;
    try {
      value = module.__hiwire_get(i);
    } catch (e) {
      break;                              // the end of the table
    }
    const named = value && value[NAMED];
    if (!named) continue;
    const object = named.ogrelab === "api" ? api : api.public_api;
    const real = named.name === null ? object : object[named.name];
    if (real === undefined) throw new Error(`Pyodide has no ${named.ogrelab} ${named.name}`);
    if (module.__hiwire_set(i, real) < 0) throw new Error("Pyodide's table of JavaScript objects refused a value");
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
    worker.postMessage({ indexURL: options.indexURL, lockFileURL: options.lockFileURL, files: FILES,
                         packages: options.packages || [], imports: IMPORTS, cache: CACHE, key: KEY });
  }, LATER);
}

export async function loadPyodide(options = {}) {
  mark("loader");
  const kept = await stored();
  mark(kept ? "snapshot-read" : "no-snapshot");
  if (kept) {
    let restore = () => {};
    try {
      const { snapshot, contents, list } = parts(kept);
      restore = growingTo(snapshot.length);
      const pyodide = await loadAfresh({ ...options, _loadSnapshot: snapshot, packages: [],
                                         _snapshotDeserializer: placeholder });
      namedBack(pyodide);
      pyodide._api.config._loadSnapshot = null;   // Pyodide's settings would keep the buffer alive
      mark("restored");
      writeFiles(pyodide, { contents, list });
      mark("files");
      cwdLast(pyodide);
      // the restored Python sees the files written, and its random numbers are not the snapshot's
      pyodide.runPython("import importlib, random; importlib.invalidate_caches(); random.seed()");
      mark("returned");
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
