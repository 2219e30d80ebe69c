"""The player: on or off, at a volume, opening its output late and going silent once."""

from __future__ import annotations

from pathlib import Path

from tests.sound.fakes import NoDevice, RecordingOutput
from triangles_qt.sound.bank import SoundBank
from triangles_qt.sound.cues import SoundCue
from triangles_qt.sound.player import Silence, SoundPlayer


def test_the_output_is_made_at_the_first_sound_and_gets_the_volume() -> None:
    output, told = RecordingOutput(), []
    player = SoundPlayer(output, told.append)
    assert output.made == 0  # nothing opened until something is heard
    player.volume = 0.25
    player.play(SoundCue.LINE_OTHER, SoundCue.YOUR_TURN)
    player.play(SoundCue.STAR_PICKED)
    assert output.made == 1
    assert output.played == [
        ((SoundCue.LINE_OTHER, SoundCue.YOUR_TURN), 0.25),
        ((SoundCue.STAR_PICKED,), 0.25),
    ]
    player.play()  # nothing happened: nothing is played
    assert len(output.played) == 2 and told == []
    player.close()
    assert output.closed
    player.play(SoundCue.WON)  # (a late event after quit opens nothing again)
    assert output.made == 1 and len(output.played) == 2


def test_turned_off_it_plays_nothing_and_opens_nothing() -> None:
    output = RecordingOutput()
    player = SoundPlayer(output, lambda _why: None)
    player.enabled = False
    for cue in SoundCue:
        player.play(cue)
    assert output.made == 0 and output.played == []
    player.enabled = True
    player.play(SoundCue.WON)
    assert output.cues() == [SoundCue.WON]


def test_no_device_is_told_once_and_then_nothing_is_tried() -> None:
    device, told = NoDevice(), []
    player = SoundPlayer(device, told.append)
    for _ in range(3):
        player.play(SoundCue.LINE_OWN)
    assert told == [Silence.NO_DEVICE]
    assert player.silence is Silence.NO_DEVICE
    assert device.tries == 1


def test_missing_sound_files_are_told_once_without_an_error(tmp_path: Path) -> None:
    output, told = RecordingOutput(), []
    player = SoundPlayer(output, told.append, SoundBank(tmp_path))
    player.play(SoundCue.STAR_PICKED)
    player.play(SoundCue.REFUSED)
    assert told == [Silence.NO_FILES]
    assert output.made == 0
