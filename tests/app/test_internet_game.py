"""Internet games in the real app, against the headless player, through servers of the test's own.

A rendezvous (mailbox) server and a transit relay run on loopback for the
whole module (tests/netplay/wormhole_servers.py); nothing reaches a public
server. The app hosts over the internet from New Game by real clicks and
keys, reads its code to a headless ``join --internet CODE``, and plays by
mouse to the end; then it joins a headless ``host --internet`` by typing
the code. A wrong code and a mistyped word are refused in the Join window,
and the Internet servers window refuses an address that cannot be one,
saves the servers, and the next game goes through them. The Host and Join
windows and the Internet servers window are pictured on a 1024×600 screen in
English and Hindi.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.conftest import Harness
from tests.app.test_network_game import _new_game_opens_on, play_by_mouse_until_over
from tests.app.test_puzzles_screens import child_env, inside
from tests.app.test_screenshots import artifacts
from tests.netplay.wormhole_servers import LocalServers
from triangles_qt.internet import codes
from triangles_qt.internet.servers import PUBLIC_RELAY, PUBLIC_RENDEZVOUS, Servers
from triangles_qt.net.digest import position_digest
from triangles_qt.netplay.internet import carrier_of
from triangles_qt.netplay.link import HostLink, JoinLink
from triangles_qt.session import InternetWay, Role
from triangles_qt.views.dialogs.new_game import HOST_OVER_INTERNET, JOIN_OVER_INTERNET
from triangles_qt.views.look.announcer import Announcer
from triangles_qt.views.network.internet_host import InternetHostDialog
from triangles_qt.views.network.internet_join import InternetJoinDialog

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServers]:
    with LocalServers(tmp_path_factory.mktemp("wormhole-servers")) as running:
        yield running


@pytest.fixture
def local(servers: LocalServers, monkeypatch: pytest.MonkeyPatch) -> Servers:
    """The module's servers as this machine's default (the app's, and its children's)."""
    monkeypatch.setenv("TRIANGLES_RENDEZVOUS", servers.rendezvous)
    monkeypatch.setenv("TRIANGLES_RELAY", servers.relay)
    return Servers(servers.rendezvous, servers.relay)


class Headless:
    """``python -m triangles_qt.net …`` in a child process, its output read on a thread."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "triangles_qt.net", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.said: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, h: Harness, start: str) -> str:
        """The next line that begins with ``start`` (the app's event loop turns meanwhile)."""
        found: list[str] = []

        def arrived() -> bool:
            while not self.lines.empty():
                line = self.lines.get()
                self.said.append(line)
                if line.startswith(start) and not found:
                    found.append(line)
            return bool(found)

        h.qtbot.waitUntil(arrived, timeout=120_000)
        return found[0]

    def result(self, timeout: float = 120) -> dict[str, Any]:
        self.process.wait(timeout=timeout)
        while not self.lines.empty():
            self.said.append(self.lines.get())
        found = [line for line in self.said if line.startswith('{"games"')]
        assert found, f"no result; it said {self.said}"
        return dict(json.loads(found[-1]))

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)
        for pipe in (self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()


@pytest.fixture
def headless() -> Iterator[list[Headless]]:
    started: list[Headless] = []
    yield started
    for child in started:
        child.stop()


def choose_in_new_game(h: Harness, kind: str, name: str) -> None:
    """New Game, the kind of game chosen with the keys, the name typed, then Start clicked
    (a host plays the smallest board of the phone set: 24 stars)."""
    window = h.app.window
    window.actions_.new.trigger()
    h.settle()
    dialog = window.new_game.dialog
    assert dialog is not None and dialog.isVisible()
    combo = dialog.opponent_combo
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == kind:
            break
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == kind
    dialog.name1.clear()
    QTest.keyClicks(dialog.name1, name)
    if kind == HOST_OVER_INTERNET:
        QTest.mouseClick(dialog.phone_radio, Qt.MouseButton.LeftButton)
        QTest.mouseClick(dialog.size_buttons[0], Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    h.settle()


def assert_recorded(h: Harness, name: str, seat: int, other: str) -> None:
    """The game is this device's statistics' one game, with the other device's player."""
    game = h.game
    keeper = h.app.table.keeper
    assert keeper is not None
    h.qtbot.waitUntil(lambda: not keeper.unconfirmed(), timeout=20_000)
    stats = h.app.stats
    assert stats is not None
    h.qtbot.waitUntil(lambda: stats.store.game_count() == 1, timeout=20_000)
    (row,) = stats.store.recent_games(5)
    assert (row.mode, row.human_name, row.human_player, row.opponent_name) == (
        "two_players", name, seat, other)  # fmt: skip
    assert row.scores == game.scores and row.move_count == game.move_count


def test_the_app_hosts_over_the_internet_and_a_headless_friend_plays_a_whole_game(
    make_harness, local: Servers, headless: list[Headless]
) -> None:
    h = make_harness()
    choose_in_new_game(h, HOST_OVER_INTERNET, "Ana")
    window = h.app.window
    hosting = window.network.internet_hosting
    assert isinstance(hosting, InternetHostDialog) and hosting.isVisible()
    announcer = hosting.findChild(Announcer)
    assert announcer is not None
    announced: list[str] = []
    announcer.announced.connect(announced.append)
    h.qtbot.waitUntil(lambda: bool(hosting.code), timeout=60_000)
    shown = hosting.code_label.text()  # read from the window, as the player reads it
    assert codes.normalize(shown) == shown and not codes.unknown_words(shown)
    number, *words = shown.split("-")
    # Spelt for a screen reader, number and words one by one, and told as it comes.
    spelt = "The code for your friend: " + " ".join([number, *words])
    assert hosting.code_label.accessibleName() == spelt
    assert announced and announced[-1].startswith(spelt), announced
    assert "Waiting for your friend" in hosting.status.text()
    assert hosting.servers == local
    friend = Headless("join", "--internet", shown, "--rendezvous", local.rendezvous,
                      "--relay", local.relay, "--seat", "easy", "--name", "Ben",
                      "--time-limit", "0.1")  # fmt: skip
    headless.append(friend)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=60_000)
    assert not hosting.isVisible()
    assert window.player_names() == ("Ana", "Ben")
    link = h.app.table.link
    assert isinstance(link, HostLink) and link.address == "127.0.0.1"
    carrier = carrier_of(link)
    setup = h.app.table.setup
    assert carrier is not None and setup is not None and setup.rendezvous is not None
    # Saved with the game: the way back after a crash (the keys and the servers).
    meeting = setup.rendezvous
    assert meeting.role is Role.HOST and meeting.internet is not None
    keys = carrier.keys
    assert keys is not None
    assert meeting.internet == InternetWay(
        keys.game_code, keys.return_code, local.rendezvous, local.relay
    )
    play_by_mouse_until_over(h)
    result = friend.result()
    game = h.game
    assert game.is_over and result["error"] is None and result["games"] == 1
    assert result["moves"] == game.move_count
    assert result["scores"] == {"host": game.scores[0], "join": game.scores[1]}
    assert result["digest"] == position_digest(game)
    assert result["names"] == {"host": "Ana", "join": "Ben"}
    h.qtbot.waitUntil(window.end_panel.isVisible, timeout=10_000)
    assert_recorded(h, "Ana", 0, "Ben")
    # New Game remembers the kind of game: hosting over the internet, as Ana.
    _new_game_opens_on(h, HOST_OVER_INTERNET, "Ana")


def test_the_app_joins_a_headless_host_by_typing_its_code(
    make_harness, local: Servers, headless: list[Headless]
) -> None:
    host = Headless("host", "--internet", "--rendezvous", local.rendezvous, "--relay",
                    local.relay, "--stars", "24", "--seat", "easy", "--name", "Ana",
                    "--time-limit", "0.1")  # fmt: skip
    headless.append(host)
    h = make_harness()
    code = json.loads(host.wait_for(h, '{"code"'))["code"]
    choose_in_new_game(h, JOIN_OVER_INTERNET, "Ben")
    joining = h.app.window.network.internet_joining
    assert isinstance(joining, InternetJoinDialog) and joining.isVisible()
    assert joining.code.hasFocus()
    # Read aloud and typed as heard: spaces, capitals.
    number, first, second = code.split("-")
    QTest.keyClicks(joining.code, f"{number} {first.upper()} {second.capitalize()}")
    assert joining.code_note.text() == ""  # every word is a word of a code
    QTest.keyClick(joining.code, Qt.Key.Key_Return)  # Enter joins
    assert joining.status.text() == "Connecting…"
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=60_000)
    assert not joining.isVisible()
    assert h.app.window.player_names() == ("Ana", "Ben")
    link = h.app.table.link
    assert isinstance(link, JoinLink) and link.address == "127.0.0.1"
    setup = h.app.table.setup
    assert setup is not None and setup.rendezvous is not None
    assert setup.rendezvous.role is Role.JOIN and setup.rendezvous.internet is not None
    assert h.app.window.message_bar.text() == "You joined Ana's game. Have a good game!"
    play_by_mouse_until_over(h)
    result = host.result()
    game = h.game
    assert result["error"] is None and result["digest"] == position_digest(game)
    assert result["scores"] == {"host": game.scores[0], "join": game.scores[1]}
    h.qtbot.waitUntil(h.app.window.end_panel.isVisible, timeout=10_000)
    assert_recorded(h, "Ben", 1, "Ana")
    _new_game_opens_on(h, JOIN_OVER_INTERNET, "Ben")


