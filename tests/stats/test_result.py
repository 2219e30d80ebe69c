"""GameResult: built from a real finished game, checked on creation, round-trips JSON."""

from __future__ import annotations

import dataclasses
import random
from datetime import datetime, timezone

import pytest

from tests.stats.helpers import make_result, resigned
from triangles_qt.model import Board, Game
from triangles_qt.stats import (
    FINISHED,
    LOST,
    PLAYER2,
    RESIGNED,
    TIE,
    TWO_PLAYERS,
    VS_COMPUTER,
    WON,
    GameResult,
    has_drawn_a_line,
    new_game_id,
    result_from_game,
)
from triangles_qt.stats.result import format_time, parse_time


def finished_game(seed: int) -> Game:
    game = Game(Board.generate(24, seed=seed))
    rng = random.Random(seed)
    while not game.is_over:
        game.play_line(game.random_line(rng))
    return game


def test_result_from_a_finished_game_takes_everything_from_the_game() -> None:
    game = finished_game(3)
    when = datetime(2025, 5, 1, 10, 30, tzinfo=timezone.utc)
    gid = new_game_id()
    result = result_from_game(
        game,
        game_id=gid,
        mode=VS_COMPUTER,
        human_name="Ana",
        human_player=1,
        opponent_id="medium",
        opponent_name="Medium",
        opponent_distribution="triangles-qt",
        opponent_version="0.1.0",
        duration_s=42.5,
        finished_at=when,
    )
    assert result.game_id == gid and len(gid) == 32
    assert result.board_size == 24 and result.seed == 3 and result.layout == "phone"
    assert result.scores == game.scores
    assert result.moves == tuple((m.a, m.b) for m in game.moves)
    assert len(result.moves) == game.move_count > 0
    human, computer = game.scores[1], game.scores[0]
    assert result.result == (WON if human > computer else LOST if human < computer else TIE)
    assert (result.human_score, result.opponent_score) == (human, computer)
    assert result.finished_at == when and result.duration_s == 42.5


def test_a_game_still_running_cannot_be_recorded() -> None:
    game = Game(Board.generate(24, seed=3))
    with pytest.raises(ValueError, match="not over"):
        result_from_game(game, game_id="x", mode=VS_COMPUTER, human_name="A", opponent_id="e")


def test_a_tie_is_its_own_result() -> None:
    tie = make_result(1, scores=(20, 20))
    assert tie.result == TIE and tie.winner is None
    with pytest.raises(ValueError, match="disagrees with scores"):
        dataclasses.replace(tie, result=WON)


def test_two_player_results_name_the_winner() -> None:
    game = make_result(1, "player2", mode=TWO_PLAYERS)
    assert game.result == PLAYER2 and game.winner == 1 and game.opponent_id is None
    assert not game.counts_for_win_loss
    with pytest.raises(ValueError, match="no opponent_id"):
        dataclasses.replace(game, opponent_id="easy")


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("game_id", "", "game_id"),
        ("game_id", "x" * 101, "game_id"),
        ("finished_at", datetime(2025, 1, 1), "timezone-aware"),
        ("board_size", 2, "board_size"),
        ("board_size", True, "board_size"),
        ("mode", "online", "mode"),
        ("human_player", 2, "human_player"),
        ("opponent_id", None, "needs an opponent_id"),
        ("scores", (-1, 3), "scores"),
        ("scores", (1, 2, 3), "scores"),
        ("moves", ((1, -2),), "moves"),
        ("duration_s", float("nan"), "duration_s"),
        ("human_name", "x" * 201, "human_name"),
    ],
)
def test_malformed_results_are_refused_where_they_are_made(
    field: str, value: object, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        dataclasses.replace(make_result(1), **{field: value})


def test_json_round_trip_keeps_every_field() -> None:
    result = make_result(7, "lost", human_player=1, size=120)
    again = GameResult.from_json(result.to_json())
    assert again == result
    assert again.finished_at == result.finished_at


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        '{"game_id": "a"}',
    ],
)
def test_damaged_json_raises_value_error_only(text: str) -> None:
    with pytest.raises(ValueError, match="invalid game result"):
        GameResult.from_json(text)


def test_json_with_wrong_field_types_raises_value_error() -> None:
    data = make_result(1).to_dict()
    for key, bad in (("moves", "1-2"), ("scores", "3"), ("finished_at", 5)):
        with pytest.raises(ValueError, match="invalid game result"):
            GameResult.from_dict({**data, key: bad})


