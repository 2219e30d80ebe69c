"""A real accessibility client (AT-SPI, as Orca uses it) works the app: the app under Xvfb in a
D-Bus session of its own with the AT-SPI registry, and a client (pyatspi) that finds it on the
desktop, reads its tree, presses, types and listens to its announcements (harness.py,
client.py). Each test ends with the app quitting through its Quit action: exit code 0, no
crash on the way out.

Skipped where Xvfb, dbus-run-session, the AT-SPI bus or pyatspi are missing (``.ci/run``
installs them).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.app.screen_reader import harness

pytestmark = pytest.mark.timeout(harness.SESSION_TIMEOUT_S + 120)

#: What a process that did not exit cleanly leaves on its standard error.
CRASH_SIGNS = ("Segmentation fault", "Fatal Python error", "Aborted", "core dumped", "Traceback")


def clean(session: harness.Session) -> None:
    """The client finished its scenario and the program exited with 0, without a crash."""
    report = session.report
    assert "error" not in report, report["error"] + "\n" + session.output()
    errors = (session.folder / "app.err").read_text(errors="replace")
    assert report["exit"] == 0, session.output()
    assert not [sign for sign in CRASH_SIGNS if sign in errors], session.output()


def test_announcements_reach_a_real_client(tmp_path: Path) -> None:
    """The path itself: Qt's announcement event, posted on a window, is heard by an AT-SPI
    client as ``object:announcement``, as often as it is made, the same words included."""
    command = [sys.executable, str(harness.ANNOUNCER_CHILD)]
    session = harness.run("announcer", tmp_path, command)
    clean(session)
    assert "Press" in session.report["actions"]  # the name Qt's bridge gives a button's action
    assert session.report["heard"] == ["Easy drew A1 to B2."] * 3


def test_a_client_finds_the_board_and_works_the_windows(tmp_path: Path) -> None:
    """The app on the AT-SPI desktop: the board found by its name, a tool bar button pressed
    through its action opens New Game, a name typed into its field with the keyboard arrives,
    Cancel closes it, Ctrl+N opens it again, and Quit ends the app cleanly."""
    session = harness.run("explore", tmp_path)
    clean(session)
    report = session.report
    assert report["app_name"] == "Triangles"
    assert any(re.search(r"'Game board'", line) for line in report["tree"])
    assert report["new_game_actions"] == ["Press"]
    assert report["typed"] == {"field": "Your name", "text": "Ada Lovelace"}
    assert report["shortcut_opened"] == "New Game"
