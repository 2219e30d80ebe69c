"""The score strip keeps still while the scores grow: a score reaching 10 or 100 moves no name
and is never cut off (a card made room for three digits from the start)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from triangles_qt.views.game.score_panel import ScorePanel


def _places(panel: ScorePanel) -> list[tuple[int, int, int, int]]:
    places = []
    for card in panel.cards:
        for label in (card.score_label, card.name_label):
            place = label.geometry()
            places.append((place.x(), place.y(), place.width(), place.height()))
    return places


def _show(panel: ScorePanel, scores: tuple[int, int]) -> None:
    panel.set_state(("Ana", "Ben"), scores, current=0, over=False, thinking=False)


@pytest.mark.parametrize("family", ["DejaVu Sans", "Noto Sans", "DejaVu Serif"])
def test_scores_of_one_two_and_three_digits_move_nothing_and_fit(
    qtbot: QtBot, app_fonts: None, family: str
) -> None:
    """In the bundled fonts and another whose digits lean out of their width."""
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(900, 90)
    panel.show()
    qtbot.waitExposed(panel)
    for point_size in (10, 22):  # Normal text, and far larger
        font = QFont(family)
        font.setPointSize(point_size)
        panel.setFont(font)
        _show(panel, (0, 0))
        qtbot.wait(10)
        before = _places(panel)
        for scores in ((9, 7), (10, 12), (100, 188)):
            _show(panel, scores)
            qtbot.wait(10)
            assert _places(panel) == before, scores
            for card, score in zip(panel.cards, scores, strict=True):
                label = card.score_label
                needed = label.fontMetrics().horizontalAdvance(str(score))
                assert label.contentsRect().width() >= needed, (score, point_size)
