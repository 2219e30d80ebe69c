"""Opening faults: a lock held by another process, a file with our id but not our
tables, another program's file that carries our id.

- **Locked**: a deferred store is made at once and opened by the writer
  thread, again and again with back-off while another process holds the
  lock; a result submitted meanwhile is recorded once the lock goes, or
  reported ``busy`` if it waits longer than the writer's patience.
- **Wrong schema**: our application id and a version we know, but tables or
  columns that version never had: set aside (kept byte for byte) and a fresh
  store used, with a notice. A missing index or trigger is not damage: it is
  made again (the tables hold everything), totals recounted for a trigger.
  Extra tables are tolerated.
- **Foreign, with our id**: refused before anything writes to it: no WAL
  switch, no backup, no -wal or -shm beside it; bytes and mtime unchanged.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from tests.stats.helpers import build_database, digest, make_result
from tests.stats.lock_child import LockHolder
from tests.stats.test_damaged import aside_files, assert_fresh_and_recording, assert_told_once
from triangles_qt.stats import (
    CURRENT_VERSION,
    Damage,
    NewerSchemaError,
    RecordOutcome,
    StatsStore,
    StatsWriter,
    schema,
)
from triangles_qt.stats import opening as opening_module

pytestmark = pytest.mark.timeout(120)


def filled(path: Path, games: int = 3) -> None:
    store = StatsStore.open(path)
    for n in range(games):
        assert store.record(make_result(n)).ok
    store.close()


class Outcomes:
    """Callback outcomes with the moment each arrived."""

    def __init__(self) -> None:
        self.items: list[tuple[RecordOutcome, float]] = []
        self.event = threading.Event()

    def __call__(self, outcome: RecordOutcome) -> None:
        self.items.append((outcome, time.perf_counter()))
        self.event.set()


# -- 1. another process holds the lock -----------------------------------------------------


def test_a_deferred_store_is_made_at_once_and_opened_by_the_writer(db_path: Path) -> None:
    filled(db_path)
    store = StatsStore.deferred(db_path)
    assert store.opening and not store.recording and not store.readable
    assert store.not_recording_reason == "opening"
    assert store.report().total.played == 0 and store.take_notices() == []  # nothing yet
    opened: list[str] = []
    writer = StatsWriter(store, on_open=lambda s: opened.append(threading.current_thread().name))
    try:
        assert writer.flush(10.0)  # waits for the opening too
        assert opened == ["triangles-stats-writer"]
        assert not store.opening and store.recording and store.report().total.played == 3
    finally:
        writer.close()
        store.close()


@pytest.mark.parametrize("mode", ["wal", "delete"])
def test_a_result_submitted_while_the_database_is_locked_is_recorded_once_released(
    db_path: Path, mode: str
) -> None:
    """``wal``: only writers wait. ``delete``: a rollback journal, even reads wait; the
    store opened on the UI thread used to wait 10 s per step (30 s) before giving up."""
    filled(db_path)
    seen = Outcomes()
    with LockHolder(db_path, mode) as lock:
        started = time.perf_counter()
        store = StatsStore.deferred(db_path, busy_timeout=0.3)  # several attempts, back-off
        writer = StatsWriter(store)
        writer.submit(make_result(100), seen)
        made = time.perf_counter() - started
        # Made and handed a result while the lock still holds: nothing waited for it here.
        assert lock.released_at is None and store.opening
        assert not seen.event.wait(1.0)  # held while locked: neither recorded nor failed
        lock.release()
        assert seen.event.wait(30.0)
    try:
        outcome, when = seen.items[0]
        assert outcome.ok and outcome.inserted, outcome
        assert lock.released_at is not None and when > lock.released_at
        assert writer.flush(10.0) and not store.opening
        assert store.recording and store.notices == ()  # a lock is no damage, told nothing
        assert store.report().total.played == 4
        print(f"\n{mode}: store and writer made in {made * 1000:.1f} ms")
    finally:
        writer.close()
        store.close()


def test_a_lock_held_beyond_the_patience_fails_the_job_as_busy_and_recording_resumes(
    db_path: Path,
) -> None:
    filled(db_path)
    seen = Outcomes()
    with LockHolder(db_path, "delete") as lock:
        store = StatsStore.deferred(db_path, busy_timeout=0.2)
        writer = StatsWriter(store, patience=0.5)
        writer.submit(make_result(100), seen)
        assert seen.event.wait(30.0)
        outcome, _ = seen.items[0]
        assert not outcome.ok and outcome.error == "busy" and outcome.game_id == "game-00100"
        assert store.opening  # still trying, in the background
        assert store.not_recording_reason == "busy"
        lock.release()
    try:
        assert writer.flush(30.0) and not store.opening and store.recording
        again = Outcomes()
        writer.submit(make_result(100), again)  # the app asks again: now it is recorded
        assert writer.flush(10.0) and again.items[0][0].inserted
        assert store.notices == ()
    finally:
        writer.close()
        store.close()


def test_closing_while_the_database_is_locked_fails_the_waiting_jobs_and_stops(
    db_path: Path,
) -> None:
    filled(db_path)
    seen = Outcomes()
    with LockHolder(db_path, "delete"):
        store = StatsStore.deferred(db_path, busy_timeout=0.2)
        writer = StatsWriter(store)
        writer.submit(make_result(100), seen)
        time.sleep(0.3)
        assert writer.close(10.0)  # the lock is not waited for
        store.close()
    assert [(o.ok, o.error) for o, _ in seen.items] == [(False, "busy")]
    assert StatsStore.open(db_path).report().total.played == 3  # nothing else was touched


def test_an_open_store_retries_a_write_that_meets_a_lock_until_it_goes(db_path: Path) -> None:
    filled(db_path)
    store = StatsStore.open(db_path, busy_timeout=0.2)
    writer = StatsWriter(store)
    seen = Outcomes()
    try:
        with LockHolder(db_path, "wal") as lock:
            writer.submit(make_result(100), seen)
            assert not seen.event.wait(1.0)  # several 0.2 s busy timeouts have passed
            lock.release()
        assert seen.event.wait(30.0)
        outcome, when = seen.items[0]
        assert outcome.ok and outcome.inserted and lock.released_at is not None
        assert when > lock.released_at
    finally:
        writer.close()
        store.close()


# -- 2. our id and version, but not our tables ---------------------------------------------


def _drop_totals(conn: sqlite3.Connection) -> None:
    conn.execute("DROP TABLE totals")


def _v1_games_at_v4(conn: sqlite3.Connection) -> None:
    conn.execute("DROP TABLE games")
    conn.execute(schema.statements(schema.SCHEMA_V1)[1])  # v1's CREATE TABLE games


def _renamed_column(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games RENAME COLUMN moves TO move_list")


def _other_type(conn: sqlite3.Connection) -> None:
    conn.execute("DROP TABLE totals")
    conn.execute(
        "CREATE TABLE totals (opponent_id TEXT NOT NULL, board_size INTEGER NOT NULL, "
        "played TEXT, won INTEGER NOT NULL, lost INTEGER NOT NULL, tied INTEGER NOT NULL, "
        "margin_sum INTEGER NOT NULL, PRIMARY KEY (opponent_id, board_size)) WITHOUT ROWID"
    )


def _extra_column(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN colour TEXT")


WRONG = {
    "totals table missing": _drop_totals,
    "games table of v1": _v1_games_at_v4,
    "a column renamed": _renamed_column,
    "a column of another type": _other_type,
    "an extra column": _extra_column,
}


def spoil(path: Path, change: object) -> str:
    """Apply ``change`` to a closed store; the file's digest afterwards (checkpointed)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        change(conn)  # type: ignore[operator]
    finally:
        conn.close()
    return digest(path)


