"""The public rules API against hostile arguments: only the documented exceptions, ever.

Plugin authors call the engine with whatever their code computed: numpy
integers of every width (``legal_lines()`` hands them out), negative or huge
numbers, floats, text, None, bools, NaN. Every public function either answers
exactly as it would for the equal Python int, or raises what
docs/plugins.md ("What the API accepts and raises") promises: ``ValueError``
for a bad number or request (``IllegalMove``, ``RecordError`` and
``NothingToUndo`` are ValueErrors), ``TypeError`` for an object of the wrong
kind, and nothing else.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles_qt.model import (
    MAX_COORDINATE,
    MAX_SEED,
    MAX_STARS,
    Board,
    Game,
    GameRecord,
    IllegalMove,
    Layout,
    NothingToUndo,
    RecordError,
    Refusal,
    geometry,
    load_game,
    save_game,
)
from triangles_qt.model.board import bits_to_indices, min_spacing

from .helpers import generated, internals, observable

INT_TYPES: tuple[type[Any], ...] = (
    int,
    np.int8,
    np.int16,
    np.int32,
    np.int64,
    np.uint8,
    np.uint16,
    np.uint32,
    np.uint64,
    np.intp,
)
NUMPY_INT_TYPES = INT_TYPES[1:]

#: Values where an integer goes that are not integers at all.
NOT_INTEGERS: list[Any] = [
    1.0,
    1.5,
    math.nan,
    math.inf,
    -math.inf,
    np.float64(2.0),
    np.float32(1.0),
    "1",
    b"1",
    None,
    True,
    False,
    np.True_,
    [1],
    (1,),
    {1: 1},
    1j,
    object(),
]
#: Integers no board has as a star or line number.
NEVER_INDICES = [-1, -2, -(2**31), -(2**63), 2**31, 2**63, 2**64, 10**30]

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

SQUARE = [(0, 0), (10, 0), (10, 10), (0, 10), (20, 5)]


def _id(value: object) -> str:
    """A test id that is the same in every process (no memory addresses): pytest-xdist
    compares the tests its workers collect."""
    return re.sub(r" at 0x[0-9a-fA-F]+", "", repr(value))


def as_type(kind: type[Any], value: int) -> Any:
    """``value`` as ``kind`` if that type holds it exactly, else None."""
    if kind is int:
        return value
    info = np.iinfo(kind)
    return kind(value) if info.min <= value <= info.max else None


def widths(value: int) -> list[Any]:
    """``value`` in every integer type that can hold it (Python int first)."""
    return [v for v in (as_type(kind, value) for kind in INT_TYPES) if v is not None]


def outcome(call: Callable[[], Any]) -> tuple[str, Any]:
    """What a call did: ("ok", result) or ("raised", exception type); nothing undocumented."""
    try:
        result = call()
    except (IllegalMove, RecordError) as exc:
        return ("raised", type(exc))
    except (ValueError, TypeError) as exc:
        return ("raised", type(exc))
    return ("ok", normalised(result))


def normalised(value: Any) -> Any:
    """Results compared across calls: arrays as lists, and their types kept visible."""
    if isinstance(value, np.ndarray):
        return ("array", value.dtype.str, value.tolist())
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [normalised(v) for v in value])
    return (type(value).__name__, value)


def refuses(error: type[Exception], call: Callable[[], Any]) -> Exception:
    """``call`` must raise ``error`` (or a subclass), with a message."""
    with pytest.raises(error) as caught:
        call()
    assert str(caught.value)
    return caught.value


def mid_game(board: Board, moves: int, seed: int = 1) -> Game:
    game = Game(board)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play_line(game.random_line(rng))
    return game


# -- numpy integers behave exactly like Python ints -------------------------------------


def _star_calls(game: Game) -> dict[str, Callable[[Any, Any], Any]]:
    board = game.board
    return {
        "refusal": game.refusal,
        "is_legal": game.is_legal,
        "is_drawn": game.is_drawn,
        "crossed_lines": game.crossed_lines,
        "line_index": board.line_index,
        "stars_over": board.stars_over,
    }


def _line_calls(game: Game) -> dict[str, Callable[[Any], Any]]:
    board = game.board
    return {
        "is_free": game.is_free,
        "closes": game.closes,
        "line_stars": board.line_stars,
        "crossing": board.crossing,
        "check_line": board.check_line,
    }


@SETTINGS
@given(data=st.data())
def test_star_numbers_of_every_width_answer_like_ints(data: st.DataObject) -> None:
    game = mid_game(generated(24, 7), 15)
    a = data.draw(st.integers(-3, 26), label="a")
    b = data.draw(st.integers(-3, 26), label="b")
    for name, call in _star_calls(game).items():
        expected = outcome(lambda call=call: call(a, b))
        for wa in widths(a):
            for wb in widths(b):
                got = outcome(lambda call=call, wa=wa, wb=wb: call(wa, wb))
                assert got == expected, (name, type(wa), type(wb))
    assert outcome(lambda: game.board.check_star(a)) == outcome(
        lambda: game.board.check_star(data.draw(st.sampled_from(widths(a))))
    )


@SETTINGS
@given(line=st.integers(-3, 5100), kind=st.sampled_from(NUMPY_INT_TYPES))
def test_line_numbers_of_every_width_answer_like_ints(line: int, kind: type[Any]) -> None:
    """5055 lines on the 180-star board: numbers that overflow int8/uint8 included."""
    value = as_type(kind, line)
    if value is None:
        return
    game = mid_game(generated(180, 7), 40)
    for name, call in _line_calls(game).items():
        assert outcome(lambda call=call, value=value: call(value)) == outcome(
            lambda call=call: call(line)
        ), name


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), kind=st.sampled_from(NUMPY_INT_TYPES))
def test_a_game_played_with_numpy_integers_is_the_same_game(seed: int, kind: type[Any]) -> None:
    """play_line(i) for i from legal_lines() (the plugin guide's fast path), and play(a, b)."""
    board = generated(60, 3) if np.iinfo(kind).max >= 2000 else generated(24, 7)
    rng = random.Random(seed)
    plain, fast, pairs = Game(board), Game(board), Game(board)
    while not plain.is_over:
        legal = fast.legal_lines()
        line = legal[rng.randrange(len(legal))]  # a numpy integer (int32)
        a, b = board.pairs[int(line)]
        expected = plain.play_line(int(line))
        assert fast.play_line(kind(line) if as_type(kind, int(line)) is not None else line) == (
            expected
        )
        if as_type(kind, max(a, b)) is not None:
            assert pairs.play(kind(b), kind(a)) == expected
        else:
            assert pairs.play(b, a) == expected
    state = (observable(plain), internals(plain))
    assert (observable(fast), internals(fast)) == state
    assert (observable(pairs), internals(pairs)) == state
    for game in (fast, pairs):
        assert all(type(v) is int for move in game.moves for v in (move.a, move.b, move.player))
        assert all(type(i) is int for line in game.lines for i in line)


def test_returned_numbers_are_python_ints() -> None:
    board = generated(24, 7)
    game = mid_game(board, 5)
    free = int(game.legal_lines()[0])
    a, b = board.pairs[free]
    for value in (
        board.check_star(np.int64(3)),
        board.check_line(np.uint16(free)),
        board.line_index(np.int8(a), np.uint8(b)),
        game.closes(np.int32(free)),
        game.random_line(random.Random(1)),
        *board.line_stars(np.int64(free)),
        *board.stars_over(np.int8(0), np.int8(23)),
    ):
        assert type(value) is int


@pytest.mark.parametrize("kind", NUMPY_INT_TYPES, ids=lambda k: k.__name__)
def test_array_arguments_take_every_integer_dtype(kind: type[Any]) -> None:
    board = generated(24, 7)
    top = min(board.n_lines - 1, int(np.iinfo(kind).max))
    lines = np.array([0, 5, top, 5], dtype=kind)
    expected = board.triangles_of_lines(np.array([0, 5, top, 5]))
    assert board.triangles_of_lines(lines).tolist() == expected.tolist()
    assert board.triangles_of_lines(list(lines)).tolist() == expected.tolist()
    stars = np.array(SQUARE)
    a, b = np.array([0, 1, 0], dtype=kind), np.array([2, 3, 4], dtype=kind)
    assert (
        geometry.candidate_mask(stars, a, b, 1).tolist()
        == geometry.candidate_mask(stars, np.array([0, 1, 0]), np.array([2, 3, 4]), 1).tolist()
    )


@pytest.mark.parametrize("kind", INT_TYPES, ids=lambda k: k.__name__)
def test_sizes_and_seeds_of_every_width(kind: type[Any]) -> None:
    board = Board.generate(kind(24), seed=kind(7))
    assert board.stars.tolist() == generated(24, 7).stars.tolist()
    assert type(board.seed) is int and board.seed == 7
    assert Layout.for_size(kind(24)) is Layout.PHONE
    assert min_spacing(kind(60), Layout.PHONE) == min_spacing(60, Layout.PHONE)
    assert [x.tolist() for x in geometry.all_pairs(kind(5))] == [
        x.tolist() for x in geometry.all_pairs(5)
    ]
    assert bits_to_indices(kind(0b1011), kind(8)).tolist() == [0, 1, 3]
    assert type(Board(SQUARE, 1, seed=kind(3)).seed) is int


def test_the_largest_seed_of_every_unsigned_width() -> None:
    for kind in (np.uint8, np.uint16, np.uint32, np.int64):
        top = int(np.iinfo(kind).max)
        assert Board(SQUARE, 1, seed=kind(top)).seed == top
    refuses(ValueError, lambda: Board(SQUARE, 1, seed=np.uint64(2**64 - 1)))


# -- bad star and line numbers ------------------------------------------------------------


@pytest.mark.parametrize("bad", NOT_INTEGERS + NEVER_INDICES + [5, 2**8, -(2**7)], ids=_id)
def test_bad_star_numbers_are_value_errors_that_change_nothing(bad: Any) -> None:
    game = mid_game(Board(SQUARE, 1), 2)
    before = observable(game), internals(game)
    for name, call in _star_calls(game).items():
        for args in ((bad, 0), (0, bad)):
            error = refuses(ValueError, lambda call=call, args=args: call(*args))
            assert not isinstance(error, IllegalMove), name
    for args in ((bad, 0), (0, bad)):
        error = refuses(ValueError, lambda args=args: game.play(*args))
        assert not isinstance(error, IllegalMove)
    refuses(ValueError, lambda: game.board.check_star(bad))
    assert (observable(game), internals(game)) == before


@pytest.mark.parametrize("bad", NOT_INTEGERS + NEVER_INDICES, ids=_id)
def test_bad_line_numbers_are_value_errors_that_change_nothing(bad: Any) -> None:
    """Negative numbers are refused, never counted from the end as numpy and lists do."""
    game = mid_game(Board(SQUARE, 1), 2)
    before = observable(game), internals(game)
    for name, call in {**_line_calls(game), "play_line": game.play_line}.items():
        error = refuses(ValueError, lambda call=call: call(bad))
        assert not isinstance(error, IllegalMove), name
    assert (observable(game), internals(game)) == before


@SETTINGS
@given(line=st.integers(min_value=-(2**70), max_value=2**70))
def test_every_integer_is_a_line_or_a_value_error(line: int) -> None:
    game = mid_game(generated(24, 7), 10)
    n = game.board.n_lines
    for name, call in {**_line_calls(game), "play_line": game.copy().play_line}.items():
        result = outcome(lambda call=call: call(line))
        if 0 <= line < n:
            assert result[0] == "ok" or result[1] is IllegalMove, name
        else:
            assert result == ("raised", ValueError), name


def test_negative_line_numbers_do_not_wrap() -> None:
    board = Board(SQUARE, 1)
    game = Game(board)
    last = board.n_lines - 1
    for call in (board.line_stars, board.crossing, game.closes, game.is_free, game.play_line):
        refuses(ValueError, lambda call=call: call(-1))
        refuses(ValueError, lambda call=call: call(np.int64(-1)))
        refuses(ValueError, lambda call=call: call(last + 1))
    assert board.line_stars(last) == board.pairs[last]


@pytest.mark.parametrize(
    "lines",
    [
        [-1],
        [0, 10**6],
        np.array([-1], dtype=np.int8),
        np.array([1.0]),
        np.array([True, False]),
        ["0"],
        [None],
        [[0, 1], [2]],
        "01",
        object(),
    ],
    ids=_id,
)
def test_bad_line_arrays_are_value_errors(lines: Any) -> None:
    refuses(ValueError, lambda: generated(24, 7).triangles_of_lines(lines))


def test_empty_line_arrays_give_no_triangles() -> None:
    board = generated(24, 7)
    for empty in ([], np.array([]), np.zeros(0, dtype=np.uint8), ()):
        assert board.triangles_of_lines(empty).tolist() == []


# -- sizes, seeds, layouts, tolerances -----------------------------------------------


@pytest.mark.parametrize(
    "n_stars", [*NOT_INTEGERS, 2, 0, -1, MAX_STARS + 1, 2**64, np.int8(-1), np.uint64(2**63)]
)
def test_bad_sizes_are_value_errors(n_stars: Any) -> None:
    refuses(ValueError, lambda: Board.generate(n_stars, seed=1))
    refuses(ValueError, lambda: Layout.for_size(n_stars))
    refuses(ValueError, lambda: min_spacing(n_stars, Layout.PHONE))


@pytest.mark.parametrize(
    "seed",
    [-1, -(2**63), MAX_SEED + 1, 2**64, 10**30, np.int64(-1), np.uint64(2**63)]
    + [s for s in NOT_INTEGERS if s is not None],
    ids=_id,
)
def test_seeds_outside_the_one_range_are_refused_everywhere(seed: Any) -> None:
    """A seed Board.generate takes is one save_game writes and load_game reads."""
    refuses(ValueError, lambda: Board.generate(24, seed=seed))
    refuses(ValueError, lambda: Board(SQUARE, 1, seed=seed))


@SETTINGS
@given(seed=st.integers(0, MAX_SEED))
def test_every_accepted_seed_is_kept_as_an_int(seed: int) -> None:
    board = Board(SQUARE, 1, seed=seed)
    assert board.seed == seed and type(board.seed) is int
    assert Board.generate(3, seed=seed).seed == seed


@pytest.mark.parametrize("layout", ["watch", "PHONE", 1, True, Refusal.EXISTS, object()], ids=_id)
def test_bad_layouts_are_value_errors(layout: Any) -> None:
    refuses(ValueError, lambda: Board.generate(24, seed=1, layout=layout))
    refuses(ValueError, lambda: Board(SQUARE, 1, layout=layout))
    refuses(ValueError, lambda: min_spacing(24, layout))


def test_layout_values_are_accepted_as_text() -> None:
    board = Board(SQUARE, 1, layout="phone")  # type: ignore[arg-type]
    assert board.layout is Layout.PHONE
    assert GameRecord.from_game(Game(board)).layout == "phone"


@pytest.mark.parametrize(
    "tolerance",
    [
        -1,
        -0.001,
        math.nan,
        math.inf,
        -math.inf,
        MAX_COORDINATE * 1.01,
        1e300,
        10**400,
        "6",
        None,
        True,
        np.True_,
        [6],
        6j,
        object(),
    ],
    ids=_id,
)
def test_bad_tolerances_are_value_errors(tolerance: Any) -> None:
    refuses(ValueError, lambda: Board(SQUARE, tolerance))
    refuses(ValueError, lambda: Board.generate(24, seed=1, tolerance=tolerance))
    refuses(ValueError, lambda: geometry.candidate_mask(np.array(SQUARE), [0], [1], tolerance))


@pytest.mark.parametrize("tolerance", [0, 0.0, np.float32(1.5), np.int8(2), np.uint64(1)])
def test_tolerances_of_every_number_type(tolerance: Any) -> None:
    assert Board(SQUARE, tolerance).tolerance == float(tolerance)
    assert Board(SQUARE, MAX_COORDINATE).n_lines == 0  # every line passes near a star


# -- coordinates -------------------------------------------------------------------------

HUGE = [1e300, -1e300, math.inf, -math.inf, math.nan, MAX_COORDINATE * 2, 10**400, 2**70]


@pytest.mark.parametrize("value", HUGE, ids=_id)
def test_huge_or_non_finite_coordinates_are_value_errors(value: Any) -> None:
    for where in (0, 1):
        star = [3.0, 4.0]
        star[where] = value
        stars = [*SQUARE[:4], tuple(star)]
        refuses(ValueError, lambda stars=stars: Board(stars, 1))
        refuses(ValueError, lambda stars=stars: geometry.orientation_signs(stars))
        refuses(ValueError, lambda stars=stars: geometry.convex_hull_size(stars))
        refuses(ValueError, lambda stars=stars: geometry.candidate_mask(stars, [0], [1], 0))


@pytest.mark.parametrize(
    "stars",
    [
        "stars",
        None,
        5,
        [[0, 0], [1, 1], ["a", 0]],
        [[0, 0], [1, 1], ["2", 0]],  # numpy would read the text as a number
        [[0, 0], [1, 1], [None, 0]],
        [[True, False], [False, True], [True, True]],
        [[0, 0], [1, 1], [2j, 0]],
        [[0, 0], [1, 1], [2]],
        [[0, 0, 0], [1, 1, 1], [2, 0, 1]],
        [(i, i * i) for i in range(MAX_STARS + 1)],
        [(0, 0), (1, 1)],
        [(0, 0), (1, 1), (0.0, -0.0)],  # -0.0 is 0.0: two stars in one place
        {1: 2},
    ],
    ids=lambda s: repr(s)[:40],
)
def test_bad_star_lists_are_value_errors(stars: Any) -> None:
    refuses(ValueError, lambda: Board(stars, 1))


@SETTINGS
@given(
    coords=st.lists(
        st.tuples(
            st.floats(allow_nan=True, allow_infinity=True, width=64),
            st.floats(allow_nan=True, allow_infinity=True, width=64),
        ),
        min_size=3,
        max_size=8,
    )
)
def test_any_coordinates_build_a_board_or_raise_value_error(
    coords: list[tuple[float, float]],
) -> None:
    try:
        board = Board(coords, 0.5)
    except ValueError:
        fine = all(math.isfinite(c) and abs(c) <= MAX_COORDINATE for xy in coords for c in xy)
        distinct = len({(float(x), float(y)) for x, y in coords}) == len(coords)
        assert not (fine and distinct)
        return
    # Accepted: then within the limits, playable, and the loader takes it back.
    assert all(math.isfinite(c) and abs(c) <= MAX_COORDINATE for xy in coords for c in xy)
    assert board.stars.tolist() == [[float(x), float(y)] for x, y in coords]
    game = Game(board)
    while not game.is_over:
        game.play_line(game.random_line(random.Random(1)))
    loaded, _ = load_game(save_game(game))
    assert loaded.lines == game.lines and loaded.scores == game.scores


def test_coordinates_at_the_limit_keep_their_geometry() -> None:
    """At +-MAX_COORDINATE nothing overflows: the square's diagonals still cross."""
    big = MAX_COORDINATE
    board = Board([(-big, -big), (big, -big), (big, big), (-big, big)], 1)
    assert board.n_lines == 6 and board.n_triangles == 4
    game = Game(board)
    game.play(0, 2)
    assert game.refusal(1, 3) is Refusal.CROSSES


def _masked_stars() -> np.ma.MaskedArray[Any, Any]:
    """SQUARE with its last star masked: read as four stars, or else refused."""
    mask = np.zeros((len(SQUARE), 2), dtype=bool)
    mask[-1] = True
    return np.ma.array(np.array(SQUARE, dtype=float), mask=mask)


@pytest.mark.parametrize(
    "stars",
    [
        _masked_stars(),
        list(_masked_stars()),  # rows of a masked array are masked arrays
        [[*row] for row in _masked_stars()],  # and their masked values np.ma.masked
        np.ma.array(np.array(SQUARE, dtype=float)),  # masked array with nothing masked yet
        _masked_stars().astype(np.int64),
    ],
    ids=["masked array", "masked rows", "masked values", "nothing masked", "int64"],
)
def test_masked_star_arrays_are_refused_not_read_without_their_mask(stars: Any) -> None:
    """numpy drops a mask on conversion: the masked star (20, 5) would have been a star."""
    for call in (
        lambda: Board(stars, 1),
        lambda: geometry.orientation_signs(stars),
        lambda: geometry.convex_hull_size(stars),
        lambda: geometry.candidate_mask(stars, [0], [1], 0),
    ):
        error = refuses(ValueError, call)
        assert "masked" in str(error)


def test_masked_numbers_and_index_arrays_are_refused() -> None:
    board = Board(SQUARE, 1)
    game = Game(board)
    hidden_one = np.ma.array([0, 1], mask=[False, True])
    for call in (
        lambda: Board.generate(np.ma.array(24, mask=True)),  # operator.index would give 24
        lambda: Board.generate(24, seed=np.ma.array(7, mask=True)),
        lambda: Board(SQUARE, np.ma.array(1.0, mask=True)),
        lambda: board.check_star(np.ma.array(1, mask=True)),
        lambda: game.is_free(np.ma.array(0, mask=True)),
        lambda: board.triangles_of_lines(hidden_one),
        lambda: board.triangles_of_lines([np.ma.masked, 0]),
        lambda: geometry.stars_near_segments(np.array(SQUARE, float), hidden_one, [2, 3], 1),
    ):
        error = refuses(ValueError, call)
        assert "masked" in str(error)
    signs = geometry.orientation_signs(np.array(SQUARE, dtype=float))
    masked_signs = np.ma.array(signs, mask=signs == 0)
    refuses(ValueError, lambda: geometry.crossing_bits(masked_signs, [0], [2]))


def test_plain_arrays_and_unmasked_values_of_a_masked_array_are_fine() -> None:
    stars = _masked_stars()
    kept = stars[~stars.mask.any(axis=1)].data  # what the caller meant: the unmasked stars
    assert Board(kept, 1).n_stars == len(SQUARE) - 1
    assert Board.generate(24, seed=np.ma.array([7, 8], mask=[True, False])[1]).seed == 8


# -- undo with nothing to take back --------------------------------------------------------


def test_undo_of_a_fresh_game_is_a_documented_value_error_that_changes_nothing() -> None:
    """It used to be a bare IndexError, the one exception the API promises never to raise."""
    game = Game(Board(SQUARE, 1))
    before = observable(game), internals(game)
    error = refuses(ValueError, game.undo)
    assert isinstance(error, NothingToUndo)
    assert isinstance(error, IndexError)  # what code written against undo() before caught
    assert outcome(game.undo) == ("raised", NothingToUndo)
    assert (observable(game), internals(game)) == before
    game.play(0, 1)
    assert game.undo().a == 0
    refuses(NothingToUndo, game.undo)  # and again once every line is taken back
    assert (observable(game), internals(game)) == before


# -- objects of the wrong kind ------------------------------------------------------------


@pytest.mark.parametrize("board", [None, "board", 24, object(), [SQUARE]], ids=_id)
def test_a_game_needs_a_board(board: Any) -> None:
    refuses(TypeError, lambda: Game(board))


@pytest.mark.parametrize("flag", ["yes", "", None, 2, -1, 0.5, [True], object()], ids=_id)
def test_play_again_must_be_true_or_false(flag: Any) -> None:
    refuses(ValueError, lambda: Game(Board(SQUARE, 1), play_again=flag))


@pytest.mark.parametrize("flag", [True, False, np.True_, np.False_, 0, 1, np.int8(1), np.uint64(0)])
def test_play_again_takes_numpy_bools_and_zero_or_one(flag: Any) -> None:
    assert Game(Board(SQUARE, 1), play_again=flag).play_again is bool(flag)


class _Returns:
    """A stand-in rng whose random() answers ``value`` every time."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def random(self) -> Any:
        return self.value


@pytest.mark.parametrize(
    "rng",
    [
        None,
        "rng",
        42,
        object(),
        _Returns(2.0),
        _Returns(math.nan),
        _Returns(math.inf),
        _Returns("x"),
    ],
    ids=_id,
)
def test_random_line_needs_an_rng(rng: Any) -> None:
    game = Game(generated(24, 7))
    before = observable(game), internals(game)
    refuses(TypeError, lambda: game.random_line(rng))
    assert (observable(game), internals(game)) == before


def test_random_line_with_an_rng_that_always_answers_the_same_still_ends() -> None:
    game = mid_game(generated(24, 7), 20)
    for value in (0.0, 0.999999, -0.5):
        line = game.random_line(_Returns(value))  # type: ignore[arg-type]
        assert game.is_free(line)
    assert game.is_free(game.random_line(np.random.default_rng(3)))  # type: ignore[arg-type]


@pytest.mark.parametrize("reason", ["crossing", 3, None, object()], ids=_id)
def test_illegal_move_needs_a_reason(reason: Any) -> None:
    refuses(ValueError, lambda: IllegalMove(reason, 1, 2))
    assert IllegalMove("crosses", 1, 2).reason is Refusal.CROSSES  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [None, "game", Board(SQUARE, 1), object()], ids=_id)
def test_records_are_made_of_games(game: Any) -> None:
    refuses(TypeError, lambda: save_game(game))
    refuses(TypeError, lambda: GameRecord.from_game(game))


@pytest.mark.parametrize("extra", ["names", 5, [("a", 1)], object()], ids=_id)
def test_extra_must_be_a_dict(extra: Any) -> None:
    refuses(TypeError, lambda: save_game(Game(Board(SQUARE, 1)), extra))


# -- hand-built records -------------------------------------------------------------------

GOOD_RECORD: dict[str, Any] = {"stars": SQUARE, "tolerance": 1.0, "moves": [(0, 2)]}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("stars", "x"),
        ("stars", None),
        ("stars", [(0, 0), (1, 1), (math.nan, 0)]),
        ("stars", [(0, 0), (1, 1), (1e300, 0)]),
        ("stars", [(0, 0), (1, 1), (True, 0)]),
        ("tolerance", None),
        ("tolerance", math.inf),
        ("tolerance", "1"),
        ("moves", None),
        ("moves", 5),
        ("moves", [(0, "2")]),
        ("moves", [(0, 2.0)]),
        ("moves", [(0, True)]),
        ("moves", [(0, -1)]),
        ("moves", [(0, 2**70)]),
        ("moves", [(0,)]),
        ("moves", [(0, 2), (0, 2)]),
        ("moves", [(0, 1)] * 100),
        ("play_again", "yes"),
        ("play_again", None),
        ("seed", -1),
        ("seed", MAX_SEED + 1),
        ("seed", 1.5),
        ("seed", True),
        ("layout", "watch"),
        ("layout", 1),
    ],
    ids=_id,
)
def test_hand_built_records_fail_only_with_record_error(field: str, value: Any) -> None:
    record = GameRecord(**{**GOOD_RECORD, field: value})
    refuses(RecordError, record.replay)
    if field not in ("moves", "play_again"):
        refuses(RecordError, record.to_board)


def test_hand_built_records_take_numpy_numbers() -> None:
    record = GameRecord(
        stars=[(np.float32(x), np.int64(y)) for x, y in SQUARE],
        tolerance=np.float64(1.0),
        moves=[(np.int8(0), np.uint64(2))],
        play_again=np.True_,
        seed=np.uint32(9),
    )
    game = record.replay()
    assert game.lines == ((0, 2),) and game.play_again and game.board.seed == 9
    assert GameRecord.from_json(save_game(game)).seed == 9
    again = GameRecord.from_json(record.to_json())
    assert again.replay().lines == game.lines and type(again.seed) is int


@pytest.mark.parametrize("board", ["board", 5, object()], ids=_id)
def test_replay_on_something_that_is_not_a_board(board: Any) -> None:
    refuses(RecordError, lambda: GameRecord(**GOOD_RECORD).replay(board))


# -- the geometry helpers ------------------------------------------------------------------


@pytest.mark.parametrize("n", [-1, MAX_STARS + 1, 10**9, *NOT_INTEGERS], ids=_id)
def test_all_pairs_refuses_bad_sizes(n: Any) -> None:
    refuses(ValueError, lambda: geometry.all_pairs(n))


def test_geometry_helpers_check_their_arrays() -> None:
    stars = np.array(SQUARE, dtype=float)
    signs = geometry.orientation_signs(stars)
    la, lb = np.array([0, 1]), np.array([2, 3])
    line_id = np.full((5, 5), -1, dtype=np.int32)
    for a, b in (([0], [5]), ([-1], [0]), ([0, 1], [2]), ([0.0], [1.0]), (["0"], [1])):
        refuses(ValueError, lambda a=a, b=b: geometry.stars_near_segments(stars, a, b, 1))
        refuses(ValueError, lambda a=a, b=b: geometry.candidate_mask(stars, a, b, 1))
        refuses(ValueError, lambda a=a, b=b: geometry.crossing_bits(signs, a, b))
        refuses(ValueError, lambda a=a, b=b: geometry.empty_triangles(signs, a, b, line_id))
    for bad_signs in (signs[0], signs * 3, signs.astype(float), np.zeros((5, 4, 5), np.int8)):
        refuses(ValueError, lambda s=bad_signs: geometry.crossing_bits(s, la, lb))
        refuses(ValueError, lambda s=bad_signs: geometry.empty_triangles(s, la, lb, line_id))
    for bad_ids in (line_id[0], line_id.astype(float), np.zeros((4, 4), np.int32)):
        refuses(ValueError, lambda i=bad_ids: geometry.empty_triangles(signs, la, lb, i))
    assert geometry.convex_hull_size(stars) == 5
    assert geometry.orientation_signs(np.zeros((0, 2))).shape == (0, 0, 0)


@pytest.mark.parametrize(
    ("bits", "size"), [(-1, 8), (256, 8), (1, -1), ("1", 8), (1.0, 8), (True, 8), (1, None)]
)
def test_bits_to_indices_refuses_what_it_cannot_answer(bits: Any, size: Any) -> None:
    refuses(ValueError, lambda: bits_to_indices(bits, size))
