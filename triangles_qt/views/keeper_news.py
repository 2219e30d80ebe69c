"""What the game's keeper reports, brought to the UI thread and put in the player's words.

The keeper (triangles_qt/session/keeper.py) decides what is safe and where;
this only relays its news (it arrives on the keeper's or the statistics'
thread) and says it truthfully in the language on screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from triangles_qt.session import GameKeeper, KeeperNews, NewsKind, SetAside
from triangles_qt.views.relay import Relay
from triangles_qt.views.stats_text import reason_text


class KeeperNewsRelay(QObject):
    """Re-emits the keeper's news on the UI thread as ``news(KeeperNews)``."""

    news = Signal(object)

    def __init__(self, keeper: GameKeeper, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Parentless and held by the keeper: news that arrives after the window
        # (and this relay) is gone is dropped, not raised.
        self._relay = Relay()
        self._relay.done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        relay = self._relay
        keeper.listen(lambda news: relay.done.emit(news))  # the keeper holds the relay

    def _deliver(self, news: object) -> None:
        if isinstance(news, KeeperNews):
            self.news.emit(news)


def disk_text(reason: str) -> str:
    """Why the disk refused a write, in the current language."""
    texts = {
        "disk_full": QCoreApplication.translate("KeeperNews", "the disk is full"),
        "read_only": QCoreApplication.translate("KeeperNews", "the folder cannot be written to"),
        "io_error": QCoreApplication.translate("KeeperNews", "the disk reported an error"),
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
