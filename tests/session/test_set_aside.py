"""Whatever cannot be used is moved aside under a name that is never pending, or said why not."""

from __future__ import annotations

import errno
from pathlib import Path

from tests.session.faults import FailingFiles
from triangles_qt.session import SetAside
from triangles_qt.session.files import Files
from triangles_qt.session.saves import pending_path, read_save, set_aside


def test_bytes_that_are_not_utf8_are_set_aside_as_damaged(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    save.write_bytes(b"\xff\xfe not a record")
    found = read_save(save, Files())
    assert isinstance(found, SetAside) and found.reason == "damaged" and found.kept_as
    assert found.kept_as.name.startswith("autosave.damaged-")
    assert found.kept_as.read_bytes() == b"\xff\xfe not a record" and not save.exists()


def test_a_pending_file_set_aside_never_looks_pending_again(tmp_path: Path) -> None:
    pending = pending_path(tmp_path / "autosave.json", "abc123")
    pending.write_text("{}", encoding="utf-8")
    aside = set_aside(pending, Files(), "not_finished")
    assert aside.kept_as is not None
    assert aside.kept_as.name.startswith("autosave.damaged-pending-")
    assert ".pending-" not in aside.kept_as.name


def test_a_file_that_cannot_be_moved_stays_and_says_why(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    save.write_text("{}", encoding="utf-8")
    files = FailingFiles()
    files.fail(errno.EROFS, "rename")
    aside = set_aside(save, files, "damaged")
    assert aside.kept_as is None and save.exists()
    assert aside.detail == "Read-only file system"
