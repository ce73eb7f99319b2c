# What a Python snapshot of the site has imported (site-src/ogrelab-pyodide.mjs): what the kernel
# imports as it starts, IPython mostly, ogrelab with its widgets, and at last the kernel itself
# (piplite, with micropip, and pyodide_kernel, in the order the kernel's worker imports them). The
# JavaScript objects these hold are Pyodide's own API, which ogrelab-snapshot-worker.mjs names in
# the snapshot; anything else would make the snapshot fail.
import importlib.util
import os
import sysconfig

# the kernel's own first steps, as pyodide_kernel takes them before it imports IPython
site = sysconfig.get_paths()["purelib"]
for step in ("mocks", "patches"):
    base = os.path.join(site, "pyodide_kernel", step)
    path = base + ".pyc" if os.path.exists(base + ".pyc") else base + ".py"
    spec = importlib.util.spec_from_file_location(f"_ogrelab_kernel_{step}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    getattr(module, f"apply_{step}")()

import comm  # noqa: E402
import IPython  # noqa: E402
import IPython.core.application  # noqa: E402
import IPython.core.displayhook  # noqa: E402
import IPython.core.displaypub  # noqa: E402
import IPython.core.history  # noqa: E402
import IPython.core.interactiveshell  # noqa: E402
import IPython.core.shellapp  # noqa: E402
import IPython.display  # noqa: E402
import IPython.utils.tokenutil  # noqa: E402
import traitlets.config  # noqa: E402

# what the kernel's start imports next, from the standard library: micropip and piplite need
# unittest.mock and html.parser, the kernel getpass and (through datetime.strptime) _strptime and
# calendar
import _strptime  # noqa: E402, F401
import calendar  # noqa: E402, F401
import getpass  # noqa: E402, F401
import html.parser  # noqa: E402, F401
import unittest.mock  # noqa: E402, F401

import ogrelab  # noqa: E402
import ogrelab.lessons  # noqa: E402

# The widgets: a third of the app's code and drawing in a later visit was their import (ipywidgets,
# anywidget, psygnal, the board). ipywidgets registers its comm targets as it is imported when a
# kernel runs, and none runs here: they go on comm's own manager, the one the page's kernel takes.
import ipywidgets  # noqa: E402
import anywidget  # noqa: E402, F401
import ogrelab.widgets  # noqa: E402, F401
from comm import get_comm_manager  # noqa: E402

get_comm_manager().register_target("jupyter.widget", ipywidgets.Widget.handle_comm_opened)
get_comm_manager().register_target("jupyter.widget.control", ipywidgets.Widget.handle_control_comm_opened)

# The kernel, as its worker starts it (worker.ts: initPackageManager, initKernel): after a start from
# the snapshot these imports find it done (micropip's import took 0.15-0.4 s, the kernel's shell
# 0.05-0.4 s). The worker then sets piplite's settings and takes the kernel's objects as before.
import piplite.piplite  # noqa: E402, F401
import pyodide_kernel  # noqa: E402, F401

# Files open now are not open in the next page (the snapshot holds memory, not the file system):
# importlib.metadata keeps the standard library's zip open through a cache, which is cleared, and
# whatever file is still open is closed here rather than by the garbage collector of the next page.
import gc  # noqa: E402
import importlib  # noqa: E402
import zipfile  # noqa: E402

importlib.invalidate_caches()
gc.collect()
for leftover in gc.get_objects():
    if isinstance(leftover, zipfile.ZipFile) and leftover.fp is not None:
        leftover.close()
del leftover
