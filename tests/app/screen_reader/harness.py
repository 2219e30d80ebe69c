"""A desktop of the test's own for a real accessibility client: an X server (Xvfb, on a free
display), a D-Bus session (``dbus-run-session``) in which the AT-SPI bus and registry start on
demand, and in it the client (client.py, run by the system's Python, which has pyatspi), which
starts the program and works it. Everything runs in one process group of its own, ended
whatever happens; what each part wrote is kept in the test's folder for diagnosis.

Skips (with the reason) where these programs are missing, as on a developer's machine;
``.ci/run`` installs them.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.helpers import ROOT, clean_env
from triangles_qt.platform_check import message, missing_libraries

HERE = Path(__file__).resolve().parent
CLIENT = HERE / "client.py"
APP_CHILD = HERE / "app_child.py"
ANNOUNCER_CHILD = HERE / "announcer_child.py"
#: The client's Python: the system's, where Debian's python3-pyatspi is installed.
SYSTEM_PYTHON = "/usr/bin/python3"
#: The whole session, a game included, on a machine that may be very busy.
SESSION_TIMEOUT_S = 900
DISPLAY_TIMEOUT_S = 120


def missing() -> str | None:
    """Why a real accessibility client cannot run here, or None."""
    for program in ("Xvfb", "dbus-run-session"):
        if shutil.which(program) is None:
            return f"{program} is not installed (Debian: xvfb, dbus)"
    services = [Path(d) / "dbus-1/services/org.a11y.Bus.service" for d in _data_dirs()]
    if not any(service.is_file() for service in services):
        return "the AT-SPI bus (org.a11y.Bus) is not installed (Debian: at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists():
        return f"no {SYSTEM_PYTHON} for the AT-SPI client"
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi, gi"],
        capture_output=True,
        text=True,
        check=False,
        env=clean_env(),
    )
    if probe.returncode != 0:
        return f"{SYSTEM_PYTHON} cannot import pyatspi (Debian: python3-pyatspi)"
    absent = missing_libraries()
    if absent:
        return "Qt's X11 plugin cannot start: " + message(absent)
    return None


def _data_dirs() -> list[str]:
    return os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share").split(":")


@dataclass
class Session:
    """One run of the client; its report and the files each part wrote."""

    folder: Path
    report: dict[str, Any]

    def output(self) -> str:
        """Everything written, for a failure's message."""
        parts = []
        for name in ("client.err", "app.err", "app.out", "xvfb.err", "client.out", "report.json"):
            path = self.folder / name
            if path.exists():
                parts.append(f"--- {name}\n{path.read_text(errors='replace')[-6000:]}")
        return "\n".join(parts)


def start_x_server(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a display it chose itself (free, whatever else runs); the display's name."""
    read, write = os.pipe()
    try:
        with (folder / "xvfb.err").open("w") as errors:
            server = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                 "-nolisten", "tcp"],
                pass_fds=(write,),
                stdout=subprocess.DEVNULL,
                stderr=errors,
                start_new_session=True,
            )  # fmt: skip
    finally:
        os.close(write)
    number = b""
    deadline = time.monotonic() + DISPLAY_TIMEOUT_S
    try:
        while not number.endswith(b"\n"):
            if time.monotonic() > deadline or server.poll() is not None:
                end(server)
                raise AssertionError("Xvfb did not start: " + (folder / "xvfb.err").read_text())
            ready, _, _ = select.select([read], [], [], 1.0)
            if ready:
                chunk = os.read(read, 16)
                if not chunk:
                    continue
                number += chunk
    finally:
        os.close(read)
    return server, ":" + number.decode().strip()


def end(process: subprocess.Popen[Any]) -> None:
    """Stop ``process`` and everything in its process group."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(10)
            if sig == signal.SIGTERM:
                time.sleep(0.5)  # the group's other members, stopping too
        except subprocess.TimeoutExpired:
            continue
    if process.poll() is None:
        process.wait()


def run(scenario: str, folder: Path, command: list[str] | None = None) -> Session:
    """The client's ``scenario`` against ``command`` (the real app by default), on a fresh
    desktop and D-Bus session; skips where that cannot be made."""
    reason = missing()
    if reason is not None:
        pytest.skip(reason)
    folder.mkdir(parents=True, exist_ok=True)
    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    server, display = start_x_server(folder)
    try:
        env = clean_env(
            DISPLAY=display,
            QT_QPA_PLATFORM="xcb",
            # Qt's bridge talks to AT-SPI whether or not a screen reader said it runs.
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            XDG_RUNTIME_DIR=str(runtime),
            XDG_DATA_HOME=str(folder / "xdg-data"),
            XDG_CONFIG_HOME=str(folder / "xdg-config"),
            TRIANGLES_DATA_DIR=str(folder / "data"),
            TRIANGLES_CONFIG_DIR=str(folder / "config"),
            LANG="C.UTF-8",
            LANGUAGE="en",
            PYTHONDONTWRITEBYTECODE="1",
        )
        for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE", "LC_ALL"):
            env.pop(name, None)
        options = {
            "scenario": scenario,
            "command": command or [sys.executable, str(APP_CHILD)],
            "out": str(folder),
        }
        with (folder / "client.out").open("w") as out, (folder / "client.err").open("w") as err:
            session = subprocess.Popen(
                ["dbus-run-session", "--", SYSTEM_PYTHON, str(CLIENT), json.dumps(options)],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=err,
                start_new_session=True,
            )
        try:
            session.wait(SESSION_TIMEOUT_S)
            late = ""
        except subprocess.TimeoutExpired:
            late = f"the client had not finished after {SESSION_TIMEOUT_S} s; "
        finally:
            end(session)  # the bus, the AT-SPI bus and registry, the app, if any still runs
    finally:
        end(server)
    result = Session(folder, {})
    report = folder / "report.json"
    if not report.exists():
        raise AssertionError(late + "the client reported nothing\n" + result.output())
    result.report = json.loads(report.read_text())
    return result
