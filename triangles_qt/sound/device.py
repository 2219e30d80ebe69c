"""The output that reaches the speakers: miniaudio, in a thread of its own.

Why miniaudio (docs/sound.md): its wheels carry the C library compiled in,
with no system library to install, and it talks to the platform's own audio
(PulseAudio or PipeWire, ALSA, WASAPI, Core Audio) loaded at run time. It is
imported, and the device opened, in this output's thread the first time a
sound is played, so neither start-up nor the UI thread ever waits for the
audio system. Clips are mixed in miniaudio's callback; after a few quiet
seconds the device is stopped (a running stream keeps some audio servers
and sound cards awake) and started again by the next sound.

When the library cannot be imported or loaded, or no audio output can be
opened (no sound card, no audio server: a headless machine), the output
tells its ``on_silent`` once and plays nothing from then on. The null
device miniaudio would otherwise fall back to is not accepted: silence
should be said, not pretended. ``TRIANGLES_SOUND=off`` opens nothing at
all (the test set-up sets it: no test reaches a real device by accident).
"""

from __future__ import annotations

import atexit
import ctypes
import logging
import os
import sys
import threading
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from triangles_qt.sound.bank import RATE, Clip
from triangles_qt.sound.player import Silence, Silenced, SoundOutput

log = logging.getLogger(__name__)

#: ``off``: no sound device is ever opened (nothing is said either).
SOUND_ENV: Final = "TRIANGLES_SOUND"
#: The device stops after this long without a sound, and starts again with the next one.
IDLE_S: Final = 3.0
#: How long quitting waits for the device to stop.
CLOSE_S: Final = 2.0
#: What the audio server's mixer calls this program (PulseAudio, PipeWire, JACK).
APP_NAME: Final = "Triangles"


def system_output(on_silent: Silenced) -> SoundOutput:
    """The output the app plays through: the speakers, unless the environment says off."""
    if os.environ.get(SOUND_ENV, "").strip().lower() == "off":
        return QuietOutput()
    return MiniaudioOutput(on_silent)


class QuietOutput:
    """Plays nothing and opens nothing (``TRIANGLES_SOUND=off``)."""

    def play(self, clip: Clip, volume: float) -> None:
        pass

    def close(self) -> None:
        pass


def load_miniaudio() -> Any:
    """The miniaudio module (imported here, in the output's thread, never at start)."""
    import miniaudio

    return miniaudio


@dataclass
class _Voice:
    samples: npt.NDArray[np.float32]
    at: int = 0


class MiniaudioOutput:
    """Mixes clips into one miniaudio playback device, opened by its own thread when needed."""

    def __init__(self, on_silent: Silenced, load: Callable[[], Any] = load_miniaudio) -> None:
        self._on_silent = on_silent
        self._load = load
        self._cond = threading.Condition()
        self._voices: list[_Voice] = []
        self._thread: threading.Thread | None = None
        self._closing = False
        self._dead = False
        self._last_heard = 0.0
        self.backend: str | None = None
        """The audio system the device plays through, once open ("PulseAudio", "WASAPI"...)."""
        self.running = False
        """The device is started (it stops again after :data:`IDLE_S` of quiet)."""

    def play(self, clip: Clip, volume: float) -> None:
        voice = _Voice(clip.samples.astype(np.float32) * np.float32(volume))
        with self._cond:
            if self._closing or self._dead:
                return
            self._voices.append(voice)
            self._last_heard = time.monotonic()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
                self._thread.start()
                atexit.register(self.close)  # a running device must stop before Python does
            self._cond.notify_all()

    def close(self) -> None:
        with self._cond:
            self._closing = True
            self._voices.clear()
            self._cond.notify_all()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(CLOSE_S)
        atexit.unregister(self.close)

    # -- the output's thread ---------------------------------------------------------------

    def _run(self) -> None:
        try:
            miniaudio = self._load()
        except Exception as exc:  # not installed, or its compiled part cannot load here
            self._give_up(Silence.NO_LIBRARY, exc)
            return
        try:
            _quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=40,
                backends=[b for b in miniaudio.Backend if b.name not in ("NULL", "CUSTOM")],
                app_name=APP_NAME,
            )
        except Exception as exc:  # no sound card, no audio server
            self._give_up(Silence.NO_DEVICE, exc)
            return
        self.backend = str(getattr(device, "backend", "")) or None
        log.info("sound plays through %s", self.backend)
        try:
            self._serve(device)
        except Exception as exc:  # the device could not be started (it went away)
            self._give_up(Silence.NO_DEVICE, exc)
        finally:
            self.running = False
            device.close()

    def _serve(self, device: Any) -> None:
        """Start the device when there is something to play; stop it after a quiet while."""
        while True:
            with self._cond:
                while not self._voices and not self._closing:
                    self._cond.wait()
                if self._closing:
                    return
            stream = self._stream()
            next(stream)
            device.start(stream)
            self.running = True
            with self._cond:
                while not self._closing:
                    quiet = time.monotonic() - self._last_heard
                    if not self._voices and quiet >= IDLE_S:
                        break
                    self._cond.wait(max(0.05, IDLE_S - quiet))
            device.stop()
            self.running = False

    def _give_up(self, why: Silence, exc: BaseException) -> None:
        log.info("no sound (%s): %s: %s", why.value, type(exc).__name__, exc)
        with self._cond:
            self._dead = True
            self._voices.clear()
        self._on_silent(why)

    # -- miniaudio's callback (its audio thread) ------------------------------------------

    def _stream(self) -> Generator[npt.NDArray[np.int16] | bytes, int, None]:
        """miniaudio sends the number of frames it wants; each answer is that many samples."""
        frames = yield b""
        while True:
            frames = yield self.mix(frames)

    def mix(self, frames: int) -> npt.NDArray[np.int16]:
        """The next ``frames`` samples of every clip playing, added up (silence when none)."""
        out = np.zeros(frames, dtype=np.float32)
        with self._cond:
            playing = []
            for voice in self._voices:
                part = voice.samples[voice.at : voice.at + frames]
                out[: len(part)] += part
                voice.at += len(part)
                if voice.at < len(voice.samples):
                    playing.append(voice)
            if self._voices:
                self._last_heard = time.monotonic()
            self._voices = playing
        return np.clip(out, -32768, 32767).astype(np.int16)


_alsa_handler: Any = None


def _quiet_alsa() -> None:
    """Keep libasound from printing its own errors while miniaudio looks for a device.

    On a machine without a sound card ALSA writes a screenful of lines to the
    terminal for one failed open; the game says once, in its own words, that
    there is no sound instead. (A handler that ignores every message; set once.)
    """
    global _alsa_handler
    if not sys.platform.startswith("linux") or _alsa_handler is not None:
        return
    try:
        asound = ctypes.CDLL("libasound.so.2")
    except OSError:
        return  # no ALSA here: nothing will print
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    _alsa_handler = handler_type(lambda *_args: None)
    asound.snd_lib_error_set_handler(_alsa_handler)
