"""The check of Qt's X11 libraries before start-up, its table, and README's install line."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT
from triangles_qt import platform_check
from triangles_qt.platform_check import XCB_LIBRARIES

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb is Linux's")
ARGV = ["triangles-qt"]
X11 = {"DISPLAY": ":0", "XDG_SESSION_TYPE": "x11"}
WAYLAND = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}


@pytest.mark.parametrize(
    ("env", "args", "first"),
    [
        ({}, [], "xcb"),  # nothing at all: Qt's built-in default
        (X11, [], "xcb"),
        (WAYLAND, [], "wayland"),
        ({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, [], "wayland"),  # either one is enough
        ({"XDG_SESSION_TYPE": "wayland"}, [], "wayland"),
        ({**X11, "QT_QPA_PLATFORM": ""}, [], "xcb"),  # empty counts as unset
        ({**WAYLAND, "QT_QPA_PLATFORM": "xcb"}, [], "xcb"),  # explicit beats the session
        ({**WAYLAND, "QT_QPA_PLATFORM": "xcb:nomitshm"}, [], "xcb:nomitshm"),
        ({**X11, "QT_QPA_PLATFORM": "offscreen"}, [], "offscreen"),
        ({**X11, "QT_QPA_PLATFORM": "wayland;xcb"}, [], "wayland"),
        ({"QT_QPA_PLATFORM": "xcb"}, ["-platform", "offscreen"], "offscreen"),  # argument wins
        ({"QT_QPA_PLATFORM": "offscreen"}, ["--platform", "xcb"], "xcb"),
        ({}, ["-platform", "vnc", "-style", "fusion", "-platform", "minimal"], "minimal"),
        (WAYLAND, ["-platform"], "wayland"),  # no value: Qt ignores it too
    ],
)
def test_the_first_platform_is_worked_out_as_qt_does(
    env: Mapping[str, str], args: list[str], first: str
) -> None:
    assert platform_check.platform_candidates([*ARGV, *args], env)[0] == first
    expected = first.partition(":")[0] == "xcb"
    assert platform_check.uses_xcb([*ARGV, *args], env, system="linux") is expected


def test_a_wayland_session_lists_xcb_as_the_fallback() -> None:
    assert platform_check.platform_candidates(ARGV, WAYLAND) == ["wayland", "xcb"]


@pytest.mark.parametrize("system", ["darwin", "win32"])
def test_other_systems_are_never_checked(system: str) -> None:
    assert not platform_check.uses_xcb(ARGV, {"QT_QPA_PLATFORM": "xcb"}, system=system)
    assert (
        platform_check.problem(ARGV, {}, loader=_loader_without(*XCB_LIBRARIES), system=system)
        is None
    )


def _loader_without(*missing: str) -> platform_check.Loader:
    def load(soname: str) -> object:
        if soname in missing:
            raise OSError(f"{soname}: cannot open shared object file: No such file or directory")
        return object()

    return load


def test_missing_libraries_are_named_with_their_debian_packages() -> None:
    loader = _loader_without("libxcb-keysyms.so.1", "libxcb-cursor.so.0")
    missing = platform_check.missing_libraries(loader, shipped_dirs=[])
    # In the table's order, whatever order the loader failed in.
    assert missing == {
        "libxcb-cursor.so.0": "libxcb-cursor0",
        "libxcb-keysyms.so.1": "libxcb-keysyms1",
    }


def test_a_library_the_wheel_ships_is_not_looked_for_on_the_system(tmp_path: Path) -> None:
    (tmp_path / "libxcb-cursor.so.0").write_bytes(b"")
    asked: list[str] = []

    def loader(soname: str) -> object:
        asked.append(soname)
        raise OSError(soname)

    missing = platform_check.missing_libraries(loader, shipped_dirs=[tmp_path])
    assert "libxcb-cursor.so.0" not in missing and "libxcb-cursor.so.0" not in asked
    assert set(missing) == set(XCB_LIBRARIES) - {"libxcb-cursor.so.0"}


def test_one_missing_package_gives_one_line_with_the_install_command() -> None:
    line = platform_check.message({"libxcb-cursor.so.0": "libxcb-cursor0"})
    assert line == (
        "Triangles cannot start: Qt needs the system package libxcb-cursor0 "
        "(libxcb-cursor.so.0 is missing). Install it with: sudo apt install libxcb-cursor0"
    )


def test_several_missing_packages_are_all_in_the_one_line() -> None:
    line = platform_check.message(
        {
            "libxcb-icccm.so.4": "libxcb-icccm4",
            "libxcb-keysyms.so.1": "libxcb-keysyms1",
            "libglib-2.0.so.0": "libglib2.0-0",
            "libgthread-2.0.so.0": "libglib2.0-0",
        }
    )
    assert "\n" not in line
    assert line == (
        "Triangles cannot start: Qt needs the system packages libxcb-icccm4, libxcb-keysyms1 "
        "and libglib2.0-0 (libxcb-icccm.so.4, libxcb-keysyms.so.1, libglib-2.0.so.0 and "
        "libgthread-2.0.so.0 are missing). Install them with: "
        "sudo apt install libxcb-icccm4 libxcb-keysyms1 libglib2.0-0"
    )


def test_without_apt_the_line_says_to_use_the_package_manager() -> None:
    line = platform_check.message({"libxcb-cursor.so.0": "libxcb-cursor0"}, apt=False)
    assert line.endswith(
        "Install it with your package manager "
        "(on Debian or Ubuntu: sudo apt install libxcb-cursor0)"
    )


def test_problem_only_when_xcb_is_used_and_something_is_missing() -> None:
    broken = _loader_without("libxcb-cursor.so.0")
    assert platform_check.problem(ARGV, X11, loader=_loader_without(), system="linux") is None
    assert platform_check.problem(ARGV, WAYLAND, loader=broken, system="linux") is None
    line = platform_check.problem(ARGV, X11, loader=broken, system="linux")
    assert line is not None and "libxcb-cursor0" in line and line.startswith("Triangles cannot")


# --- The table against the installed wheel, this machine, and README.md -----------------------


def _qt_dir() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt"


def _needed(library: Path) -> list[str]:
    out = subprocess.run(
        ["readelf", "-d", str(library)], capture_output=True, text=True, check=True
    )
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out.stdout)


@linux_only
@pytest.mark.skipif(shutil.which("readelf") is None, reason="needs readelf (binutils)")
def test_the_table_is_exactly_what_the_installed_xcb_plugin_needs_from_the_system() -> None:
    """DT_NEEDED from libqxcb.so on, through the wheel's own libraries: the rest is the system's."""
    qt_lib = _qt_dir() / "lib"
    system: set[str] = set()
    seen: set[str] = set()
    todo = [_qt_dir() / "plugins" / "platforms" / "libqxcb.so"]
    while todo:
        library = todo.pop()
        for soname in _needed(library):
            if (qt_lib / soname).is_file():
                if soname not in seen:
                    seen.add(soname)
                    todo.append(qt_lib / soname)
            elif soname not in platform_check.ALWAYS_PRESENT:
                system.add(soname)
    assert "libQt6XcbQpa.so.6" in seen
    # Every library the plugin needs is named, so the check never misses one. Older Qt
    # releases we still support (constraints-lowest.txt) need fewer: for them the table may
    # name one they do not need (a package too many to install, never one too few).
    assert system <= set(XCB_LIBRARIES), system - set(XCB_LIBRARIES)
    if _qt_version() >= (6, 11):
        assert system == set(XCB_LIBRARIES)  # and nothing stale, for the Qt we ship


def _qt_version() -> tuple[int, ...]:
    import PySide6

    return tuple(int(part) for part in PySide6.__version__.split(".")[:2])


def _ldd_not_found(library: Path) -> set[str]:
    out = subprocess.run(["ldd", str(library)], capture_output=True, text=True, check=True)
    return set(re.findall(r"^\s*(\S+) => not found", out.stdout, re.MULTILINE))


@linux_only
@pytest.mark.skipif(shutil.which("ldd") is None, reason="needs ldd")
def test_the_real_check_agrees_with_ldd_on_this_machine() -> None:
    plugin = _qt_dir() / "plugins" / "platforms" / "libqxcb.so"
    expected = _ldd_not_found(plugin) | _ldd_not_found(_qt_dir() / "lib" / "libQt6XcbQpa.so.6")
    assert set(platform_check.missing_libraries()) == expected & set(XCB_LIBRARIES)


def _readme_apt_packages() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    play = text.partition("\n## Play\n")[2].partition("\n## ")[0]
    commands = play.replace("\\\n", " ").splitlines()
    apt = [line.split() for line in commands if line.strip().startswith("sudo apt install ")]
    assert len(apt) == 1, "README's Play section should have one 'sudo apt install' line"
    return [word for word in apt[0][3:] if not word.startswith("-")]


def test_readme_installs_every_package_the_check_knows() -> None:
    packages = _readme_apt_packages()
    assert "python3-venv" in packages
    assert {"gcc", "python3-dev"} <= set(packages)  # what builds the native engine core
    assert set(XCB_LIBRARIES.values()) <= set(packages), set(XCB_LIBRARIES.values()) - set(packages)
    assert len(packages) == len(set(packages))


def test_readme_still_has_the_one_command_that_installs_and_starts_the_game() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    play = text.partition("\n## Play\n")[2].partition("\n## ")[0]
    assert "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/triangles-qt" in play


# --- main() ------------------------------------------------------------------------------------


@linux_only
def test_main_prints_one_line_and_returns_1_instead_of_starting_qt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from triangles_qt.cli import main

    missing = {"libxcb-cursor.so.0": "libxcb-cursor0"}
    monkeypatch.setattr(platform_check, "missing_libraries", lambda *a, **k: missing)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert main(["triangles-qt"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [platform_check.message(missing, shutil.which("apt") is not None)]


def _start_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A fixed environment for a real start: only PATH comes from the test run.

    Nothing the run's own environment happens to hold (a library path, a Qt
    variable, whatever a test before this one left) can change which
    libraries the check finds or which platform Qt tries.
    """
    home = tmp_path / "home"
    return {
        "PATH": os.environ.get("PATH", os.defpath),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "TRIANGLES_CONFIG_DIR": str(home / "config"),
        "TRIANGLES_DATA_DIR": str(home / "data"),
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":404",  # no such display: were Qt to start, it would abort
        **extra,
    }


