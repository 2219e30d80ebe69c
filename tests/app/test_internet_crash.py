"""An internet game survives a crash of either device, through servers of the test's own.

As ``test_network_crash.py`` on the local network, but over the internet:
the other device is the real app in a child process
(``tests/app/network_child.py host-internet`` / ``join-internet``), killed
with SIGKILL mid-game and started again on its data folder. It asks
"Return to your game with …?", goes back through the servers it met on
with the keys of the first meeting (the save holds them), and the game is
finished: both devices end with the same position, and each records the
result once. The app in the test plays by mouse. The rendezvous and relay
run on loopback for the whole module.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness, record_told
from tests.app.test_internet_game import choose_in_new_game
from tests.app.test_network_crash import (
    CRASH_AT,
    ChildApp,
    _assert_recorded_once,
    _wait_for_moves,
    play_until_over,
)
from tests.netplay.wormhole_servers import LocalServers
from triangles_qt.net.digest import position_digest
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay.internet import carrier_of
from triangles_qt.netplay.link import HostLink, JoinLink
from triangles_qt.views.dialogs.new_game import HOST_OVER_INTERNET, JOIN_OVER_INTERNET


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with LocalServers(tmp_path_factory.mktemp("wormhole-servers")) as running:
        yield running


@pytest.fixture
def children(servers: LocalServers, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[ChildApp]]:
    """The child apps, and the app in the test, go through the module's servers."""
    monkeypatch.setenv("TRIANGLES_RENDEZVOUS", servers.rendezvous)
    monkeypatch.setenv("TRIANGLES_RELAY", servers.relay)
    started: list[ChildApp] = []
    yield started
    for child in started:
        child.stop()


def _waiting_through_the_internet(h: Harness, other: str) -> None:
    bar = h.app.window.message_bar
    h.qtbot.waitUntil(lambda: f"Waiting for {other} to come back" in bar.text(), timeout=60_000)
    # No address or code to read aloud: the devices meet through the servers again.
    assert "Through the internet: Triangles connects again by itself." in bar.text()
    assert not h.app.table.human_to_move() and not h.app.table.ended


def test_the_host_crashes_and_comes_back_over_the_internet_and_the_game_is_finished(
    make_harness, children: list[ChildApp], tmp_path: Path
) -> None:
    host = ChildApp(tmp_path / "host", "host-internet", "Ana")
    children.append(host)
    h = make_harness()
    code = str(host.next("hosting", h)["code"])
    choose_in_new_game(h, JOIN_OVER_INTERNET, "Ben")
    joining = h.app.window.network.internet_joining
    assert joining is not None
    QTest.keyClicks(joining.code, code)
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=60_000)
    link = h.app.table.link
    assert isinstance(link, JoinLink) and carrier_of(link) is not None

    _wait_for_moves(h, CRASH_AT)
    host.crash()
    _waiting_through_the_internet(h, "Ana")

    again = ChildApp(tmp_path / "host", "return")
    children.append(again)
    assert again.next("asked", h)["text"] == "Return to your game with Ben?"
    h.qtbot.waitUntil(lambda: link.connected, timeout=120_000)
    assert h.app.table.link is link  # the same game, carried on
    said = [str(again.next("told", h)["text"]) for _ in range(2)]
    assert said[0].startswith("Waiting for Ben to come back"), said
    assert said[1] == "You are back in your game with Ben.", said
    play_until_over(h, again)
    over = again.next("over", h)
    assert over["digest"] == position_digest(h.game)
    _assert_recorded_once(h, again.next("recorded", h))
    again.finish()


def test_the_joiner_crashes_and_comes_back_over_the_internet_and_the_game_is_finished(
    make_harness, children: list[ChildApp], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = make_harness()
    choose_in_new_game(h, HOST_OVER_INTERNET, "Ana")
    hosting = h.app.window.network.internet_hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: bool(hosting.code), timeout=60_000)
    joiner = ChildApp(tmp_path / "join", "join-internet", "Ben", hosting.code)
    children.append(joiner)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=60_000)
    told = record_told(monkeypatch)  # (a message's time on the bar is short on a busy machine)
    link = h.app.table.link
    assert isinstance(link, HostLink)

    _wait_for_moves(h, CRASH_AT)
    joiner.crash()
    _waiting_through_the_internet(h, "Ben")

    again = ChildApp(tmp_path / "join", "return")
    children.append(again)
    assert again.next("asked", h)["text"] == "Return to your game with Ana?"
    h.qtbot.waitUntil(lambda: link.connected, timeout=120_000)
    h.qtbot.waitUntil(lambda: "Ben is back." in told, timeout=10_000)
    play_until_over(h, again)
    over = again.next("over", h)
    assert over["digest"] == position_digest(h.game)
    _assert_recorded_once(h, again.next("recorded", h))
    again.finish()


def test_ending_the_game_instead_tells_the_waiting_device_through_the_servers(
    make_harness, children: list[ChildApp], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The joiner's app, started again, answers "End the game": its farewell reaches the
    waiting host through the return code; neither side records a result."""
    h = make_harness()
    choose_in_new_game(h, HOST_OVER_INTERNET, "Ana")
    hosting = h.app.window.network.internet_hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: bool(hosting.code), timeout=60_000)
    joiner = ChildApp(tmp_path / "join", "join-internet", "Ben", hosting.code)
    children.append(joiner)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=60_000)
    _wait_for_moves(h, 3)
    told = record_told(monkeypatch)  # (a message's time on the bar is short on a busy machine)
    joiner.crash()
    _waiting_through_the_internet(h, "Ben")

    again = ChildApp(tmp_path / "join", "return", "end")
    children.append(again)
    assert again.next("asked", h)["text"] == "Return to your game with Ana?"
    left = EndReason.LEFT.value
    h.qtbot.waitUntil(
        lambda: h.app.table.ending is not None and h.app.table.ending.reason == left,
        timeout=120_000,
    )
    assert not h.app.table.ending.counts
    assert "Ben left the game." in told, told
    ended = again.next("ended", h)
    assert ended["network"] is False  # the other device went on to a game of its own
    again.tell()
    again.finish()
    leftover = tmp_path / "join" / "data" / "autosave.json"
    assert not leftover.exists() or '"rendezvous"' not in leftover.read_text()
    assert h.app.stats.store.game_count() == 0
