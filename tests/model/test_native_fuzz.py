"""The native core's Python API fuzzed: garbage in, the model's own refusals out, never a crash.

Hypothesis drives sequences of calls on a native ``Position`` and the
pure-Python :class:`Game` side by side, with arguments good and bad: line
numbers of every integer type, negative and huge ones, floats, text, None,
bools, objects whose ``__index__`` fails. A line number is refused as
``Game.play_line`` refuses it (the same exception type; an
:class:`IllegalMove` with the same ``reason``); every other bad argument is a
``ValueError`` or a ``TypeError``; a refused call changes nothing, and after
every call both engines still say the same about the game.

The constructors get the same treatment: ``Tables`` from a real board's
buffers mutated (wrong lengths, stars out of range, a line crossing itself,
sides out of range or repeated, buffers that are not contiguous), objects
made with ``__new__`` and never set up, ``__init__`` called twice.

Last, re-entrancy: while a search or a playout runs in one thread (the GIL
released), calls from another thread on the same position or table are
refused with ``RuntimeError`` and the position comes back intact.
"""

from __future__ import annotations

import gc
import math
import random
import sys
import threading
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles_qt.model import Board, Game, IllegalMove, native
from triangles_qt.plugins.builtin._tactics import Position

from .helpers import generated, uniform

pytestmark = pytest.mark.skipif(
    native.CORE != "native",
    reason="the native core is not built or TRIANGLES_CORE=python asks for the Python one",
)

if native.native_module is not None:
    Tables: Any = native.native_module.Tables
    NativePosition: Any = native.native_module.Position
    Table: Any = native.native_module.Table

SETTINGS = settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


class BrokenIndex:
    """An object that claims to be an integer and fails when asked which."""

    def __index__(self) -> int:
        raise ArithmeticError("no index today")


class HugeIndex:
    def __index__(self) -> int:
        return 2**80


INT_TYPES = (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64)


@st.composite
def numpy_ints(draw: st.DrawFn) -> Any:
    kind = draw(st.sampled_from(INT_TYPES))
    info = np.iinfo(kind)
    return kind(draw(st.integers(int(info.min), int(info.max))))


#: Where a line number goes: mostly real line numbers, then everything else.
def line_numbers(n_lines: int) -> st.SearchStrategy[Any]:
    real = st.integers(0, max(n_lines - 1, 0))
    return st.one_of(
        real,
        real,
        real,
        numpy_ints(),
        st.integers(-(2**70), 2**70),
        st.sampled_from([-1, n_lines, n_lines + 1, 2**31, 2**63, -(2**63), 2**64]),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=3),
        st.none(),
        st.booleans(),
        st.sampled_from([np.True_, np.float64(1.0), 1j, [1], (1,), b"1", object()]),
        st.builds(BrokenIndex),
        st.builds(HugeIndex),
    )


#: Seconds for the clock: None, numbers of every kind, and garbage.
SECONDS = st.one_of(
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-(2**1100), 2**1100),
    st.sampled_from([0, 0.0, -1, -1e300, "1", b"1", [1.0], object(), True]),
)
SEEDS = st.one_of(
    st.integers(-(2**80), 2**80),
    numpy_ints(),
    st.floats(allow_nan=True),
    st.text(max_size=2),
    st.none(),
    st.booleans(),
)


def state(nat: Any) -> tuple[Any, ...]:
    return (
        nat.legal(),
        nat.legal_count,
        nat.is_over,
        nat.scores,
        nat.current_player,
        nat.alive_count,
        nat.alive(),
        nat.move_count,
        nat.key,
        nat.last_closed(),
    )


def agrees(nat: Any, game: Game) -> None:
    board = game.board
    assert nat.legal() == game.legal_lines().tolist()
    assert nat.scores == game.scores and nat.current_player == game.current_player
    assert nat.is_over is game.is_over and nat.move_count == game.move_count
    assert nat.alive() == bytes(game._alive[: board.n_triangles])


def outcome(call: Callable[..., Any], *args: Any) -> tuple[str, Any]:
    """("ok", result) or ("raised", the exception); anything but these fails the test."""
    try:
        return "ok", call(*args)
    except Exception as error:  # compared by the caller
        return "raised", error


