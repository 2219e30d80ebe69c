"""Damaged, foreign, unreadable and unwritable files: never a crash or a hang.

Each damaged file is set aside (renamed, bytes intact, with its -wal and
-shm), the player is told once (a notice that :meth:`take_notices` returns
once, and no notice on the next start), and a fresh store records. A store
that cannot be written at all reports why and refuses writes with a failed
outcome instead of an exception.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.stats.helpers import digest, make_result
from triangles_qt.stats import Damage, NewerSchemaError, NoticeKind, StatsStore

CHILD = Path(__file__).with_name("stats_child.py")
pytestmark = pytest.mark.timeout(60)  # "never hangs": a stuck open fails the test


def filled(path: Path, games: int = 30, moves: int = 40) -> None:
    """A healthy store with ``games`` games, closed cleanly (everything checkpointed)."""
    store = StatsStore.open(path)
    for n in range(games):
        assert store.record(make_result(n, ("won", "lost", "tie")[n % 3], moves=moves)).ok
    store.close()


def crash_image(path: Path, games: int = 30) -> dict[str, bytes]:
    """The files as a crash leaves them: the games are still only in the -wal."""
    store = StatsStore.open(path)
    for n in range(games):
        store.record(make_result(n))
    image = {
        suffix: Path(f"{path}{suffix}").read_bytes()
        for suffix in ("", "-wal", "-shm")
        if Path(f"{path}{suffix}").exists()
    }
    store.close()
    return image


def restore(path: Path, image: dict[str, bytes]) -> None:
    for suffix in ("", "-wal", "-shm"):
        target = Path(f"{path}{suffix}")
        if suffix in image:
            target.write_bytes(image[suffix])
        elif target.exists():
            target.unlink()


def assert_fresh_and_recording(store: StatsStore) -> None:
    assert store.recording and store.not_recording_reason is None
    assert store.report().total.played == 0
    assert store.record(make_result(500)).ok
    assert store.report().total.played == 1
    assert store.check().ok


def assert_told_once(path: Path, store: StatsStore, damage: Damage) -> tuple[Path, ...]:
    notices = store.take_notices()
    assert [(n.kind, n.reason) for n in notices] == [(NoticeKind.MOVED_ASIDE, damage.value)]
    assert store.take_notices() == []  # told once this session
    assert notices[0].message()  # an English sentence for the log
    store.close()
    again = StatsStore.open(path)
    try:
        assert again.notices == ()  # and not again on the next start
        assert again.report().total.played == 1
    finally:
        again.close()
    return notices[0].moved_to


def aside_files(folder: Path) -> dict[str, Path]:
    """Set-aside files by suffix ('' for the database, '-wal', '-shm')."""
    found = {}
    for p in folder.iterdir():
        if ".damaged-" in p.name:
            suffix = next((s for s in ("-wal", "-shm", "-journal") if p.name.endswith(s)), "")
            found[suffix] = p
    return found


DAMAGES: dict[str, tuple[Callable[[bytes], bytes], Damage]] = {
    "zero bytes": (lambda b: b"", Damage.ZERO_BYTES),
    "not sqlite": (lambda b: b"PK\x03\x04 a zip file, not a database" * 50, Damage.NOT_SQLITE),
    "truncated to half": (lambda b: b[: len(b) // 2], Damage.CORRUPT),
    "truncated mid-page": (lambda b: b[: len(b) // 2 + 1234], Damage.CORRUPT),
    "truncated inside the header": (lambda b: b[:60], Damage.CORRUPT),
    "garbage pages": (
        lambda b: b[: 4096 * 2] + bytes(range(256)) * 48 + b[4096 * 5 :],
        Damage.CORRUPT,
    ),
    "garbage in the last page": (lambda b: b[:-4096] + b"\xa5" * 4096, Damage.CORRUPT),
}  # fmt: skip


@pytest.mark.parametrize("case", list(DAMAGES))
def test_damaged_database_is_set_aside_and_a_fresh_one_used(db_path: Path, case: str) -> None:
    damage_bytes, expected = DAMAGES[case]
    filled(db_path, 60, moves=150)  # many pages, so that cuts and garbage hit real data
    assert db_path.stat().st_size > 12 * 4096
    db_path.write_bytes(damage_bytes(db_path.read_bytes()))
    damaged = digest(db_path)

    store = StatsStore.open(db_path)
    assert_fresh_and_recording(store)
    moved = assert_told_once(db_path, store, expected)
    kept = aside_files(db_path.parent)
    assert digest(kept[""]) == damaged  # the damaged file is kept, byte for byte
    assert kept[""] in moved


def test_a_directory_where_the_file_should_be(db_path: Path) -> None:
    db_path.mkdir(parents=True)
    (db_path / "something").write_text("kept")
    store = StatsStore.open(db_path)
    assert_fresh_and_recording(store)
    assert_told_once(db_path, store, Damage.NOT_A_FILE)
    assert (aside_files(db_path.parent)[""] / "something").read_text() == "kept"


def test_another_programs_database_is_set_aside(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('pancakes')")
    conn.commit()
    conn.close()
    before = digest(db_path)
    store = StatsStore.open(db_path)
    assert_fresh_and_recording(store)
    assert_told_once(db_path, store, Damage.FOREIGN)
    assert digest(aside_files(db_path.parent)[""]) == before


def test_a_hot_wal_after_a_crash_is_recovered_not_set_aside(db_path: Path) -> None:
    """The normal crash: the last games are only in the -wal. That is not damage."""
    image = crash_image(db_path, 30)
    restore(db_path, image)
    store = StatsStore.open(db_path)
    try:
        assert store.notices == ()
        assert store.report().total.played == 30
    finally:
        store.close()


@pytest.mark.parametrize("main", ["missing", "zero bytes"])
def test_an_orphaned_wal_is_kept_aside_not_swallowed(db_path: Path, main: str) -> None:
    """SQLite itself would delete a -wal whose database is gone, games and all."""
    image = crash_image(db_path, 30)
    restore(db_path, image)
    if main == "missing":
        db_path.unlink()
    else:
        db_path.write_bytes(b"")
    wal = digest(Path(f"{db_path}-wal"))

    store = StatsStore.open(db_path)
    assert_fresh_and_recording(store)
    assert_told_once(db_path, store, Damage.ORPHANED_WAL)
    kept = aside_files(db_path.parent)
    assert digest(kept["-wal"]) == wal
    # The games are really in the kept -wal: put it beside its database again and read them.
    rescue = db_path.parent / "rescue"
    rescue.mkdir()
    (rescue / "s.sqlite3").write_bytes(image[""])
    shutil.copy(kept["-wal"], rescue / "s.sqlite3-wal")
    conn = sqlite3.connect(rescue / "s.sqlite3")
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 30
    conn.close()


@pytest.mark.parametrize(
    "wal",
    [
        pytest.param(b"garbage" * 1000, id="garbage"),
        pytest.param(b"\x37\x7f\x06\x82" + b"\x00" * 20, id="short header"),
        pytest.param(None, id="another database's wal"),
    ],
)
def test_a_bad_wal_is_set_aside_and_the_database_kept(
    db_path: Path, tmp_path: Path, wal: bytes | None
) -> None:
    filled(db_path, 30)
    if wal is None:  # a valid WAL, but with another page size: it cannot be ours
        other = tmp_path / "other.sqlite3"
        conn = sqlite3.connect(other, isolation_level=None)
        conn.execute("PRAGMA page_size = 8192")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        conn.execute("CREATE TABLE t (x)")
        conn.execute("INSERT INTO t VALUES (1)")
        wal = Path(f"{other}-wal").read_bytes()
        conn.close()
    Path(f"{db_path}-wal").write_bytes(wal)
    store = StatsStore.open(db_path)
    try:
        assert store.recording
        assert [n.reason for n in store.take_notices()] == [Damage.BAD_WAL.value]
        assert store.report().total.played == 30  # the database itself was fine
    finally:
        store.close()
    kept = aside_files(db_path.parent)
    assert set(kept) <= {"-wal", "-shm"} and kept["-wal"].read_bytes() == wal


def test_a_newer_version_only_in_the_wal_is_refused_too(db_path: Path) -> None:
    filled(db_path, 3)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("PRAGMA user_version = 99")  # a newer app migrated; not yet checkpointed
    before = digest(db_path)
    try:
        with pytest.raises(NewerSchemaError):
            StatsStore.open(db_path)
        assert digest(db_path) == before
    finally:
        conn.close()


# -- full disk -------------------------------------------------------------------------


def test_a_full_disk_fails_the_write_not_the_app(db_path: Path) -> None:
    filled(db_path, 5)
    pages = sqlite3.connect(db_path).execute("PRAGMA page_count").fetchone()[0]

    def tiny_disk(conn: sqlite3.Connection) -> None:
        conn.execute(f"PRAGMA max_page_count = {pages + 2}")

    store = StatsStore.open(db_path, on_connect=tiny_disk)
    assert store.recording
    outcomes = [store.record(make_result(100 + n, moves=400)) for n in range(40)]
    failures = [o for o in outcomes if not o.ok]
    assert failures, "the 'disk' never filled up"
    assert {o.error for o in failures} == {"disk_full"}
    assert all(o.game_id and "full" in o.detail for o in failures)
    stored = sum(o.ok for o in outcomes)
    assert store.report().total.played == 5 + stored
    assert store.check().ok
    store.close()
    # Space again (the limit is per connection): the failed games can be resubmitted.
    store = StatsStore.open(db_path)
    assert store.notices == ()
    for o in failures:
        assert store.record(make_result(int(o.game_id.split("-")[1]), moves=400)).inserted
    assert store.report().total.played == 45 and store.check().ok
    store.close()


def test_a_full_disk_when_creating_the_store_means_not_recording(db_path: Path) -> None:
    def no_space(conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA max_page_count = 1")

    store = StatsStore.open(db_path, on_connect=no_space)
    assert not store.recording and store.not_recording_reason == "disk_full"
    [notice] = store.take_notices()
    assert notice.kind is NoticeKind.NOT_RECORDING and notice.reason == "disk_full"
    outcome = store.record(make_result(1))
    assert not outcome.ok and outcome.error == "not_recording"
    assert store.report().total.played == 0
    store.close()
    assert not db_path.exists()  # no half-made database left under the real name
    assert not [p for p in db_path.parent.iterdir() if ".new-" in p.name]


def test_move_aside_failing_means_not_recording_and_nothing_lost(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    filled(db_path, 3)
    db_path.write_bytes(b"not a database at all" * 10)
    before = digest(db_path)
    real_rename = os.rename
    calls: list[str] = []

    def failing_rename(src: object, dst: object) -> None:
        calls.append(str(src))
        if str(src) == str(db_path):
            raise PermissionError(13, "Permission denied", str(src))
        real_rename(src, dst)  # type: ignore[arg-type]

    Path(f"{db_path}-shm").write_bytes(b"x")  # a companion that moves first, then comes back
    monkeypatch.setattr(os, "rename", failing_rename)
    store = StatsStore.open(db_path)
    monkeypatch.undo()
    assert not store.recording and store.not_recording_reason == "damaged_cannot_move"
    assert not store.record(make_result(1)).ok
    assert digest(db_path) == before
    assert Path(f"{db_path}-shm").read_bytes() == b"x"  # the partial move was undone
    assert not aside_files(db_path.parent)
    store.close()


# -- read-only folder ---------------------------------------------------------------------


@pytest.fixture
def readonly_folder(tmp_path: Path) -> Iterator[Path]:
    if os.name != "posix":  # pragma: no cover
        pytest.skip("permission bits and capabilities are POSIX")
    folder = tmp_path / "ro"
    folder.mkdir()
    try:
        yield folder
    finally:
        folder.chmod(0o755)


def _drop_root_override() -> None:  # pragma: no cover - runs in the child before exec
    """Drop the capabilities that let root ignore permission bits (from the bounding set)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


