"""The lessons' boards and checks, by the rules alone (no Qt): each task can be done and failed.

The lessons about gifts, control and counting are also checked against the
exact solver: a line a lesson passes is the best line there is, and (where
the lesson says a line is wrong) the line it refuses is worse, so no lesson
teaches something false.
"""

from __future__ import annotations

import pytest

from triangles_qt.lessons import GOOD, LESSONS, Judgement, Lesson, chain_length, lesson
from triangles_qt.model import Game
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position


def judged(lesson_id: str, game: Game | None = None) -> dict[Judgement, list[tuple[int, int]]]:
    item = lesson(lesson_id)
    game = item.game() if game is None else game
    out: dict[Judgement, list[tuple[int, int]]] = {}
    for a, b in game.legal_moves():
        out.setdefault(item.judge(game, a, b), []).append((a, b))
    return out


def exact_values(game: Game) -> dict[tuple[int, int], int]:
    """Every legal line's exact value for the player to move (future points, theirs less ours)."""
    values = Solver().values(Position(game.copy()), None)
    assert values is not None
    return {game.board.line_stars(line): value for line, value in values.items()}


def path(item: Lesson) -> list[Game]:
    """The positions the player meets doing the task: after each good line, until done."""
    game = item.game()
    out = [game.copy()]
    for _ in range(12):
        verdicts = judged(item.id, game)
        if Judgement.DONE in verdicts:
            return out
        game.play(*verdicts[Judgement.AGAIN][0])
        out.append(game.copy())
    pytest.fail(f"{item.id} never ends")


@pytest.mark.parametrize("item", LESSONS, ids=[item.id for item in LESSONS])
def test_every_lesson_starts_legal_and_can_be_done(item: Lesson) -> None:
    game = item.game()
    assert not game.is_over and game.legal_count > 0
    verdicts = judged(item.id)
    assert Judgement.DONE in verdicts or Judgement.AGAIN in verdicts


#: Lessons whose verdicts are exactly the solver's: right lines best, refused lines worse.
#: ("first_line" takes any line; "no_gift" refuses gifts, some of which are as good here.)
EXACT = [item for item in LESSONS if item.id not in ("first_line", "no_gift")]


@pytest.mark.parametrize("item", LESSONS[1:], ids=[item.id for item in LESSONS[1:]])
def test_no_lesson_passes_a_line_the_exact_solver_finds_worse(item: Lesson) -> None:
    for game in path(item):
        values = exact_values(game)
        best = max(values.values())
        verdicts = judged(item.id, game)
        for line in verdicts.get(Judgement.DONE, []) + verdicts.get(Judgement.AGAIN, []):
            assert values[line] == best, (item.id, line, values[line], best)


@pytest.mark.parametrize("item", EXACT, ids=[item.id for item in EXACT])
def test_every_line_a_lesson_refuses_is_worse_than_its_answer(item: Lesson) -> None:
    for game in path(item):
        values = exact_values(game)
        best = max(values.values())
        for verdict, lines in judged(item.id, game).items():
            for line in lines:
                assert (values[line] == best) == (verdict in GOOD), (item.id, verdict, line)


def test_the_lessons_check_what_they_teach_by_the_rules() -> None:
    game = lesson("close_triangle").game()
    (line,) = judged("close_triangle")[Judgement.DONE]
    assert len(game.copy().play(*line)) == 1
    star = judged("star_inside")
    (inside,) = star[Judgement.STAR_INSIDE]
    assert len(lesson("star_inside").game().play(*inside)) == 0  # the star inside: no point
    assert all(len(lesson("star_inside").game().play(*ln)) == 1 for ln in star[Judgement.DONE])
    assert all(
        len(lesson("two_at_once").game().play(*ln)) == 2
        for ln in judged("two_at_once")[Judgement.DONE]
    )
    assert judged("no_gift")[Judgement.GIFT], "no_gift has no wrong answer to explain"
    pos = Position(lesson("no_gift").game())
    for a, b in judged("no_gift")[Judgement.DONE]:
        assert not pos.gifted_lines(pos.game.board.line_index(a, b))


def every_line_gives(game: Game) -> bool:
    pos = Position(game.copy())
    return all(not pos.closes(line) and pos.gifted_lines(line) for line in pos.legal())


def length(game: Game, a: int, b: int) -> int:
    return chain_length(game, game.board.line_index(a, b))


