"""Motion on the board: a line drawn on, triangles that fill and pulse, "Again!", the end.

Only the picture moves. These tests pause the animations where they need a
moment to stay put (a loaded machine may run the event loop late, and no
test here depends on how long anything takes); they check that Reduce
motion shows the final picture at once, that the picture after the motion
is the still one, that input and the computer's reply never wait for it.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QAbstractAnimation, QPointF, QVariantAnimation
from PySide6.QtGui import QColor, QImage

from tests.app.conftest import SQUARE, Harness, two_players, vs_computer
from triangles_qt.model import Board
from triangles_qt.views.board.motion import DRAW_MS, FILL_MS, Mover
from triangles_qt.views.board.scene import RING_RADIUS
from triangles_qt.views.look.theme import NEBULA

SIDES = [(0, 1), (1, 2), (2, 3), (0, 3)]


def square(h: Harness, play_again: bool = False) -> None:
    h.start(replace(two_players(names=("Ana", "Ben")), play_again=play_again), Board(SQUARE, 2.0))


def draw(h: Harness, a: int, b: int) -> None:
    """Click the two stars and run no event loop: whatever starts moving is still at its start."""
    h.click_star(a)
    h.click_star(b)


def animations(part: object) -> list[QVariantAnimation]:
    assert part is not None
    return [
        a
        for a in part.findChildren(QVariantAnimation)  # type: ignore[attr-defined]
        if a.state() is not QAbstractAnimation.State.Stopped
    ]


def hold_at(part: object, ms: int) -> None:
    """Pause ``part``'s animations ``ms`` after they started."""
    for animation in animations(part):
        animation.pause()
        animation.setCurrentTime(ms)


def run_to_end(part: object) -> None:
    for animation in animations(part):
        animation.setCurrentTime(animation.duration())


def board_picture(h: Harness) -> QImage:
    return h.view.viewport().grab().toImage()


def point_on(h: Harness, a: int, b: int, at: float) -> tuple[int, int]:
    pa, pb = h.view.star_view_pos(a), h.view.star_view_pos(b)
    p = pa + (pb - pa) * at
    return round(p.x()), round(p.y())


def near(colour: QColor, target: QColor, tolerance: int = 60) -> bool:
    return (
        abs(colour.red() - target.red())
        + abs(colour.green() - target.green())
        + abs(colour.blue() - target.blue())
        <= tolerance
    )


def line_shown_at(h: Harness, a: int, b: int, at: float, player: int) -> bool:
    """Some pixel around the point ``at`` of the way from ``a`` to ``b`` has the player's colour.

    Player 2's line is dashed: the pixels looked at run along the line for a dash and a gap
    (a few per cent of its length either side of ``at``), wherever the dashes fall."""
    image = board_picture(h)
    target = NEBULA.players[player].line
    length = (h.view.star_view_pos(b) - h.view.star_view_pos(a)).manhattanLength()
    reach = min(0.05, 12.0 / max(length, 1.0))
    steps = [at + reach * (i / 6 - 1) for i in range(13)]
    for along in steps:
        x, y = point_on(h, a, b, along)
        if any(
            near(image.pixelColor(x + dx, y + dy), target)
            for dx in range(-2, 3)
            for dy in range(-2, 3)
        ):
            return True
    return False


def test_a_line_is_drawn_on_from_its_first_star(make_harness) -> None:
    h = make_harness()
    square(h)
    motion = h.app.window.presenter.motion
    draw(h, 0, 1)
    assert h.game.move_count == 1  # the game has the line at once
    assert motion.active and motion.mover is Mover.HERE
    hold_at(motion, 50)  # part of the way
    assert line_shown_at(h, 0, 1, 0.2, 0)  # near the first star: drawn
    assert not line_shown_at(h, 0, 1, 0.9, 0)  # near the second: not yet
    run_to_end(motion)
    assert not motion.active
    assert line_shown_at(h, 0, 1, 0.9, 0)


