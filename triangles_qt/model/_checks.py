"""Argument checks shared by the public API: one rule and one wording everywhere.

Numbers given where the engine expects them (star and line numbers, sizes,
seeds, coordinates, the tolerance) are refused with ``ValueError``, whether
their type or their value is wrong: that is what star numbers have always
done. numpy integers are welcome wherever an int is, and are turned into
Python ints at once (numpy integers mixed with the engine's big-int bit sets
overflow or silently wrap). numpy's masked arrays are refused: converting one
drops its mask, so a masked star would silently count as a star.
"""

from __future__ import annotations

import math
import numbers
import operator
import sys
from typing import Any

import numpy as np
from numpy.typing import NDArray

from triangles_qt.model.limits import MAX_COORDINATE, MAX_SEED, MAX_STARS

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int32]

_BOOLS = (bool, np.bool_)


def refuse_masked(value: object, what: str, depth: int = 0) -> None:
    """``ValueError`` for a numpy masked array (or masked value) in ``value``.

    ``np.asarray`` keeps a masked array's data and drops its mask, so what
    the caller hid would be used. ``depth`` is how many levels of lists and
    tuples to look into (a list of masked rows loses its masks the same way);
    it never goes past one element per number, so it costs what converting does.
    """
    # A masked array exists only once numpy.ma was imported: never import it here (it is
    # slow, and this runs on worker threads, even while the interpreter shuts down).
    masked = sys.modules.get("numpy.ma")
    if masked is not None and isinstance(value, masked.MaskedArray):
        raise ValueError(
            f"{what} must not be a numpy masked array (its mask would be ignored): "
            "pass only the values you mean"
        )
    if depth > 0 and isinstance(value, (list, tuple)):
        for item in value:
            refuse_masked(item, what, depth - 1)


def as_int(value: object, what: str) -> int:
    """``value`` as a Python int; numpy integers are fine, bools, floats and text are not."""
    if type(value) is int:
        return value
    refuse_masked(value, what)
    if isinstance(value, _BOOLS):
        raise ValueError(f"{what} must be an integer, not a bool")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise ValueError(f"{what} must be an integer, not {type(value).__name__}") from None


def as_real(value: object, what: str) -> float:
    """``value`` as a finite float; ints, floats and numpy numbers, never bools or text."""
    refuse_masked(value, what)
    if isinstance(value, _BOOLS) or not isinstance(value, numbers.Real):
        raise ValueError(f"{what} must be a number, not {type(value).__name__}")
    try:
        number = float(value)
    except (OverflowError, ValueError, TypeError):
        raise ValueError(f"{what} is too large") from None
    if not math.isfinite(number):
        raise ValueError(f"{what} must be a finite number")
    return number


def as_seed(seed: object) -> int | None:
    """A board seed: None, or an integer 0..MAX_SEED (the one range everything accepts)."""
    if seed is None:
        return None
    value = as_int(seed, "the seed")
    if not 0 <= value <= MAX_SEED:
        raise ValueError(f"the seed must be between 0 and {MAX_SEED} (2**63 - 1), not {value}")
    return value


def as_tolerance(tolerance: object) -> float:
    value = as_real(tolerance, "the tolerance")
    if not 0 <= value <= MAX_COORDINATE:
        raise ValueError(f"the tolerance must be a number between 0 and {MAX_COORDINATE:g}")
    return value


def star_array(stars: object, min_stars: int = 3) -> FloatArray:
    """``stars`` as a new float64 array (n, 2): min_stars..MAX_STARS finite pairs within the limit.

    Refuses text, bools and anything numpy would have to guess about; the
    length is checked before converting, so a huge list costs nothing.
    """
    shape_error = "stars must be a sequence of at least three (x, y) pairs"
    if isinstance(stars, (str, bytes, bytearray)):
        raise ValueError(shape_error)
    try:
        count = len(stars)  # type: ignore[arg-type]
    except TypeError:
        count = None
    if count is not None and count > MAX_STARS:
        raise ValueError(f"a board holds at most {MAX_STARS} stars, not {count}")
    refuse_masked(stars, "stars", depth=2)  # a list of masked rows, or of masked values
    try:
        raw = np.asarray(stars)
        if raw.dtype.kind == "O":
            if not all(isinstance(v, numbers.Real) and not isinstance(v, _BOOLS) for v in raw.flat):
                raise ValueError("star coordinates must be numbers")
        elif raw.dtype.kind not in "iuf":
            raise ValueError("star coordinates must be numbers")
        array = np.array(raw, dtype=np.float64)
    except OverflowError:
        raise ValueError("star coordinates must be finite numbers") from None
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{shape_error} ({exc})") from None
    if array.size == 0 and min_stars == 0:
        array = array.reshape(0, 2)
    if array.ndim != 2 or array.shape[1] != 2 or len(array) < min_stars:
        raise ValueError(shape_error)
    if len(array) > MAX_STARS:
        raise ValueError(f"a board holds at most {MAX_STARS} stars, not {len(array)}")
    if not np.isfinite(array).all():
        raise ValueError("star coordinates must be finite numbers")
    if (np.abs(array) > MAX_COORDINATE).any():
        raise ValueError(f"star coordinates must lie within +-{MAX_COORDINATE:g}")
    return array


def plain_array(values: object, what: str) -> NDArray[Any]:
    """``values`` (a table: an array, or lists of rows) as an array, never a masked one."""
    refuse_masked(values, what, depth=2)
    return np.asarray(values)


def index_array(values: object, size: int, what: str) -> IntArray:
    """``values`` as a flat int array of indices 0..size-1; an empty sequence is fine."""
    refuse_masked(values, what, depth=1)
    try:
        array = np.asarray(values)
    except (TypeError, ValueError, OverflowError) as exc:
        raise ValueError(f"{what} must be an array of integers ({exc})") from None
    if array.size == 0 and array.dtype.kind in "iuf":
        return np.zeros(0, dtype=np.int32)
    if array.dtype.kind not in "iu":
        raise ValueError(f"{what} must be an array of integers, not {array.dtype}")
    array = array.reshape(-1)
    if int(array.min()) < 0 or int(array.max()) >= size:
        raise ValueError(f"{what} must lie between 0 and {size - 1}")
    return array.astype(np.int32, copy=False)