def test_taking_turns_a_chain_of_two_is_the_gift_that_costs_least() -> None:
    item = lesson("shared_gift")
    game = item.game()
    assert not game.play_again and every_line_gives(game)
    # The board: a lone triangle (2-3-6), two in a row (0-4-5, 0-1-4), three in a row.
    assert length(game, 2, 6) == length(game, 3, 6) == 1
    assert length(game, 0, 1) == length(game, 0, 4) == length(game, 0, 5) == 2
    assert length(game, 3, 4) == length(game, 1, 2) == 3
    verdicts = judged("shared_gift")
    assert sorted(verdicts[Judgement.DONE]) == [(0, 1), (0, 4), (0, 5)]
    assert sorted(verdicts[Judgement.LONE_GIFT]) == [(2, 6), (3, 6)]
    assert sorted(verdicts[Judgement.ODD_CHAIN]) == [(1, 2), (2, 4), (3, 4), (3, 5)]
    values = exact_values(game)
    assert values[(0, 4)] == 2 and values[(2, 6)] == values[(3, 4)] == 0
    # Played out: they close one, you the other, and then they must give.
    me = game.current_player
    game.play(0, 5)  # gives 0-4-5
    assert len(game.play(0, 4)) == 1  # the other player closes it, which offers 0-1-4 back
    assert len(game.play(0, 1)) == 1  # yours
    assert game.scores == (1, 1) and game.current_player != me and every_line_gives(game)


def test_with_play_again_the_same_board_asks_for_the_lone_triangle() -> None:
    strict, again = lesson("shared_gift"), lesson("whole_gift")
    assert again.stars == strict.stars and again.drawn == strict.drawn and again.play_again
    game = again.game()
    assert every_line_gives(game)
    verdicts = judged("whole_gift")
    assert sorted(verdicts[Judgement.DONE]) == [(2, 6), (3, 6)]
    assert (0, 4) in verdicts[Judgement.BIGGER_GIFT] and (3, 4) in verdicts[Judgement.BIGGER_GIFT]
    values = exact_values(game)
    assert values[(2, 6)] == -2 and values[(0, 4)] == values[(3, 4)] == -4


def test_keeping_control_takes_two_then_hands_over_the_last_two() -> None:
    item = lesson("keep_control")
    game = item.game()
    assert game.play_again
    me = game.current_player
    verdicts = judged("keep_control", game)
    assert verdicts[Judgement.AGAIN] == [(0, 3)]
    assert (0, 6) in verdicts[Judgement.TAKE_LEFT]  # handing over too early: three are left
    assert (1, 3) in verdicts[Judgement.GIFT]  # opening the chain below
    assert item.judge(game, 0, 3) is Judgement.AGAIN
    game.play(0, 3)
    assert item.judge(game, 0, 4) is Judgement.AGAIN
    game.play(0, 4)
    assert game.current_player == me and game.scores[me] == 2
    assert item.judge(game, 0, 5) is Judgement.LAST_TWO  # taking the third leaves one
    taken_all = game.copy()
    taken_all.play(0, 5)
    taken_all.play(0, 6)
    assert taken_all.current_player == me and every_line_gives(taken_all)  # you open below
    assert item.judge(game, 0, 6) is Judgement.DONE
    values = exact_values(game)
    assert values[(0, 6)] == 2 and values[(0, 5)] == -2
    game.play(0, 6)  # closes nothing: the turn passes
    assert game.current_player != me
    assert len(game.play(0, 5)) == 2  # the other player takes both with one line...
    assert game.current_player != me and every_line_gives(game)  # ...and must open below


def test_counting_the_safe_lines_leaves_the_other_player_without_one() -> None:
    item = lesson("count_safe")
    game = item.game()
    pos = Position(game.copy())
    safe = sorted(
        game.board.line_stars(line)
        for line in pos.legal()
        if not pos.closes(line) and not pos.gifted_lines(line)
    )
    assert safe == [(0, 6), (1, 6), (3, 4), (5, 6)]
    verdicts = judged("count_safe")
    assert sorted(verdicts[Judgement.DONE]) == [(0, 6), (1, 6)]
    assert sorted(verdicts[Judgement.COUNT]) == [(3, 4), (5, 6)]
    assert (0, 3) in verdicts[Judgement.GIFT]

    def safe_after(*lines: tuple[int, int]) -> list[tuple[int, int]]:
        trial = game.copy()
        for line in lines:
            trial.play(*line)
        pos = Position(trial)
        return sorted(
            trial.board.line_stars(line)
            for line in pos.legal()
            if not pos.closes(line) and not pos.gifted_lines(line)
        )

    assert safe_after((0, 6)) == [(1, 6), (3, 4)]  # two left: one each
    assert safe_after((5, 6)) == [(3, 4)]  # one left: the other player takes it
    assert safe_after((3, 4)) == [(0, 6), (1, 6), (5, 6)]  # they answer 5-6 and you are out
    assert safe_after((3, 4), (5, 6)) == []
    values = exact_values(game)
    assert values[(0, 6)] == 4 and values[(5, 6)] == values[(3, 4)] == -4


def test_the_chain_is_taken_line_after_line_until_done() -> None:
    item = lesson("chain")
    game = item.game()
    assert item.game().play_again
    for _ in range(10):
        verdicts = judged("chain", game)
        assert Judgement.TAKE_LEFT in verdicts  # not closing while a triangle is there
        if Judgement.DONE in verdicts:
            return
        game.play(*verdicts[Judgement.AGAIN][0])
    pytest.fail("the chain never ended")


def test_a_judgement_is_its_id() -> None:
    assert Judgement("lone_gift") is Judgement.LONE_GIFT and Judgement.DONE == "done"
