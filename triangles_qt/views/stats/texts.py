"""Texts of the statistics in the current language: figures, reasons, dates, names.

Everything here is worked out when shown, never stored translated: the
store keeps ids (reason codes, the plugin's untranslated name, the name as
typed), and these functions say them in the language and locale of the
moment, so a live language switch changes every text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Final

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from triangles_qt.stats import Damage, Notice, NoticeKind
from triangles_qt.views.game.names import default_player_name

# (opponent id, stored name) -> the name to show in the current language.
OpponentNamer = Callable[[str | None, str], str]

# A weekday (with the comma or space around it) in a QLocale date format.
_WEEKDAY: Final = re.compile(r"[,،\s]*\bdddd\b[,،\s]*")
# Damage whose files are set aside while the database itself stays (and keeps its games).
_COMPANIONS_ONLY: Final = frozenset(d.value for d in Damage if d.companions_only)
# What a long date looks like where a locale's own form would not name the month.
_FALLBACK_DATE: Final = "d MMMM yyyy"


def percent(rate: float | None) -> str:
    """A win rate for display: whole percent, or a dash when there is no decisive game."""
    if rate is None:
        return "—"
    return QCoreApplication.translate("Statistics", "{0}%").format(round(rate * 100))


def signed(value: float | None, decimals: int = 1) -> str:
    """An average margin with its sign (+6.7, −2.0), in the current locale."""
    if value is None:
        return "—"
    text = QLocale().toString(abs(value), "f", decimals)
    if round(value, decimals) == 0:
        return text
    return ("+" if value > 0 else "−") + text


def reason_text(reason: str | None) -> str:
    """Why statistics are not recorded, in the current language."""
    texts = {
        "read_only": QCoreApplication.translate(
            "Statistics", "the statistics folder cannot be written to"
        ),
        "read_only_file": QCoreApplication.translate(
            "Statistics", "the statistics file is read-only"
        ),
        "not_a_folder": QCoreApplication.translate(
            "Statistics", "a file stands where the statistics folder should be"
        ),
        "disk_full": QCoreApplication.translate("Statistics", "the disk is full"),
        "cannot_open": QCoreApplication.translate(
            "Statistics", "the statistics file cannot be opened"
        ),
        "busy": QCoreApplication.translate(
            "Statistics", "another copy of Triangles is using the statistics"
        ),
        "damaged_cannot_move": QCoreApplication.translate(
            "Statistics", "the statistics file is damaged and could not be moved aside"
        ),
        "damaged": QCoreApplication.translate("Statistics", "the statistics file is damaged"),
        "migration_failed": QCoreApplication.translate(
            "Statistics", "the statistics file could not be updated to this version"
        ),
        "newer_version": QCoreApplication.translate(
            "Statistics", "the statistics file is from a newer version of Triangles"
        ),
    }
    texts["newer_schema"] = texts["newer_version"]  # the name the app also uses
    return texts.get(
        reason or "", QCoreApplication.translate("Statistics", "the statistics file is unavailable")
    )


def notice_message(notice: Notice) -> str:
    """What to tell the player, once, about a notice from :meth:`StatsStore.take_notices`."""
    if notice.kind is NoticeKind.MOVED_ASIDE:
        kept = ", ".join(p.name for p in notice.moved_to)
        if notice.reason in _COMPANIONS_ONLY:  # the database itself was kept, games and all
            return QCoreApplication.translate(
                "Statistics",
                "A damaged file beside the statistics was kept as {0}. The statistics file "
                "itself was fine: every recorded game is still there.",
            ).format(kept)
        return QCoreApplication.translate(
            "Statistics",
            "The statistics file was damaged. It was kept as {0} and new statistics were started.",
        ).format(kept)
    return QCoreApplication.translate(
        "Statistics", "Statistics are not being recorded: {0}. You can still play."
    ).format(reason_text(notice.reason))


def long_date_format(locale: QLocale) -> str:
    """The locale's long date form without the weekday: the month is a word, never a number.

    "MMMM d, yyyy" in American English, "d MMMM yyyy" in Romanian and Hindi;
    a short form such as 12/1/26 reads differently in every country.
    """
    form = _WEEKDAY.sub(" ", locale.dateFormat(QLocale.FormatType.LongFormat)).strip(" ,")
    return form if "MMMM" in form else _FALLBACK_DATE


def _local(moment: datetime) -> QDateTime:
    return QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000)).toLocalTime()


def local_date(moment: datetime) -> str:
    """A day, long and unambiguous, in the current locale ("1 decembrie 2026")."""
    locale = QLocale()
    return locale.toString(_local(moment).date(), long_date_format(locale))


def local_time(moment: datetime) -> str:
    """A day and the time of day in the current locale ("1 decembrie 2026, 09:33")."""
    locale = QLocale()
    stamp = _local(moment)
    day = locale.toString(stamp.date(), long_date_format(locale))
    time = locale.toString(stamp.time(), QLocale.FormatType.ShortFormat)
    return QCoreApplication.translate(
        "Statistics", "{0}, {1}", "a date, then the time of day"
    ).format(day, time)


def duration(seconds: float | None) -> str:
    """How long a game took, as minutes:seconds."""
    if seconds is None:
        return "—"
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


def player_name(stored: str, seat: int) -> str:
    """A person's name as typed, or "Player 1" / "Player 2" in the current language if blank."""
    return stored if stored.strip() else default_player_name(seat)


def stored_name(opponent_id: str | None, stored: str) -> str:
    """The namer used without one from the app: the stored name (or the id if it is blank)."""
    return stored or (opponent_id or "")


__all__ = [
    "OpponentNamer",
    "duration",
    "local_date",
    "local_time",
    "long_date_format",
    "notice_message",
    "percent",
    "player_name",
    "reason_text",
    "signed",
    "stored_name",
]
