"""The wheel and sdist build from the source tree, and the wheel runs from a fresh venv.

One session-wide build: the sdist first, then the wheel *from the sdist* (what
``python -m build`` does), so a file the sdist forgets breaks the wheel too.
The wheel goes into a brand-new virtual environment (dependencies from the
package index, PySide6 included), and the app is started from there,
offscreen, from an empty folder with no source tree on the path.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.packaging.helpers import APP_ID, ROOT, clean_env, pyproject_version
from triangles_qt import i18n
from triangles_qt.sound.cues import SoundCue

LANGS = i18n.LANGUAGE_CODES
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

#: Not part of a clean clone: never copied into the build folder.
_NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv*",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    "*.pyc",
    ".mypy_cache",
    ".ruff_cache",
    ".hypothesis",
    ".pytest_cache",
    "test-artifacts",
)

_PROBE = r"""
import importlib.metadata as md, json, sys
from pathlib import Path
import triangles_qt
from triangles_qt import i18n
from triangles_qt.sound.cues import SoundCue
from triangles_qt.plugins.discovery import find_plugins
package = Path(triangles_qt.__file__).parent
print(json.dumps({
    "file": triangles_qt.__file__,
    "version": triangles_qt.__version__,
    "sys_path": sys.path,
    "plugins": [[e.id, e.distribution, e.version, e.problem] for e in find_plugins()],
    "resources": sorted(
        str(p.relative_to(package)) for p in (package / "resources").rglob("*") if p.is_file()
    ),
    "resources_dir": str(i18n.RESOURCES_DIR),
}))
"""


@dataclass
class Built:
    wheel: Path
    sdist: Path
    venv: Path
    work: Path

    def bin(self, name: str) -> Path:
        folder = "Scripts" if sys.platform == "win32" else "bin"
        return self.venv / folder / (name + (".exe" if sys.platform == "win32" else ""))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    work = tmp_path_factory.mktemp("packaging")
    source = work / "src"
    shutil.copytree(ROOT, source, ignore=_NOT_SOURCE)
    out = work / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(source)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    built = Built(wheel, sdist, venv, work)
    subprocess.run(
        [str(built.bin("python")), "-m", "pip", "install", "-q", str(wheel)],
        check=True,
        timeout=600,
        env=clean_env(),
    )
    return built


def test_wheel_carries_everything_the_app_needs_at_run_time(built: Built) -> None:
    version = pyproject_version()
    # The native core makes it a wheel for this Python and platform, and it carries the core.
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert built.wheel.name.startswith(f"triangles_qt-{version}-{tag}-{tag}-"), built.wheel.name
    with zipfile.ZipFile(built.wheel) as wheel:
        names = set(wheel.namelist())
    assert any(n.startswith("triangles_qt/model/_native.") and n.endswith(".so") for n in names)
    with zipfile.ZipFile(built.wheel) as wheel:
        info = f"triangles_qt-{version}.dist-info"
        entry_points = wheel.read(f"{info}/entry_points.txt").decode()
        metadata = wheel.read(f"{info}/METADATA").decode()
    expected = {
        "triangles_qt/py.typed",
        "triangles_qt/resources/fonts/OFL.txt",
        "triangles_qt/resources/icons/triangles.svg",
        "triangles_qt/resources/icons/triangles-256.png",
        "triangles_qt/plugins/builtin/__init__.py",
        f"{info}/licenses/LICENSE",
        *(f"triangles_qt/resources/translations/{i18n.qm_path(lang).name}" for lang in LANGS),
        *(f"triangles_qt/resources/fonts/{font}" for font in i18n.FONT_FILES),
        "triangles_qt/resources/sounds/README.md",
        *(f"triangles_qt/resources/sounds/{cue.value}.wav" for cue in SoundCue),
    }
    assert expected <= names, sorted(expected - names)
    assert not any("tests/" in n or n.startswith("packaging/") for n in names)
    assert "[gui_scripts]\ntriangles-qt = triangles_qt.cli:main" in entry_points
    for oid in ("easy", "medium", "hard"):
        assert f"{oid} = triangles_qt.plugins.builtin:" in entry_points
    assert f"Version: {version}" in metadata
    assert "Project-URL: Homepage, https://github.com/triangles-qt/triangles-qt" in metadata


def test_sdist_carries_sources_translations_packaging_docs_and_tests(built: Built) -> None:
    top = f"triangles_qt-{pyproject_version()}/"
    with tarfile.open(built.sdist) as sdist:
        names = {n.removeprefix(top) for n in sdist.getnames()}
    expected = {
        "pyproject.toml",
        "setup.py",
        "triangles_qt/model/_native.c",
        "LICENSE",
        "MANIFEST.in",
        "README.md",
        "translations/update.py",
        f"packaging/{APP_ID}.desktop",
        f"packaging/{APP_ID}.metainfo.xml",
        f"packaging/icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"packaging/icons/hicolor/512x512/apps/{APP_ID}.png",
        "packaging/triangles.spec",
        "packaging/build_bundle.py",
        "packaging/make_icons.py",
        "docs/install.md",
        "docs/screenshots/board-180-mid.png",
        "tests/packaging/test_wheel.py",
        "examples/triangles-greedy-example/pyproject.toml",
        *(f"translations/triangles_{lang}.ts" for lang in i18n.LANGUAGE_CODES),
    }
    assert expected <= names, sorted(expected - names)
    assert not any("__pycache__" in n or n.startswith((".git/", ".venv")) for n in names)


def test_app_runs_from_the_fresh_venv_without_the_source_tree(built: Built) -> None:
    run_dir = built.work / "run"
    run_dir.mkdir()
    data = built.work / "player-data"
    done = subprocess.run(
        [str(built.bin("triangles-qt")), "--smoke-test"],
        cwd=run_dir,
        env=clean_env(TRIANGLES_DATA_DIR=str(data)),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke test passed" in done.stdout and "by 'easy' in worker pid" in done.stdout
    assert not data.exists()  # the smoke test keeps away from the player's files


def test_installed_package_has_its_opponents_and_resources(built: Built) -> None:
    run_dir = built.work / "probe"
    run_dir.mkdir()
    done = subprocess.run(
        [str(built.bin("python")), "-c", _PROBE],
        cwd=run_dir,
        env=clean_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    probe = json.loads(done.stdout)
    # Imported from the venv, with no source tree anywhere on the path.
    assert Path(probe["file"]).is_relative_to(built.venv)
    assert not any(p and Path(p).resolve() == ROOT for p in probe["sys_path"])
    assert probe["version"] == pyproject_version()
    plugins = {p[0]: p for p in probe["plugins"]}
    for oid in ("easy", "medium", "hard"):
        assert plugins[oid] == [oid, "triangles-qt", pyproject_version(), None]
    resources = set(probe["resources"])
    for lang in i18n.LANGUAGE_CODES:
        assert f"resources/translations/triangles_{lang}.qm" in resources
    for font in (*i18n.FONT_FILES, "OFL.txt"):
        assert f"resources/fonts/{font}" in resources
    assert "resources/icons/triangles.svg" in resources
    assert {f"resources/sounds/{cue.value}.wav" for cue in SoundCue} <= resources
    assert Path(probe["resources_dir"]).is_relative_to(built.venv)
