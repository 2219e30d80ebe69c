"""Finding opponents (metadata only) and loading them (results, not exceptions).

Finding reads installed packages' entry points and imports nothing, so the
app can list every opponent at once. Loading imports a plugin, builds the
opponent and checks its shape; any fault becomes an :class:`OpponentFailure`
on that one opponent and never hides the others. :func:`discover` does the
loading in a worker process, so a plugin that hangs or crashes while being
imported cannot take the app down with it.
"""

from __future__ import annotations

import importlib.metadata as metadata
import time
import traceback
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from triangles_qt.plugins import _process
from triangles_qt.plugins.contract import (
    API_VERSION,
    BUILTIN_DISTRIBUTION,
    ENTRY_POINT_GROUP,
    ID_PATTERN,
    ContractError,
    FailureKind,
    Opponent,
    OpponentDescription,
    OpponentFailure,
    declared_api_version,
    describe_opponent,
)

#: How long one plugin may take to import and construct while being probed.
DEFAULT_LOAD_TIMEOUT = 20.0
#: How long a fresh worker interpreter may take to come up.
_START_TIMEOUT = 30.0


def _normalize(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


@dataclass(frozen=True)
class PluginEntry:
    """One registered opponent as the package metadata describes it.

    ``problem`` is set when the entry can be judged unusable without
    importing anything (a bad id, a bad entry-point value, an id clash).
    """

    id: str
    value: str
    distribution: str | None = None
    version: str | None = None
    problem: str | None = None

    @property
    def builtin(self) -> bool:
        return self.distribution is not None and (
            _normalize(self.distribution) == BUILTIN_DISTRIBUTION
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
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PluginEntry:
        return cls(
            str(data["id"]),
            str(data["value"]),
            data.get("distribution"),
            data.get("version"),
            data.get("problem"),
        )


def find_plugins(group: str = ENTRY_POINT_GROUP) -> list[PluginEntry]:
    """Every registered opponent, built-ins first, then by id; imports no plugin code.

    When several distributions register one id, the built-in one wins, else
    the first by distribution name; the others carry a ``problem``.
    """
    raw: list[PluginEntry] = []
    for ep in metadata.entry_points(group=group):
        dist_name, version = _distribution_of(ep)
        entry = PluginEntry(ep.name, ep.value, dist_name, version)
        raw.append(_with_problem(entry, ep))
    raw.sort(key=lambda e: (not e.builtin, e.id, _normalize(e.distribution or "")))
    owner: dict[str, PluginEntry] = {}
    out: list[PluginEntry] = []
    for entry in raw:
        first = owner.get(entry.id)
        if first is None:
            if entry.problem is None:
                owner[entry.id] = entry
        elif entry.problem is None:
            entry = PluginEntry(
                entry.id,
                entry.value,
                entry.distribution,
                entry.version,
                f"the id {entry.id!r} is already used by {first.distribution or 'another package'}",
            )
        out.append(entry)
    return out


def _distribution_of(ep: metadata.EntryPoint) -> tuple[str | None, str | None]:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return None, None
    try:
        name = dist.metadata["Name"]
        version = dist.version
    except Exception:
        return None, None
    return (str(name) if name else None), (str(version) if version else None)


def _with_problem(entry: PluginEntry, ep: metadata.EntryPoint) -> PluginEntry:
    problem = None
    if not ID_PATTERN.fullmatch(entry.id):
        problem = (
            f"the id {entry.id!r} is not valid: use letters, digits, '-', '_' or '.', "
            "at most 64 characters"
        )
    else:
        try:
            match = ep.pattern.match(ep.value)
        except Exception:
            match = None
        if match is None or not match.group("attr"):
            problem = f"the entry point {entry.value!r} must name a class as 'package.module:Class'"
    if problem is None:
        return entry
    return PluginEntry(entry.id, entry.value, entry.distribution, entry.version, problem)


def entry_for(opponent_id: str, group: str = ENTRY_POINT_GROUP) -> PluginEntry | None:
    """The entry that serves ``opponent_id``; None if no package registers it.

    An id with a colon, ``package.module:Class``, names a class directly:
    that is how an author tries an opponent in the arena before packaging it.
    """
    if ":" in opponent_id:
        return PluginEntry(opponent_id, opponent_id)
    candidates = [e for e in find_plugins(group) if e.id == opponent_id]
    for entry in candidates:
        if entry.problem is None:
            return entry
    return candidates[0] if candidates else None


@dataclass(frozen=True)
class LoadedOpponent:
    """An opponent object that passed every check, with what it says about itself."""

    entry: PluginEntry
    opponent: Opponent
    description: OpponentDescription


def load_opponent(entry: PluginEntry) -> LoadedOpponent | OpponentFailure:
    """Import, build and check one opponent in this process; never raises.

    Catches everything a plugin can throw at import or construction time,
    ``SystemExit`` included. Runs plugin code: the app calls it only inside
    a worker process.
    """
    oid = entry.id

    def fail(kind: FailureKind, message: str, detail: str = "") -> OpponentFailure:
        return OpponentFailure(kind, oid, message, detail)

    if entry.problem:
        return fail(FailureKind.IMPORT, entry.problem)
    try:
        target = entry.entry_point().load()
    except BaseException as exc:
        if isinstance(exc, KeyboardInterrupt):
            raise
        return fail(
            FailureKind.IMPORT,
            f"loading {entry.value!r} raised {_exc_line(exc)}",
            traceback.format_exc(),
        )
    if not callable(target):
        return fail(
            FailureKind.IMPORT,
            f"{entry.value!r} is a {type(target).__name__}, not an opponent class",
        )
    try:
        version = declared_api_version(target)
    except ContractError as exc:
        return fail(FailureKind.IMPORT, f"it does not keep the opponent contract: {exc}")
    if version > API_VERSION:
        return _incompatible(oid, version)
    try:
        obj = target()
    except BaseException as exc:
        if isinstance(exc, KeyboardInterrupt):
            raise
        return fail(
            FailureKind.IMPORT,
            f"creating the opponent raised {_exc_line(exc)}",
            traceback.format_exc(),
        )
    try:
        description = describe_opponent(obj)
    except ContractError as exc:
        return fail(FailureKind.IMPORT, f"it does not keep the opponent contract: {exc}")
    if description.api_version > API_VERSION:
        return _incompatible(oid, description.api_version)
    return LoadedOpponent(entry, obj, description)


def _incompatible(oid: str, version: int) -> OpponentFailure:
    return OpponentFailure(
        FailureKind.INCOMPATIBLE,
        oid,
        f"it needs version {version} of the opponent contract; "
        f"this version of Triangles supports version {API_VERSION}",
    )


def _exc_line(exc: BaseException) -> str:
    text = str(exc)
    first = text.splitlines()[0] if text else ""
    return f"{type(exc).__name__}: {first[:200]}" if first else type(exc).__name__


@dataclass(frozen=True)
class OpponentInfo:
    """One opponent as the New Game window shows it: usable, or not and why."""

    entry: PluginEntry
    description: OpponentDescription | None = None
    failure: OpponentFailure | None = None

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def available(self) -> bool:
        return self.failure is None and self.description is not None

    @property
    def incompatible(self) -> bool:
        return self.failure is not None and self.failure.kind is FailureKind.INCOMPATIBLE

    @property
    def reason(self) -> str:
        """Why it cannot be chosen ("" when it can)."""
        return self.failure.message if self.failure else ""

    def display_name(self, language: str | None = None) -> str:
        if self.description is not None:
            return self.description.display_name(language)
        return self.entry.id


def discover(
    group: str = ENTRY_POINT_GROUP,
    *,
    isolated: bool = True,
    timeout: float = DEFAULT_LOAD_TIMEOUT,
    memory_limit: int | None = None,
) -> list[OpponentInfo]:
    """Find and try every opponent; one result per registered entry, in :func:`find_plugins` order.

    ``isolated`` (the default) loads the plugins in a worker process: a
    plugin that crashes or hangs there is marked unavailable and probing
    goes on in a fresh worker. Blocks for about a second: call it off the
    UI thread. ``isolated=False`` loads in this process (tests, tools).
    """
    entries = find_plugins(group)
    results: dict[int, OpponentInfo] = {}
    todo: list[int] = []
    for index, entry in enumerate(entries):
        if entry.problem is not None:
            results[index] = OpponentInfo(
                entry, failure=OpponentFailure(FailureKind.IMPORT, entry.id, entry.problem)
            )
        else:
            todo.append(index)
    if isolated:
        results.update(_probe([(i, entries[i]) for i in todo], timeout, memory_limit))
    else:
        for index in todo:
            loaded = load_opponent(entries[index])
            if isinstance(loaded, OpponentFailure):
                results[index] = OpponentInfo(entries[index], failure=loaded)
            else:
                results[index] = OpponentInfo(entries[index], description=loaded.description)
    return [results[i] for i in range(len(entries))]


def _probe(
    items: Iterable[tuple[int, PluginEntry]], timeout: float, memory_limit: int | None
) -> dict[int, OpponentInfo]:
    """Load entries one by one in a worker; restart it past any entry that kills or hangs it."""
    from triangles_qt.plugins import worker as worker_module

    pending = list(items)
    results: dict[int, OpponentInfo] = {}
    while pending:
        config = {
            "mode": "probe",
            "entries": [entry.to_dict() for _, entry in pending],
            "memory_limit": memory_limit,
        }
        worker = _process.start_worker(worker_module.main, config, "triangles-ai-probe")
        try:
            if not _started(worker):
                for index, entry in pending:
                    results[index] = OpponentInfo(
                        entry,
                        failure=OpponentFailure(
                            FailureKind.IMPORT, entry.id, "the process to load it did not start"
                        ),
                    )
                return results
            deadline = time.monotonic() + timeout
            while pending:
                ready = worker.wait(max(0.0, deadline - time.monotonic()))
                if not ready:
                    index, entry = pending.pop(0)
                    worker.kill(dump_stack=True)
                    results[index] = OpponentInfo(
                        entry,
                        failure=OpponentFailure(
                            FailureKind.IMPORT,
                            entry.id,
                            f"it did not finish loading within {timeout:g} s",
                            worker.fault_text(),
                        ),
                    )
                    break
                try:
                    message = worker.receive()
                except (EOFError, OSError, ValueError):
                    index, entry = pending.pop(0)
                    how = _process.describe_exit(worker.exit_code())
                    results[index] = OpponentInfo(
                        entry,
                        failure=OpponentFailure(
                            FailureKind.IMPORT,
                            entry.id,
                            f"{how} while loading",
                            worker.fault_text(),
                        ),
                    )
                    break
                index, entry = pending.pop(0)
                results[index] = _probe_result(entry, message)
                deadline = time.monotonic() + timeout
        finally:
            worker.close()
    return results


def _started(worker: _process.Worker) -> bool:
    """Wait for a fresh worker's interpreter to come up (not counted against any plugin)."""
    if not worker.wait(_START_TIMEOUT):
        return False
    try:
        return worker.receive().get("op") == "started"
    except (EOFError, OSError, ValueError):
        return False


def _probe_result(entry: PluginEntry, message: dict[str, Any]) -> OpponentInfo:
    try:
        if "failure" in message:
            return OpponentInfo(entry, failure=OpponentFailure.from_dict(message["failure"]))
        return OpponentInfo(entry, description=OpponentDescription.from_dict(message["opponent"]))
    except (KeyError, TypeError, ValueError) as exc:
        return OpponentInfo(
            entry,
            failure=OpponentFailure(
                FailureKind.IMPORT, entry.id, f"its loader sent a garbled report ({exc})"
            ),
        )
