"""The app finds, joins and hosts advertised games, inside a network namespace this test makes.

Everything runs in a child under ``unshare --net`` (only ``lo``, with
multicast looped back): the app's Join window lists a headless host's game
and joins it; the app's Host window is found by a browser, joined, and
withdrawn once the game has two players. No mDNS packet leaves the
namespace (the child checks it is not in the test's namespace first).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.test_screenshots import artifacts
from tests.net.test_discovery import _netns_command

SCRIPT = Path(__file__).with_name("app_in_netns.py")


@pytest.mark.slow
def test_the_app_finds_joins_and_hosts_games_on_a_network_of_its_own(tmp_path: Path) -> None:
    command = _netns_command()
    parent = os.readlink("/proc/self/ns/net")
    env = dict(
        os.environ,
        TRIANGLES_DATA_DIR=str(tmp_path / "data"),
        TRIANGLES_CONFIG_DIR=str(tmp_path / "config"),
    )
    done = subprocess.run(
        [*command, sys.executable, str(SCRIPT), parent, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=240,
        env=env,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout + done.stderr
    report = json.loads(lines[-1])
    assert report["ok"], report
    assert report["listed"] == "Ana: 24 stars"
    assert report["names"] == ["Ana", "Ben"]
    assert report["withdrawn"], "the host kept advertising a game that had two players"
    shutil.copy(report["screenshot"], artifacts() / "network-join-found.png")