def probe_readonly(folder: Path, db: Path) -> dict[str, object]:
    """Run the store in a child process that really cannot write to ``folder`` (chmod 555).

    Root ignores permission bits, so as root the child drops the capabilities
    that allow it; it stays root (and the owner) otherwise.
    """
    folder.chmod(0o555)
    try:
        done = subprocess.run(
            [sys.executable, str(CHILD), "probe", str(db)],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
            check=False,
            preexec_fn=_drop_root_override if os.geteuid() == 0 else None,
        )
    except subprocess.SubprocessError as err:  # pragma: no cover - no CAP_SETPCAP
        pytest.skip(f"cannot make a folder read-only for root here: {err}")
    finally:
        folder.chmod(0o755)
    assert done.returncode == 0, done.stderr
    report: dict[str, object] = json.loads(done.stdout)
    return report


def test_read_only_folder_with_a_store_shows_it_but_does_not_record(readonly_folder: Path) -> None:
    db = readonly_folder / "statistics.sqlite3"
    filled(db, 6)
    before = digest(db)
    report = probe_readonly(readonly_folder, db)
    assert report["recording"] is False and report["reason"] == "read_only"
    assert report["readable"] is True and report["played"] == 6  # still shown
    assert report["record_ok"] is False and report["record_error"] == "not_recording"
    assert report["notices"] == [["not_recording", "read_only"]]
    assert digest(db) == before


