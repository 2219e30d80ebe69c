"""Loading one opponent: import, build, check; results, not exceptions (worker side, Qt-free).

This runs plugin code, so the app calls it only inside a worker process
(:mod:`triangles_qt.plugins.worker`); ``discover(isolated=False)`` uses it
in-process for tests and tools. It imports nothing from the host side.
"""

from __future__ import annotations

from dataclasses import dataclass

from triangles_qt.plugins._exc import exc_line, format_exception
from triangles_qt.plugins.contract import (
    API_VERSION,
    ContractError,
    FailureKind,
    Opponent,
    OpponentDescription,
    OpponentFailure,
    declared_api_version,
    describe_opponent,
)
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.plugins.external import EngineFault, configured


@dataclass(frozen=True)
class LoadedOpponent:
    """An opponent object that passed every check, with what it says about itself."""

    entry: PluginEntry
    opponent: Opponent
    description: OpponentDescription


def load_opponent(entry: PluginEntry) -> LoadedOpponent | OpponentFailure:
    """Import, build and check one opponent in this process; never raises.

    Catches everything a plugin can throw at import or construction time,
    ``SystemExit`` included (only ``KeyboardInterrupt`` goes on), and
    exceptions whose text or class name cannot even be read.
    """
    oid = entry.id

    def fail(kind: FailureKind, message: str, detail: str = "") -> OpponentFailure:
        return OpponentFailure(kind, oid, message, detail)

    def raised(doing: str, exc: BaseException) -> OpponentFailure:
        if isinstance(exc, KeyboardInterrupt):
            raise exc
        if isinstance(exc, EngineFault):  # an engine that would not start: its own words
            return fail(FailureKind.IMPORT, exc.message, exc.detail)
        return fail(FailureKind.IMPORT, f"{doing} raised {exc_line(exc)}", format_exception(exc))

    if entry.problem:
        return fail(FailureKind.IMPORT, entry.problem)
    try:
        if entry.command is not None:  # a listed engine: no entry point to import
            target: object = configured(entry.command, entry.cwd, entry.name, entry.id)
        else:
            target = entry.entry_point().load()
    except BaseException as exc:
        return raised(f"loading {entry.value!r}", exc)
    if not callable(target):
        return fail(
            FailureKind.IMPORT,
            f"{entry.value!r} is a {type(target).__name__}, not an opponent class",
        )
    try:
        version = declared_api_version(target)
    except ContractError as exc:
        return fail(FailureKind.IMPORT, f"it does not keep the opponent contract: {exc}")
    except BaseException as exc:
        return raised("reading api_version", exc)
    if version > API_VERSION:
        return incompatible(oid, version)
    try:
        obj = target()
    except BaseException as exc:
        return raised("creating the opponent", exc)
    try:
        description = describe_opponent(obj)
    except ContractError as exc:
        return fail(FailureKind.IMPORT, f"it does not keep the opponent contract: {exc}")
    except BaseException as exc:  # an attribute whose methods misbehave (a str subclass, say)
        return raised("checking the opponent", exc)
    if description.api_version > API_VERSION:
        return incompatible(oid, description.api_version)
    return LoadedOpponent(entry, obj, description)


def incompatible(oid: str, version: int) -> OpponentFailure:
    """The failure for an opponent written for a newer contract than this app's."""
    return OpponentFailure(
        FailureKind.INCOMPATIBLE,
        oid,
        f"it needs version {version} of the opponent contract; "
        f"this version of Triangles supports version {API_VERSION}",
    )
