"""Going back to a network game after this device stopped: a crash, or a quit.

A network game is saved after every line with its
:class:`~triangles_qt.session.setup.Rendezvous`. At the next start the
player is asked "Return to your game with Jay?". Returning makes the link
again (:func:`link_back`): the host listens on the same port with the same
code (any free port if that one is taken), the joiner connects to the
address it knew; over the internet both go back through the servers they
met on, with the keys of their first meeting (an
:class:`~triangles_qt.netplay.internet.InternetCarrier` carries the link).
Until the other device is there the game waits, exactly as after a
dropped connection. Ending it instead lets the save go (a game
that cannot be continued has no result, docs/rules.md) and says goodbye to
the other device if it comes within :data:`FAREWELL_S` (:func:`farewell`),
so its player is not left waiting.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from triangles_qt.internet.bridge import Role as CarrierRole
from triangles_qt.internet.keys import GameKeys
from triangles_qt.internet.servers import Servers
from triangles_qt.model import Game
from triangles_qt.net.reasons import EndReason
from triangles_qt.netplay import bounds
from triangles_qt.netplay.address import listen_address
from triangles_qt.netplay.internet import InternetCarrier, carrier_of
from triangles_qt.netplay.link import HostLink, JoinLink, Link
from triangles_qt.session import GameSetup, InternetWay, Rendezvous, Role

#: How long a game the player chose to end still waits to tell the other device so.
FAREWELL_S: Final = 60.0
#: Seconds an internet game's goodbye is given to pass through the carrier before the link
#: (and its carrier with it) goes.
_GOODBYE_THROUGH_S: Final = 2 * bounds.PING_S


def link_back(setup: GameSetup, game: Game, language: str) -> tuple[Link, GameSetup] | None:
    """The link to go back into ``game`` with, started, and the setup with its rendezvous now.

    None when the host cannot listen at all. The returned setup differs
    from ``setup`` only when the host had to take another port.
    """
    rendezvous, local = setup.rendezvous, setup.local_player
    if rendezvous is None or local is None:
        return None
    names = (setup.seats[0].name, setup.seats[1].name)
    if rendezvous.internet is not None:
        made = _internet_link_back(rendezvous.role, rendezvous.internet, game, local, names,
                                   language)  # fmt: skip
        return None if made is None else (made, setup)
    link: Link
    if rendezvous.role is Role.HOST:
        host = HostLink(
            game,
            code=rendezvous.code,
            name=names[local],
            seat=local,
            address=listen_address(),
            port=rendezvous.port,
        )
        if not host.start(any_port_instead=True):  # its port, else any free one
            host.deleteLater()
            return None
        host.names = names  # (the other player's name until they say it again)
        if host.port != rendezvous.port:
            setup = replace(setup, rendezvous=replace(rendezvous, port=host.port))
        link = host
    else:
        join = JoinLink(
            address=rendezvous.address,
            port=rendezvous.port,
            code=rendezvous.code,
            name=names[local],
            language=language,
        )
        join.rejoin(game, local, names)
        join.start()
        link = join
    return link, setup


def internet_rendezvous(role: Role, keys: GameKeys, servers: Servers) -> Rendezvous:
    """What an internet game is saved with, to go back to it (:func:`link_back`)."""
    way = InternetWay(keys.game_code, keys.return_code, servers.rendezvous, servers.relay)
    return Rendezvous.over_internet(role, way)


def _internet_link_back(
    role: Role, way: InternetWay, game: Game, local: int, names: tuple[str, str], language: str
) -> Link | None:
    """The link of an internet game to go back into, and its carrier through the return code.

    The host listens on loopback (any port: only its carrier connects to
    it); the joiner's link waits, not started, until its carrier knows the
    loopback port to connect to."""
    keys = GameKeys(way.game_code, way.return_code)
    servers = Servers(way.rendezvous, way.relay)  # (the save's checks are as strict)
    link: Link
    if role is Role.HOST:
        host = HostLink(
            game, code=keys.game_code, name=names[local], seat=local, address="127.0.0.1", port=0
        )
        if not host.start():
            host.deleteLater()
            return None
        host.names = names  # (the other player's name until they say it again)
        link = host
    else:
        join = JoinLink(
            address="127.0.0.1", port=0, code=keys.game_code, name=names[local], language=language
        )
        join.rejoin(game, local, names)
        link = join
    carrier_role = CarrierRole.HOST if role is Role.HOST else CarrierRole.JOIN
    InternetCarrier(carrier_role, servers).come_back(link, keys)  # (the link's child now)
    return link


def farewell(link: Link, parent: QObject) -> None:
    """Tell the other device the game ended, if it comes back within :data:`FAREWELL_S`."""
    link.setParent(parent)

    def done() -> None:
        timer.stop()
        if link.end_reason is None:
            link.leave(EndReason.LEFT)
        if carrier_of(link) is not None:
            # (the goodbye goes through the carrier, which goes with the link: a moment later)
            QTimer.singleShot(int(_GOODBYE_THROUGH_S * 1000), link.deleteLater)
            return
        link.deleteLater()

    timer = QTimer(link)
    timer.setSingleShot(True)
    timer.timeout.connect(done)
    link.joined.connect(lambda _resumed: done())
    link.ended.connect(lambda _reason: done())
    timer.start(int(FAREWELL_S * 1000))


def ask_return(
    parent: QWidget, other: str, game: Game, answer: Callable[[bool], object]
) -> QMessageBox:
    """"Return to your game with Jay?": ``answer(True)`` to go back, ``answer(False)`` to end it.

    Going back is the default and the escape button: Enter or Esc never ends
    a game by accident.
    """
    box = QMessageBox(parent)
    box.setObjectName("returnToNetworkGame")
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Network", "A network game"))
    if other:
        box.setText(
            QCoreApplication.translate("Network", "Return to your game with {0}?").format(other)
        )
    else:
        box.setText(QCoreApplication.translate("Network", "Return to your network game?"))
    score = f"{game.scores[0]}–{game.scores[1]}"
    box.setInformativeText(
        QCoreApplication.translate(
            "Network",
            "{0} stars, {1}, {2} lines drawn. Triangles connects to the other device again "
            "by itself. Ending the game instead leaves it without a result.",
        ).format(game.board.n_stars, score, game.move_count)
    )
    back = box.addButton(
        QCoreApplication.translate("Network", "Return to the game"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    end = box.addButton(
        QCoreApplication.translate("Network", "End the game"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    back.setObjectName("returnYes")
    end.setObjectName("returnEnd")
    box.setDefaultButton(back)
    box.setEscapeButton(back)
    box.buttonClicked.connect(lambda button: answer(button is back))
    box.open()
    return box
