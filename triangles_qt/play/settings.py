"""Settings remembered between runs, in an INI file under the platformdirs config folder.

The file is read through the app's one safe opener before QSettings sees it
(QSettings reads it whole in its constructor, on the UI thread): a FIFO, a
folder, a link to nothing, an unreadable or oversized file, or one QSettings
cannot parse, is moved aside (kept, never deleted) and the settings start
afresh; when it cannot even be moved the app runs on defaults kept in
memory. Writes are gathered and saved together, a moment after the first
of them (and at quit), never one sync per setting; after each save the file's
status is read, so settings that cannot be saved are told, once.
"""

from __future__ import annotations

import enum
import errno
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Protocol

from PySide6.QtCore import QCoreApplication, QSettings, QTimer

from triangles_qt import safe_open
from triangles_qt.internet.servers import (
    Servers,
    default_servers,
    relay_problem,
    rendezvous_problem,
)
from triangles_qt.paths import config_dir
from triangles_qt.safe_open import OddFile, OddKind
from triangles_qt.session.files import Files, aside_name, write_probe
from triangles_qt.session.keeper import disk_reason
from triangles_qt.session.setup import Role

SETTINGS_FILE: Final = "settings.ini"
#: A settings file holds a few hundred bytes; a larger one is not read (it is moved aside).
MAX_SETTINGS_BYTES: Final = 256 * 1024
#: Writes are saved together this long after the first of them (and at quit).
SAVE_DELAY_MS: Final = 1000


#: The theme a new player sees (a key of ``views.look.theme.THEMES``).
DEFAULT_THEME = "nebula"
#: The sounds' volume (0-100) until the player picks another.
DEFAULT_VOLUME = 75


class Size(enum.Enum):
    """A size the player chose for the text, or for the stars and lines (``views/look/sizes``)."""

    NORMAL = "normal"
    LARGE = "large"
    LARGER = "larger"


class SettingsTrouble(enum.Enum):
    """What went wrong with the settings file (told once, in the window)."""

    SET_ASIDE = "set_aside"
    """The file could not be used (``odd``; None: QSettings could not parse it); it was kept
    as ``kept_as`` and the settings started afresh (what could be read is carried over)."""
    IN_MEMORY = "in_memory"
    """The file cannot be used (``odd``, as above) nor moved: the settings live in memory
    (defaults, and what could be read), nothing is saved."""
    CANNOT_SAVE = "cannot_save"
    """The settings cannot be written (``reason``: a disk reason id as the keeper's)."""


@dataclass(frozen=True)
class SettingsProblem:
    trouble: SettingsTrouble
    path: Path
    odd: OddKind | None = None
    kept_as: Path | None = None
    reason: str = ""
    detail: str = ""


class _Store(Protocol):
    """What Settings needs of QSettings (and of the in-memory stand-in)."""

    def value(self, key: str, defaultValue: object = ...) -> object: ...
    def setValue(self, key: str, value: object) -> None: ...
    def contains(self, key: str) -> bool: ...
    def allKeys(self) -> list[str]: ...
    def sync(self) -> None: ...
    def status(self) -> QSettings.Status: ...


