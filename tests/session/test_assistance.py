"""The help the person had travels with the game's save: resumed, or recovered as a result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.session.faults import Statistics
from triangles_qt.model import Board, Game
from triangles_qt.play.keeping import Keeping, record_text
from triangles_qt.session import (
    Assistance,
    Ending,
    GameKeeper,
    GameSetup,
    SavedGame,
    Seat,
    Termination,
    game_result,
)
from triangles_qt.session.files import Files
from triangles_qt.session.saves import read_save


def vs_computer() -> GameSetup:
    return GameSetup((Seat("Ana"), Seat("Easy", "easy")), n_stars=24, layout="phone", seed=3)


def played(setup: GameSetup, finish: bool) -> Game:
    game = Game(Board.generate(24, 3))
    while not game.is_over and (finish or game.move_count < 6):
        game.play(*game.legal_moves()[0])
    return game


def test_counts_go_up_one_at_a_time_and_read_back_from_a_save() -> None:
    help_ = Assistance().with_hint().with_hint().with_undo()
    assert (help_.hints, help_.undos) == (2, 1)
    assert Assistance.from_extra(help_.to_extra()) == help_
    assert Assistance.from_extra({}) is None  # a save from before the counts were kept


@pytest.mark.parametrize(
    "odd",
    [
        {"assistance": [1, 2]},
        {"assistance": {"hints": 1}},
        {"assistance": {"hints": -1, "undos": 0}},
        {"assistance": {"hints": True, "undos": 0}},
        {"assistance": {"hints": 1, "undos": 10**9}},
        {"assistance": {"hints": "1", "undos": 0}},
    ],
)
def test_odd_counts_in_a_file_claim_nothing(odd: dict[str, object]) -> None:
    assert Assistance.from_extra(odd) is None


def test_the_result_carries_the_counts_against_the_computer_only() -> None:
    setup = vs_computer()
    game = played(setup, finish=True)
    result = game_result(game, setup, assistance=Assistance(3, 2))
    assert (result.hints, result.undos) == (3, 2) and result.helped
    assert (game_result(game, setup).hints, game_result(game, setup).undos) == (None, None)
    people = GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone", seed=3)
    two = game_result(game, people, assistance=Assistance(3, 2))
    assert (two.hints, two.undos) == (None, None)  # between people, nothing is recorded
    assert "assistance" not in json.loads(record_text(game, people, None, 0, None, Assistance(1)))[
        "extra"
    ]


def test_a_game_in_progress_resumes_with_its_counts(tmp_path: Path) -> None:
    setup = vs_computer()
    game = played(setup, finish=False)
    path = tmp_path / "autosave.json"
    path.write_text(record_text(game, setup, None, 0, assistance=Assistance(2, 1)), "utf-8")
    saved = read_save(path, Files())
    assert isinstance(saved, SavedGame) and saved.assistance == Assistance(2, 1)


def test_a_kill_after_the_end_still_records_the_counts(tmp_path: Path) -> None:
    """The statistics never answered before the process died: the next start hands the result
    on again, rebuilt from the save, with the hints and undos."""
    setup = vs_computer()
    game = played(setup, finish=True)
    stats = Statistics()  # never answers
    keeper = GameKeeper(tmp_path / "autosave.json", stats.submit, files=Files())
    keeping = Keeping(keeper, setup)
    keeping.state(played(setup, finish=False), None, 0, Assistance(1, 0))
    ending = Ending.of(game, setup, Termination.RULES)
    keeping.state(game, ending, 0, Assistance(3, 2))
    assert keeper.flush()
    assert [(r.hints, r.undos) for r, _done in stats.waiting] == [(3, 2)]
    keeper.close()  # (as good as killed: nothing was confirmed)

    later = Statistics()
    later.auto = True
    again = GameKeeper(tmp_path / "autosave.json", later.submit, files=Files())
    try:
        found = again.recover()
        assert found.results == (setup.game_id,)
        recorded = later.recorded[setup.game_id]
        assert (recorded.hints, recorded.undos) == (3, 2)
    finally:
        again.close()
