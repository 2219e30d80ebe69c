"""Game records: round trips, and damaged or hostile files rejected with RecordError only."""

from __future__ import annotations

import contextlib
import copy
import json
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles_qt.model import (
    Board,
    Game,
    GameRecord,
    RecordError,
    Refusal,
    load_game,
    save_game,
)
from triangles_qt.model.record import FORMAT, MAX_RECORD_BYTES, VERSION

from .helpers import generated, internals, observable


def _game(moves: int = 12, play_again: bool = True) -> Game:
    game = Game(generated(24, 7), play_again=play_again)
    rng = random.Random(3)
    for _ in range(moves):
        game.play_line(game.random_line(rng))
    return game


GOOD = save_game(_game(), {"names": ["Ana", "Bogdan"]})


def good() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOOD)
    return data


def rejected(text: str | bytes | Any) -> RecordError:
    """Loading must fail with RecordError (and nothing else)."""
    with pytest.raises(RecordError) as caught:
        load_game(text)
    assert str(caught.value)
    return caught.value


def with_value(path: tuple[str | int, ...], value: Any) -> str:
    data = good()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(data)


def without(path: tuple[str, ...]) -> str:
    data = good()
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return json.dumps(data)


# -- round trips ------------------------------------------------------------------------


def test_round_trip_keeps_everything() -> None:
    game = _game(40)
    game_state = (observable(game), internals(game))
    loaded, extra = load_game(save_game(game, {"names": ["Ana", "Bogdan"], "n": 3}))
    assert extra == {"names": ["Ana", "Bogdan"], "n": 3}
    assert (observable(loaded), internals(loaded)) == game_state
    assert loaded.board.seed == 7
    assert loaded.board.layout == game.board.layout
    assert loaded.board.tolerance == game.board.tolerance


def test_round_trip_of_a_hand_made_board_without_seed_or_layout() -> None:
    game = Game(Board([(0, 0), (10, 0), (10, 10), (0, 10)], 0.5))
    game.play(0, 2)
    loaded, extra = load_game(save_game(game))
    assert extra == {}
    assert loaded.board.seed is None and loaded.board.layout is None
    assert loaded.lines == ((0, 2),)
    assert loaded.board.stars.tolist() == [[0, 0], [10, 0], [10, 10], [0, 10]]


def test_record_is_versioned_json() -> None:
    data = good()
    assert data["format"] == FORMAT
    assert data["version"] == VERSION == 2
    record = GameRecord.from_json(GOOD)
    assert record.to_json() == GOOD
    assert record.moves == [tuple(m) for m in data["moves"]]


def test_a_record_replays_on_a_board_given_and_its_moves_are_checked_against_it() -> None:
    record = GameRecord.from_json(GOOD)
    game = record.replay(generated(24, 7))
    assert game.board is generated(24, 7) and game.lines == _game().lines
    with pytest.raises(RecordError):  # other stars: the same moves break the rules there
        record.replay(generated(24, 8))


def test_older_fields_may_be_missing() -> None:
    """play_again, extra, seed, layout and the times are optional (defaults: off, empty,
    none, unknown)."""
    data = good()
    del data["extra"]
    del data["started_at"], data["finished_at"], data["move_times"]
    del data["board"]["seed"]
    del data["board"]["layout"]
    data["moves"] = data["moves"][:2]
    del data["play_again"]
    game, extra = load_game(json.dumps(data))
    assert extra == {}
    assert not game.play_again
    assert game.board.seed is None
    assert load_game(json.dumps(data)).times.move_times == (None, None)


def test_finished_game_round_trips_over() -> None:
    game = Game(generated(24, 7))
    rng = random.Random(9)
    while not game.is_over:
        game.play_line(game.random_line(rng))
    loaded, _ = load_game(save_game(game))
    assert loaded.is_over and loaded.scores == game.scores and loaded.winner == game.winner


def test_unserialisable_extra_is_a_record_error() -> None:
    with pytest.raises(RecordError):
        save_game(_game(), {"bad": object()})
    with pytest.raises(RecordError):
        save_game(_game(), {"nan": math.nan})


# -- damaged and hostile files -------------------------------------------------------


