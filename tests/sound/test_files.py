"""The shipped sound files: one per cue, in the one format the player reads, small in all."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from triangles_qt.sound.bank import FOLLOW_S, RATE, SOUNDS_DIR, BadSoundFile, SoundBank, read_sound
from triangles_qt.sound.cues import SoundCue

#: The whole set stays small: it ships in the wheel and the bundle.
MOST_BYTES = 300 * 1024


def test_every_cue_has_its_file_and_nothing_else_is_shipped() -> None:
    wavs = {path.stem for path in SOUNDS_DIR.glob("*.wav")}
    assert wavs == {cue.value for cue in SoundCue}
    assert (SOUNDS_DIR / "README.md").is_file()  # where they come from, and their licence


def test_the_files_are_short_quiet_enough_and_small() -> None:
    total = sum(path.stat().st_size for path in SOUNDS_DIR.glob("*.wav"))
    assert total < MOST_BYTES
    for cue in SoundCue:
        samples = read_sound(SOUNDS_DIR / f"{cue.value}.wav")
        assert 0 < len(samples) <= RATE  # a second at most
        peak = int(np.max(np.abs(samples.astype(np.int32))))
        assert 0.2 * 32767 < peak < 0.6 * 32767, cue  # heard, and headroom to add up
        assert abs(int(samples[-1])) < 0.01 * 32767, cue  # faded out: no click at the end


def test_cues_heard_together_follow_each_other() -> None:
    bank = SoundBank()
    line, turn = bank.samples(SoundCue.LINE_OTHER), bank.samples(SoundCue.YOUR_TURN)
    clip = bank.clip((SoundCue.LINE_OTHER, SoundCue.YOUR_TURN))
    assert clip.cues == (SoundCue.LINE_OTHER, SoundCue.YOUR_TURN)
    start = min(len(line), round(FOLLOW_S * RATE))
    assert len(clip.samples) == start + len(turn)
    assert np.array_equal(clip.samples[: min(start, len(line))], line[:start])
    assert np.array_equal(clip.samples[len(line) :], turn[len(line) - start :])


def test_a_missing_or_foreign_file_is_a_bad_sound_file(tmp_path: Path) -> None:
    with pytest.raises(BadSoundFile):
        read_sound(tmp_path / "nothing.wav")
    (tmp_path / "text.wav").write_text("not a wave", encoding="utf-8")
    with pytest.raises(BadSoundFile):
        read_sound(tmp_path / "text.wav")
    import wave

    with wave.open(str(tmp_path / "stereo.wav"), "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(b"\0" * 400)
    with pytest.raises(BadSoundFile, match="mono"):
        read_sound(tmp_path / "stereo.wav")
