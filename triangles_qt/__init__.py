"""Triangles: draw lines between stars and close empty triangles."""

import re
from importlib import metadata
from pathlib import Path


def _version() -> str:
    """The version written once, in pyproject.toml: from the installed metadata, else the file."""
    try:
        return metadata.version("triangles-qt")
    except metadata.PackageNotFoundError:
        pass
    # A source tree run without installing (PYTHONPATH=. python -m triangles_qt).
    try:
        text = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text("utf-8")
    except OSError:
        return "0.0.0+unknown"
    project = re.split(r"^\[", text.partition("[project]\n")[2], flags=re.MULTILINE)[0]
    match = re.search(r'^version\s*=\s*"([^"]+)"', project, re.MULTILINE)
    return match.group(1) if match else "0.0.0+unknown"


__version__ = _version()
