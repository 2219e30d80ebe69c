"""The game's sounds in the window: which event plays which cue, and View ▸ Sound.

What the table and the board say (a star picked, a line refused, a line
played, the end) is gathered over one turn of the event loop into a
:class:`~triangles_qt.sound.cues.Moment` and played as one short phrase, so
a computer's line and the "your turn" after it, or a last line and the end,
follow each other instead of sounding at once. Whose line it was and whose
turn it is now come from the table's seats: the person at this device hears
their own lines one way and the computer's or the other device's another
(two people at one device: the first player's one way, the second's the
other). The sound and its volume are remembered in the settings; when no
sound can be had the message bar says so once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from triangles_qt.background import deliver_to
from triangles_qt.play.seats import SeatKind
from triangles_qt.play.settings import Settings
from triangles_qt.play.table import Table
from triangles_qt.play.telling import Teller
from triangles_qt.sound.cues import Moment, SoundCue, end_cue, gain, line_cue
from triangles_qt.sound.device import system_output
from triangles_qt.sound.player import OutputFactory, Silence, SoundPlayer
from triangles_qt.views.board.view import BoardView
from triangles_qt.views.game.actions import MainActions


def silence_text(why: Silence) -> str:
    """Why there is no sound, in the language on screen."""
    if why is Silence.NO_LIBRARY:
        return QCoreApplication.translate(
            "GameSounds", "No sound: the sound library could not be loaded on this computer."
        )
    if why is Silence.NO_FILES:
        return QCoreApplication.translate(
            "GameSounds", "No sound: the game's sound files are missing or damaged."
        )
    return QCoreApplication.translate("GameSounds", "No sound: no audio output was found.")


class GameSounds(QObject):
    """Plays the table's and the board's events, as the View menu's Sound settings say."""

    def __init__(
        self,
        table: Table,
        board: BoardView,
        actions: MainActions,
        settings: Settings,
        teller: Teller,
        parent: QObject,
        output: OutputFactory | None = None,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._settings = settings
        self._teller = teller
        self.player = SoundPlayer(
            output or system_output, deliver_to(self, self._went_silent, once=True)
        )
        self.player.enabled = settings.sound
        self.player.volume = gain(settings.sound_volume)
        self._moment = Moment()
        self._pending = False
        self._shown = 0
        board.selectionChanged.connect(self._picked)
        table.gameStarted.connect(self._started)
        table.movesChanged.connect(self._moves_changed)
        table.refused.connect(self._refused)
        table.gameFinished.connect(self._finished)
        actions.sound.setChecked(settings.sound)
        actions.sound.toggled.connect(self.set_enabled)
        for level, action in actions.volumes.items():
            action.setChecked(level == settings.sound_volume)
            action.triggered.connect(lambda _checked=False, v=level: self.set_volume(v))

    def set_enabled(self, on: bool) -> None:
        self._settings.sound = on
        self.player.enabled = on

    def set_volume(self, percent: int) -> None:
        """A new volume, remembered; a short sound lets the player hear it."""
        self._settings.sound_volume = percent
        self.player.volume = gain(percent)
        self.player.play(SoundCue.YOUR_TURN)

    def close(self) -> None:
        """The window closes: the device is let go."""
        self.player.close()

    # -- what happened --------------------------------------------------------------------

    def _picked(self, star: object) -> None:
        if star is not None:
            self._moment.picked = True
            self._later()

    def _refused(self, *_line: object) -> None:
        if self._table.human_to_move():  # (only the seat to move is refused: the person's line)
            self._moment.refused = True
            self._later()

    def _started(self) -> None:
        game = self._table.game
        self._shown = game.move_count if game is not None else 0

    def _moves_changed(self) -> None:
        game, setup = self._table.game, self._table.setup
        if game is None or setup is None:
            return
        if game.move_count == self._shown + 1:  # a new line (an undo or a new game is not)
            move = game.moves[-1]
            kind = self._table.seat_kind(move.player)
            here = _player_here(self._table)
            own = kind is SeatKind.PERSON if here is not None else move.player == 0
            self._moment.line = line_cue(len(move.closed), own)
            self._moment.your_turn = kind in (SeatKind.COMPUTER, SeatKind.REMOTE)
            self._later()
        self._shown = game.move_count

    def _finished(self) -> None:
        ending = self._table.ending
        if ending is not None and ending.counts:
            self._moment.end = end_cue(ending.winner, _player_here(self._table))
            self._later()

    def _later(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._play)

    def _play(self) -> None:
        moment, self._moment, self._pending = self._moment, Moment(), False
        # "Your turn" only if, now that the table has moved on, it is the person's.
        moment.your_turn = moment.your_turn and self._table.human_to_move()
        self.player.play(*moment.cues())

    def _went_silent(self, why: Silence) -> None:
        self._teller.notice(lambda: silence_text(why))


def _player_here(table: Table) -> int | None:
    """The player at this device (against the computer, or in a network game); None when two
    people share it."""
    setup = table.setup
    if setup is None:
        return None
    return setup.human_player if setup.human_player is not None else setup.local_player
