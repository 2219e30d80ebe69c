"""What the packaging tests share: where things are, and the project's declared facts."""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.triangles_qt.Triangles"
DESKTOP_FILE = PACKAGING / f"{APP_ID}.desktop"
METAINFO_FILE = PACKAGING / f"{APP_ID}.metainfo.xml"


def pyproject_text() -> str:
    return (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def table(name: str) -> str:
    """The body of one ``[table]`` of pyproject.toml (enough for the flat keys we read)."""
    body = pyproject_text().partition(f"[{name}]\n")[2]
    return re.split(r"^\[", body, flags=re.MULTILINE)[0]


def pyproject_version() -> str:
    match = re.search(r'^version\s*=\s*"([^"]+)"', table("project"), re.MULTILINE)
    assert match, "pyproject.toml has no [project] version"
    return match.group(1)


def pyproject_urls() -> dict[str, str]:
    return dict(re.findall(r'^(\w+)\s*=\s*"([^"]+)"', table("project.urls"), re.MULTILINE))


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def load_script(name: str) -> ModuleType:
    """A script from packaging/ as a module (they are scripts, not package modules)."""
    path = PACKAGING / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def clean_env(**extra: str) -> dict[str, str]:
    """A player's environment: no Python paths, no venv, offscreen Qt; plus ``extra``."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV", "PYTEST", "COV_"))
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env
