"""The kernel manager of `make app`: a warm kernel handed to a page is not culled before the page connects."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytest.importorskip("jupyter_server")
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager  # noqa: E402

from ogrelab.widgets import serving  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def run(coroutine):
    """Run a coroutine to its end on a loop of its own, whatever loop the test process has running."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.fixture
def manager(monkeypatch):
    """A manager whose kernels exist and whose base culling only records what it was asked to cull."""
    culled = []

    async def base_cull(self, kernel_id):
        culled.append(kernel_id)

    monkeypatch.setattr(AsyncMappingKernelManager, "cull_kernel_if_idle", base_cull)
    monkeypatch.setattr(serving.ClassroomKernelManager, "__contains__", lambda self, k: True)
    m = serving.ClassroomKernelManager(cull_idle_timeout=60, cull_interval=10)
    m.culled = culled
    return m


def test_a_kernel_no_page_has_connected_to_gets_a_whole_timeout(manager, monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(serving.time, "monotonic", lambda: now[0])
    run(manager.cull_kernel_if_idle("k1"))  # first seen out of the pool: the page is loading
    now[0] += 59
    run(manager.cull_kernel_if_idle("k1"))
    assert manager.culled == []
    now[0] += 2  # a page that never connected is freed one timeout later
    run(manager.cull_kernel_if_idle("k1"))
    assert manager.culled == ["k1"]


def test_a_kernel_a_page_connected_to_is_culled_as_usual(manager, monkeypatch):
    monkeypatch.setattr(AsyncMappingKernelManager, "notify_connect", lambda self, k: None)
    manager.notify_connect("k2")
    run(manager.cull_kernel_if_idle("k2"))
    assert manager.culled == ["k2"]


def test_binder_configuration_names_this_manager_for_voila_and_jupyter_server():
    config = json.loads((ROOT / "binder" / "voila.json").read_text())
    name = "ogrelab.widgets.serving.ClassroomKernelManager"
    assert config["VoilaConfiguration"]["multi_kernel_manager_class"] == name
    assert config["ServerApp"]["kernel_manager_class"] == name
    assert config["MappingKernelManager"]["cull_idle_timeout"] <= 120  # freed well within 3 minutes
    assert config["VoilaExecutor"]["iopub_timeout"] >= 30  # a busy server's output is waited for


def test_kernel_ports_come_from_below_the_ephemeral_range_each_once(manager):
    """Eight kernels starting at once must not meet the server's own connections' source ports."""
    from jupyter_client.connect import LocalPortCache
    cache = LocalPortCache.instance()
    assert isinstance(cache, serving.ClassroomPortCache)
    lo, _ = serving.ephemeral_ports()
    ports = [cache.find_available_port("127.0.0.1") for _ in range(40)]
    try:
        assert len(set(ports)) == 40
        assert all(p < lo for p in ports)
    finally:
        for p in ports:
            cache.return_port(p)


def test_a_port_in_use_is_passed_over():
    """Whatever else holds ports on the machine: the test takes a port it found free itself."""
    import socket
    cache = serving.ClassroomPortCache()
    free = cache.find_available_port("127.0.0.1")
    cache.currently_used_ports.discard(free)
    cache._next = free
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", free))
        got = cache.find_available_port("127.0.0.1")
    assert got != free and got in cache.ports


def test_two_servers_start_their_kernel_ports_apart():
    cache = serving.ClassroomPortCache()
    starts = {cache.start_for(pid) for pid in range(1000, 1040)}
    assert len(starts) > 30 and all(s in cache.ports for s in starts)
    assert all((s - cache.ports.start) % 5 == 0 for s in starts)   # a kernel's five ports together


# ------------------------------------------------- a game that outlives its kernel
def test_a_page_game_is_kept_under_its_token_and_picked_up_by_a_fresh_board(tmp_path, monkeypatch):
    from ogrelab.widgets import keeper as K
    from ogrelab.widgets import page
    monkeypatch.setattr(K, "KEPT", tmp_path)
    token = "0123456789abcdef" * 2
    first = page("ogre_cheerleaders", seed=4)
    sent = []
    first.keeper.send = sent.append
    first.keeper._message(first.keeper, {"type": "hello", "token": token, "resume": False}, [])
    first.step()
    first.step()
    kept = json.loads((tmp_path / f"{token}.json").read_text())
    assert kept == first.game.record()          # the record only, kept on the server's disk
    first.keeper._message(first.keeper, {"type": "ping"}, [])
    assert sent == [{"type": "pong"}]
    fresh = page("ogre_cheerleaders")           # a fresh kernel's page: another game until asked
    fresh.keeper.send = sent.append
    assert fresh.game.record() != kept
    fresh.keeper._message(fresh.keeper, {"type": "hello", "token": token, "resume": True}, [])
    assert fresh.game.record()["actions"][:len(kept["actions"])] == kept["actions"]
    assert sent[-1]["type"] == "resumed"


def test_a_keeper_refuses_a_token_that_is_not_its_own_form(tmp_path, monkeypatch):
    from ogrelab.widgets import keeper as K
    monkeypatch.setattr(K, "KEPT", tmp_path)
    for bad in ("../../etc/passwd", "ABC", "0" * 31, None, 7):
        with pytest.raises(ValueError, match="32 hexadecimal digits"):
            K.kept_path(bad)
    keeper = K.Keeper()
    keeper._message(keeper, {"type": "hello", "token": "../x", "resume": True}, [])
    assert keeper.token is None and list(tmp_path.iterdir()) == []


def _serve_app():
    """scripts/serve-app (what make app runs) as a module."""
    import importlib.machinery
    import importlib.util
    loader = importlib.machinery.SourceFileLoader("serve_app", str(ROOT / "scripts" / "serve-app"))
    spec = importlib.util.spec_from_loader("serve_app", loader)
    serve_app = importlib.util.module_from_spec(spec)
    loader.exec_module(serve_app)
    return serve_app


def test_make_app_refuses_a_host_that_is_not_this_machines_with_what_to_use():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "serve-app"), "8866", "voila", "no-such-host.invalid"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert "not an address of this machine" in out.stderr and "0.0.0.0" in out.stderr