def test_after_the_motion_the_picture_is_the_still_one(make_harness) -> None:
    h = make_harness()
    square(h)
    h.app.window.actions_.highlight.setChecked(False)  # no halo pulsing on the last line
    motion = h.app.window.presenter.motion
    draw(h, 0, 1)
    assert motion.active
    run_to_end(motion)
    h.settle()
    moved = board_picture(h)
    h.app.window.presenter.undo()
    h.settle()
    h.app.window.actions_.reduce_motion.setChecked(True)
    draw(h, 0, 1)
    assert not motion.active
    h.settle()
    assert board_picture(h) == moved


def test_reduce_motion_shows_the_final_picture_at_once(make_harness) -> None:
    h = make_harness()
    h.app.window.actions_.reduce_motion.setChecked(True)
    square(h)
    presenter = h.app.window.presenter
    for a, b in [(0, 1), (1, 2)]:
        draw(h, a, b)
        assert not presenter.motion.active and presenter.scene.held_move is None
        assert line_shown_at(h, a, b, 0.9, h.game.moves[-1].player)
    draw(h, 2, 3)
    draw(h, 0, 2)  # closes 0-1-2: the triangle is there, the "+1" stands still
    assert not presenter.motion.active
    assert presenter.feedback.labels() == ["+1"] and not animations(presenter.feedback)


def test_input_during_an_animation_draws_the_next_line(make_harness) -> None:
    h = make_harness()
    square(h)
    presenter = h.app.window.presenter
    draw(h, 0, 1)
    hold_at(presenter.motion, 10)  # the first line stays in motion for as long as it takes
    first = h.game.moves[-1]
    draw(h, 1, 2)
    assert h.game.move_count == 2
    assert presenter.scene.held_move == h.game.moves[-1] != first
    assert presenter.motion.moving == h.game.moves[-1]
    # The first line went straight to its final picture.
    assert line_shown_at(h, 0, 1, 0.9, first.player)


def test_the_computers_reply_does_not_wait_for_an_animation(make_harness) -> None:
    h = make_harness()
    h.start(vs_computer(), Board(SQUARE, 2.0))
    h.scripts.setdefault("scripted", []).append((2, 3))
    presenter = h.app.window.presenter
    draw(h, 0, 1)
    assert presenter.motion.active and presenter.motion.mover is Mover.HERE
    hold_at(presenter.motion, 10)  # paused: it would never end by itself
    # The driver answers on the next turn of the event loop, and the table takes it.
    h.qtbot.waitUntil(lambda: h.game.move_count == 2, timeout=60000)
    assert h.game.moves[-1].a in (2, 3) and presenter.motion.moving == h.game.moves[-1]
    assert presenter.motion.mover is Mover.AWAY
    assert h.app.table.human_to_move()


def test_the_computers_line_starts_with_a_ring_on_its_first_star(make_harness) -> None:
    h = make_harness()
    h.scripts["scripted"] = [(0, 2)]  # the computer opens with the diagonal
    h.start(vs_computer(computer_first=True), Board(SQUARE, 2.0))
    presenter = h.app.window.presenter
    h.qtbot.waitUntil(lambda: h.game.move_count == 1, timeout=60000)
    if presenter.motion.active:  # (a very slow event loop may have seen it all already)
        hold_at(presenter.motion, 120)
        ring, line, _fill = presenter.motion.progress()
        assert 0 < ring < 1 and line == 0  # the ring first, the line after it
        image = board_picture(h)
        star = h.view.star_view_pos(0)
        highlight = NEBULA.highlight
        ring_px = h.view.transform().m11() * presenter.scene.drawn(RING_RADIUS)
        around = [
            image.pixelColor(round(star.x() + k * ring_px * dx), round(star.y() + k * ring_px * dy))
            for k in (0.95, 1.0, 1.05, 1.1, 1.15)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        ]
        assert any(near(colour, highlight, 200) for colour in around)
        run_to_end(presenter.motion)
    assert line_shown_at(h, 0, 2, 0.9, 0)


