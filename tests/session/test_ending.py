"""Endings without a result, a resignation only against the computer, and the opponent's package."""

from __future__ import annotations

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.session import Ending, GameSetup, Outcome, Seat, Termination, game_result
from triangles_qt.stats import TWO_PLAYERS, VS_COMPUTER

PEOPLE = GameSetup((Seat("Ana"), Seat("Ben")))
VS_EASY = GameSetup((Seat("Ana"), Seat("Easy", "easy")))
VS_CLASS = GameSetup((Seat("Ana"), Seat("Mine", "my_engine.module:Opponent")))


def _finished() -> Game:
    game = Game(Board.generate(9, seed=2))
    while not game.is_over:
        game.play(*game.legal_moves()[0])
    return game


def test_two_people_cannot_resign() -> None:
    with pytest.raises(ValueError, match="only a game against the computer"):
        Ending.of(_finished(), PEOPLE, Termination.RESIGNED)


@pytest.mark.parametrize("termination", [Termination.ABANDONED, Termination.DEVICE_LEFT])
def test_an_ending_without_a_result_has_no_winner_outcome_or_statistics(
    termination: Termination,
) -> None:
    game = _finished()
    ending = Ending.of(game, PEOPLE, termination, "peer_left")
    assert (ending.winner, ending.reason) == (None, "peer_left")
    assert not ending.counts and not ending.resigned
    assert ending.outcome(PEOPLE) is None
    with pytest.raises(ValueError, match=termination.value):
        game_result(game, PEOPLE, ending)


def test_a_resignation_is_marked_resigned_and_lost() -> None:
    ending = Ending.of(_finished(), VS_EASY, Termination.RESIGNED)
    assert ending.resigned and ending.counts
    assert ending.outcome(VS_EASY) is Outcome.LOST


def test_a_result_against_an_installed_opponent_names_its_package() -> None:
    result = game_result(_finished(), VS_EASY)
    assert result.mode == VS_COMPUTER and result.opponent_id == "easy"
    assert result.opponent_distribution == "triangles-qt"
    assert result.opponent_version


def test_a_result_against_an_opponent_named_by_its_class_names_no_package() -> None:
    result = game_result(_finished(), VS_CLASS)
    assert result.opponent_id == "my_engine.module:Opponent"
    assert (result.opponent_distribution, result.opponent_version) == (None, None)


def test_a_result_between_two_people_has_no_opponent_id() -> None:
    result = game_result(_finished(), PEOPLE)
    assert result.mode == TWO_PLAYERS and result.opponent_id is None
    assert result.opponent_name == "Ben"
