"""The speakers' output: it never makes the caller wait, mixes what it is given at its
volume, stops the device when quiet, and goes silent, once, without the library or a device.

A stand-in for the miniaudio module plays the device's part (the suite never opens a real
one by accident); one test asks the real library, which on a machine with no sound card
finds no device and says so, and elsewhere plays a clip of silence.
"""

from __future__ import annotations

import time
import types
from collections.abc import Generator
from typing import Any, ClassVar

import numpy as np
import pytest

from triangles_qt.sound import device as device_module
from triangles_qt.sound.bank import Clip
from triangles_qt.sound.cues import SoundCue
from triangles_qt.sound.device import MiniaudioOutput, QuietOutput, system_output
from triangles_qt.sound.player import Silence


def clip(*values: int) -> Clip:
    return Clip((SoundCue.STAR_PICKED,), np.array(values, dtype=np.int16))


class FakeDevice:
    """Records how it was opened, started and stopped; the test pulls samples from it."""

    made: ClassVar[list[FakeDevice]] = []

    def __init__(self, **options: Any) -> None:
        self.options = options
        self.backend = "Fake"
        self.stream: Generator[Any, int, None] | None = None
        self.starts = 0
        self.stops = 0
        self.closed = False
        FakeDevice.made.append(self)

    def start(self, stream: Generator[Any, int, None]) -> None:
        self.stream = stream
        self.starts += 1

    def stop(self) -> None:
        self.stream = None
        self.stops += 1

    def close(self) -> None:
        self.closed = True

    def pull(self, frames: int) -> np.ndarray:
        assert self.stream is not None
        return np.asarray(self.stream.send(frames))


def fake_miniaudio(fail: Exception | None = None) -> types.SimpleNamespace:
    def playback(**options: Any) -> FakeDevice:
        if fail is not None:
            raise fail
        return FakeDevice(**options)

    backends = [types.SimpleNamespace(name=n) for n in ("PULSEAUDIO", "ALSA", "CUSTOM", "NULL")]
    return types.SimpleNamespace(
        PlaybackDevice=playback,
        SampleFormat=types.SimpleNamespace(SIGNED16="s16"),
        Backend=backends,
    )


@pytest.fixture(autouse=True)
def _fresh() -> None:
    FakeDevice.made.clear()


def wait_for(condition: Any) -> None:
    """Until ``condition()`` holds (the output's thread works on its own time)."""
    for _ in range(60_000):
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("never happened")


def test_the_device_is_opened_by_the_output_s_thread_and_never_the_null_one() -> None:
    told: list[Silence] = []
    output = MiniaudioOutput(told.append, load=fake_miniaudio)
    output.play(clip(100, 200), 1.0)
    wait_for(lambda: FakeDevice.made and FakeDevice.made[0].stream is not None)
    device = FakeDevice.made[0]
    options = device.options
    assert options["nchannels"] == 1 and options["sample_rate"] == 22_050
    assert [b.name for b in options["backends"]] == ["PULSEAUDIO", "ALSA"]
    assert options["app_name"] == "Triangles"  # how the system's mixer lists the game
    assert output.backend == "Fake" and told == []
    output.close()
    wait_for(lambda: device.closed)


def test_clips_are_mixed_at_their_volume_and_silence_follows() -> None:
    output = MiniaudioOutput(lambda _why: None, load=fake_miniaudio)
    output.play(clip(1000, 1000, 1000), 0.5)
    output.play(clip(-200, 30000), 2.0)
    wait_for(lambda: FakeDevice.made and FakeDevice.made[0].stream is not None)
    device = FakeDevice.made[0]
    first = device.pull(2)
    assert first.dtype == np.int16
    assert first.tolist() == [500 - 400, 32767]  # added up, and held within 16 bits
    assert device.pull(4).tolist() == [500, 0, 0, 0]
    assert device.pull(3).tolist() == [0, 0, 0]  # nothing playing: silence
    output.close()


def test_the_device_stops_when_quiet_and_starts_again_for_the_next_sound(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(device_module, "IDLE_S", 0.05)
    output = MiniaudioOutput(lambda _why: None, load=fake_miniaudio)
    output.play(clip(1, 2), 1.0)
    wait_for(lambda: FakeDevice.made and FakeDevice.made[0].stream is not None)
    device = FakeDevice.made[0]
    device.pull(8)  # the clip has played
    wait_for(lambda: device.stops == 1)
    assert not output.running
    output.play(clip(3), 1.0)
    wait_for(lambda: device.starts == 2 and device.stream is not None)
    assert device.pull(1).tolist() == [3]
    assert len(FakeDevice.made) == 1  # the same device, opened once
    output.close()


def test_without_the_library_it_is_silent_and_says_so_once() -> None:
    told: list[Silence] = []

    def missing() -> Any:
        raise ImportError("No module named 'miniaudio'")

    output = MiniaudioOutput(told.append, load=missing)
    output.play(clip(1), 1.0)
    wait_for(lambda: told)
    output.play(clip(1), 1.0)
    output.play(clip(1), 1.0)
    output.close()
    assert told == [Silence.NO_LIBRARY]


def test_without_a_device_it_is_silent_and_says_so_once() -> None:
    told: list[Silence] = []
    load = lambda: fake_miniaudio(OSError("failed to init device"))  # noqa: E731
    output = MiniaudioOutput(told.append, load=load)
    output.play(clip(1), 1.0)
    wait_for(lambda: told)
    output.play(clip(1), 1.0)
    output.close()
    assert told == [Silence.NO_DEVICE]


def test_the_real_library_plays_or_finds_no_device_quietly(
    capfd: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("miniaudio")
    told: list[Silence] = []
    output = MiniaudioOutput(told.append)
    output.play(clip(*([0] * 200)), 1.0)  # silence: nothing is heard wherever this runs
    wait_for(lambda: told or output.running)
    output.close()
    assert told in ([], [Silence.NO_DEVICE])
    if told:
        # No device: said once, in the game's words; nothing printed (no traceback, and not
        # the sound system's own screenful of errors).
        assert capfd.readouterr().err == ""


def test_turned_off_by_the_environment_nothing_is_opened(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRIANGLES_SOUND", "off")
    output = system_output(lambda _why: None)
    assert isinstance(output, QuietOutput)
    output.play(clip(1), 1.0)
    output.close()
    monkeypatch.setenv("TRIANGLES_SOUND", "")
    assert isinstance(system_output(lambda _why: None), MiniaudioOutput)
