"""The failure policy's Qt-free pieces: the choices offered, and the last-resort move."""

from __future__ import annotations

import random
import types

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins import policy
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.policy import (
    DEFAULT_RECOVERY,
    Recovery,
    fallback_move,
    recovery_options,
    substitute_id,
)


def failure(kind: FailureKind) -> OpponentFailure:
    return OpponentFailure(kind, "x", "m")


@pytest.mark.parametrize("kind", [k for k in FailureKind if k is not FailureKind.CANCELLED])
def test_every_fault_offers_a_substitute_first_and_a_way_out(kind: FailureKind) -> None:
    options = recovery_options(failure(kind))
    assert options[0] is DEFAULT_RECOVERY is Recovery.SUBSTITUTE
    assert Recovery.END_GAME in options
    assert (Recovery.RETRY in options) is (kind is not FailureKind.INCOMPATIBLE)


def test_a_cancelled_request_needs_no_choice() -> None:
    assert recovery_options(failure(FailureKind.CANCELLED)) == ()


def test_substitute_is_medium_unless_medium_failed_or_is_missing() -> None:
    assert substitute_id("my-bot", {"easy", "medium", "hard"}) == "medium"
    assert substitute_id("medium", {"easy", "medium", "hard"}) is None
    assert substitute_id("my-bot", {"easy", "hard"}) is None


def test_fallback_takes_the_most_triangles() -> None:
    # A square with a fifth star far off: 0-2 or 1-3 closes two triangles at once,
    # the lines to star 4 close none or one.
    game = Game(Board([(0, 0), (4, 0), (4, 4), (0, 4), (20, 2)], 0.5))
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3), (1, 4), (2, 4)]:
        game.play(a, b)
    assert max(game.closes(i) for i in game.legal_lines().tolist()) == 2
    for seed in range(5):
        a, b = fallback_move(game, random.Random(seed))
        assert game.closes(game.board.line_index(a, b)) == 2


def test_fallback_does_not_give_a_triangle_away_when_it_can_avoid_it() -> None:
    for seed in range(30):
        game = Game(Board.generate(24, seed=seed))
        rng = random.Random(seed)
        while not game.is_over:
            a, b = fallback_move(game, rng)
            closing = game.closes(game.board.line_index(a, b))
            safe_exists = any(_gives(game, line) == 0 for line in game.legal_lines().tolist())
            if closing == 0 and safe_exists:
                assert _gives(game, game.board.line_index(a, b)) == 0, (seed, game.move_count)
            game.play(a, b)


def _gives(game: Game, line: int) -> int:
    """Brute force: the most triangles the next player could close after ``line``."""
    after = game.copy()
    after.play_line(line)
    if after.is_over:
        return 0
    return max((after.closes(i) for i in after.legal_lines().tolist()), default=0)


class SpentAtFirstLook:
    """``fallback_move``'s clock: its budget starts at 0 and is spent at the next reading."""

    def __init__(self) -> None:
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        return 0.0 if self.readings == 1 else 1e9


@pytest.mark.parametrize("stars", [24, 60, 80, 120, 180])
def test_fallback_always_answers_legally_and_stops_looking_once_its_budget_is_spent(
    stars: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It reads its clock after every 64 lines it weighs: on a clock that says the budget is
    spent, it weighs one batch at most, whatever the machine (bench_responsiveness.py
    measures its real time)."""
    looked: list[int] = []
    weigh = Position.gifted_lines

    def counted(self: Position, line: int) -> list[int]:
        looked.append(line)
        return weigh(self, line)

    monkeypatch.setattr(Position, "gifted_lines", counted)
    clock = SpentAtFirstLook()
    monkeypatch.setattr(policy, "time", types.SimpleNamespace(monotonic=clock))
    game = Game(Board.generate(stars, seed=stars))
    rng = random.Random(stars)
    most = 0
    while not game.is_over:
        looked.clear()
        clock.readings = 0
        a, b = fallback_move(game, rng, budget=0.1)
        most = max(most, len(looked))
        assert game.refusal(a, b) is None
        game.play(a, b)
    assert most <= 64
    if stars >= 120:
        assert most == 64  # some positions had more lines to weigh: the budget stopped it


def test_fallback_refuses_a_finished_game() -> None:
    game = Game(Board([(0, 0), (4, 0), (4, 4)], 0.5))
    for a, b in [(0, 1), (1, 2), (0, 2)]:
        game.play(a, b)
    with pytest.raises(ValueError, match="over"):
        fallback_move(game)
