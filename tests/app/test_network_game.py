"""Network games in the real app, against the headless player in another process (loopback only).

The app hosts from the New Game window and the headless client joins (and
the other way round); the person's lines are real mouse clicks; both
devices' boards, scores and endings must agree. The faults (a drop, a
liar, an undo request) use a link in the test process as the other device.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.app.conftest import Harness, two_players
from tests.app.test_screenshots import artifacts
from triangles_qt.model import Board, Game
from triangles_qt.net.digest import position_digest
from triangles_qt.net.protocol import encode
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay.link import HostLink, JoinLink
from triangles_qt.views.dialogs.new_game import (
    HOST_ON_NETWORK,
    HOST_OVER_INTERNET,
    JOIN_ON_NETWORK,
)
from triangles_qt.views.network.host import HostingDialog
from triangles_qt.views.network.join import JoinDialog

ROOT = Path(__file__).resolve().parents[2]


class Headless:
    """``python -m triangles_qt.net ...`` in a child process; its last line is the result."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "triangles_qt.net", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )

    def first_line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline()

    def result(self, timeout: float = 60) -> dict:  # type: ignore[type-arg]
        out, err = self.process.communicate(timeout=timeout)
        lines = [line for line in out.splitlines() if line.strip()]
        assert lines, err
        return json.loads(lines[-1])

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()  # (closes the pipes too)


@pytest.fixture
def headless() -> Iterator[list[Headless]]:
    started: list[Headless] = []
    yield started
    for child in started:
        child.stop()


def open_new_game(h: Harness, mode: str, name: str = "Ana") -> None:
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None
    dialog.opponent_combo.setCurrentIndex(dialog.opponent_combo.findData(mode))
    dialog.name1.setText(name)
    if mode in (HOST_ON_NETWORK, HOST_OVER_INTERNET):  # the phone set's smallest: 24 stars
        dialog.phone_radio.setChecked(True)
        QTest.mouseClick(dialog.size_buttons[0], Qt.MouseButton.LeftButton)
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    h.settle()


def play_by_mouse_until_over(h: Harness, timeout_s: float = 90) -> None:
    """Click a legal line whenever it is this device's turn, until the game ends."""
    controller = h.app.table
    for _ in range(3 * h.game.board.n_stars):
        h.qtbot.waitUntil(
            lambda: controller.ended or controller.human_to_move(), timeout=int(timeout_s * 1000)
        )
        if controller.ended:
            return
        count = h.game.move_count
        a, b = h.game.legal_moves()[-1]
        h.view.reveal_line(a, b)
        h.settle()
        h.tap_tap(a, b)
        assert h.game.move_count > count, "the click drew no line"
    raise AssertionError("the game did not end")


def test_the_app_hosts_and_the_headless_client_plays_a_whole_game(
    make_harness, headless: list[Headless]
) -> None:
    h = make_harness()
    open_new_game(h, HOST_ON_NETWORK)
    window = h.app.window
    hosting = window.network.hosting
    assert isinstance(hosting, HostingDialog) and hosting.isVisible()
    h.qtbot.waitUntil(lambda: hosting.link is not None, timeout=20_000)
    assert hosting.link is not None
    code, port = hosting.code, hosting.link.port
    assert re.fullmatch(r"[A-Z0-9]{3}-[A-Z0-9]{3}", hosting.code_label.text())
    assert f"port {port}" in hosting.where.text()
    client = Headless(
        "join",
        f"127.0.0.1:{port}",
        "--code",
        code,
        "--seat",
        "easy",
        "--name",
        "Ben",
        "--time-limit",
        "0.1",
    )
    headless.append(client)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=30_000)
    assert not hosting.isVisible()
    assert window.player_names() == ("Ana", "Ben")
    play_by_mouse_until_over(h)
    result = client.result()
    game = h.game
    assert game.is_over and result["error"] is None and result["games"] == 1
    assert result["moves"] == game.move_count
    assert result["scores"] == {"host": game.scores[0], "join": game.scores[1]}
    assert result["digest"] == position_digest(game)
    winner = game.winner
    assert result["winner"] == ("tie" if winner is None else ("host", "join")[winner])
    h.qtbot.waitUntil(window.end_panel.isVisible, timeout=5000)
    expected = "Tie!" if winner is None else f"{('Ana', 'Ben')[winner]} wins!"
    assert window.endings.title() == expected
    assert result["names"] == {"host": "Ana", "join": "Ben"}
    # Kept as a two-player game with the other device's player's name.
    keeper = h.app.table.keeper
    assert keeper is not None
    h.qtbot.waitUntil(lambda: not keeper.unconfirmed(), timeout=10_000)
    stats = h.app.stats
    assert stats is not None
    h.qtbot.waitUntil(lambda: stats.store.game_count() == 1, timeout=10_000)
    (row,) = stats.store.recent_games(5)
    assert row.mode == "two_players" and row.opponent_id is None
    assert (row.human_name, row.human_player, row.opponent_name) == ("Ana", 0, "Ben")
    assert row.scores == game.scores and row.move_count == game.move_count
    _new_game_opens_on(h, HOST_ON_NETWORK, "Ana")