def test_read_only_folder_without_a_store(readonly_folder: Path) -> None:
    db = readonly_folder / "statistics.sqlite3"
    report = probe_readonly(readonly_folder, db)
    assert report["recording"] is False and report["reason"] in ("read_only", "cannot_open")
    assert report["played"] == 0 and report["record_ok"] is False
    assert not db.exists()


def test_read_only_folder_with_a_damaged_store_keeps_it_untouched(readonly_folder: Path) -> None:
    db = readonly_folder / "statistics.sqlite3"
    db.write_bytes(b"")
    report = probe_readonly(readonly_folder, db)
    assert report["recording"] is False and report["reason"] == "damaged_cannot_move"
    assert report["played"] == 0 and report["record_ok"] is False
    assert db.exists() and db.stat().st_size == 0
    assert sorted(p.name for p in readonly_folder.iterdir()) == ["statistics.sqlite3"]


# -- read-only file, odd files beside the database, a file for a folder --------------------


def test_a_read_only_file_in_a_writable_folder_is_told_as_the_file(tmp_path: Path) -> None:
    """It was opened read-only without a word, failed at every game, and was told as a
    read-only *folder* (again for each result handed on at every start)."""
    folder = tmp_path / "rw"
    folder.mkdir()
    db = folder / "statistics.sqlite3"
    filled(db, 6)
    db.chmod(0o444)
    before = digest(db)
    try:
        done = subprocess.run(
            [sys.executable, str(CHILD), "probe", str(db)],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
            check=False,
            preexec_fn=_drop_root_override if os.geteuid() == 0 else None,
        )
    except subprocess.SubprocessError as err:  # pragma: no cover - no CAP_SETPCAP
        pytest.skip(f"cannot make a file read-only for root here: {err}")
    finally:
        db.chmod(0o644)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["recording"] is False and report["reason"] == "read_only_file"
    assert report["notices"] == [["not_recording", "read_only_file"]]  # once, at start
    assert report["readable"] is True and report["played"] == 6  # still shown
    assert report["record_error"] == "not_recording"
    assert digest(db) == before


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()