@pytest.mark.parametrize("case", list(WRONG))
def test_a_store_without_its_versions_tables_is_set_aside_and_a_fresh_one_used(
    db_path: Path, case: str
) -> None:
    filled(db_path, 5)
    before = spoil(db_path, WRONG[case])
    store = StatsStore.open(db_path)
    assert_fresh_and_recording(store)
    moved = assert_told_once(db_path, store, Damage.WRONG_SCHEMA)
    kept = aside_files(db_path.parent)
    assert digest(kept[""]) == before and kept[""] in moved  # kept, byte for byte


def test_an_old_version_without_its_tables_is_set_aside_before_any_backup(db_path: Path) -> None:
    build_database(db_path, 3)
    before = spoil(db_path, _drop_totals)
    store = StatsStore.open(db_path)
    assert_fresh_and_recording(store)
    assert_told_once(db_path, store, Damage.WRONG_SCHEMA)
    assert digest(aside_files(db_path.parent)[""]) == before
    assert not list(db_path.parent.glob("*.bak"))  # refused first: nothing to back up


def test_a_missing_index_is_made_again_and_is_no_damage(db_path: Path) -> None:
    filled(db_path, 5)
    spoil(db_path, lambda c: c.execute("DROP INDEX games_history"))
    store = StatsStore.open(db_path)
    try:
        assert store.recording and store.notices == ()
        assert store.report().total.played == 5 and store.check().ok
    finally:
        store.close()
    conn = sqlite3.connect(db_path)
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    conn.close()
    assert {"games_by_time", "games_history"} <= names


