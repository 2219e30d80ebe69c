"""New Game with a board code fits a 1024×600 screen, in English and in Hindi.

Each language runs tests/app/board_code_screen_child.py in a fresh process
on a simulated 1024×600 screen; the pictures of the whole screen land in
``test-artifacts/screenshots/`` (docs/screenshots.md shows them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.app.test_screenshots import ROOT, artifacts
from triangles_qt.model.board_code import BoardCode

SAID = {
    "en": ("The next game is played on the board of code 133R-GH98-9FBX (120 stars).",
           "This code is damaged: a character is wrong, missing or extra."),
    "hi": ("अगला खेल कोड 133R-GH98-9FBX वाले बोर्ड पर खेला जाएगा (120 तारे)।",
           "यह कोड खराब है: कोई अक्षर गलत है"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_new_game_with_a_board_code_fits_a_small_tablet(tmp_path: Path, lang: str) -> None:
    config = tmp_path / "screens.json"
    screen = {"name": "probe", "x": 0, "y": 0, "width": 1024, "height": 600, "logicalDpi": 96}
    config.write_text(json.dumps({"screens": [screen]}))
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        TRIANGLES_DATA_DIR=str(tmp_path / "data"),
        TRIANGLES_CONFIG_DIR=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
    )
    out = artifacts()
    done = subprocess.run(
        [sys.executable, "-m", "tests.app.board_code_screen_child", str(out), "--lang", lang],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["problems"] == [], "\n".join(result["problems"])
    assert result["screen"] == [1024, 600]
    assert BoardCode.parse(result["shown"]).n_stars == 80  # the board on the table's code
    chosen, refused = SAID[lang]
    assert result["chosen"] == chosen and result["refused"].startswith(refused)
    for shot in result["shots"]:
        picture = QImage(str(out / shot))
        assert (picture.width(), picture.height()) == (1024, 600)
