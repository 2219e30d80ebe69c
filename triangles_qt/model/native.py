"""Which engine core runs: the native one (the optional C extension) or the pure-Python one.

The extension (``_native.c``) holds the hot path of search: the position as
bit sets, play/undo, legal lines, captures and gifts, careful playouts and
the exact solver with its transposition table. The pure-Python engine is the
reference it is held to (tests/model/test_native_core.py) and takes over,
with identical results, where the extension was not built or
``TRIANGLES_CORE=python`` asks for it; worker processes inherit the variable,
so the whole app then plays on it.

>>> CORE in ("native", "python")
True
"""

from __future__ import annotations

import importlib
import os
import threading
from types import ModuleType
from typing import Final

from triangles_qt.model import _checks
from triangles_qt.model.board import Board
from triangles_qt.model.game import IllegalMove, NothingToUndo, Refusal

#: The environment variable that chooses the core; "python" forces the pure-Python engine.
CORE_VARIABLE: Final = "TRIANGLES_CORE"


def _extension() -> ModuleType:
    """The compiled module (ImportError where it was not built).

    Imported by name, not ``from triangles_qt.model import``: the package imports this
    module, so that would be an import cycle."""
    return importlib.import_module(f"{__package__}._native")


def _load() -> ModuleType | None:
    if os.environ.get(CORE_VARIABLE, "").strip().lower() == "python":
        return None
    try:
        module = _extension()
    except ImportError:
        return None
    module.set_illegal_factory(_illegal)
    module.set_line_check(_line_number)
    module.set_nothing_to_undo(NothingToUndo)
    return module


def _illegal(reason: str, a: int, b: int) -> IllegalMove:
    """The model's own exception for a line the native core refuses."""
    return IllegalMove(Refusal(reason), a, b)


def _line_number(value: object) -> int:
    """A line number that is not a plain int, read as the model reads it (numpy integers are
    fine; bools, floats, text and the like are a ValueError), for the native core."""
    return _checks.as_int(value, "line number")


#: The native module, or None when the pure-Python engine runs.
native_module: Final = _load()
#: "native" or "python": the core this process plays on (pinned for tests and comparisons).
CORE: Final = "native" if native_module is not None else "python"

#: Whether the extension could be loaded at all (whatever TRIANGLES_CORE says).
try:
    _extension()
    BUILT: Final = True
except ImportError:
    BUILT = False  # type: ignore[misc]

_tables: dict[tuple[int, float, bytes], object] = {}
_tables_lock = threading.Lock()


def native_tables(board: Board) -> object:
    """The native core's tables for ``board``, made once per distinct board (boards never change).

    Keyed by content, not identity: an opponent's worker process receives a
    fresh copy of the same board with every move. Only with the native core
    (``CORE == "native"``).
    """
    if native_module is None:
        raise RuntimeError("the native core is not in use")
    key = (board.n_stars, board.tolerance, board.stars.tobytes())
    with _tables_lock:
        found = _tables.get(key)
        if found is not None:
            return found
    words = (board.n_lines + 63) // 64
    crossing = b"".join(bits.to_bytes(words * 8, "little") for bits in board.crossing_bits)
    tables = native_module.Tables(
        board.n_stars,
        board.n_lines,
        board.n_triangles,
        board._la.astype("<i4").tobytes(),
        board._lb.astype("<i4").tobytes(),
        crossing,
        board._tri_sides.astype("<i4").tobytes(),
    )
    with _tables_lock:
        if len(_tables) > 8:
            _tables.clear()
        _tables[key] = tables
    return tables


def native_position(board: Board, play_again: bool, lines: list[int]) -> object:
    """A native position on ``board`` with candidate ``lines`` drawn in order."""
    if native_module is None:
        raise RuntimeError("the native core is not in use")
    position = native_module.Position(native_tables(board), play_again)
    for line in lines:
        position.play(line)
    return position
