"""A small internet in network namespaces, so tests can play between two homes behind NAT.

``InternetLab`` builds five network namespaces joined by veth pairs and
nothing else (no link into the machine's own namespace, no route out)::

    a (192.168.10.2) -- nat_a -- pub (10.100.0.1: the servers) -- nat_b -- b (192.168.20.2)

``pub`` is the "public internet": it holds the service address where the
rendezvous (mailbox) and relay servers listen, and routes between the two
routers' public sides (10.100.1.2 and 10.100.2.2). ``nat_a`` and ``nat_b``
are home routers that forward, and with ``nat=True`` masquerade their
players' private LANs behind their public address: the players reach the
servers (and each other's routers) but never each other, exactly the case
where a game must go through the relay. With ``nat=False`` nothing is
masqueraded and ``pub`` routes both private LANs, so the players reach each
other directly.

The lab cleans up after itself on leaving the ``with`` block (even after an
exception), at interpreter exit as a fallback, and removes the namespaces of
earlier runs whose process is gone (names ``trilab-<pid>-<n>-<role>``), so a
killed run leaves nothing behind for long. Names carry the pid and a counter:
several pytest-xdist workers can each run labs at the same time.

Qt-free on purpose: plain ``subprocess`` and ``ip``; it needs root, ``ip``
(iproute2) and a masquerade that works (``iptables-nft``, ``iptables-legacy``,
``iptables`` or ``nft``, tried in that order by really masquerading between
two scratch namespaces). ``InternetLab.available()`` says why it cannot run,
for tests to skip with.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from enum import Enum
from pathlib import Path
from types import TracebackType
from typing import Any

PREFIX = "trilab"
SERVICE_ADDRESS = "10.100.0.1"
MAILBOX_PORT = 4000
RELAY_PORT = 4001

_STALE = re.compile(rf"^{PREFIX}-(\d+)-\d+-\w+$")
_COUNTER = itertools.count()
_OPEN: set[InternetLab] = set()
_LOCK = threading.Lock()
_COMMAND_TIMEOUT = 60.0


class Node(str, Enum):
    """The namespaces of a lab, by role (the values are what ``popen`` and friends accept)."""

    PUB = "pub"
    NAT_A = "nat_a"
    NAT_B = "nat_b"
    A = "a"
    B = "b"


PLAYERS = (Node.A, Node.B)
_ROUTER = {Node.A: Node.NAT_A, Node.B: Node.NAT_B}
_SUBNET = {Node.A: 1, Node.B: 2}  # 10.100.<n>.0/24 between pub and the router
_LAN = {Node.A: "192.168.10", Node.B: "192.168.20"}  # the player's private LAN /24


class NatTool(str, Enum):
    """The programs that can masquerade, in the order they are tried."""

    IPTABLES_NFT = "iptables-nft"
    IPTABLES_LEGACY = "iptables-legacy"
    IPTABLES = "iptables"
    NFT = "nft"


# Scripts run inside a namespace with this interpreter (so no tool beyond Python is needed).
_LISTEN = r"""
import socket, sys
host, port = sys.argv[1], int(sys.argv[2])
server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind((host, port))
server.listen(16)
print("listening", server.getsockname()[1], flush=True)
while True:
    peer, address = server.accept()
    print(address[0], flush=True)
    peer.close()
"""

_CONNECT = r"""
import socket, sys
host, port, timeout = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
source = sys.argv[4] if len(sys.argv) > 4 else None
try:
    socket.create_connection(
        (host, port), timeout=timeout, source_address=(source, 0) if source else None
    ).close()
except OSError as error:
    print(type(error).__name__, error, flush=True)
    sys.exit(1)
"""

_WAIT_FOR_PORTS = r"""
import socket, sys, time
host, deadline = sys.argv[1], time.monotonic() + float(sys.argv[2])
waiting = [int(port) for port in sys.argv[3:]]
while waiting and time.monotonic() < deadline:
    try:
        socket.create_connection((host, waiting[0]), timeout=2).close()
        waiting.pop(0)
    except OSError:
        time.sleep(0.1)
sys.exit(1 if waiting else 0)
"""


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run ``ip`` and say what failed (its message, not just an exit status)."""
    done = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=_COMMAND_TIMEOUT)
    if check and done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)}: {done.stderr.strip()}")
    return done


