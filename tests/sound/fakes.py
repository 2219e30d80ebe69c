"""Outputs for the sound tests: one that records what it was asked to play, one with no device."""

from __future__ import annotations

from triangles_qt.sound.bank import Clip
from triangles_qt.sound.cues import SoundCue
from triangles_qt.sound.player import Silence, Silenced


class RecordingOutput:
    """Plays nothing; remembers every clip's cues and the volume it was asked for."""

    def __init__(self) -> None:
        self.played: list[tuple[tuple[SoundCue, ...], float]] = []
        self.made = 0
        self.closed = False

    def __call__(self, on_silent: Silenced) -> RecordingOutput:
        """Used as the player's output factory: the same record for the whole test."""
        self.made += 1
        return self

    def play(self, clip: Clip, volume: float) -> None:
        assert len(clip.samples) > 0
        self.played.append((clip.cues, volume))

    def close(self) -> None:
        self.closed = True

    def cues(self) -> list[SoundCue]:
        """Every cue played so far, in order (however they were grouped into clips)."""
        return [cue for cues, _volume in self.played for cue in cues]


class NoDevice:
    """An output like the real one on a machine without sound: the first play finds no device."""

    def __init__(self) -> None:
        self.tries = 0
        self._on_silent: Silenced | None = None

    def __call__(self, on_silent: Silenced) -> NoDevice:
        self._on_silent = on_silent
        return self

    def play(self, clip: Clip, volume: float) -> None:
        self.tries += 1
        assert self._on_silent is not None
        self._on_silent(Silence.NO_DEVICE)

    def close(self) -> None:
        pass
