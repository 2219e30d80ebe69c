"""The table with fake seats and no widgets: one road for every line, one rule of staleness.

A computer seat here has a driver the test answers by hand (so an answer can
come late on purpose); the other device is a fake link that does what a
real one does to its own game. Every termination kind and every phase
change is made to happen.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from triangles_qt.model import Board, Game, Refusal
from triangles_qt.net.digest import position_digest
from triangles_qt.netplay.link import Link
from triangles_qt.play.drivers import OpponentDriver
from triangles_qt.play.table import Phase, Table
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.policy import Recovery
from triangles_qt.session import GameSetup, Outcome, Seat, Termination

SQUARE = [(0.0, 0.0), (120.0, 0.0), (120.0, 120.0), (0.0, 120.0)]


class HandDriver(OpponentDriver):
    """A computer opponent whose answers the test gives, whenever it likes."""

    def __init__(self, opponent_id: str) -> None:
        super().__init__()
        self.opponent_id = opponent_id
        self.asked: list[tuple[int, Game]] = []
        self.closed = False

    def request(self, turn: int, game: Game, time_limit: float) -> None:
        self.asked.append((turn, game))

    def answer(self, a: int, b: int, turn: int | None = None) -> None:
        asked_turn = self.asked[-1][0] if turn is None else turn
        self.moveChosen.emit(asked_turn, a, b)

    def fail(self, kind: FailureKind = FailureKind.CRASHED) -> None:
        self.failed.emit(self.asked[-1][0], OpponentFailure(kind, self.opponent_id, "test"))

    def close(self) -> None:
        self.closed = True


class FakeLink(Link):
    """The other device, as the table's remote seat sees it, driven by the test."""

    def __init__(self, game: Game, seat: int) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.names = ("Ana", "Ben")
        self.up = True
        self.asking: int | None = None
        self.sent: list[tuple[int, int]] = []
        self.left: str | None = None

    @property
    def connected(self) -> bool:
        return self.up and self.left is None

    @property
    def undo_waiting(self) -> bool:
        return self.asking is not None

    def send_line(self, a: int, b: int) -> None:
        self.sent.append((a, b))

    def request_undo(self) -> bool:
        assert self.game is not None
        self.asking = max(i for i, m in enumerate(self.game.moves) if m.player == self.seat)
        return True

    def answer(self, accept: bool) -> None:
        """The other device's answer to this side's request."""
        assert self.game is not None and self.asking is not None
        if accept:
            while self.game.move_count > self.asking:
                self.game.undo()
        self.asking = None
        self.undoAnswered.emit(accept)

    def theirs(self, a: int, b: int) -> None:
        """The other device drew a-b (the peer checked it and played it here)."""
        assert self.game is not None
        self.game.play(a, b)
        self.lineArrived.emit(a, b)

    def leave(self, reason: str = "left") -> None:
        self.left = reason

    def drop(self) -> None:
        self.left = "dropped"


