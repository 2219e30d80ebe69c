"""The game's sounds, without Qt: which sound a game event makes, the sound files, the player.

``cues`` maps what happened (a star picked, a line drawn or refused, the
end) to a :class:`SoundCue`; ``bank`` reads the shipped sound files
(``resources/sounds``, made by ``tools/make_sounds.py``) and joins the cues
of one moment into one clip; ``player`` plays clips through a replaceable
:class:`SoundOutput` and goes silent, saying so once, when there is no sound
to be had; ``device`` is the output that reaches the speakers (miniaudio).
The window's side (which table signal makes which cue, the View menu) is
``views/game/sounds.py``. docs/sound.md says why the library was chosen.
"""
