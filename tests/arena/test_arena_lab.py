"""The arena as a lab: parallel games, per-side time, the SPRT, records, tournaments, engines."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from triangles_qt.arena import (
    MatchReport,
    SprtSpec,
    TournamentReport,
    format_tournament,
    main,
    play_match,
    play_tournament,
)
from triangles_qt.arena.games import GameJob
from triangles_qt.arena.match import runner_factory
from triangles_qt.arena.pool import Pool, runner_keys
from triangles_qt.arena.records import SUMMARY, record_name
from triangles_qt.arena.tournament import pairings
from triangles_qt.model import load_game
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.engines_file import command_entry
from triangles_qt.session.setup import GameSetup

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
EASY = "seeded_opponents:SeededEasy"
MEDIUM = "seeded_opponents:SeededMedium"
FIRST = "seeded_opponents:FirstLine"
WANTS_TWO = "seeded_opponents:WantsTwoSeconds"
VOLATILE = ("duration", "concurrency", "a_move_time_median", "a_move_time_worst",
            "b_move_time_median", "b_move_time_worst", "records")  # fmt: skip


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeded opponents on sys.path (workers inherit it) and PYTHONPATH (subprocesses)."""
    monkeypatch.syspath_prepend(str(HERE))
    old = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", str(HERE) + (os.pathsep + old if old else ""))


def stable(report: MatchReport) -> dict[str, Any]:
    summary = report.summary()
    return {k: v for k, v in summary.items() if k not in VOLATILE}


def arena(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "triangles_qt.arena", *args],
        capture_output=True,
        text=True,
        timeout=240,
    )


def last_json(stdout: str) -> dict[str, Any]:
    data = json.loads(stdout.strip().splitlines()[-1])
    assert isinstance(data, dict)
    return data


# -- parallel games ------------------------------------------------------------------------


def test_concurrent_games_give_the_sequential_results() -> None:
    # Medium stops early at its deadline: a limit it never nears on 16 stars, even when busy.
    common: dict[str, Any] = dict(games=8, stars=16, time_limit=10.0, seed=21)
    one = play_match(MEDIUM, EASY, concurrency=1, **common)
    three = play_match(MEDIUM, EASY, concurrency=3, **common)
    assert isinstance(one, MatchReport) and isinstance(three, MatchReport)
    assert three.concurrency == 3
    assert [g.to_dict() for g in one.games] == [g.to_dict() for g in three.games]
    assert [g.lines for g in one.games] == [g.lines for g in three.games]
    assert stable(one) == stable(three)
    assert len({g.lines for g in one.games}) == 8  # eight different games, not one repeated


def test_a_stop_withdraws_the_move_being_thought_about() -> None:
    """After the SPRT (or Ctrl-C) stops a run, a game in another slot does not keep it waiting."""
    slow = "seeded_opponents:SlowOnOddBoards"
    jobs = [
        GameJob(i, FIRST, slow, 8, seed, "a", False, 7200.0, 7200.0)
        for i, seed in enumerate((2, 3))
    ]
    with Pool(runner_keys(jobs[0]), 2, runner_factory(None, 0.3, 30.0, None)) as pool:
        assert not isinstance(pool.ready(), OpponentFailure)
        seen: list[int] = []
        started = time.monotonic()
        assert pool.run(iter(jobs), lambda result, game: seen.append(result.index) or True)
        elapsed = time.monotonic() - started
    assert seen == [0]  # the game on board 3 was withdrawn, not finished
    # The bound is the behaviour: the run did not wait for the hour-long move (and leaves
    # minutes for starting the workers on a loaded machine).
    assert elapsed < 240, f"the run waited {elapsed:.1f} s for an hour-long move"


# -- per-side time ---------------------------------------------------------------------------


def test_each_side_gets_its_own_time_limit() -> None:
    report = play_match(
        WANTS_TWO, FIRST, games=2, stars=12, seed=3, time_limit=0.5, time_limit_a=2.0
    )
    assert isinstance(report, MatchReport)
    summary = report.summary()
    assert (summary["time_limit"], summary["a_time_limit"], summary["b_time_limit"]) == (
        0.5, 2.0, 0.5,
    )  # fmt: skip
    assert summary["a_failures"] == {} and summary["failures"] == 0
    swapped = play_match(
        FIRST, WANTS_TWO, games=1, stars=6, seed=3, time_limit=2.0, time_limit_b=0.5
    )
    assert isinstance(swapped, MatchReport)
    assert swapped.summary()["b_failures"]["exception"] > 0
    assert "it was given 0.5 s, not 2 s" in swapped.failure_examples["b:exception"]


