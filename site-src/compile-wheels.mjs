// Compile the wheels of a folder with Pyodide's own Python (run by scripts/build-site with node):
//   node compile-wheels.mjs PYODIDE_DIR WHEEL_DIR KEEP_SOURCE[,KEEP_SOURCE...]
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const [pyodideDir, wheelDir, keep = ""] = process.argv.slice(2);
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", stdout: () => {}, packages: [] });
py.mountNodeFS("/wheels", resolve(wheelDir));
py.runPython(readFileSync(new URL("./compile_wheels.py", import.meta.url), "utf8"));
const said = py.globals.get("compile_wheels")("/wheels", keep.split(",").filter(Boolean));
console.log(said);