def test_the_app_joins_a_headless_host_by_address_and_code(
    make_harness, headless: list[Headless]
) -> None:
    host = Headless(
        "host",
        "--address",
        "127.0.0.1",
        "--port",
        "0",
        "--code",
        "KX4TQ7",
        "--stars",
        "24",
        "--seat",
        "easy",
        "--name",
        "Ana",
        "--time-limit",
        "0.1",
    )
    headless.append(host)
    line = host.first_line()
    port = int(re.search(r"port (\d+)", line).group(1))  # type: ignore[union-attr]
    h = make_harness()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = h.app.window.network.joining
    assert isinstance(joining, JoinDialog) and joining.isVisible()
    QTest.keyClicks(joining.address, f"127.0.0.1:{port}")
    QTest.keyClicks(joining.code, "kx4-tq7")
    assert joining.code.text() == "KX4-TQ7"  # typed in any case, shown in capitals
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None, timeout=30_000)
    assert h.app.window.player_names() == ("Ana", "Ben")
    play_by_mouse_until_over(h)
    result = host.result()
    game = h.game
    assert result["error"] is None and result["digest"] == position_digest(game)
    assert result["scores"] == {"host": game.scores[0], "join": game.scores[1]}
    h.qtbot.waitUntil(h.app.window.end_panel.isVisible, timeout=5000)
    stats = h.app.stats
    assert stats is not None
    h.qtbot.waitUntil(lambda: stats.store.game_count() == 1, timeout=10_000)
    (row,) = stats.store.recent_games(5)
    # This device's player is the "you" of its statistics: the second player here.
    assert (row.mode, row.human_name, row.human_player, row.opponent_name) == (
        "two_players", "Ben", 1, "Ana")  # fmt: skip
    # New Game remembers the kind of game: joining one on another device, as Ben.
    _new_game_opens_on(h, JOIN_ON_NETWORK, "Ben")


def _new_game_opens_on(h: Harness, kind: str, name: str) -> None:
    """The New Game window opens on ``kind`` (and the name typed last time), then is closed."""
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.opponent_combo.currentData() == kind
    assert dialog.name1.text() == name
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    h.settle()


def test_a_wrong_code_is_said_in_the_join_window(make_harness, headless: list[Headless]) -> None:
    host = Headless(
        "host", "--address", "127.0.0.1", "--port", "0", "--code", "KX4TQ7", "--wait", "30"
    )
    headless.append(host)
    port = int(re.search(r"port (\d+)", host.first_line()).group(1))  # type: ignore[union-attr]
    h = make_harness()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = h.app.window.network.joining
    assert joining is not None
    joining.address.setText(f"127.0.0.1:{port}")
    joining.code.setText("KX4TQ9")
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: "not the game's code" in joining.status.text(), timeout=20_000)
    assert joining.isVisible() and joining.join_button.isEnabled()
    assert h.app.table.link is None  # the game on the table goes on


# -- faults, with a link in the test as the other device -----------------------------------


def app_joins_test_host(h: Harness, **kw: object) -> HostLink:
    other = HostLink(
        Game(Board.generate(24, 11)), code="ACDEFG", name="Ana", address="127.0.0.1", port=0
    )
    assert other.start()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = h.app.window.network.joining
    assert joining is not None
    joining.address.setText(f"127.0.0.1:{other.port}")
    joining.code.setText("ACDEFG")
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None and other.connected, timeout=20_000)
    return other


