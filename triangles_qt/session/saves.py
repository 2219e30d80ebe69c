"""Reading what start-up finds where the app keeps its saves, whatever it is (Qt-free).

The autosave holds the game in progress, or a finished game whose result the
statistics have not confirmed yet; ``<stem>.pending-<game id>.json`` files
hold finished games that were set aside when a new game started. Anything
that is not a save we can use (a folder, a FIFO, a loop of links, a damaged
or oversized file, a save whose setup is missing or out of range) is renamed
aside, never deleted, and reported once as a :class:`SetAside`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from triangles_qt.model import Game, GameRecord, RecordError
from triangles_qt.model.record import MAX_RECORD_BYTES
from triangles_qt.session.assistance import Assistance
from triangles_qt.session.ending import Ending, Termination
from triangles_qt.session.files import Files, OddFile, aside_name
from triangles_qt.session.setup import GameSetup

PENDING = ".pending-"


@dataclass(frozen=True)
class SavedGame:
    """A save that can be used: the game (replayed), its setup, and how it stands."""

    game: Game
    setup: GameSetup
    path: Path
    text: str
    """The save itself, to write elsewhere unchanged."""
    finished: bool
    """Over by the rules, or resigned: its result belongs in the statistics."""
    resigned: bool
    finished_at: float | None
    substituted_moves: int = 0
    assistance: Assistance | None = None
    """The help the person had against the computer; None in a save from before it was kept."""

    @property
    def ending(self) -> Ending:
        """How a finished save ended (resigned, or by the rules)."""
        termination = Termination.RESIGNED if self.resigned else Termination.RULES
        return Ending.of(self.game, self.setup, termination)


@dataclass(frozen=True)
class SetAside:
    """Something found where a save should be that could not be used.

    ``reason`` is an id (``directory``, ``special``, ``symlink_loop``,
    ``dangling_symlink``, ``unreadable``, ``too_big``, ``damaged``,
    ``no_setup``, ``not_finished``); ``kept_as`` is where it was moved, or
    None when it could not be moved (a read-only folder): it is left as it is.
    """

    original: Path
    kept_as: Path | None
    reason: str
    detail: str = ""


def pending_path(autosave: Path, game_id: str) -> Path:
    """Where a finished game waits until the statistics confirm it."""
    safe = "".join(ch for ch in game_id if ch.isascii() and ch.isalnum())[:64] or "game"
    return autosave.with_name(f"{autosave.stem}{PENDING}{safe}{autosave.suffix}")


def pending_paths(autosave: Path, files: Files) -> list[Path]:
    """Every name that looks like a pending result, oldest first (whatever each one is)."""
    prefix, suffix = autosave.stem + PENDING, autosave.suffix
    found = [
        autosave.with_name(name)
        for name in files.names(autosave.parent)
        if name.startswith(prefix) and name.endswith(suffix) and ".tmp" not in name
    ]
    return sorted(found, key=lambda p: (files.modified(p), p.name))


def read_save(path: Path, files: Files) -> SavedGame | SetAside | None:
    """The save at ``path``; None when there is none; a :class:`SetAside` when it is odd.

    The record's cost is bounded by the loader before anything is built
    from it, and it is replayed once, here (start-up calls this off the UI
    thread).
    """
    try:
        data = files.read_small(path, MAX_RECORD_BYTES)
    except OddFile as odd:
        return _set_aside(path, files, odd.kind.value, odd.detail)
    if data is None:
        return None
    try:
        text = data.decode("utf-8")
        record = GameRecord.from_json(text)
        game = record.replay()
    except (RecordError, ValueError, TypeError, OverflowError, RecursionError) as exc:
        return _set_aside(path, files, "damaged", str(exc)[:200])
    setup = GameSetup.from_extra(record.extra)
    if setup is None:
        return _set_aside(path, files, "no_setup")
    extra = record.extra
    resigned = extra.get("resigned") is True and setup.human_player is not None
    finished_at = extra.get("finished_at")
    when = (
        float(finished_at)
        if isinstance(finished_at, (int, float))
        and not isinstance(finished_at, bool)
        and math.isfinite(float(finished_at))
        and finished_at >= 0
        else None
    )
    substituted = extra.get("substituted_moves")
    return SavedGame(
        game,
        setup,
        path,
        text,
        finished=game.is_over or resigned,
        resigned=resigned,
        finished_at=when,
        substituted_moves=substituted
        if isinstance(substituted, int) and not isinstance(substituted, bool) and substituted >= 0
        else 0,
        assistance=Assistance.from_extra(extra),
    )


def set_aside(path: Path, files: Files, reason: str, detail: str = "") -> SetAside:
    """Move ``path`` out of the way under a new name beside it; never delete it."""
    return _set_aside(path, files, reason, detail)


def _set_aside(path: Path, files: Files, reason: str, detail: str = "") -> SetAside:
    # Never a name that looks pending again: "autosave.damaged-pending-<time>.json".
    label = "damaged" if PENDING not in path.name else "damaged-pending"
    if PENDING in path.name:
        base = path.with_name(path.name.split(PENDING, 1)[0] + path.suffix)
    else:
        base = path
    dest = aside_name(base, files, label)
    try:
        files.rename(path, dest)
    except OSError as exc:
        return SetAside(path, None, reason, detail or exc.strerror or str(exc))
    return SetAside(path, dest, reason, detail)


def clear_litter(autosave: Path, files: Files) -> tuple[str, ...]:
    """Remove the temporary files of atomic writes that a killed run left beside the saves.

    ``autosave.json.<random>.tmp`` (and a pending result's) is only ever
    half of a write that never finished: the save it was to replace is
    still whole under its own name. Start-up holds the data folder's
    claim (one copy per folder, instance.py) and the keeper writes nothing
    before this, so every such file is stale. Folders are left alone.
    """
    pattern = re.compile(
        re.escape(autosave.stem)
        + f"(?:{re.escape(PENDING)}[A-Za-z0-9]+)?"
        + re.escape(autosave.suffix)
        + r"\.[A-Za-z0-9_]+\.tmp"
    )
    cleared: list[str] = []
    for name in files.names(autosave.parent):
        if not pattern.fullmatch(name):
            continue
        try:
            files.remove(autosave.with_name(name))
        except OSError:  # a folder, or the disk refuses: it harms nothing where it is
            continue
        cleared.append(name)
    return tuple(sorted(cleared))
