"""Make the game's sound files: short tones synthesized with numpy, so their licence is ours.

    python tools/make_sounds.py [--out FOLDER]

Writes one WAV per cue (``triangles_qt.sound.cues.SoundCue``, named by its
value) into ``triangles_qt/resources/sounds``: 22 050 Hz, mono, 16-bit,
quiet enough to sit under speech (peaks about half of full scale). Every
sound is a sum of sine partials under a soft attack and an exponential
decay, ending in a short fade so nothing clicks:

- a star picked: a soft high tick;
- a line refused: a low, short double buzz (odd partials, like a muted reed);
- a line drawn: a warm pluck for one's own, a lower, hollower one (odd
  partials, a slight fall) for the other player's;
- one triangle closed: a bell; two at once: two bells, the second higher;
- your turn: two soft notes rising a fourth;
- won: a major arpeggio rising to the octave; lost: a slow minor one
  falling; a tie: a fifth and back; the end of a two-person game: a plain
  major chord, broken.

The suite checks the shipped set (tests/sound/test_files.py): one file per
cue, the format above, small in all.
"""

from __future__ import annotations

import argparse
import wave
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from triangles_qt.sound.bank import RATE, SOUNDS_DIR
from triangles_qt.sound.cues import SoundCue

Wave = npt.NDArray[np.float64]
#: The loudest sample of any sound, as a share of full scale.
PEAK = 0.5
FADE_S = 0.01

BELL = ((1.0, 1.0), (2.0, 0.45), (3.0, 0.2), (4.2, 0.12), (5.4, 0.06))
"""A small bell's partials (ratio to the fundamental, loudness); the higher die faster."""
WARM = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12))
HOLLOW = ((1.0, 1.0), (3.0, 0.3), (5.0, 0.1))
SOFT = ((1.0, 1.0), (2.0, 0.15))

NOTE = {"G3": 196.0, "C4": 261.63, "Eb4": 311.13, "G4": 392.0, "A4": 440.0, "C5": 523.25,
        "E5": 659.26, "G5": 783.99, "A5": 880.0, "C6": 1046.5, "E6": 1318.5}  # fmt: skip


def tone(
    freq: float,
    seconds: float,
    partials: Sequence[tuple[float, float]] = SOFT,
    decay: float = 0.2,
    attack: float = 0.006,
    glide: float = 0.0,
) -> Wave:
    """A note: partials at ``freq`` (falling by ``glide`` of it over its length), rising over
    ``attack`` seconds and dying away with time constant ``decay`` (higher partials sooner)."""
    t = np.arange(round(seconds * RATE)) / RATE
    bend = 1.0 - glide * t / max(seconds, 1e-9)
    phase = 2 * np.pi * np.cumsum(freq * bend) / RATE
    out = np.zeros_like(t)
    for ratio, loud in partials:
        out += loud * np.sin(ratio * phase) * np.exp(-t * ratio**0.5 / decay)
    out *= np.minimum(1.0, t / attack)
    return out


def buzz(freq: float, seconds: float) -> Wave:
    """A muted, reedy buzz: odd partials, a gentle swell and fall."""
    t = np.arange(round(seconds * RATE)) / RATE
    out = sum(np.sin(2 * np.pi * freq * n * t) / n**1.6 for n in (1, 3, 5, 7, 9))
    envelope = np.sin(np.pi * t / seconds) ** 0.6
    return np.asarray(out * envelope, dtype=np.float64)


def phrase(parts: Sequence[tuple[float, Wave]], seconds: float) -> Wave:
    """Notes placed at their start times (seconds) in a sound ``seconds`` long."""
    out = np.zeros(round(seconds * RATE))
    for start, part in parts:
        at = round(start * RATE)
        part = part[: len(out) - at]
        out[at : at + len(part)] += part
    return out


def finish(sound: Wave, peak: float = PEAK) -> npt.NDArray[np.int16]:
    """Scaled to ``peak``, faded out at the very end, as 16-bit samples."""
    fade = min(len(sound), round(FADE_S * RATE))
    sound = sound.copy()
    sound[len(sound) - fade :] *= np.linspace(1.0, 0.0, fade)
    sound *= peak / max(1e-9, float(np.max(np.abs(sound))))
    return np.round(sound * 32767).astype(np.int16)


def notes(
    names: Sequence[str], step: float, seconds: float, partials: Sequence[tuple[float, float]],
    decay: float, ring: float,
) -> Wave:  # fmt: skip
    """The named notes one after another, ``step`` seconds apart, each ringing ``ring`` seconds
    (or until the sound ends, when ``ring`` is 0), in a sound ``seconds`` long."""
    placed = []
    for i, name in enumerate(names):
        start = i * step
        length = ring or seconds - start
        placed.append((start, tone(NOTE[name], length, partials, decay)))
    return phrase(placed, seconds)


def sounds() -> dict[SoundCue, npt.NDArray[np.int16]]:
    refused = phrase([(0.0, buzz(110.0, 0.09)), (0.12, buzz(98.0, 0.1))], 0.23)
    return {
        SoundCue.STAR_PICKED: finish(tone(1760.0, 0.06, SOFT, decay=0.018, attack=0.002), 0.3),
        SoundCue.REFUSED: finish(refused, 0.35),
        SoundCue.LINE_OWN: finish(tone(NOTE["C5"], 0.18, WARM, decay=0.06), 0.4),
        SoundCue.LINE_OTHER: finish(tone(NOTE["G4"], 0.2, HOLLOW, decay=0.07, glide=0.04), 0.4),
        SoundCue.CLOSED_ONE: finish(tone(NOTE["A5"], 0.45, BELL, decay=0.16)),
        SoundCue.CLOSED_TWO: finish(notes(("A5", "E6"), 0.1, 0.6, BELL, 0.16, 0)),
        SoundCue.YOUR_TURN: finish(notes(("E5", "A5"), 0.11, 0.35, SOFT, 0.09, 0), 0.4),
        SoundCue.WON: finish(notes(("C5", "E5", "G5", "C6"), 0.1, 0.75, BELL, 0.22, 0)),
        SoundCue.LOST: finish(notes(("G4", "Eb4", "C4"), 0.17, 0.9, WARM, 0.15, 0.55)),
        SoundCue.TIE: finish(notes(("C5", "G5", "C5"), 0.16, 0.8, WARM, 0.18, 0.48)),
        SoundCue.END: finish(notes(("C4", "G4", "C5", "E5"), 0.07, 0.8, WARM, 0.25, 0)),
    }


def write(path: Path, samples: npt.NDArray[np.int16]) -> None:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(samples.astype("<i2").tobytes())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR, help="the folder to write to")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for cue, samples in sounds().items():
        path = args.out / f"{cue.value}.wav"
        write(path, samples)
        total += path.stat().st_size
        print(f"{path.name:16} {len(samples) / RATE:.2f} s  {path.stat().st_size:6} bytes")
    print(f"{'in all':16}         {total:6} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
