"""Never stuck at start: the real start-up (``app.start``: the claim on the data folder, then the
whole app) in a child process, with the fault made for real.

A full disk is a 64 KiB tmpfs filled to its last block, a read-only data folder a tmpfs
remounted read-only (each in the child's own mount namespace, ``unshare --mount``), a data
folder that is a file is a file. Settings that cannot be saved or read are made with
permission bits, in a child that has dropped the capabilities that let root ignore them.
Each child plays a game to its end and reports what the window said (tests/app/start_child.py).
The start must complete: a generous subprocess timeout turns a hang into a failure, and no
test asserts how fast anything is.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.helpers import ROOT, clean_env
from tests.session.faults import played_game, record
from triangles_qt.session.files import Files

CHILD = Path(__file__).with_name("start_child.py")
#: Generous: a child imports Qt, starts the app and plays a game on a busy two-core machine.
CHILD_TIMEOUT_S = 240
FOLDER_NOTICE = "cannot save in its data folder"


def _drop_root_override() -> None:  # pragma: no cover - runs in the child before exec
    """Drop the capabilities that let root ignore permission bits (from the bounding set)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


def _unshare() -> list[str]:
    """The command prefix for a private mount namespace, or skip (with the reason)."""
    if shutil.which("unshare") is None:
        pytest.skip("no unshare(1) to make a private mount namespace")
    for prefix in (["unshare", "--mount"], ["unshare", "--mount", "--map-root-user"]):
        if subprocess.run([*prefix, "true"], capture_output=True, check=False).returncode == 0:
            return prefix
    pytest.skip("this machine does not allow a private mount namespace")