def test_waiting_for_the_other_player_and_ending_the_game(make_harness) -> None:
    h = make_harness()
    other = app_joins_test_host(h)
    link = h.app.table.link
    assert isinstance(link, JoinLink)
    link._retry_s = 60.0  # stays away: the test looks at the waiting state
    a, b = other.game.legal_moves()[0]  # type: ignore[union-attr]
    other.game.play(a, b)  # type: ignore[union-attr]
    other.send_line(a, b)
    h.qtbot.waitUntil(lambda: h.game.move_count == 1, timeout=5000)
    other.close()  # gone without a word that counts: the app waits
    other_conn = link._connection
    if other_conn is not None:
        other_conn.socket.abort()
    bar = h.app.window.message_bar
    h.qtbot.waitUntil(lambda: "Waiting for Ana" in bar.text(), timeout=10_000)
    assert not h.app.table.human_to_move() and not h.app.table.ended
    image = h.app.window.grab().toImage()
    assert image.save(str(artifacts() / "network-waiting.png"))
    assert bar.action_button.isVisible() and bar.action_button.text() == "End game"
    QTest.mouseClick(bar.action_button, Qt.MouseButton.LeftButton)
    h.settle()
    assert h.app.table.ended and not h.app.table.ending.counts
    assert h.app.window.end_panel.isVisible()
    # The waiting message went with its game: its button cannot end the next one.
    h.start(two_players())
    assert "Waiting" not in bar.text()
    if bar.action_button.isVisible():
        QTest.mouseClick(bar.action_button, Qt.MouseButton.LeftButton)
        h.settle()
    assert not h.app.table.ended


def test_the_other_device_leaving_ends_the_game_without_a_result(make_harness) -> None:
    h = make_harness()
    other = app_joins_test_host(h)
    other.leave(EndReason.LEFT)
    h.qtbot.waitUntil(lambda: h.app.table.ended, timeout=10_000)
    window = h.app.window
    assert not h.app.table.ending.counts and window.end_panel.isVisible()
    assert "Ana left the game." in window.end_panel.note.text()


def test_an_illegal_line_from_the_other_device_ends_the_game_cleanly(make_harness) -> None:
    h = make_harness()
    other = app_joins_test_host(h)
    connection = other._connection
    assert connection is not None and connection.peer._seal is not None
    lie = connection.peer._seal.seal(
        {"type": "move", "index": 0, "a": 0, "b": 299, "digest": "0" * 64}
    )
    connection.send(encode(lie))
    h.qtbot.waitUntil(lambda: h.app.table.ended, timeout=10_000)
    assert h.game.move_count == 0
    assert "the rules refuse" in h.app.window.end_panel.note.text()


def test_a_newer_device_s_reason_ends_the_game_and_is_shown_with_its_id(make_harness) -> None:
    """A goodbye whose reason id this version does not know: no crash, no result, the id shown."""
    h = make_harness()
    other = app_joins_test_host(h)
    connection = other._connection
    assert connection is not None and connection.peer._seal is not None
    connection.send(encode(connection.peer._seal.seal({"type": "bye", "reason": "moon_landed"})))
    h.qtbot.waitUntil(lambda: h.app.table.ended, timeout=10_000)
    ending = h.app.table.ending
    assert ending is not None and not ending.counts and ending.reason == "moon_landed"
    assert "(moon_landed)" in h.app.window.end_panel.note.text()


