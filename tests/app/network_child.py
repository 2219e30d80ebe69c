"""The real app in a child process, as the other device of a network game that a test kills.

``python -m tests.app.network_child host NAME`` hosts a 24-star game (the
code and port are printed), ``join NAME ADDRESS:PORT CODE`` joins one, and
``return`` starts the app on the same data folder again and answers its
"Return to your game with …?" (``return end`` answers "End the game").
``host-internet NAME`` and ``join-internet NAME CODE`` do the same over the
internet, through the servers ``TRIANGLES_RENDEZVOUS`` and ``TRIANGLES_RELAY``
name (the host prints its code alone). In every mode the child draws the
first legal line whenever it is its turn, and prints one JSON object per
line of what happens:

    {"event": "hosting", "port": 47123, "code": "KX4TQ7"}
    {"event": "asked", "text": "Return to your game with Ben?"}
    {"event": "moves", "count": 7}
    {"event": "over", "digest": "...", "scores": [9, 14], "moves": 61}
    {"event": "recorded", "games": 1, "scores": [9, 14]}

and exits once its result is confirmed by its statistics (``recorded``),
or, once a game it ended has started another (``ended``), when a line
arrives on its standard input. The test kills it
with SIGKILL whenever it likes: that is the crash.
"""

from __future__ import annotations

import json
import sys
import threading

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from triangles_qt.app import App, build
from triangles_qt.net.digest import position_digest
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.session import GameSetup, Seat


def say(**event: object) -> None:
    print(json.dumps(event), flush=True)


class _NoOpponent(OpponentDriver):
    """Network games need no computer opponent; nothing here asks one."""


def _build() -> App:
    return build(
        ["network-child"], driver_factory=lambda opponent_id: _NoOpponent(), opponents=list
    )


class Child:
    def __init__(self, app: App) -> None:
        self.app = app
        self.said_moves = -1
        self.over_said = False
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(50)

    def tick(self) -> None:
        controller = self.app.table
        game = controller.game
        if controller.link is not None and game is not None and not controller.ended:
            if game.move_count != self.said_moves:
                self.said_moves = game.move_count
                say(event="moves", count=game.move_count)
            if controller.human_to_move():
                a, b = game.legal_moves()[0]
                controller.request_line(a, b)
            return
        if game is not None and game.is_over and controller.setup is not None:
            if controller.setup.network and not self.over_said:
                self.over_said = True
                say(event="over", digest=position_digest(game), scores=list(game.scores),
                    moves=game.move_count)  # fmt: skip
            keeper = controller.keeper
            stats = self.app.stats
            if self.over_said and keeper is not None and not keeper.unconfirmed():
                say(event="recorded", games=stats.store.game_count(), scores=list(game.scores))
                self.app.window.close()


def main(argv: list[str]) -> int:
    mode = argv[0]
    app = _build()
    child = Child(app)
    qapp = QApplication.instance()
    assert qapp is not None
    app.window.show()

    if mode == "host":
        name = argv[1]

        def host() -> None:
            if not app.ready():
                QTimer.singleShot(50, host)
                return
            setup = GameSetup((Seat(name), Seat("")), n_stars=24, layout="phone", seed=5)
            dialog = app.window.network.host(setup, name)

            def told() -> None:
                if dialog.link is None:
                    QTimer.singleShot(50, told)
                    return
                say(event="hosting", port=dialog.link.port, code=dialog.code)

            told()

        host()
    elif mode == "host-internet":
        name = argv[1]

        def host_over_internet() -> None:
            if not app.ready():
                QTimer.singleShot(50, host_over_internet)
                return
            setup = GameSetup((Seat(name), Seat("")), n_stars=24, layout="phone", seed=5)
            dialog = app.window.network.host_over_internet(setup, name)

            def told() -> None:
                if not dialog.code:
                    QTimer.singleShot(50, told)
                    return
                say(event="hosting", code=dialog.code)

            told()

        host_over_internet()
    elif mode == "join-internet":
        name, code = argv[1:3]

        def join_over_internet() -> None:
            if not app.ready():
                QTimer.singleShot(50, join_over_internet)
                return
            dialog = app.window.network.join_over_internet(name)
            dialog.code.setText(code)
            dialog.join_button.click()

        join_over_internet()
    elif mode == "join":
        name, address, code = argv[1:4]

        def join() -> None:
            if not app.ready():
                QTimer.singleShot(50, join)
                return
            dialog = app.window.network.join(name)
            dialog.address.setText(address)
            dialog.code.setText(code)
            dialog.join_button.click()

        join()
    elif mode == "return":
        end = argv[1:] == ["end"]
        # What the returning device tells its player (in English), as it is told.
        app.window.teller.told.connect(lambda message: say(event="told", text=message.text()))
        told = threading.Event()

        def answer() -> None:
            box = app.window.network.return_question
            if box is None:
                QTimer.singleShot(50, answer)
                return
            say(event="asked", text=box.text())
            button = box.findChild(QPushButton, "returnEnd" if end else "returnYes")
            assert button is not None
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            if end:
                wait_for_default_game()

        def wait_for_default_game() -> None:
            if not app.ready():
                QTimer.singleShot(50, wait_for_default_game)
                return
            setup = app.table.setup
            say(event="ended", network=bool(setup and setup.network))
            # The farewell to the other device may still be on its way: the test says when.
            threading.Thread(target=lambda: (sys.stdin.readline(), told.set()), daemon=True).start()
            close_when_told()

        def close_when_told() -> None:
            if told.is_set():
                app.window.close()
            else:
                QTimer.singleShot(50, close_when_told)

        answer()
    code = qapp.exec()
    del child
    app.close()
    return int(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