def test_a_mistyped_word_is_named_before_anything_is_sent_and_a_wrong_code_is_refused(
    make_harness, local: Servers, headless: list[Headless]
) -> None:
    host = Headless("host", "--internet", "--rendezvous", local.rendezvous, "--relay",
                    local.relay, "--wait", "120")  # fmt: skip
    headless.append(host)
    h = make_harness()
    code = json.loads(host.wait_for(h, '{"code"'))["code"]
    number, first, second = code.split("-")
    choose_in_new_game(h, JOIN_OVER_INTERNET, "Ben")
    joining = h.app.window.network.internet_joining
    assert joining is not None
    # A typo: named as soon as no word of a code can begin with it, and Join sends nothing.
    QTest.keyClicks(joining.code, f"{number}-{first}-zzq")
    assert "Not a word of a code: “zzq”" in joining.code_note.text()
    assert "zzq" in joining.code.accessibleDescription()
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    assert joining.carrier is None and joining.link is None and joining.isVisible()
    assert joining.code.hasFocus()
    # A word being typed is not named while a word of a code may still begin with it.
    joining.code.clear()
    QTest.keyClicks(joining.code, f"{number} {first[:2]}")
    assert joining.code_note.text() == ""
    # A wrong code (right words, another's): sent, refused, and the host's code is spent.
    wrong = next(w for w in sorted(codes.code_words()) if w not in (first, second))
    joining.code.clear()
    QTest.keyClicks(joining.code, f"{number}-{first}-{wrong}")
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    assert joining.carrier is not None and not joining.join_button.isEnabled()
    h.qtbot.waitUntil(lambda: "does not match" in joining.status.text(), timeout=60_000)
    assert joining.isVisible() and joining.join_button.isEnabled()
    assert joining.carrier is None
    assert h.app.table.link is None  # the game on the table goes on
    new_code = json.loads(host.wait_for(h, '{"code"'))["code"]
    assert new_code != code
    # Not a code at all (no number first): said at Join.
    joining.code.clear()
    QTest.keyClicks(joining.code, "crossover clockwork")
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    assert "a number and words" in joining.status.text() and joining.carrier is None
    joining.reject()


