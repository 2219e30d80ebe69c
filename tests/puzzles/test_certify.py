"""Certificates on hand-made positions: the answers, the margin, the task, and no puzzle at all."""

from __future__ import annotations

from triangles_qt.lessons import lesson
from triangles_qt.model import Board, Game
from triangles_qt.puzzles import PuzzleTask
from triangles_qt.puzzles.certify import certify
from triangles_qt.puzzles.explain import Miss, line_facts, miss


def test_closing_the_only_triangle_wins_by_two() -> None:
    # Two sides of 0-1-2 drawn: 0-2 closes it; any other line gives it to the other player.
    cert = certify(lesson("close_triangle").game())
    assert cert is not None
    assert cert.answers == ((0, 2),)
    assert cert.margin == 2
    assert cert.task is PuzzleTask.WIN
    assert cert.values[(0, 2)] == max(cert.values.values())


def test_two_equal_lines_make_no_puzzle() -> None:
    # The square with its four sides: either diagonal closes two triangles.
    assert certify(lesson("two_at_once").game()) is None


def test_a_chain_with_play_again_asks_to_keep_control() -> None:
    cert = certify(lesson("chain").game())
    assert cert is not None and cert.task is PuzzleTask.KEEP_CONTROL


def test_a_finished_game_is_no_puzzle() -> None:
    game = Game(Board(((0.0, 0.0), (100.0, 0.0), (50.0, 80.0)), 2.0))
    for a, b in ((0, 1), (1, 2), (0, 2)):
        game.play(a, b)
    assert game.is_over and certify(game) is None


def test_the_only_safe_line_is_asked_for_as_the_only_line_that_gives_nothing() -> None:
    stars = (
        (21.7, 40.1),
        (126.9, 54.5),
        (77.3, 10.7),
        (186.1, 114.1),
        (244.7, 177.0),
        (95.1, 271.0),
    )
    game = Game(Board(stars, 6.0))
    game.play(0, 4)
    game.play(0, 2)
    cert = certify(game)
    assert cert is not None
    assert cert.task is PuzzleTask.NO_GIFT
    assert cert.answers == ((1, 3),) and cert.margin == 2 and len(cert.values) == 7
    gives = {line: line_facts(game, *line).gives for line in cert.values}
    assert [line for line, count in gives.items() if count == 0] == [(1, 3)]


def test_a_wrong_line_is_told_as_a_gift_a_missed_take_or_lost_control() -> None:
    game = lesson("close_triangle").game()
    answer = line_facts(game, 0, 2)
    assert answer.closes == 1
    # Passing the take:
    other = next(line for line in game.legal_moves() if tuple(sorted(line)) != (0, 2))
    assert miss(line_facts(game, *other), answer) is Miss.MISSED_TAKE
    game = lesson("no_gift").game()
    gift = next((a, b) for a, b in game.legal_moves() if line_facts(game, a, b).gives > 0)
    safe = next((a, b) for a, b in game.legal_moves() if line_facts(game, a, b).gives == 0)
    assert miss(line_facts(game, *gift), line_facts(game, *safe)) is Miss.GIFT
    assert miss(line_facts(game, *safe), line_facts(game, *safe)) is Miss.CONTROL
