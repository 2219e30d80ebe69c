"""A name in a saved game that could make its result unrecordable comes back cleaned.

A lone surrogate (half of a UTF-16 pair, which JSON's ``\\ud800`` decodes
to) cannot be encoded as UTF-8: SQLite refused the whole insert, so a
finished game saved with one in a name was unrecordable for ever (every
start tried again, and the statistics said the file was unavailable).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from triangles_qt.model import Board, Game, GameRecord
from triangles_qt.session import GameSetup, SavedGame, Seat
from triangles_qt.session.files import Files
from triangles_qt.session.result import game_result
from triangles_qt.session.saves import read_save
from triangles_qt.stats.store import StatsStore

DIRTY = "Be\ud800n\x1b[31m\u202e\x85X"


def finished_game() -> Game:
    game = Game(Board.generate(24, 3))
    rng = random.Random(2)
    while not game.is_over:
        game.play(*rng.choice(game.legal_moves()))
    return game


def test_a_finished_game_saved_with_a_lone_surrogate_in_a_name_is_recorded(
    tmp_path: Path,
) -> None:
    game = finished_game()
    setup = GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone", seed=3)
    extra = setup.to_extra()
    extra["setup"]["seats"][1]["name"] = DIRTY
    path = tmp_path / "autosave.json"
    path.write_text(GameRecord.from_game(game, extra).to_json(), encoding="utf-8")
    assert "\\ud800" in path.read_text(encoding="utf-8")  # as a save keeps it: escaped JSON

    saved = read_save(path, Files())
    assert isinstance(saved, SavedGame) and saved.finished
    assert saved.setup.seats[1].name == "Be\ufffdn[31m X"

    store = StatsStore.open(tmp_path / "stats.db")
    try:
        outcome = store.record(game_result(saved.game, saved.setup))
        assert outcome.ok and outcome.inserted
        (row,) = store.recent_games(5)
        assert (row.human_name, row.opponent_name) == ("Ana", "Be\ufffdn[31m X")
    finally:
        store.close()


def test_the_statistics_store_cleans_a_name_it_cannot_encode(tmp_path: Path) -> None:
    """The store defends itself too: a result built with the name as it was (from a setup
    made before names were cleaned) is recorded, its names cleaned, instead of failing."""
    game = finished_game()
    setup = GameSetup((Seat(DIRTY), Seat("\udc80Ben")), n_stars=24, layout="phone", seed=3)
    result = game_result(game, setup)
    assert json.loads(json.dumps(result.human_name)) == DIRTY  # still dirty when it arrives
    store = StatsStore.open(tmp_path / "stats.db")
    try:
        outcome = store.record(result)
        assert outcome.ok and outcome.inserted, outcome
        (row,) = store.recent_games(5)
        assert (row.human_name, row.opponent_name) == ("Be\ufffdn[31m X", "\ufffdBen")
        assert store.game_count() == 1
    finally:
        store.close()
