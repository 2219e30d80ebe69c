"""Playing the cues: on or off, at a volume, through an output that can be replaced.

The :class:`SoundPlayer` is what the window talks to. It opens its output
the first time a sound is played (not at import, not at start), never
waits for it (starting a sound returns at once; the output plays in its own
thread), and goes silent for the rest of the run when the output or the
sound files cannot be had, telling ``on_silent`` once why. Tests give it an
output that records what it was asked to play.
"""

from __future__ import annotations

import enum
import logging
import threading
from collections.abc import Callable
from typing import Protocol

from triangles_qt.sound.bank import BadSoundFile, Clip, SoundBank
from triangles_qt.sound.cues import SoundCue

log = logging.getLogger(__name__)


class Silence(enum.Enum):
    """Why there is no sound in this run."""

    NO_LIBRARY = "no_library"
    """The sound library is not installed, or cannot be loaded here."""
    NO_DEVICE = "no_device"
    """The library found no audio output to play on (none, or the audio server is gone)."""
    NO_FILES = "no_files"
    """The sound files are missing or damaged (a broken install)."""


Silenced = Callable[[Silence], None]
"""Told why the sound went silent; an output may call it from any thread."""


class SoundOutput(Protocol):
    """Where clips are heard: the speakers (``device.MiniaudioOutput``) or a test's record."""

    def play(self, clip: Clip, volume: float) -> None:
        """Start ``clip`` at ``volume`` (a factor on its samples) and return at once."""

    def close(self) -> None:
        """The app quits: stop and let go of the device."""


OutputFactory = Callable[[Silenced], SoundOutput]
"""Makes the output when the first sound is played; it tells the callback if it cannot play."""


class SoundPlayer:
    """Plays cues when sound is on; silent, after saying why once, when it cannot."""

    def __init__(
        self, output: OutputFactory, on_silent: Silenced, bank: SoundBank | None = None
    ) -> None:
        self._make_output = output
        self._on_silent = on_silent
        self._bank = bank or SoundBank()
        self._output: SoundOutput | None = None
        self._silence: Silence | None = None
        self._closed = False
        self._lock = threading.Lock()  # the output may report from its own thread
        self.enabled = True
        self.volume = 1.0
        """A factor on the samples (``cues.gain`` of the volume setting)."""

    @property
    def silence(self) -> Silence | None:
        """Why nothing can be heard in this run (None: sound works, or was not tried yet)."""
        return self._silence

    def play(self, *cues: SoundCue) -> None:
        """Play the cues one after another (nothing when sound is off or cannot be had)."""
        if not cues or not self.enabled or self._silence is not None or self._closed:
            return
        try:
            clip = self._bank.clip(cues)
        except BadSoundFile as exc:
            log.info("no sound: %s", exc)
            self._silenced(Silence.NO_FILES)
            return
        if self._output is None:
            self._output = self._make_output(self._silenced)
        if self._silence is None:  # (a factory may find at once that there is no sound)
            self._output.play(clip, self.volume)

    def _silenced(self, why: Silence) -> None:
        with self._lock:
            if self._silence is not None:
                return
            self._silence = why
        self._on_silent(why)

    def close(self) -> None:
        """The app quits: the output lets go of the device, and nothing opens it again."""
        self._closed = True
        if self._output is not None:
            self._output.close()
            self._output = None
