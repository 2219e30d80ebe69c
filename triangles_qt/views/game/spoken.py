"""What a screen reader says about the game, in the current language.

One place for the spoken words: a drawn line ("Blue drew C4 to E2 and closed
a triangle. Red 5, Blue 6. Blue plays again."), the score, whose turn it is,
a star and what touches it, the lines that score now, and the command line's
help. The facts come from the rules (``speech/facts.py``); the names of the
stars from the board (``speech/star_names.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject

from triangles_qt.model import Game, Move
from triangles_qt.speech.facts import StarFacts, Take
from triangles_qt.speech.star_names import StarNames

#: The command line lists this many lines that score now, then says how many more.
TAKES_LISTED = 8


@dataclass(frozen=True)
class Seats:
    """Who plays: the names shown, and which player is the one person at this screen."""

    names: tuple[str, str]
    you: int | None
    """The player this screen speaks to as "you" (None: two players share the screen)."""


class Spoken(QObject):
    """The spoken sentences (a QObject so that lupdate sees their plurals)."""

    def line_name(self, names: StarNames, a: int, b: int) -> str:
        """ "C4 to E2"."""
        return self.tr("{0} to {1}").format(names.of(a), names.of(b))

    def score_text(self, seats: Seats, scores: Sequence[int]) -> str:
        """ "Red 5, Blue 6."."""
        return self.tr("{0} {1}, {2} {3}.").format(
            seats.names[0], scores[0], seats.names[1], scores[1]
        )

    def turn_text(self, seats: Seats, player: int, again: bool) -> str:
        """Whose turn it is now ("Your turn.", "Blue plays again.")."""
        if player == seats.you:
            return self.tr("You play again.") if again else self.tr("Your turn.")
        name = seats.names[player]
        return (
            self.tr("{0} plays again.").format(name)
            if again
            else self.tr("{0}'s turn.").format(name)
        )

    def drew_text(self, seats: Seats, names: StarNames, move: Move) -> str:
        """Who drew which line, and what it closed (no score)."""
        line = self.line_name(names, move.a, move.b)
        closed = len(move.closed)
        if move.player == seats.you:
            if closed == 0:
                return self.tr("You drew {0}.").format(line)
            if closed == 1:
                return self.tr("You drew {0} and closed a triangle.").format(line)
            return self.tr("You drew {0} and closed %n triangles.", "", closed).format(line)
        who = seats.names[move.player]
        if closed == 0:
            return self.tr("{0} drew {1}.").format(who, line)
        if closed == 1:
            return self.tr("{0} drew {1} and closed a triangle.").format(who, line)
        return self.tr("{0} drew {1} and closed %n triangles.", "", closed).format(who, line)

    def new_game_text(self, seats: Seats, game: Game) -> str:
        """A new board, and who starts."""
        text = self.tr("New game: %n stars.", "", game.board.n_stars)
        return f"{text} {self.turn_text(seats, game.current_player, False)}"

    def line_announcement(self, seats: Seats, names: StarNames, game: Game, move: Move) -> str:
        """Everything about a line just drawn: who, where, what it closed, the score, what next."""
        parts = [self.drew_text(seats, names, move), self.score_text(seats, game.scores)]
        if game.is_over:
            parts.append(self.tr("No triangle can be closed any more: the game is over."))
        else:
            again = bool(move.closed) and game.play_again
            parts.append(self.turn_text(seats, game.current_player, again))
        return " ".join(parts)

    def taken_back_text(
        self, seats: Seats, names: StarNames, game: Game, lines: Sequence[Move]
    ) -> str:
        """Lines taken back (undo), the score and whose turn it is now."""
        listed = ", ".join(self.line_name(names, m.a, m.b) for m in lines)
        count = len(lines)
        parts = [
            self.tr("Taken back: %n line(s), {0}.", "", count).format(listed),
            self.score_text(seats, game.scores),
            self.turn_text(seats, game.current_player, False),
        ]
        return " ".join(parts)

    def put_back_text(
        self, seats: Seats, names: StarNames, game: Game, lines: Sequence[Move]
    ) -> str:
        """Lines put back at once (redo), the score and whose turn it is now."""
        listed = ", ".join(self.line_name(names, m.a, m.b) for m in lines)
        count = len(lines)
        parts = [
            self.tr("Put back: %n line(s), {0}.", "", count).format(listed),
            self.score_text(seats, game.scores),
            self.turn_text(seats, game.current_player, False),
        ]
        return " ".join(parts)

    def star_text(self, seats: Seats, names: StarNames, star: int, facts: StarFacts) -> str:
        """A star, where it is, and what touches it (the star's description)."""
        band, number = names.band_and_number(star)
        parts = [self.tr("Band {0}, star {1} from the top.").format(band, number)]
        lines, corners = len(facts.lines), len(facts.triangles)
        if facts.lines:
            ends = ", ".join(
                self.tr("{0} ({1})").format(names.of(other), seats.names[player])
                for other, player in facts.lines
            )
            parts.append(self.tr("%n line(s): {0}.", "", lines).format(ends))
        else:
            parts.append(self.tr("No lines yet."))
        if facts.triangles:
            by = ", ".join(seats.names[player] for _t, player in facts.triangles)
            parts.append(self.tr("Corner of %n triangle(s): {0}.", "", corners).format(by))
        parts.append(self.tr("%n more line(s) can be drawn from it.", "", facts.open_lines))
        return " ".join(parts)

    def takes_text(self, names: StarNames, takes: Sequence[Take]) -> str:
        """The lines that would close a triangle now, two-triangle lines first."""
        if not takes:
            return self.tr("No line closes a triangle now.")
        listed = []
        count = len(takes)
        for take in takes[:TAKES_LISTED]:
            line = self.line_name(names, take.a, take.b)
            listed.append(line if take.closes == 1 else self.tr("{0} (closes two)").format(line))
        text = self.tr("%n line(s) close a triangle now: {0}.", "", count).format(", ".join(listed))
        more = len(takes) - TAKES_LISTED
        if more > 0:
            text += " " + self.tr("And %n more.", "", more)
        return text

    def board_text(self, seats: Seats, game: Game | None, names: StarNames) -> str:
        """The board as a whole (its description): size, lines drawn, score."""
        if game is None:
            return ""
        stars = len(names)
        return " ".join(
            [
                self.tr(
                    "%n star(s), named by band from the left and number from the top.",
                    "",
                    stars,
                ),
                self.tr("%n line(s) drawn.", "", game.move_count),
                self.score_text(seats, game.scores),
            ]
        )

    def hint_text(self, names: StarNames, a: int, b: int) -> str:
        return self.tr("Hint: {0}.").format(self.line_name(names, a, b))

    def not_your_turn(self, seats: Seats, game: Game | None, ended: bool) -> str:
        """Why a star cannot be picked now."""
        if game is None or ended:
            return self.tr("The game is over.")
        return self.turn_text(seats, game.current_player, False)

    def help_text(self) -> str:
        """What the command line understands."""
        return self.tr(
            "Type two stars to draw a line, like c4 e2. Commands: last, score, turn, "
            "lines and a star, takes, hint, undo, redo, resign, help."
        )