def test_a_double_close_is_visibly_a_double(make_harness) -> None:
    h = make_harness()
    square(h)
    presenter = h.app.window.presenter
    for a, b in SIDES:
        draw(h, a, b)
    run_to_end(presenter.motion)
    h.settle()
    draw(h, 0, 2)  # closes both halves of the square
    assert presenter.feedback.labels() == ["+2"]
    double_label = presenter.feedback._items[0].boundingRect().height()
    hold_at(presenter.motion, DRAW_MS + FILL_MS // 2)
    hold_at(presenter.feedback, DRAW_MS + FILL_MS // 2)
    pulsing = board_picture(h)
    run_to_end(presenter.motion)
    h.settle()
    still = board_picture(h)
    # Both triangles light up together, brighter than they settle.
    for triangle in ((0, 1, 2), (0, 2, 3)):
        points = [h.view.star_view_pos(s) for s in triangle]
        centre = sum(points, QPointF()) / 3
        x, y = round(centre.x()), round(centre.y() + 30)  # clear of the label
        assert pulsing.pixelColor(x, y).lightness() > still.pixelColor(x, y).lightness() + 10
    # A single close says "+1" smaller.
    square(h)
    for a, b in [(0, 1), (1, 2), (0, 2)]:
        draw(h, a, b)
    assert presenter.feedback.labels() == ["+1"]
    assert presenter.feedback._items[0].boundingRect().height() < double_label


def test_play_again_says_again_by_the_line(make_harness) -> None:
    h = make_harness()
    square(h, play_again=True)
    presenter = h.app.window.presenter
    for a, b in [(0, 1), (1, 2), (2, 3)]:
        draw(h, a, b)
        assert presenter.again.text() == ""
    draw(h, 0, 2)  # closes 0-1-2: the same player draws again
    assert presenter.again.text() == "Again!"
    assert presenter.again.shown == 1
    draw(h, 0, 3)  # closes the other half and ends the game: no "Again!"
    assert h.game.is_over and presenter.again.text() == ""


def test_a_win_lights_the_winners_triangles(make_harness) -> None:
    h = make_harness()
    square(h)
    presenter = h.app.window.presenter
    for a, b in SIDES:
        draw(h, a, b)
    draw(h, 0, 2)  # Ana closes both: 2-0
    assert h.game.is_over and h.game.winner == 0
    celebration = presenter.celebration
    assert celebration.showing and celebration.moving and celebration.winner == 0
    run_to_end(presenter.motion)
    run_to_end(celebration)
    assert not celebration.moving and celebration.lit_players() == {0}
    # A replay shows the game as it was: no celebration on the way.
    presenter.start_replay()
    h.settle()
    assert not celebration.showing
    presenter.stop_replay()
    h.settle()
    assert celebration.showing and not celebration.moving  # still, as it was left


def test_a_tie_lights_both_sides_and_reduce_motion_keeps_it_still(make_harness) -> None:
    h = make_harness()
    h.app.window.actions_.reduce_motion.setChecked(True)
    square(h)
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 2), (0, 3)]:
        draw(h, a, b)
    assert h.game.is_over and h.game.scores == (1, 1)
    celebration = h.app.window.presenter.celebration
    assert celebration.showing and not celebration.moving
    assert celebration.winner is None and celebration.lit_players() == {0, 1}
    h.app.window.presenter.start_replay()
    h.settle()
    assert not celebration.showing  # the board shows another moment


def test_again_is_said_in_the_language_on_screen(make_harness) -> None:
    h = make_harness()
    h.app.languages.switch("hi")
    square(h, play_again=True)
    presenter = h.app.window.presenter
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 2)]:
        draw(h, a, b)
    assert presenter.again.text() == "फिर से!"