# -- the SPRT --------------------------------------------------------------------------------


def test_the_sprt_stops_a_lopsided_match_at_the_same_pair_in_parallel() -> None:
    common: dict[str, Any] = dict(games=60, stars=12, seed=5, sprt=SprtSpec(0.0, 100.0))
    one = play_match(MEDIUM, FIRST, concurrency=1, **common)
    two = play_match(MEDIUM, FIRST, concurrency=2, **common)
    assert isinstance(one, MatchReport) and isinstance(two, MatchReport)
    s1 = one.summary()
    assert s1["sprt_result"] == "H1" and s1["llr"] >= s1["upper_bound"] > 0
    assert s1["games"] < 60 and s1["games"] % 2 == 0
    assert stable(one) == {**stable(two), "uncounted_games": s1["uncounted_games"]}
    assert s1["lower_bound"] == pytest.approx(-2.944, abs=1e-3)
    # The weaker side as A: H0 (A is not 100 Elo stronger).
    weak = play_match(FIRST, MEDIUM, **common)
    assert isinstance(weak, MatchReport) and weak.summary()["sprt_result"] == "H0"


def test_the_sprt_on_the_command_line_prints_the_llr_as_it_goes() -> None:
    result = arena(
        MEDIUM, FIRST, "--sprt", "0", "100", "--stars", "12", "--seed", "5", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = last_json(result.stdout)
    assert data["sprt_result"] == "H1"
    assert {"llr", "lower_bound", "upper_bound", "elo", "elo_lower", "elo_upper", "los"} <= set(
        data
    )
    progress = [line for line in result.stderr.splitlines() if line.startswith("arena [")]
    assert len(progress) >= data["games"]  # one line per game (stderr is not a terminal)
    assert "LLR" in progress[-1] and "(-2.94, 2.94)" in progress[-1]
    assert "SPRT elo0 0, elo1 100" in result.stdout and "H1 accepted" in result.stdout


@pytest.mark.parametrize(
    "args", [["--sprt", "5", "0"], ["--sprt", "0", "5", "--alpha", "0.7"], ["--engine", "x"]]
)
def test_bad_lab_arguments_are_refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["a", "b", *args])
    assert exit_info.value.code == 2
    assert "must be" in capsys.readouterr().err


# -- records -----------------------------------------------------------------------------------


