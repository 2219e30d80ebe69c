"""The internet lab is the network it claims to be: NAT, direct routes, cuts, servers, cleanup.

Internet games are tested in ``tests/netplay/internet_lab.py``'s namespaces;
these tests are why those results can be believed: behind NAT the players
reach the servers under their routers' addresses and never each other,
directly they do, a cut link carries nothing until restored, the servers
answer as mailbox and relay, and nothing is left behind.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.netplay.internet_lab import (
    MAILBOX_PORT,
    PREFIX,
    RELAY_PORT,
    InternetLab,
    Node,
)

# Short waits where the answer must be "no" (a "yes" could only come sooner),
# generous ones where it must be "yes" (a loaded machine may take its time).
NO_WAIT = 3.0
YES_WAIT = 60.0

# A websocket handshake with the mailbox, then its first message (a welcome).
MAILBOX_HELLO = r"""
import base64, json, os, socket, sys
host, port = sys.argv[1], int(sys.argv[2])
key = base64.b64encode(os.urandom(16)).decode()
with socket.create_connection((host, port), timeout=60) as s:
    s.sendall((
        f"GET /v1 HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    ).encode())
    data = b""
    while b"\r\n\r\n" not in data:
        data += s.recv(4096) or sys.exit("closed during the handshake")
    head, _, data = data.partition(b"\r\n\r\n")
    def take(n):
        global data
        while len(data) < n:
            data += s.recv(4096) or sys.exit("closed during a frame")
        part, data = data[:n], data[n:]
        return part
    opcode, length = take(1)[0] & 0x0F, take(1)[0] & 0x7F
    if length == 126:
        length = int.from_bytes(take(2), "big")
    elif length == 127:
        length = int.from_bytes(take(8), "big")
    message = json.loads(take(length)) if opcode == 1 else None
    print(json.dumps({"status": head.split(b"\r\n")[0].decode(), "message": message}))
"""

# One side of a relayed connection: the transit relay's handshake, then a line each way.
RELAY_SIDE = r"""
import socket, sys
host, port, token, side, says = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
with socket.create_connection((host, port), timeout=60) as s:
    s.sendall(f"please relay {token} for side {side}\n".encode())
    reader = s.makefile("rb")
    print(reader.readline().decode().strip(), flush=True)
    s.sendall(says.encode() + b"\n")
    print(reader.readline().decode().strip(), flush=True)
"""


@pytest.fixture
def nat_lab() -> Iterator[InternetLab]:
    yield from _lab(nat=True)


@pytest.fixture
def direct_lab() -> Iterator[InternetLab]:
    yield from _lab(nat=False)


def _lab(nat: bool) -> Iterator[InternetLab]:
    reason = InternetLab.available()
    if reason is not None:
        pytest.skip(reason)
    with InternetLab(nat=nat) as lab:
        yield lab


def _run(lab: InternetLab, node: str, argv: list[str]) -> str:
    """Run a script in a namespace to its end and return what it printed."""
    process = lab.popen(node, argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = process.communicate(timeout=YES_WAIT * 2)
    assert process.returncode == 0, err
    return str(out)


def test_behind_nat_the_players_reach_the_service_as_their_routers(nat_lab: InternetLab) -> None:
    lab = nat_lab
    service = lab.listen("pub", lab.service_address)
    for player in ("a", "b"):
        assert lab.connects(player, lab.service_address, service.port, YES_WAIT)
        assert service.peer(YES_WAIT) == lab.router_address(player)  # not 192.168.x.2
    assert lab.address("a") == "192.168.10.2"
    assert lab.router_address("a") != lab.address("a")


def test_behind_nat_the_players_cannot_reach_each_other(nat_lab: InternetLab) -> None:
    lab = nat_lab
    for player, other in (("a", "b"), ("b", "a")):
        listener = lab.listen(other, "0.0.0.0")
        # The listener is there: its own router, on its LAN, gets through.
        router = Node.NAT_A if other == "a" else Node.NAT_B
        assert lab.connects(router, lab.address(other), listener.port, YES_WAIT)
        assert listener.peer(YES_WAIT) == lab.address(other).rsplit(".", 1)[0] + ".1"
        # The other player cannot: not at its private address, not at its router's.
        assert not lab.connects(player, lab.address(other), listener.port, NO_WAIT)
        assert not lab.connects(player, lab.router_address(other), listener.port, NO_WAIT)
        assert listener.peer(0.5) is None


def test_direct_players_reach_each_other_and_the_service_as_themselves(
    direct_lab: InternetLab,
) -> None:
    lab = direct_lab
    service = lab.listen("pub", lab.service_address)
    for player, other in (("a", "b"), ("b", "a")):
        listener = lab.listen(other, "0.0.0.0")
        assert lab.connects(player, lab.address(other), listener.port, YES_WAIT)
        assert listener.peer(YES_WAIT) == lab.address(player)
        assert lab.connects(player, lab.service_address, service.port, YES_WAIT)
        assert service.peer(YES_WAIT) == lab.address(player)


def test_a_cut_link_carries_nothing_until_it_is_restored(nat_lab: InternetLab) -> None:
    lab = nat_lab
    service = lab.listen("pub", lab.service_address)
    assert lab.connects("a", lab.service_address, service.port, YES_WAIT)
    lab.cut("a")
    assert not lab.connects("a", lab.service_address, service.port, NO_WAIT)
    assert lab.connects("b", lab.service_address, service.port, YES_WAIT)  # b's link is its own
    lab.restore("a")
    assert lab.connects("a", lab.service_address, service.port, YES_WAIT)
    assert [service.peer(YES_WAIT) for _ in range(3)] == [
        lab.router_address("a"),
        lab.router_address("b"),
        lab.router_address("a"),
    ]


def test_the_servers_answer_both_players_and_can_be_stopped_and_started(
    nat_lab: InternetLab,
) -> None:
    lab = nat_lab
    assert lab.rendezvous_url == f"ws://10.100.0.1:{MAILBOX_PORT}/v1"
    assert lab.relay_url == f"tcp:10.100.0.1:{RELAY_PORT}"
    lab.start_servers()
    for player in ("a", "b"):
        hello = json.loads(
            _run(
                lab, player, [sys.executable, "-c", MAILBOX_HELLO, "10.100.0.1", str(MAILBOX_PORT)]
            )
        )
        assert hello["status"].startswith("HTTP/1.1 101"), hello
        assert hello["message"]["type"] == "welcome", hello

    # The relay pairs a and b (each behind its NAT) by the same token and glues them together.
    token = os.urandom(32).hex()
    sides = {
        player: lab.popen(
            player,
            [sys.executable, "-c", RELAY_SIDE, "10.100.0.1", str(RELAY_PORT), token,
             os.urandom(8).hex(), f"hello from {player}"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for player in ("a", "b")
    }  # fmt: skip
    heard = {player: process.communicate(timeout=YES_WAIT * 2) for player, process in sides.items()}
    assert heard["a"][0].split("\n")[:2] == ["ok", "hello from b"], heard
    assert heard["b"][0].split("\n")[:2] == ["ok", "hello from a"], heard

    lab.stop_servers()
    assert not lab.connects("a", lab.service_address, MAILBOX_PORT, NO_WAIT)
    assert not lab.connects("a", lab.service_address, RELAY_PORT, NO_WAIT)
    lab.start_servers()
    assert lab.connects("b", lab.service_address, MAILBOX_PORT, YES_WAIT)
    assert lab.connects("b", lab.service_address, RELAY_PORT, YES_WAIT)


def _root_interfaces() -> set[str]:
    return {name for _index, name in socket.if_nameindex()}


def test_the_lab_is_closed_to_the_machine_and_leaves_nothing_behind() -> None:
    reason = InternetLab.available()
    if reason is not None:
        pytest.skip(reason)
    before = _root_interfaces()
    with pytest.raises(RuntimeError, match="a test failed"), InternetLab(nat=True) as lab:
        names = lab.namespaces()
        assert len(names) == len(Node)
        assert _root_interfaces() == before  # no veth into the machine's namespace
        for name in names:
            links = subprocess.run(
                ["ip", "-n", name, "-o", "link"], capture_output=True, text=True, check=True
            ).stdout.splitlines()
            for link in links:
                # lo, or a veth whose other end is in another of the lab's namespaces
                assert ": lo:" in link or link.split("link-netns ")[1].split()[0] in names, link
            routes = subprocess.run(
                ["ip", "-n", name, "route"], capture_output=True, text=True, check=True
            ).stdout
            if Node.PUB.value in name:
                assert "default" not in routes  # the public side leads nowhere else
        sleeper = lab.popen("pub", ["sleep", "600"])
        raise RuntimeError("a test failed")
    assert lab.namespaces() == []
    assert sleeper.poll() is not None
    assert _root_interfaces() == before


def test_namespaces_left_by_a_killed_run_are_removed() -> None:
    reason = InternetLab.available()
    if reason is not None:
        pytest.skip(reason)
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    stale = f"{PREFIX}-{gone.pid}-0-pub"
    subprocess.run(["ip", "netns", "add", stale], check=True, capture_output=True)
    left = subprocess.Popen(["ip", "netns", "exec", stale, "sleep", "600"])
    try:
        with InternetLab(nat=False) as lab:
            listed = subprocess.run(
                ["ip", "netns", "list"], capture_output=True, text=True, check=True
            ).stdout
            assert stale not in listed.split()
            assert len(lab.namespaces()) == len(Node)
        assert left.wait(timeout=YES_WAIT) != 0  # killed with its namespace
    finally:
        left.kill()
        left.wait()
        subprocess.run(["ip", "netns", "delete", stale], capture_output=True)
