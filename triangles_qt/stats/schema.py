"""The database schema, every earlier version of it, and the ladder between them.

``PRAGMA user_version`` holds the schema version and ``PRAGMA
application_id`` marks the file as ours. The DDL of every version that ever
shipped stays here, so the tests can build an old database exactly as that
version made it and walk it up the ladder.

- **v1** (first release): games against the computer only; the human always
  moved first; one ``opponent`` column; scores as human/opponent.
- **v2**: two-player games (stored, kept out of the win/loss figures), the
  human's seat, player names and the game's duration, added with
  ``ALTER TABLE ... ADD COLUMN``. Two-player rows keep v1's columns from
  Player 1's side (``result`` 'won' means Player 1 won).
- **v3**: the table is rebuilt: scores per seat (``p1_score``,
  ``p2_score``), the opponent's plugin distribution and version, the board
  layout, an insertion sequence, results named per mode, canonical UTC
  times; plus a ``totals`` table kept by triggers in the same transaction as
  each insert, so the glance figures never need a full scan.
- **v4**: resignations. ``games.ended`` is 'finished' or
  'resigned'; a resigned game is a game against the computer, lost whatever
  the scores on the board. The column is added with ``ALTER TABLE ... ADD
  COLUMN`` (no rebuild: 10,000 games migrate in a tenth of a second). That
  cannot add a *table* constraint, so the rule "resigned means vs_computer
  and lost" is a second *column* CHECK on ``ended``: SQLite lets a column
  constraint name other columns of its row, and ADD COLUMN accepts it (and,
  since SQLite 3.37, checks the existing rows against it; they all read
  'finished'). A fresh v4 table is the v3 table with exactly that column
  last, so a migrated file and a fresh one are the same. ``totals`` and its
  triggers are unchanged: a resigned game has result 'lost' and counts as a
  loss; its margin is the one on the board when the player resigned.
- **v5** (current): the help the person had in a game against the
  computer: ``games.hints`` (hints shown) and ``games.undos`` (times Undo
  took lines back), added with ``ALTER TABLE ... ADD COLUMN`` like v4's
  column, each with a CHECK (NULL or from 0 up). NULL means "not recorded":
  every game stored before v5 and every two-player game; 0 means none. The
  games themselves, ``totals`` and its triggers are unchanged: a game with
  help counts like any other, and is marked.

Opening checks a file against the version it claims (:func:`schema_problem`,
reads only): the *tables* and their *columns* must be exactly that version's,
or the file is not ours to write to. Indexes and triggers hold nothing that
the tables do not, so a missing one is made again (:func:`repair_derived`).
"""

from __future__ import annotations

import functools
import re
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

#: "Tria" as a big-endian 32-bit integer: tells our files from any other SQLite file.
APPLICATION_ID: Final = 0x54726961
CURRENT_VERSION: Final = 5

SCHEMA_V1: Final = f"""
PRAGMA application_id = {APPLICATION_ID};
CREATE TABLE games (
    game_id TEXT PRIMARY KEY,
    finished_at TEXT NOT NULL,
    board_size INTEGER NOT NULL,
    seed INTEGER,
    play_again INTEGER NOT NULL,
    opponent TEXT NOT NULL,
    human_score INTEGER NOT NULL,
    opponent_score INTEGER NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'tie')),
    moves TEXT NOT NULL
);
PRAGMA user_version = 1;
"""

SCHEMA_V2: Final = f"""
PRAGMA application_id = {APPLICATION_ID};
CREATE TABLE games (
    game_id TEXT PRIMARY KEY,
    finished_at TEXT NOT NULL,
    board_size INTEGER NOT NULL,
    seed INTEGER,
    play_again INTEGER NOT NULL,
    opponent TEXT NOT NULL,
    human_score INTEGER NOT NULL,
    opponent_score INTEGER NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'tie')),
    moves TEXT NOT NULL,
    mode TEXT NOT NULL DEFAULT 'vs_computer',
    human_name TEXT NOT NULL DEFAULT '',
    human_player INTEGER NOT NULL DEFAULT 0,
    opponent_name TEXT NOT NULL DEFAULT '',
    duration_s REAL
);
CREATE INDEX games_by_time ON games (finished_at);
PRAGMA user_version = 2;
"""


