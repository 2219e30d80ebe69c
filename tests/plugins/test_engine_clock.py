"""The clock an engine can rely on (docs/engine-protocol.md, "The clock" and "The first move").

A move's clock starts when ``go`` has been written; the engine is stopped when
its answer has not arrived ``time`` + the grace (0.3 s, fixed) after that.
The engine here (``engine_zoo/timed_engine.py``) answers a chosen time after
it reads ``go``, by its own clock, as an author's engine would. "At the
limit" is the limit less a safety margin (so a loaded machine cannot make it
late); "past" is the limit, the grace and a whole second more. On a 180-star
board the engine takes longer than a move's time to build its tables: with
``feature ready`` that happens before the first ``go``, off every clock.

No test asserts how long anything took: only which answers are accepted.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.contract import FailureKind, OpponentDescription, OpponentFailure
from triangles_qt.plugins.engines_file import command_entry
from triangles_qt.plugins.runner import DEFAULT_GRACE, OpponentRunner

ZOO = Path(__file__).parent / "engine_zoo"
TIMED = ZOO / "timed_engine.py"
BROKEN = ZOO / "broken_engine.py"
#: The documented grace; the tests run with it, as every game does.
GRACE = 0.3
LIMIT = 1.0
#: How much sooner than the limit "at the limit" answers, measured from `go` by the engine.
MARGIN = 0.1
#: Longer than a move's time: the tables of a big board.
BUILD = LIMIT + GRACE + 0.5


def timed(think: float, *extra: str) -> str:
    return " ".join([sys.executable, str(TIMED), f"{think!r}", *extra])


@pytest.fixture
def runners() -> Iterator[list[OpponentRunner]]:
    made: list[OpponentRunner] = []
    yield made
    for runner in made:
        runner.close()


def runner_for(runners: list[OpponentRunner], command: str, **kwargs: float) -> OpponentRunner:
    entry = command_entry("timed", command)
    runner = OpponentRunner("timed", entry=entry, **kwargs)  # type: ignore[arg-type]
    runners.append(runner)
    assert isinstance(runner.wait_ready(60), OpponentDescription)
    return runner


def test_the_grace_is_the_documented_one() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "engine-protocol.md").read_text()
    assert DEFAULT_GRACE == GRACE and "**S + 0.3 s**" in " ".join(doc.split())


def first_moves(runner: OpponentRunner, stars: int, moves: int) -> list[object]:
    """The engine's answers to its first ``moves`` moves of a new game, as the arena plays:
    the board is sent (``prepare``), then each move is asked for."""
    game = Game(Board.generate(stars, seed=stars))
    runner.prepare(game)
    out: list[object] = []
    for _ in range(moves):
        request = runner.request_move(game, LIMIT)
        outcome = request.result(60)
        out.append(outcome)
        if not isinstance(outcome, tuple):
            break
        assert request.clock_time is not None  # the clock started at `go`, and ran
        game.play(*outcome)
        game.play(*game.legal_moves()[0])  # the other side's line
    return out


@pytest.mark.parametrize("stars", [12, 180])
def test_an_engine_answering_at_the_limit_is_accepted(stars: int, runners: list) -> None:
    """Even the first move of a 180-star game, whose tables take longer than the limit."""
    runner = runner_for(runners, timed(LIMIT - MARGIN, "--ready", repr(BUILD)))
    answers = first_moves(runner, stars, 2)
    assert all(isinstance(answer, tuple) for answer in answers), answers
    assert runner.restarts == 0


@pytest.mark.parametrize("stars", [12, 180])
def test_an_engine_answering_past_the_limit_and_the_grace_is_stopped(
    stars: int, runners: list
) -> None:
    runner = runner_for(runners, timed(LIMIT + GRACE + 1.0, "--ready", repr(BUILD)))
    (outcome,) = first_moves(runner, stars, 1)
    assert isinstance(outcome, OpponentFailure), outcome
    assert outcome.kind is FailureKind.TIMEOUT
    assert f"did not answer within {LIMIT:g} s" in outcome.message
    # The next request is served by a fresh engine, which hears the whole game again.
    assert isinstance(runner.wait_ready(60), OpponentDescription)
    assert runner.restarts == 1


def test_tables_built_at_the_last_star_without_ready_are_on_the_first_moves_clock(
    runners: list,
) -> None:
    """Why `ready` is there: without it the host cannot know the engine is still busy."""
    runner = runner_for(runners, timed(0.0, "--build-at-last-star", repr(BUILD + 1.0)))
    (outcome,) = first_moves(runner, 180, 1)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.TIMEOUT


def test_an_engine_that_never_says_readyok_is_stopped_at_the_start_limit(runners: list) -> None:
    runner = runner_for(runners, f"{sys.executable} {BROKEN} no-readyok", start_timeout=2.0)
    outcome = runner.request_move(Game(Board.generate(12, seed=1)), LIMIT).result(60)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.TIMEOUT
    assert "did not finish setting up the board within 2 s" in outcome.message


def test_an_engine_that_answers_isready_with_anything_else_is_malformed(runners: list) -> None:
    runner = runner_for(runners, f"{sys.executable} {BROKEN} bad-readyok")
    outcome = runner.request_move(Game(Board.generate(12, seed=1)), LIMIT).result(60)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.MALFORMED
    assert "wrote 'move 0 1' when it was asked 'isready'" in outcome.message