def test_records_are_written_and_load_as_the_games_played(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    report = play_match(MEDIUM, EASY, games=4, stars=12, seed=8, records=str(folder))
    assert isinstance(report, MatchReport)
    assert sorted(p.name for p in folder.iterdir()) == [
        *(record_name(i) for i in range(4)), SUMMARY,
    ]  # fmt: skip
    for result in report.games:
        game, extra = load_game((folder / record_name(result.index)).read_text())
        assert game.is_over and game.lines == result.lines
        first_scores = (result.a_points, result.b_points)
        assert game.scores == (first_scores if result.first == "a" else first_scores[::-1])
        setup = GameSetup.from_extra(extra)  # the app's own reading of who played
        assert setup is not None
        seat_ids = (report.a, report.b) if result.first == "a" else (report.b, report.a)
        assert tuple(s.opponent_id for s in setup.seats) == seat_ids
        assert extra["arena"]["game"] == result.index
    summary = json.loads((folder / SUMMARY).read_text())
    assert summary["finished"] is True
    assert summary["results"] == report.summary()["results"]
    review = subprocess.run(
        [sys.executable, "-m", "triangles_qt.review", str(folder / record_name(0)), "--json",
         "--time-per-move", "0.02", "--jobs", "1"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert review.returncode == 0, review.stderr
    assert len(json.loads(review.stdout.strip().splitlines()[-1])["moves"]) == report.games[0].moves


def test_a_record_folder_that_cannot_be_written_is_reported_and_the_match_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    report = play_match(FIRST, FIRST, games=2, stars=12, seed=1, records=str(blocker / "sub"))
    assert isinstance(report, MatchReport) and len(report.games) == 2
    assert report.record_errors == 4  # the summary before, two games, the summary after
    assert "cannot write" in capsys.readouterr().err


def test_records_of_a_run_cut_short_by_the_sprt_are_the_counted_games(tmp_path: Path) -> None:
    folder = tmp_path / "sprt"
    report = play_match(
        MEDIUM, FIRST, games=60, stars=12, seed=5, sprt=SprtSpec(0.0, 100.0),
        concurrency=2, records=str(folder),
    )  # fmt: skip
    assert isinstance(report, MatchReport)
    games = sorted(p.name for p in folder.glob("game-*.json"))
    assert games == [record_name(g.index) for g in report.games]


# -- tournaments -------------------------------------------------------------------------------


def test_a_tournament_orders_the_opponents_by_strength() -> None:
    report = play_tournament(
        [FIRST, MEDIUM, EASY], rounds=3, stars=16, seed=2, time_limit=1.0, concurrency=2
    )
    assert isinstance(report, TournamentReport)
    assert len(report.games) == 3 * 3 * 2
    summary = report.summary()
    order = [row["id"] for row in summary["ratings"]]
    assert order == [MEDIUM, EASY, FIRST]
    ratings = {row["id"]: row for row in summary["ratings"]}
    for row in ratings.values():
        assert row["elo_lower"] <= row["elo"] <= row["elo_upper"]
        assert row["games"] == 12 and row["wins"] + row["losses"] + row["ties"] == 12
    assert summary["anchor"] is None  # no "easy" id among the players: the mean is 0
    assert sum(row["elo"] for row in ratings.values()) == pytest.approx(0, abs=0.5)
    cross = summary["cross"]
    assert cross[MEDIUM][FIRST]["score"] + cross[FIRST][MEDIUM]["score"] == 6
    text = format_tournament(report)
    assert "Ratings (Bradley-Terry" in text and "Cross table" in text


def test_a_tournament_with_easy_is_anchored_at_easy() -> None:
    report = play_tournament(["easy", FIRST], rounds=1, stars=12, seed=4, time_limit=0.5)
    assert isinstance(report, TournamentReport)
    ratings = {row["id"]: row for row in report.summary()["ratings"]}
    assert (
        ratings["easy"]["elo"] == 0 == ratings["easy"]["elo_lower"] == ratings["easy"]["elo_upper"]
    )
    other = ratings[FIRST]  # easy plays at random: only the anchoring is certain here
    assert other["elo_lower"] < other["elo"] < other["elo_upper"]


def test_a_gauntlet_plays_one_against_all() -> None:
    assert pairings(["a", "b", "c"], None) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert pairings(["a", "b", "c"], "b") == [("b", "a"), ("b", "c")]
    result = arena(
        "tournament", FIRST, EASY, "--gauntlet", MEDIUM, "--rounds", "1", "--stars", "12",
        "--seed", "3", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = last_json(result.stdout)
    assert data["tournament"] == "gauntlet" and data["games"] == 4
    assert {(r["a"], r["b"]) for r in data["results"]} == {(MEDIUM, FIRST), (MEDIUM, EASY)}
    lines = [line for line in result.stderr.splitlines() if line.startswith("tournament [")]
    assert len(lines) == 4 and all("| game" in line for line in lines)


# -- engines in the arena ------------------------------------------------------------------------


ENGINES = ROOT / "examples" / "engines"


def test_the_example_python_engines_play_in_the_arena() -> None:
    result = arena(
        "random-py", "greedy-py", "--games", "2", "--stars", "24", "--seed", "6", "--json",
        "--engine", f"random-py={sys.executable} {ENGINES / 'random_engine.py'}",
        "--engine", f"greedy-py={sys.executable} {ENGINES / 'greedy_engine.py'}",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = last_json(result.stdout)
    assert data["failures"] == 0 and data["games"] == 2
    assert data["a_name"] == "Random (Python)" and data["b_name"] == "Greedy (Python)"
    assert data["b_points"] > data["a_points"]  # greedy takes what random gives


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler on this machine")
def test_the_example_c_engine_built_here_plays_in_the_arena(tmp_path: Path) -> None:
    binary = tmp_path / "random_engine"
    subprocess.run(
        ["cc", "-O2", "-std=c99", "-Wall", "-Wextra", "-Werror", "-o", str(binary),
         str(ENGINES / "random_engine.c"), "-lm"],
        check=True, timeout=120,
    )  # fmt: skip
    report = play_match(
        "random-c", "easy", games=2, stars=60, seed=9, time_limit=1.0,
        engines={"random-c": command_entry("random-c", str(binary))},
    )  # fmt: skip
    assert isinstance(report, MatchReport), report
    assert report.a_name == "Random (C)"
    assert report.summary()["failures"] == 0
    assert all(g.moves > 0 for g in report.games)
