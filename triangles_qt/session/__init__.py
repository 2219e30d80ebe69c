"""The life of a game beyond the rules, Qt-free: who plays, how it ended, and keeping it safe.

``setup`` says who plays and with what options; ``assistance`` counts the
help the person had against the computer; ``ending`` says how a game
ended (for the end screen, the keeper and the statistics); ``result`` turns
an ended game into its statistics record; ``files`` is the one seam through
which the keeper touches the disk; ``saves`` reads what start-up finds
there, whatever it is; ``keeper`` owns a
game's life from its first save to the moment the statistics confirm its
result (docs/architecture.md has the picture), with its operations queue
(``keeper_queue``), the results it holds (``keeper_memory``) and what it
tells (``keeper_news``).
"""

from triangles_qt.session.assistance import Assistance
from triangles_qt.session.ending import Ending, Outcome, Termination
from triangles_qt.session.keeper import GameKeeper, KeeperNews, NewsKind, Recovered
from triangles_qt.session.result import game_result
from triangles_qt.session.saves import SavedGame, SetAside
from triangles_qt.session.setup import (
    GameSetup,
    InternetWay,
    Rematch,
    Rendezvous,
    Role,
    Seat,
    make_board,
    rematch,
    rematch_offer,
    with_board,
)

__all__ = [
    "Assistance",
    "Ending",
    "GameKeeper",
    "GameSetup",
    "InternetWay",
    "KeeperNews",
    "NewsKind",
    "Outcome",
    "Recovered",
    "Rematch",
    "Rendezvous",
    "Role",
    "SavedGame",
    "Seat",
    "SetAside",
    "Termination",
    "game_result",
    "make_board",
    "rematch",
    "rematch_offer",
    "with_board",
]
