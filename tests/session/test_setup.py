"""A game's setup as a save keeps it: every value checked when it is read back, the board made."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from triangles_qt.model import DEFAULT_TOLERANCE, MAX_SEED, Layout
from triangles_qt.model.board_code import FRESH_SEEDS, BoardCode
from triangles_qt.session import GameSetup, Seat, with_board
from triangles_qt.session.setup import MAX_ID, MAX_TEXT, TIME_LIMITS, make_board

SETUP = GameSetup(
    (Seat("Ana"), Seat("Computer", "greedy")),
    n_stars=24,
    layout="phone",
    seed=4,
    time_limit=2.0,
    game_id="0123abcd",
    started_at=1_700_000_000.0,
)


def stored() -> dict[str, Any]:
    """The setup as a save holds it (through JSON, as read from disk)."""
    data: dict[str, Any] = json.loads(json.dumps(SETUP.to_extra()))
    return data


def test_a_stored_setup_comes_back_as_it_went() -> None:
    assert GameSetup.from_extra(stored()) == SETUP
    assert SETUP.vs_computer and SETUP.human_player == 0 and SETUP.local_player is None


def changed(path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    data = stored()
    target: Any = data["setup"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


BAD = [
    (("seats",), {"0": {"name": "Ana"}}),  # not a list
    (("seats",), [{"name": "Ana"}]),  # one seat
    (("seats", 1), "Computer"),  # a seat that is not an object
    (("seats", 0, "remote"), "yes"),
    (("seats", 1, "remote"), True),  # a computer on another device
    (("seats", 0, "name"), "x" * (MAX_TEXT + 1)),
    (("seats", 0, "name"), 7),
    (("seats", 1, "opponent_id"), ""),
    (("n_stars",), 2),
    (("n_stars",), True),
    (("layout",), "watch"),
    (("play_again",), 0),
    (("seed",), MAX_SEED + 1),
    (("seed",), -1),
    (("time_limit",), "2"),
    (("time_limit",), True),
    (("time_limit",), TIME_LIMITS[1] * 2),
    (("time_limit",), 0),
    (("game_id",), "../autosave"),  # it names a file: hex-like only
    (("game_id",), ""),
    (("game_id",), "a" * (MAX_ID + 1)),
    (("game_id",), "ab\u0660"),  # a digit, but not an ASCII one
    (("started_at",), -1.0),
    (("started_at",), 10**400),  # beyond any float
    (("started_at",), None),
    (("generator",), 0),
    (("generator",), 2),  # a newer version's generator: this one cannot make the board again
    (("generator",), "1"),
    (("generator",), True),
    (("tolerance",), -0.5),
    (("tolerance",), "6"),
    (("tolerance",), float("nan")),
    (("tolerance",), 1e8),
]


@pytest.mark.parametrize(("path", "value"), BAD, ids=lambda v: repr(v)[:30])
def test_a_bad_value_anywhere_makes_the_setup_unusable(
    path: tuple[str | int, ...], value: Any
) -> None:
    assert GameSetup.from_extra(changed(path, value)) is None


@pytest.mark.parametrize("field", ["seats", "n_stars", "layout", "play_again", "game_id"])
def test_a_missing_field_makes_the_setup_unusable(field: str) -> None:
    data = stored()
    del data["setup"][field]
    assert GameSetup.from_extra(data) is None


@pytest.mark.parametrize("extra", [{}, {"setup": None}, {"setup": []}, {"setup": "x"}])
def test_no_setup_or_not_an_object_is_none(extra: dict[str, Any]) -> None:
    assert GameSetup.from_extra(extra) is None


def test_older_saves_without_the_newer_fields_are_read_with_their_defaults() -> None:
    data = stored()
    for field in ("time_limit", "table_mode", "seed", "generator", "tolerance"):
        del data["setup"][field]
    setup = GameSetup.from_extra(data)
    assert setup is not None and setup.time_limit == 1.0 and setup.seed is None
    assert not setup.table_mode
    # Every board before board codes was made by generator 1, with the default tolerance.
    assert setup.generator == 1 and setup.tolerance == DEFAULT_TOLERANCE


def test_a_setup_from_a_code_makes_the_codes_board_and_keeps_it_in_the_save() -> None:
    code = BoardCode.parse("10GR-0007-1AEQ")  # 24 stars, seed 42, tolerance 0.07
    setup = with_board(replace(SETUP, play_again=True), code)
    assert (setup.seats, setup.game_id) == (SETUP.seats, SETUP.game_id)
    assert (setup.n_stars, setup.layout, setup.seed, setup.play_again) == (24, "phone", 42, False)
    board, made = make_board(setup)
    assert made == setup
    assert board.stars.tolist() == code.board().stars.tolist() and board.tolerance == 0.07
    assert BoardCode.of_board(board, made.play_again) == code
    back = GameSetup.from_extra(json.loads(json.dumps(setup.to_extra())))
    assert back == setup and back is not None and back.tolerance == 0.07


def test_make_board_fixes_the_seed_it_made_the_board_with() -> None:
    board, setup = make_board(replace(SETUP, seed=None))
    assert setup.seed is not None and setup.seed == board.seed
    assert setup.seed < FRESH_SEEDS  # a new game's code is 12 characters
    assert board.layout is Layout.PHONE and board.n_stars == 24
    again, same = make_board(setup)  # the same game made again
    assert same == setup and again.stars.tolist() == board.stars.tolist()
