// ogrelab: make the snapshot of a started Python that ogrelab-pyodide.mjs restores on the next visits.
import { loadPyodide } from "./pyodide.mjs";

onmessage = async ({ data }) => {
  try {
    const quiet = () => {};
    const options = { indexURL: data.indexURL, packages: data.packages, _makeSnapshot: true,
                      stdout: quiet, stderr: quiet };
    if (data.lockFileURL) options.lockFileURL = data.lockFileURL;
    const pyodide = await loadPyodide(options);
    pyodide.runPython(data.imports, { globals: pyodide.toPy({}) });
    // Which packages are loaded is kept in JavaScript, and a snapshot holds only Python's memory:
    // the next start loads the packages' files again (their modules are imported already).
    const loaded = pyodide._api.packageManager.loadedPackages;
    for (const name of Object.keys(loaded)) delete loaded[name];
    const snapshot = pyodide.makeMemorySnapshot();
    const cache = await caches.open(data.cache);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(data.key, new Response(snapshot, { headers: { "content-type": "application/octet-stream" } }));
    postMessage({ ok: true, size: snapshot.length });
  } catch (e) {
    postMessage({ ok: false, error: String(e && e.stack || e) });
  }
};
