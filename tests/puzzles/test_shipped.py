"""The shipped puzzles: enough of them, of every kind asked for, and each one re-certified.

With the native core every shipped puzzle is solved again from scratch and
must give exactly its certificate (every legal line's value, the answers,
the margin, the task). Without it (the lowest versions' run, pure Python)
the puzzles of up to 14 legal lines are, which the pure-Python solver
settles in well under a second each; the native core is held to the
pure-Python solver's values by tests/model/test_native_core.py.
"""

from __future__ import annotations

import collections
import json

import pytest

from triangles_qt.model import CORE
from triangles_qt.model.record import load_game
from triangles_qt.plugins.builtin._tactics import Position
from triangles_qt.puzzles import Difficulty, Puzzle, PuzzleTask, shipped_puzzles
from triangles_qt.puzzles.certify import certify
from triangles_qt.puzzles.puzzle import dump_set, load_set

PUZZLES = shipped_puzzles()
PYTHON_LIMIT = 14


def certified_here(puzzle: Puzzle) -> bool:
    return CORE == "native" or puzzle.legal_lines <= PYTHON_LIMIT


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if certified_here(p)], ids=lambda p: p.id)
def test_every_shipped_puzzle_is_certified_again_by_the_exact_solver(puzzle: Puzzle) -> None:
    assert certify(puzzle.game()) == puzzle.certificate
    best = puzzle.values[puzzle.answers[0]]
    others = [v for line, v in puzzle.values.items() if line not in puzzle.answers]
    assert all(puzzle.values[line] == best for line in puzzle.answers)
    assert puzzle.margin >= 1 and best - max(others) == puzzle.margin


def test_at_least_150_puzzles_ship_of_24_to_60_stars_both_rules_and_three_levels() -> None:
    assert len(PUZZLES) >= 150
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert {p.stars for p in PUZZLES} <= set(range(24, 61))
    counts = collections.Counter((p.stars, p.play_again) for p in PUZZLES)
    assert set(counts) == {(24, False), (24, True), (60, False), (60, True)}
    assert min(counts.values()) >= 20
    levels = collections.Counter(p.difficulty for p in PUZZLES)
    assert all(levels[level] >= 10 for level in Difficulty)
    assert len({p.task for p in PUZZLES}) >= 3


def test_no_shipped_puzzle_is_just_taking_what_is_on_offer() -> None:
    for puzzle in PUZZLES:
        pos = Position(puzzle.game())
        takes = {pos.tables.pairs[line] for line in pos.takes()}
        assert not takes or not takes <= set(puzzle.answers), puzzle.id


def test_keep_control_is_asked_only_with_play_again_and_a_take_on_the_board() -> None:
    for puzzle in PUZZLES:
        if puzzle.task is PuzzleTask.KEEP_CONTROL:
            assert puzzle.play_again and Position(puzzle.game()).takes(), puzzle.id


def test_a_puzzle_position_is_the_game_record_of_a_real_position() -> None:
    for puzzle in PUZZLES[:: max(1, len(PUZZLES) // 40)]:
        game, _extra = load_game(puzzle.record.to_json())
        assert game.lines == puzzle.game().lines
        assert not game.is_over
        assert set(puzzle.values) == {tuple(sorted(m)) for m in game.legal_moves()}


def test_the_file_reads_back_as_it_was_written() -> None:
    games = [PUZZLES[0].record]
    entry = (0, len(PUZZLES[0].record.moves), PUZZLES[0].certificate)
    again = load_set(dump_set(games, [entry]))
    assert again == (PUZZLES[0],)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(format="triangles-qt/game"), "not a puzzle file"),
        (lambda d: d.update(version=2), "version"),
        (lambda d: d["puzzles"][0].update(id="p0000000000"), "does not match"),
        (lambda d: d["puzzles"][0].update(answers=[[0, 0]]), "not among its lines"),
        (lambda d: d["puzzles"][0].update(task="win_big"), "puzzle"),
        (lambda d: d["puzzles"][0].update(game=99), "puzzle"),
        (lambda d: d["games"][0]["board"].update(stars="many"), "a game"),
    ],
)
def test_a_damaged_puzzle_file_is_refused_with_its_reason(change: object, reason: str) -> None:
    from triangles_qt.puzzles import PuzzleFileError

    puzzle = PUZZLES[0]
    data = json.loads(
        dump_set([puzzle.record], [(0, len(puzzle.record.moves), puzzle.certificate)])
    )
    change(data)  # type: ignore[operator]
    with pytest.raises(PuzzleFileError, match=reason):
        load_set(json.dumps(data))
    with pytest.raises(PuzzleFileError, match="not JSON"):
        load_set(b"\xff{")
