"""What a screen reader hears on a practice page (a lesson, a puzzle, a costly line).

The page's board is described as the game window's is: each star by its
name and what touches it, the board by its size, lines and score, after the
page's own words (its task and what it says now). What the page says after
a line (right, wrong and why, refused) is announced as it changes, as the
game window announces its lines.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from triangles_qt.model import Game
from triangles_qt.speech.facts import star_facts
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.game.spoken import Seats, Spoken
from triangles_qt.views.look.announcer import Announcer


class PracticeSpeech(QObject):
    """Describes ``board`` and its stars, and announces the page's feedback.

    ``game``: the position on the board; ``seats``: who plays it (names, and who is
    "you"); ``page``: the page's words for the board's description."""

    def __init__(
        self,
        board: BoardView,
        game: Callable[[], Game | None],
        seats: Callable[[], Seats],
        page: Callable[[], str],
    ) -> None:
        super().__init__(board)
        self._board = board
        self._game = game
        self._seats = seats
        self._page = page
        self.words = Spoken(self)
        self.announcer = Announcer(board)
        self._said = ""
        board.set_describers(self._describe_star, self._describe_board)

    def _describe_star(self, star: int) -> str:
        game = self._game()
        if game is None or star >= game.board.n_stars:
            return ""
        facts = star_facts(game, star)
        return self.words.star_text(self._seats(), self._board.star_names, star, facts)

    def _describe_board(self) -> str:
        board = self.words.board_text(self._seats(), self._game(), self._board.star_names)
        return " ".join(part for part in (self._page(), board) if part)

    def feedback(self, text: str) -> None:
        """The page says ``text`` after a line: announced once, when it is new."""
        if text and text != self._said:
            self.announcer.say(text)
        self._said = text
