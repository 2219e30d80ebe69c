"""Pictures of the real window, saved as PNG by every test run, and checked by looking at pixels.

The PNGs land in ``test-artifacts/screenshots/`` (or ``$TRIANGLES_ARTIFACTS``);
the current ones are copied into ``docs/screenshots/``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from tests.app.conftest import Harness, two_players
from tests.imaging import colour_share
from triangles_qt.views.look.theme import NEBULA

ROOT = Path(__file__).resolve().parents[2]


def artifacts() -> Path:
    folder = Path(os.environ.get("TRIANGLES_ARTIFACTS", ROOT / "test-artifacts")) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def play_randomly(h: Harness, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    game = h.game
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        h.app.table.request_line(*legal[rng.randrange(len(legal))])
    h.settle()


@pytest.mark.parametrize("n_stars", [24, 180])
@pytest.mark.parametrize("stage", ["mid", "end"])
def test_board_screenshot(make_harness, n_stars: int, stage: str) -> None:
    h = make_harness()
    h.app.window.resize(1100, 780)
    h.start(two_players(n_stars=n_stars, seed=7, names=("Ana", "Ben")))
    total = 3 * n_stars if stage == "end" else (14 if n_stars == 24 else 160)
    play_randomly(h, total, seed=n_stars)
    assert h.game.is_over == (stage == "end")
    image = h.app.window.grab().toImage()
    path = artifacts() / f"board-{n_stars}-{stage}.png"
    assert image.save(str(path))
    assert path.stat().st_size > 10_000
    # Both players' colours are really on screen, and the sky is dark.
    p1, p2 = (style.line for style in NEBULA.players)
    assert colour_share(image, p1, step=3) > 0.002
    assert colour_share(image, p2, step=3) > 0.002
    centre = image.pixelColor(image.width() // 2, image.height() - 30)
    assert centre.lightness() < 110
    if stage == "end":
        assert h.app.window.end_panel.isVisible()
        assert h.app.window.endings.title() in ("Ana wins!", "Ben wins!", "Tie!")
