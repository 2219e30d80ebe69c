"""The schema ladder: every earlier version opens as the current one, data intact."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from tests.stats.helpers import build_database, digest, resigned
from triangles_qt.stats import CURRENT_VERSION, NewerSchemaError, StatsStore, schema

# Rows as v1 and v2 wrote them: v1 knew only games against the computer, with the
# human moving first; v2 added the seat, names, duration and two-player games
# (stored from Player 1's side).
V1_ROWS: list[dict[str, object]] = [
    dict(game_id="a1", finished_at="2024-06-01T10:00:00+00:00", board_size=24, seed=1,
         play_again=0, opponent="easy", human_score=30, opponent_score=16, result="won",
         moves="[[0,1],[1,2]]"),
    dict(game_id="a2", finished_at="2024-06-01T11:00:00+00:00", board_size=24, seed=2,
         play_again=1, opponent="easy", human_score=10, opponent_score=20, result="lost",
         moves="[]"),
    dict(game_id="a3", finished_at="2024-06-02T09:30:00+02:00", board_size=60, seed=3,
         play_again=0, opponent="hard", human_score=15, opponent_score=15, result="tie",
         moves="[[3,4]]"),
]  # fmt: skip
V2_ROWS: list[dict[str, object]] = [
    *V1_ROWS,
    dict(game_id="b1", finished_at="2024-07-01T10:00:00+00:00", board_size=80, seed=4,
         play_again=0, opponent="medium", human_score=40, opponent_score=38, result="won",
         moves="[]", mode="vs_computer", human_name="Ana", human_player=1,
         opponent_name="Medium", duration_s=300.5),
    dict(game_id="b2", finished_at="2024-07-02T10:00:00+00:00", board_size=24, seed=5,
         play_again=0, opponent="", human_score=12, opponent_score=30, result="lost",
         moves="[]", mode="two_players", human_name="Ana", human_player=0,
         opponent_name="Ben", duration_s=99.0),
]  # fmt: skip


# Rows as v3 wrote them: scores per seat, per-mode results, canonical times.
V3_ROWS: list[dict[str, object]] = [
    dict(game_id="c1", finished_at="2025-01-01T10:00:00.000Z", mode="vs_computer",
         board_size=24, seed=1, layout="phone", play_again=0, human_name="Ana", human_player=0,
         opponent_id="medium", opponent_name="Medium", p1_score=20, p2_score=10, result="won",
         moves="[[0,1]]", duration_s=60.0),
    dict(game_id="c2", finished_at="2025-01-01T11:00:00.000Z", mode="vs_computer",
         board_size=24, seed=2, layout="phone", play_again=0, human_name="", human_player=1,
         opponent_id="medium", opponent_name="Medium", p1_score=20, p2_score=10, result="lost",
         moves="[]", duration_s=61.0),
    dict(game_id="c3", finished_at="2025-01-02T10:00:00.000Z", mode="two_players",
         board_size=60, seed=3, layout="phone", play_again=1, human_name="Ana", human_player=0,
         opponent_id=None, opponent_name="Ben", p1_score=5, p2_score=5, result="tie",
         moves="[]", duration_s=None),
]  # fmt: skip


# Rows as v4 wrote them: v3's, and a resignation.
V4_ROWS: list[dict[str, object]] = [
    *V3_ROWS,
    dict(game_id="d1", finished_at="2025-02-01T10:00:00.000Z", mode="vs_computer",
         board_size=60, seed=9, layout="phone", play_again=0, human_name="Ana", human_player=0,
         opponent_id="hard", opponent_name="Hard", p1_score=9, p2_score=4, result="lost",
         moves="[[0,1],[2,3]]", duration_s=30.5, ended="resigned"),
]  # fmt: skip


def columns(conn: sqlite3.Connection, table: str) -> list[tuple[object, ...]]:
    return [tuple(r) for r in conn.execute(f"PRAGMA table_info({table})")]


def shape(path: Path) -> dict[str, object]:
    """Tables, columns, indexes and triggers: what must match a fresh database."""
    conn = sqlite3.connect(path)
    try:
        objects = sorted((r[0], r[1]) for r in conn.execute("SELECT type, name FROM sqlite_master"))
        return {
            "objects": objects,
            "games": columns(conn, "games"),
            "totals": columns(conn, "totals") if ("table", "totals") in objects else None,
            "version": conn.execute("PRAGMA user_version").fetchone()[0],
            "app": conn.execute("PRAGMA application_id").fetchone()[0],
        }
    finally:
        conn.close()


def test_the_ladder_reaches_every_version() -> None:
    assert sorted(schema.SCHEMAS) == list(range(1, CURRENT_VERSION + 1))
    assert sorted(schema.MIGRATIONS) == list(range(1, CURRENT_VERSION))


@pytest.mark.parametrize("start", range(1, CURRENT_VERSION))
def test_each_step_gives_exactly_the_next_versions_fresh_schema(tmp_path: Path, start: int) -> None:
    old, fresh = tmp_path / "old.sqlite3", tmp_path / "fresh.sqlite3"
    build_database(old, start)
    build_database(fresh, start + 1)
    conn = sqlite3.connect(old, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    schema.MIGRATIONS[start](conn)
    conn.execute(f"PRAGMA user_version = {start + 1}")
    conn.execute("COMMIT")
    conn.close()
    assert shape(old) == shape(fresh)


@pytest.mark.parametrize(
    ("start", "rows"), [(1, V1_ROWS), (2, V2_ROWS), (3, V3_ROWS), (4, V4_ROWS)]
)
def test_opening_an_old_database_migrates_it_with_its_games(
    db_path: Path, start: int, rows: list[dict[str, object]]
) -> None:
    build_database(db_path, start, rows)
    before = digest(db_path)
    assert shape(db_path)["version"] == start
    store = StatsStore.open(db_path)
    try:
        assert store.recording and store.notices == ()
        assert shape(db_path) == shape(_fresh(db_path.parent / "fresh.sqlite3"))
        assert store.check().ok
        report = store.report()
        t = report.total
        vs = [r for r in rows if r.get("mode", "vs_computer") == "vs_computer"]
        assert t.played == len(vs)
        assert (t.won, t.lost, t.tied) == tuple(
            sum(r["result"] == k for r in vs) for k in ("won", "lost", "tie")
        )
        assert report.two_player_games == len(rows) - len(vs)
        # The backup an older app can still open, byte for byte the old file.
        backup = db_path.with_name(f"{db_path.name}.v{start}.bak")
        assert shape(backup)["version"] == start
        old_conn = sqlite3.connect(backup)
        assert old_conn.execute("SELECT count(*) FROM games").fetchone()[0] == len(rows)
        old_conn.close()
        assert before  # (the original file itself is now the migrated one)
        assert not list(db_path.parent.glob(".*.new-*"))  # no scratch copy left behind
    finally:
        store.close()


def test_v3_games_read_as_finished_and_the_new_rule_holds_after_migrating(db_path: Path) -> None:
    build_database(db_path, 3, V3_ROWS)
    store = StatsStore.open(db_path)
    try:
        assert shape(db_path)["version"] == CURRENT_VERSION == 5
        rows = {g.game_id: g for g in store.recent_games()}
        assert {g.ended for g in rows.values()} == {"finished"}
        assert {(g.hints, g.undos) for g in rows.values()} == {(None, None)}  # not recorded
        assert rows["c2"].human_name == "" and rows["c2"].opponent_name == "Medium"
        assert store.check().ok
        t = store.report().total
        assert (t.played, t.won, t.lost, t.tied) == (2, 1, 1, 0)
        # After migrating, resignations record, and the CHECK on ``ended`` is live.
        assert store.record(resigned(9, opponent="medium")).inserted
        assert store.check().ok and store.report().total.lost == 2
    finally:
        store.close()
    conn = sqlite3.connect(db_path, isolation_level=None)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute("UPDATE games SET ended = 'resigned' WHERE game_id = 'c3'")  # two players
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute("UPDATE games SET ended = 'resigned' WHERE game_id = 'c1'")  # a win
        conn.execute("UPDATE games SET ended = 'resigned' WHERE game_id = 'c2'")  # a loss: fine
    finally:
        conn.close()


def _fresh(path: Path) -> Path:
    build_database(path, CURRENT_VERSION)
    return path


def test_migrated_rows_keep_their_meaning(db_path: Path) -> None:
    build_database(db_path, 2, V2_ROWS)
    StatsStore.open(db_path).close()
    conn = sqlite3.connect(db_path)
    rows = {
        r[0]: r[1:]
        for r in conn.execute(
            "SELECT game_id, finished_at, mode, human_player, opponent_id, opponent_name, "
            "p1_score, p2_score, result, duration_s, play_again FROM games"
        )
    }
    order = [r[0] for r in conn.execute("SELECT game_id FROM games ORDER BY seq")]
    conn.close()
    # v1 rows: the human was Player 1; the opponent's id was its shown name.
    assert rows["a1"] == ("2024-06-01T10:00:00.000Z", "vs_computer", 0, "easy", "easy",
                          30, 16, "won", None, 0)  # fmt: skip
    # Times become canonical UTC (09:30+02:00 is 07:30Z).
    assert rows["a3"][0] == "2024-06-02T07:30:00.000Z" and rows["a3"][7] == "tie"
    # The human in seat 1: human_score goes to p2_score.
    assert rows["b1"][2:9] == (1, "medium", "Medium", 38, 40, "won", 300.5)
    # A two-player row: no opponent id, result named after the winner (Player 2).
    assert rows["b2"][1:8] == ("two_players", 0, None, "Ben", 12, 30, "player2")
    assert order == ["a1", "a2", "a3", "b1", "b2"]


def test_a_failed_migration_leaves_the_old_version_whole(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    build_database(db_path, 2, V2_ROWS)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("DROP TABLE games")  # halfway through...
        raise sqlite3.OperationalError("simulated failure in the middle of a migration")

    monkeypatch.setitem(schema.MIGRATIONS, 2, broken)
    store = StatsStore.open(db_path)
    assert not store.recording and store.not_recording_reason == "migration_failed"
    assert not store.record(V2_ROWS and _any_result()).ok
    store.close()
    assert shape(db_path)["version"] == 2
    conn = sqlite3.connect(db_path)
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == len(V2_ROWS)
    conn.close()
    monkeypatch.undo()
    store = StatsStore.open(db_path)  # the next start migrates for real
    assert store.recording and store.report().total.played == 4
    store.close()


def _any_result():  # type: ignore[no-untyped-def]
    from tests.stats.helpers import make_result

    return make_result(99)


def test_a_newer_database_is_refused_and_left_untouched(db_path: Path) -> None:
    build_database(db_path, CURRENT_VERSION)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute(f"PRAGMA user_version = {CURRENT_VERSION + 1}")
    conn.execute("ALTER TABLE games ADD COLUMN from_the_future TEXT")
    conn.close()
    listing = sorted(os.listdir(db_path.parent))
    before, mtime = digest(db_path), db_path.stat().st_mtime_ns
    with pytest.raises(NewerSchemaError, match="newer version") as caught:
        StatsStore.open(db_path)
    assert caught.value.found == CURRENT_VERSION + 1
    assert caught.value.supported == CURRENT_VERSION
    assert digest(db_path) == before and db_path.stat().st_mtime_ns == mtime
    assert sorted(os.listdir(db_path.parent)) == listing
    # The app goes on without statistics and can say why.
    off = StatsStore.unavailable(db_path, "newer_version", str(caught.value))
    assert not off.recording and off.not_recording_reason == "newer_version"
    assert not off.record(_any_result()).ok
    assert off.take_notices()[0].reason == "newer_version"