def test_make_app_on_the_local_network_names_the_address_to_give_students():
    serve_app = _serve_app()
    address = serve_app.lan_address()
    assert address and address != "0.0.0.0"


def test_a_port_another_server_on_the_machine_holds_is_passed_over(tmp_path, monkeypatch):
    # two servers share the port range: a port checked free by one is not promised by the other
    import subprocess
    import sys
    monkeypatch.setattr(serving.ClassroomPortCache, "LOCKS", tmp_path)
    mine = serving.ClassroomPortCache()
    first = mine.find_available_port("127.0.0.1")
    other = subprocess.run(
        [sys.executable, "-c",
         "import sys; from pathlib import Path; from ogrelab.widgets import serving as s\n"
         f"s.ClassroomPortCache.LOCKS = Path({str(tmp_path)!r})\n"
         "c = s.ClassroomPortCache()\n"
         f"c._next = {first}\n"
         "print(c.find_available_port('127.0.0.1'))"],
        capture_output=True, text=True, timeout=60)
    assert other.returncode == 0, other.stderr
    assert int(other.stdout) != first          # held by this server's lock
    mine.return_port(first)                    # its kernel has gone: the port is free for all again
    again = serving.ClassroomPortCache()
    again._next = first
    assert again.find_available_port("127.0.0.1") == first


def test_a_kept_game_of_a_tab_gone_for_a_day_is_deleted(tmp_path, monkeypatch):
    import os
    import time
    from ogrelab.widgets import keeper as K
    from ogrelab.widgets import page
    monkeypatch.setattr(K, "KEPT", tmp_path)
    old = tmp_path / ("f" * 32 + ".json")
    old.write_text("{}")
    long_ago = time.time() - K.KEEP_FOR - 60
    os.utime(old, (long_ago, long_ago))
    board = page("ogre_cheerleaders", seed=4)
    board.keeper._message(board.keeper, {"type": "hello", "token": "0" * 32, "resume": False}, [])
    assert not old.exists() and (tmp_path / ("0" * 32 + ".json")).exists()