def test_times_are_stored_in_one_sortable_utc_form() -> None:
    moment = datetime(2025, 1, 2, 3, 4, 5, 678900, tzinfo=timezone.utc)
    assert format_time(moment) == "2025-01-02T03:04:05.678Z"
    assert parse_time("2025-01-02T03:04:05.678Z") == moment.replace(microsecond=678000)
    assert parse_time("2025-01-02T03:04:05") == moment.replace(microsecond=0)


# -- resignations ------------------------------------------------------------------


def game_in_progress(lines: int, seed: int = 3) -> Game:
    """A game ``lines`` lines in, not over; Player 1 drew the first line."""
    game = Game(Board.generate(24, seed=seed))
    rng = random.Random(seed)
    for _ in range(lines):
        game.play_line(game.random_line(rng))
    assert not game.is_over
    return game


def test_a_resigned_game_need_not_be_over_and_is_lost_whatever_the_scores() -> None:
    game = game_in_progress(12)
    result = result_from_game(
        game, game_id="r1", mode=VS_COMPUTER, human_name="", human_player=0,
        opponent_id="medium", opponent_name="Medium", resigned=True,
    )  # fmt: skip
    assert result.ended == RESIGNED and result.resigned
    assert result.result == LOST and result.counts_for_win_loss
    assert result.scores == game.scores  # what was on the board
    assert result.moves == tuple((m.a, m.b) for m in game.moves)
    assert result.human_name == ""  # a blank name is stored blank


def test_a_finished_game_says_finished() -> None:
    result = make_result(1)
    assert result.ended == FINISHED and not result.resigned
    game = finished_game(3)
    built = result_from_game(game, game_id="f", mode=VS_COMPUTER, human_name="A", opponent_id="e")
    assert built.ended == FINISHED


def test_resigning_before_the_first_line_is_not_a_result() -> None:
    game = Game(Board.generate(24, seed=3))
    assert not has_drawn_a_line(game, 0)
    with pytest.raises(ValueError, match="first line"):
        result_from_game(
            game, game_id="x", mode=VS_COMPUTER, human_name="A", opponent_id="e", resigned=True
        )
    # The computer moved first; the player, in seat 1, has not drawn yet.
    game = game_in_progress(1)
    assert has_drawn_a_line(game, 0) and not has_drawn_a_line(game, 1)
    with pytest.raises(ValueError, match="first line"):
        result_from_game(
            game, game_id="x", mode=VS_COMPUTER, human_name="A", human_player=1,
            opponent_id="e", resigned=True,
        )  # fmt: skip
    game.play_line(game.random_line(random.Random(1)))
    assert result_from_game(
        game, game_id="x", mode=VS_COMPUTER, human_name="A", human_player=1,
        opponent_id="e", resigned=True,
    ).result == LOST  # fmt: skip


def test_two_player_games_are_not_resigned() -> None:
    with pytest.raises(ValueError, match="only a game against the computer"):
        result_from_game(game_in_progress(4), game_id="x", mode=TWO_PLAYERS, human_name="A",
                         resigned=True)  # fmt: skip
    two = make_result(1, "player2", mode=TWO_PLAYERS)
    with pytest.raises(ValueError, match="only a game against the computer"):
        dataclasses.replace(two, ended=RESIGNED)


@pytest.mark.parametrize("result", [WON, TIE])
def test_a_resigned_game_is_never_won_or_tied(result: str) -> None:
    with pytest.raises(ValueError, match="a resigned game is lost"):
        dataclasses.replace(resigned(1), result=result)


def test_a_resigned_loss_need_not_agree_with_the_scores_a_finished_one_must() -> None:
    ahead = resigned(1, scores=(9, 4))  # the human (Player 1) was ahead
    assert ahead.result == LOST
    with pytest.raises(ValueError, match="disagrees with scores"):
        dataclasses.replace(ahead, ended=FINISHED)


@pytest.mark.parametrize("ended", ["gave_up", "", None, 1])
def test_an_unknown_ending_is_refused(ended: object) -> None:
    with pytest.raises(ValueError, match="ended must be one of"):
        dataclasses.replace(make_result(1), ended=ended)


def test_json_round_trip_keeps_the_ending() -> None:
    result = resigned(4, human_player=1, scores=(3, 8))
    data = result.to_dict()
    assert data["ended"] == RESIGNED
    assert GameResult.from_json(result.to_json()) == result


def test_a_save_from_before_resignations_reads_as_finished() -> None:
    data = make_result(2, "lost").to_dict()
    del data["ended"]
    again = GameResult.from_dict(data)
    assert again.ended == FINISHED and again == make_result(2, "lost")
