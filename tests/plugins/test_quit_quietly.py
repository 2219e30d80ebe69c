"""Quitting at any moment is quiet and clean, even while the opponents are still being probed.

The app starts probing the installed opponents in a background thread at
once; quitting right after start used to print a traceback from that
thread. Each run is a fresh interpreter (what matters happens while it
exits), quitting at a different moment.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.gui

SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from triangles_qt.app import build

delay = float(sys.argv[1])
app = build([])
if delay >= 0:
    QTimer.singleShot(int(delay * 1000), app.qapp.quit)
    app.qapp.exec()
app.close()
"""


def processes_with(marker: str) -> list[int]:
    """Processes whose environment holds ``marker``: the app's descendants, wherever they went."""
    found = []
    needle = marker.encode()
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/environ", "rb") as f:
                    if needle in f.read():
                        found.append(int(name))
            except OSError:
                continue
    return found


@pytest.mark.parametrize("delay", [-1.0, 0.0, 0.05, 0.1, 0.3])
def test_quitting_right_after_start_is_quiet(tmp_path: Path, delay: float) -> None:
    """``-1``: close without ever running the event loop; else quit after ``delay`` seconds."""
    marker = f"TRIANGLES_QUIT_TEST={uuid.uuid4().hex}"
    name, _, value = marker.partition("=")
    env = {
        **os.environ,
        name: value,
        "QT_QPA_PLATFORM": "offscreen",
        "TRIANGLES_DATA_DIR": str(tmp_path / "data"),
        "TRIANGLES_CONFIG_DIR": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(delay)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    for word in ("Traceback", "Exception", "Error"):
        assert word not in result.stderr, result.stderr
    if sys.platform.startswith("linux"):
        deadline = time.monotonic() + 60
        while (left := processes_with(marker)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert left == [], "processes outlived the app"


def test_a_stopped_catalog_ends_its_probe_at_once_and_says_nothing(qtbot: QtBot) -> None:
    """What quitting does (``aboutToQuit``, or the catalog being destroyed) in one call."""
    from triangles_qt.play.catalog import OpponentCatalog

    before = set(threading.enumerate())
    catalog = OpponentCatalog()
    changes: list[bool] = []
    catalog.changed.connect(lambda: changes.append(True))
    catalog.start()
    catalog.stop()
    (probe,) = [
        t for t in threading.enumerate() if t not in before and t.name == "opponent-discovery"
    ]
    probe.join(60)
    assert not probe.is_alive()
    qtbot.wait(100)  # a queued answer would be delivered now
    assert changes == [] and not catalog.ready
    catalog.deleteLater()
