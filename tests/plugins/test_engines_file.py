"""engines.toml: what a player writes by hand is read without raising, and every problem named.

An entry that cannot be used is listed with its problem (New Game shows it as
unavailable, with the reason); a file that cannot be read at all becomes one
such entry named after the file; the engines join the one scan of opponents.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from triangles_qt.paths import config_dir
from triangles_qt.plugins.discovery import entry_for, installed_plugins
from triangles_qt.plugins.engines_file import (
    ENGINE_VALUE,
    MAX_ENGINES,
    MAX_FILE_BYTES,
    command_entry,
    engines_path,
    parse_engines,
    read_engines,
)
from triangles_qt.plugins.entries import PluginEntry


def parse(text: str) -> list[tuple[str, str | None]]:
    return [(e.id, e.problem) for e in parse_engines(text, base="/")]


def test_a_good_listing_gives_commands_working_folders_and_names(tmp_path: Path) -> None:
    (tmp_path / "bin").mkdir()
    entries = parse_engines(
        f"""
[[engine]]
id = "one"
name = "  Engine   One "
command = ["./one", "--fast"]
cwd = "bin"

[[engine]]
id = "two"
command = "python3 'my engine.py' --seed 3"
cwd = "{tmp_path}"
""",
        base=str(tmp_path),
    )
    one, two = entries
    assert (one.id, one.name, one.command, one.cwd) == (
        "one", "Engine One", ("./one", "--fast"), str(tmp_path / "bin"),
    )  # fmt: skip
    assert two.command == ("python3", "my engine.py", "--seed", "3")
    assert two.cwd == str(tmp_path) and two.name == ""
    assert all(e.problem is None and e.is_engine and e.value == ENGINE_VALUE for e in entries)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('[[engine]]\nid = "x"\ncommand = [', "is not valid TOML"),
        ('engine = "x"', "'engine' must be [[engine]] tables"),
        ('[[engine]]\nid = "bad id"\ncommand = "x"', "needs an id of letters"),
        ('[[engine]]\ncommand = "x"', "needs an id of letters"),
        ('[[engine]]\nid = "x"\ncommand = "x"\ncolour = "red"', "unknown keys: colour"),
        ('[[engine]]\nid = "x"\ncommand = "x"\nname = 5', "name must be a text"),
        ('[[engine]]\nid = "x"\ncommand = "x"\nname = "' + "n" * 61 + '"', "at most 60"),
        ('[[engine]]\nid = "x"', "command must be a text or a list of texts"),
        ('[[engine]]\nid = "x"\ncommand = [1, 2]', "command must be a text or a list"),
        ('[[engine]]\nid = "x"\ncommand = ""', "command is empty"),
        ('[[engine]]\nid = "x"\ncommand = []', "command is empty"),
        ('[[engine]]\nid = "x"\ncommand = "a \'b"', "cannot be split into words"),
        ('[[engine]]\nid = "x"\ncommand = "x"\ncwd = 3', "cwd must be the path of a folder"),
        ('[[engine]]\nid = "x"\ncommand = "x"\ncwd = "/no/such/folder"', "does not exist"),
    ],
)
def test_each_problem_of_an_entry_is_named(text: str, problem: str) -> None:
    found = parse(text)
    assert len(found) == 1
    assert found[0][1] is not None and problem in found[0][1], found


def test_an_id_listed_twice_keeps_the_first() -> None:
    found = parse('[[engine]]\nid = "x"\ncommand = "a"\n[[engine]]\nid = "x"\ncommand = "b"')
    assert found[0] == ("x", None)
    assert found[1][1] is not None and "listed twice" in found[1][1]


def test_a_listing_too_long_is_cut_with_a_note() -> None:
    text = "".join(f'[[engine]]\nid = "e{n}"\ncommand = "x"\n' for n in range(MAX_ENGINES + 5))
    found = parse(text)
    assert len(found) == MAX_ENGINES + 1
    assert found[-1][1] is not None and f"more than {MAX_ENGINES}" in found[-1][1]


def test_a_file_that_cannot_be_read_is_one_unavailable_entry(tmp_path: Path) -> None:
    assert read_engines(tmp_path / "absent.toml") == ()
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    (entry,) = read_engines(big)
    assert entry.problem is not None and "larger than" in entry.problem
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe\x00engine")
    (entry,) = read_engines(binary)
    assert entry.problem is not None and "not UTF-8" in entry.problem
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    (entry,) = read_engines(folder)
    assert entry.problem is not None and "it is a folder" in entry.problem
    dangling = tmp_path / "dangling.toml"
    dangling.symlink_to(tmp_path / "nowhere.toml")
    (entry,) = read_engines(dangling)
    assert entry.problem is not None and "a symbolic link to nothing" in entry.problem


def test_arrays_nested_500_deep_are_a_problem_entry_not_a_crash(tmp_path: Path) -> None:
    """1 KB of brackets made the parser recurse until RecursionError, at every start."""
    path = tmp_path / "engines.toml"
    path.write_text("x = " + "[" * 500 + "]" * 500 + "\n", encoding="utf-8")
    assert path.stat().st_size < 1100
    (entry,) = read_engines(path)
    assert entry.problem is not None and "nested too deeply" in entry.problem
    table = '[[engine]]\nid = "deep"\ncommand = ' + "[" * 500 + "]" * 500 + "\n"
    (entry,) = parse_engines(table, base="/")
    assert entry.problem is not None and "nested too deeply" in entry.problem


def test_a_fifo_is_named_and_never_waited_on() -> None:
    """Opening a FIFO for reading blocks until a writer comes: it used to hang every start."""
    path = engines_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    found: list[tuple[PluginEntry, ...]] = []
    reader = threading.Thread(target=lambda: found.append(read_engines()), daemon=True)
    reader.start()
    reader.join(timeout=60)  # generous: it returns at once, but never hangs the suite
    try:
        assert found, "read_engines() is still waiting on the FIFO"
        (entry,) = found[0]
        assert entry.problem is not None and "not a regular file" in entry.problem
        # The one scan of opponents (what New Game lists) gets the same entry.
        listed = [e for e in installed_plugins(refresh=True) if e.is_engine]
        assert [e.problem for e in listed] == [entry.problem]
    finally:
        if reader.is_alive():  # release it: a writer that closes at once
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))


def test_listed_engines_join_the_one_scan_and_cannot_take_a_plugins_id() -> None:
    path = engines_path()
    assert path.parent == config_dir()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '[[engine]]\nid = "mine"\ncommand = "./mine"\n'
        '[[engine]]\nid = "hard"\ncommand = "./impostor"\n',
        encoding="utf-8",
    )
    entries = {e.id: e for e in installed_plugins() if e.is_engine}
    assert entries["mine"].problem is None
    assert entries["hard"].problem is not None and "already used by" in entries["hard"].problem
    mine = entry_for("mine")
    assert mine is not None and mine.command == ("./mine",)
    hard = entry_for("hard")
    assert hard is not None and not hard.is_engine  # the built-in keeps its id
    # A change to the file is seen without being told (its size and time are in the key).
    path.write_text('[[engine]]\nid = "other"\ncommand = "./other"\n', encoding="utf-8")
    assert {e.id for e in installed_plugins() if e.is_engine} == {"other"}


@pytest.mark.parametrize(
    ("oid", "command", "problem"),
    [("bad id", "x", "is not valid"), ("ok", "", "command is empty"), ("ok", "'", "split")],
)
def test_a_one_off_engine_names_its_problem(oid: str, command: str, problem: str) -> None:
    entry = command_entry(oid, command)
    assert entry.problem is not None and problem in entry.problem


def test_an_engine_may_name_a_folder_for_its_logs(tmp_path: Path) -> None:
    """``log_dir``: relative to the config folder, ``~`` expanded; made when first used."""
    one, two, bad = parse_engines(
        """
[[engine]]
id = "one"
command = "./one"
log_dir = "logs/one"

[[engine]]
id = "two"
command = "./two"
log_dir = "~/engine-logs"

[[engine]]
id = "bad"
command = "./bad"
log_dir = 3
""",
        base=str(tmp_path),
    )
    assert one.problem is None and one.log_dir == str(tmp_path / "logs" / "one")
    assert two.log_dir == os.path.expanduser("~/engine-logs")
    assert bad.problem is not None and "log_dir must be the path of a folder" in bad.problem
    assert PluginEntry.from_dict(one.to_dict()) == one  # it travels to the worker with the rest
