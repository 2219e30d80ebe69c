"""Telling a screen reader what happens: every line, every refusal, the end, the hints.

Every line is announced, whoever drew it (the person here, the computer, the
other device), with what it closed, the score and whose turn it is; lines
taken back, a refused line, a new game and its result too. Announcements go
through the :class:`Announcer` (``views/look/announcer.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from triangles_qt.model import Move, Refusal
from triangles_qt.play.seats import SeatKind
from triangles_qt.play.table import Table
from triangles_qt.speech.facts import star_facts
from triangles_qt.views.board.refusals import refusal_text
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.game import spoken
from triangles_qt.views.game.names import Names
from triangles_qt.views.look.announcer import Announcer


class GameSpeech(QObject):
    """Puts the table's news into words for the screen reader, and describes the stars."""

    def __init__(
        self,
        table: Table,
        board: BoardView,
        names: Names,
        ending: Callable[[], str],
        announcer: Announcer,
    ) -> None:
        super().__init__(announcer)
        self._table = table
        self._board = board
        self._names = names
        self._ending = ending
        self.announcer = announcer
        self.words = spoken.Spoken(self)
        self._moves: tuple[Move, ...] = ()
        board.set_describers(self._describe_star, self._describe_board)
        board.pickRefused.connect(lambda _star: self.say_why_not())
        table.gameStarted.connect(self._on_game_started)
        table.movesChanged.connect(self._on_moves_changed)
        table.refused.connect(self._on_refused)
        table.gameFinished.connect(self._on_ended)
        table.gameAbandoned.connect(self._on_ended)
        table.hints.ready.connect(self._on_hint)

    # -- who is who ---------------------------------------------------------------------------

    def seats(self) -> spoken.Seats:
        """The names shown, and the player spoken to as "you" (one person at this screen)."""
        table = self._table
        people = [p for p in (0, 1) if table.seat_kind(p) is SeatKind.PERSON]
        you = people[0] if len(people) == 1 else None
        return spoken.Seats(self._names.players(table.setup), you)

    # -- the news -----------------------------------------------------------------------------

    def _on_game_started(self) -> None:
        game = self._table.game
        assert game is not None
        self._moves = game.moves
        self.announcer.say(self.words.new_game_text(self.seats(), game))

    def _on_moves_changed(self) -> None:
        game = self._table.game
        if game is None:
            return
        before, now = self._moves, game.moves
        self._moves = now
        seats = self.seats()
        names = self._board.star_names
        if len(now) < len(before):
            self.announcer.say(self.words.taken_back_text(seats, names, game, before[len(now) :]))
        elif len(now) == len(before) + 1:
            self.announcer.say(self.words.line_announcement(seats, names, game, now[-1]))
        elif len(now) > len(before):  # Redo put back several at once
            self.announcer.say(self.words.put_back_text(seats, names, game, now[len(before) :]))

    def _on_refused(self, _a: int, _b: int, reason: object) -> None:
        assert isinstance(reason, Refusal)
        self.announcer.say(refusal_text(reason), assertive=True)

    def _on_ended(self) -> None:
        game = self._table.game
        ending = self._ending()
        if game is not None and ending:
            seats = self.seats()
            self.announcer.say(f"{ending} {self.words.score_text(seats, game.scores)}")

    def _on_hint(self, a: int, b: int) -> None:
        self.announcer.say(self.words.hint_text(self._board.star_names, a, b))

    def say_why_not(self) -> None:
        """A star was pressed while this side may not draw: whose turn it is, or the end."""
        table = self._table
        text = self.words.not_your_turn(self.seats(), table.game, table.ended)
        self.announcer.say(text, assertive=True)

    # -- descriptions ---------------------------------------------------------------------

    def _describe_star(self, star: int) -> str:
        game = self._table.game
        if game is None or star >= game.board.n_stars:
            return ""
        facts = star_facts(game, star)
        return self.words.star_text(self.seats(), self._board.star_names, star, facts)

    def _describe_board(self) -> str:
        return self.words.board_text(self.seats(), self._table.game, self._board.star_names)
