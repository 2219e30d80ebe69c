"""What the game's keeper tells: news for the player, what start-up found, why a write failed.

Apart from :mod:`triangles_qt.session.keeper` so the views and the settings
can name the keeper's vocabulary without its thread and disk work.
"""

from __future__ import annotations

import enum
import errno
from dataclasses import dataclass

from triangles_qt.session.saves import SavedGame, SetAside


class NewsKind(enum.Enum):
    """What the player is told about their games' safety."""

    SAVE_FAILED = "save_failed"
    """The disk refused a write (``reason``: ``disk_full``, ``read_only``, ``not_a_folder``,
    ``io_error``, ``other``); told once until writing works again."""
    SAVE_WORKS = "save_works"
    """Writing works again after a :attr:`SAVE_FAILED`."""
    RESULT_RECORDED = "result_recorded"
    """The statistics confirmed ``game_id``'s result."""
    RESULT_WAITING = "result_waiting"
    """The statistics could not take ``game_id``'s result (``reason``, a statistics reason
    code); ``on_disk`` says whether it is safe on disk (recorded at a later start)
    or only kept while the app runs. Told once per game."""


@dataclass(frozen=True)
class KeeperNews:
    kind: NewsKind
    game_id: str = ""
    reason: str = ""
    on_disk: bool = False
    detail: str = ""


@dataclass(frozen=True)
class Recovered:
    """What the last run left: a game to resume, odd files moved aside, results handed on."""

    resume: SavedGame | None = None
    set_aside: tuple[SetAside, ...] = ()
    results: tuple[str, ...] = ()
    """Ids of finished games whose results were handed to the statistics again."""
    cleared: tuple[str, ...] = ()
    """Temporary files of writes a killed run left beside the saves, removed."""


def disk_reason(exc: OSError) -> str:
    """A reason id for a failed write, for the player's message."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "disk_full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "read_only"
    if exc.errno == errno.ENOTDIR:
        return "not_a_folder"
    if exc.errno == errno.EIO:
        return "io_error"
    return "other"