class Phases(QObject):
    """Every phase the table announces, in order."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.phases: list[Phase] = []
        table.phaseChanged.connect(self.phases.append)


def make_table(qtbot: QtBot) -> tuple[Table, dict[str, HandDriver]]:
    drivers: dict[str, HandDriver] = {}

    def factory(opponent_id: str) -> OpponentDriver:
        drivers[opponent_id] = HandDriver(opponent_id)
        return drivers[opponent_id]

    table = Table(driver_factory=factory, substitute_factory=factory)
    table.computer_pause = 0.0
    return table, drivers


def vs_computer(n_stars: int = 24, seed: int = 3) -> GameSetup:
    return GameSetup((Seat("Ana"), Seat("Bot", "bot")), n_stars=n_stars, layout="phone", seed=seed)


def two_people() -> GameSetup:
    return GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone", seed=3)


def legal(game: Game, skip: int = 0) -> tuple[int, int]:
    return game.legal_moves()[skip]


def test_a_late_answer_after_undo_is_dropped(qtbot: QtBot) -> None:
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), Board.generate(24, 3))
    game = table.game
    assert game is not None
    assert table.request_line(*legal(game)) is None
    bot = drivers["bot"]
    stale_turn, _position = bot.asked[-1]
    assert table.undo()  # the person takes the line back while the computer thinks
    assert game.move_count == 0 and table.turn != stale_turn
    table.request_line(*legal(game, 1))  # another line: the computer is asked again
    assert len(bot.asked) == 2 and table.thinking
    stale = legal(game, 3)
    bot.answer(*stale, turn=stale_turn)  # the answer to the position that is gone
    qtbot.wait(20)
    assert game.move_count == 1 and table.thinking  # dropped; still waiting for the new one
    fresh = legal(game, 5)
    bot.answer(*fresh)
    qtbot.waitUntil(lambda: game.move_count == 2)
    assert game.lines[-1] == (min(fresh), max(fresh))


def test_a_late_answer_after_a_new_game_is_dropped(qtbot: QtBot) -> None:
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), Board.generate(24, 3))
    old = table.game
    assert old is not None
    table.request_line(*legal(old))
    old_bot = drivers["bot"]
    old_turn = old_bot.asked[-1][0]
    table.new_game(vs_computer(seed=4), Board.generate(24, 4))
    new = table.game
    assert new is not None and new is not old and old_bot.closed
    old_bot.answer(*legal(old), turn=old_turn)
    qtbot.wait(20)
    assert new.move_count == 0 and old.move_count == 1


def test_an_offer_out_of_turn_or_for_another_turn_is_ignored(qtbot: QtBot) -> None:
    table, _drivers = make_table(qtbot)
    table.new_game(vs_computer(), Board.generate(24, 3))
    game = table.game
    assert game is not None
    person, computer = table.seat(0), table.seat(1)
    assert person is not None and computer is not None
    assert table.offer(computer, table.turn, *legal(game)) is None  # not its turn
    assert game.move_count == 0
    assert table.offer(person, table.turn - 1, *legal(game)) is None  # a turn that is gone
    assert game.move_count == 0
    a, b = legal(game)
    assert table.offer(person, table.turn, a, a) is not None  # refused by the rules, told
    assert table.offer(person, table.turn, a, b) is None and game.move_count == 1
    assert table.request_line(*legal(game)) is None and game.move_count == 1  # computer's turn


def test_undo_against_the_computer_takes_back_its_reply_and_the_person_s_line(
    qtbot: QtBot,
) -> None:
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), Board.generate(24, 3))
    game = table.game
    assert game is not None
    table.request_line(*legal(game))
    drivers["bot"].answer(*legal(game, 2))
    qtbot.waitUntil(lambda: game.move_count == 2)
    table.request_line(*legal(game))
    drivers["bot"].answer(*legal(game, 1))
    qtbot.waitUntil(lambda: game.move_count == 4)
    assert table.can_undo() and table.undo()
    assert game.move_count == 2 and table.human_to_move()
    assert table.undo() and game.move_count == 0
    assert not table.can_undo()  # nothing of the person's left to take back


def _network(table: Table, local: int = 0) -> FakeLink:
    board = Board.generate(24, 3)
    link = FakeLink(Game(board), seat=local)
    seats = [Seat("Ana"), Seat("Ben")]
    seats[1 - local] = Seat("Ben", remote=True)
    table.start_network(link, GameSetup((seats[0], seats[1]), n_stars=24, layout="phone"))
    return link


def test_a_network_undo_agreed_and_refused(qtbot: QtBot) -> None:
    table, _drivers = make_table(qtbot)
    link = _network(table)
    game = table.game
    assert game is not None and game is not link.game  # the seat keeps its own game
    a, b = legal(game)
    table.request_line(a, b)
    assert link.sent == [(a, b)]
    link.theirs(*legal(game))
    assert game.move_count == 2
    assert position_digest(game) == position_digest(link.game)  # type: ignore[arg-type]
    # Refused: the position stays; nothing can be drawn while the question waits.
    assert table.undo() and table.phase is Phase.WAITING and not table.human_to_move()
    link.answer(False)
    assert game.move_count == 2 and table.phase is Phase.PLAYING
    # Agreed: back before this side's last line, on both games alike.
    table.request_line(*legal(game))
    link.theirs(*legal(game))
    assert table.undo()
    link.answer(True)
    assert game.move_count == 2
    assert position_digest(game) == position_digest(link.game)  # type: ignore[arg-type]
    assert table.human_to_move()


def test_a_reconnection_that_brings_this_side_s_own_line_plays_it_without_sending_it_again(
    qtbot: QtBot,
) -> None:
    """This device drew a line, sent it, and stopped before keeping it (a crash between the
    two): the host's game has it, the table's does not. Coming back, the table takes the
    agreed position whole, this side's line included, and the game goes on from there."""
    table, _drivers = make_table(qtbot)
    link = _network(table, local=1)
    game = table.game
    assert game is not None and link.game is not None
    link.theirs(*legal(link.game))  # Ana's first line
    assert game.move_count == 1 and table.human_to_move()
    # What the host knows: Ben's line (lost here), then Ana's answer to it.
    agreed = link.game.copy()
    agreed.play(*legal(agreed))
    while agreed.current_player != 1 and not agreed.is_over:
        agreed.play(*legal(agreed))
    link.game = agreed
    link.joined.emit(True)
    assert game.lines == agreed.lines, "the table did not take the agreed position"
    assert link.sent == []  # (the host has this side's line already)
    assert table.human_to_move()
    a, b = legal(game)
    assert table.request_line(a, b) is None and link.sent == [(a, b)]
    assert position_digest(game) == position_digest(link.game)