def _games_v3(table: str, *, later_columns: str = "") -> str:
    """The v3 games table; ``later_columns`` are what later versions add at its end."""
    return f"""
CREATE TABLE {table} (
    seq INTEGER PRIMARY KEY,
    game_id TEXT NOT NULL UNIQUE,
    finished_at TEXT NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('vs_computer', 'two_players')),
    board_size INTEGER NOT NULL CHECK (board_size > 0),
    seed INTEGER,
    layout TEXT,
    play_again INTEGER NOT NULL CHECK (play_again IN (0, 1)),
    human_name TEXT NOT NULL,
    human_player INTEGER NOT NULL CHECK (human_player IN (0, 1)),
    opponent_id TEXT CHECK (mode = 'two_players' OR opponent_id IS NOT NULL),
    opponent_name TEXT NOT NULL,
    opponent_distribution TEXT,
    opponent_version TEXT,
    p1_score INTEGER NOT NULL CHECK (p1_score >= 0),
    p2_score INTEGER NOT NULL CHECK (p2_score >= 0),
    result TEXT NOT NULL CHECK (
        (mode = 'vs_computer' AND result IN ('won', 'lost', 'tie'))
        OR (mode = 'two_players' AND result IN ('player1', 'player2', 'tie'))
    ),
    moves TEXT NOT NULL,
    duration_s REAL,
    recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')){later_columns}
);
"""


def _margin(row: str = "") -> str:
    """The human's margin (own score minus the opponent's) of a v3 row, as SQL."""
    p = f"{row}." if row else ""
    return (
        f"(CASE {p}human_player WHEN 0 THEN {p}p1_score - {p}p2_score "
        f"ELSE {p}p2_score - {p}p1_score END)"
    )


MARGIN_SQL: Final = _margin()

_V3_EXTRAS: Final = f"""
CREATE INDEX games_by_time ON games (finished_at, seq);
CREATE INDEX games_history ON games (
    mode, finished_at, seq, opponent_id, opponent_name, board_size, result
);
CREATE TABLE totals (
    opponent_id TEXT NOT NULL,
    board_size INTEGER NOT NULL,
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    lost INTEGER NOT NULL,
    tied INTEGER NOT NULL,
    margin_sum INTEGER NOT NULL,
    PRIMARY KEY (opponent_id, board_size)
) WITHOUT ROWID;
CREATE TRIGGER totals_after_insert AFTER INSERT ON games WHEN NEW.mode = 'vs_computer'
BEGIN
    INSERT INTO totals (opponent_id, board_size, played, won, lost, tied, margin_sum)
    VALUES (
        NEW.opponent_id, NEW.board_size, 1,
        NEW.result = 'won', NEW.result = 'lost', NEW.result = 'tie',
        {_margin("NEW")}
    )
    ON CONFLICT (opponent_id, board_size) DO UPDATE SET
        played = played + 1,
        won = won + excluded.won,
        lost = lost + excluded.lost,
        tied = tied + excluded.tied,
        margin_sum = margin_sum + excluded.margin_sum;
END;
CREATE TRIGGER totals_after_delete AFTER DELETE ON games WHEN OLD.mode = 'vs_computer'
BEGIN
    UPDATE totals SET
        played = played - 1,
        won = won - (OLD.result = 'won'),
        lost = lost - (OLD.result = 'lost'),
        tied = tied - (OLD.result = 'tie'),
        margin_sum = margin_sum - {_margin("OLD")}
    WHERE opponent_id = OLD.opponent_id AND board_size = OLD.board_size;
    DELETE FROM totals
    WHERE opponent_id = OLD.opponent_id AND board_size = OLD.board_size AND played <= 0;
END;
"""

#: The totals recomputed from the games table: what ``totals`` must always equal.
TOTALS_FROM_GAMES: Final = f"""
SELECT opponent_id, board_size, count(*), sum(result = 'won'), sum(result = 'lost'),
       sum(result = 'tie'), sum({MARGIN_SQL})
FROM games WHERE mode = 'vs_computer'
GROUP BY opponent_id, board_size
"""

SCHEMA_V3: Final = f"""
PRAGMA application_id = {APPLICATION_ID};
{_games_v3("games")}
{_V3_EXTRAS}
PRAGMA user_version = 3;
"""

#: v4's new column, one text for both a fresh table and the v3 -> v4 ``ADD COLUMN``.
ENDED_COLUMN: Final = """ended TEXT NOT NULL DEFAULT 'finished'
        CHECK (ended IN ('finished', 'resigned'))
        CHECK (ended = 'finished' OR (mode = 'vs_computer' AND result = 'lost'))"""


def _games_v4(table: str) -> str:
    return _games_v3(table, later_columns=f",\n    {ENDED_COLUMN}")


SCHEMA_V4: Final = f"""
PRAGMA application_id = {APPLICATION_ID};
{_games_v4("games")}
{_V3_EXTRAS}
PRAGMA user_version = 4;
"""

