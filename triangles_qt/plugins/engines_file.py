"""The engines a player lists in ``engines.toml`` in the config folder (host side, Qt-free).

Each ``[[engine]]`` table names an id, a command and optionally a name, a
working directory and a folder for its logs (``docs/engine-protocol.md``). Reading never raises: an
entry that cannot be used becomes a :class:`PluginEntry` with a ``problem``,
so New Game lists it as unavailable with the reason, and a file that cannot
be read at all becomes one such entry named after the file.

>>> entries = parse_engines('''
... [[engine]]
... id = "random-c"
... command = "./random_engine --seed 3"
... ''', base="/")
>>> entries[0].command, entries[0].cwd, entries[0].problem
(('./random_engine', '--seed', '3'), '/', None)
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from typing import Any, Final

from triangles_qt import safe_open
from triangles_qt.paths import config_dir
from triangles_qt.plugins.contract import ID_PATTERN, MAX_NAME_LENGTH
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.safe_open import OddFile, OddKind

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ENGINES_FILE: Final = "engines.toml"
#: What a listed engine's entry "loads": the class the loader specialises for its command.
ENGINE_VALUE: Final = "triangles_qt.plugins.external:ExternalEngine"
#: A larger file is not read (it is a short list written by hand).
MAX_FILE_BYTES: Final = 256 * 1024
#: The most engines one file may list.
MAX_ENGINES: Final = 100
_KEYS: Final = frozenset({"id", "name", "command", "cwd", "log_dir"})


def engines_path() -> Path:
    """``engines.toml`` in the config folder (``TRIANGLES_CONFIG_DIR`` overrides the folder)."""
    return config_dir() / ENGINES_FILE


def stamp(path: Path | None = None) -> tuple[str, int, int]:
    """What changes when the file does: its path, size and modification time (0s if absent)."""
    path = path or engines_path()
    try:
        info = path.stat()
    except OSError:
        return (str(path), 0, 0)
    return (str(path), info.st_size, info.st_mtime_ns)


def read_engines(path: Path | None = None) -> tuple[PluginEntry, ...]:
    """The engines listed in ``path`` (default :func:`engines_path`); none if there is no file.

    Read through the app's one safe opener: a FIFO, a folder, a link to
    nothing or a file too big is named with what it is, never waited on.
    """
    path = path or engines_path()
    try:
        text = safe_open.read_text(path, MAX_FILE_BYTES)
    except OddFile as odd:
        return (_file_problem(path, _odd_problem(odd)),)
    if text is None:
        return ()
    return parse_engines(text, base=str(path.parent))


def _odd_problem(odd: OddFile) -> str:
    """What is wrong with the file, in the words of a problem entry."""
    problems = {
        OddKind.DIRECTORY: "it is a folder",
        OddKind.SPECIAL: "it is not a regular file (a FIFO, socket or device)",
        OddKind.SYMLINK_LOOP: "it is a loop of symbolic links",
        OddKind.DANGLING_SYMLINK: "it is a symbolic link to nothing",
        OddKind.TOO_BIG: f"it is larger than {MAX_FILE_BYTES // 1024} KiB",
        OddKind.NOT_TEXT: "it is not UTF-8 text",
    }
    return problems.get(odd.kind, f"it could not be read ({odd.detail})")


def parse_engines(text: str, *, base: str) -> tuple[PluginEntry, ...]:
    """The entries of one file's text; relative working directories are taken from ``base``."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return (_problem_entry(f"{ENGINES_FILE} is not valid TOML: {exc}"),)
    except RecursionError:  # arrays or tables nested hundreds deep: no list of engines
        return (_problem_entry(f"{ENGINES_FILE} is nested too deeply to be read"),)
    except (ValueError, MemoryError) as exc:  # whatever else the parser meets
        return (_problem_entry(f"{ENGINES_FILE} could not be read: {exc!r}"),)
    tables = document.get("engine", [])
    if not isinstance(tables, list):
        return (_problem_entry(f"{ENGINES_FILE}: 'engine' must be [[engine]] tables"),)
    out: list[PluginEntry] = []
    seen: set[str] = set()
    for number, table in enumerate(tables[:MAX_ENGINES], start=1):
        entry = _entry(table, number, base)
        if entry.problem is None and entry.id in seen:
            entry = entry.with_problem(f"the id {entry.id!r} is listed twice in {ENGINES_FILE}")
        seen.add(entry.id)
        out.append(entry)
    if len(tables) > MAX_ENGINES:
        out.append(_problem_entry(f"{ENGINES_FILE} lists more than {MAX_ENGINES} engines"))
    return tuple(out)


