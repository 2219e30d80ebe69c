"""``python -m triangles_qt.net host|join``: a network game with a computer opponent in a seat.

For tests and for opponent authors: two computer opponents can meet over
the network, and a person in the app can play one served from another
machine. The opponent thinks through the same runner as in the app (a
worker process, its time limit, its failure policy); the game runs on the
same links as the app's. Progress goes to standard output, one line per
event, and the last line is one JSON object with the keys ``games``,
``winner``, ``scores``, ``moves``, ``disconnects`` and ``error`` (and, beside
them, ``names``, ``role``, ``seat`` and ``digest``, the final position's
:func:`~triangles_qt.net.digest.position_digest`, so two runs can be
compared).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from typing import Any, Final, TextIO

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from triangles_qt import background
from triangles_qt.internet import codes as internet_codes
from triangles_qt.internet.bridge import Role
from triangles_qt.internet.servers import (
    RELAY_VARIABLE,
    RENDEZVOUS_VARIABLE,
    Servers,
    default_servers,
    relay_problem,
    rendezvous_problem,
)
from triangles_qt.model import MAX_STARS, Board, Game, Layout
from triangles_qt.net import code as codes
from triangles_qt.net.digest import position_digest
from triangles_qt.net.discovery import Advertiser
from triangles_qt.net.reasons import EndReason, Reason, wire_id
from triangles_qt.netplay.address import DEFAULT_PORT, parse_address
from triangles_qt.netplay.internet import InternetCarrier
from triangles_qt.netplay.link import HostLink, JoinLink, Link
from triangles_qt.plugins.discovery import opponent_ids
from triangles_qt.plugins.request import MoveRequest
from triangles_qt.plugins.runner import OpponentRunner

#: Seconds to wait for the other device, to join or to come back after a drop.
DEFAULT_WAIT_S: Final = 120.0
DEFAULT_OPPONENT: Final = "easy"


class HeadlessPlayer(QObject):
    """Plays ``link``'s game with a computer opponent on this side's seat."""

    def __init__(
        self,
        link: Link,
        role: str,
        opponent_id: str,
        *,
        time_limit: float = 1.0,
        wait_s: float = DEFAULT_WAIT_S,
        accept_undo: bool = False,
        out: TextIO = sys.stdout,
    ) -> None:
        super().__init__()
        self.link = link
        self.role = role
        self.opponent_id = opponent_id
        self.time_limit = time_limit
        self.accept_undo = accept_undo
        self.error: Reason | None = None
        """Why the game ended without finishing (the summary's ``error``, as its id)."""
        self._out = out
        self._runner: OpponentRunner | None = None
        self._request: MoveRequest | None = None
        self._over_said = False
        self._told: dict[int, tuple[int, int]] = {}  # the lines said, by move number
        # The runner answers on its thread; the answer is handled on the event loop's.
        self._answered = background.deliver_to(self, self._answer)
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.setInterval(int(wait_s * 1000))
        self._wait.timeout.connect(self._waited_too_long)
        link.joined.connect(self._joined)
        link.lineArrived.connect(self._their_line)
        link.undoAsked.connect(self._undo_asked)
        link.connectionLost.connect(self._lost)
        link.ended.connect(self._ended)

    def start(self) -> None:
        self._runner = OpponentRunner(self.opponent_id)
        self._wait.start()

    # -- the game -------------------------------------------------------------------------

    def _say(self, text: str) -> None:
        print(text, file=self._out, flush=True)

    def _joined(self, resumed: bool) -> None:
        self._wait.stop()
        link = self.link
        game = link.game
        assert game is not None
        if resumed:
            self._say(f"resumed at move {game.move_count}")
            # Lines the game was brought up to date with on the way back (never told one by
            # one): said now, so the output holds every line of the game.
            for number, move in enumerate(game.moves, 1):
                if self._told.get(number) != (move.a, move.b):
                    self._tell(number, move.a, move.b, "the other side, while away")
        else:
            order = "first" if link.seat == 0 else "second"
            self._say(
                f"joined: {link.names[0] or '?'} (first) against {link.names[1] or '?'}; "
                f"{game.board.n_stars} stars, this side plays {order}"
            )
            if self._runner is not None:
                self._runner.prepare(game)
        self._think()

    def _their_line(self, a: int, b: int) -> None:
        game = self.link.game
        assert game is not None
        # (lines that came together are all in the game already: the number is the line's own)
        pair = {a, b}
        number = next(
            (n for n, move in enumerate(game.moves, 1) if {move.a, move.b} == pair),
            game.move_count,
        )
        self._tell(number, a, b, "the other side")
        self._after_move()

    def _after_move(self) -> None:
        game = self.link.game
        assert game is not None
        if game.is_over:
            # The link ends itself ("finished") once both sides have the last line.
            if not self._over_said:
                self._over_said = True
                self._say(f"game over: {game.scores[0]}-{game.scores[1]}")
            return
        self._think()

    def _think(self) -> None:
        link, runner = self.link, self._runner
        game = link.game
        if game is None or runner is None or game.is_over or not link.connected:
            return
        if game.current_player != link.seat or self._request is not None:
            return
        self._request = runner.request_move(game, self.time_limit, self._answered)

    def _answer(self, request: object) -> None:
        assert isinstance(request, MoveRequest)
        if request is not self._request:
            return
        self._request = None
        game = self.link.game
        assert game is not None
        if request.game.lines != game.lines:
            self._think()  # the position changed meanwhile (an undo): think again
            return
        move = request.move
        if move is None:
            failure = request.failure
            self._say(f"the opponent failed: {failure}")
            self.error = EndReason.OPPONENT_FAILED
            self.link.leave(EndReason.OPPONENT_FAILED)
            self._done()
            return
        a, b = move
        game.play(a, b)
        self._tell(game.move_count, a, b, self.opponent_id)
        self.link.send_line(a, b)
        self._after_move()

    def _tell(self, number: int, a: int, b: int, who: str) -> None:
        self._told[number] = (a, b)
        self._say(f"move {number}: {a}-{b} ({who})")

    def _undo_asked(self, index: int) -> None:
        self._say(f"the other side asks to undo back to move {index}: {self._verdict()}")
        if self._request is not None:
            self._request.cancel()
            self._request = None
        self.link.answer_undo(self.accept_undo)
        self._think()

    def _verdict(self) -> str:
        return "accepted" if self.accept_undo else "declined"

    def _lost(self) -> None:
        self._say("connection lost: waiting for the other side")
        self._wait.start()

    def _waited_too_long(self) -> None:
        self._say("the other side did not come")
        self.error = EndReason.GONE
        self.link.leave(EndReason.GONE)
        self._done()

    def _ended(self, reason: Reason) -> None:
        game = self.link.game
        if reason is not EndReason.FINISHED or game is None or not game.is_over:
            self.error = reason
        self._say(f"ended: {wire_id(reason)}")
        self._done()

    def _done(self) -> None:
        self._wait.stop()
        if self._request is not None:
            self._request.cancel()
            self._request = None
        QCoreApplication.exit(0 if self.error is None else 1)

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()
            self._runner = None

    def summary(self) -> dict[str, Any]:
        """The last line's object: the pinned keys first."""
        link = self.link
        game = link.game
        finished = game is not None and game.is_over and self.error is None
        roles = ("host", "join") if (self.role == "host") == (link.seat == 0) else ("join", "host")
        winner: str | None = None
        scores: dict[str, int] | None = None
        if game is not None:
            scores = {roles[0]: game.scores[0], roles[1]: game.scores[1]}
            if finished:
                who = game.winner
                winner = "tie" if who is None else roles[who]
        return {
            "games": 1 if finished else 0,
            "winner": winner,
            "scores": scores,
            "moves": game.move_count if game is not None else 0,
            "disconnects": link.disconnects,
            "error": wire_id(self.error) if self.error is not None else None,
            "names": {roles[0]: link.names[0], roles[1]: link.names[1]},
            "role": self.role,
            "seat": link.seat,
            "digest": position_digest(game) if game is not None else None,
        }


def _address(text: str) -> tuple[str, int]:
    try:
        return parse_address(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _code(text: str) -> str:
    code = codes.normalize(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"a game code is {codes.CODE_LENGTH} characters from {codes.ALPHABET}"
        )
    return code


def _internet_code(text: str) -> str:
    code = internet_codes.normalize(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            "an internet game's code is a number and words, e.g. 7-crossover-clockwork"
        )
    unknown = internet_codes.unknown_words(code)
    if unknown:
        raise argparse.ArgumentTypeError(f"not a word of a code: {', '.join(unknown)}")
    return code


def _rendezvous(text: str) -> str:
    problem = rendezvous_problem(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return text


def _relay(text: str) -> str:
    problem = relay_problem(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return text


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"not a port (0 to 65535): {text!r}")
    return int(text)


def _stars(text: str) -> int:
    value = int(text)
    if not 3 <= value <= MAX_STARS:
        raise argparse.ArgumentTypeError(f"from 3 to {MAX_STARS} stars")
    return value


def _seconds(text: str) -> float:
    value = float(text)
    if not 0 < value < 1e6:
        raise argparse.ArgumentTypeError("a positive number of seconds")
    return value


def _opponent(text: str) -> str:
    """An installed opponent's id, or ``package.module:Class`` (an opponent not packaged yet)."""
    if ":" in text or text in opponent_ids():
        return text
    raise argparse.ArgumentTypeError(
        f"no opponent {text!r} is installed (installed: {', '.join(opponent_ids())})"
    )


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="python -m triangles_qt.net",
        description="Play a network game with a computer opponent in this side's seat.",
    )
    roles = top.add_subparsers(
        dest="role", required=True, metavar="{host,join}", help="host a game, or join one"
    )
    host = roles.add_parser(
        "host",
        help="make a game and wait for the other device",
        description="Make a game, wait for the other device to join, and play it.",
    )
    host.add_argument(
        "--port", type=_port, default=DEFAULT_PORT,
        help=f"the port to listen on, 0 for any free one (default {DEFAULT_PORT})",
    )  # fmt: skip
    host.add_argument(
        "--address", default="0.0.0.0", help="the address to listen on (default: every one)"
    )
    host.add_argument(
        "--code", type=_code,
        help=f"the game code, {codes.CODE_LENGTH} characters from {codes.ALPHABET} "
        "(default: a new one)",
    )  # fmt: skip
    host.add_argument(
        "--stars", type=_stars, default=24,
        help=f"stars on the board, from 3 to {MAX_STARS} (default 24)",
    )  # fmt: skip
    host.add_argument("--seed", type=int, help="the board's seed (default: random)")
    host.add_argument("--play-again", action="store_true", help="play again after a triangle")
    host.add_argument("--second", action="store_true", help="the other device draws first")
    host.add_argument(
        "--advertise",
        action="store_true",
        help="announce the game on the local network (mDNS) while it waits for a player",
    )
    host.add_argument(
        "--internet",
        action="store_true",
        help="host over the internet: get a code from the rendezvous server (printed as "
        '{"code": "..."} on a line of its own) for the other side to join with',
    )
    join = roles.add_parser(
        "join",
        help="join a game hosted on another device",
        description="Join the game another device hosts, and play it.",
    )
    join.add_argument(
        "address", type=_address, metavar="ADDRESS[:PORT]", nargs="?",
        help=f"where the host listens on the network (port {DEFAULT_PORT} if none is given); "
        "not with --internet",
    )  # fmt: skip
    join.add_argument(
        "--code", type=_code, help="the game code the host shows or printed (a network game)"
    )
    join.add_argument(
        "--internet", type=_internet_code, metavar="CODE",
        help="join over the internet the game whose code (e.g. 7-crossover-clockwork) the "
        "host shows or printed",
    )  # fmt: skip
    ids = ", ".join(opponent_ids())
    servers = default_servers()
    for sub in (host, join):
        sub.add_argument(
            "--seat", type=_opponent, default=DEFAULT_OPPONENT, metavar="OPPONENT_ID",
            help=f"the computer opponent that plays this side (default {DEFAULT_OPPONENT}; "
            f"installed: {ids}; or package.module:Class)",
        )  # fmt: skip
        sub.add_argument("--name", help="this side's name (default: the opponent's id)")
        sub.add_argument(
            "--time-limit", type=_seconds, default=1.0, metavar="S",
            help="seconds the opponent may think per line (default 1)",
        )  # fmt: skip
        sub.add_argument(
            "--wait", type=_seconds, default=DEFAULT_WAIT_S, metavar="S",
            help="seconds to wait for the other device, to join or to come back after a drop "
            f"(default {DEFAULT_WAIT_S:g})",
        )  # fmt: skip
        sub.add_argument("--accept-undo", action="store_true", help="agree to undo requests")
        sub.add_argument(
            "--rendezvous", type=_rendezvous, default=servers.rendezvous, metavar="URL",
            help="with --internet: the rendezvous (Magic Wormhole mailbox) server, "
            f"ws://HOST:PORT/v1 (default {servers.rendezvous}; or ${RENDEZVOUS_VARIABLE})",
        )  # fmt: skip
        sub.add_argument(
            "--relay", type=_relay, default=servers.relay, metavar="URL",
            help=f"with --internet: the transit relay, tcp:HOST:PORT (default {servers.relay}; "
            f"or ${RELAY_VARIABLE})",
        )  # fmt: skip
    return top


def _advertise(link: HostLink, name: str) -> Advertiser:
    """Announce the game until the other device is in (only on request: ``--advertise``)."""
    game = link.game
    assert game is not None
    addresses = None if link.address in ("0.0.0.0", "::") else [link.address]
    advertiser = Advertiser(
        name[:40] or "Triangles", link.port, game.board.n_stars, game.play_again, addresses
    )
    advertiser.start()
    print("advertising on the local network", flush=True)

    def joined(_resumed: bool) -> None:
        advertiser.stop()  # two players: nobody else needs to find it

    link.joined.connect(joined)
    return advertiser


def _checked(top: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """What argparse alone cannot say: which options go together."""
    if args.role == "join":
        if args.internet is not None and (args.address is not None or args.code is not None):
            top.error("join --internet CODE takes no ADDRESS and no --code")
        if args.internet is None and (args.address is None or args.code is None):
            top.error("join needs ADDRESS and --code (a network game), or --internet CODE")
    elif args.internet and (args.advertise or args.code is not None):
        top.error("host --internet takes no --advertise and no --code (the code comes from "
                  "the rendezvous server)")  # fmt: skip


def _new_game(args: argparse.Namespace) -> Game:
    return Game(
        Board.generate(args.stars, args.seed, layout=Layout.TABLET), play_again=args.play_again
    )


def main(argv: list[str] | None = None) -> int:
    top = parser()
    args = top.parse_args(argv)
    _checked(top, args)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    # Ctrl+C (and a test's SIGTERM) end the game politely: the other side is told.
    signal.signal(signal.SIGINT, lambda *_: QCoreApplication.exit(130))
    signal.signal(signal.SIGTERM, lambda *_: QCoreApplication.exit(143))
    wake = QTimer()
    wake.start(200)  # lets Python see a signal while Qt waits
    name = (args.name if args.name is not None else args.seat)[:40]
    if args.internet:
        return _play_over_the_internet(app, args, name)
    link: Link
    if args.role == "host":
        code = args.code or codes.new_code()
        link = HostLink(
            _new_game(args),
            code=code,
            name=name,
            seat=1 if args.second else 0,
            address=args.address,
            port=args.port,
        )
    else:
        address, port = args.address
        link = JoinLink(address=address, port=port, code=args.code, name=name, give_up_s=args.wait)
    player = _player(link, args)
    advertiser = None
    if isinstance(link, HostLink):
        if link.start():
            print(
                f"hosting on {args.address} port {link.port}, game code {codes.shown(link.code)}",
                flush=True,
            )
            if args.advertise:
                advertiser = _advertise(link, name)
    else:
        print(f"joining {link.address} port {link.port}", flush=True)
        link.start()
    status = 1
    if link.end_reason is None:
        status = app.exec()
    else:
        player.error = link.end_reason
    status = _end(app, player, status)
    if advertiser is not None:
        advertiser.close(wait=True)
    player.close()
    print(json.dumps(player.summary(), sort_keys=False), flush=True)
    return 0 if player.error is None and status == 0 else 1


def _player(link: Link, args: argparse.Namespace) -> HeadlessPlayer:
    player = HeadlessPlayer(
        link,
        args.role,
        args.seat,
        time_limit=args.time_limit,
        wait_s=args.wait,
        accept_undo=args.accept_undo,
    )
    player.start()
    return player


def _end(app: QCoreApplication, player: HeadlessPlayer, status: int) -> int:
    """After the event loop: an interrupted game says goodbye to the other side."""
    link = player.link
    if link.end_reason is None:
        link.leave(EndReason.LEFT)  # interrupted: tell the other side
        if player.error is None:
            player.error = EndReason.INTERRUPTED
        for _ in range(20):  # let the goodbye go out
            app.processEvents()
    return status


def _play_over_the_internet(app: QCoreApplication, args: argparse.Namespace, name: str) -> int:
    """``host --internet`` and ``join --internet CODE``: the same game through a wormhole."""
    role = Role.HOST if args.role == "host" else Role.JOIN
    carrier = InternetCarrier(role, Servers(args.rendezvous, args.relay))
    players: list[HeadlessPlayer] = []
    failure: list[Reason] = []
    waited = QTimer()
    waited.setSingleShot(True)

    def say(text: str) -> None:
        print(text, flush=True)

    def made(link: Link) -> None:
        waited.stop()
        players.append(_player(link, args))
        say("connected: the game's own handshake follows")

    def failed(reason: Reason) -> None:
        failure.append(reason)
        say(f"ended: {wire_id(reason)}")
        QCoreApplication.exit(1)

    def code_shown(code: str) -> None:
        say(json.dumps({"code": code}))
        say(f"hosting over the internet through {args.rendezvous}, code {code}")

    def connection(up: bool, direct: bool) -> None:
        if up:
            say("connected to the other side " + ("directly" if direct else "through the relay"))
        else:
            say("connection to the other side lost: making it again")

    carrier.linkMade.connect(made)
    carrier.failed.connect(failed)
    carrier.codeShown.connect(code_shown)
    carrier.connectedChanged.connect(connection)
    carrier.wrongCode.connect(
        lambda: say(
            "a wrong code was tried: that code is spent"
            + (", a new one follows" if role is Role.HOST else "")
        )
    )
    carrier.serverReached.connect(
        lambda reached: say(
            "rendezvous server reached" if reached else "rendezvous server not reached: trying"
        )
    )
    # (nobody came: the joiner's code found no host, or the host's friend never typed it)
    waited.timeout.connect(
        lambda: failed(EndReason.NO_HOST if role is Role.JOIN else EndReason.GONE)
    )
    waited.start(int(args.wait * 1000))
    if role is Role.HOST:
        carrier.host(_new_game(args), name=name, seat=1 if args.second else 0)
    else:
        say(f"joining over the internet through {args.rendezvous}, code {args.internet}")
        carrier.join(args.internet, name=name, give_up_s=args.wait)
    status = app.exec()
    if not players:
        carrier.close()
        print(json.dumps(_summary_without_game(args, failure[0] if failure else None)), flush=True)
        return 1
    player = players[0]
    status = _end(app, player, status)
    player.close()
    for _ in range(20):  # (the bridge closes once the goodbye is through)
        app.processEvents()
    print(json.dumps(player.summary(), sort_keys=False), flush=True)
    return 0 if player.error is None and status == 0 else 1


def _summary_without_game(args: argparse.Namespace, reason: Reason | None) -> dict[str, Any]:
    """The last line when the devices never met (the same keys as a game's)."""
    return {
        "games": 0,
        "winner": None,
        "scores": None,
        "moves": 0,
        "disconnects": 0,
        "error": wire_id(reason if reason is not None else EndReason.INTERRUPTED),
        "names": None,
        "role": args.role,
        "seat": None,
        "digest": None,
    }
