"""New Game's next step after a finished game against the computer (play/next_step.py)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from triangles_qt.model import Board, Game, Layout
from triangles_qt.play.catalog import OpponentChoice, ladder
from triangles_qt.play.next_step import Step, next_step
from triangles_qt.play.setup_choice import NewGameChoices, after_game
from triangles_qt.session import Ending, GameSetup, Outcome, Seat, Termination

LADDER = ["easy", "medium", "hard"]
PHONE, TABLET = Layout.PHONE, Layout.TABLET
WON, LOST, TIE = Outcome.WON, Outcome.LOST, Outcome.TIE


@pytest.mark.parametrize(
    ("played", "outcome", "proposed"),
    [
        # Won: the next opponent on the same board (the first game: 24 stars against Easy).
        (Step(PHONE, 24, "easy"), WON, Step(PHONE, 24, "medium")),
        (Step(PHONE, 24, "medium"), WON, Step(PHONE, 24, "hard")),
        (Step(TABLET, 120, "easy"), WON, Step(TABLET, 120, "medium")),
        # Won against the strongest: the next size of the same set, against it.
        (Step(PHONE, 24, "hard"), WON, Step(PHONE, 60, "hard")),
        (Step(PHONE, 60, "hard"), WON, Step(PHONE, 120, "hard")),
        (Step(TABLET, 80, "hard"), WON, Step(TABLET, 120, "hard")),
        # ... and after the largest, the same again.
        (Step(PHONE, 120, "hard"), WON, Step(PHONE, 120, "hard")),
        (Step(TABLET, 180, "hard"), WON, Step(TABLET, 180, "hard")),
        # Lost or tied: the same again.
        (Step(PHONE, 24, "easy"), LOST, Step(PHONE, 24, "easy")),
        (Step(PHONE, 60, "medium"), TIE, Step(PHONE, 60, "medium")),
        (Step(TABLET, 180, "hard"), LOST, Step(TABLET, 180, "hard")),
        # An opponent off the ladder (no strength said, or unavailable now): the same again.
        (Step(PHONE, 24, "someones-plugin"), WON, Step(PHONE, 24, "someones-plugin")),
        # A size the set does not offer (a hand-made board): the set's smallest.
        (Step(PHONE, 4, "easy"), WON, Step(PHONE, 24, "easy")),
        (Step(TABLET, 24, "medium"), LOST, Step(TABLET, 80, "medium")),
    ],
)
def test_the_next_step(played: Step, outcome: Outcome, proposed: Step) -> None:
    assert next_step(played, outcome, LADDER) == proposed


def test_a_ladder_of_one_grows_the_board_and_an_empty_one_repeats() -> None:
    assert next_step(Step(PHONE, 24, "easy"), WON, ["easy"]) == Step(PHONE, 60, "easy")
    assert next_step(Step(PHONE, 24, "easy"), WON, []) == Step(PHONE, 24, "easy")


def test_the_ladder_is_the_available_opponents_that_say_their_strength_weakest_first() -> None:
    choices = [
        OpponentChoice("hard", "Hard", strength=80),
        OpponentChoice("mystery", "Mystery"),  # no strength: not on the ladder
        OpponentChoice("easy", "Easy", strength=20),
        OpponentChoice("broken", "Broken", available=False, strength=30),
        OpponentChoice("medium", "Medium", strength=50),
        OpponentChoice("plugin", "Plugin", strength=60),
    ]
    assert ladder(choices) == ["easy", "medium", "plugin", "hard"]


def test_the_rule_imports_no_qt() -> None:
    code = (
        "import sys, triangles_qt.play.next_step; "
        "sys.exit(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


LAST = NewGameChoices(PHONE, 120, "medium", computer_starts=True, names=("Ana", ""))


def _ended(setup: GameSetup, won: bool | None, termination: Termination) -> Ending:
    human = setup.human_player
    winner = None if won is None or human is None else (human if won else 1 - human)
    return Ending(termination, winner)


def test_after_a_game_against_the_computer_only_board_and_opponent_change() -> None:
    setup = GameSetup((Seat(""), Seat("Easy", "easy")), n_stars=24, layout="phone")
    won = _ended(setup, True, Termination.RULES)
    proposed = after_game(LAST, setup, won, LADDER)
    assert proposed == NewGameChoices(PHONE, 24, "medium", computer_starts=True, names=("Ana", ""))
    resigned = Ending.of(Game(Board.generate(24, 3)), setup, Termination.RESIGNED)
    assert after_game(LAST, setup, resigned, LADDER).opponent == "easy"  # lost: again
    # The computer in seat 1 (it started): the same rule for the person's side.
    second = GameSetup((Seat("Easy", "easy"), Seat("")), n_stars=60, layout="phone")
    again = after_game(LAST, second, _ended(second, True, Termination.RULES), LADDER)
    assert (again.layout, again.n_stars, again.opponent) == (PHONE, 60, "medium")


def test_no_next_step_without_a_result_or_a_computer() -> None:
    setup = GameSetup((Seat(""), Seat("Easy", "easy")), n_stars=24, layout="phone")
    assert after_game(LAST, setup, None, LADDER) == LAST  # still being played
    assert after_game(LAST, None, None, LADDER) == LAST  # nothing played yet
    abandoned = Ending(Termination.ABANDONED)
    assert after_game(LAST, setup, abandoned, LADDER) == LAST
    people = GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone")
    assert after_game(LAST, people, Ending(Termination.RULES, 0), LADDER) == LAST
