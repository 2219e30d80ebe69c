"""``pip install .`` on a machine with no usable compiler: it succeeds, and the game plays.

The native core is optional (setup.py): where it cannot be built the install
goes on without it and the pure-Python engine plays. Here the compiler is
made unusable (``CC``, ``CXX`` and ``LDSHARED`` are ``/bin/false``) and the
project is installed from a clean copy of the source tree, with pip, into a
folder of its own: no build isolation and no package index, so setuptools
comes from this environment and nothing is downloaded (the dependencies are
this environment's too). The installed package is then imported from that
folder, from an empty working directory, and must say ``CORE == "python"``
and play whole games, the opponents' exact search included.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, clean_env

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

#: Not part of a clean clone, and no extension built in place.
_NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv*",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    "*.pyc",
    "*.so",
    "*.pyd",
    ".mypy_cache",
    ".ruff_cache",
    ".hypothesis",
    ".pytest_cache",
    "test-artifacts",
)

_PROBE = r"""
import json, random
import triangles_qt
from triangles_qt.model import CORE, Board, Game, native
from triangles_qt.plugins.builtin._solver import Solver
from triangles_qt.plugins.builtin._tactics import Position

scores = []
for play_again in (False, True):
    game = Game(Board.generate(24, seed=5), play_again=play_again)
    rng = random.Random(1)
    while game.legal_count > 9:
        game.play_line(game.random_line(rng))
    pos = Position(game)
    while not game.is_over:  # the rest exactly, as Hard plays an endgame
        line, _ = Solver().solve(pos, None)
        pos.play(line)
    scores.append(sum(game.scores))
print(json.dumps({
    "file": triangles_qt.__file__,
    "core": CORE,
    "built": native.BUILT,
    "native": pos.native is None,
    "scores": scores,
}))
"""


def test_without_a_compiler_pip_installs_the_pure_python_core(tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(ROOT, source, ignore=_NOT_SOURCE)
    target = tmp_path / "installed"
    no_compiler = {"CC": "/bin/false", "CXX": "/bin/false", "LDSHARED": "/bin/false"}
    install = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-v",
            "--no-deps",
            "--no-index",
            "--no-build-isolation",
            "--target",
            str(target),
            str(source),
        ],
        env=clean_env(**no_compiler),
        capture_output=True,
        text=True,
        timeout=500,
    )
    assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
    assert "the native core was not built" in install.stdout + install.stderr
    assert not [p.name for p in target.rglob("_native*") if p.suffix in (".so", ".pyd")]
    assert (target / "triangles_qt" / "model" / "native.py").is_file()

    empty = tmp_path / "empty"
    empty.mkdir()
    probe = subprocess.run(
        [sys.executable, "-c", _PROBE],
        cwd=empty,
        env=clean_env(PYTHONPATH=str(target)),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert probe.returncode == 0, probe.stderr[-3000:]
    found = json.loads(probe.stdout.strip().splitlines()[-1])
    assert Path(found["file"]).is_relative_to(target)
    assert found["core"] == "python" and found["built"] is False and found["native"] is True
    assert all(total > 0 for total in found["scores"])
