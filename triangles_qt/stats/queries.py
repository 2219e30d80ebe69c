"""The figures the Statistics window shows, read from a v5 database.

Counts and margins come from the ``totals`` table (kept by triggers);
streaks and the win rate over time need the order of games, so they come
from one scan of the games against the computer, oldest first. Two-player
games are only counted, never part of the win/loss figures.

Streaks: a win streak is a run of wins; a **loss ends it, a tie neither
extends nor ends it** (a tie counts neither as a win nor as a loss, so it
is invisible to the streak). The current streak is the number of wins
since the last loss.
"""

from __future__ import annotations

import sqlite3
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final

from triangles_qt.stats.result import (
    FINISHED,
    LOST,
    RESIGNED,
    TWO_PLAYERS,
    VS_COMPUTER,
    WON,
    parse_time,
)
from triangles_qt.stats.schema import TOTALS_FROM_GAMES

#: Decisive games in the rolling window of the win-rate chart.
ROLLING_WINDOW: Final = 10


def win_rate(won: int, lost: int) -> float | None:
    """Wins among decisive games; ties count neither way. ``None`` with no decisive game.

    >>> win_rate(2, 1), win_rate(0, 0)
    (0.6666666666666666, None)
    """
    decisive = won + lost
    return won / decisive if decisive else None


@dataclass(frozen=True)
class GroupStats:
    """Win/loss figures of a group of games against the computer."""

    opponent_id: str | None = None
    opponent_name: str = ""
    board_size: int | None = None
    played: int = 0
    won: int = 0
    lost: int = 0
    tied: int = 0
    margin_sum: int = 0
    current_streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float | None:
        return win_rate(self.won, self.lost)

    @property
    def average_margin(self) -> float | None:
        """Mean of (own score - opponent's score) over the group, ties included."""
        return self.margin_sum / self.played if self.played else None


@dataclass(frozen=True)
class WinRatePoint:
    """The win rate after the ``index``-th game against the computer (1-based)."""

    index: int
    finished_at: datetime
    result: str
    cumulative: float | None
    rolling: float | None
    """Over the last :data:`ROLLING_WINDOW` decisive games."""


@dataclass(frozen=True)
class GameRow:
    """One stored game, as the recent-games list shows it.

    ``human_name`` and ``opponent_name`` are stored ids (what the player
    typed, possibly ``""``; the plugin's untranslated name): the window
    turns them into names in the current language.
    """

    game_id: str
    finished_at: datetime
    mode: str
    board_size: int
    human_name: str
    human_player: int
    opponent_id: str | None
    opponent_name: str
    scores: tuple[int, int]
    result: str
    duration_s: float | None
    move_count: int
    ended: str = FINISHED
    """:data:`~triangles_qt.stats.FINISHED`, or ``RESIGNED`` (then ``result`` is lost)."""
    hints: int | None = None
    """Hints shown to the person in a game against the computer (None: not recorded)."""
    undos: int | None = None
    """Times the person's Undo took lines back (None: not recorded)."""

    @property
    def resigned(self) -> bool:
        return self.ended == RESIGNED

    @property
    def helped(self) -> bool:
        """The person had hints or took lines back: the game is marked."""
        return bool(self.hints) or bool(self.undos)

    @property
    def human_score(self) -> int:
        return self.scores[self.human_player]

    @property
    def opponent_score(self) -> int:
        return self.scores[1 - self.human_player]


@dataclass(frozen=True)
class Report:
    """Everything the Statistics window needs, from one read transaction."""

    total: GroupStats = field(default_factory=GroupStats)
    by_opponent: tuple[GroupStats, ...] = ()
    by_board_size: tuple[GroupStats, ...] = ()
    by_opponent_and_size: tuple[GroupStats, ...] = ()
    over_time: tuple[WinRatePoint, ...] = ()
    two_player_games: int = 0
    first_game: datetime | None = None


class _Streak:
    __slots__ = ("best", "current")

    def __init__(self) -> None:
        self.current = 0
        self.best = 0

    def add(self, result: str) -> None:
        if result == WON:
            self.current += 1
            self.best = max(self.best, self.current)
        elif result == LOST:
            self.current = 0


@dataclass
class _Counts:
    played: int = 0
    won: int = 0
    lost: int = 0
    tied: int = 0
    margin_sum: int = 0

    def add(self, row: Iterable[int]) -> None:
        played, won, lost, tied, margin = row
        self.played += played
        self.won += won
        self.lost += lost
        self.tied += tied
        self.margin_sum += margin


def _group(
    key_id: str | None, name: str, size: int | None, counts: _Counts, streak: _Streak
) -> GroupStats:
    return GroupStats(
        opponent_id=key_id,
        opponent_name=name,
        board_size=size,
        played=counts.played,
        won=counts.won,
        lost=counts.lost,
        tied=counts.tied,
        margin_sum=counts.margin_sum,
        current_streak=streak.current,
        best_streak=streak.best,
    )


def report(conn: sqlite3.Connection) -> Report:
    """Compute the whole :class:`Report` inside one read transaction (a consistent snapshot)."""
    conn.execute("BEGIN")
    try:
        return _report(conn)
    finally:
        conn.execute("COMMIT")


