"""The one safe opener: whatever sits under a name, it answers at once and reads little.

Each case puts the odd thing there for real (a FIFO nobody writes to, a
folder, links to nothing and in a loop, a sparse file of 8 GiB, bytes that
are not UTF-8) and reads it on a thread with a generous bound: a blocking
open would leave the thread waiting, and the test says so.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from triangles_qt import safe_open
from triangles_qt.safe_open import OddFile, OddKind


def answered(read: Callable[[], object]) -> object:
    """What ``read`` returned or raised, from a thread (never hangs the suite)."""
    found: list[object] = []

    def run() -> None:
        try:
            found.append(read())
        except BaseException as exc:
            found.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=60)
    assert found, "the read is still waiting"
    return found[0]


def fifo(path: Path) -> None:
    os.mkfifo(path)


def folder(path: Path) -> None:
    path.mkdir()


def dangling(path: Path) -> None:
    path.symlink_to(path.with_name("nowhere"))


def loop(path: Path) -> None:
    other = path.with_name("other")
    path.symlink_to(other)
    other.symlink_to(path)


def huge(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(8 * 1024**3)  # sparse: nothing is written


def under_a_file(path: Path) -> None:
    path.parent.rmdir()
    path.parent.write_text("a file where the folder should be")


CASES = {
    "fifo": (fifo, OddKind.SPECIAL),
    "folder": (folder, OddKind.DIRECTORY),
    "dangling link": (dangling, OddKind.DANGLING_SYMLINK),
    "loop of links": (loop, OddKind.SYMLINK_LOOP),
    "8 GiB": (huge, OddKind.TOO_BIG),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_odd_thing_is_told_for_what_it_is(tmp_path: Path, case: str) -> None:
    make, kind = CASES[case]
    path = tmp_path / "inside" / "file"
    path.parent.mkdir()
    make(path)
    outcome = answered(lambda: safe_open.read_small(path, 1024))
    assert isinstance(outcome, OddFile), outcome
    assert outcome.kind is kind
    text = answered(lambda: safe_open.read_text(path, 1024))
    assert isinstance(text, OddFile) and text.kind is kind


def test_a_fifo_with_a_writer_waiting_is_not_read_either(tmp_path: Path) -> None:
    """Not even a FIFO that would answer: what is read at start is a file, never a stream."""
    path = tmp_path / "pipe"
    os.mkfifo(path)
    writer = os.open(path, os.O_RDWR | os.O_NONBLOCK)  # a writer is there, with data
    try:
        os.write(writer, b"data")
        outcome = answered(lambda: safe_open.read_small(path, 1024))
        assert isinstance(outcome, OddFile) and outcome.kind is OddKind.SPECIAL
    finally:
        os.close(writer)


def test_nothing_is_there_when_a_file_stands_where_the_folder_should_be(tmp_path: Path) -> None:
    path = tmp_path / "inside" / "file"
    path.parent.mkdir()
    under_a_file(path)
    assert safe_open.read_small(path, 10) is None
    assert safe_open.odd_kind(path) is None


def test_plain_files_are_read_and_bounded(tmp_path: Path) -> None:
    path = tmp_path / "file"
    assert safe_open.read_small(path, 10) is None
    assert safe_open.look(path) is None
    path.write_bytes(b"0123456789")
    assert safe_open.read_small(path, 10) == b"0123456789"
    with pytest.raises(OddFile) as odd:
        safe_open.read_small(path, 9)
    assert odd.value.kind is OddKind.TOO_BIG
    assert safe_open.read_head(path, 4) == b"0123"
    assert safe_open.read_text(path, 10) == "0123456789"
    path.write_bytes(b"\xff\xfe text")
    with pytest.raises(OddFile) as odd:
        safe_open.read_text(path, 100)
    assert odd.value.kind is OddKind.NOT_TEXT


def test_the_head_of_a_huge_file_is_read_without_reading_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "big"
    huge(path)
    assert answered(lambda: safe_open.read_head(path, 100)) == b"\0" * 100


def test_a_link_to_a_file_is_followed(tmp_path: Path) -> None:
    target = tmp_path / "target"
    target.write_text("kept", encoding="utf-8")
    link = tmp_path / "link"
    link.symlink_to(target)
    assert safe_open.read_text(link, 10) == "kept"
    assert safe_open.odd_kind(link) is None
