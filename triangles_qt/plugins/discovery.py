"""Finding opponents (metadata only) and probing them (results, not exceptions): host side.

Finding reads installed packages' entry points and imports nothing, so the
app can list every opponent at once. :func:`installed_plugins` is the one
place that scans: the app, its About window, its statistics and the runner
all ask it, and it keeps the answer until asked to look again. Probing
(:func:`discover`) loads every entry in a worker process, one request at a
time, so a plugin that hangs or crashes while being imported cannot take the
app down with it; any fault becomes an :class:`OpponentFailure` on that one
opponent and never hides the others.

Loading itself (:func:`load_opponent`) runs plugin code and lives on the
worker side (:mod:`triangles_qt.plugins.loader`); it is re-exported here.
"""

from __future__ import annotations

import contextlib
import importlib.metadata as metadata
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from triangles_qt.plugins import _process, _trust, engines_file
from triangles_qt.plugins.contract import (
    API_VERSION,
    ENTRY_POINT_GROUP,
    ID_PATTERN,
    FailureKind,
    OpponentDescription,
    OpponentFailure,
)
from triangles_qt.plugins.entries import PluginEntry, normalize
from triangles_qt.plugins.loader import LoadedOpponent, incompatible, load_opponent
from triangles_qt.plugins.wire import Op

__all__ = [
    "DEFAULT_LOAD_TIMEOUT",
    "LoadedOpponent",
    "OpponentInfo",
    "PluginEntry",
    "discover",
    "entry_for",
    "find_plugins",
    "installed_plugins",
    "load_opponent",
    "opponent_ids",
]

#: How long one plugin may take to import and construct while being probed.
DEFAULT_LOAD_TIMEOUT = 20.0
#: How long a fresh worker interpreter may take to come up.
_START_TIMEOUT = 30.0
#: How often a probe looks whether it was cancelled.
_CANCEL_POLL = 0.1
#: Scans kept: one per (group, sys.path); tests and tools change sys.path.
_CACHE_SIZE: Final = 8

_scan_lock = threading.Lock()
_scans: dict[
    tuple[str, tuple[str, ...], tuple[str, int, int] | None], tuple[PluginEntry, ...]
] = {}


def installed_plugins(
    group: str = ENTRY_POINT_GROUP, *, refresh: bool = False
) -> tuple[PluginEntry, ...]:
    """Every registered opponent, built-ins first, then by id, then listed engines; imports no
    plugin code.

    The one scan of the installed metadata and of ``engines.toml``
    (:mod:`triangles_qt.plugins.engines_file`, for the default group only). The
    answer is kept per group, ``sys.path`` and state of that file;
    ``refresh=True`` looks again (the app does once at start, so a plugin
    installed since the last start shows up). When several
    distributions register one id, the built-in one wins, else the first by
    distribution name; the others carry a ``problem``.
    """
    listed = engines_file.stamp() if group == ENTRY_POINT_GROUP else None
    key = (group, tuple(str(p) for p in sys.path), listed)
    with _scan_lock:
        if refresh:
            _scans.clear()
        found = _scans.get(key)
        if found is None:
            found = _scan(group)
            if len(_scans) >= _CACHE_SIZE:
                _scans.pop(next(iter(_scans)))
            _scans[key] = found
        return found


def find_plugins(group: str = ENTRY_POINT_GROUP) -> list[PluginEntry]:
    """Every registered opponent (see :func:`installed_plugins`), as a new list."""
    return list(installed_plugins(group))


def opponent_ids(group: str = ENTRY_POINT_GROUP) -> list[str]:
    """The ids an opponent can be asked for by on this install (those without a problem),
    in :func:`installed_plugins`' order: for a command line's help and its checks."""
    return [entry.id for entry in installed_plugins(group) if entry.problem is None]