def test_a_wrong_code_spends_the_host_s_code_and_its_window_shows_the_new_one(
    make_harness, local: Servers, headless: list[Headless]
) -> None:
    h = make_harness()
    choose_in_new_game(h, HOST_OVER_INTERNET, "Ana")
    hosting = h.app.window.network.internet_hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: bool(hosting.code), timeout=60_000)
    code = hosting.code
    number, first, second = code.split("-")
    wrong = next(w for w in sorted(codes.code_words()) if w not in (first, second))
    stranger = Headless("join", "--internet", f"{number}-{first}-{wrong}", "--rendezvous",
                        local.rendezvous, "--relay", local.relay)  # fmt: skip
    headless.append(stranger)
    assert stranger.result()["error"] == "wrong_code"
    h.qtbot.waitUntil(lambda: bool(hosting.code) and hosting.code != code, timeout=60_000)
    assert hosting.code_label.text() == hosting.code
    assert "this is the new code" in hosting.status.text()
    assert hosting.isVisible() and h.app.table.link is None
    hosting.reject()


def test_the_servers_window_refuses_a_wrong_address_saves_and_the_next_game_uses_it(
    make_harness, servers: LocalServers
) -> None:
    h = make_harness()
    window = h.app.window
    window.actions_.internet_servers.trigger()  # View → Internet servers…
    h.settle()
    dialog = window.network.servers_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Magic Wormhole project" in dialog.intro.text()
    # The public servers, filled in by their button.
    QTest.mouseClick(dialog.public_button, Qt.MouseButton.LeftButton)
    assert (dialog.rendezvous.text(), dialog.relay.text()) == (PUBLIC_RENDEZVOUS, PUBLIC_RELAY)
    # An address that cannot be a rendezvous server's: said, and Save refuses it.
    dialog.rendezvous.selectAll()
    QTest.keyClicks(dialog.rendezvous, f"http://127.0.0.1:{servers.mailbox_port}/v1")
    assert "ws://" in dialog.rendezvous_note.text()
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.rendezvous.hasFocus()
    assert h.app.settings.internet_servers != Servers(PUBLIC_RENDEZVOUS, PUBLIC_RELAY)
    QTest.keyClicks(dialog.rendezvous, servers.rendezvous)  # (typed over the selection)
    assert dialog.rendezvous_note.text() == ""
    dialog.relay.selectAll()
    QTest.keyClicks(dialog.relay, "tcp:127.0.0.1")
    assert "tcp:" in dialog.relay_note.text()
    QTest.keyClicks(dialog.relay, f":{servers.relay_port}")
    assert dialog.relay_note.text() == ""
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    h.settle()
    assert window.network.servers_dialog is None  # closed (and gone)
    saved = Servers(servers.rendezvous, servers.relay)
    assert h.app.settings.internet_servers == saved
    h.app.settings.save()
    settings_file = h.app.settings.path.read_text()
    assert servers.rendezvous in settings_file and servers.relay in settings_file
    # The next game goes through them (the machine's default finds nobody: tests/conftest.py).
    choose_in_new_game(h, HOST_OVER_INTERNET, "Ana")
    hosting = window.network.internet_hosting
    assert hosting is not None
    assert hosting.servers == saved and "127.0.0.1" in hosting.servers_row.line.text()
    h.qtbot.waitUntil(lambda: bool(hosting.code), timeout=60_000)
    assert "Waiting for your friend" in hosting.status.text()
    QTest.mouseClick(hosting.cancel_button, Qt.MouseButton.LeftButton)
    h.settle()
    assert not hosting.isVisible() and h.app.table.link is None


