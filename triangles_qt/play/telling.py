"""Telling the player something, from any part of the app, without knowing the window.

A part that has news for the player (the network game, the game's keeper,
the statistics, start-up) says it to the one :class:`Teller`; the window's
message bar shows what the teller says. Texts are callables, worked out
when shown, so a language switch retranslates a message already on screen.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

Text = Callable[[], str]
"""A text worked out when shown (in the language on screen then)."""

#: How long a message stays (ms) unless told otherwise; a notice stays longer.
MESSAGE_MS = 3200
NOTICE_MS = 8000


class MessageKind(enum.Enum):
    COACH = "coach"
    """What to do now (the first game); stays until the player has done it."""
    INFO = "info"
    """Something happened: a notice, a hint, a triangle closed."""
    REFUSAL = "refusal"
    """A line was refused, or would be, and why."""


@dataclass(frozen=True)
class Message:
    """One thing to tell the player: what, of what kind, how long, and a button beside it."""

    text: Text
    kind: MessageKind = MessageKind.INFO
    ms: int = MESSAGE_MS
    """How long it stays; 0: until replaced or cleared."""
    action: tuple[Text, Callable[[], None]] | None = None
    """A button beside it: its text, and what a click does."""


class Teller(QObject):
    """The one way to the player's message bar; any part may hold it."""

    told = Signal(object)  # a Message
    cleared = Signal(object)  # the MessageKind to take away, or None: whatever is shown

    def say(
        self,
        text: Text,
        kind: MessageKind = MessageKind.INFO,
        ms: int = MESSAGE_MS,
        action: tuple[Text, Callable[[], None]] | None = None,
    ) -> None:
        self.told.emit(Message(text, kind, ms, action))

    def notice(self, text: Text) -> None:
        """Something the player should read (a damaged file moved aside): it stays longer."""
        self.say(text, MessageKind.INFO, NOTICE_MS)

    def clear(self, kind: MessageKind | None = None) -> None:
        """Take the message away (only if it is of ``kind``, when given)."""
        self.cleared.emit(kind)