def test_a_classroom_token_is_plain_letters_or_the_one_given_and_a_bad_one_says_what_to_use():
    serve_app = _serve_app()
    made = serve_app.classroom_token()
    assert len(made) == 10 and set(made) <= set(serve_app.PLAIN) and made != serve_app.classroom_token()
    assert serve_app.classroom_token("ogres") == "ogres"
    with pytest.raises(ValueError, match="use 4 to 64 letters and digits"):
        serve_app.classroom_token("a b")


def test_make_app_leaves_voilas_routine_out_of_the_terminal_and_shows_the_rest():
    """The address to open stays in sight: kernels started and pooled, unsigned notebooks and the
    unencrypted local connection are Voila's routine; an error, a traceback or a 403 is shown."""
    serve_app = _serve_app()
    routine = ["[Voila] Kernel started: cba0167c-3c4f-45a9-bf16-feae4a907e1c\n",
               "[Voila] WARNING | Notebook apps/ogre_bash.ipynb is not trusted\n",
               "[IPKernelApp] WARNING | Kernel is running over TCP without encryption. All communication ...\n",
               "[Voila] Kernel pool of apps/ogre_bash.ipynb is filled with 1 kernel(s)\n",
               "[Voila] Voilà is running at:\n", "http://127.0.0.1:8866/\n",
               "[Voila] Using pre-heated kernel: 5a37 for apps/ogre_bash.ipynb\n",
               "[Voila] Connecting to kernel 4e4dedbb-b816-48a1-8cc1-33735339dada.\n",
               "The websocket_ping_timeout (90000) cannot be longer than the websocket_ping_interval (30000).\n",
               "Setting websocket_ping_timeout=30000\n"]
    shown = ["[Voila] ERROR | Uncaught exception GET /voila/render/apps/ogre_bash.ipynb\n",
             "Traceback (most recent call last):\n",
             "403 POST /voila/api/shutdown/4e4d (127.0.0.1): '_xsrf' argument missing from POST\n",
             "  ogrelab is ready: open  http://127.0.0.1:8866/voila/render/welcome.ipynb\n"]
    assert all(serve_app.routine(line) for line in routine)
    assert not any(serve_app.routine(line) for line in shown)


def test_make_app_starts_again_at_once_on_the_port_of_a_server_just_stopped_but_not_beside_one_running():
    """Ctrl-C, then make app again: the last connections of the stopped server, waiting out their
    close, do not hold the port; a server still listening there does."""
    import socket
    serve_app = _serve_app()
    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen()
    port = server.getsockname()[1]
    assert not serve_app.port_free(port)
    client = socket.create_connection(("127.0.0.1", port))
    accepted, _ = server.accept()
    accepted.close()             # the server closes first: its side of the connection waits out the close
    client.close()
    server.close()
    assert serve_app.port_free(port)


def test_make_app_shows_why_the_server_stopped_and_passes_its_exit_code(tmp_path):
    """A server that fails at start: its error reaches the terminal (its routine does not), and
    make app ends with the server's exit code, without claiming it is ready."""
    import socket
    import subprocess
    import sys
    fake = tmp_path / "voila"
    fake.write_text(f"#!{sys.executable}\n"
                    "print('[Voila] Kernel started: 5a37')\n"
                    "print('[Voila] ERROR | the configuration could not be read: boom', flush=True)\n"
                    "raise SystemExit(3)\n")
    fake.chmod(0o755)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "serve-app"), str(port), str(fake)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 3
    assert "could not be read: boom" in out.stdout
    assert "Kernel started" not in out.stdout and "is ready" not in out.stdout