def same_refusal(got: tuple[str, Any], expected: tuple[str, Any]) -> None:
    """The native call did what the model's did: the same result kind, the same exception."""
    assert got[0] == expected[0], (got, expected)
    if got[0] == "raised":
        assert type(got[1]) is type(expected[1]), (got, expected)
        if isinstance(expected[1], IllegalMove):
            assert got[1].reason is expected[1].reason
            assert (got[1].a, got[1].b) == (expected[1].a, expected[1].b)


def boards() -> st.SearchStrategy[Board]:
    return st.sampled_from(
        [
            Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5),
            Board([(0, 0), (1, 0), (2, 0), (1, 2), (2, -2)], 0.01),
            uniform(7, 3),
            uniform(10, 4),
            Board.generate(12, seed=2),
            generated(24),
        ]
    )


OPERATIONS = (
    "play",
    "play",
    "play",
    "undo",
    "closes",
    "is_free",
    "gifted_lines",
    "takes",
    "copy",
    "random_game",
    "playout",
    "solve",
    "values",
)


@SETTINGS
@given(board=boards(), play_again=st.booleans(), data=st.data())
def test_calls_with_any_arguments_refuse_as_the_model_and_never_corrupt(
    board: Board, play_again: bool, data: st.DataObject
) -> None:
    game = Game(board, play_again=play_again)
    py = Position(game)  # the Python gift rule (its mirror follows the game through py.play)
    nat: Any = native.native_position(board, play_again, [])
    table = Table(8)
    lines = line_numbers(board.n_lines)
    for _ in range(data.draw(st.integers(1, 40), label="calls")):
        operation = data.draw(st.sampled_from(OPERATIONS), label="operation")
        before = state(nat)
        if operation == "play":
            line = data.draw(lines, label="line")
            expected = outcome(game.play_line, line)
            if expected[0] == "ok":
                game.undo()  # and again through the Python mirror, which the gift rule reads
                expected = ("ok", py.play(line))
            got = outcome(nat.play, line)
            same_refusal(got, expected)
            if got[0] == "ok":
                assert got[1] == expected[1]
        elif operation == "undo":
            expected = outcome(py.undo if py.stack else game.undo)
            got = outcome(nat.undo)
            same_refusal(got, expected)
        elif operation in ("closes", "is_free", "gifted_lines"):
            line = data.draw(lines, label="line")
            expected = outcome(game.is_free, line)
            got = outcome(getattr(nat, operation), line)
            same_refusal(got, expected)
            if got[0] == "ok" and expected[1]:  # a free line: the values agree too
                if operation == "closes":
                    assert got[1] == py.closes(line)
                elif operation == "gifted_lines":
                    assert sorted(got[1]) == sorted(py.gifted_lines(line))
            elif got[0] == "ok" and operation == "is_free":
                assert got[1] is False
        elif operation == "takes":
            assert nat.takes() == py.takes()
        elif operation == "copy":
            other = nat.copy()
            assert state(other) == before
            if other.legal_count:
                other.play(other.legal()[0])
            assert state(nat) == before
        elif operation == "random_game":
            seed = data.draw(SEEDS, label="seed")
            got = outcome(nat.random_game, seed)
            if got[0] == "raised":
                assert isinstance(got[1], TypeError), got
            else:
                played, gain_1, gain_2 = got[1]
                assert 0 <= played <= nat.legal_count or nat.is_over
                assert gain_1 + gain_2 <= nat.alive_count
        elif operation == "playout":
            seed = data.draw(st.one_of(st.integers(0, 2**64 - 1), SEEDS), label="seed")
            seconds = data.draw(SECONDS, label="seconds")
            got = outcome(nat.playout, seed, seconds)
            if got[0] == "raised":
                assert isinstance(got[1], (TypeError, ValueError)), got
            else:
                assert got[1] is None or abs(got[1]) <= nat.alive_count
        else:
            small = nat.legal_count <= 9
            seconds = data.draw(SECONDS if small else st.just(0.0), label="seconds")
            which = data.draw(st.sampled_from([table, None, 1, "table", Table.__new__(Table)]))
            got = outcome(getattr(nat, operation), which, seconds)
            if got[0] == "raised":
                assert isinstance(got[1], (TypeError, ValueError)), got
            elif got[1] is not None and operation == "solve":
                line, value = got[1]
                assert nat.is_free(line) and abs(value) <= nat.alive_count
            elif got[1] is not None:
                assert sorted(got[1]) == nat.legal()
        if operation not in ("play", "undo") or got[0] == "raised":
            assert state(nat) == before, operation
        agrees(nat, game)


