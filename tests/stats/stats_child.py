"""Child processes for the statistics tests: run as a script, never imported by pytest.

    python stats_child.py launcher DB     # kill test: forks one recorder per request
    python stats_child.py concurrent DB PREFIX COUNT [BUSY_TIMEOUT]
    python stats_child.py probe DB        # open, try to record, report as JSON

The launcher imports everything once and forks a fresh recorder for each
``run`` request, so the kill test pays milliseconds, not a Python start-up,
per kill. A recorder opens the real store and records games through the
real background writer; it writes a game's id to the ack file only when
the writer's callback reports the commit (``after``), or, for the control,
before submitting it (``before``).
"""

from __future__ import annotations

import json
import os
import random
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.stats.helpers import make_result  # noqa: E402
from triangles_qt.stats import RecordOutcome, StatsStore, StatsWriter  # noqa: E402

RESULTS = ("won", "won", "lost", "tie")
OPPONENTS = ("easy", "medium", "hard")


def game(n: int, prefix: str) -> object:
    rng = random.Random(n)
    return make_result(
        n % 100_000,
        rng.choice(RESULTS),
        opponent=rng.choice(OPPONENTS),
        size=rng.choice((24, 60, 80)),
        human_player=rng.randrange(2),
        game_id=f"{prefix}{n}",
    )


def recorder(db: str, mode: str, start: int, ack_path: str, limit: int = 5000) -> None:
    """Record games until killed (or ``limit``); ack each per ``mode``."""
    ack = os.open(ack_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    store = StatsStore.open(db)
    if not store.recording:
        os.write(ack, f"!not-recording {store.not_recording_reason}\n".encode())
        os._exit(3)
    writer = StatsWriter(store)
    os.write(ack, f"#ready {os.getpid()}\n".encode())
    committed = threading.Event()
    failures: list[RecordOutcome] = []

    def on_done(outcome: RecordOutcome) -> None:
        if outcome.ok:
            if mode == "after":
                os.write(ack, f"{outcome.game_id}\n".encode())
        else:
            failures.append(outcome)
        committed.set()

    for n in range(start, start + limit):
        result = game(n, "k")
        if mode == "before":
            os.write(ack, f"k{n}\n".encode())
        committed.clear()
        writer.submit(result, on_done)  # type: ignore[arg-type]
        committed.wait()
        if failures:
            os.write(ack, f"!failed {failures[0].error} {failures[0].detail}\n".encode())
            os._exit(4)
    os._exit(0)


def launcher(db: str) -> None:
    for line in sys.stdin:
        command = line.split()
        if not command:
            continue
        if command[0] == "quit":
            return
        _, mode, start, ack_path = command
        pid = os.fork()
        if pid == 0:  # the recorder: a fresh process from a thread-free parent
            try:
                recorder(db, mode, int(start), ack_path)
            finally:
                os._exit(5)
        print(pid, flush=True)
        _, status = os.waitpid(pid, 0)
        print(f"dead {status}", flush=True)


def concurrent(db: str, prefix: str, count: int, busy_timeout: float = 10.0) -> None:
    """Wait for "go", then record ``count`` games as fast as possible; report the failures."""
    sys.stdin.readline()
    store = StatsStore.open(db, busy_timeout=busy_timeout)
    errors: dict[str, int] = {}
    inserted = 0
    for n in range(count):
        outcome = store.record(game(n, prefix))  # type: ignore[arg-type]
        if outcome.ok:
            inserted += outcome.inserted
        else:
            key = f"{outcome.error}: {outcome.detail}"
            errors[key] = errors.get(key, 0) + 1
    store.close()
    print(json.dumps({"inserted": inserted, "errors": errors, "notices": len(store.notices)}))


def probe(db: str) -> None:
    store = StatsStore.open(db)
    outcome = store.record(game(1, "probe-"))  # type: ignore[arg-type]
    report = store.report()
    print(
        json.dumps(
            {
                "recording": store.recording,
                "reason": store.not_recording_reason,
                "readable": store.readable,
                "played": report.total.played,
                "notices": [[n.kind.value, n.reason] for n in store.notices],
                "record_ok": outcome.ok,
                "record_error": outcome.error,
            }
        )
    )
    store.close()


if __name__ == "__main__":
    kind, *args = sys.argv[1:]
    if kind == "launcher":
        launcher(args[0])
    elif kind == "concurrent":
        concurrent(args[0], args[1], int(args[2]), *map(float, args[3:]))
    elif kind == "probe":
        probe(args[0])
    else:
        raise SystemExit(f"unknown command {kind}")