def _in(netns: str, argv: Sequence[str], stdin: str | None = None) -> None:
    """Run a short command inside a namespace; raise with its message if it fails."""
    done = subprocess.run(
        ["ip", "netns", "exec", netns, *argv],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=_COMMAND_TIMEOUT,
    )
    if done.returncode != 0:
        raise RuntimeError(f"in {netns}: {' '.join(argv)}: {(done.stderr or done.stdout).strip()}")


def _names() -> list[str]:
    """The named network namespaces of the machine."""
    done = _ip("netns", "list", check=False)
    return [line.split()[0] for line in done.stdout.splitlines() if line.strip()]


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _kill_everything_in(netns: str) -> None:
    """SIGKILL every process still in the namespace (else it outlives its name)."""
    done = _ip("netns", "pids", netns, check=False)
    for word in done.stdout.split():
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.kill(int(word), signal.SIGKILL)


def _delete(netns: str) -> None:
    _kill_everything_in(netns)
    _ip("netns", "delete", netns, check=False)


def remove_stale_namespaces() -> list[str]:
    """Delete the lab namespaces whose creating process no longer exists; return their names."""
    removed = []
    for name in _names():
        match = _STALE.match(name)
        if match and not _pid_alive(int(match.group(1))):
            _delete(name)
            removed.append(name)
    return removed


def _new_prefix() -> str:
    return f"{PREFIX}-{os.getpid()}-{next(_COUNTER)}"


def _masquerade(tool: NatTool, netns: str, interface: str) -> None:
    """Masquerade what leaves ``interface`` of ``netns`` (the router's public side)."""
    if tool is NatTool.NFT:
        rules = (
            "table ip trilab {\n"
            "  chain postrouting {\n"
            "    type nat hook postrouting priority 100; policy accept;\n"
            f'    oifname "{interface}" masquerade\n'
            "  }\n"
            "}\n"
        )
        _in(netns, ["nft", "-f", "-"], stdin=rules)
    else:
        _in(
            netns,
            [
                tool.value,
                "-w",
                "-t",
                "nat",
                "-A",
                "POSTROUTING",
                "-o",
                interface,
                "-j",
                "MASQUERADE",
            ],
        )


def _candidates() -> list[NatTool]:
    """The masquerading programs present here, each real program once."""
    seen: set[str] = set()
    tools = []
    for tool in NatTool:
        path = shutil.which(tool.value)
        if path is None:
            continue
        real = os.path.realpath(path)
        if real in seen and tool is NatTool.IPTABLES:
            continue
        seen.add(real)
        tools.append(tool)
    return tools


class TcpListener:
    """A TCP listener in a namespace that reports the address of everyone who connects."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self._lines: list[str] = []
        self._arrived = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        first = self._next(60.0)
        if first is None or not first.startswith("listening "):
            self.close()
            raise RuntimeError(f"the listener did not start: {first!r}")
        self.port = int(first.split()[1])

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self._arrived:
                self._lines.append(line.strip())
                self._arrived.notify_all()

    def _next(self, timeout: float) -> str | None:
        with self._arrived:
            self._arrived.wait_for(lambda: bool(self._lines), timeout)
            return self._lines.pop(0) if self._lines else None

    def peer(self, timeout: float = 30.0) -> str | None:
        """The address of the next connection accepted, or None if none came in time."""
        return self._next(timeout)

    def close(self) -> None:
        """Stop the listener and let go of its output."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self._reader.join(timeout=30)
        assert self.process.stdout is not None
        self.process.stdout.close()


