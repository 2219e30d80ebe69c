"""The real app finding, joining and hosting games on a network of its own (under unshare).

Run by ``tests/netplay/test_app_discovery.py`` as ``python app_in_netns.py
PARENT_NETNS OUT_DIR``. It refuses to do anything unless it is in another
network namespace than its parent and that namespace has nothing but
``lo``: no mDNS packet can reach a real network. Then:

1. a headless host advertises; the app's Join window lists it; picking it
   and typing the code starts the game in the app;
2. the app hosts (its Host window advertises); a browser finds it; a
   headless client joins at the address found; the advertisement goes away
   once the game has two players.

It prints one JSON line: ``{"ok": true, ...}`` or ``{"ok": false, "reason": ...}``.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def say(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def main(parent_netns: str, out_dir: str) -> int:
    if os.readlink("/proc/self/ns/net") == parent_netns:
        say(ok=False, reason="not in a network namespace of its own")
        return 3
    names = [name for _index, name in socket.if_nameindex()]
    if names != ["lo"]:
        say(ok=False, reason=f"interfaces other than lo: {names}")
        return 3
    for command in (
        ["ip", "link", "set", "lo", "up"],
        ["ip", "link", "set", "lo", "multicast", "on"],
        ["ip", "route", "add", "224.0.0.0/4", "dev", "lo"],
    ):
        subprocess.run(command, check=True, capture_output=True, timeout=10)
    os.environ["TRIANGLES_NET_DISCOVERY"] = "on"
    os.environ["TRIANGLES_NET_LISTEN"] = "127.0.0.1"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from triangles_qt.app import build
    from triangles_qt.net.discovery import Browser

    app = build([])

    def wait(predicate: Any, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            if predicate():
                return True
            time.sleep(0.02)
        return False

    def headless(*args: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "triangles_qt.net", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )

    children: list[subprocess.Popen[str]] = []
    try:
        if not wait(app.ready, 30):
            say(ok=False, reason="the app did not start")
            return 1
        window = app.window
        # 1. The Join window finds a headless host that advertises.
        host = headless(
            "host",
            "--address",
            "127.0.0.1",
            "--port",
            "0",
            "--code",
            "KX4TQ7",
            "--stars",
            "24",
            "--name",
            "Ana",
            "--advertise",
            "--wait",
            "60",
        )
        children.append(host)
        assert host.stdout is not None
        host.stdout.readline()
        joining = window.network.join("Ben")
        if not wait(lambda: joining.games.count() > 0, 30):
            say(ok=False, reason="the Join window found no game")
            return 1
        item = joining.games.item(0)
        listed = item.text()
        joining.games.setCurrentItem(item)
        joining.code.setText("KX4-TQ7")
        wait(lambda: False, 0.2)
        shot = Path(out_dir) / "network-join-found.png"
        joining.grab().toImage().save(str(shot))
        joining.join_button.click()
        if not wait(lambda: app.table.link is not None, 30):
            say(ok=False, reason=f"joining failed: {joining.status.text()}")
            return 1
        names = window.player_names()
        app.table.abandon()  # the app leaves: the host is told
        host.wait(30)
        # 2. The app's Host window advertises; a browser finds it; it stops once joined.
        found: list[Any] = []
        browser = Browser(lambda games: found.__setitem__(slice(None), games))
        browser.start()
        hosting = window.network.host(
            app.table.setup.__class__(  # type: ignore[union-attr]
                seats=app.table.setup.seats,
                n_stars=24,
                layout="phone",  # type: ignore[union-attr]
            ),
            "Ana",
        )
        if not wait(lambda: any(g.name == "Ana" for g in found), 30):
            say(ok=False, reason="the app's game was not found on the network")
            return 1
        game = next(g for g in found if g.name == "Ana")
        client = headless(
            "join",
            f"{game.address}:{game.port}",
            "--code",
            hosting.code,
            "--name",
            "Ben",
            "--wait",
            "60",
        )
        children.append(client)
        if not wait(lambda: app.table.link is not None and app.table.link.connected, 30):
            say(ok=False, reason="the headless client did not get into the app's game")
            return 1
        gone = wait(lambda: not any(g.name == "Ana" for g in found), 30)
        browser.close()
        say(
            ok=True,
            listed=listed,
            names=list(names),
            found_port=game.port,
            withdrawn=gone,
            screenshot=str(shot),
        )
        app.table.abandon()
        client.wait(30)
        return 0
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
        QTimer.singleShot(0, QApplication.quit)
        app.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
