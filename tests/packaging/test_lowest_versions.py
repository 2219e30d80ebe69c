"""constraints-lowest.txt pins exactly the lower bounds pyproject.toml promises.

``.ci/run`` installs that file into a second environment (on the oldest Python
the machine has) and runs the tests that depend on these libraries, so the
bounds stay honest only if the file follows pyproject.toml.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
_REQUIREMENT = re.compile(
    r"^\s*(?P<name>[A-Za-z0-9_.\-]+)\s*(?P<spec>[^;]*?)\s*(?:;\s*(?P<marker>.+?))?\s*$"
)


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _marker(text: str | None) -> str:
    return re.sub(r"\s+", "", (text or "").replace("'", '"'))


def declared_lower_bounds() -> dict[str, tuple[str, str]]:
    """Each runtime dependency's ``>=`` bound (and its environment marker)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    out = {}
    for requirement in project["dependencies"]:
        match = _REQUIREMENT.match(requirement)
        assert match, requirement
        lower = re.search(r">=\s*([0-9][0-9A-Za-z.]*)", match["spec"])
        assert lower, f"{requirement!r} promises no lower bound"
        out[_normal(match["name"])] = (lower[1], _marker(match["marker"]))
    return out


def pinned() -> dict[str, tuple[str, str]]:
    out = {}
    for line in (ROOT / "constraints-lowest.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = _REQUIREMENT.match(line)
        assert match and match["spec"].startswith("=="), line
        out[_normal(match["name"])] = (match["spec"][2:].strip(), _marker(match["marker"]))
    return out


def _release(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version)[:3])


def test_the_constraints_pin_every_declared_lower_bound() -> None:
    declared, pins = declared_lower_bounds(), pinned()
    assert set(pins) == set(declared)
    for name, (lower, marker) in declared.items():
        version, pin_marker = pins[name]
        # "6.8" and "6.8.0" are one version.
        assert _release(version) == _release(lower) + (0,) * (
            len(_release(version)) - len(_release(lower))
        ), (name, version, lower)
        assert pin_marker == marker, (name, pin_marker, marker)


def test_the_ci_installs_the_constraints() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "constraints-lowest.txt" in script
