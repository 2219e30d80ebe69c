"""The arena: opponents against each other through the app's own runner, as a lab for authors.

``python -m triangles_qt.arena A B --games N --stars S [--play-again]
[--time-limit S] [--time-limit-a S] [--time-limit-b S] [--seed K]
[--concurrency N] [--sprt ELO0 ELO1 [--alpha A] [--beta B]] [--records DIR]
[--engine ID=COMMAND] [--json]``

``python -m triangles_qt.arena tournament ID ID ID... [--rounds N]
[--gauntlet ID] ...``

Games come in pairs on the same board (board seed ``K + game // 2``), A
starting the first of each pair and B the second, so neither side gains
from a lucky board; results are also counted per pair (pentanomial), which
the Elo estimate and the SPRT use. Every move goes through
:class:`OpponentRunner`, with the same worker processes, time limits and
checks as in the app. When an opponent fails, the failure is counted and,
by default, a simple safe move (:func:`fallback_move`) is played for it so
the game can finish; with ``--on-failure forfeit`` the failing side loses
that game instead. ``docs/plugins.md`` ("Testing your opponent") is the guide.

The modules: ``games`` (one game), ``pool`` (N at once), ``match`` and
``tournament`` (what to play and what it adds up to), ``stats`` (SPRT, Elo,
Bradley–Terry), ``records`` (``--records``), ``cli`` (arguments and tables).
"""

from __future__ import annotations

from triangles_qt.arena.cli import format_table, format_tournament, main
from triangles_qt.arena.games import SIDES, GameJob, GameResult
from triangles_qt.arena.match import MatchReport, SprtSpec, play_match
from triangles_qt.arena.tournament import TournamentReport, play_tournament

__all__ = [
    "SIDES",
    "GameJob",
    "GameResult",
    "MatchReport",
    "SprtSpec",
    "TournamentReport",
    "format_table",
    "format_tournament",
    "main",
    "play_match",
    "play_tournament",
]
