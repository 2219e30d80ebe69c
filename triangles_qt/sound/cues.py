"""Which sound a game event makes: one vocabulary, decided without Qt or a window.

The window (views/game/sounds.py) gathers what happened during one turn of
the event loop into a :class:`Moment` and plays :meth:`Moment.cues`, in
order; everything here is about the person at this device: their own lines
sound different from the other player's, "your turn" follows a computer's
or the other device's line, and the end is won, lost or a tie from their
side (two people at one device hear one plain end sound).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class SoundCue(enum.Enum):
    """One short sound; its value is the name of its file (``resources/sounds/<value>.wav``)."""

    STAR_PICKED = "star-picked"
    REFUSED = "refused"
    LINE_OWN = "line-own"
    """A line by the person at this device (two people at one device: the first player's)."""
    LINE_OTHER = "line-other"
    """A line by the computer, the other device, or the second player at this device."""
    CLOSED_ONE = "closed-one"
    CLOSED_TWO = "closed-two"
    """One line closed two triangles at once."""
    YOUR_TURN = "your-turn"
    """The person here is to move after the computer's or the other device's line."""
    WON = "won"
    LOST = "lost"
    TIE = "tie"
    END = "end"
    """The end of a game between two people at this device: no side to take."""


def line_cue(closed: int, own: bool) -> SoundCue:
    """A line that closed ``closed`` triangles, drawn by the person here (``own``) or not."""
    if closed >= 2:
        return SoundCue.CLOSED_TWO
    if closed == 1:
        return SoundCue.CLOSED_ONE
    return SoundCue.LINE_OWN if own else SoundCue.LINE_OTHER


def end_cue(winner: int | None, here: int | None) -> SoundCue:
    """The end with a result: ``winner`` None is a tie; ``here`` is the player at this device
    (None: two people share it, and the end sounds the same for both)."""
    if here is None:
        return SoundCue.END
    if winner is None:
        return SoundCue.TIE
    return SoundCue.WON if winner == here else SoundCue.LOST


@dataclass
class Moment:
    """What happened during one turn of the event loop, heard as one short sequence."""

    picked: bool = False
    refused: bool = False
    line: SoundCue | None = None
    your_turn: bool = False
    end: SoundCue | None = None

    def cues(self) -> tuple[SoundCue, ...]:
        """The cues in the order they are heard; an end leaves no turn to announce."""
        heard: list[SoundCue] = []
        if self.picked:
            heard.append(SoundCue.STAR_PICKED)
        if self.refused:
            heard.append(SoundCue.REFUSED)
        if self.line is not None:
            heard.append(self.line)
        if self.end is not None:
            heard.append(self.end)
        elif self.your_turn:
            heard.append(SoundCue.YOUR_TURN)
        return tuple(heard)


#: The volumes the View menu offers (percent): quiet, medium, loud, loudest.
VOLUME_LEVELS = (25, 50, 75, 100)


def gain(percent: int) -> float:
    """The volume setting (0-100) as a factor on the samples: squared, so the steps sound even."""
    share = min(100, max(0, percent)) / 100
    return share * share
