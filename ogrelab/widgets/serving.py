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

Ports: Jupyter picks a kernel's five ports by asking the system for a free
one and letting it go; the kernel binds it a moment later. When the pool
starts eight kernels at once, the server's own connections to the first
kernels take source ports from the same range (the system's ephemeral
ports) in that moment, and a kernel found its port taken ("Address already
in use") and died, leaving its page waiting. :class:`ClassroomPortCache`
hands out ports below the ephemeral range instead, which no outgoing
connection takes, each once until its kernel has gone.

Two servers on one machine (two teachers, or a server and the tests) share
that range: a port one server has checked free could be promised by the other
before either kernel binds it. Each port handed out is also held by a lock on
a file of the machine's temporary folder (``ogrelab-ports/<port>``) until its
kernel has gone; another server passes over a port whose lock is held. The
system frees the locks of a server that ends, however it ends.
"""

from __future__ import annotations

import fcntl
import os
import socket
import tempfile
import time
from pathlib import Path

from jupyter_client.connect import LocalPortCache
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager


def ephemeral_ports() -> tuple[int, int]:
    """The system's range of source ports for outgoing connections (Linux; the common default elsewhere)."""
    try:
        lo, hi = open("/proc/sys/net/ipv4/ip_local_port_range").read().split()
        return int(lo), int(hi)
    except (OSError, ValueError):
        return 32768, 60999


class ClassroomPortCache(LocalPortCache):
    """Kernel ports from a range no outgoing connection uses, each handed out once until returned."""

    #: The lowest port handed out (above the registered services most machines run).
    FIRST = 20000

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        lo = ephemeral_ports()[0]
        self.ports = range(self.FIRST, lo) if lo - self.FIRST >= 1000 else range(lo - 1000, lo)
        self._next = self.start_for(os.getpid())
        self._locks: dict[int, int] = {}    # port -> the open file whose lock holds it

    #: Where the ports' lock files live, shared by every server on the machine.
    LOCKS = Path(tempfile.gettempdir()) / "ogrelab-ports"

    def _hold(self, port: int) -> bool:
        """Take the machine-wide lock of ``port``; False if another server holds it."""
        try:
            self.LOCKS.mkdir(exist_ok=True)
            fd = os.open(self.LOCKS / str(port), os.O_RDWR | os.O_CREAT, 0o666)
        except OSError:
            return True                      # no lock folder to share: this server's own record only
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._locks[port] = fd
        return True

    def return_port(self, port: int) -> None:
        super().return_port(port)
        fd = self._locks.pop(port, None)
        if fd is not None:
            os.close(fd)                     # closing the file lets the lock go

    def start_for(self, pid: int) -> int:
        """Where a server with process id ``pid`` starts handing out ports: spread over the range,
        so that two servers on one machine do not walk the same ports in step (a port checked
        free by one can be promised to the other's kernel that has not bound it yet)."""
        span = len(self.ports)
        return self.ports.start + (pid * 7919) % (span - span % 5 or span) // 5 * 5

    def find_available_port(self, ip: str) -> int:
        for _ in range(len(self.ports)):
            port = self._next
            self._next = port + 1 if port + 1 < self.ports.stop else self.ports.start
            if port in self.currently_used_ports:
                continue
            with socket.socket() as s:
                try:
                    s.bind((ip, port))
                except OSError:
                    continue
            if not self._hold(port):
                continue
            self.currently_used_ports.add(port)
            return port
        return super().find_available_port(ip)      # every one taken: the system's choice


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, with a fresh timeout for a kernel no page has connected to yet."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        ClassroomPortCache.instance()       # from now on LocalPortCache.instance() is this one
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