#: v5's new columns, one text each for both a fresh table and the v4 -> v5 ``ADD COLUMN``.
HELP_COLUMNS: Final = (
    "hints INTEGER CHECK (hints IS NULL OR hints >= 0)",
    "undos INTEGER CHECK (undos IS NULL OR undos >= 0)",
)


def _games_v5(table: str) -> str:
    later = "".join(f",\n    {column}" for column in (ENDED_COLUMN, *HELP_COLUMNS))
    return _games_v3(table, later_columns=later)


SCHEMA_V5: Final = f"""
PRAGMA application_id = {APPLICATION_ID};
{_games_v5("games")}
{_V3_EXTRAS}
PRAGMA user_version = 5;
"""

#: A fresh database at each version, as that version's app created it.
SCHEMAS: Final = {1: SCHEMA_V1, 2: SCHEMA_V2, 3: SCHEMA_V3, 4: SCHEMA_V4, 5: SCHEMA_V5}


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'vs_computer'")
    conn.execute("ALTER TABLE games ADD COLUMN human_name TEXT NOT NULL DEFAULT ''")
    conn.execute("ALTER TABLE games ADD COLUMN human_player INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE games ADD COLUMN opponent_name TEXT NOT NULL DEFAULT ''")
    conn.execute("ALTER TABLE games ADD COLUMN duration_s REAL")
    # v1 showed the opponent's id as its name; keep showing what the player saw.
    conn.execute("UPDATE games SET opponent_name = opponent")
    conn.execute("CREATE INDEX games_by_time ON games (finished_at)")


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    for statement in statements(_games_v3("games_v3")):
        conn.execute(statement)
    conn.execute(
        """
        INSERT INTO games_v3 (
            game_id, finished_at, mode, board_size, seed, layout, play_again,
            human_name, human_player, opponent_id, opponent_name,
            opponent_distribution, opponent_version, p1_score, p2_score,
            result, moves, duration_s, recorded_at)
        SELECT
            game_id,
            coalesce(strftime('%Y-%m-%dT%H:%M:%fZ', finished_at), finished_at),
            mode, board_size, seed, NULL, play_again != 0,
            human_name, human_player,
            CASE mode WHEN 'two_players' THEN NULL ELSE opponent END,
            CASE WHEN opponent_name = '' THEN opponent ELSE opponent_name END,
            NULL, NULL,
            CASE human_player WHEN 0 THEN human_score ELSE opponent_score END,
            CASE human_player WHEN 0 THEN opponent_score ELSE human_score END,
            CASE
                WHEN mode != 'two_players' THEN result
                WHEN result = 'won' THEN 'player1'
                WHEN result = 'lost' THEN 'player2'
                ELSE 'tie'
            END,
            moves, duration_s,
            coalesce(strftime('%Y-%m-%dT%H:%M:%fZ', finished_at), finished_at)
        FROM games
        ORDER BY finished_at, rowid
        """
    )
    conn.execute("DROP TABLE games")
    conn.execute("ALTER TABLE games_v3 RENAME TO games")
    for statement in statements(_V3_EXTRAS):
        conn.execute(statement)
    conn.execute(
        "INSERT INTO totals (opponent_id, board_size, played, won, lost, tied, margin_sum) "
        + TOTALS_FROM_GAMES
    )


def _v3_to_v4(conn: sqlite3.Connection) -> None:
    # Every stored game was played to its end: the default says so.
    conn.execute(f"ALTER TABLE games ADD COLUMN {ENDED_COLUMN}")


def _v4_to_v5(conn: sqlite3.Connection) -> None:
    # No game stored so far recorded its help: NULL ("not recorded") says so.
    for column in HELP_COLUMNS:
        conn.execute(f"ALTER TABLE games ADD COLUMN {column}")


#: ``MIGRATIONS[n]`` turns a version-n database into version n + 1.
MIGRATIONS: Final[dict[int, Callable[[sqlite3.Connection], None]]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
}


def statements(script: str) -> list[str]:
    """Split a DDL script into statements, keeping trigger bodies whole."""
    found: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                found.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        raise ValueError(f"incomplete SQL statement: {buffer.strip()[:60]}")
    return found


def install(conn: sqlite3.Connection, version: int = CURRENT_VERSION) -> None:
    """Create the schema of ``version`` inside the caller's transaction."""
    for statement in statements(SCHEMAS[version]):
        conn.execute(statement)


