"""An engine's standard error, kept whole in a file per game (docs/engine-protocol.md, "Logs").

The runner names each game's file; the worker writes what the engine writes
to it, from the engine's start on. A fresh engine in the same game (after a
failure) adds to the same file.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.engines_file import command_entry, parse_engines
from triangles_qt.plugins.runner import OpponentRunner

ZOO = Path(__file__).parent / "engine_zoo"
TIMED = f"{sys.executable} {ZOO / 'timed_engine.py'} 0"
CRASH = f"{sys.executable} {ZOO / 'broken_engine.py'} crash"


@pytest.fixture
def runners() -> Iterator[list[OpponentRunner]]:
    made: list[OpponentRunner] = []
    yield made
    for runner in made:
        runner.close()


def play_a_few(runner: OpponentRunner, game: Game, moves: int, **prepare: str) -> list[object]:
    runner.prepare(game, **prepare)
    out: list[object] = []
    for _ in range(moves):
        outcome = runner.request_move(game, 5.0).result(60)
        out.append(outcome)
        game.play(*(outcome if isinstance(outcome, tuple) else game.legal_moves()[0]))
    return out


def test_each_game_has_its_own_log_with_all_the_engine_wrote(tmp_path: Path, runners: list) -> None:
    runner = OpponentRunner("timed", entry=command_entry("timed", TIMED), engine_log=str(tmp_path))
    runners.append(runner)
    first, second = Game(Board.generate(8, seed=1)), Game(Board.generate(8, seed=1))
    assert all(isinstance(m, tuple) for m in play_a_few(runner, first, 2, log_name="game-0000-a"))
    assert all(isinstance(m, tuple) for m in play_a_few(runner, second, 1, log_name="game-0001-a"))
    runner.close()
    one = (tmp_path / "timed-game-0000-a.log").read_text()
    two = (tmp_path / "timed-game-0001-a.log").read_text()
    assert one.startswith("heard: triangles 1\n")  # from its start, before the game
    assert one.count("heard: newgame 8") == 1 and one.count("heard: go") == 2
    assert two.count("heard: newgame 8") == 1 and two.count("heard: go") == 1
    assert "heard: quit" in two  # up to its end


def test_a_failing_engine_leaves_its_log_and_a_fresh_one_adds_to_it(
    tmp_path: Path, runners: list
) -> None:
    runner = OpponentRunner("crash", entry=command_entry("crash", CRASH), engine_log=str(tmp_path))
    runners.append(runner)
    outcomes = play_a_few(runner, Game(Board.generate(8, seed=2)), 2, log_name="game-0003-b")
    assert all(
        isinstance(o, OpponentFailure) and o.kind is FailureKind.CRASHED for o in outcomes
    ), outcomes
    runner.close()
    log = (tmp_path / "crash-game-0003-b.log").read_text()
    assert log.count("engine: segfault simulated") == 2  # both engines, one file
    assert [p.name for p in tmp_path.iterdir()] == ["crash-game-0003-b.log"]


def test_an_engine_listed_with_a_log_folder_keeps_a_log_per_game_in_the_app(
    tmp_path: Path, runners: list
) -> None:
    """Without a name for the game (the app's), the file is named by the date and time."""
    (entry,) = parse_engines(
        f'[[engine]]\nid = "timed"\ncommand = "{TIMED}"\nlog_dir = "logs"\n', base=str(tmp_path)
    )
    runner = OpponentRunner("timed", entry=entry)
    runners.append(runner)
    play_a_few(runner, Game(Board.generate(8, seed=3)), 1)
    play_a_few(runner, Game(Board.generate(8, seed=4)), 1)  # most likely in the same second
    runner.close()
    logs = sorted((tmp_path / "logs").iterdir())
    assert len(logs) == 2 and all(p.name.startswith("timed-2") for p in logs)
    assert all(p.read_text().count("heard: newgame 8") == 1 for p in logs)


# (an engine used in this process, as only its worker does otherwise, leaves its output pipes
# to the garbage collector, which says so)
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_what_an_engine_wrote_during_a_game_stays_in_that_game_s_log_however_late_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a busy machine the thread that reads an engine's standard error can fall far
    behind. Held back here for the whole of two games: each game's log still has what the
    engine wrote during it (the switch to the next log reads the pipe first)."""
    from triangles_qt.plugins import external

    held = threading.Event()
    pump = external._Stderr.pump

    def late(self: external._Stderr) -> None:
        held.wait(60)
        pump(self)

    monkeypatch.setattr(external._Stderr, "pump", late)

    class Timed(external.ExternalEngine):
        command = (sys.executable, str(ZOO / "timed_engine.py"), "0")

    engine = Timed()
    try:
        first, second = (tmp_path / "first.log"), (tmp_path / "second.log")
        for path, game, moves in (
            (first, Game(Board.generate(8, seed=1)), 2),
            (second, Game(Board.generate(8, seed=3)), 1),
        ):
            engine.prepare(game, str(path))
            for _ in range(moves):
                game.play(*engine.choose_move(game, 5.0))
    finally:
        held.set()
        engine.close()
    one, two = first.read_text(), second.read_text()
    assert one.startswith("heard: triangles 1\n"), one
    assert one.count("heard: newgame 8") == 1 and one.count("heard: go") == 2, one
    assert two.count("heard: newgame 8") == 1 and two.count("heard: go") == 1, two
