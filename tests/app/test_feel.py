"""How the game feels in the hand: scoring feedback, replay, the New Game window, small touches."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.app.conftest import SQUARE, Harness, two_players, vs_computer
from tests.imaging import colour_share
from triangles_qt.model import Board, Refusal
from triangles_qt.play.catalog import OpponentChoice, strength_order
from triangles_qt.play.telling import MessageKind
from triangles_qt.views.board.refusals import refusal_text
from triangles_qt.views.game.score_panel import CARD_MAX_WIDTH

SIDES = [(0, 1), (1, 2), (2, 3), (0, 3)]


def square(h: Harness, play_again: bool = False) -> None:
    h.start(replace(two_players(names=("Ana", "Ben")), play_again=play_again), Board(SQUARE, 2.0))


# -- scoring feedback -------------------------------------------------------------


def test_closing_one_and_two_triangles_is_noticed(make_harness) -> None:
    h = make_harness()
    square(h)
    feedback = h.app.window.presenter.feedback
    for a, b in [(0, 1), (1, 2), (2, 3)]:
        h.tap_tap(a, b)
    assert not feedback.active  # nothing closed yet
    h.tap_tap(0, 2)  # closes ABC
    assert feedback.labels() == ["+1"]
    shown = feedback.shown
    h.tap_tap(0, 3)  # closes ACD
    assert feedback.labels() == ["+1"] and feedback.shown == shown + 1


def test_one_line_closing_two_triangles_says_plus_two(make_harness) -> None:
    h = make_harness()
    square(h)
    for a, b in SIDES:
        h.tap_tap(a, b)
    h.tap_tap(0, 2)
    assert h.app.window.presenter.feedback.labels() == ["+2"]


def test_play_again_gets_a_clear_cue(make_harness) -> None:
    h = make_harness()
    square(h, play_again=True)
    for a, b in [(0, 1), (1, 2), (2, 3)]:
        h.tap_tap(a, b)
    mover = h.game.current_player
    h.tap_tap(0, 2)  # closes ABC: the same player draws again
    bar = h.app.window.message_bar
    assert h.game.current_player == mover
    assert bar.kind() is MessageKind.INFO and "plays again" in bar.text()


def test_reduce_motion_shows_the_point_without_movement(make_harness) -> None:
    h = make_harness()
    window = h.app.window
    window.actions_.reduce_motion.setChecked(True)
    assert h.app.settings.reduce_motion
    square(h)
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 2)]:
        h.tap_tap(a, b)
    feedback = window.presenter.feedback
    assert feedback.labels() == ["+1"]  # still said...
    assert not feedback._animations  # ...but nothing rises, fades or glows
    assert len(feedback._items) == 1
    assert window.presenter.scene._pulse.state() != window.presenter.scene._pulse.State.Running
    window.actions_.reduce_motion.setChecked(False)
    h.tap_tap(0, 3)
    motion = window.presenter.motion
    if motion.active:
        motion.finish()  # the line drawn on: its highlight pulses from then on
    assert (
        feedback._animations
        and window.presenter.scene._pulse.state() == window.presenter.scene._pulse.State.Running
    )


# -- replay --------------------------------------------------------------------------


def finished_square(h: Harness) -> None:
    square(h)
    for a, b in [*SIDES, (0, 2)]:
        h.tap_tap(a, b)
    assert h.game.is_over


def test_replay_says_whose_line_and_the_score_at_each_step(make_harness) -> None:
    h = make_harness()
    finished_square(h)
    window = h.app.window
    window.end_panel.replay_button.click()
    bar = window.replay_bar
    assert bar.label.text() == "Start · Ana 0 – 0 Ben"
    bar.forward.click()
    assert bar.label.text() == "Line 1 of 5: Ana · Ana 0 – 0 Ben"
    bar.last.click()
    assert bar.label.text() == "Line 5 of 5: Ana · Ana 2 – 0 Ben"


def test_replay_buttons_never_move_and_autoplay_runs_to_the_end(make_harness) -> None:
    h = make_harness()
    finished_square(h)
    window = h.app.window
    window.end_panel.replay_button.click()
    bar = window.replay_bar
    h.settle()
    buttons = (bar.first, bar.back, bar.play, bar.forward, bar.last, bar.close_button)
    before = [b.mapTo(window, QPoint(0, 0)) for b in buttons]
    bar.last.click()
    h.settle()
    assert [b.mapTo(window, QPoint(0, 0)) for b in buttons] == before
    bar.first.click()
    bar.play.click()
    assert bar.playing
    h.qtbot.waitUntil(lambda: bar.position == 5 and not bar.playing, timeout=10_000)
    assert window.presenter.scene.shown_moves() == 5
    assert [b.mapTo(window, QPoint(0, 0)) for b in buttons] == before


def test_the_end_panel_comes_back_after_the_replay(make_harness) -> None:
    h = make_harness()
    finished_square(h)
    window = h.app.window
    window.end_panel.replay_button.click()
    assert not window.end_panel.isVisible()
    window.replay_bar.close_button.click()
    h.settle()
    assert window.end_panel.isVisible() and window.presenter.scene.shown_moves() == 5


def test_the_replay_bar_is_dark_like_the_rest_of_the_game(make_harness) -> None:
    h = make_harness()
    finished_square(h)
    window = h.app.window
    window.end_panel.replay_button.click()
    h.settle()
    image = window.message_bar.grab().toImage()
    corner = image.pixelColor(image.width() // 2, 2)
    assert corner.lightness() < 80
    button = window.replay_bar.close_button.grab().toImage()
    side = button.pixelColor(6, button.height() // 2)  # inside the border, beside the text
    assert side.lightness() < 90


# -- the New Game window -------------------------------------------------------------


def test_opponents_are_listed_weakest_first_with_their_descriptions(make_harness) -> None:
    choices = [
        OpponentChoice("zed", "Zed"),
        OpponentChoice("hard", "Hard", description="Looks ahead.", strength=80),
        OpponentChoice("easy", "Easy", description="Takes free triangles.", strength=20),
        OpponentChoice("alpha", "Alpha"),
        OpponentChoice("medium", "Medium", description="Never gives one away.", strength=50),
    ]
    assert [c.id for c in strength_order(choices)] == ["easy", "medium", "hard", "alpha", "zed"]
    h = make_harness(opponents=["scripted"])
    window = h.app.window
    window._list_opponents = lambda: choices
    window.show_new_game()
    dialog = window.new_game.dialog
    combo = dialog.opponent_combo
    listed = [combo.itemData(i) for i in range(combo.count())]
    assert listed == ["", "net:host", "net:join", "internet:host", "internet:join",
                      "easy", "medium", "hard", "alpha", "zed"]  # fmt: skip
    combo.setCurrentIndex(listed.index("medium"))
    assert dialog.opponent_about.isVisible()
    assert dialog.opponent_about.text() == "Never gives one away."
    dialog.reject()


def test_new_game_window_placeholder_size_choice_and_shrinking(make_harness) -> None:
    h = make_harness(opponents=["scripted"])
    window = h.app.window
    window.show_new_game()
    dialog = window.new_game.dialog
    combo = dialog.opponent_combo
    combo.setCurrentIndex(combo.findData("scripted"))
    h.settle()
    # A blank name shows as "You" against the computer: the placeholder says so.
    assert dialog.name1.placeholderText() == "You"
    small = dialog.height()
    combo.setCurrentIndex(0)  # two players: more rows
    h.settle()
    assert dialog.name1.placeholderText() == "Player 1"
    assert dialog.height() > small
    combo.setCurrentIndex(combo.findData("scripted"))
    h.settle()
    assert dialog.height() == small  # shrinks back
    # 120 stars is in both sets: switching the set keeps it chosen.
    dialog.tablet_radio.setChecked(True)
    next(b for b in dialog.size_buttons if b.property("stars") == 120).click()
    dialog.phone_radio.setChecked(True)
    assert dialog.chosen_size() == 120
    dialog.tablet_radio.setChecked(True)
    assert dialog.chosen_size() == 120
    next(b for b in dialog.size_buttons if b.property("stars") == 180).click()
    dialog.phone_radio.setChecked(True)
    assert dialog.chosen_size() in (24, 60, 120)  # 180 is not a phone size
    dialog.reject()


def test_dialogs_are_dark_like_the_game(make_harness) -> None:
    h = make_harness()
    window = h.app.window
    window.show_new_game()
    h.settle()
    image = window.new_game.dialog.grab().toImage()
    assert colour_share(image, "#ececec", tolerance=30) < 0.05  # no default light grey
    centre = image.pixelColor(image.width() // 2, image.height() - 8)
    assert centre.lightness() < 90
    window.new_game.dialog.reject()


# -- small touches --------------------------------------------------------------------


def test_information_and_refusals_look_different(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    window, bar = h.app.window, h.app.window.message_bar
    theme = window.current_theme
    window.say(lambda: "A quiet notice.")
    h.settle()
    info = bar.grab().toImage()
    a, b = h.legal_between_visible()
    h.tap_tap(a, b)
    h.tap_tap(a, b)  # refused: already drawn
    assert bar.kind() is MessageKind.REFUSAL
    h.settle()
    refused = bar.grab().toImage()
    assert colour_share(refused, theme.refused, step=1) > 3 * colour_share(
        info, theme.refused, step=1
    )
    assert bar.label.font().bold() or "bold" in bar.label.styleSheet()


def test_short_messages_stay_on_one_line_in_hindi(make_harness) -> None:
    h = make_harness()
    h.app.languages.switch("hi")
    try:
        window = h.app.window
        window.resize(1024, 600)
        h.settle()
        label = window.message_bar.label
        for reason in (Refusal.EXISTS, Refusal.OVER_STAR, Refusal.CROSSES, Refusal.SAME_STAR):
            window.say(lambda r=reason: refusal_text(r), MessageKind.REFUSAL)
            h.settle()
            one_line = label.fontMetrics().height()
            assert label.heightForWidth(label.width()) < 2 * one_line, label.text()
    finally:
        h.app.languages.switch("en")


def test_the_keyboard_ring_hides_when_the_mouse_is_used(make_harness) -> None:
    h = make_harness()
    h.start(two_players())
    view = h.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_star is not None
    a, _b = h.legal_between_visible()
    h.click_star(a)
    assert view.focus_star is None  # the mouse took over
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_star is not None  # and the keyboard brings it back


def test_names_stay_near_their_scores_on_a_wide_window(make_harness) -> None:
    h = make_harness()
    h.start(two_players(names=("Ana", "Ben")))
    window = h.app.window
    window.showNormal()
    window.resize(1900, 900)
    h.settle()
    assert window.width() >= 1800
    for card in window.score_panel.cards:
        name = card.name_label.mapTo(window, card.name_label.rect().center())
        score = card.score_label.mapTo(window, card.score_label.rect().center())
        # Stretched across half the window, a card put them ~850 px apart.
        assert abs(score.x() - name.x()) < CARD_MAX_WIDTH <= window.width() / 4


def test_the_panel_says_at_most_how_many_triangles_are_still_to_win(make_harness) -> None:
    """Not the triangles still alive (hundreds on 24 stars, overlapping, never all closed)
    but a bound never too small: what the board has room for, less what is won."""
    h = make_harness()
    h.start(vs_computer(n_stars=24, seed=3))
    panel = h.app.window.score_panel
    most = h.game.board.most_triangles
    assert most <= 40 < 10 * most < h.game.alive_triangles  # (it said "476 triangles")
    assert panel.remaining.text() == f"At most {most} more triangles to win"
    a, b = h.legal_between_visible()
    h.tap_tap(a, b)
    h.qtbot.waitUntil(lambda: h.app.table.human_to_move(), timeout=3000)
    h.settle()  # (the panel follows on the next turn of the event loop)
    left = h.game.most_still_to_win
    assert panel.remaining.text() == f"At most {left} more triangles to win"
    h.app.languages.switch("ro")
    assert panel.remaining.text() == f"Cel mult încă {left} de triunghiuri de câștigat"
    h.app.languages.switch("hi")
    assert panel.remaining.text() == f"अधिकतम {left} और त्रिभुज जीते जा सकते हैं"
    assert panel.remaining.toolTip()  # it says what the figure is
    h.app.languages.switch("en")


def test_the_last_triangle_still_to_win_in_three_languages(make_harness) -> None:
    """A square: room for 2 triangles; once one is closed and the diagonal has crossed out
    the other two, one is left to win, and the panel says so in each language."""
    h = make_harness()
    h.start(two_players(), Board(SQUARE, 2.0))
    panel = h.app.window.score_panel
    assert panel.remaining.text() == "At most 2 more triangles to win"
    for a, b in ((0, 1), (1, 2), (0, 2)):  # the diagonal closes 0-1-2
        h.tap_tap(a, b)
    assert sum(h.game.scores) == 1 and h.game.alive_triangles == 1
    assert panel.remaining.text() == "At most 1 more triangle to win"
    h.app.languages.switch("ro")
    assert panel.remaining.text() == "Cel mult încă un triunghi de câștigat"
    h.app.languages.switch("hi")
    assert panel.remaining.text() == "अधिकतम एक और त्रिभुज जीता जा सकता है"
    h.app.languages.switch("en")
