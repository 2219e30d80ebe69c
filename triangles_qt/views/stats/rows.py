"""What the Statistics window's tables say: a row of cells per group of games and per game.

Worked out at every render, in the language of the moment, from what the
store keeps (ids, results, names as typed). The texts keep the window's
translation context (``StatisticsWindow``), where they were first written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QColor

from triangles_qt.stats import LOST, PLAYER1, TIE, TWO_PLAYERS, WON, GameRow, GroupStats
from triangles_qt.views.stats.style import LOST_COLOUR, TIED_COLOUR, WON_COLOUR
from triangles_qt.views.stats.tables import Cell
from triangles_qt.views.stats.texts import (
    duration,
    local_time,
    percent,
    player_name,
    signed,
)

# (opponent id, stored name) -> the opponent's name in the current language.
Namer = Callable[[str | None, str], str]


def stars_text(board_size: int | None) -> str:
    """A board by its number of stars."""
    return QCoreApplication.translate("StatisticsWindow", "{0} stars").format(board_size)


def group_rows(groups: Sequence[GroupStats], name: Namer, *, by_size: bool) -> list[list[Cell]]:
    """One row per opponent (or per board size): its label, then its figures."""
    rows = []
    for g in groups:
        if by_size:
            label = Cell(stars_text(g.board_size))
        else:
            label = Cell(name(g.opponent_id, g.opponent_name), tooltip=g.opponent_id or "")
        figures = [
            str(g.played),
            str(g.won),
            str(g.lost),
            str(g.tied),
            percent(g.win_rate),
            str(g.current_streak),
            str(g.best_streak),
            signed(g.average_margin),
        ]
        rows.append([label, *(Cell(text) for text in figures)])
    return rows


def recent_row(game: GameRow, name: Namer) -> list[Cell]:
    """One recent game: when, against whom, on which board, the score, the result, and the
    help the person had (hints, undos)."""
    if game.mode == TWO_PLAYERS:
        stored = [game.human_name, game.opponent_name]
        if game.human_player == 1:
            stored.reverse()
        names = [player_name(person, seat) for seat, person in enumerate(stored)]
        opponent = QCoreApplication.translate("StatisticsWindow", "{0} vs {1}").format(*names)
        score = f"{game.scores[0]} – {game.scores[1]}"
        if game.result == TIE:
            result = QCoreApplication.translate("StatisticsWindow", "Tie")
        else:
            winner = names[0] if game.result == PLAYER1 else names[1]
            result = QCoreApplication.translate("StatisticsWindow", "{0} won").format(winner)
        colour: QColor = TIED_COLOUR
    else:
        opponent = name(game.opponent_id, game.opponent_name)
        score = f"{game.human_score} – {game.opponent_score}"
        result = result_text(game)
        colour = {WON: WON_COLOUR, LOST: LOST_COLOUR}.get(game.result, TIED_COLOUR)
    return [
        Cell(local_time(game.finished_at)),
        Cell(opponent),
        Cell(stars_text(game.board_size)),
        Cell(score),
        Cell(result, colour),
        Cell(str(game.move_count)),
        Cell(duration(game.duration_s)),
        Cell(help_text(game.hints, game.undos)),
    ]


class HelpMarks(QObject):
    """The words of a game's mark (a class for its plural forms: Qt's translation tools find
    plurals in ``self.tr``; the context is ``HelpMarks``)."""

    def text(self, hints: int | None, undos: int | None) -> str:
        parts = []
        if hints:
            parts.append(self.tr("%n hint(s)", "help in one game", hints))
        if undos:
            parts.append(self.tr("%n undo(s)", "help in one game", undos))
        if len(parts) < 2:
            return "".join(parts)
        return self.tr("{0}, {1}", "hints and undos in one game").format(*parts)


def help_text(hints: int | None, undos: int | None) -> str:
    """The mark of a game in which the person had help: "3 hints, 2 undos"; empty for none
    (and for a game whose help was not recorded)."""
    return HelpMarks().text(hints, undos)


def result_text(game: GameRow) -> str:
    """One game's result against the computer; a resignation says so."""
    if game.resigned:
        return QCoreApplication.translate(
            "StatisticsWindow", "Lost (resigned)", "the result of one game"
        )
    if game.result == WON:
        return QCoreApplication.translate("StatisticsWindow", "Won", "the result of one game")
    if game.result == LOST:
        return QCoreApplication.translate("StatisticsWindow", "Lost", "the result of one game")
    return QCoreApplication.translate("StatisticsWindow", "Tie", "the result of one game")