def _entry(table: object, number: int, base: str) -> PluginEntry:
    fallback_id = f"engine-{number}"
    if not isinstance(table, dict):
        return _problem_entry(f"engine {number} is not a table", fallback_id)
    oid = table.get("id")
    if not isinstance(oid, str) or not ID_PATTERN.fullmatch(oid):
        return _problem_entry(
            f"engine {number} needs an id of letters, digits, '-', '_' or '.' "
            f"(at most 64 characters), not {oid!r}",
            fallback_id,
        )

    def bad(problem: str) -> PluginEntry:
        return _problem_entry(problem, oid)

    unknown = sorted(set(table) - _KEYS)
    if unknown:
        return bad(f"engine {oid!r} has unknown keys: {', '.join(unknown)}")
    name = table.get("name", "")
    if not isinstance(name, str) or len(" ".join(name.split())) > MAX_NAME_LENGTH:
        return bad(f"engine {oid!r}: name must be a text of at most {MAX_NAME_LENGTH} characters")
    command = _command(table.get("command"))
    if isinstance(command, str):
        return bad(f"engine {oid!r}: {command}")
    cwd = table.get("cwd", base)
    if not isinstance(cwd, str) or not cwd:
        return bad(f"engine {oid!r}: cwd must be the path of a folder")
    cwd = os.path.join(base, os.path.expanduser(cwd))
    log_dir = table.get("log_dir")
    if log_dir is not None and (not isinstance(log_dir, str) or not log_dir):
        return bad(f"engine {oid!r}: log_dir must be the path of a folder")
    entry = PluginEntry(
        oid,
        ENGINE_VALUE,
        command=command,
        cwd=cwd,
        name=" ".join(name.split()),
        log_dir=None if log_dir is None else os.path.join(base, os.path.expanduser(log_dir)),
    )
    if not os.path.isdir(cwd):
        return entry.with_problem(f"its working folder {cwd} does not exist")
    return entry


def _command(value: Any) -> tuple[str, ...] | str:
    """The command's words, or what is wrong with it."""
    if isinstance(value, str):
        try:
            words = shlex.split(value)
        except ValueError as exc:
            return f"command cannot be split into words ({exc})"
    elif isinstance(value, list) and all(isinstance(w, str) for w in value):
        words = list(value)
    else:
        return "command must be a text or a list of texts"
    if not words or not words[0]:
        return "command is empty"
    return tuple(words)


def command_entry(oid: str, command: str, *, cwd: str | None = None) -> PluginEntry:
    """The entry for a one-off engine (the arena's ``--engine ID=COMMAND``)."""
    words = _command(command)
    problem = None
    if not ID_PATTERN.fullmatch(oid):
        problem = f"the id {oid!r} is not valid: use letters, digits, '-', '_' or '.'"
    elif isinstance(words, str):
        problem = words
    return PluginEntry(
        oid,
        ENGINE_VALUE,
        problem=problem,
        command=None if isinstance(words, str) else words,
        cwd=cwd,
    )


def _file_problem(path: Path, problem: str) -> PluginEntry:
    return _problem_entry(f"{path} cannot be used: {problem}")


def _problem_entry(problem: str, oid: str = ENGINES_FILE) -> PluginEntry:
    return PluginEntry(oid, ENGINE_VALUE, problem=problem, command=())
