"""The first start teaches: a small game against Easy, and a coach line until the first line."""

from __future__ import annotations

from tests.app.conftest import Harness
from tests.app.test_screenshots import artifacts
from triangles_qt.play.telling import MessageKind


def test_the_first_game_is_small_against_easy_and_coached(make_harness) -> None:
    h: Harness = make_harness(opponents=["easy", "medium", "hard"])
    setup = h.app.table.setup
    assert setup is not None and setup.n_stars == 24 and setup.layout == "phone"
    assert [seat.opponent_id for seat in setup.seats] == [None, "easy"]
    assert setup.seats[1].name == "Easy"  # the plugin's own name, not a translation
    bar = h.app.window.message_bar
    assert bar.coaching and bar.kind() is MessageKind.COACH
    assert "Tap a star" in bar.text()
    assert bar.action_button.isVisible()  # a pointer to How to play
    path = artifacts() / "first-start.png"
    assert h.app.window.grab().save(str(path))

    # Picking a star changes the tip; the first line ends the coaching for good.
    a, b = h.legal_between_visible()
    h.click_star(a)
    assert "second star" in bar.text()
    h.click_star(b)
    h.settle()
    assert h.game.move_count >= 1
    assert not bar.coaching
    assert h.app.settings.coached


def test_the_coach_points_to_how_to_play(make_harness, qtbot) -> None:
    from triangles_qt.views.dialogs.how_to_play import HowToPlayDialog

    h = make_harness(opponents=["easy"])
    h.app.window.message_bar.action_button.click()
    h.settle()
    dialogs = [w for w in h.app.window.findChildren(HowToPlayDialog) if w.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].close()


def test_later_starts_are_not_the_first(make_harness) -> None:
    first = make_harness(opponents=["easy", "medium"])
    a, b = first.legal_between_visible()
    first.tap_tap(a, b)
    first.app.close()
    from triangles_qt.paths import autosave_path

    autosave_path().unlink(missing_ok=True)  # nothing to resume: the default game starts
    again = make_harness(opponents=["easy", "medium"])
    setup = again.app.table.setup
    assert setup is not None
    assert setup.seats[1].opponent_id == "medium"  # last time's choice (the default), not Easy
    assert setup.n_stars in (80, 120, 180)
    assert not again.app.window.message_bar.coaching
