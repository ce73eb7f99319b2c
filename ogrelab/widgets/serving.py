"""The kernel manager `make app` runs Voila with (binder/voila.json names it).

Voila's warm pool starts a kernel and runs the app before anyone asks; the
kernel then waits, spared by the culler, until a page takes it. Once taken,
its last activity is the warm-up, long ago, and it has no connection until
the page's scripts have loaded and opened one: a cull check in those seconds
shut it down, and the page stayed at "setting up the table" for good.

Here a kernel that no page has connected to yet gets the cull timeout
counted from the first check that sees it out of the pool, so a page has a
whole timeout to connect; once a page has connected (and left), culling is
as usual. A page abandoned before it connected is still freed, one timeout
later.
"""

from __future__ import annotations

import time

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, with a fresh timeout for a kernel no page has connected to yet."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._connected_once: set[str] = set()
        self._first_seen: dict[str, float] = {}

    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._connected_once.add(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id):
        if kernel_id not in self._connected_once and kernel_id in self:
            first = self._first_seen.setdefault(kernel_id, time.monotonic())
            if time.monotonic() - first < self.cull_idle_timeout:
                return None
        return await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):
        self._connected_once.discard(kernel_id)
        self._first_seen.pop(kernel_id, None)
        return await super().shutdown_kernel(kernel_id, now=now, restart=restart)
