"""A name with a lone surrogate, through a real network game in the app, ends in a recorded result.

The other device (a ``HostLink`` in the test, over loopback) is one that
does not clean its names (an earlier version, or a stranger's): it sends
its player's name with a lone surrogate, a C1 control and a bidi override
in it. The app joins, the game is played to its end by mouse, and the
result must be in the statistics, the name cleaned; before, the insert
failed on encoding and the game could never be recorded.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from tests.app.test_network_game import open_new_game, play_by_mouse_until_over
from triangles_qt.model import Board, Game
from triangles_qt.net.peer import HostPeer
from triangles_qt.netplay import host_link
from triangles_qt.netplay.link import HostLink
from triangles_qt.views.dialogs.new_game import JOIN_ON_NETWORK

DIRTY = "An\ud800a\u202e\x85X"
CLEAN = "An\ufffda X"


class UncleanHostPeer(HostPeer):
    """A host's end that sends its names as they are (an earlier version, or a stranger's)."""

    def __post_init__(self) -> None:
        names = self.names
        super().__post_init__()
        self.names = names


def test_a_peer_s_name_with_a_lone_surrogate_ends_in_a_recorded_result(
    make_harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(host_link, "HostPeer", UncleanHostPeer)
    other = HostLink(Game(Board.generate(24, 11)), code="ACDEFG", name=DIRTY,
                     address="127.0.0.1", port=0)  # fmt: skip
    assert other.start()
    h = make_harness()
    open_new_game(h, JOIN_ON_NETWORK, name="Ben")
    joining = h.app.window.network.joining
    assert joining is not None
    joining.address.setText(f"127.0.0.1:{other.port}")
    joining.code.setText("ACDEFG")
    joining.join_button.click()
    h.qtbot.waitUntil(lambda: h.app.table.link is not None and other.connected, timeout=30_000)
    assert h.app.window.player_names() == (CLEAN, "Ben")

    def move() -> None:
        game = other.game
        assert game is not None
        if not game.is_over and game.current_player == other.seat:
            a, b = game.legal_moves()[0]
            game.play(a, b)
            other.send_line(a, b)

    other.lineArrived.connect(lambda _a, _b: QTimer.singleShot(0, move))
    move()  # the host draws first
    play_by_mouse_until_over(h)
    h.qtbot.waitUntil(h.app.window.end_panel.isVisible, timeout=10_000)
    stats = h.app.stats
    assert stats is not None
    h.qtbot.waitUntil(lambda: stats.store.game_count() == 1, timeout=10_000)
    (row,) = stats.store.recent_games(5)
    assert (row.mode, row.human_name, row.opponent_name) == ("two_players", "Ben", CLEAN)
    keeper = h.app.table.keeper
    assert keeper is not None
    h.qtbot.waitUntil(lambda: not keeper.unconfirmed(), timeout=10_000)
    other.close()
