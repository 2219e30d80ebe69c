"""The Host and Join over the internet windows on one simulated screen, in a fresh process.

    python -m tests.app.internet_screen_child OUT_DIR LANGUAGE

The app hosts over the internet (through the servers ``TRIANGLES_RENDEZVOUS``
and ``TRIANGLES_RELAY`` name) until the rendezvous gave a code, then the Join
window has that code typed into it; last, the Internet servers window. It
prints one JSON object (the last line): the screen, and for each window its
place, its buttons' places, what it says and the picture of the whole screen
it saved in OUT_DIR
(``internet-host-<W>x<H>-<LANGUAGE>.png``, ``internet-join-…``, ``internet-servers-…``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from tests.app.screen_probe import start
from triangles_qt.session import GameSetup, Seat


def place(widget: QWidget) -> list[int]:
    """Where ``widget`` is on the screen: x, y, width, height."""
    r = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    return [r.x(), r.y(), r.width(), r.height()]


def frame(widget: QWidget) -> list[int]:
    r = widget.frameGeometry()
    return [r.x(), r.y(), r.width(), r.height()]


def wait_for(test: object, tries: int = 6000) -> None:
    for _ in range(tries):
        if callable(test) and test():
            return
        QTest.qWait(20)
    raise SystemExit("waited in vain")


def seen(window: QWidget, picture: Path, status: str) -> dict[str, object]:
    QTest.qWait(300)
    window.screen().grabWindow(0).save(str(picture))
    return {
        "frame": frame(window),
        "buttons": {
            button.objectName() or button.text(): place(button)
            for button in window.findChildren(QPushButton)
            if button.isVisible()
        },
        "status": status,
        "picture": picture.name,
    }


def code_fits(hosting: QWidget) -> bool:
    """The whole code is drawn inside its label (none of it cut off)."""
    label = hosting.code_label  # type: ignore[attr-defined]
    return bool(label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width())


def inside_screen(window: QWidget, available: QRect) -> bool:
    return available.contains(window.frameGeometry())


def main() -> int:
    out, language = Path(sys.argv[1]), sys.argv[2]
    out.mkdir(parents=True, exist_ok=True)
    QApplication(sys.argv[:1])
    app, _scripts = start(language)
    window = app.window
    screen = window.screen()
    size, available = screen.geometry().size(), screen.availableGeometry()
    tag = f"{size.width()}x{size.height()}-{language}"
    setup = GameSetup((Seat("Ana"), Seat("")), n_stars=24, layout="phone", seed=5)
    hosting = window.network.host_over_internet(setup, "Ana")
    wait_for(lambda: bool(hosting.code))
    code = hosting.code
    report: dict[str, object] = {
        "screen": [size.width(), size.height()],
        "available": [*available.topLeft().toTuple(), *available.size().toTuple()],
    }
    host = seen(hosting, out / f"internet-host-{tag}.png", hosting.status.text())
    report["host"] = {**host, "code": code, "code_fits": code_fits(hosting)}
    # The longest code the word lists can make fits too (the window widens for it).
    from wormhole._wordlist import byte_to_even_word, byte_to_odd_word

    longest = "-".join(["999", max(byte_to_odd_word.values(), key=len),
                        max(byte_to_even_word.values(), key=len)]).lower()  # fmt: skip
    hosting._code_shown(longest)
    QTest.qWait(100)
    report["host"]["longest_fits"] = code_fits(hosting) and inside_screen(hosting, available)
    seen(hosting, out / f"internet-host-longest-{tag}.png", hosting.status.text())
    hosting.reject()
    QTest.qWait(100)
    joining = window.network.join_over_internet("Ben")
    QTest.keyClicks(joining.code, code.replace("-", " "))
    report["join"] = seen(joining, out / f"internet-join-{tag}.png", joining.status.text())
    joining.reject()
    QTest.qWait(100)
    servers = window.network.show_servers()
    report["servers"] = seen(servers, out / f"internet-servers-{tag}.png", servers.intro.text())
    servers.reject()
    print(json.dumps(report), flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
