"""What an engine author reads after a match: each engine's log per game (``--engine-log``),
its ``info`` lines in the progress (``--show-info``), and records that say when each game
was played and how long each line took on its clock."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from triangles_qt.arena import MatchReport, play_match
from triangles_qt.arena.records import record_name
from triangles_qt.model import load_game

ROOT = Path(__file__).resolve().parents[2]
ZOO = ROOT / "tests" / "plugins" / "engine_zoo"
GOOD = f"good={sys.executable} {ZOO / 'timed_engine.py'} 0 --ready 0"
BAD = f"bad={sys.executable} {ZOO / 'broken_engine.py'} crash"


def arena(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "triangles_qt.arena", *args],
        capture_output=True, text=True, timeout=240, cwd=ROOT,
    )  # fmt: skip


def test_a_well_behaved_and_a_misbehaving_engine_each_leave_their_log_per_game(
    tmp_path: Path,
) -> None:
    logs, records = tmp_path / "logs", tmp_path / "records"
    done = arena(
        "good", "bad", "--engine", GOOD, "--engine", BAD, "--games", "2", "--stars", "8",
        "--seed", "3", "--engine-log", str(logs), "--show-info", "--records", str(records),
        "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary["b_failures"].get("crashed", 0) > 0 and summary["a_failures"] == {}
    assert sorted(p.name for p in logs.iterdir()) == [
        "bad-game-0000-b.log", "bad-game-0001-b.log",
        "good-game-0000-a.log", "good-game-0001-a.log",
    ]  # fmt: skip
    for game in (0, 1):
        good = (logs / f"good-game-{game:04d}-a.log").read_text()
        assert good.count("heard: newgame 8") == 1 and "heard: isready" in good
        # A draws first in game 0 and second in game 1; it asked to be told.
        assert f"heard: player {game + 1}" in good
        assert f"heard: player {2 - game}" not in good
        bad = (logs / f"bad-game-{game:04d}-b.log").read_text()
        assert "engine: segfault simulated" in bad
    # --show-info: the good engine's info lines, each saying whose they are.
    assert "  game 0 move 1 A good: tables built" in done.stderr
    assert "  game 1 move 2 A good: answered 0 s after go" in done.stderr
    # The records: each line's time on its clock; none for the lines played for B.
    for result in summary["results"]:
        loaded = load_game((records / record_name(result["game"])).read_text())
        times = loaded.times
        assert len(times.move_times) == result["moves"] == loaded.game.move_count
        first_is_a = result["first"] == "a"
        for number, (seconds, move) in enumerate(
            zip(times.move_times, loaded.game.moves, strict=True)
        ):
            by_a = (move.player == 0) == first_is_a
            assert (seconds is not None) == by_a, (number, seconds, by_a)


def test_records_carry_the_real_start_and_end_of_each_game(tmp_path: Path) -> None:
    """The record's start is when the game began (its boards sent), not when it was written."""
    seen: list[tuple[float, float]] = []
    folder = tmp_path / "records"
    report = play_match(
        "medium", "easy", games=2, stars=12, seed=4, time_limit=0.5, records=str(folder)
    )
    assert isinstance(report, MatchReport)
    for result in report.games:
        loaded = load_game((folder / record_name(result.index)).read_text())
        times = loaded.times
        assert (times.started_at, times.finished_at) == (result.started_at, result.finished_at)
        assert times.started_at is not None and times.finished_at is not None
        assert times.started_at < times.finished_at
        assert loaded.extra["setup"]["started_at"] == times.started_at
        assert loaded.extra["finished_at"] == times.finished_at
        assert all(t is not None for t in times.move_times)
        assert len(times.move_times) == result.moves
        seen.append((times.started_at, times.finished_at))
    # Games are played one after the other: the second starts once the first has ended.
    (_, first_end), (second_start, _) = sorted(seen)
    assert second_start >= first_end
