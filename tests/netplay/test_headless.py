"""``python -m triangles_qt.net``: two computer opponents meet over loopback; bad input is refused.

The last line of each run is one JSON object with the pinned keys; both
runs must describe the same game (the final position's digest included).
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PINNED = {"games", "winner", "scores", "moves", "disconnects", "error"}


def run(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "triangles_qt.net", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )


def last_json(process: subprocess.Popen[str], timeout: float = 120) -> dict:  # type: ignore[type-arg]
    out, err = process.communicate(timeout=timeout)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    assert lines, out + err
    return json.loads(lines[-1])


def test_two_computer_opponents_play_a_whole_game_over_loopback() -> None:
    host = run("host", "--address", "127.0.0.1", "--port", "0", "--code", "KX4TQ7",
               "--stars", "24", "--seed", "5", "--play-again", "--seat", "easy",
               "--name", "Easy", "--time-limit", "0.2")  # fmt: skip
    assert host.stdout is not None
    first = host.stdout.readline()
    assert "game code KX4-TQ7" in first
    port = re.search(r"port (\d+)", first).group(1)  # type: ignore[union-attr]
    joiner = run("join", f"127.0.0.1:{port}", "--code", "kx4-tq7", "--seat", "medium",
                 "--name", "Medium", "--time-limit", "0.2")  # fmt: skip
    mine, theirs = last_json(joiner), last_json(host)
    assert set(mine) >= PINNED and set(theirs) >= PINNED
    for result in (mine, theirs):
        assert result["games"] == 1 and result["error"] is None and result["disconnects"] == 0
        assert result["names"] == {"host": "Easy", "join": "Medium"}
    assert mine["digest"] == theirs["digest"] and mine["moves"] == theirs["moves"]
    assert mine["scores"] == theirs["scores"] and mine["winner"] == theirs["winner"]
    assert mine["winner"] in ("host", "join", "tie")
    assert sum(mine["scores"].values()) > 0
    assert joiner.returncode == 0 and host.returncode == 0


def test_a_wrong_code_ends_the_joiner_with_its_reason() -> None:
    host = run("host", "--address", "127.0.0.1", "--port", "0", "--code", "KX4TQ7",
               "--wait", "20")  # fmt: skip
    assert host.stdout is not None
    port = re.search(r"port (\d+)", host.stdout.readline()).group(1)  # type: ignore[union-attr]
    joiner = run("join", f"127.0.0.1:{port}", "--code", "KX4TQ9")
    result = last_json(joiner)
    host.terminate()
    host.communicate(timeout=30)
    assert result["error"] == "wrong_code" and result["games"] == 0 and result["winner"] is None
    assert joiner.returncode == 1


def test_no_game_at_the_address_is_said_in_the_json() -> None:
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    result = last_json(run("join", f"127.0.0.1:{port}", "--code", "KX4TQ7"))
    assert result["error"] == "unreachable" and result["games"] == 0


def test_bad_arguments_are_refused_with_a_message() -> None:
    for args, words in (
        (["join", "127.0.0.1", "--code", "0000"], "game code"),
        (["join", "127.0.0.1:99999", "--code", "KX4TQ7"], "port"),
        (["host", "--stars", "2"], "stars"),
    ):
        done = subprocess.run([sys.executable, "-m", "triangles_qt.net", *args], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)  # fmt: skip
        assert done.returncode == 2 and words in done.stderr, done.stderr
