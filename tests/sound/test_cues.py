"""Which cue each game event makes, from the side of the person at this device."""

from __future__ import annotations

from triangles_qt.sound.cues import VOLUME_LEVELS, Moment, SoundCue, end_cue, gain, line_cue


def test_a_line_sounds_by_whose_it_is_and_what_it_closed() -> None:
    assert line_cue(0, own=True) is SoundCue.LINE_OWN
    assert line_cue(0, own=False) is SoundCue.LINE_OTHER
    assert line_cue(1, own=True) is line_cue(1, own=False) is SoundCue.CLOSED_ONE
    assert line_cue(2, own=False) is SoundCue.CLOSED_TWO


def test_the_end_is_won_lost_or_a_tie_for_the_person_here() -> None:
    assert end_cue(winner=1, here=1) is SoundCue.WON
    assert end_cue(winner=0, here=1) is SoundCue.LOST
    assert end_cue(winner=None, here=0) is SoundCue.TIE
    # Two people at one device: one plain end, whoever won.
    assert end_cue(winner=0, here=None) is end_cue(None, None) is SoundCue.END


def test_a_moment_is_heard_in_order_and_an_end_leaves_no_turn() -> None:
    assert Moment().cues() == ()
    moment = Moment(picked=True, refused=True)
    assert moment.cues() == (SoundCue.STAR_PICKED, SoundCue.REFUSED)
    moment = Moment(line=SoundCue.LINE_OTHER, your_turn=True)
    assert moment.cues() == (SoundCue.LINE_OTHER, SoundCue.YOUR_TURN)
    moment = Moment(line=SoundCue.CLOSED_ONE, your_turn=True, end=SoundCue.LOST)
    assert moment.cues() == (SoundCue.CLOSED_ONE, SoundCue.LOST)


def test_the_volume_steps_grow_evenly_to_full() -> None:
    gains = [gain(level) for level in VOLUME_LEVELS]
    assert gains == sorted(gains) and gains[-1] == 1.0 and gains[0] > 0
    assert gain(0) == 0.0 and gain(-5) == 0.0 and gain(150) == 1.0
