"""The shipped sound files, read once, and the clip one moment's cues make together.

Every file is 22 050 Hz, mono, 16-bit WAV (``tools/make_sounds.py`` makes
them; the licence is the project's, see ``resources/sounds/README.md``).
Cues heard together follow each other: each starts when the one before it
has sounded for a little while (:data:`FOLLOW_S`) or has ended, whichever
comes first, so "a line, then your turn" is one short phrase.
"""

from __future__ import annotations

import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt

from triangles_qt.sound.cues import SoundCue

SOUNDS_DIR: Final = Path(__file__).resolve().parents[1] / "resources" / "sounds"
RATE: Final = 22_050
#: The longest a cue sounds alone before the next one of the same moment starts.
FOLLOW_S: Final = 0.3

Samples = npt.NDArray[np.int16]


class BadSoundFile(Exception):
    """A sound file is missing or not in the shipped format (a broken install)."""


@dataclass(frozen=True)
class Clip:
    """Cues joined into one run of samples (mono, :data:`RATE`)."""

    cues: tuple[SoundCue, ...]
    samples: Samples


def read_sound(path: Path) -> Samples:
    """One shipped file's samples; :class:`BadSoundFile` if it is missing or of another format."""
    try:
        with wave.open(str(path), "rb") as wav:
            shape = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
            if shape != (1, 2, RATE):
                raise BadSoundFile(f"{path.name}: {shape}, not mono 16-bit at {RATE} Hz")
            frames = wav.readframes(wav.getnframes())
    except (OSError, EOFError, wave.Error) as exc:
        raise BadSoundFile(f"{path.name}: {exc}") from exc
    return np.frombuffer(frames, dtype="<i2").astype(np.int16)


class SoundBank:
    """The cues' samples, read from their files the first time they are needed."""

    def __init__(self, folder: Path = SOUNDS_DIR) -> None:
        self._folder = folder
        self._samples: dict[SoundCue, Samples] = {}

    def samples(self, cue: SoundCue) -> Samples:
        if cue not in self._samples:
            self._samples[cue] = read_sound(self._folder / f"{cue.value}.wav")
        return self._samples[cue]

    def clip(self, cues: tuple[SoundCue, ...]) -> Clip:
        """The cues one after another (each starting a little after the one before)."""
        parts = [self.samples(cue) for cue in cues]
        starts, at = [], 0
        for part in parts:
            starts.append(at)
            at += min(len(part), round(FOLLOW_S * RATE))
        placed = list(zip(starts, parts, strict=True))
        mixed = np.zeros(max((start + len(part) for start, part in placed), default=0), np.int32)
        for start, part in placed:
            mixed[start : start + len(part)] += part
        return Clip(cues, np.clip(mixed, -32768, 32767).astype(np.int16))