def run_child(
    options: dict[str, Any],
    *,
    data: Path,
    config: Path,
    prefix: list[str] | None = None,
    drop_caps: bool = False,
) -> tuple[dict[str, Any], str]:
    """Start the app in a child as described by ``options``; its report and standard error."""
    env = clean_env(
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        TRIANGLES_DATA_DIR=str(data),
        TRIANGLES_CONFIG_DIR=str(config),
        TRIANGLES_NET_DISCOVERY="off",
        TRIANGLES_NET_LISTEN="127.0.0.1",
        PYTHONDONTWRITEBYTECODE="1",
    )
    try:
        done = subprocess.run(
            [*(prefix or []), sys.executable, str(CHILD), json.dumps(options)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=CHILD_TIMEOUT_S,
            check=False,
            preexec_fn=_drop_root_override if drop_caps and os.geteuid() == 0 else None,
        )
    except subprocess.TimeoutExpired as stuck:
        raise AssertionError(f"start-up did not complete: {stuck.stderr!r}") from stuck
    if done.returncode != 0 and "mount" in done.stderr and "ermission" in done.stderr:
        pytest.skip(f"a tmpfs cannot be mounted here: {done.stderr.strip()[-200:]}")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


def told(report: dict[str, Any], words: str) -> int:
    """How many times a message with ``words`` came up in the window."""
    return sum(words in text for text in report["texts"])


def a_saved_game(folder: Path) -> str:
    """An unfinished game's autosave in ``folder``; its game id."""
    game, setup = played_game(finish=False, lines=6)
    folder.mkdir(parents=True, exist_ok=True)
    Files().write_atomic(folder / "autosave.json", record(game, setup))
    return setup.game_id


def assert_played_and_kept_in_memory(report: dict[str, Any], stderr: str) -> None:
    assert report["ready"] and report["over"]
    assert report["unkept"] != [] and report["unkept"] == report["unconfirmed"]
    assert not report["locked"] and report["listening"]  # the local server alone
    assert told(report, FOLDER_NOTICE) == 1  # once, in the window
    assert told(report, "The game could not be saved") == 0  # not again by the keeper
    assert told(report, "nor on the disk") == 0  # nor at the end of the game
    assert told(report, "Statistics are not being recorded") == 0  # nor by the statistics
    lines = [line for line in stderr.splitlines() if line.startswith("Triangles")]
    assert len(lines) == 1 and lines[0].startswith("Triangles: cannot create the lock file")


def test_a_full_disk_starts_plays_and_keeps_the_result_in_memory(tmp_path: Path) -> None:
    """It used to end at "cannot create the lock file", on standard error, with no window."""
    data = tmp_path / "data"
    report, stderr = run_child(
        {"play": True, "mount": {"path": str(data), "mode": "full"}},
        data=data,
        config=tmp_path / "config",
        prefix=_unshare(),
    )
    assert_played_and_kept_in_memory(report, stderr)
    assert report["findings"] == [["cannot_write", "disk_full"]]
    (notice,) = [text for text in report["texts"] if FOLDER_NOTICE in text]
    assert "the disk is full" in notice


def test_a_read_only_data_folder_resumes_its_saved_game(tmp_path: Path) -> None:
    """The saved game could not even be resumed: start-up stopped at the lock."""
    seed = tmp_path / "seed"
    game_id = a_saved_game(seed)
    data = tmp_path / "data"
    report, stderr = run_child(
        {"play": True, "mount": {"path": str(data), "mode": "ro", "seed": str(seed)}},
        data=data,
        config=tmp_path / "config",
        prefix=_unshare(),
    )
    assert report["resumed"] and report["unkept"] == [game_id]  # that very game, finished
    assert_played_and_kept_in_memory(report, stderr)
    assert report["findings"] == [["cannot_write", "read_only"]]
    (notice,) = [text for text in report["texts"] if FOLDER_NOTICE in text]
    assert "the folder cannot be written to" in notice


def test_a_data_folder_that_is_a_file_starts_and_says_so(tmp_path: Path) -> None:
    """Not "File exists": a file stands where the folder should be."""
    data = tmp_path / "data"
    data.write_text("a file", encoding="utf-8")
    report, stderr = run_child({"play": True}, data=data, config=tmp_path / "config")
    assert_played_and_kept_in_memory(report, stderr)
    assert report["findings"] == [["cannot_write", "not_a_folder"]]
    (notice,) = [text for text in report["texts"] if FOLDER_NOTICE in text]
    assert "a file stands where the folder should be" in notice
    assert "File exists" not in json.dumps(report) + stderr
    assert data.read_text(encoding="utf-8") == "a file"


def test_one_copy_per_data_folder_holds_without_a_lock_file(tmp_path: Path) -> None:
    """The first copy runs on its local server alone; a real second start finds it."""
    data = tmp_path / "data"
    data.write_text("no lock file can be made here", encoding="utf-8")
    env = clean_env(
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        TRIANGLES_DATA_DIR=str(data),
        TRIANGLES_CONFIG_DIR=str(tmp_path / "config"),
        TRIANGLES_NET_DISCOVERY="off",
    )
    first = subprocess.Popen(
        [sys.executable, str(CHILD), json.dumps({"hold_ms": 600_000})],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert first.stderr is not None
        line = first.stderr.readline()  # printed by the claim, just before it binds the name
        assert line.startswith("Triangles: cannot create the lock file"), line
        second = subprocess.run(
            [sys.executable, "-m", "triangles_qt"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=CHILD_TIMEOUT_S,
            check=False,
        )
        assert second.returncode == 0, second.stderr
        assert second.stdout.splitlines()[-1].startswith("Triangles is already running")
        assert first.poll() is None  # the first copy runs on
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate(timeout=60)


# --- Settings and the engines list --------------------------------------------------------

SETTINGS_UNUSABLE = "The settings file could not be used"


def test_fifos_for_settings_and_engines_do_not_hang_the_start(tmp_path: Path) -> None:
    """Both were opened blocking on the UI thread (QSettings reads in its constructor)."""
    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "settings.ini")
    os.mkfifo(config / "engines.toml")
    report, _stderr = run_child(
        {"play": True, "real_opponents": True}, data=tmp_path / "data", config=config
    )
    assert report["ready"] and report["over"]
    assert report["settings"] == ["set_aside"]
    assert told(report, SETTINGS_UNUSABLE) == 1
    (notice,) = [text for text in report["texts"] if SETTINGS_UNUSABLE in text]
    assert "a FIFO, socket or device" in notice
    kept = [p for p in config.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(kept) == 1 and kept[0].is_fifo()  # kept, never deleted
    assert (config / "settings.ini").is_file()  # the settings are saved again
    assert (config / "engines.toml").is_fifo()  # listed as unusable, left where it is


def test_a_fifo_that_cannot_be_moved_gives_settings_in_memory(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "settings.ini")
    config.chmod(0o555)
    try:
        report, _stderr = run_child(
            {"play": True}, data=tmp_path / "data", config=config, drop_caps=True
        )
    finally:
        config.chmod(0o755)
    assert report["ready"] and report["over"]
    assert report["settings"] == ["in_memory"]
    assert told(report, SETTINGS_UNUSABLE) == 1
    assert told(report, "The settings cannot be saved") == 0  # the one notice says it all
    assert (config / "settings.ini").is_fifo()


def test_settings_that_cannot_be_saved_are_told_once(tmp_path: Path) -> None:
    """A read-only config folder: nothing was said, and the coach came back at every start."""
    config = tmp_path / "config"
    config.mkdir()
    config.chmod(0o555)
    try:
        report, _stderr = run_child(
            {"play": True, "hold_ms": 2500},  # past the first save (one second after a write)
            data=tmp_path / "data",
            config=config,
            drop_caps=True,
        )
    finally:
        config.chmod(0o755)
    assert report["ready"] and report["over"]
    assert report["settings"] == ["cannot_save"]
    assert told(report, "The settings cannot be saved (the folder cannot be written to)") == 1
    assert list(config.iterdir()) == []


def test_an_unreadable_settings_file_is_kept_aside_and_told(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    settings = config / "settings.ini"
    settings.write_text("[coach]\nstarted=true\n", encoding="utf-8")
    settings.chmod(0o000)
    report, _stderr = run_child(
        {"play": True, "hold_ms": 2500}, data=tmp_path / "data", config=config, drop_caps=True
    )
    assert report["settings"] == ["set_aside"]
    (notice,) = [text for text in report["texts"] if SETTINGS_UNUSABLE in text]
    assert "unreadable" in notice
    kept = [p for p in config.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(kept) == 1 and kept[0].stat().st_mode & 0o777 == 0  # as it was
    assert settings.is_file()  # a new one, saved
