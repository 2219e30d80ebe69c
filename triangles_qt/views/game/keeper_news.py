"""What the game's keeper reports, brought to the UI thread and put in the player's words.

The keeper (triangles_qt/session/keeper.py) decides what is safe and where;
this only relays its news (it arrives on the keeper's or the statistics'
thread) and says it truthfully in the language on screen. What start-up
found about the data folder and its lock (instance.py) is said here too,
and a fault said at start is not said again by each part that meets it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from triangles_qt import background
from triangles_qt.play.settings import SettingsProblem, SettingsTrouble
from triangles_qt.safe_open import OddKind
from triangles_qt.session import GameKeeper, KeeperNews, NewsKind, SetAside
from triangles_qt.views.stats.texts import reason_text


class KeeperNewsRelay(QObject):
    """Re-emits the keeper's news on the UI thread as ``news(KeeperNews)``."""

    news = Signal(object)

    def __init__(
        self, keeper: GameKeeper, parent: QObject | None = None, told_disk: str | None = None
    ) -> None:
        """``told_disk``: the disk reason start-up already told the player (its data folder
        cannot be written); the keeper's news of the same fault is not told again."""
        super().__init__(parent)
        self._told_disk = told_disk
        self._recovered: set[str] = set()
        # News that arrives after the window (and this relay) is gone is dropped.
        keeper.listen(background.deliver_to(self, self._deliver))

    def recovered(self, game_ids: Iterable[str]) -> None:
        """Results found on disk at start and handed on again: told in the run they ended in."""
        self._recovered.update(game_ids)

    def _deliver(self, news: object) -> None:
        if isinstance(news, KeeperNews) and not self._said_already(news):
            self.news.emit(news)

    def _said_already(self, news: KeeperNews) -> bool:
        """The player knows this already (told at start, or in an earlier run)."""
        if news.kind is NewsKind.SAVE_WORKS:
            self._told_disk = None  # a later failure is news again
            return False
        if news.kind is NewsKind.SAVE_FAILED:
            return self._told_disk is not None and news.reason == self._told_disk
        if news.kind is NewsKind.RESULT_WAITING:
            # Still waiting since an earlier run (the statistics' own notice says why), or
            # kept in memory as start-up said every result would be.
            return news.game_id in self._recovered or (
                self._told_disk is not None and not news.on_disk
            )
        return False


def disk_text(reason: str) -> str:
    """Why the disk refused a write, in the current language."""
    texts = {
        "disk_full": QCoreApplication.translate("KeeperNews", "the disk is full"),
        "read_only": QCoreApplication.translate("KeeperNews", "the folder cannot be written to"),
        "io_error": QCoreApplication.translate("KeeperNews", "the disk reported an error"),
        "not_a_folder": QCoreApplication.translate(
            "KeeperNews", "a file stands where the folder should be"
        ),
    }
    return texts.get(reason, QCoreApplication.translate("KeeperNews", "the disk refused it"))


def news_text(news: KeeperNews) -> str:
    """The message for one piece of news ("" for news the player need not read)."""
    if news.kind is NewsKind.SAVE_FAILED:
        return QCoreApplication.translate(
            "KeeperNews",
            "The game could not be saved ({0}). It is kept while Triangles runs and saved "
            "as soon as the disk allows.",
        ).format(disk_text(news.reason))
    if news.kind is NewsKind.SAVE_WORKS:
        return QCoreApplication.translate(
            "KeeperNews", "Saving works again: the games are safe on the disk."
        )
    if news.kind is NewsKind.RESULT_WAITING:
        if news.on_disk:
            return QCoreApplication.translate(
                "KeeperNews",
                "The result could not be saved in the statistics ({0}). The game is kept and "
                "will be recorded later.",
            ).format(reason_text(news.reason))
        return QCoreApplication.translate(
            "KeeperNews",
            "The result could not be saved in the statistics ({0}), nor on the disk. It is "
            "kept while Triangles runs and saved as soon as it can be.",
        ).format(reason_text(news.reason))
    return ""


