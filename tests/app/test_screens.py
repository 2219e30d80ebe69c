"""Real screens: the main window and every dialog fit, and stay usable, from 1024×600 up.

Each size runs in a fresh process on the offscreen platform with a
simulated screen of that size (``configfile``), which gives a real QScreen;
the probe (tests/app/screen_probe.py) opens the main window with a 180-star
game, New Game, How to play, About, Statistics and its Reset question, the
resign and leave questions, an opponent failure and an end panel, and
checks that each window and each button lies wholly on the screen, that
dialogs open over the main window, that no text is cut off and that Esc
closes each one. Pictures of the whole screen land in
``test-artifacts/screenshots/screens/``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.test_screenshots import ROOT, artifacts

SIZES = [(1024, 600), (1280, 800), (1366, 768), (1920, 1080)]
EXPECTED = {
    "main window",
    "new game",
    "how to play",
    "about",
    "statistics",
    "reset question",
    "resign question",
    "leave question",
    "opponent failure",
    "end of a game",
    "replay",
}


def probe(tmp_path: Path, width: int, height: int, lang: str = "en") -> dict[str, object]:
    config = tmp_path / "screens.json"
    config.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "probe",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                    }
                ]
            }
        )
    )
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        TRIANGLES_DATA_DIR=str(tmp_path / "data"),
        TRIANGLES_CONFIG_DIR=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
    )
    out = artifacts() / "screens"
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.screen_probe", str(out), "--lang", lang],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.slow
@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_window_fits_the_screen(tmp_path: Path, width: int, height: int) -> None:
    result = probe(tmp_path, width, height)
    assert result["screen"] == [width, height]
    # The first start: maximised on a small screen, most of a big one otherwise.
    opened: dict[str, object] = result["opened_as"]  # type: ignore[assignment]
    frame: list[int] = opened["frame"]  # type: ignore[assignment]
    if width < 1400 or height < 860:
        assert opened["maximized"] and frame[0] >= width - 8 and frame[1] >= height - 8
    else:
        assert not opened["maximized"] and frame[0] > 0.8 * width and frame[1] > 0.75 * height
    assert set(result["opened"]) >= EXPECTED  # type: ignore[arg-type]
    assert result["problems"] == [], "\n".join(result["problems"])  # type: ignore[arg-type]


@pytest.mark.slow
def test_every_window_fits_a_small_tablet_in_hindi(tmp_path: Path) -> None:
    result = probe(tmp_path, 1024, 600, lang="hi")
    assert set(result["opened"]) >= EXPECTED  # type: ignore[arg-type]
    assert result["problems"] == [], "\n".join(result["problems"])  # type: ignore[arg-type]
