"""The kill test: SIGKILL a recording process at random moments; nothing acknowledged is lost.

A launcher process forks a recorder for each round; the recorder opens the
real store (creating, recovering or checkpointing it as it goes) and
records games through the real background writer, acknowledging each game
in an ack file only when the writer's callback reports the commit. The
parent kills the recorder with SIGKILL after a random delay (sometimes in
the middle of opening, mostly in the middle of recording), then checks the
database with its own plain SQLite connection:

- every acknowledged game is in the games table (missing must be 0);
- ``PRAGMA integrity_check`` says ok (failures must be 0);
- the ``totals`` table equals the totals recomputed from the games table
  (disagreements must be 0).

The control runs the same rounds with a recorder that acknowledges a game
*before* submitting it, and must find losses: proof that the test can fail.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from triangles_qt.stats.schema import TOTALS_FROM_GAMES

CHILD = Path(__file__).with_name("stats_child.py")
KILLS = int(os.environ.get("TRIANGLES_KILL_ROUNDS", "200"))

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")


@dataclass
class Figures:
    rounds: int = 0
    acked: set[str] = field(default_factory=set)
    missing: set[str] = field(default_factory=set)
    integrity_failures: int = 0
    totals_disagreements: int = 0
    killed_opening: int = 0
    killed_recording: int = 0
    stored: int = 0
    killed_by_sigkill: int = 0
    seconds: float = 0.0

    def line(self) -> str:
        return (
            f"rounds={self.rounds} sigkilled={self.killed_by_sigkill} "
            f"(while opening={self.killed_opening}, while recording={self.killed_recording}) "
            f"acknowledged={len(self.acked)} stored={self.stored} "
            f"missing={len(self.missing)} integrity_failures={self.integrity_failures} "
            f"totals_disagreements={self.totals_disagreements} seconds={self.seconds:.1f}"
        )


def inspect(db: Path, figures: Figures) -> None:
    """The parent's own look at the database after a kill.

    Read-only, so closing it never checkpoints: the next recorder finds the
    killed one's WAL as it was and has to recover it.
    """
    if not db.exists():
        return
    conn = sqlite3.connect(db.resolve().as_uri() + "?mode=ro", uri=True, timeout=10)
    try:
        if [r[0] for r in conn.execute("PRAGMA integrity_check")] != ["ok"]:
            figures.integrity_failures += 1
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        if "games" not in tables:
            return  # killed before the schema existed (it is built aside, so nothing is there)
        stored = {r[0] for r in conn.execute("SELECT game_id FROM games")}
        kept = sorted(tuple(r) for r in conn.execute("SELECT * FROM totals"))
        counted = sorted(tuple(r) for r in conn.execute(TOTALS_FROM_GAMES))
        if kept != counted:
            figures.totals_disagreements += 1
        figures.missing |= figures.acked - stored
        figures.stored = len(stored)
    finally:
        conn.close()


def run_rounds(
    tmp_path: Path,
    mode: str,
    rounds: int,
    seed: int,
    *,
    opening_share: float = 0.35,
    stop_at_first_loss: bool = False,
) -> Figures:
    db = tmp_path / "kill" / "statistics.sqlite3"
    db.parent.mkdir(parents=True)
    ack_file = tmp_path / "acks.txt"
    rng = random.Random(seed)
    figures = Figures()
    launcher = subprocess.Popen(
        [sys.executable, str(CHILD), "launcher", str(db)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert launcher.stdin is not None and launcher.stdout is not None
    started = time.perf_counter()
    try:
        for n in range(rounds):
            launcher.stdin.write(f"run {mode} {n * 10_000} {ack_file}\n")
            launcher.stdin.flush()
            pid = int(launcher.stdout.readline())
            ready = f"#ready {pid}"
            if rng.random() < opening_share:
                # While opening: checking the files, recovering the last round's WAL,
                # creating or migrating the schema, starting the writer.
                time.sleep(rng.uniform(0.0, 0.008))
            else:
                # While recording: wait until it has opened, then kill mid-stream.
                deadline = time.monotonic() + 10
                while ready not in _text(ack_file) and time.monotonic() < deadline:
                    time.sleep(0.0005)
                time.sleep(rng.uniform(0.0, 0.03))
            os.kill(pid, signal.SIGKILL)
            status = launcher.stdout.readline().split()
            assert status[0] == "dead"
            if os.WIFSIGNALED(int(status[1])) and os.WTERMSIG(int(status[1])) == signal.SIGKILL:
                figures.killed_by_sigkill += 1
            lines = _text(ack_file).splitlines()
            problems = [line for line in lines if line.startswith("!")]
            assert not problems, problems
            figures.acked.update(line for line in lines if not line.startswith("#"))
            if ready in lines:
                figures.killed_recording += 1
            else:
                figures.killed_opening += 1
            figures.rounds += 1
            inspect(db, figures)
            if stop_at_first_loss and figures.missing:
                break
    finally:
        launcher.stdin.write("quit\n")
        launcher.stdin.close()
        launcher.wait(10)
        launcher.stdout.close()
    figures.seconds = time.perf_counter() - started
    return figures


def _text(path: Path) -> str:
    return path.read_text() if path.exists() else ""


@pytest.mark.slow
@pytest.mark.timeout(240)
def test_sigkill_at_random_moments_loses_no_acknowledged_game(tmp_path: Path) -> None:
    figures = run_rounds(tmp_path, "after", KILLS, seed=20250301)
    print("\nkill test:", figures.line())
    assert figures.rounds >= KILLS >= 200 or "TRIANGLES_KILL_ROUNDS" in os.environ
    assert figures.killed_by_sigkill >= 0.95 * figures.rounds  # really killed, not finished
    assert len(figures.acked) >= figures.rounds  # the rounds did record games
    assert figures.missing == set()
    assert figures.integrity_failures == 0
    assert figures.totals_disagreements == 0


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_control_acknowledging_before_commit_is_caught(tmp_path: Path) -> None:
    """The same harness finds losses when a recorder acknowledges too early.

    Every kill while recording has a good chance to land between the early
    acknowledgement and the commit; the control stops at the first loss
    found (typically within a few rounds) and fails if 100 rounds find none.
    """
    figures = run_rounds(
        tmp_path, "before", 100, seed=7, opening_share=0.0, stop_at_first_loss=True
    )
    print("\nkill test control:", figures.line())
    assert len(figures.missing) > 0
    assert figures.integrity_failures == 0 and figures.totals_disagreements == 0