def unkept_text(count: int) -> str:
    """At quit: results that exist only in memory will be lost."""
    return QCoreApplication.translate(
        "KeeperNews",
        "Finished games whose result could not be saved: {0}. The disk refused every "
        "attempt; if you quit now, these results are lost.",
    ).format(count)


def set_aside_text(found: Sequence[SetAside], resumed: bool) -> str:
    """At start: what could not be used was moved aside (or left where it was), told once."""
    kept = [item.kept_as.name for item in found if item.kept_as is not None]
    left = [item.original.name for item in found if item.kept_as is None]
    if len(found) == 1 and kept and not resumed:
        return QCoreApplication.translate(
            "App", "The saved game could not be read. It was kept as {0}; a new game started."
        ).format(kept[0])
    parts = []
    if kept:
        parts.append(
            QCoreApplication.translate(
                "KeeperNews", "Saved files that could not be read were kept as {0}."
            ).format(", ".join(kept))
        )
    if left:
        parts.append(
            QCoreApplication.translate(
                "KeeperNews",
                "Saved files that could not be read or moved aside were left as they are: {0}.",
            ).format(", ".join(left))
        )
    if not resumed:
        parts.append(QCoreApplication.translate("KeeperNews", "A new game started."))
    return " ".join(parts)


def folder_fault_text(folder: Path, reason: str) -> str:
    """At start: the data folder cannot be written (no lock file could be made there)."""
    return QCoreApplication.translate(
        "KeeperNews",
        "Triangles cannot save in its data folder {0} ({1}). You can play: games and results "
        "are kept while Triangles runs and saved as soon as the folder allows.",
    ).format(str(folder), disk_text(reason))


def odd_words(odd: OddKind | None) -> str:
    """What sits where a file should be, in the current language."""
    texts = {
        OddKind.DIRECTORY: QCoreApplication.translate("KeeperNews", "a folder"),
        OddKind.SPECIAL: QCoreApplication.translate("KeeperNews", "a FIFO, socket or device"),
        OddKind.SYMLINK_LOOP: QCoreApplication.translate("KeeperNews", "a loop of links"),
        OddKind.DANGLING_SYMLINK: QCoreApplication.translate("KeeperNews", "a link to nothing"),
        OddKind.TOO_BIG: QCoreApplication.translate("KeeperNews", "far too big"),
        OddKind.NOT_TEXT: QCoreApplication.translate("KeeperNews", "not text"),
    }
    if odd is None:
        return QCoreApplication.translate("KeeperNews", "not in the expected format")
    return texts.get(odd, QCoreApplication.translate("KeeperNews", "unreadable"))


def odd_lock_text(lock: Path, odd: OddKind | None, kept_as: Path | None) -> str:
    """At start: something that is no lock file sat under the lock's name."""
    if kept_as is not None:
        return QCoreApplication.translate(
            "KeeperNews",
            "{0} in the data folder was {1}, not a lock file. It was kept as {2}.",
        ).format(lock.name, odd_words(odd), kept_as.name)
    return QCoreApplication.translate(
        "KeeperNews",
        "{0} in the data folder is {1}, not a lock file, and cannot be moved aside. "
        "Triangles runs without a lock file.",
    ).format(lock.name, odd_words(odd))


def settings_text(problem: SettingsProblem) -> str:
    """What the player is told about a settings problem, once, in the current language."""
    if problem.trouble is SettingsTrouble.SET_ASIDE:
        kept = problem.kept_as.name if problem.kept_as is not None else ""
        return QCoreApplication.translate(
            "Settings",
            "The settings file could not be used (it is {0}). It was kept as {1}; the "
            "settings start afresh.",
        ).format(odd_words(problem.odd), kept)
    if problem.trouble is SettingsTrouble.IN_MEMORY:
        return QCoreApplication.translate(
            "Settings",
            "The settings file could not be used (it is {0}) nor moved aside. Settings are "
            "kept only while Triangles runs.",
        ).format(odd_words(problem.odd))
    return QCoreApplication.translate(
        "Settings",
        "The settings cannot be saved ({0}). Changes last only while Triangles runs, and "
        "the first game's tips may come back at the next start.",
    ).format(disk_text(problem.reason))