def test_a_missing_trigger_is_made_again_and_the_totals_recounted(db_path: Path) -> None:
    filled(db_path, 5)

    def lose_trigger(conn: sqlite3.Connection) -> None:
        conn.execute("DROP TRIGGER totals_after_insert")
        conn.execute(  # one more game, which totals now miss
            "INSERT INTO games (game_id, finished_at, mode, board_size, play_again, human_name,"
            " human_player, opponent_id, opponent_name, p1_score, p2_score, result, moves)"
            " VALUES ('extra', '2025-03-02T00:00:00.000Z', 'vs_computer', 24, 0, '', 0,"
            " 'easy', 'Easy', 3, 1, 'won', '[]')"
        )

    spoil(db_path, lose_trigger)
    store = StatsStore.open(db_path)
    try:
        assert store.recording and store.notices == ()
        assert store.check().ok  # totals agree with the games again
        assert store.report().total.played == 6
        assert store.record(make_result(50)).ok and store.report().total.played == 7
    finally:
        store.close()


def test_an_extra_table_is_tolerated(db_path: Path) -> None:
    filled(db_path, 2)
    spoil(db_path, lambda c: c.execute("CREATE TABLE notes (text TEXT)"))
    store = StatsStore.open(db_path)
    try:
        assert store.recording and store.notices == () and store.report().total.played == 2
    finally:
        store.close()


# -- 3. another program's file with our application id ------------------------------------

FOREIGN_VERSIONS = {
    "version 0": (0, Damage.FOREIGN),
    "a negative version": (-1, Damage.FOREIGN),
    "an old version of ours": (2, Damage.WRONG_SCHEMA),
    "the current version": (CURRENT_VERSION, Damage.WRONG_SCHEMA),
    "a newer version": (CURRENT_VERSION + 5, None),
}


def foreign_file(path: Path, version: int, journal: str) -> tuple[str, int]:
    """Another program's database that happens to carry our application id."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA journal_mode = {journal}")
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
    conn.execute("INSERT INTO recipes VALUES ('pancakes', 20)")
    conn.close()  # the last connection: -wal and -shm go
    old = time.time() - 3600  # an hour ago, so that any write would show in the mtime
    os.utime(path, (old, old))
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    return digest(path), path.stat().st_mtime_ns


@pytest.mark.parametrize("journal", ["delete", "wal"])
@pytest.mark.parametrize("case", list(FOREIGN_VERSIONS))
def test_another_programs_file_with_our_id_is_refused_untouched(
    db_path: Path, case: str, journal: str
) -> None:
    version, damage = FOREIGN_VERSIONS[case]
    before, mtime = foreign_file(db_path, version, journal)
    if damage is None:  # newer: refused where it is
        with pytest.raises(NewerSchemaError):
            StatsStore.open(db_path)
        kept = db_path
        assert sorted(p.name for p in db_path.parent.iterdir()) == [db_path.name]
    else:  # not ours: set aside, and a fresh store beside it
        store = StatsStore.open(db_path)
        assert_fresh_and_recording(store)
        assert [n.reason for n in store.take_notices()] == [damage.value]
        store.close()
        kept = aside_files(db_path.parent)[""]
        assert set(aside_files(db_path.parent)) == {""}  # no -wal, -shm or -journal with it
    assert digest(kept) == before and kept.stat().st_mtime_ns == mtime
    assert not list(db_path.parent.glob("*.bak")) and not list(db_path.parent.glob(".*"))
    conn = sqlite3.connect(f"file:{kept}?mode=ro", uri=True)
    try:  # still the other program's, as it left it
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == journal
        assert conn.execute("SELECT name FROM recipes").fetchall() == [("pancakes",)]
    finally:
        conn.close()


def test_when_the_probe_cannot_look_the_writer_refuses_before_writing(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The read-only probe can fail without damage (e.g. a lock); the read-write open then
    runs the same checks before its journal mode switch and backup."""
    before, mtime = foreign_file(db_path, 2, "delete")

    def cannot_look(path: Path, busy_timeout: float) -> object:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(opening_module, "probe", cannot_look)
    store = StatsStore.open(db_path)
    monkeypatch.undo()
    assert_fresh_and_recording(store)
    assert [n.reason for n in store.take_notices()] == [Damage.WRONG_SCHEMA.value]
    store.close()
    kept = aside_files(db_path.parent)
    assert set(kept) == {""}
    assert digest(kept[""]) == before and kept[""].stat().st_mtime_ns == mtime
    assert not list(db_path.parent.glob("*.bak"))