def _scan(group: str) -> tuple[PluginEntry, ...]:
    raw: list[PluginEntry] = []
    for ep in metadata.entry_points(group=group):
        dist_name, version = _distribution_of(ep)
        entry = PluginEntry(ep.name, ep.value, dist_name, version)
        raw.append(_with_problem(entry, ep))
    raw.sort(key=lambda e: (not e.builtin, e.id, normalize(e.distribution or "")))
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
    if group == ENTRY_POINT_GROUP:
        for engine in engines_file.read_engines():
            first = owner.get(engine.id)
            if first is not None and engine.problem is None:
                engine = engine.with_problem(
                    f"the id {engine.id!r} is already used by "
                    f"{first.distribution or 'an installed opponent'}"
                )
            out.append(engine)
    return tuple(out)


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
    candidates = [e for e in installed_plugins(group) if e.id == opponent_id]
    for entry in candidates:
        if entry.problem is None:
            return entry
    return candidates[0] if candidates else None


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
    cancel: threading.Event | None = None,
) -> list[OpponentInfo]:
    """Find and try every opponent; one result per registered entry, in :func:`find_plugins` order.

    ``isolated`` (the default) loads the plugins in a worker process: a
    plugin that crashes or hangs there is marked unavailable and probing
    goes on in a fresh worker. Blocks for about a second: call it off the
    UI thread. ``isolated=False`` loads in this process (tests, tools).
    Once ``cancel`` is set (the app is quitting) probing stops at once and
    the entries not probed yet are marked as not loaded.
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
        results.update(_probe([(i, entries[i]) for i in todo], timeout, memory_limit, cancel))
    else:
        for index in todo:
            loaded = load_opponent(entries[index])
            if isinstance(loaded, OpponentFailure):
                results[index] = OpponentInfo(entries[index], failure=loaded)
            else:
                results[index] = OpponentInfo(entries[index], description=loaded.description)
    for index, entry in enumerate(entries):
        if index not in results:
            results[index] = _not_loaded(entry, "probing was stopped before it was loaded")
    return [results[i] for i in range(len(entries))]


def _not_loaded(entry: PluginEntry, message: str, detail: str = "") -> OpponentInfo:
    return OpponentInfo(
        entry, failure=OpponentFailure(FailureKind.IMPORT, entry.id, message, detail)
    )


def _probe(
    items: Iterable[tuple[int, PluginEntry]],
    timeout: float,
    memory_limit: int | None,
    cancel: threading.Event | None,
) -> dict[int, OpponentInfo]:
    """Load entries one request at a time; a fresh worker past any entry that breaks one."""
    pending = deque(items)
    results: dict[int, OpponentInfo] = {}
    while pending and not (cancel is not None and cancel.is_set()):
        nonce = _trust.new_token()
        config = {"mode": "probe", "memory_limit": memory_limit, "nonce": nonce}
        try:
            worker = _process.start_worker(config, "triangles-ai-probe")
        except Exception as exc:
            for index, entry in pending:
                results[index] = _not_loaded(entry, f"the process to load it did not start ({exc})")
            return results
        try:
            started = _await(worker, _START_TIMEOUT, cancel)
            if started == "cancelled":
                return results
            if not (isinstance(started, dict) and _trust.answers(started, nonce, Op.STARTED)):
                for index, entry in pending:
                    results[index] = _not_loaded(entry, "the process to load it did not start")
                return results
            trusted = True
            while pending and trusted:
                index, entry = pending.popleft()
                probed = _probe_one(worker, entry, timeout, cancel)
                if probed is None:  # cancelled
                    return results
                results[index], trusted = probed
        finally:
            worker.close(graceful=not (cancel is not None and cancel.is_set()))
    return results


def _probe_one(
    worker: _process.Worker, entry: PluginEntry, timeout: float, cancel: threading.Event | None
) -> tuple[OpponentInfo, bool] | None:
    """Ask ``worker`` to load ``entry``: its info and whether the worker may go on.

    None if cancelled. A worker that died, hung, or sent anything but the
    answer to this very request is not asked again: the next entry gets a fresh one.
    """
    token = _trust.new_token()
    with contextlib.suppress(OSError, ValueError):  # a dead worker: the wait below says so
        worker.send({"op": Op.PROBE.value, "id": token, "entry": entry.to_dict()})
    outcome = _await(worker, timeout, cancel)
    if outcome == "cancelled":
        return None
    if outcome == "timeout":
        worker.kill(dump_stack=True)
        message = f"it did not finish loading within {timeout:g} s"
        return _not_loaded(entry, message, worker.fault_text()), False
    if outcome == "ended":
        how = _process.describe_exit(worker.exit_code())
        return _not_loaded(entry, f"{how} while loading", worker.fault_text()), False
    if not (isinstance(outcome, dict) and _trust.answers(outcome, token, Op.PROBED)):
        return _not_loaded(entry, "its loader sent a garbled or unexpected message"), False
    return _probe_result(entry, outcome)


def _await(
    worker: _process.Worker, timeout: float, cancel: threading.Event | None
) -> dict[str, Any] | str:
    """The worker's next message, "timeout", "ended", "garbled" or "cancelled"."""
    deadline = time.monotonic() + timeout
    while True:
        if cancel is not None and cancel.is_set():
            return "cancelled"
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return "timeout"
        step = remaining if cancel is None else min(remaining, _CANCEL_POLL)
        outcome = worker.next_message(step)
        if outcome != "timeout":
            return outcome


def _probe_result(entry: PluginEntry, message: dict[str, Any]) -> tuple[OpponentInfo, bool]:
    """The checked result of one probe, and whether the worker may go on.

    Anything garbled is an IMPORT failure (the opponent was not loaded) and
    costs the worker its trust.
    """
    if "failure" in message:
        failure = _trust.reported_failure(message["failure"], entry.id, _trust.LOAD_FAILURES)
        if failure.kind not in _trust.LOAD_FAILURES:
            return _not_loaded(entry, failure.message, failure.detail), False
        return OpponentInfo(entry, failure=failure), True
    try:
        description = _trust.reported_description(message.get("opponent"))
    except (KeyError, TypeError, ValueError) as exc:
        return _not_loaded(entry, f"its loader sent a garbled report ({exc})"), False
    if description.api_version > API_VERSION:
        return OpponentInfo(entry, failure=incompatible(entry.id, description.api_version)), True
    return OpponentInfo(entry, description=description), True