class _Memory:
    """Settings that live only while the app runs (the file can be neither used nor moved)."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str, defaultValue: object = None) -> object:
        return self._values.get(key, defaultValue)

    def setValue(self, key: str, value: object) -> None:
        self._values[key] = value

    def contains(self, key: str) -> bool:
        return key in self._values

    def allKeys(self) -> list[str]:
        return list(self._values)

    def sync(self) -> None:
        pass

    def status(self) -> QSettings.Status:
        return QSettings.Status.AccessError


class Settings:
    """Typed access to the few things Triangles remembers."""

    def __init__(self) -> None:
        self.path = config_dir() / SETTINGS_FILE
        self.problems: list[SettingsProblem] = []
        """What went wrong, in the order found (see :class:`SettingsTrouble`)."""
        self._listeners: list[Callable[[SettingsProblem], None]] = []
        self._save_told = False
        self._qs: _Store = self._open()
        self._timer: QTimer | None = None
        if QCoreApplication.instance() is not None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.setInterval(SAVE_DELAY_MS)
            self._timer.timeout.connect(self.save)

    # -- opening -------------------------------------------------------------------

    def _open(self) -> _Store:
        path = self.path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # no folder, so no file: nothing to read, nothing will be saved
            if isinstance(exc, FileExistsError):
                exc = NotADirectoryError(exc.errno, "it is a file, not a folder", str(path.parent))
            self._found(self._cannot_save(exc))
            return _Memory()
        try:
            safe_open.read_small(path, MAX_SETTINGS_BYTES)
        except OddFile as odd:
            kept_as = self._move_aside()
            if kept_as is None:
                self._found(
                    SettingsProblem(SettingsTrouble.IN_MEMORY, path, odd.kind, detail=odd.detail)
                )
                return _Memory()
            trouble = SettingsTrouble.SET_ASIDE
            self._found(SettingsProblem(trouble, path, odd.kind, kept_as, detail=odd.detail))
            return QSettings(str(path), QSettings.Format.IniFormat)
        qs = QSettings(str(path), QSettings.Format.IniFormat)
        if qs.status() == QSettings.Status.NoError:
            return qs
        # Not in the settings' format (or gone odd since the look): keep it, carry over
        # whatever could be read, and start a file of our own.
        values = {key: qs.value(key) for key in qs.allKeys()}
        kept_as = self._move_aside()
        if kept_as is None:
            memory = _Memory()
            for key, value in values.items():
                memory.setValue(key, value)
            self._found(SettingsProblem(SettingsTrouble.IN_MEMORY, path, None))
            return memory
        self._found(SettingsProblem(SettingsTrouble.SET_ASIDE, path, None, kept_as))
        fresh = QSettings(str(path), QSettings.Format.IniFormat)
        for key, value in values.items():
            fresh.setValue(key, value)
        return fresh

    def _move_aside(self) -> Path | None:
        """Rename the settings file aside (kept, never deleted); None if it cannot be moved."""
        kept_as = aside_name(self.path, Files())
        try:
            Files().rename(self.path, kept_as)
        except OSError:
            return None
        return kept_as

    def _cannot_save(self, exc: OSError) -> SettingsProblem:
        return SettingsProblem(
            SettingsTrouble.CANNOT_SAVE,
            self.path,
            reason=disk_reason(exc),
            detail=exc.strerror or str(exc),
        )

    # -- telling -------------------------------------------------------------------

    def listen(self, listener: Callable[[SettingsProblem], None]) -> None:
        """Be told each problem, once: those found so far at once, later ones when found."""
        self._listeners.append(listener)
        for problem in self.problems:
            listener(problem)

    def _found(self, problem: SettingsProblem) -> None:
        if problem.trouble is not SettingsTrouble.SET_ASIDE:
            self._save_told = True  # what is told already says nothing will be saved
        self.problems.append(problem)
        for listener in self._listeners:
            listener(problem)

    # -- saving --------------------------------------------------------------------

    def save(self) -> None:
        """Write what changed now (one write for all of it), and tell once if it cannot be."""
        if self._timer is not None:
            self._timer.stop()
        self._qs.sync()
        if self._qs.status() == QSettings.Status.NoError or self._save_told:
            return
        exc = write_probe(self.path.parent) or _not_writable(self.path)
        self._found(self._cannot_save(exc))

    def _get(self, key: str, default: object) -> object:
        return self._qs.value(key, default)

    def _str(self, key: str, default: str) -> str:
        value = self._get(key, default)
        return value if isinstance(value, str) else default

    def _int(self, key: str, default: int) -> int:
        try:
            return int(str(self._get(key, default)))
        except ValueError:
            return default

    def _bool(self, key: str, default: bool) -> bool:
        value = self._get(key, default)
        if isinstance(value, bool):
            return value
        return str(value).lower() in ("1", "true", "yes")

    def _set(self, key: str, value: object) -> None:
        self._qs.setValue(key, value)
        if self._timer is None:  # no event loop to save later: now
            self.save()
        elif not self._timer.isActive():
            self._timer.start()

    @property
    def theme(self) -> str:
        return self._str("appearance/theme", DEFAULT_THEME)

    @theme.setter
    def theme(self, value: str) -> None:
        self._set("appearance/theme", value)

    @property
    def follow_system_look(self) -> bool:
        """The theme follows the system's dark, light or high-contrast look (until one is
        picked); a player who picked a theme before this setting existed keeps it."""
        return self._bool("appearance/follow_system", not self._qs.contains("appearance/theme"))

    @follow_system_look.setter
    def follow_system_look(self, value: bool) -> None:
        self._set("appearance/follow_system", value)

    @property
    def text_size(self) -> Size:
        return _size(self._str("appearance/text_size", Size.NORMAL.value))

    @text_size.setter
    def text_size(self, value: Size) -> None:
        self._set("appearance/text_size", value.value)

    @property
    def board_size(self) -> Size:
        """The size of the stars and lines on every board."""
        return _size(self._str("appearance/board_size", Size.NORMAL.value))

    @board_size.setter
    def board_size(self, value: Size) -> None:
        self._set("appearance/board_size", value.value)

    @property
    def language(self) -> str:
        return self._str("appearance/language", "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("appearance/language", value)

    @property
    def layout(self) -> str:
        """A ``Layout`` value (the size set offered), or '' to decide from the screen."""
        return self._str("new_game/layout", "")

    @layout.setter
    def layout(self, value: str) -> None:
        self._set("new_game/layout", value)

    @property
    def n_stars(self) -> int:
        return self._int("new_game/n_stars", 0)

    @n_stars.setter
    def n_stars(self, value: int) -> None:
        self._set("new_game/n_stars", value)

    @property
    def opponent(self) -> str:
        """'' for a second person on this device, else an opponent id."""
        return self._str("new_game/opponent", "medium")

    @opponent.setter
    def opponent(self, value: str) -> None:
        self._set("new_game/opponent", value)

    @property
    def network(self) -> Role | None:
        """The last New Game was a network game, hosted or joined (None: on this device)."""
        value = self._str("new_game/network", "")
        return Role(value) if value in {role.value for role in Role} else None

    @network.setter
    def network(self, value: Role | None) -> None:
        self._set("new_game/network", value.value if value is not None else "")

    @property
    def over_internet(self) -> bool:
        """The last network game chosen in New Game was over the internet (not this network)."""
        return self._bool("new_game/internet", False)

    @over_internet.setter
    def over_internet(self, value: bool) -> None:
        self._set("new_game/internet", value)

    @property
    def internet_servers(self) -> Servers:
        """The rendezvous and relay internet games go through: the ones saved in Internet
        servers…, else :func:`~triangles_qt.internet.servers.default_servers` (each address on
        its own: one the file spoils falls back alone)."""
        default = default_servers()
        rendezvous = self._str("internet/rendezvous", "").strip()
        relay = self._str("internet/relay", "").strip()
        if not rendezvous or rendezvous_problem(rendezvous) is not None:
            rendezvous = default.rendezvous
        if not relay or relay_problem(relay) is not None:
            relay = default.relay
        return Servers(rendezvous, relay)

    @internet_servers.setter
    def internet_servers(self, servers: Servers) -> None:
        self._set("internet/rendezvous", servers.rendezvous)
        self._set("internet/relay", servers.relay)

    @property
    def computer_starts(self) -> bool:
        return self._bool("new_game/computer_starts", False)

    @computer_starts.setter
    def computer_starts(self, value: bool) -> None:
        self._set("new_game/computer_starts", value)

    @property
    def play_again(self) -> bool:
        return self._bool("new_game/play_again", False)

    @play_again.setter
    def play_again(self, value: bool) -> None:
        self._set("new_game/play_again", value)

    def player_name(self, index: int) -> str:
        return self._str(f"new_game/player{index + 1}_name", "")

    def set_player_name(self, index: int, value: str) -> None:
        self._set(f"new_game/player{index + 1}_name", value)

    @property
    def table_mode(self) -> bool:
        """Two players facing each other across a tablet lying flat."""
        return self._bool("new_game/table_mode", False)

    @table_mode.setter
    def table_mode(self, value: bool) -> None:
        self._set("new_game/table_mode", value)

    @property
    def reduce_motion(self) -> bool:
        """No pulsing, rising or sliding: every change is shown still."""
        return self._bool("appearance/reduce_motion", False)

    @reduce_motion.setter
    def reduce_motion(self, value: bool) -> None:
        self._set("appearance/reduce_motion", value)

    @property
    def command_line(self) -> bool:
        """The command line is shown under the board (View > Command line)."""
        return self._bool("accessibility/command_line", False)

    @command_line.setter
    def command_line(self, value: bool) -> None:
        self._set("accessibility/command_line", value)

    @property
    def sound(self) -> bool:
        """The game's sounds are on (View ▸ Sound)."""
        return self._bool("sound/enabled", True)

    @sound.setter
    def sound(self, value: bool) -> None:
        self._set("sound/enabled", value)

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, 0-100 (View ▸ Sound volume)."""
        return min(100, max(0, self._int("sound/volume", DEFAULT_VOLUME)))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._set("sound/volume", min(100, max(0, value)))

    @property
    def placement(self) -> str:
        """The main window's normal rectangle and state (``window_geometry.Placement`` text)."""
        return self._str("window/placement", "")

    @placement.setter
    def placement(self, value: str) -> None:
        self._set("window/placement", value)

    @property
    def first_start(self) -> bool:
        """No game was ever started here: the first one is small, against Easy, and coached."""
        return not self._qs.contains("coach/started") and not self._qs.contains("new_game/opponent")

    @property
    def upgraded(self) -> bool:
        """Settings from a version before the first-start coach: this player has played."""
        return not self._qs.contains("coach/started") and self._qs.contains("new_game/opponent")

    def mark_started(self) -> None:
        self._set("coach/started", True)

    @property
    def coached(self) -> bool:
        """The player has drawn a first line: the coach's tips are no longer shown."""
        return self._bool("coach/done", False)

    @coached.setter
    def coached(self, value: bool) -> None:
        self._set("coach/done", value)

    def lessons_done(self) -> set[str]:
        """The ids of the lessons of How to play the player has done."""
        return {part for part in self._str("lessons/done", "").split(",") if part}

    def set_lesson_done(self, lesson_id: str) -> None:
        self._set("lessons/done", ",".join(sorted(self.lessons_done() | {lesson_id})))

    @property
    def lessons_offered(self) -> bool:
        """The lessons were offered once, after the first game."""
        return self._bool("lessons/offered", False)

    @lessons_offered.setter
    def lessons_offered(self, value: bool) -> None:
        self._set("lessons/offered", value)


def _size(text: str) -> Size:
    """The size a setting's text names; Normal for a word this version does not know."""
    try:
        return Size(text)
    except ValueError:
        return Size.NORMAL


def _not_writable(path: Path) -> OSError:
    """Why the settings file itself refuses a write, when its folder takes one."""
    if os.path.isdir(path):
        return IsADirectoryError(errno.EISDIR, "it is a folder", str(path))
    return PermissionError(errno.EACCES, "the file cannot be written", str(path))
