"""One registered opponent as package metadata describes it (shared, Qt-free, plain data).

The host finds entries (:mod:`triangles_qt.plugins.discovery`) and sends
them to a worker as dicts; the worker loads them
(:mod:`triangles_qt.plugins.loader`). Both sides need this one class, so it
lives apart from either.
"""

from __future__ import annotations

import importlib.metadata as metadata
from dataclasses import dataclass, replace
from typing import Any

from triangles_qt.plugins.contract import BUILTIN_DISTRIBUTION, ENTRY_POINT_GROUP


def normalize(name: str) -> str:
    """A distribution name as package tools compare them."""
    return name.lower().replace("_", "-").replace(".", "-")


@dataclass(frozen=True)
class PluginEntry:
    """One registered opponent as the package metadata describes it.

    ``problem`` is set when the entry can be judged unusable without
    importing anything (a bad id, a bad entry-point value, an id clash).
    An engine listed in ``engines.toml`` or given to the arena with
    ``--engine`` has a ``command`` (and ``cwd``, ``name``) instead of an
    entry point to load, and may name a folder for its logs (``log_dir``:
    its standard error, a file per game).
    """

    id: str
    value: str
    distribution: str | None = None
    version: str | None = None
    problem: str | None = None
    command: tuple[str, ...] | None = None
    cwd: str | None = None
    name: str = ""
    log_dir: str | None = None

    @property
    def is_engine(self) -> bool:
        """An engine run from a command (not an entry point's class)."""
        return self.command is not None

    def with_problem(self, problem: str) -> PluginEntry:
        return replace(self, problem=problem)

    @property
    def builtin(self) -> bool:
        return self.distribution is not None and (
            normalize(self.distribution) == BUILTIN_DISTRIBUTION
        )

    def entry_point(self) -> metadata.EntryPoint:
        return metadata.EntryPoint(name=self.id, value=self.value, group=ENTRY_POINT_GROUP)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "value": self.value,
            "distribution": self.distribution,
            "version": self.version,
            "problem": self.problem,
            "command": None if self.command is None else list(self.command),
            "cwd": self.cwd,
            "name": self.name,
            "log_dir": self.log_dir,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PluginEntry:
        command = data.get("command")
        return cls(
            str(data["id"]),
            str(data["value"]),
            data.get("distribution"),
            data.get("version"),
            data.get("problem"),
            None if command is None else tuple(str(word) for word in command),
            data.get("cwd"),
            str(data.get("name") or ""),
            data.get("log_dir"),
        )
