"""An internet game survives a crash of either device behind NAT, through the lab's servers.

Both devices are the real app in child processes (``tests/app/network_child.py``), each in
its own home of ``tests/netplay/internet_lab.py`` behind a router that masquerades, so they
meet through the rendezvous and play through the relay on the lab's public host. One of
them is killed with SIGKILL mid-game and started again on its data folder in the same home:
it asks "Return to your game with …?", goes back through the servers with the keys of the
first meeting, and the game is finished: both devices end with the same position, and each
records the result once. (On loopback, with the app in the test playing by mouse:
``test_internet_crash.py``.)
"""

from __future__ import annotations

import queue
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from tests.app.test_network_crash import CRASH_AT, ChildApp
from tests.netplay.internet_lab import InternetLab, Node

pytestmark = [pytest.mark.slow]

#: How long a child may take for one step on a loaded machine (it starts Qt and Twisted).
STEP_S = 180.0


def wait_for(child: ChildApp, kind: str, timeout_s: float = STEP_S) -> dict[str, object]:
    """The next event of ``kind`` the child says (without an app in the test to keep turning)."""
    deadline = time.monotonic() + timeout_s
    while True:
        left = deadline - time.monotonic()
        try:
            event = child.events.get(timeout=max(0.1, left))
        except queue.Empty:
            event = None
        if event is not None:
            child.seen.append(event)
            if event["event"] == kind:
                return event
        if left <= 0 or (event is None and child.process.poll() is not None):
            raise AssertionError(
                f"no {kind!r} from the child; it said {child.seen} and wrote:\n"
                + child.errors.read_text()[-3000:]
            )


def wait_for_moves(child: ChildApp, count: int) -> None:
    while int(str(wait_for(child, "moves")["count"])) < count:
        pass


@pytest.fixture
def lab(monkeypatch: pytest.MonkeyPatch) -> Iterator[InternetLab]:
    reason = InternetLab.available()
    if reason is not None:
        pytest.skip(reason)
    with InternetLab(nat=True) as made:
        made.start_servers()
        monkeypatch.setenv("TRIANGLES_RENDEZVOUS", made.rendezvous_url)
        monkeypatch.setenv("TRIANGLES_RELAY", made.relay_url)
        yield made


@pytest.fixture
def children() -> Iterator[list[ChildApp]]:
    started: list[ChildApp] = []
    yield started
    for child in started:
        child.stop()


@pytest.mark.parametrize("crashing", ["host", "joiner"])
def test_a_device_behind_nat_crashes_comes_back_and_the_game_is_finished(
    lab: InternetLab, children: list[ChildApp], tmp_path: Path, crashing: str
) -> None:
    in_a, in_b = partial(lab.popen, Node.A), partial(lab.popen, Node.B)
    host = ChildApp(tmp_path / "host", "host-internet", "Ana", launch=in_a)
    children.append(host)
    code = str(wait_for(host, "hosting")["code"])
    joiner = ChildApp(tmp_path / "join", "join-internet", "Ben", code, launch=in_b)
    children.append(joiner)
    wait_for_moves(host, CRASH_AT)
    if crashing == "host":
        victim, survivor, base, home, other = host, joiner, "host", in_a, "Ben"
    else:
        victim, survivor, base, home, other = joiner, host, "join", in_b, "Ana"
    victim.crash()
    again = ChildApp(tmp_path / base, "return", launch=home)
    children.append(again)
    assert wait_for(again, "asked")["text"] == f"Return to your game with {other}?"
    mine, theirs = wait_for(again, "over"), wait_for(survivor, "over")
    assert mine["digest"] == theirs["digest"] and mine["moves"] == theirs["moves"]
    assert int(str(mine["moves"])) > CRASH_AT
    for child in (again, survivor):
        recorded = wait_for(child, "recorded")
        assert recorded["games"] == 1 and recorded["scores"] == mine["scores"]