def _report(conn: sqlite3.Connection) -> Report:
    totals = conn.execute(
        "SELECT opponent_id, board_size, played, won, lost, tied, margin_sum FROM totals"
    ).fetchall()
    history = conn.execute(
        f"SELECT opponent_id, opponent_name, board_size, result, finished_at FROM games "
        f"WHERE mode = '{VS_COMPUTER}' ORDER BY finished_at, seq"
    ).fetchall()
    two_players, first = conn.execute(
        f"SELECT sum(mode = '{TWO_PLAYERS}'), min(finished_at) FROM games"
    ).fetchone()

    overall = _Streak()
    by_opp: dict[str, _Streak] = {}
    by_size: dict[int, _Streak] = {}
    by_pair: dict[tuple[str, int], _Streak] = {}
    names: dict[str, str] = {}
    points: list[WinRatePoint] = []
    won = lost = 0
    recent: deque[str] = deque(maxlen=ROLLING_WINDOW)
    for index, (opp, name, size, result, finished) in enumerate(history, start=1):
        names[opp] = name or opp  # the latest name wins: plugins may rename themselves
        for streak in (
            overall,
            by_opp.setdefault(opp, _Streak()),
            by_size.setdefault(size, _Streak()),
            by_pair.setdefault((opp, size), _Streak()),
        ):
            streak.add(result)
        if result in (WON, LOST):
            won += result == WON
            lost += result == LOST
            recent.append(result)
        rolling = win_rate(recent.count(WON), recent.count(LOST))
        points.append(
            WinRatePoint(index, parse_time(finished), result, win_rate(won, lost), rolling)
        )

    all_counts = _Counts()
    opp_counts: dict[str, _Counts] = {}
    size_counts: dict[int, _Counts] = {}
    pair_rows: list[GroupStats] = []
    for opp, size, *row in totals:
        all_counts.add(row)
        opp_counts.setdefault(opp, _Counts()).add(row)
        size_counts.setdefault(size, _Counts()).add(row)
        pair = _Counts()
        pair.add(row)
        streak = by_pair.get((opp, size), _Streak())
        pair_rows.append(_group(opp, names.get(opp, opp), size, pair, streak))

    opponents = sorted(
        (
            _group(opp, names.get(opp, opp), None, counts, by_opp.get(opp, _Streak()))
            for opp, counts in opp_counts.items()
        ),
        key=lambda g: (-g.played, g.opponent_name.casefold(), g.opponent_id or ""),
    )
    sizes = tuple(
        _group(None, "", size, counts, by_size.get(size, _Streak()))
        for size, counts in sorted(size_counts.items())
    )
    pair_rows.sort(key=lambda g: (g.opponent_name.casefold(), g.opponent_id or "", g.board_size))
    return Report(
        total=_group(None, "", None, all_counts, overall),
        by_opponent=tuple(opponents),
        by_board_size=sizes,
        by_opponent_and_size=tuple(pair_rows),
        over_time=tuple(points),
        two_player_games=int(two_players or 0),
        first_game=parse_time(first) if first else None,
    )


_GAME_COLUMNS: Final = (
    "game_id, finished_at, mode, board_size, human_name, human_player, opponent_id, "
    "opponent_name, p1_score, p2_score, result, duration_s, moves, ended, hints, undos"
)


def _game_row(row: tuple[object, ...]) -> GameRow:
    gid, finished, mode, size, human, seat, opp, opp_name, p1, p2, result, duration = row[:12]
    moves, ended, hints, undos = row[12:]
    return GameRow(
        game_id=str(gid),
        finished_at=parse_time(str(finished)),
        mode=str(mode),
        board_size=int(str(size)),
        human_name=str(human),
        human_player=int(str(seat)),
        opponent_id=None if opp is None else str(opp),
        opponent_name=str(opp_name),
        scores=(int(str(p1)), int(str(p2))),
        result=str(result),
        duration_s=None if duration is None else float(str(duration)),
        move_count=_count_moves(str(moves)),
        ended=str(ended),
        hints=_count(hints),
        undos=_count(undos),
    )


def _count(value: object) -> int | None:
    """A stored count of help; NULL stays None ("not recorded")."""
    return None if value is None else int(str(value))


def _count_moves(moves: str) -> int:
    # Moves are a JSON list of pairs: counting "[" avoids parsing it (minus the outer one).
    return max(moves.count("[") - 1, 0)


def recent_games(conn: sqlite3.Connection, limit: int = 20) -> list[GameRow]:
    """The last ``limit`` games of either mode, newest first."""
    rows = conn.execute(
        f"SELECT {_GAME_COLUMNS} FROM games ORDER BY finished_at DESC, seq DESC LIMIT ?",
        (max(0, int(limit)),),
    ).fetchall()
    return [_game_row(tuple(r)) for r in rows]


def totals_mismatches(conn: sqlite3.Connection) -> list[str]:
    """Where the ``totals`` table disagrees with the games table (must always be empty)."""
    conn.execute("BEGIN")
    try:
        kept = {
            (r[0], r[1]): tuple(r[2:])
            for r in conn.execute(
                "SELECT opponent_id, board_size, played, won, lost, tied, margin_sum FROM totals"
            )
        }
        counted = {(r[0], r[1]): tuple(r[2:]) for r in conn.execute(TOTALS_FROM_GAMES)}
    finally:
        conn.execute("COMMIT")
    problems = []
    for key in sorted(set(kept) | set(counted), key=repr):
        if kept.get(key) != counted.get(key):
            problems.append(f"{key}: totals {kept.get(key)} != games {counted.get(key)}")
    return problems


__all__ = [
    "ROLLING_WINDOW",
    "GameRow",
    "GroupStats",
    "Report",
    "WinRatePoint",
    "recent_games",
    "report",
    "totals_mismatches",
    "win_rate",
]