def _finished(table: Table) -> None:
    while table.game is not None and not table.game.is_over:
        assert table.request_line(*legal(table.game)) is None


def test_every_termination_kind(qtbot: QtBot) -> None:
    table, drivers = make_table(qtbot)
    # By the rules: the square is over after five lines.
    table.new_game(two_people(), Board(SQUARE, 2.0))
    _finished(table)
    ending = table.ending
    assert ending is not None and ending.termination is Termination.RULES and ending.counts
    assert table.phase is Phase.ENDED
    # Resigned: lost whatever the score.
    table.new_game(vs_computer(), Board.generate(24, 3))
    assert table.game is not None
    table.request_line(*legal(table.game))
    assert table.resign()
    ending = table.ending
    assert ending is not None and ending.termination is Termination.RESIGNED
    assert ending.winner == 1 and ending.outcome(vs_computer()) is Outcome.LOST
    # Abandoned: the opponent failed and the player ended the game.
    table.new_game(vs_computer(), Board.generate(24, 3))
    assert table.game is not None
    table.request_line(*legal(table.game))
    drivers["bot"].fail()
    assert table.phase is Phase.WAITING and table.failure is not None
    table.recover(Recovery.END_GAME)
    ending = table.ending
    assert ending is not None and ending.termination is Termination.ABANDONED
    assert not ending.counts and ending.winner is None
    # The other device left: no result, and why.
    link = _network(table)
    link.ended.emit("left")
    ending = table.ending
    assert ending is not None and ending.termination is Termination.DEVICE_LEFT
    assert ending.reason == "left" and not ending.counts


def test_every_phase_change(qtbot: QtBot) -> None:
    table, drivers = make_table(qtbot)
    phases = Phases(table)
    table.new_game(vs_computer(n_stars=24, seed=7))  # the board is made off the UI thread
    assert table.phase is Phase.PREPARING and not table.human_to_move()
    qtbot.waitUntil(lambda: table.game is not None and table.phase is Phase.PLAYING)
    game = table.game
    assert game is not None
    table.request_line(*legal(game))
    drivers["bot"].fail(FailureKind.TIMEOUT)
    assert table.phase is Phase.WAITING  # the player decides what happens
    table.recover(Recovery.RETRY)
    assert table.phase is Phase.PLAYING
    drivers["bot"].answer(*legal(game))
    qtbot.waitUntil(lambda: game.move_count == 2)
    assert table.resign() and table.phase is Phase.ENDED
    link = _network(table)
    assert table.phase is Phase.PLAYING
    link.up = False
    link.connectionLost.emit()
    assert table.phase is Phase.WAITING and not table.human_to_move()
    link.up = True
    link.joined.emit(True)
    assert table.phase is Phase.PLAYING and table.human_to_move()
    assert phases.phases == [
        Phase.PREPARING,
        Phase.PLAYING,
        Phase.WAITING,
        Phase.PLAYING,
        Phase.ENDED,
        Phase.PLAYING,
        Phase.WAITING,
        Phase.PLAYING,
    ]


def test_a_refused_line_is_told_to_its_seat_and_to_everyone(qtbot: QtBot) -> None:
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), Board.generate(24, 3))
    game = table.game
    assert game is not None
    refused: list[object] = []
    table.refused.connect(lambda a, b, reason: refused.append(reason))
    a, b = legal(game)
    table.request_line(a, b)
    bot = drivers["bot"]
    bot.answer(a, b)  # the line just drawn: the rules refuse it
    qtbot.waitUntil(lambda: table.failure is not None)
    assert refused == [Refusal.EXISTS]
    failure = table.failure
    assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.ILLEGAL