@pytest.mark.parametrize("cut", [0, 1, 10, len(GOOD) // 2, len(GOOD) - 1])
def test_truncated(cut: int) -> None:
    rejected(GOOD[:cut])
    rejected(GOOD[:cut].encode())


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "null",
        "[]",
        "42",
        '"a string"',
        "true",
        '{"type": "FeatureCollection", "features": []}',  # foreign JSON
        '{"format": "triangles-qt/settings", "version": 1}',
        '{"version": 1, "board": {}}',  # no format at all
        "<?xml version='1.0'?><game/>",
        "{'format': 'triangles-qt/game'}",  # not JSON (single quotes)
    ],
)
def test_foreign_or_empty(text: str) -> None:
    rejected(text)


@pytest.mark.parametrize("version", [3, 99, 10**400, 0, -1, "1", 1.0, 1.5, None, True, [1], {}])
def test_unknown_or_newer_version(version: Any) -> None:
    error = rejected(with_value(("version",), version))
    if version in (3, 99):
        assert "newer" in str(error)


@pytest.mark.parametrize(
    "path",
    [("format",), ("version",), ("board",), ("board", "stars"), ("board", "tolerance"), ("moves",)],
)
def test_required_field_missing(path: tuple[str, ...]) -> None:
    rejected(without(path))


WRONG_TYPES: list[Any] = [
    None,
    True,
    0,
    -1,
    1.5,
    "x",
    "",
    [],
    {},
    [1],
    [[1]],
    {"a": 1},
    [0, 0],
    [[0, 0]],
    [[0, 1], [1, 0], [0, 0]],
]


@pytest.mark.parametrize("value", WRONG_TYPES, ids=repr)
@pytest.mark.parametrize(
    "path",
    [
        ("format",),
        ("board",),
        ("board", "stars"),
        ("board", "stars", 0),
        ("board", "stars", 0, 0),
        ("board", "tolerance"),
        ("board", "seed"),
        ("board", "layout"),
        ("play_again",),
        ("moves",),
        ("moves", 0),
        ("moves", 0, 0),
        ("extra",),
    ],
)
def test_wrong_types_everywhere(path: tuple[str | int, ...], value: Any) -> None:
    """Every field gets every wrong kind of value: rejected, or (if harmless) loaded sanely."""
    text = with_value(path, value)
    try:
        game, extra = load_game(text)
    except RecordError:
        return
    # Some replacements still make a valid record (a seed of 0, a smaller
    # tolerance, an extra object, a star moved where no move minds): then
    # nothing may have been coerced, the record reads back as written and the
    # game replays its moves.
    data = json.loads(text)
    assert json.loads(GameRecord.from_json(text).to_json()) == data
    assert extra == data["extra"]
    assert game.lines == tuple((min(a, b), max(a, b)) for a, b in data["moves"])


@pytest.mark.parametrize(
    "literal",
    [
        "1e400",
        "-1e400",
        "1" + "0" * 400,  # 10**400 as an integer literal
        "1" + "0" * 5000,  # beyond Python's integer-string limit
        "NaN",
        "Infinity",
        "-Infinity",
        "1e308",
        "123456789012345678901234567890",
    ],
)
@pytest.mark.parametrize(
    "where",
    [
        ("board", "tolerance"),
        ("board", "seed"),
        ("version",),
        ("board", "stars", 1, 0),
        ("moves", 0, 1),
    ],
)
def test_huge_numbers(literal: str, where: tuple[str | int, ...]) -> None:
    marker = "__HUGE__"
    text = with_value(where, marker).replace(json.dumps(marker), literal)
    rejected(text)


@pytest.mark.parametrize("move", [[0, 24], [24, 0], [-1, 3], [0, 10**6], [5, 5]])
def test_out_of_range_or_same_star_moves(move: list[int]) -> None:
    data = good()
    data["moves"].append(move)
    rejected(json.dumps(data))


