"""The background writer: the UI thread only queues; the callback reports the commit."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest

from tests.stats.helpers import make_result
from triangles_qt.stats import GameResult, RecordOutcome, StatsStore, StatsWriter


class Outcomes:
    def __init__(self) -> None:
        self.items: list[tuple[RecordOutcome, str]] = []
        self.event = threading.Event()

    def __call__(self, outcome: RecordOutcome) -> None:
        self.items.append((outcome, threading.current_thread().name))
        self.event.set()


@pytest.fixture
def writer(store: StatsStore) -> StatsWriter:
    w = StatsWriter(store)
    yield w  # type: ignore[misc]
    w.close()


def test_results_are_written_in_order_and_reported_from_the_worker(
    store: StatsStore, writer: StatsWriter
) -> None:
    seen = Outcomes()
    for n in range(20):
        writer.submit(make_result(n, "won" if n % 2 else "lost"), seen)
    assert writer.flush(10.0) and writer.pending == 0
    assert [o.game_id for o, _ in seen.items] == [f"game-{n:05d}" for n in range(20)]
    assert all(o.ok and o.inserted for o, _ in seen.items)
    assert {name for _, name in seen.items} == {"triangles-stats-writer"}
    assert store.report().total.played == 20


def test_submit_never_waits_for_the_disk_or_a_lock(store: StatsStore, writer: StatsWriter) -> None:
    blocker = sqlite3.connect(store.path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # another instance is writing, for a long time
    try:
        seen = Outcomes()
        # submit returns while the database stays locked: it cannot have waited for the commit.
        submitting = threading.Thread(target=writer.submit, args=(make_result(1), seen))
        started = time.perf_counter()
        submitting.start()
        submitting.join(10.0)
        assert not submitting.is_alive(), "submit waited for the locked database"
        print(f"submit returned in {1000 * (time.perf_counter() - started):.1f} ms (lock held)")
        assert not writer.flush(0.3)  # the worker is waiting on the lock, the caller is not
        assert seen.items == []
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert writer.flush(10.0)
    assert seen.items[0][0].ok


def test_reset_goes_through_the_same_queue(store: StatsStore, writer: StatsWriter) -> None:
    seen = Outcomes()
    writer.submit(make_result(1), seen)
    writer.submit(make_result(2), seen)
    writer.submit_reset(seen)
    writer.submit(make_result(3), seen)
    assert writer.flush(10.0)
    assert [o.deleted for o, _ in seen.items] == [0, 0, 2, 0]
    assert store.report().total.played == 1


def test_a_failing_callback_does_not_stop_the_writer(
    store: StatsStore, writer: StatsWriter
) -> None:
    def explode(outcome: RecordOutcome) -> None:
        raise RuntimeError("a bug in the app's callback")

    seen = Outcomes()
    writer.submit(make_result(1), explode)
    writer.submit(make_result(2), seen)
    assert writer.flush(10.0)
    assert seen.items[0][0].ok and store.game_count() == 2


def test_a_store_that_cannot_record_reports_every_job_as_failed() -> None:
    writer = StatsWriter(StatsStore.unavailable(None, "read_only", "folder is read-only"))
    seen = Outcomes()
    writer.submit(make_result(1), seen)
    assert writer.flush(5.0)
    outcome = seen.items[0][0]
    assert not outcome.ok and outcome.error == "not_recording" and "read_only" in outcome.detail
    assert writer.close()


def test_after_close_submissions_fail_at_once(store: StatsStore) -> None:
    writer = StatsWriter(store)
    writer.submit(make_result(1))
    assert writer.close(5.0)  # finishes the queued job first
    assert store.game_count() == 1
    seen = Outcomes()
    writer.submit(make_result(2), seen)
    assert (
        seen.items[0][0].error == "closed" and seen.items[0][1] == threading.current_thread().name
    )
    assert writer.flush(0.1) and writer.close()


def test_submit_takes_only_results(writer: StatsWriter) -> None:
    with pytest.raises(TypeError):
        writer.submit("game-1")  # type: ignore[arg-type]


def test_the_autosave_handshake_survives_a_crash_and_counts_once(db_path: Path) -> None:
    """The app keeps the result (as JSON) until the callback says ok; on the next
    start it submits whatever is still kept. A crash after the commit but before
    the app dropped its copy leads to a second submission: stored once."""
    result = make_result(5, "tie")
    autosave = result.to_json()  # kept with the game when it ended

    first = StatsStore.open(db_path)
    done = Outcomes()
    writer = StatsWriter(first)
    writer.submit(GameResult.from_json(autosave), done)
    assert writer.flush(10.0) and done.items[0][0].inserted
    # ... the app is killed before it removed the result from its autosave ...
    writer.close()
    first.close()

    second = StatsStore.open(db_path)
    again = Outcomes()
    writer = StatsWriter(second)
    writer.submit(GameResult.from_json(autosave), again)
    assert writer.flush(10.0)
    outcome = again.items[0][0]
    assert outcome.ok and outcome.duplicate  # the app may now drop its copy
    assert second.report().total.tied == 1 and second.game_count() == 1
    writer.close()
    second.close()
