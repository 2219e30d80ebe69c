"""GameResult: built from a real finished game, checked on creation, round-trips JSON."""

from __future__ import annotations

import dataclasses
import random
from datetime import datetime, timezone

import pytest

from tests.stats.helpers import make_result
from triangles_qt.model import Board, Game
from triangles_qt.stats import (
    LOST,
    PLAYER2,
    TIE,
    TWO_PLAYERS,
    VS_COMPUTER,
    WON,
    GameResult,
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