def _dangling(path: Path) -> None:
    path.symlink_to(path.with_name("nowhere"))


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal"])
@pytest.mark.parametrize("make", [_fifo, _folder, _dangling], ids=["fifo", "folder", "dangling"])
def test_an_odd_file_beside_the_database_is_set_aside_and_the_games_kept(
    db_path: Path, suffix: str, make: Callable[[Path], None]
) -> None:
    """A FIFO named statistics.sqlite3-wal would make SQLite wait for ever (a folder: fail)."""
    filled(db_path, 12)
    odd = Path(f"{db_path}{suffix}")
    make(odd)
    store = StatsStore.open(db_path)
    try:
        notices = store.take_notices()
        assert [(n.kind, n.reason) for n in notices] == [
            (NoticeKind.MOVED_ASIDE, Damage.ODD_COMPANION.value)
        ]
        assert [p.name for p in notices[0].moved_to] == [
            aside_files(db_path.parent)[suffix].name
        ]
        assert store.recording and store.report().total.played == 12  # every game is there
        assert store.record(make_result(99)).ok
    finally:
        store.close()


def test_a_file_where_the_data_folder_should_be_is_told_as_such(tmp_path: Path) -> None:
    """It was told as "cannot create ...: File exists", an unknown reason."""
    folder = tmp_path / "data"
    folder.write_text("a file", encoding="utf-8")
    store = StatsStore.open(folder / "statistics.sqlite3")
    try:
        assert not store.recording and store.not_recording_reason == "not_a_folder"
        assert [(n.kind, n.reason) for n in store.take_notices()] == [
            (NoticeKind.NOT_RECORDING, "not_a_folder")
        ]
    finally:
        store.close()