def create(conn: sqlite3.Connection, version: int = CURRENT_VERSION) -> None:
    """Create the schema of ``version`` in an empty database, in one transaction.

    Runs statement by statement inside an explicit transaction (the
    connection must be in autocommit mode), unlike ``executescript``, which
    would commit on its own.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        install(conn, version)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def migrate(conn: sqlite3.Connection, start: int) -> None:
    """Walk a database from ``start`` up to :data:`CURRENT_VERSION`, step by step.

    The caller holds a write transaction; each step runs inside it and the
    version is set at the end, so a crash anywhere leaves the old version whole.
    """
    version = start
    while version < CURRENT_VERSION:
        MIGRATIONS[version](conn)
        version += 1
    conn.execute(f"PRAGMA user_version = {CURRENT_VERSION}")


# -- the shape a file must have ---------------------------------------------------------

Column = tuple[str, str, int, int]
"""A column as the check compares it: name, declared type (upper case), NOT NULL, pk."""


@dataclass(frozen=True)
class Shape:
    """The tables (with their columns), indexes and triggers of a database."""

    tables: Mapping[str, frozenset[Column]]
    indexes: frozenset[str]
    triggers: frozenset[str]


def shape_of(conn: sqlite3.Connection) -> Shape:
    """What the database on ``conn`` holds; reads only (SQLite's own objects left out)."""
    objects = conn.execute(
        "SELECT type, name FROM sqlite_master WHERE substr(name, 1, 7) != 'sqlite_'"
    ).fetchall()
    tables: dict[str, frozenset[Column]] = {}
    indexes: set[str] = set()
    triggers: set[str] = set()
    for kind, name in objects:
        if kind == "table":
            rows = conn.execute(
                'SELECT name, type, "notnull", pk FROM pragma_table_info(?)', (name,)
            )
            tables[str(name)] = frozenset(
                (str(c), str(t).upper(), int(n), int(k)) for c, t, n, k in rows
            )
        elif kind == "index":
            indexes.add(str(name))
        elif kind == "trigger":
            triggers.add(str(name))
    return Shape(tables, frozenset(indexes), frozenset(triggers))


@functools.cache
def expected_shape(version: int) -> Shape:
    """The shape of a fresh database of ``version``, built from its DDL (one source of truth)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        install(conn, version)
        return shape_of(conn)
    finally:
        conn.close()


def schema_problem(conn: sqlite3.Connection, version: int) -> str | None:
    """Why the tables on ``conn`` are not those of schema ``version``, or ``None``.

    Each table of that version must be there with exactly its columns (name,
    declared type, NOT NULL, primary key; order does not matter). Other
    tables are tolerated (a table someone added with a database browser does
    not stop us), and so are missing indexes and triggers (see
    :func:`missing_derived`). Reads only.
    """
    expected = expected_shape(version)
    found = shape_of(conn)
    for table, columns in sorted(expected.tables.items()):
        have = found.tables.get(table)
        if have is None:
            return f"table {table} of schema v{version} is missing"
        if have != columns:
            wanted, got = {c[0] for c in columns}, {c[0] for c in have}
            parts = []
            if wanted - got:
                parts.append("missing " + ", ".join(sorted(wanted - got)))
            if got - wanted:
                parts.append("unexpected " + ", ".join(sorted(got - wanted)))
            if not parts:
                differ = {c[0] for c in columns ^ have}
                parts.append("different type or constraints: " + ", ".join(sorted(differ)))
            why = "; ".join(parts)
            return f"table {table} does not have the columns of schema v{version} ({why})"
    return None


_DERIVED: Final = re.compile(r"CREATE\s+(INDEX|TRIGGER)\s+(\w+)", re.IGNORECASE)


def _derived_statements() -> dict[str, tuple[str, str]]:
    """The current version's indexes and triggers: name -> (kind, DDL)."""
    found: dict[str, tuple[str, str]] = {}
    for statement in statements(_V3_EXTRAS):
        match = _DERIVED.match(statement)
        if match:
            found[match.group(2)] = (match.group(1).lower(), statement)
    return found


def missing_derived(conn: sqlite3.Connection) -> tuple[str, ...]:
    """Indexes and triggers of the current version that the database lacks; reads only."""
    found = shape_of(conn)
    have = found.indexes | found.triggers
    return tuple(sorted(name for name in _derived_statements() if name not in have))


def repair_derived(conn: sqlite3.Connection, missing: tuple[str, ...]) -> None:
    """Make the missing indexes and triggers again, inside the caller's write transaction.

    An index holds nothing the table does not. A missing trigger means
    ``totals`` may have missed games, so they are counted again from ``games``.
    """
    ddl = _derived_statements()
    for name in missing:
        conn.execute(ddl[name][1])
    if any(ddl[name][0] == "trigger" for name in missing):
        conn.execute("DELETE FROM totals")
        conn.execute(
            "INSERT INTO totals (opponent_id, board_size, played, won, lost, tied, margin_sum) "
            + TOTALS_FROM_GAMES
        )
