"""The arena, as authors run it: ``python -m triangles_qt.arena ... --json``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from triangles_qt.arena import MatchReport, format_table, main, play_match
from triangles_qt.model import Board

PINNED = ("games", "a_wins", "b_wins", "ties", "a_points", "b_points")


def arena(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "triangles_qt.arena", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def last_json(stdout: str) -> dict[str, Any]:
    data = json.loads(stdout.strip().splitlines()[-1])
    assert isinstance(data, dict)
    return data


def test_arena_json_for_a_plugin_against_itself(zoo: Path) -> None:
    result = arena(
        "zoo-good", "zoo-good", "--games", "2", "--stars", "24", "--time-limit", "0.5",
        "--seed", "4", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = last_json(result.stdout)
    for key in PINNED:
        assert isinstance(data[key], int), key
    assert data["games"] == 2
    assert data["a_wins"] + data["b_wins"] + data["ties"] == 2
    assert data["failures"] == 0 and data["a_failures"] == {} == data["b_failures"]
    assert data["seed"] == 4 and data["board_seeds"] == [4]
    assert [g["first"] for g in data["results"]] == ["a", "b"]
    # Both games on the same board, first legal line against first legal line, seats swapped:
    # the same game twice, so each side wins (or ties) exactly once from each seat.
    g0, g1 = data["results"]
    assert (g0["a_points"], g0["b_points"]) == (g1["b_points"], g1["a_points"])
    assert data["a_points"] == data["b_points"]
    assert data["a_points"] + data["b_points"] == sum(
        g["a_points"] + g["b_points"] for g in data["results"]
    )
    assert 0 < data["a_move_time_median"] <= data["a_move_time_worst"] < 1.5
    assert data["a_name"] == "Zoo: first legal line"
    assert "Triangles arena: 2 games, 24 stars" in result.stdout
    assert "arena [" in result.stderr  # the progress bar


def test_arena_counts_failures_and_substitutes_moves(zoo: Path) -> None:
    result = arena(
        "zoo-good", "zoo-hiccup", "--games", "2", "--stars", "24", "--time-limit", "0.5",
        "--seed", "2", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = last_json(result.stdout)
    # B answers None when one line is drawn: its turn in the game A starts, not the other.
    assert data["b_failures"] == {"malformed": 1}
    assert data["substituted_moves"] == 1 == data["failures"]
    assert [g["forfeit"] for g in data["results"]] == [None, None]
    assert "B failed (malformed), e.g.: choose_move returned None" in result.stdout


def test_arena_forfeit_ends_the_game_at_the_first_failure(zoo: Path) -> None:
    result = arena(
        "zoo-raises", "zoo-good", "--games", "2", "--stars", "24", "--time-limit", "0.5",
        "--seed", "2", "--on-failure", "forfeit", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = last_json(result.stdout)
    assert data["b_wins"] == 2 and data["forfeits"] == 2
    assert data["a_failures"] == {"exception": 2}
    assert [g["forfeit"] for g in data["results"]] == ["a", "a"]


def test_arena_reports_an_opponent_that_cannot_load(zoo: Path) -> None:
    result = arena("zoo-good", "zoo-future", "--games", "1", "--json")
    assert result.returncode == 1
    data = last_json(result.stdout)
    assert data["error"]["kind"] == "incompatible"
    assert "cannot use opponent 'zoo-future'" in result.stderr


@pytest.mark.parametrize(
    "args", [["--games", "0"], ["--stars", "2"], ["--time-limit", "-1"], ["--time-limit", "inf"]]
)
def test_arena_rejects_bad_arguments(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["a", "b", *args])
    assert exit_info.value.code == 2
    assert "must be" in capsys.readouterr().err


def test_play_match_in_process_alternates_seats_on_paired_boards(zoo: Path) -> None:
    seen: list[int] = []
    report = play_match(
        "zoo-good",
        "triangles_zoo.basic:GoodOpponent",  # a class named directly, before packaging
        games=3,
        stars=24,
        time_limit=0.5,
        seed=10,
        progress=lambda r, total: seen.append(len(r.games)),
    )
    assert isinstance(report, MatchReport)
    assert seen == [1, 2, 3]
    assert [(g.seed, g.first) for g in report.games] == [(10, "a"), (10, "b"), (11, "a")]
    board = Board.generate(24, seed=10)
    hull = board.hull_size()
    for g in report.games[:2]:
        # A finished game is a full triangulation unless the tolerance removed some triangles.
        assert g.a_points + g.b_points <= 2 * board.n_stars - hull - 2
    summary = report.summary()
    assert summary["games"] == 3
    assert "zoo-good" in format_table(report)
