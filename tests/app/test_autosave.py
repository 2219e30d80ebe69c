"""The game in progress survives closing the app; a damaged save never blocks a new game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from tests.app.conftest import two_players
from triangles_qt.model import GameRecord
from triangles_qt.paths import autosave_path
from triangles_qt.session import GameKeeper, SavedGame
from triangles_qt.session.files import Files
from triangles_qt.session.saves import read_save


def test_resume_after_closing(make_harness) -> None:
    h = make_harness()
    h.start(two_players(names=("Ana", "Ben"), seed=21))
    for _ in range(5):
        h.tap_tap(*h.game.legal_moves()[0])
    lines, scores = h.game.lines, h.game.scores
    h.app.window.close()
    h.app.keeper.flush()
    assert autosave_path().exists()
    again = make_harness()
    assert again.game.lines == lines
    assert again.game.scores == scores
    assert again.app.window.player_names() == ("Ana", "Ben")
    assert again.app.table.setup is not None
    assert again.app.table.setup.seed == 21
    assert again.app.window.presenter.scene.shown_moves() == 5


def test_damaged_save_is_kept_aside_and_a_new_game_starts(make_harness) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "triangles-qt/game", "version": 1, "board": {"stars": [[0, 0]')
    h = make_harness()
    assert h.game.move_count == 0
    kept = list(path.parent.glob("autosave.damaged-*.json"))
    assert len(kept) == 1
    assert kept[0].read_text().startswith('{"format"')
    assert "could not be read" in h.app.window.message_bar.text()
    # The new game plays and saves normally.
    h.tap_tap(*h.game.legal_moves()[0])
    h.app.keeper.flush()
    assert GameRecord.from_json(path.read_bytes()).moves == list(h.game.lines)


def test_a_finished_game_is_not_resumed(make_harness) -> None:
    h = make_harness()
    h.start(two_players(), None)
    game = h.game
    while not game.is_over:
        h.app.table.request_line(*game.legal_moves()[0])
    h.app.window.close()
    h.app.keeper.flush()
    again = make_harness()
    assert again.game.move_count == 0


def test_write_atomic_replaces_whole_files(tmp_path) -> None:
    target = tmp_path / "save.json"
    Files().write_atomic(target, "first")
    Files().write_atomic(target, "second")
    assert target.read_text() == "second"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_the_keeper_keeps_the_newest_save(tmp_path) -> None:
    keeper = GameKeeper(tmp_path / "a.json")
    for i in range(50):
        keeper.save("g", json.dumps({"n": i}))
    assert keeper.flush()
    assert json.loads((tmp_path / "a.json").read_text()) == {"n": 49}
    keeper.abandoned("g")
    keeper.close()
    assert not (tmp_path / "a.json").exists()


def test_save_survives_a_killed_process(tmp_path) -> None:
    """A process killed right after a save leaves a whole, loadable save behind."""
    path = tmp_path / "autosave.json"
    script = textwrap.dedent(
        f"""
        import os, signal
        from pathlib import Path
        from triangles_qt.model import Board, Game, save_game
        from triangles_qt.session import GameKeeper, GameSetup, Seat
        setup = GameSetup((Seat("Ana"), Seat("Ben")), n_stars=24, layout="phone", seed=5)
        game = Game(Board.generate(24, seed=5))
        keeper = GameKeeper(Path({str(path)!r}))
        for _ in range(10):
            game.play(*game.legal_moves()[0])
            keeper.save(setup.game_id, save_game(game, setup.to_extra()))
        keeper.flush()
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    result = subprocess.run([sys.executable, "-c", script], env=os.environ.copy(), check=False)
    assert result.returncode == -9
    loaded = read_save(path, Files())
    assert isinstance(loaded, SavedGame)
    assert loaded.game.move_count == 10
