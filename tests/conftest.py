"""Test set-up shared by the whole suite.

Qt runs offscreen, and every test gets its own data and config folders so
nothing touches the player's real settings, saves or statistics.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Nothing in the suite advertises or browses on the machine's network (mDNS), and an
# app that hosts listens on loopback only: tests that need discovery run it inside a
# network namespace they make themselves (tests/net/test_discovery.py, tests/netplay).
os.environ["TRIANGLES_NET_DISCOVERY"] = "off"
os.environ["TRIANGLES_NET_LISTEN"] = "127.0.0.1"
# No test opens a real sound device (the app and its child processes inherit this): the
# sound tests give the player an output that records what it was asked to play.
os.environ["TRIANGLES_SOUND"] = "off"
# No test reaches the public rendezvous and relay servers (internet games): tests that play
# over the internet start their own and name them; anything else finds nobody at port 9.
os.environ["TRIANGLES_RENDEZVOUS"] = "ws://127.0.0.1:9/v1"
os.environ["TRIANGLES_RELAY"] = "tcp:127.0.0.1:9"

import pytest
from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from triangles_qt.i18n import LanguageManager

#: The least time a qtbot wait (``waitUntil``, ``waitSignal``...) gives its condition before
#: the test fails, whatever the test asked for. A wait ends as soon as its condition holds, so
#: a passing test pays nothing for it; a wait that runs out means "it never happened", not
#: "it was slow": the suite must pass on a machine with a load average of 7, where an
#: opponent's process can take seconds to start. How fast things are is for bench/.
WAIT_FLOOR_MS = 60_000
_WAITS = ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback")


def _patient(wait: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(wait)
    def patient(self: QtBot, *args: Any, timeout: int | None = 5000, **kwargs: Any) -> Any:
        if timeout is not None and 0 < timeout < WAIT_FLOOR_MS:
            timeout = WAIT_FLOOR_MS
        return wait(self, *args, timeout=timeout, **kwargs)

    return patient


for _name in _WAITS:
    setattr(QtBot, _name, _patient(getattr(QtBot, _name)))

#: Workers beyond the cores for ``-n auto``: many tests mostly wait (a network namespace's
#: 30 s cut, an app in a child process starting, a killed device coming back), and a core
#: left idle meanwhile is time lost; more than this only adds memory (a worker holds Qt).
EXTRA_WORKERS = 2


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker per core, and :data:`EXTRA_WORKERS` more to use the waits."""
    cores = os.cpu_count() or 1
    return cores + EXTRA_WORKERS


_ISOLATED = ("TRIANGLES_DATA_DIR", "TRIANGLES_CONFIG_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME")


@pytest.fixture
def app_fonts(qapp: QApplication) -> Iterator[None]:
    """The bundled fonts (Devanagari included) installed as at start-up; restored after."""
    from triangles_qt import i18n

    before = qapp.font()
    ui_font = os.environ.get("TRIANGLES_TEST_UI_FONT")
    if ui_font:  # the desktop's UI font, as its platform theme would set it (font setups)
        from PySide6.QtGui import QFont

        qapp.setFont(QFont(ui_font, 10))
    i18n.install_fonts(qapp)
    yield
    qapp.setFont(before)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    """A LanguageManager on the test QApplication, removed again afterwards."""
    from triangles_qt.i18n import LanguageManager

    manager = LanguageManager()
    yield manager
    manager.close()
    manager.setParent(None)
    manager.deleteLater()


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    # Set by hand rather than with monkeypatch, so a test's monkeypatch.undo()
    # can never point the app at the real home folder.
    base = tmp_path_factory.mktemp("home")
    saved = {name: os.environ.get(name) for name in _ISOLATED}
    os.environ["TRIANGLES_DATA_DIR"] = str(base / "data")
    os.environ["TRIANGLES_CONFIG_DIR"] = str(base / "config")
    os.environ["XDG_DATA_HOME"] = str(base / "xdg-data")
    os.environ["XDG_CONFIG_HOME"] = str(base / "xdg-config")
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


@pytest.fixture(autouse=True)
def _normal_sizes() -> Iterator[None]:
    """Each test starts at Normal text and star sizes (the app's one choice outlives a window)."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    from triangles_qt.play.settings import Size
    from triangles_qt.views.look.sizes import sizes

    sizes().set_text(Size.NORMAL)
    sizes().set_board(Size.NORMAL)