def test_numpy_integers_are_line_numbers_and_non_integers_are_refused_as_by_the_model() -> None:
    board = generated(24)
    game = Game(board)
    nat: Any = native.native_position(board, False, [])
    for value in (np.int8(3), np.uint64(5), np.int64(7)):
        assert nat.closes(value) == 0 and nat.is_free(value)
    for value in (1.0, math.nan, "1", None, True, False, np.True_, [1], 1j, BrokenIndex()):
        expected = outcome(game.play_line, value)
        assert expected[0] == "raised"
        for method in (nat.play, nat.closes, nat.is_free, nat.gifted_lines):
            same_refusal(outcome(method, value), expected)
    for value in (-1, board.n_lines, 2**64, -(2**70), HugeIndex(), np.int64(-3)):
        expected = outcome(game.play_line, value)
        assert isinstance(expected[1], ValueError) and not isinstance(expected[1], IllegalMove)
        same_refusal(outcome(nat.play, value), expected)
    assert nat.move_count == 0


def test_a_clock_is_a_number_and_one_in_the_past_means_time_is_up() -> None:
    """``None`` is no clock; no time left, or less than none, means the time is up (it never
    meant "no clock", which would let a search run forever); a number too big is refused."""
    board = generated(60)
    nat: Any = native.native_position(board, False, [])
    table = Table(10)
    # Time is up before the search starts, so no answer, whatever the machine's speed or load
    # (the search reads the clock after 256 positions, too few to solve an opening).
    for seconds in (0, 0.0, -1, -1e300, -math.inf, np.float32(-2.0)):
        assert nat.values(table, seconds) is None
        assert nat.solve(table, seconds) is None
        assert nat.playout(1, seconds) is None
    for bad in (math.nan, "1", b"1", [1.0], object()):
        for call in (
            lambda: nat.values(table, bad),  # noqa: B023
            lambda: nat.solve(table, bad),  # noqa: B023
            lambda: nat.playout(1, bad),  # noqa: B023
        ):
            with pytest.raises((TypeError, ValueError)):
                call()
    for huge in (2**1100, -(2**1100)):
        with pytest.raises(ValueError, match="out of range"):
            nat.playout(1, huge)
    assert nat.move_count == 0 and nat.legal_count == board.n_lines


# -- constructors -------------------------------------------------------------------------


def buffers(board: Board) -> dict[str, Any]:
    words = (board.n_lines + 63) // 64
    return {
        "n_stars": board.n_stars,
        "n_lines": board.n_lines,
        "n_triangles": board.n_triangles,
        "a": board._la.astype("<i4").tobytes(),
        "b": board._lb.astype("<i4").tobytes(),
        "crossing": b"".join(bits.to_bytes(words * 8, "little") for bits in board.crossing_bits),
        "sides": board._tri_sides.astype("<i4").tobytes(),
    }


def _int32s(data: bytes) -> np.ndarray:
    return np.frombuffer(data, dtype="<i4").copy()


