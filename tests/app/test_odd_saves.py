"""Whatever sits where the app keeps its saves, the real start-up starts a playable game.

Each odd thing (a folder, a FIFO, a loop of links, a dangling link named like
a pending result, an unreadable or enormous file, a save whose setup is
missing or out of range) is moved aside and kept, the player is told once,
and a new game is on the table.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.app.conftest import record_told
from triangles_qt.model import Board, Game, save_game
from triangles_qt.paths import autosave_path
from triangles_qt.session import GameSetup, Seat

TOLD = "could not be read"


def valid_record(**setup_changes: object) -> dict:  # type: ignore[type-arg]
    setup = GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone", seed=4)
    game = Game(Board.generate(24, 4))
    for _ in range(3):
        game.play(*game.legal_moves()[0])
    data = json.loads(save_game(game, setup.to_extra()))
    data["extra"]["setup"].update(setup_changes)
    return data  # type: ignore[no-any-return]


def write(path: Path, data: dict) -> None:  # type: ignore[type-arg]
    path.write_text(json.dumps(data))


def folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept")


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_loop(path: Path) -> None:
    other = path.with_name("loop.json")
    os.symlink(other, path)
    os.symlink(path, other)


def huge(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(8 * 1024**3)  # 8 GiB, sparse: nothing is written


def no_setup(path: Path) -> None:
    data = valid_record()
    del data["extra"]["setup"]
    write(path, data)


def unreadable_setup(path: Path) -> None:
    data = valid_record()
    data["extra"]["setup"] = "not a setup"
    write(path, data)


def raw(text_changes: dict[str, str]) -> Callable[[Path], None]:
    """A valid save with numbers JSON allows but no setup can use (1e400, NaN)."""

    def make(path: Path) -> None:
        text = json.dumps(valid_record())
        for key, value in text_changes.items():
            text = _set_number(text, key, value)
        path.write_text(text)

    return make


def _set_number(text: str, key: str, value: str) -> str:
    data = json.loads(text)
    marker = "__number__"
    data["extra"]["setup"][key] = marker
    return json.dumps(data).replace(f'"{marker}"', value)


ODD: dict[str, Callable[[Path], None]] = {
    "a folder": folder,
    "a FIFO": fifo,
    "a loop of links": link_loop,
    "an 8 GiB file": huge,
    "no setup": no_setup,
    "an unreadable setup": unreadable_setup,
    "n_stars 1e400": raw({"n_stars": "1e400"}),
    "time_limit 0": raw({"time_limit": "0"}),
    "time_limit NaN": raw({"time_limit": "NaN"}),
    "started_at 1e400": raw({"started_at": "1e400"}),
    "seed -1": raw({"seed": "-1"}),
}


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message told to the player (``saves_told`` picks those about saves)."""
    return record_told(monkeypatch)


def saves_told(told: list[str]) -> list[str]:
    """The messages about saves that could not be read."""
    return [text for text in told if TOLD in text]


def kept_beside(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir() if ".damaged-" in p.name]


def plays(h) -> None:  # type: ignore[no-untyped-def]
    assert h.game.move_count == 0
    h.tap_tap(*h.game.legal_moves()[0])
    assert h.game.move_count == 1


@pytest.mark.parametrize("odd", list(ODD), ids=list(ODD))
def test_an_odd_autosave_never_stops_the_start(make_harness, told, odd: str) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    ODD[odd](path)
    before = os.lstat(path)
    h = make_harness()
    if odd == "a FIFO":
        from tests.app.test_screenshots import artifacts

        assert h.app.window.grab().save(str(artifacts() / "odd-save.png"))
    plays(h)
    assert len(saves_told(told)) == 1
    kept = kept_beside(path)
    assert len(kept) == 1
    after = os.lstat(kept[0])
    assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode)  # the same kind of thing
    assert after.st_size == before.st_size and after.st_ino == before.st_ino  # moved, not copied
    # The new game saves normally where the odd thing was.
    h.app.keeper.flush()
    assert path.is_file()


def test_a_dangling_link_named_like_a_pending_result_never_stops_the_start(
    make_harness, told
) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    pending = path.with_name("autosave.pending-0123abcd.json")
    os.symlink(path.parent / "gone.json", pending)
    h = make_harness()
    plays(h)
    assert len(saves_told(told)) == 1
    kept = kept_beside(path)
    assert len(kept) == 1 and kept[0].is_symlink()
    assert os.readlink(kept[0]) == str(path.parent / "gone.json")
    assert not os.path.lexists(pending)
    # The next start finds nothing odd any more.
    told.clear()
    h.app.window.close()
    h.app.close()
    make_harness()
    assert saves_told(told) == []


def test_an_unreadable_save_never_stops_the_start(make_harness, told, monkeypatch) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write(path, valid_record())
    real_open = os.open

    def refusing(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refusing)
    h = make_harness()
    plays(h)
    assert len(saves_told(told)) == 1
    kept = kept_beside(path)
    assert len(kept) == 1 and json.loads(kept[0].read_text())["extra"]["setup"]["seed"] == 4
