"""Who won is decided once, by ``Game.winner``; the end screen and the statistics derive from it.

``session.Ending`` adds who the person is and that resigning loses;
``stats.result_from_game`` stores the engine's answer; a stored result's
``winner`` is read back from that result. Over many finished games, with
both rules, they all say the same.
"""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.session import Ending, GameSetup, Outcome, Seat, Termination
from triangles_qt.stats import LOST, TWO_PLAYERS, VS_COMPUTER, GameResult, result_from_game
from triangles_qt.stats.result import expected_result

PEOPLE = GameSetup((Seat("Ana"), Seat("Ben")))
COMPUTER_SECOND = GameSetup((Seat("Ana"), Seat("Easy", "easy")))
COMPUTER_FIRST = GameSetup((Seat("Easy", "easy"), Seat("Ana")))


def _finished_games() -> list[Game]:
    games = []
    for seed in range(60):
        rng = random.Random(seed)
        # Small boards too: they often end in a tie.
        game = Game(Board.generate((6, 9, 24)[seed % 3], seed=seed), play_again=seed % 2 == 1)
        while not game.is_over:
            game.play_line(game.random_line(rng))
        games.append(game)
    return games


def _record(game: Game, setup: GameSetup, resigned: bool = False) -> GameResult:
    human = setup.human_player
    return result_from_game(
        game,
        game_id="g",
        mode=TWO_PLAYERS if human is None else VS_COMPUTER,
        human_name="Ana",
        human_player=0 if human is None else human,
        opponent_id=None if human is None else "easy",
        opponent_name="Ben" if human is None else "Easy",
        resigned=resigned,
    )


def test_end_screen_and_statistics_name_the_engines_winner() -> None:
    games = _finished_games()
    winners = {game.winner for game in games}
    assert winners == {0, 1, None}  # wins for either side, and ties, were played
    for game in games:
        for setup in (PEOPLE, COMPUTER_SECOND, COMPUTER_FIRST):
            ending = Ending.of(game, setup, Termination.RULES)
            kind, winner = ending.outcome(setup), ending.winner
            assert winner == game.winner
            result = _record(game, setup)
            assert result.winner == game.winner
            assert result.result == expected_result(result.mode, result.scores, result.human_player)
            human = setup.human_player
            if game.winner is None:
                assert kind is Outcome.TIE
            elif human is None:
                assert kind is Outcome.WINNER
            else:
                assert (kind is Outcome.WON) is (game.winner == human)
                assert (result.result == LOST) is (kind is Outcome.LOST)


def test_a_resignation_is_the_computers_win_on_screen_and_in_the_statistics() -> None:
    for game in _finished_games()[:10]:
        for setup in (COMPUTER_SECOND, COMPUTER_FIRST):
            human = setup.human_player
            assert human is not None
            ending = Ending.of(game, setup, Termination.RESIGNED)
            kind, winner = ending.outcome(setup), ending.winner
            result = _record(game, setup, resigned=True)
            assert kind is Outcome.LOST and result.result == LOST
            assert winner == result.winner == 1 - human


def test_the_statistics_take_the_winner_from_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stand-in ``Game.winner`` is what gets recorded (and the scores check then refuses it)."""
    game = next(g for g in _finished_games() if g.winner is not None)
    loser = 1 - game.winner  # type: ignore[operator]
    monkeypatch.setattr(Game, "winner", property(lambda self: loser))
    ending = Ending.of(game, PEOPLE, Termination.RULES)
    assert (ending.outcome(PEOPLE), ending.winner) == (Outcome.WINNER, loser)
    with pytest.raises(ValueError, match="disagrees with scores"):
        _record(game, PEOPLE)