def test_the_host_window_says_when_the_rendezvous_server_cannot_be_reached(
    make_harness,
) -> None:
    """The machine's default servers here are a dead loopback port (tests/conftest.py)."""
    h = make_harness()
    choose_in_new_game(h, HOST_OVER_INTERNET, "Ana")
    hosting = h.app.window.network.internet_hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: "cannot be reached" in hosting.status.text(), timeout=60_000)
    assert not hosting.code and hosting.code_label.text() == "…"
    assert hosting.code_label.accessibleName() == "No code yet"
    hosting.reject()


# -- pictures on a 1024×600 screen ------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "hi"])
def test_the_host_and_join_windows_on_a_1024x600_screen(
    tmp_path: Path, local: Servers, language: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.internet_screen_child", str(artifacts()), language],
        cwd=ROOT, env=child_env(tmp_path), capture_output=True, text=True, timeout=300,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    screen = report["available"]
    for window in ("host", "join", "servers"):
        seen = report[window]
        assert inside(seen["frame"], screen), (window, seen, screen)
        for button, place in seen["buttons"].items():
            assert inside(place, screen), (window, button)
        assert (artifacts() / seen["picture"]).stat().st_size > 20_000
    code = report["host"]["code"]
    assert codes.normalize(code) == code
    assert report["host"]["code_fits"], "the code is cut off"
    assert report["host"]["longest_fits"], "the longest code is cut off, or off the screen"
    if language == "hi":
        assert "Waiting" not in report["host"]["status"]  # translated
        assert report["host"]["status"]
    else:
        assert report["host"]["status"] == "Waiting for your friend to type the code…"