def test_undo_only_when_the_other_device_allows_it(make_harness) -> None:
    h = make_harness()
    other = app_joins_test_host(h)
    seen: list[bool] = []
    other.undoAnswered.connect(seen.append)
    a, b = other.game.legal_moves()[0]  # type: ignore[union-attr]
    other.game.play(a, b)  # type: ignore[union-attr]
    other.send_line(a, b)
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move(), timeout=5000)
    assert other.request_undo()
    window = h.app.window
    h.qtbot.waitUntil(lambda: window.network.undo_question is not None, timeout=5000)
    box = window.network.undo_question
    assert isinstance(box, QMessageBox) and "Ana asks to take back" in box.text()
    allow = next(b for b in box.findChildren(QPushButton) if b.text() == "Allow")
    QTest.mouseClick(allow, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: seen == [True], timeout=5000)
    assert h.game.move_count == 0 and other.game.move_count == 0  # type: ignore[union-attr]
    # And the app's own request: the other side says no.
    asked: list[int] = []
    other.undoAsked.connect(asked.append)
    other.game.play(*other.game.legal_moves()[0])  # type: ignore[union-attr]
    other.send_line(*other.game.lines[-1])  # type: ignore[union-attr]
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move(), timeout=5000)
    c, d = h.game.legal_moves()[0]
    h.app.table.request_line(c, d)
    h.qtbot.waitUntil(lambda: other.game.move_count == 2, timeout=5000)  # type: ignore[union-attr]
    assert h.app.window.actions_.undo.isEnabled()
    h.app.window.actions_.undo.trigger()
    h.qtbot.waitUntil(lambda: asked == [1], timeout=5000)
    assert "Asking Ana" in window.message_bar.text()
    assert not h.app.table.human_to_move()  # nothing is drawn while the question waits
    other.answer_undo(False)
    h.qtbot.waitUntil(lambda: "said no" in window.message_bar.text(), timeout=5000)
    assert h.game.move_count == 2


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_screenshots_of_hosting_and_joining(make_harness, lang: str) -> None:
    h = make_harness()
    h.app.languages.switch(lang)
    open_new_game(h, HOST_ON_NETWORK, name="Ana")
    hosting = h.app.window.network.hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: hosting.link is not None, timeout=20_000)
    h.settle()
    image = hosting.grab().toImage()
    assert image.save(str(artifacts() / f"network-host-{lang}.png"))
    if lang == "hi":
        assert "Waiting" not in hosting.status.text()  # translated
    hosting.reject()
    h.settle()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = h.app.window.network.joining
    assert joining is not None
    joining.address.setText("192.168.1.20")
    joining.code.setText("KX4-TQ7")
    h.settle()
    image = joining.grab().toImage()
    assert image.save(str(artifacts() / f"network-join-{lang}.png"))
    joining.reject()


def test_the_other_device_s_line_is_not_coached_and_is_brought_into_view(make_harness) -> None:
    """The other player's line is theirs: the coach does not praise this device's player for
    it (nor stop coaching them), and it is scrolled into view as a computer's line is."""
    from tests.app.test_panning import corner_star, shortest_line_at

    h = make_harness()
    h.app.settings.coached = False  # a newcomer, whose own first line is still to come
    other = app_joins_test_host(h)
    game, view = h.game, h.view
    line = shortest_line_at(h, corner_star(h, right=True, bottom=True))
    near = corner_star(h, right=False, bottom=False)
    view.zoom_by(4.0, view.star_view_pos(near))
    h.settle()
    assert not view.line_in_view(*line)
    assert other.game is not None
    other.game.play(*line)
    other.send_line(*line)
    h.qtbot.waitUntil(lambda: game.move_count == 1, timeout=10_000)
    h.qtbot.waitUntil(lambda: not view.revealing, timeout=10_000)
    assert view.line_in_view(*line)
    bar = h.app.window.message_bar
    assert not h.app.settings.coached and "Well done" not in bar.text()
    assert bar.coaching  # the newcomer is still shown what to do
    a, b = next(m for m in game.legal_moves() if view.line_in_view(*m))
    h.tap_tap(a, b)  # their own first line ends the coaching
    assert h.app.settings.coached and game.move_count == 2


# -- what each side is told, in the language on its screen ------------------------------------

#: What the player at this device reads, in each language (Hana hosts, Jay joins).
TOLD = {
    "en": {
        "joiner joined": "You joined Hana's game. Have a good game!",
        "host joined": "Jay joined. Have a good game!",
        "back": "Jay is back.",
        "asking": "Asking Hana to let you take back your last line…",
        "allowed": "Hana let you take back your last line.",
        "refused": "Hana said no: your line stays.",
    },
    "ro": {
        "joiner joined": "Ai intrat în jocul găzduit de Hana. Distracție plăcută!",
        "host joined": "Jay s-a alăturat jocului. Distracție plăcută!",
        "back": "Jay a revenit.",
        "asking": "Ceri voie să-ți retragi ultima linie; răspunde Hana…",
        "allowed": "Hana ți-a permis să-ți retragi ultima linie.",
        "refused": "Hana a refuzat: linia ta rămâne.",
    },
    "hi": {
        "joiner joined": "आप Hana के खेल में शामिल हो गए। खेल का आनंद लें!",
        "host joined": "Jay अब खेल में शामिल है। खेल का आनंद लें!",
        "back": "Jay फिर से खेल में है।",
        "asking": "Hana से पूछा जा रहा है कि क्या आप अपनी आख़िरी रेखा वापस ले सकते हैं…",
        "allowed": "Hana ने आपको अपनी आख़िरी रेखा वापस लेने दी।",
        "refused": "Hana ने मना कर दिया: आपकी रेखा बनी रहेगी।",
    },
}


