"""The Qt-free rules engine of Triangles.

>>> from triangles_qt.model import Board, Game
>>> game = Game(Board.generate(24, seed=7))
>>> a, b = game.legal_moves()[0]
>>> game.play(a, b)
()
"""

from triangles_qt.model.board import BOARD_SIZES, DEFAULT_TOLERANCE, Board, Layout
from triangles_qt.model.game import (
    Game,
    IllegalMove,
    Move,
    NothingToUndo,
    Refusal,
    Triangle,
    undo_target,
)
from triangles_qt.model.limits import MAX_COORDINATE, MAX_SEED, MAX_STARS
from triangles_qt.model.native import CORE, native_position
from triangles_qt.model.record import GameRecord, RecordError, load_game, save_game

__all__ = [
    "BOARD_SIZES",
    "CORE",
    "DEFAULT_TOLERANCE",
    "MAX_COORDINATE",
    "MAX_SEED",
    "MAX_STARS",
    "Board",
    "Game",
    "GameRecord",
    "IllegalMove",
    "Layout",
    "Move",
    "NothingToUndo",
    "RecordError",
    "Refusal",
    "Triangle",
    "load_game",
    "native_position",
    "save_game",
    "undo_target",
]
