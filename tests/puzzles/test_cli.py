"""``python -m triangles_qt.puzzles``: the pinned ``list --json`` keys, the daily one, ``check``."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys

import pytest

from triangles_qt.model.record import load_game
from triangles_qt.puzzles import daily_puzzle, shipped_puzzles
from triangles_qt.puzzles.__main__ import main


def test_list_json_prints_one_object_a_puzzle_with_the_pinned_keys() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.puzzles", "list", "--json"],
        capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    lines = done.stdout.splitlines()
    assert len(lines) == len(shipped_puzzles()) >= 150
    for line in lines[:: max(1, len(lines) // 30)]:
        item = json.loads(line)
        assert {"id", "task", "record", "answers", "margin"} <= set(item)
        game, _extra = load_game(json.dumps(item["record"]))
        legal = {tuple(sorted(move)) for move in game.legal_moves()}
        assert item["answers"] and all(tuple(a) in legal for a in item["answers"])
        assert isinstance(item["margin"], int) and item["margin"] >= 1
        assert item["task"] in {"win", "no_gift", "smallest_gift", "keep_control", "best_line"}


def test_the_daily_puzzle_is_fixed_by_the_date_and_goes_round_the_whole_set(
    capsys: pytest.CaptureFixture[str],
) -> None:
    puzzles = shipped_puzzles()
    day = datetime.date(2027, 3, 1)
    assert main(["daily", "--date", "2027-03-01", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == daily_puzzle(day, puzzles).id
    seen = {daily_puzzle(day + datetime.timedelta(days=n), puzzles).id for n in range(len(puzzles))}
    assert len(seen) == len(puzzles)  # every puzzle once before any comes twice
    # The same on every machine and run: the order depends on the ids alone.
    assert daily_puzzle(day, list(reversed(puzzles))).id == daily_puzzle(day, puzzles).id


def test_list_for_people_and_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "stars" in out and "margin" in out