@linux_only
def test_a_real_start_without_a_library_names_it_instead_of_letting_qt_abort(
    tmp_path: Path,
) -> None:
    """A library Qt's xcb plugin needs is made unloadable for the started game (an empty
    file of its name first on LD_LIBRARY_PATH, as a broken install would leave it).

    The line to expect is asked of the check in the same environment just
    before the start, so it names what is missing on this machine too, and
    does not depend on what the machine had when the tests were collected.
    """
    shipped = platform_check._shipped_dirs()
    soname = next(name for name in XCB_LIBRARIES if not any((d / name).is_file() for d in shipped))
    unloadable = tmp_path / "unloadable"
    unloadable.mkdir()
    (unloadable / soname).write_bytes(b"")
    env = _start_env(tmp_path, LD_LIBRARY_PATH=str(unloadable))
    probe = subprocess.run(
        [sys.executable, "-c", "from triangles_qt import platform_check as c\n"
         "print(c.problem(['triangles-qt']))"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    expected = probe.stdout.strip()
    assert expected.startswith("Triangles cannot start: Qt needs"), probe.stdout + probe.stderr
    assert soname in expected and XCB_LIBRARIES[soname] in expected
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    # Exit 1 with the one line, and no Qt: Qt would have aborted (-6) on the missing display.
    assert (done.returncode, done.stderr.splitlines(), done.stdout) == (1, [expected], ""), (
        done.returncode,
        done.stdout + done.stderr,
    )