class InternetLab:
    """Two homes behind routers, and a public network with the servers, in namespaces.

    ``with InternetLab(nat=True) as lab:`` builds it; leaving the block kills
    every process started in it and deletes the namespaces.
    """

    _availability: str | None = None
    _checked = False
    _tool: NatTool | None = None

    def __init__(self, nat: bool = True) -> None:
        self.nat = nat
        self.prefix = _new_prefix()
        self._procs: list[subprocess.Popen[Any]] = []
        self._listeners: list[TcpListener] = []
        self._servers: dict[str, subprocess.Popen[Any]] = {}
        self._made: list[str] = []
        self._tmp: Path | None = None

    # -- can it run here? ------------------------------------------------------

    @classmethod
    def available(cls) -> str | None:
        """None when a lab can be built here, else why not (for ``pytest.skip``)."""
        with _LOCK:
            if not cls._checked:
                cls._availability = cls._probe()
                cls._checked = True
            return cls._availability

    @classmethod
    def nat_tool(cls) -> NatTool | None:
        """The masquerading program the labs use here (None when none works)."""
        cls.available()
        return cls._tool

    @classmethod
    def _probe(cls) -> str | None:
        if not sys.platform.startswith("linux"):
            return "network namespaces are Linux's"
        if os.geteuid() != 0:
            return "making network namespaces needs root"
        if shutil.which("ip") is None:
            return "no ip (iproute2)"
        remove_stale_namespaces()
        scratch = f"{_new_prefix()}-probe"
        made = _ip("netns", "add", scratch, check=False)
        if made.returncode != 0:
            return f"cannot make network namespaces: {made.stderr.strip()}"
        _delete(scratch)
        tools = _candidates()
        if not tools:
            return "no iptables or nft to masquerade with"
        failures = []
        for tool in tools:
            try:
                cls._masquerade_works(tool)
            except (RuntimeError, OSError, subprocess.SubprocessError) as error:
                failures.append(f"{tool.value}: {error}")
                continue
            cls._tool = tool
            return None
        return "no masquerading works here: " + "; ".join(failures)

    @staticmethod
    def _masquerade_works(tool: NatTool) -> None:
        """Masquerade between two scratch namespaces and watch the source address change.

        ``x`` connects from an address ``y`` has no route back to: only a
        working masquerade (the source rewritten to ``x``'s side of the veth)
        lets the connection through.
        """
        prefix = _new_prefix()
        x, y = f"{prefix}-x", f"{prefix}-y"
        made = []
        try:
            for name in (x, y):
                _ip("netns", "add", name)
                made.append(name)
                _ip("-n", name, "link", "set", "lo", "up")
            _ip("-n", x, "link", "add", "wan", "type", "veth", "peer", "name", "eth0", "netns", y)
            _ip("-n", x, "addr", "add", "10.199.0.1/24", "dev", "wan")
            _ip("-n", x, "addr", "add", "10.199.1.1/32", "dev", "lo")
            _ip("-n", y, "addr", "add", "10.199.0.2/24", "dev", "eth0")
            _ip("-n", x, "link", "set", "wan", "up")
            _ip("-n", y, "link", "set", "eth0", "up")
            _masquerade(tool, x, "wan")
            listener = subprocess.Popen(
                ["ip", "netns", "exec", y, sys.executable, "-c", _LISTEN, "10.199.0.2", "0"],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            tcp: TcpListener | None = None
            try:
                tcp = TcpListener(listener)
                argv = [
                    sys.executable,
                    "-c",
                    _CONNECT,
                    "10.199.0.2",
                    str(tcp.port),
                    "10",
                    "10.199.1.1",
                ]
                done = subprocess.run(
                    ["ip", "netns", "exec", x, *argv],
                    capture_output=True,
                    text=True,
                    timeout=_COMMAND_TIMEOUT,
                )
                if done.returncode != 0:
                    raise RuntimeError(f"no connection through it ({done.stdout.strip()})")
                seen = tcp.peer(30.0)
                if seen != "10.199.0.1":
                    raise RuntimeError(f"the source was not rewritten (seen {seen})")
            finally:
                if tcp is not None:
                    tcp.close()
                else:
                    listener.kill()
                    listener.wait()
                    assert listener.stdout is not None
                    listener.stdout.close()
        finally:
            for name in made:
                _delete(name)

    # -- building and tearing down ---------------------------------------------

    def __enter__(self) -> InternetLab:
        reason = self.available()
        if reason is not None:
            raise RuntimeError(f"the internet lab cannot run here: {reason}")
        with _LOCK:
            _OPEN.add(self)
        try:
            remove_stale_namespaces()
            self._tmp = Path(tempfile.mkdtemp(prefix=f"{self.prefix}-"))
            self._build()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def netns(self, node: Node | str) -> str:
        """The real name of a role's namespace (for tools that want it)."""
        return f"{self.prefix}-{Node(node).value}"

    def _build(self) -> None:
        for node in Node:
            _ip("netns", "add", self.netns(node))
            self._made.append(self.netns(node))
            _ip("-n", self.netns(node), "link", "set", "lo", "up")
        pub = self.netns(Node.PUB)
        _ip("-n", pub, "addr", "add", f"{SERVICE_ADDRESS}/32", "dev", "lo")
        for player in PLAYERS:
            router, home = self.netns(_ROUTER[player]), self.netns(player)
            n, lan = _SUBNET[player], _LAN[player]
            towards = f"nat-{player.value}"  # pub's side of the link to this router
            _ip("-n", router, "link", "add", "wan", "type", "veth",
                "peer", "name", towards, "netns", pub)  # fmt: skip
            _ip("-n", router, "link", "add", "lan", "type", "veth",
                "peer", "name", "eth0", "netns", home)  # fmt: skip
            _ip("-n", pub, "addr", "add", f"10.100.{n}.1/24", "dev", towards)
            _ip("-n", router, "addr", "add", f"10.100.{n}.2/24", "dev", "wan")
            _ip("-n", router, "addr", "add", f"{lan}.1/24", "dev", "lan")
            _ip("-n", home, "addr", "add", f"{lan}.2/24", "dev", "eth0")
            _ip("-n", pub, "link", "set", towards, "up")
            for interface in ("wan", "lan"):
                _ip("-n", router, "link", "set", interface, "up")
            _ip("-n", home, "link", "set", "eth0", "up")
            _ip("-n", router, "route", "add", "default", "via", f"10.100.{n}.1")
            _ip("-n", home, "route", "add", "default", "via", f"{lan}.1")
            if self.nat:
                tool = self._tool
                assert tool is not None
                _masquerade(tool, router, "wan")
            else:
                _ip("-n", pub, "route", "add", f"{lan}.0/24", "via", f"10.100.{n}.2")
        for node in (Node.PUB, Node.NAT_A, Node.NAT_B):
            _in(self.netns(node), ["sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward"])

    def close(self) -> None:
        """Kill every process started in the lab and delete its namespaces (idempotent)."""
        for process in self._procs:
            if process.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
        for name in self._made:
            _kill_everything_in(name)
        for process in self._procs:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=30)
        for listener in self._listeners:
            listener.close()
        for process in self._procs:
            for pipe in (process.stdin, process.stdout, process.stderr):
                if pipe is not None:
                    pipe.close()
        for name in self._made:
            _ip("netns", "delete", name, check=False)
        self._made.clear()
        self._procs.clear()
        self._listeners.clear()
        self._servers.clear()
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None
        with _LOCK:
            _OPEN.discard(self)

    def namespaces(self) -> list[str]:
        """The real names of the lab's namespaces that exist now (empty after the ``with``)."""
        ours = {self.netns(node) for node in Node}
        return sorted(name for name in _names() if name in ours)

    # -- addresses -------------------------------------------------------------

    @property
    def service_address(self) -> str:
        return SERVICE_ADDRESS

    @staticmethod
    def address(player: Node | str) -> str:
        """A player's address on its private LAN."""
        return f"{_LAN[Node(player)]}.2"

    @staticmethod
    def router_address(player: Node | str) -> str:
        """The public address of a player's router (what others see with ``nat=True``)."""
        return f"10.100.{_SUBNET[Node(player)]}.2"

    @property
    def rendezvous_url(self) -> str:
        return f"ws://{SERVICE_ADDRESS}:{MAILBOX_PORT}/v1"

    @property
    def relay_url(self) -> str:
        return f"tcp:{SERVICE_ADDRESS}:{RELAY_PORT}"

    # -- running things inside -------------------------------------------------

    def popen(self, node: Node | str, argv: Sequence[str], **kw: Any) -> subprocess.Popen[Any]:
        """Start a command inside a namespace (same environment); the lab kills it at the end.

        ``ip netns exec`` replaces itself by the command, so the Popen's pid is
        the command's own: signals sent to it (a crash by SIGKILL) reach it.
        """
        if not self._made:
            raise RuntimeError("the lab is not built (use it inside its with block)")
        process = subprocess.Popen(["ip", "netns", "exec", self.netns(node), *argv], **kw)
        self._procs.append(process)
        return process

    def listen(self, node: Node | str, host: str, port: int = 0) -> TcpListener:
        """A TCP listener in a namespace; ``peer()`` tells who connected (port 0: any free)."""
        argv = [sys.executable, "-c", _LISTEN, host, str(port)]
        process = self.popen(
            node, argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        listener = TcpListener(process)
        self._listeners.append(listener)
        return listener

    def connects(self, node: Node | str, host: str, port: int, timeout: float = 30.0) -> bool:
        """Whether a TCP connection from the namespace to ``host:port`` succeeds within timeout."""
        argv = [sys.executable, "-c", _CONNECT, host, str(port), str(timeout)]
        process = self.popen(node, argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            return process.wait(timeout=timeout + _COMMAND_TIMEOUT) == 0
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            return False

    # -- the servers -----------------------------------------------------------

    def start_servers(self, timeout: float = 120.0) -> None:
        """Start the mailbox and the transit relay in ``pub``; return once both accept."""
        if self._servers:
            raise RuntimeError("the servers are already running")
        assert self._tmp is not None
        state = self._tmp / "servers"
        state.mkdir(exist_ok=True)
        twisted = [sys.executable, "-m", "twisted"]
        # No --usage-db: neither server keeps a record of who used it; the
        # mailbox's channels live in the lab's temporary directory.
        commands = {
            "mailbox": [*twisted, "wormhole-mailbox",
                        f"--port=tcp:{MAILBOX_PORT}:interface={SERVICE_ADDRESS}",
                        f"--channel-db={state / 'mailbox.sqlite'}"],
            "relay": [*twisted, "transitrelay",
                      f"--port=tcp:{RELAY_PORT}:interface={SERVICE_ADDRESS}"],
        }  # fmt: skip
        logs = {}
        for name, argv in commands.items():
            logs[name] = state / f"{name}.log"
            with logs[name].open("ab") as log:
                self._servers[name] = self.popen(
                    Node.PUB, argv, stdout=log, stderr=subprocess.STDOUT, cwd=state
                )
        waiter = self.popen(
            Node.PUB,
            [sys.executable, "-c", _WAIT_FOR_PORTS, SERVICE_ADDRESS, str(timeout),
             str(MAILBOX_PORT), str(RELAY_PORT)],
        )  # fmt: skip
        while waiter.poll() is None:
            dead = [name for name, server in self._servers.items() if server.poll() is not None]
            if dead:
                waiter.kill()
                waiter.wait()
                said = "; ".join(f"{name}: {logs[name].read_text()[-2000:]}" for name in dead)
                self.stop_servers()
                raise RuntimeError(f"a server stopped at its start: {said}")
            time.sleep(0.05)
        if waiter.returncode != 0:
            said = "; ".join(f"{name}: {logs[name].read_text()[-2000:]}" for name in commands)
            self.stop_servers()
            raise RuntimeError(f"the servers did not accept connections in {timeout} s: {said}")

    def stop_servers(self) -> None:
        """Stop both servers (as a crash would: at once); ``start_servers`` may follow."""
        for server in self._servers.values():
            if server.poll() is None:
                server.kill()
        for server in self._servers.values():
            server.wait()
        self._servers.clear()

    # -- losing the network ----------------------------------------------------

    def cut(self, player: Node | str) -> None:
        """The player's LAN link goes dead: its router's side goes down, the player sees no carrier.

        The player keeps its address and routes (as a laptop whose Wi-Fi lost
        the signal does): what it sends is lost until ``restore``.
        """
        _ip("-n", self.netns(_ROUTER[Node(player)]), "link", "set", "lan", "down")

    def restore(self, player: Node | str) -> None:
        """The player's LAN link comes back, routes as before.

        The player's record that its router did not answer during the cut is
        forgotten too, so the first packet after ``restore`` goes out instead
        of failing with "no route to host" (as when a device rejoins Wi-Fi).
        """
        node = Node(player)
        home = self.netns(node)
        _ip("-n", self.netns(_ROUTER[node]), "link", "set", "lan", "up")
        _ip("-n", home, "link", "set", "eth0", "up")
        _ip("-n", home, "route", "replace", "default", "via", f"{_LAN[node]}.1")
        _ip("-n", home, "neigh", "flush", "dev", "eth0")


@atexit.register
def _close_open_labs() -> None:
    """The fallback when a lab's ``with`` never finished (an interpreter leaving early)."""
    with _LOCK:
        labs = list(_OPEN)
    for lab in labs:
        lab.close()
