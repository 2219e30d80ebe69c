"""The arena's ``--board CODE``: every game on the code's board with its rule; bad codes refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from triangles_qt.arena import MatchReport, TournamentReport, main, play_match, play_tournament
from triangles_qt.arena.records import record_name
from triangles_qt.model import load_game
from triangles_qt.model.board_code import BoardCode
from triangles_qt.session.setup import GameSetup

HERE = Path(__file__).parent
FIRST = "seeded_opponents:FirstLine"
#: 37 stars on the tablet-sized board, seed 0, tolerance 12.5 (tests/model/test_board_code.py).
ODD = "12H5-0172-0Z9"
#: 60 stars on the phone-sized board, play again after a triangle.
AGAIN = "111W-V741-8QD9"


@pytest.fixture(autouse=True)
def seeded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeded opponents on sys.path (workers inherit it) and PYTHONPATH (subprocesses)."""
    monkeypatch.syspath_prepend(str(HERE))
    old = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", str(HERE) + (os.pathsep + old if old else ""))


def test_a_match_on_a_board_code_plays_every_game_on_its_board(tmp_path: Path) -> None:
    code = BoardCode.parse(ODD)
    stars = code.board().stars.tolist()
    folder = tmp_path / "records"
    report = play_match(FIRST, FIRST, games=4, stars=24, board=code, records=str(folder))
    assert isinstance(report, MatchReport) and len(report.games) == 4
    summary = report.summary()
    assert (summary["stars"], summary["play_again"], summary["seed"]) == (37, False, 0)
    assert summary["board"] == ODD and summary["board_seeds"] == [0]
    for result in report.games:
        game, extra = load_game((folder / record_name(result.index)).read_text())
        assert game.board.stars.tolist() == stars and game.board.tolerance == 12.5
        assert BoardCode.of_board(game.board, game.play_again) == code
        setup = GameSetup.from_extra(extra)  # what the app would read from the record
        assert setup is not None and (setup.layout, setup.tolerance) == ("tablet", 12.5)


def test_a_tournament_on_a_board_code_plays_its_board_and_its_rule() -> None:
    code = BoardCode.parse(AGAIN)
    report = play_tournament([FIRST, "easy"], rounds=1, time_limit=0.2, board=code)
    assert isinstance(report, TournamentReport) and len(report.games) == 2
    summary = report.summary()
    assert summary["board"] == AGAIN and summary["play_again"] is True
    assert summary["stars"] == 60 and {g["seed"] for g in summary["results"]} == {code.seed}


def test_the_command_line_takes_a_board_code_and_says_so() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.arena", FIRST, FIRST, "--games", "2",
         "--board", ODD.lower().replace("-", " "), "--json"],
        capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"board {ODD}" in done.stdout
    data = json.loads(done.stdout.strip().splitlines()[-1])
    assert data["board"] == ODD and data["stars"] == 37


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--board", "12H5-0172-0Z8"], "this board code is damaged"),
        (["--board", "KX4-TQ7"], "this is not a board code"),
        (["--board", "200R-7XB"], "newer version of Triangles"),
        (["--board", ODD, "--stars", "60"], "leave out --stars, --seed and --play-again"),
        (["--board", ODD, "--seed", "3"], "leave out --stars"),
        (["--board", ODD, "--play-again"], "leave out --stars"),
    ],
)
def test_a_bad_board_code_or_one_with_other_board_options_is_refused(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for prefix in (["a", "b"], ["tournament", "a", "b"]):
        with pytest.raises(SystemExit) as exit_info:
            main([*prefix, *args])
        assert exit_info.value.code == 2
        error = capsys.readouterr().err
        assert words in error and "Traceback" not in error
