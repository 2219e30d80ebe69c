"""Before Qt starts: would its X11 (xcb) plugin find the system libraries it needs?

PySide6 wheels ship Qt but not the system libraries Qt's xcb platform plugin
links against; ``libxcb-cursor0`` is missing on many stock desktops (and
``libxcb-icccm4``, ``libxcb-keysyms1`` on some). Qt then prints a long error
and aborts the process. This module finds out first, cheaply (``dlopen`` of
each library), so the app can name the Debian packages to install and exit
with 1 instead. It does not import Qt.

Which plugin Qt tries first is worked out as Qt 6 does it
(``QGuiApplicationPrivate::createPlatformIntegration``, Qt 6.5 and later;
this app needs 6.8 or newer):

1. the last ``-platform NAME`` (or ``--platform NAME``) on the command line;
2. else ``QT_QPA_PLATFORM`` if it is set and not empty;
3. else ``wayland`` first when ``WAYLAND_DISPLAY`` is set *or*
   ``XDG_SESSION_TYPE`` is ``wayland``, then ``xcb`` (the built-in default).

A value may list fallbacks (``wayland;xcb``) and carry plugin options after a
colon (``xcb:nomitshm``). Only when xcb comes first is anything checked: when
wayland comes first it will usually work, and refusing to start a game that
would have run would be worse than Qt's own message in the rare case it
falls back to xcb.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import shutil
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

#: What Qt's xcb plugin needs from the system: shared library -> Debian package.
#: The libraries named (DT_NEEDED) by ``plugins/platforms/libqxcb.so``,
#: ``lib/libQt6XcbQpa.so.6`` and the wheel's own Qt libraries they pull in
#: (QtGui, QtCore, QtDBus), less those the wheel ships itself and those in
#: ALWAYS_PRESENT. Their own dependencies come with the packages.
#: ``tests/packaging/test_platform_check.py`` re-derives this list from the
#: installed wheel, and checks that README.md's install line names every package.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}

#: Libraries of packages with Debian priority "required" (on every system,
#: even a minimal chroot): never worth checking.
ALWAYS_PRESENT = frozenset(
    {
        "libc.so.6",
        "libm.so.6",
        "libdl.so.2",
        "libpthread.so.0",
        "librt.so.1",
        "libgcc_s.so.1",
        "libstdc++.so.6",
        "libz.so.1",
        "libzstd.so.1",
        "ld-linux-x86-64.so.2",
        "ld-linux-aarch64.so.1",
    }
)

#: Loads a shared library by name, raising OSError when it cannot (ctypes.CDLL does).
Loader = Callable[[str], object]


def platform_candidates(qt_argv: Sequence[str], env: Mapping[str, str] | None = None) -> list[str]:
    """The platform plugins Qt will try, in order (each may carry ``:options``)."""
    env = os.environ if env is None else env
    names: str | None = None
    args = list(qt_argv[1:])
    for i, arg in enumerate(args[:-1]):
        if arg in ("-platform", "--platform"):
            names = args[i + 1]  # Qt keeps the last one
    if names is None:
        names = env.get("QT_QPA_PLATFORM") or None
    if names is None:
        wayland = "WAYLAND_DISPLAY" in env or env.get("XDG_SESSION_TYPE") == "wayland"
        names = "wayland;xcb" if wayland else "xcb"
    return [name for name in names.split(";") if name]


def uses_xcb(
    qt_argv: Sequence[str], env: Mapping[str, str] | None = None, system: str | None = None
) -> bool:
    """Whether Qt will try its xcb plugin first (only ever on Linux)."""
    if not (sys.platform if system is None else system).startswith("linux"):
        return False
    candidates = platform_candidates(qt_argv, env)
    return bool(candidates) and candidates[0].partition(":")[0] == "xcb"


def missing_libraries(
    loader: Loader = ctypes.CDLL, shipped_dirs: Iterable[Path] | None = None
) -> dict[str, str]:
    """The libraries of XCB_LIBRARIES that cannot be loaded: soname -> Debian package.

    A library found in ``shipped_dirs`` (by default the wheel's Qt libraries
    and a frozen bundle's folder) counts as present: Qt finds it there itself.
    """
    dirs = list(_shipped_dirs() if shipped_dirs is None else shipped_dirs)
    missing: dict[str, str] = {}
    for soname, package in XCB_LIBRARIES.items():
        if any((folder / soname).is_file() for folder in dirs):
            continue
        try:
            loader(soname)
        except OSError:
            missing[soname] = package
    return missing


def message(missing: Mapping[str, str], apt: bool = True) -> str:
    """One line that says what is missing and how to install it."""
    packages = list(dict.fromkeys(missing.values()))
    sonames = list(missing)
    one = len(packages) == 1
    what = (
        f"Triangles cannot start: Qt needs the system package{'' if one else 's'} "
        f"{_and(packages)} ({_and(sonames)} {'is' if len(sonames) == 1 else 'are'} missing)."
    )
    command = "sudo apt install " + " ".join(packages)
    install = f"Install {'it' if one else 'them'} with"
    if apt:
        return f"{what} {install}: {command}"
    return f"{what} {install} your package manager (on Debian or Ubuntu: {command})"


def problem(
    qt_argv: Sequence[str],
    env: Mapping[str, str] | None = None,
    loader: Loader = ctypes.CDLL,
    system: str | None = None,
) -> str | None:
    """The line to print instead of starting Qt, or None when Qt can start."""
    if not uses_xcb(qt_argv, env, system):
        return None
    missing = missing_libraries(loader)
    if not missing:
        return None
    return message(missing, apt=shutil.which("apt") is not None)


def _shipped_dirs() -> list[Path]:
    """Where the wheel (or a PyInstaller bundle) keeps the libraries it brings along."""
    dirs: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        dirs.append(Path(bundle))
    spec = importlib.util.find_spec("PySide6")  # finds the package without importing Qt
    for location in (spec.submodule_search_locations or []) if spec else []:
        dirs.append(Path(location) / "Qt" / "lib")
    return dirs


def _and(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
