"""Redo at the table: it puts back exactly what the last undo took back, until a new line.

Hand-made positions on the square (four stars, two triangles once a
diagonal is drawn): the person closes a triangle, so a redo must give the
score back too. The windows' keys and buttons are tested in
tests/app/test_redo.py.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.play.test_table import (
    SQUARE,
    HandDriver,
    _network,
    legal,
    make_table,
    two_people,
    vs_computer,
)
from triangles_qt.model import Board, Game
from triangles_qt.play.table import Table


def square() -> Board:
    return Board(SQUARE, 2.0)


def lines(game: Game) -> list[tuple[int, int]]:
    return [(m.a, m.b) for m in game.moves]


def reply(qtbot: QtBot, table: Table, bot: HandDriver, a: int, b: int) -> None:
    """The computer answers a-b; its line reaches the table a moment later."""
    game = table.game
    assert game is not None
    count = game.move_count
    bot.answer(a, b)
    qtbot.waitUntil(lambda: game.move_count == count + 1)


def test_redo_puts_back_the_person_s_line_and_the_computer_s_reply_with_the_score(
    qtbot: QtBot,
) -> None:
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), square())
    game = table.game
    assert game is not None
    bot = drivers["bot"]
    assert table.request_line(0, 1) is None
    reply(qtbot, table, bot, 1, 2)
    assert table.request_line(0, 2) is None  # closes 0-1-2: one triangle, the bot's turn
    reply(qtbot, table, bot, 2, 3)
    assert game.scores == (1, 0) and table.human_to_move()
    before = (lines(game), game.scores, game.current_player)
    assert not table.can_redo()  # nothing taken back yet

    assert table.undo()
    assert lines(game) == [(0, 1), (1, 2)] and game.scores == (0, 0)
    assert table.can_redo()
    assert table.undo()  # a second undo: the first round goes too
    assert lines(game) == [] and table.can_redo()

    assert table.redo()  # the last undo first: the first round
    assert lines(game) == [(0, 1), (1, 2)] and game.scores == (0, 0)
    assert table.human_to_move() and table.can_redo()
    assert table.redo()
    assert (lines(game), game.scores, game.current_player) == before
    assert table.human_to_move()
    assert not table.can_redo() and not table.redo()
    assert bot.asked[-1][1].move_count == 3  # the bot was not asked again after the redo


def test_a_new_line_ends_what_could_be_redone(qtbot: QtBot) -> None:
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), square())
    game = table.game
    assert game is not None
    table.request_line(0, 1)
    reply(qtbot, table, drivers["bot"], 1, 2)
    assert table.undo() and table.can_redo()
    assert table.request_line(2, 3) is None  # another line instead
    assert not table.can_redo() and not table.redo()
    assert lines(game) == [(2, 3)]


def test_a_line_taken_back_while_the_computer_thinks_comes_back_to_it(qtbot: QtBot) -> None:
    """Undo during the computer's turn takes the person's line back; redo gives the computer
    its turn again, and nothing more can be redone while it thinks."""
    table, drivers = make_table(qtbot)
    table.new_game(vs_computer(), square())
    game = table.game
    assert game is not None
    table.request_line(0, 1)
    reply(qtbot, table, drivers["bot"], 1, 2)
    table.request_line(2, 3)  # the bot is asked: thinking
    assert table.thinking and not table.can_redo()
    assert table.undo()  # taken back while it thinks: it stops
    assert not table.thinking and table.can_redo()
    assert table.undo()  # and the round before
    assert lines(game) == []
    assert table.redo() and lines(game) == [(0, 1), (1, 2)] and not table.thinking
    assert table.redo() and lines(game) == [(0, 1), (1, 2), (2, 3)]
    assert table.thinking and not table.can_redo() and not table.redo()
    asked_turn, asked_game = drivers["bot"].asked[-1]
    assert asked_turn == table.turn and lines(asked_game) == lines(game)
    reply(qtbot, table, drivers["bot"], 0, 3)  # its answer for the position put back is played
    assert lines(game) == [(0, 1), (1, 2), (2, 3), (0, 3)] and table.human_to_move()


def test_redo_between_two_people_puts_back_one_line_at_a_time(qtbot: QtBot) -> None:
    table, _drivers = make_table(qtbot)
    table.new_game(two_people(), square())
    game = table.game
    assert game is not None
    for a, b in [(0, 1), (1, 2), (0, 2)]:
        assert table.request_line(a, b) is None
    assert game.scores == (1, 0) and game.current_player == 1
    assert table.undo() and game.scores == (0, 0) and game.current_player == 0
    assert table.undo() and lines(game) == [(0, 1)]
    assert table.redo() and lines(game) == [(0, 1), (1, 2)]
    assert table.redo() and game.scores == (1, 0) and game.current_player == 1
    assert not table.can_redo()


def test_a_new_game_and_the_end_leave_nothing_to_redo(qtbot: QtBot) -> None:
    table, _drivers = make_table(qtbot)
    table.new_game(two_people(), square())
    game = table.game
    assert game is not None
    table.request_line(0, 1)
    assert table.undo() and table.can_redo()
    table.new_game(two_people(), square())
    assert not table.can_redo()
    for a, b in [(0, 1), (1, 2), (2, 3), (0, 3)]:
        table.request_line(a, b)
    assert table.undo() and table.redo()  # (the last line back: the game goes on)
    assert table.request_line(0, 2) is None and table.ended
    assert not table.can_redo() and not table.can_undo()


def test_no_redo_in_a_network_game(qtbot: QtBot) -> None:
    """Its undo goes by the other device's agreement: putting lines back would need it too."""
    table: Table
    table, _drivers = make_table(qtbot)
    link = _network(table)
    game = table.game
    assert game is not None
    table.request_line(*legal(game))
    link.theirs(*legal(game))
    assert table.undo()
    link.answer(True)
    assert game.move_count == 0
    assert not table.can_redo() and not table.redo()
    assert game.move_count == 0 and link.sent == [link.sent[0]]
