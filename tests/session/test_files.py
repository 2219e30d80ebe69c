"""The keeper's file seam on a real disk: a failed write leaves no litter, nothing is replaced."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest

from triangles_qt.session.files import Files, aside_name, write_probe


def test_a_write_that_fails_midway_leaves_the_old_save_and_no_temporary_file(
    tmp_path: Path,
) -> None:
    save = tmp_path / "autosave.json"
    Files().write_atomic(save, "old")
    with pytest.raises(UnicodeEncodeError):
        Files().write_atomic(save, "new \ud800")  # a lone surrogate: UTF-8 refuses it midway
    assert save.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_a_write_where_the_folder_is_a_file_says_not_a_folder(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file", encoding="utf-8")
    with pytest.raises(NotADirectoryError):
        Files().write_atomic(tmp_path / "data" / "autosave.json", "{}")


def test_a_rename_never_replaces_what_has_the_name(tmp_path: Path) -> None:
    source, dest = tmp_path / "a.json", tmp_path / "b.json"
    source.write_text("a", encoding="utf-8")
    dest.write_text("b", encoding="utf-8")
    with pytest.raises(FileExistsError):
        Files().rename(source, dest)
    assert (source.read_text(encoding="utf-8"), dest.read_text(encoding="utf-8")) == ("a", "b")


def test_names_of_a_missing_folder_or_a_file_are_none(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert Files().names(tmp_path / "missing") == []
    assert Files().names(tmp_path / "file") == []


def test_the_time_of_something_missing_is_zero(tmp_path: Path) -> None:
    (tmp_path / "here").write_text("x", encoding="utf-8")
    assert Files().modified(tmp_path / "here") > 0
    assert Files().modified(tmp_path / "missing") == 0.0


def test_the_probe_takes_a_writable_folder_and_leaves_nothing(tmp_path: Path) -> None:
    assert write_probe(tmp_path) is None
    assert list(tmp_path.iterdir()) == []


def test_the_probe_names_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file", encoding="utf-8")
    error = write_probe(tmp_path / "data")
    assert error is not None and error.errno == errno.ENOTDIR


def test_the_probe_names_a_full_disk_and_removes_its_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    error = write_probe(tmp_path)
    assert error is not None and error.errno == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []


def test_an_aside_name_already_taken_gets_a_counter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda _format: "20250101-120000")
    save = tmp_path / "autosave.json"
    first = aside_name(save, Files())
    assert first.name == "autosave.damaged-20250101-120000.json"
    first.write_text("odd", encoding="utf-8")
    second = aside_name(save, Files())
    assert second.name == "autosave.damaged-20250101-120000-1.json"
    second.write_text("odd", encoding="utf-8")
    assert aside_name(save, Files()).name == "autosave.damaged-20250101-120000-2.json"
