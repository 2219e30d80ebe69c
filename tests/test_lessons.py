"""The lessons' boards and checks, by the rules alone (no Qt): each task can be done and failed."""

from __future__ import annotations

import pytest

from triangles_qt.lessons import LESSONS, lesson
from triangles_qt.plugins.builtin._tactics import Position


def judged(lesson_id: str) -> dict[str, list[tuple[int, int]]]:
    item = lesson(lesson_id)
    game = item.game()
    out: dict[str, list[tuple[int, int]]] = {}
    for a, b in game.legal_moves():
        out.setdefault(item.judge(game, a, b), []).append((a, b))
    return out


@pytest.mark.parametrize("item", LESSONS, ids=[item.id for item in LESSONS])
def test_every_lesson_starts_legal_and_can_be_done(item) -> None:  # type: ignore[no-untyped-def]
    game = item.game()
    assert not game.is_over and game.legal_count > 0
    verdicts = judged(item.id)
    assert "done" in verdicts or "again" in verdicts


def test_the_lessons_check_what_they_teach_by_the_rules() -> None:
    game = lesson("close_triangle").game()
    (line,) = judged("close_triangle")["done"]
    assert len(game.copy().play(*line)) == 1
    star = judged("star_inside")
    (inside,) = star["star_inside"]
    assert len(lesson("star_inside").game().play(*inside)) == 0  # the star inside: no point
    assert all(len(lesson("star_inside").game().play(*ln)) == 1 for ln in star["done"])
    assert all(
        len(lesson("two_at_once").game().play(*ln)) == 2 for ln in judged("two_at_once")["done"]
    )
    for name, wrong in (("no_gift", "gift"), ("smallest_gift", "bigger_gift")):
        assert judged(name)[wrong], f"{name} has no wrong answer to explain"
    pos = Position(lesson("no_gift").game())
    for a, b in judged("no_gift")["done"]:
        assert not pos.gifted_lines(pos.game.board.line_index(a, b))
    pos = Position(lesson("smallest_gift").game())
    legal = pos.legal()
    assert not [i for i in legal if not pos.gifted_lines(i)]  # every line is a gift here
    cheapest = min(pos.gifts(i) for i in legal)
    for a, b in judged("smallest_gift")["done"]:
        assert pos.gifts(pos.game.board.line_index(a, b)) == cheapest


def test_the_chain_is_taken_line_after_line_until_done() -> None:
    item = lesson("chain")
    game = item.game()
    assert item.game().play_again
    for _ in range(10):
        verdicts = {}
        for a, b in game.legal_moves():
            verdicts.setdefault(item.judge(game, a, b), []).append((a, b))
        assert "take_left" in verdicts  # not closing while a triangle is there is explained
        if "done" in verdicts:
            return
        game.play(*verdicts["again"][0])
    pytest.fail("the chain never ended")
