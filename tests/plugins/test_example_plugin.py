"""The example plugin installs with pip and plays a whole game through discovery and the runner."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.discovery import discover, entry_for
from triangles_qt.plugins.policy import fallback_move
from triangles_qt.plugins.runner import OpponentRunner

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "triangles-greedy-example"


@pytest.fixture(scope="module")
def example_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``pip install`` the example into a folder of its own (the venv stays as it was)."""
    work = tmp_path_factory.mktemp("example")
    source = work / "source"  # build in a copy: no build/ or egg-info in the repository
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    site = work / "site"
    subprocess.run(
        [
            sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
            "--no-build-isolation", "--disable-pip-version-check", "--target", str(site),
            str(source),
        ],
        check=True,
        timeout=300,
        env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"},
    )  # fmt: skip
    return site


@pytest.fixture
def installed(example_site: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.syspath_prepend(str(example_site))
    yield example_site
    for module in [m for m in sys.modules if m.startswith("triangles_greedy_example")]:
        del sys.modules[module]


def test_pip_installed_real_metadata(installed: Path) -> None:
    entry = entry_for("greedy-example")
    assert entry is not None
    assert entry.distribution == "triangles-greedy-example"
    assert entry.version == "1.0.0"
    assert entry.value == "triangles_greedy_example:GreedyOpponent"
    assert list(installed.glob("triangles_greedy_example-1.0.0.dist-info/entry_points.txt"))


def test_discovery_lists_it_with_its_translated_names(installed: Path) -> None:
    info = next(i for i in discover() if i.id == "greedy-example")
    assert info.available, info.reason
    assert info.display_name("en") == "Greedy (example)"
    assert info.display_name("ro") == "Lacom (exemplu)"
    assert info.display_name("hi") == "लालची (उदाहरण)"


def test_it_plays_a_full_game_through_the_runner(installed: Path) -> None:
    game = Game(Board.generate(24, seed=21))
    # A grace for a loaded machine: the example's own tests check that it stops in time.
    with OpponentRunner("greedy-example", grace=30.0) as runner:
        runner.prepare(game)
        while not game.is_over:
            if game.current_player == 0:
                request = runner.request_move(game, 1.0)
                move = request.result(30)
                assert isinstance(move, tuple), move
            else:
                move = fallback_move(game)
            game.play(*move)
        assert runner.restarts == 0
        assert runner.boards_sent == 1
        assert runner.worker_info["distribution"] == "triangles-greedy-example"
    assert sum(game.scores) > 0


def test_its_own_tests_pass(installed: Path, tmp_path: Path) -> None:
    source = tmp_path / "example"
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(source)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=source,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert " passed" in result.stdout
