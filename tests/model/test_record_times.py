"""Records of format 2 say when a game was played and how long each line was thought about;
records of format 1 (``records/v1-arena-game.json``, written by the arena before format 2)
still load, with the times they kept in ``extra``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from triangles_qt.model import Board, Game, GameRecord, RecordError, load_game, save_game
from triangles_qt.model.record import VERSION, GameTimes, LoadedGame

V1_RECORD = Path(__file__).parent / "records" / "v1-arena-game.json"


def _game(lines: int = 6) -> Game:
    game = Game(Board.generate(12, seed=3))
    for _ in range(lines):
        game.play(*game.legal_moves()[0])
    return game


def test_a_record_keeps_the_start_the_end_and_each_lines_time() -> None:
    game = _game(4)
    text = save_game(
        game,
        {"names": ["Ana", "Bogdan"]},
        started_at=1_700_000_000.25,
        finished_at=1_700_000_031.5,
        move_times=[0.5, None, 1.25, 0.0],
    )
    data = json.loads(text)
    assert data["version"] == VERSION == 2
    assert data["started_at"] == 1_700_000_000.25 and data["finished_at"] == 1_700_000_031.5
    assert data["move_times"] == [0.5, None, 1.25, 0.0]
    loaded = load_game(text)
    again, extra = loaded  # still the pair it always was
    assert isinstance(loaded, LoadedGame) and loaded.game is again and loaded.extra is extra
    assert again.lines == game.lines and extra == {"names": ["Ana", "Bogdan"]}
    assert loaded.times == GameTimes(1_700_000_000.25, 1_700_000_031.5, (0.5, None, 1.25, 0.0))
    assert loaded.times.duration == 31.25
    assert GameRecord.from_json(text).to_json() == text


def test_a_record_without_times_says_they_are_unknown() -> None:
    loaded = load_game(save_game(_game(3)))
    assert loaded.times == GameTimes(None, None, (None, None, None))
    assert loaded.times.duration is None


def test_the_record_of_format_1_kept_in_the_tests_still_loads() -> None:
    """Format 1 had no times: the game's start and end come from what its extra kept."""
    text = V1_RECORD.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["version"] == 1 and "move_times" not in data
    loaded = load_game(text)
    game, extra = loaded
    assert game.move_count == len(data["moves"]) == 26
    assert game.is_over and game.scores == (9, 6)
    assert extra == data["extra"]  # untouched
    assert loaded.times.started_at == extra["setup"]["started_at"]
    assert loaded.times.finished_at == extra["finished_at"]
    assert loaded.times.move_times == (None,) * 26
    # Written again, it is a record of today's format with the same game.
    record = GameRecord.from_json(text)
    newer = json.loads(record.to_json())
    assert newer["version"] == VERSION and newer["moves"] == data["moves"]
    assert newer["started_at"] == extra["setup"]["started_at"]
    assert load_game(record.to_json()).game.lines == game.lines


@pytest.mark.parametrize("value", ["soon", -1, True, [1], {"t": 1}, 1e12])
def test_format_1_times_that_are_not_times_are_left_out_not_refused(value: Any) -> None:
    data = json.loads(V1_RECORD.read_text(encoding="utf-8"))
    data["extra"]["setup"]["started_at"] = value
    data["extra"]["finished_at"] = value
    loaded = load_game(json.dumps(data))
    assert loaded.times.started_at is None and loaded.times.finished_at is None
    assert loaded.game.move_count == 26


def _v2(**changes: Any) -> str:
    data = json.loads(save_game(_game(3), started_at=10.0, finished_at=20.0))
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    "changes",
    [
        {"started_at": -1},
        {"finished_at": "yesterday"},
        {"started_at": True},
        {"finished_at": 1e12},
        {"move_times": [0.5, 0.5]},  # one short
        {"move_times": [0.5, 0.5, 0.5, 0.5]},  # one too many
        {"move_times": [0.5, -0.1, 0.5]},
        {"move_times": [0.5, "fast", 0.5]},
        {"move_times": {"0": 0.5}},
        {"move_times": None},
    ],
    ids=repr,
)
def test_times_that_are_not_times_are_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(RecordError):
        load_game(_v2(**changes))
    text = _v2(**changes).replace('"started_at":-1', '"started_at":-Infinity')
    with pytest.raises(RecordError):
        load_game(text)


def test_times_are_checked_when_a_record_is_made_too() -> None:
    game = _game(2)
    with pytest.raises(RecordError, match="move times"):
        save_game(game, move_times=[0.1])
    with pytest.raises(RecordError, match="started_at"):
        save_game(game, started_at=float("nan"))


def test_a_record_built_by_hand_without_times_is_written_with_unknowns() -> None:
    record = GameRecord([(0.0, 0.0), (4.0, 0.0), (0.0, 4.0)], 0.1, [(0, 1)])
    data = record.to_dict()
    assert data["move_times"] == [None] and data["started_at"] is None
    assert load_game(json.dumps(data)).times.move_times == (None,)


def test_a_record_whose_board_the_rules_refuse_says_why() -> None:
    """Two stars on one spot: the board's own check, reported as the record's error."""
    data = json.loads(save_game(Game(Board.generate(8, 1))))
    stars = data["board"]["stars"]
    data["board"] = dict(data["board"], stars=[stars[0], *stars[:-1]], seed=None, layout=None)
    data["moves"], data["move_times"] = [], []
    with pytest.raises(RecordError, match="not valid: two stars share the same position"):
        load_game(json.dumps(data))
