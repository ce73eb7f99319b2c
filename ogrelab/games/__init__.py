"""The four games; importing this package registers each of them.

Every subpackage here is one game: it registers its Game class (and its bots)
when imported.
"""

import importlib
import pkgutil

NAMES: list[str] = []
for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.ispkg:
        importlib.import_module(f"{__name__}.{_info.name}")
        NAMES.append(_info.name)
