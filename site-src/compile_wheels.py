"""Compile the site's wheels to the browser Python's bytecode (run inside Pyodide by compile-wheels.mjs).

Pyodide compiles a module's source each time it is imported in a fresh page;
its own distribution ships wheels compiled ahead, which the site cannot use
(they live on Pyodide's CDN), so the wheels from PyPI are compiled here, by
the very Python the browser runs. A third-party wheel gets its .py files
replaced by .pyc files beside them (as Pyodide's own wheels are); a wheel
named in KEEP_SOURCE keeps its sources, with unchecked-hash .pyc files in
__pycache__, so that its tracebacks still show the lines. Test folders are
left out (nothing in the browser runs them), and so is what LEAVE_OUT names.

    compile_wheels(folder, keep_source)   # rewrites every *.whl of the folder in place
"""

import base64
import hashlib
import importlib.util
import io
import os
import sys
import sysconfig
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc, _code_to_timestamp_pyc

SITE = sysconfig.get_paths()["purelib"]
#: Left out of the wheels: jedi's type stubs of third-party libraries (650 files, none of them installed in
#: the browser; the standard library's stubs stay, for completions in the notebooks).
LEAVE_OUT = ("jedi/third_party/typeshed/third_party/",)


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_wheel(path, keep_source):
    files = []
    with zipfile.ZipFile(path) as zin:
        record = next(i.filename for i in zin.infolist() if i.filename.endswith(".dist-info/RECORD"))
        for info in zin.infolist():
            if info.is_dir() or info.filename == record:
                continue
            name = info.filename
            top = name.split("/")[0]
            if "tests" in name.split("/")[1:-1] and not top.endswith(".dist-info") or name.startswith(LEAVE_OUT):
                continue
            data = zin.read(info)
            if not name.endswith(".py") or top.endswith((".dist-info", ".data")):
                files.append((name, data))
                continue
            try:
                code = compile(data, os.path.join(SITE, name), "exec", dont_inherit=True)
            except (SyntaxError, ValueError):
                files.append((name, data))          # not Python this interpreter reads (a template, a py2 file)
                continue
            if keep_source:
                files.append((name, data))
                pyc = importlib.util.cache_from_source(name)
                files.append((pyc, bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))))
            else:
                files.append((name[:-3] + ".pyc", bytes(_code_to_timestamp_pyc(code))))
    lines = [_record_line(n, d) for n, d in files] + [f"{record},,"]
    files.append((record, ("\n".join(lines) + "\n").encode()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for name, data in files:
            zout.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data,
                          compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    with open(path, "wb") as f:
        f.write(out.getvalue())


def compile_wheels(folder, keep_source):
    keep = set(keep_source)
    done = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".whl"):
            compile_wheel(os.path.join(folder, name), name.split("-")[0].lower() in keep)
            done.append(name)
    return f"{len(done)} wheels compiled with Python {sys.version.split()[0]}"
