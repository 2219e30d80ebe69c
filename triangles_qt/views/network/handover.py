"""What every network game's window does alike: make the board first, hand the game on last.

Hosting or joining, on the local network or over the internet, a window
meets the other device its own way, but they begin and end the same: the
host's board is made off the UI thread (and forgotten if the window was
closed meanwhile), and the window ends by handing on the link with the
setup of the game it starts (``ready(link, setup)``). Only the way back
(the saved :class:`~triangles_qt.session.Rendezvous`) differs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QDialog

from triangles_qt import background
from triangles_qt.model import Board
from triangles_qt.netplay.link_base import Link
from triangles_qt.session import GameSetup, Rendezvous, Seat, make_board
from triangles_qt.stats import new_game_id


def make_board_for(
    window: QDialog,
    setup: GameSetup,
    made: Callable[[Board, GameSetup], None],
    failed: Callable[[BaseException], None],
    *,
    name: str,
) -> None:
    """Make ``setup``'s board off the UI thread, then ``made(board, setup)`` (the setup
    with the board's seed), unless ``window`` was closed meanwhile."""

    def arrived(result: tuple[Board, GameSetup]) -> None:
        if window.result() == QDialog.DialogCode.Rejected and not window.isVisible():
            return  # closed meanwhile
        made(*result)

    background.run_off_ui(lambda: make_board(setup), arrived, window, name=name, failed=failed)


def hosted_setup(setup: GameSetup, name: str, link: Link, rendezvous: Rendezvous) -> GameSetup:
    """The host's game: its own setup, with the other player's name and a new game id."""
    game = link.game
    return replace(
        setup,
        seats=(Seat(name), Seat(link.other_name(), remote=True)),
        n_stars=game.board.n_stars if game is not None else setup.n_stars,
        game_id=new_game_id(),
        table_mode=False,
        rendezvous=rendezvous,
    )


def joined_setup(name: str, link: Link, rendezvous: Rendezvous) -> GameSetup:
    """The joiner's game: the host's board and rule, this player in the seat it was given."""
    game = link.game
    assert game is not None
    seats = [Seat(name), Seat(name)]
    seats[1 - link.seat] = Seat(link.other_name(), remote=True)
    return GameSetup(
        seats=(seats[0], seats[1]),
        n_stars=game.board.n_stars,
        layout="tablet",
        play_again=game.play_again,
        game_id=new_game_id(),
        rendezvous=rendezvous,
    )
