// ogrelab: make the snapshot of a started Python that ogrelab-pyodide.mjs restores on the next visits,
// with the files of its site-packages (the layout of what is kept: FILES in ogrelab-pyodide.mjs).
import { loadPyodide } from "./pyodide.mjs";

// Every folder and file under site-packages, a folder before what it holds.
function siteFiles(pyodide) {
  const { FS } = pyodide;
  const site = FS.lookupPath(pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']")).path;
  const entries = [];
  const contents = [];
  let size = 0;
  const walk = (folder) => {
    for (const name of FS.readdir(site + folder).sort()) {
      if (name === "." || name === "..") continue;
      const path = `${folder}/${name}`;
      const mode = FS.stat(site + path).mode;
      if (FS.isDir(mode)) {
        entries.push([path, -1]);
        walk(path);
      } else if (FS.isFile(mode)) {
        const data = FS.readFile(site + path);
        entries.push([path, data.length]);
        contents.push(data);
        size += data.length;
      }
    }
  };
  walk("");
  return { site, entries, contents, size };
}

// Python's objects that stand for JavaScript ones, in the snapshot: Pyodide finds again those reached
// from the page's globals and its own API object; micropip and the kernel (pyodide_kernel, piplite)
// also hold functions of Pyodide's API (loadPackage, loadPackagesFromImports, ...) and its public
// object. Those are named here, and ogrelab-pyodide.mjs puts the new page's own in their place.
function serializer(pyodide) {
  const api = pyodide._api;
  const names = (object) => {
    const found = new Set();
    for (let o = object; o && o !== Object.prototype && o !== Function.prototype; o = Object.getPrototypeOf(o)) {
      for (const name of Object.getOwnPropertyNames(o)) found.add(name);
    }
    return found;
  };
  return (value) => {
    if (value === api.public_api) return { ogrelab: "public", name: null };
    for (const [where, object] of [["public", api.public_api], ["api", api]]) {
      for (const name of names(object)) {
        try {
          if (object[name] === value) return { ogrelab: where, name };
        } catch (e) { /* a getter that throws */ }
      }
    }
    throw new Error(`the snapshot holds a JavaScript object it cannot name: ${String(value).slice(0, 80)}`);
  };
}

onmessage = async ({ data }) => {
  try {
    const quiet = () => {};
    const options = { indexURL: data.indexURL, packages: data.packages, _makeSnapshot: true,
                      stdout: quiet, stderr: quiet };
    if (data.lockFileURL) options.lockFileURL = data.lockFileURL;
    const pyodide = await loadPyodide(options);
    pyodide.runPython(data.imports, { globals: pyodide.toPy({}) });
    // A snapshot holds Python's memory only: the files the wheels put in site-packages, and which
    // packages are loaded (kept in JavaScript), are kept next to it.
    const files = siteFiles(pyodide);
    const loaded = pyodide._api.packageManager.loadedPackages;
    const list = new TextEncoder().encode(JSON.stringify({ site: files.site, entries: files.entries,
                                                           loaded: { ...loaded } }));
    for (const name of Object.keys(loaded)) delete loaded[name];    // or Pyodide refuses the snapshot
    const snapshot = pyodide.makeMemorySnapshot({ serializer: serializer(pyodide) });
    const tail = new Uint32Array([snapshot.length, files.size, list.length, data.files]);
    const kept = new Blob([snapshot, ...files.contents, list, tail]);
    const cache = await caches.open(data.cache);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(data.key, new Response(kept, { headers: { "content-type": "application/octet-stream" } }));
    postMessage({ ok: true, size: kept.size });
  } catch (e) {
    postMessage({ ok: false, error: String(e && e.stack || e) });
  }
};