@SETTINGS
@given(board=boards(), data=st.data())
def test_tables_from_bad_buffers_are_refused_or_safe_to_play_on(
    board: Board, data: st.DataObject
) -> None:
    args = buffers(board)
    kind = data.draw(
        st.sampled_from(
            [
                "count",
                "length",
                "star",
                "self-crossing",
                "stray-crossing",
                "side",
                "repeated-side",
                "strided",
                "not-a-buffer",
                "shuffled-sides",
            ]
        )
    )
    if kind == "count":
        name = data.draw(st.sampled_from(["n_stars", "n_lines", "n_triangles"]))
        args[name] = data.draw(
            st.one_of(
                st.integers(-(2**70), 2**70),
                st.integers(-2, 5000),
                st.sampled_from([1.0, "3", None, True, np.int32(3), BrokenIndex()]),
            )
        )
    elif kind == "length":
        name = data.draw(st.sampled_from(["a", "b", "crossing", "sides"]))
        cut = data.draw(st.integers(-4, 4).filter(bool))
        args[name] = args[name][:cut] if cut < 0 else args[name] + b"\0" * cut
    elif kind == "star":
        name = data.draw(st.sampled_from(["a", "b"]))
        values = _int32s(args[name])
        if len(values):
            values[data.draw(st.integers(0, len(values) - 1))] = data.draw(
                st.sampled_from([-1, board.n_stars, 2**31 - 1, -(2**31)])
            )
        args[name] = values.tobytes()
    elif kind == "self-crossing" and board.n_lines:
        words = (board.n_lines + 63) // 64
        line = data.draw(st.integers(0, board.n_lines - 1))
        crossing = bytearray(args["crossing"])
        crossing[line * words * 8 + (line // 64) * 8 + (line % 64) // 8] |= 1 << (line % 8)
        args["crossing"] = bytes(crossing)
    elif kind == "stray-crossing" and board.n_lines % 64:
        words = (board.n_lines + 63) // 64
        crossing = bytearray(args["crossing"])
        crossing[words * 8 - 1] |= 0x80  # a bit past the last line
        args["crossing"] = bytes(crossing)
    elif kind in ("side", "repeated-side") and board.n_triangles:
        sides = _int32s(args["sides"])
        at = data.draw(st.integers(0, len(sides) - 1))
        if kind == "side":
            sides[at] = data.draw(st.sampled_from([-1, board.n_lines, 2**31 - 1]))
        else:
            sides[at] = sides[at - 1 if at % 3 else at + 1]
        args["sides"] = sides.tobytes()
    elif kind == "strided" and board.n_lines > 1:
        twice = args["a"] * 2  # not contiguous, as a numpy array or a memoryview
        args["a"] = data.draw(
            st.sampled_from([np.frombuffer(twice, dtype="<i4")[::2], memoryview(twice)[::2]])
        )
    elif kind == "not-a-buffer":
        name = data.draw(st.sampled_from(["a", "b", "crossing", "sides"]))
        args[name] = data.draw(st.sampled_from([None, 3, "text", [1, 2], object()]))
    elif kind == "shuffled-sides" and board.n_triangles:
        # Valid numbers, nonsense geometry: triangles whose sides are any three lines.
        rng = random.Random(data.draw(st.integers(0, 1000)))
        sides = [rng.sample(range(board.n_lines), 3) for _ in range(board.n_triangles)]
        args["sides"] = np.array(sides, dtype="<i4").tobytes()
    got = outcome(Tables, *args.values())
    if got[0] == "raised":
        # (An object whose __index__ fails: its own error, as everywhere in Python and the model.)
        broken = any(isinstance(value, BrokenIndex) for value in args.values())
        allowed = (TypeError, ValueError, ArithmeticError) if broken else (TypeError, ValueError)
        assert isinstance(got[1], allowed), (kind, got)
        return
    # Accepted: whatever it says, it plays to the end and back without harm.
    tables = got[1]
    for play_again in (False, True):
        nat: Any = NativePosition(tables, play_again)
        start = state(nat)
        rng = random.Random(1)
        while nat.legal_count:
            nat.play(rng.choice(nat.legal()))
            for line in nat.legal()[:5]:
                nat.gifted_lines(line)
                nat.closes(line)
        nat.random_game(3)
        while nat.move_count:
            nat.undo()
        assert state(nat) == start
        nat.playout(5, 0.5)
        nat.values(Table(8), 0.0)
        assert state(nat) == start


def test_tables_refuse_counts_that_do_not_fit() -> None:
    args = buffers(generated(24))
    for name, value in (
        ("n_stars", -1),
        ("n_stars", 10**6),
        ("n_stars", 2**80),
        ("n_lines", -1),
        ("n_lines", 2**40),
        ("n_triangles", -5),
        ("n_triangles", 2**70),
    ):
        with pytest.raises(ValueError):
            Tables(**{**args, name: value})
    for name, value in (
        ("n_stars", 24.0),
        ("n_lines", "3"),
        ("n_triangles", None),
        ("n_stars", True),
    ):
        with pytest.raises(TypeError):
            Tables(**{**args, name: value})
    with pytest.raises(ValueError, match="does not fit"):
        Tables(1, 1, 0, b"", b"", b"", b"")
    # Buffers that are not contiguous: numpy says ValueError, a memoryview BufferError (made
    # a TypeError here).
    with pytest.raises(ValueError, match="contiguous"):
        Tables(**{**args, "a": np.frombuffer(args["a"] * 2, dtype="<i4")[::2]})
    with pytest.raises(TypeError, match="contiguous"):
        Tables(**{**args, "a": memoryview(args["a"] * 2)[::2]})


def test_objects_never_set_up_refuse_every_call() -> None:
    blank_tables = Tables.__new__(Tables)
    assert blank_tables.n_lines == 0
    with pytest.raises(ValueError, match="never filled"):
        NativePosition(blank_tables)
    blank = NativePosition.__new__(NativePosition)
    calls: list[Callable[[], Any]] = [
        lambda: blank.play(0),
        blank.undo,
        blank.legal,
        blank.takes,
        lambda: blank.closes(0),
        lambda: blank.is_free(0),
        lambda: blank.gifted_lines(0),
        blank.last_closed,
        blank.alive,
        blank.copy,
        lambda: blank.playout(1),
        lambda: blank.random_game(1),
        lambda: blank.solve(Table(4)),
        lambda: blank.values(Table(4)),
        *(
            (lambda name=name: getattr(blank, name))
            for name in (
                "is_over",
                "current_player",
                "scores",
                "key",
                "move_count",
                "alive_count",
                "legal_count",
                "play_again",
            )
        ),
    ]
    for call in calls:
        with pytest.raises(ValueError, match="never set up"):
            call()
    blank_table = Table.__new__(Table)
    assert blank_table.size == 0 and blank_table.nodes == 0
    blank_table.clear()
    nat: Any = native.native_position(generated(24), False, [])
    with pytest.raises(ValueError, match="never set up"):
        nat.values(blank_table)


def test_init_twice_is_refused_and_changes_nothing() -> None:
    board = generated(24)
    args = buffers(board)
    tables = Tables(**args)
    with pytest.raises(RuntimeError):
        tables.__init__(**args)
    assert tables.n_lines == board.n_lines
    nat: Any = NativePosition(tables, False)
    nat.play(nat.legal()[0])
    before = state(nat)
    with pytest.raises(RuntimeError):
        nat.__init__(tables, True)
    with pytest.raises(RuntimeError):
        nat.copy().__init__(tables)
    assert state(nat) == before
    table = Table(6)
    assert table.size == 64
    table.__init__(8)  # a table may be remade: it is only a cache
    assert table.size == 256
    for bits in (3, 27, -1, 2**70):
        with pytest.raises(ValueError):
            Table(bits)
    for bits in (8.0, "8", None, True):
        with pytest.raises(TypeError):
            Table(bits)


def test_a_position_is_made_on_tables_and_a_rule() -> None:
    tables = native.native_tables(generated(24))
    for bad in (None, 3, "tables", Table(4)):
        with pytest.raises(TypeError):
            NativePosition(bad)
    with pytest.raises(TypeError):
        NativePosition(tables, False, 3)


def test_the_illegal_factory_must_make_an_exception() -> None:
    module = native.native_module
    assert module is not None
    board = generated(24)
    nat: Any = native.native_position(board, False, [0])
    with pytest.raises(TypeError):
        module.set_illegal_factory(3)
    try:
        module.set_illegal_factory(lambda reason, a, b: "not an exception")
        with pytest.raises(TypeError):
            nat.play(0)

        def failing(reason: str, a: int, b: int) -> Exception:
            raise LookupError(reason)

        module.set_illegal_factory(failing)
        with pytest.raises(LookupError, match="exists"):
            nat.play(0)
    finally:
        module.set_illegal_factory(native._illegal)
    with pytest.raises(IllegalMove):
        nat.play(0)
    assert nat.move_count == 1


# -- re-entrancy --------------------------------------------------------------------------


def _refused_while_busy(nat: Any, line: int, table: Any, other: Any, busy: threading.Thread) -> int:
    """Calls on a busy position and table, until the search running in ``busy`` ends.

    Each call is refused with RuntimeError while the search runs; the first one
    answered means it has ended. Returns how many were refused.
    """
    calls: list[Callable[[], Any]] = [
        lambda: nat.play(line) + nat.undo(),
        nat.undo,
        nat.legal,
        nat.copy,
        lambda: nat.values(Table(4), 0.0),
        lambda: nat.playout(1, 0.0),
        lambda: nat.random_game(1),
        lambda: other.values(table, 0.0),
        lambda: other.solve(table, 0.0),
        table.clear,
        lambda: table.__init__(5),
        lambda: nat.scores,
    ]
    refused = 0
    while busy.is_alive():
        for call in calls:
            try:
                call()
            except RuntimeError:
                refused += 1
            except ValueError:  # undo with no line drawn: answered, so the search has ended
                return refused
            else:
                return refused
    return refused


@pytest.mark.parametrize("method", ["solve", "values"])
def test_a_search_in_one_thread_refuses_calls_from_another(method: str) -> None:
    board = generated(24)
    lines: list[int] = []
    nat: Any = native.native_position(board, False, lines)
    other: Any = native.native_position(board, True, [])
    table = Table(12)
    before = state(nat)
    line = nat.legal()[0]
    started = threading.Event()
    result: list[Any] = []

    def search() -> None:
        started.set()
        # The opening of a 24-star game is far beyond an exact search: the clock ends it.
        result.append(getattr(nat, method)(table, 3.0))

    thread = threading.Thread(target=search)
    thread.start()
    started.wait()
    # Until the search has begun the calls are answered; once it has, they are refused.
    refused = 0
    while thread.is_alive() and not refused:
        try:
            nat.legal_count  # noqa: B018
        except RuntimeError:
            refused = 1
    refused += _refused_while_busy(nat, line, table, other, thread)
    thread.join()
    assert refused > 0
    assert result == [None]
    assert state(nat) == before
    assert nat.values(Table(4), 0.0) is None  # idle again: answered


def test_playouts_in_one_thread_and_moves_in_another_never_corrupt_the_position() -> None:
    board = generated(120)
    game = Game(board)
    rng = random.Random(5)
    for _ in range(30):
        game.play_line(game.random_line(rng))
    nat: Any = native.native_position(board, False, [board.line_index(a, b) for a, b in game.lines])
    before = state(nat)
    stop = threading.Event()
    values: list[Any] = []

    def playouts() -> None:
        # A play or an undo holds the GIL from start to end: a playout never finds one half done.
        seed = 0
        while not stop.is_set() and seed < 400:
            values.append(nat.playout(seed, None))
            seed += 1

    line = nat.legal()[0]
    thread = threading.Thread(target=playouts)
    thread.start()
    refused = played = 0
    while thread.is_alive() and played < 2000:
        try:
            nat.play(line)
        except RuntimeError:
            refused += 1
            continue
        played += 1
        while True:  # the undo may have to wait for a playout to end
            try:
                nat.undo()
                break
            except RuntimeError:
                refused += 1
    stop.set()
    thread.join()
    assert state(nat) == before
    assert values and all(v is None or isinstance(v, int) for v in values)
    assert nat.playout(0, None) == nat.playout(0, None)


class Meanwhile:
    """An argument whose conversion starts a search on ``position`` in another thread.

    Its ``__index__`` (a line number) or ``__float__`` (seconds) returns only once that
    search holds the position; the call it was passed to must then refuse to go on.
    """

    def __init__(self, position: Any, answer: int) -> None:
        self.position = position
        self.answer = answer
        self.results: list[Any] = []
        self.thread = threading.Thread(
            target=lambda: self.results.append(position.solve(Table(10), 2.0))
        )

    def _start(self) -> None:
        self.thread.start()
        while self.thread.is_alive():
            try:
                self.position.legal_count  # noqa: B018
            except RuntimeError:  # the search holds it
                return

    def __index__(self) -> int:
        self._start()
        return self.answer

    def __float__(self) -> float:
        self._start()
        return float(self.answer)


@pytest.mark.parametrize(
    "call",
    ["play", "closes", "is_free", "gifted_lines", "playout", "values", "solve"],
)
def test_an_argument_that_starts_a_search_meanwhile_is_refused(call: str) -> None:
    """The position is looked at again after its arguments are read (Python code may run)."""
    nat: Any = native.native_position(generated(24), False, [])
    before = state(nat)
    sneaky = Meanwhile(nat, 0)
    with pytest.raises(RuntimeError, match="in use"):
        if call in ("playout",):
            nat.playout(1, sneaky)
        elif call in ("values", "solve"):
            getattr(nat, call)(Table(4), sneaky)
        else:
            getattr(nat, call)(sneaky)
    sneaky.thread.join()
    assert sneaky.results == [None]  # the search ran to its deadline, undisturbed
    assert state(nat) == before


def test_a_table_remade_by_its_own_argument_during_a_search_is_refused() -> None:
    """``Table.__init__`` looks again after reading ``bits``: no freeing what a search uses."""
    nat: Any = native.native_position(generated(24), False, [])
    table = Table(12)
    results: list[Any] = []
    thread = threading.Thread(target=lambda: results.append(nat.values(table, 2.0)))

    class Bits:
        def __index__(self) -> int:
            thread.start()
            while thread.is_alive():
                try:
                    table.clear()
                except RuntimeError:  # the search holds it
                    break
            return 6

    with pytest.raises(RuntimeError, match="in use"):
        table.__init__(Bits())
    thread.join()
    assert results == [None] and table.size == 4096


def test_tables_made_by_their_own_argument_meanwhile_are_not_made_again() -> None:
    """A count whose ``__index__`` fills the same Tables (and stands a position on them)."""
    small, large = buffers(Board.generate(12, seed=2)), buffers(generated(24))
    tables = Tables.__new__(Tables)
    positions: list[Any] = []

    class Stars:
        def __index__(self) -> int:
            tables.__init__(*small.values())
            positions.append(NativePosition(tables))
            return int(large["n_stars"])

    with pytest.raises(RuntimeError, match="made once"):
        tables.__init__(Stars(), *list(large.values())[1:])
    assert tables.n_lines == small["n_lines"]
    (nat,) = positions
    while nat.legal_count:  # the position plays on the tables it was made on
        nat.play(nat.legal()[-1])
    assert nat.is_over


def test_a_position_made_by_its_own_argument_meanwhile_is_not_made_again() -> None:
    """``play_again`` is read by its ``__bool__``, which may make the same position first."""
    tables = native.native_tables(generated(24))
    nat: Any = NativePosition.__new__(NativePosition)

    class Flag:
        def __bool__(self) -> bool:
            nat.__init__(tables, False)
            nat.play(0)
            return True

    with pytest.raises(RuntimeError, match="made once"):
        nat.__init__(tables, Flag())
    assert nat.move_count == 1 and nat.play_again is False
    assert not nat.is_free(0) and nat.legal_count < tables.n_lines
    assert nat.undo() == 0 and nat.legal_count == tables.n_lines


def test_last_closed_while_a_finalizer_plays_on_the_position() -> None:
    """Making the answer's tuple may run the garbage collector, and a finalizer may play lines
    on the position then (moving its arrays): the answer is still the triangles closed by the
    last line when it was asked (it was read from freed memory)."""
    board = generated(60)
    nat: Any = native.native_position(board, False, [])
    rng = random.Random(1)
    while not nat.play(rng.choice(nat.legal())):
        pass
    expected = nat.last_closed()
    played: list[int] = []
    asking: list[bool] = []
    ran_inside: list[bool] = []

    class Cycle:
        def __del__(self) -> None:
            ran_inside.append(bool(asking))
            while nat.move_count < 100 and nat.legal_count:  # past the first 64 moves' room
                played.append(nat.legal()[0])
                nat.play(played[-1])

    ask = nat.last_closed
    threshold = gc.get_threshold()
    gc.collect()
    gc.disable()
    try:
        gc.set_threshold(1)
        cycle = Cycle()
        cycle.me = cycle  # type: ignore[attr-defined]
        del cycle
        # Small tuples come from a free list that needs no collection: use it up.
        taken = [(i,) for i in range(100_000)]
        gc.enable()
        asking.append(True)
        got = ask()
        asking.clear()
    finally:
        gc.set_threshold(*threshold)
        gc.enable()
    del taken
    gc.collect()  # (where the collector did not run inside the call, the finalizer runs here)
    assert played
    # The answer is the last line's as the position stood when the call began: before the
    # finalizer's lines, or after them where a tracer (coverage) made the collector run first.
    assert got in (expected, nat.last_closed())
    if sys.version_info < (3, 12) and sys.gettrace() is None:
        # (Later versions run the collector once the call is over.)
        assert ran_inside == [True] and got == expected
    for _ in played:
        nat.undo()
    assert nat.last_closed() == expected