def test_illegal_move_sequences() -> None:
    data = good()
    del data["move_times"]  # (optional: one for each move when given)
    moves = data["moves"]
    for bad in ([*moves, moves[0]], [moves[0], moves[0][::-1]]):  # a line drawn twice
        data["moves"] = bad
        assert "not legal" in str(rejected(json.dumps(data)))
    board = generated(24, 7)
    over = next((a, b) for a in range(24) for b in range(a + 1, 24) if board.line_index(a, b) < 0)
    data["moves"] = [list(over)]
    rejected(json.dumps(data))
    # A line that crosses an earlier one.
    game = Game(board)
    first = game.legal_moves()[0]
    game.play(*first)
    crossing = next(
        (a, b) for a in range(24) for b in range(a + 1, 24) if game.refusal(a, b) is Refusal.CROSSES
    )
    data["moves"] = [list(first), list(crossing)]
    rejected(json.dumps(data))


def test_moves_after_the_end_are_refused() -> None:
    game = Game(Board([(0, 0), (10, 0), (5, 8), (20, 0)], 5))
    for a, b in [(0, 1), (1, 2), (0, 2)]:
        game.play(a, b)
    data = json.loads(save_game(game))
    data["moves"].append([1, 3])  # obeys the drawing rules, but the game is over
    data["move_times"].append(None)
    assert "not legal" in str(rejected(json.dumps(data)))


@pytest.mark.parametrize("count", [0, 1, 2, 301, 1000])
def test_wrong_number_of_stars(count: int) -> None:
    stars = [[float(i), float(i * i % 97)] for i in range(count)]
    rejected(with_value(("board", "stars"), stars))


def test_duplicate_stars() -> None:
    data = good()
    data["board"]["stars"][5] = data["board"]["stars"][2]
    data["moves"] = []
    rejected(json.dumps(data))


def test_star_outside_any_reasonable_range() -> None:
    data = good()
    data["board"]["stars"][0] = [1e300, 0]
    rejected(json.dumps(data))


def test_negative_or_huge_tolerance() -> None:
    rejected(with_value(("board", "tolerance"), -1))
    rejected(with_value(("board", "tolerance"), 1e300))


def test_unknown_layout() -> None:
    rejected(with_value(("board", "layout"), "watch"))


def test_dense_hostile_board_is_refused_quickly() -> None:
    """300 stars in convex position would need ~4.5 million triangles and gigabytes."""
    stars = [
        [1000 * math.cos(2 * math.pi * i / 300), 1000 * math.sin(2 * math.pi * i / 300)]
        for i in range(300)
    ]
    data = {"format": FORMAT, "version": 1, "board": {"stars": stars, "tolerance": 0}, "moves": []}
    assert "dense" in str(rejected(json.dumps(data)))


def test_non_utf8_bytes() -> None:
    rejected(b"\xff\xfe" + GOOD.encode("utf-16-le"))
    rejected(GOOD.encode("latin-1").replace(b'"Ana"', b'"\xc1na"'))
    rejected(b"\x80\x81\x82")


@pytest.mark.parametrize("kind", [None, 42, ["list"], object()])
def test_not_text_at_all(kind: Any) -> None:
    rejected(kind)


def test_deeply_nested_json() -> None:
    rejected("[" * 100_000 + "]" * 100_000)
    rejected('{"a":' * 50_000 + "1" + "}" * 50_000)
    data = good()
    deep = "[" * 100_000 + "]" * 100_000
    text = json.dumps(data).replace('"extra": {', '"extra": {"deep": ' + deep + ", ", 1)
    rejected(text)


def test_too_large() -> None:
    rejected(" " * (MAX_RECORD_BYTES + 1))
    rejected(b" " * (MAX_RECORD_BYTES + 1))


# -- random damage ---------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=5),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            out.extend(_paths(item, (*prefix, index)))
    return out


PATHS = _paths(good())


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(path=st.sampled_from(PATHS), value=JSON_VALUES)
def test_random_replacement_never_raises_anything_else(path: tuple[Any, ...], value: Any) -> None:
    data = copy.deepcopy(good())
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with contextlib.suppress(RecordError):
        load_game(json.dumps(data))


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_random_byte_damage_never_raises_anything_else(data: st.DataObject) -> None:
    raw = bytearray(GOOD.encode())
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(0, len(raw) - 1))
        action = data.draw(st.sampled_from(["flip", "delete", "insert"]))
        if action == "flip":
            raw[where] = data.draw(st.integers(0, 255))
        elif action == "delete":
            del raw[where]
        else:
            raw.insert(where, data.draw(st.integers(0, 255)))
    with contextlib.suppress(RecordError):
        load_game(bytes(raw))