@pytest.mark.parametrize("lang", ["en", "ro", "hi"])
def test_the_joiner_is_told_whose_game_it_joined_and_how_its_undo_went(
    make_harness, lang: str
) -> None:
    """Jay (this device) joins Hana's game: "You joined Hana's game", and Jay's undo request
    asks Hana to let Jay take the line back, then says what Hana answered."""
    h = make_harness()
    h.app.languages.switch(lang)
    told = TOLD[lang]
    other = HostLink(
        Game(Board.generate(24, 11)), code="ACDEFG", name="Hana", address="127.0.0.1", port=0
    )
    assert other.start()
    open_new_game(h, JOIN_ON_NETWORK, name="Jay")
    joining = h.app.window.network.joining
    assert joining is not None
    joining.address.setText(f"127.0.0.1:{other.port}")
    joining.code.setText("ACDEFG")
    QTest.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    h.qtbot.waitUntil(lambda: h.app.table.link is not None and other.connected, timeout=20_000)
    bar = h.app.window.message_bar
    assert bar.text() == told["joiner joined"]
    asked: list[int] = []
    other.undoAsked.connect(asked.append)
    assert other.game is not None
    game = other.game
    game.play(*game.legal_moves()[0])
    other.send_line(*game.lines[-1])
    for number, answer in enumerate((True, False), start=1):  # (allowed: this side draws again)
        h.qtbot.waitUntil(h.app.table.human_to_move, timeout=5000)
        count = game.move_count
        h.app.table.request_line(*h.game.legal_moves()[0])
        h.qtbot.waitUntil(lambda c=count: game.move_count == c + 1, timeout=5000)  # type: ignore[misc]
        h.app.window.actions_.undo.trigger()
        h.qtbot.waitUntil(lambda n=number: len(asked) == n, timeout=5000)  # type: ignore[misc]
        assert bar.text() == told["asking"]
        other.answer_undo(answer)
        expected = told["allowed" if answer else "refused"]
        h.qtbot.waitUntil(lambda e=expected: bar.text() == e, timeout=5000)  # type: ignore[misc]
        assert h.game.move_count == count + (not answer)
    other.close()


@pytest.mark.parametrize("lang", ["en", "ro", "hi"])
def test_the_host_is_told_when_the_other_player_joins_and_comes_back(
    make_harness, lang: str
) -> None:
    """Hana (this device) hosts: "Jay joined", and after Jay's connection dropped and Jay
    came back, "Jay is back"."""
    h = make_harness()
    h.app.languages.switch(lang)
    told = TOLD[lang]
    open_new_game(h, HOST_ON_NETWORK, name="Hana")
    hosting = h.app.window.network.hosting
    assert hosting is not None
    h.qtbot.waitUntil(lambda: hosting.link is not None, timeout=20_000)
    assert hosting.link is not None
    other = JoinLink(
        address="127.0.0.1", port=hosting.link.port, code=hosting.code, name="Jay", retry_s=0.2
    )
    other.start()
    h.qtbot.waitUntil(lambda: h.app.table.link is not None and other.connected, timeout=20_000)
    bar = h.app.window.message_bar
    assert h.app.window.player_names() == ("Hana", "Jay")
    assert bar.text() == told["host joined"]
    connection = other._connection
    assert connection is not None
    connection.socket.abort()  # Jay's connection drops; Jay's device comes back by itself
    h.qtbot.waitUntil(lambda: bar.text() == told["back"], timeout=20_000)
    assert h.app.table.link is not None and h.app.table.link.connected
    other.close()
