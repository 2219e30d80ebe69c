"""Settings remembered between runs, in an INI file under the platformdirs config folder."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from triangles_qt.paths import config_dir
from triangles_qt.views.theme import DEFAULT_THEME


class Settings:
    """Typed access to the few things Triangles remembers."""

    def __init__(self) -> None:
        path = config_dir() / "settings.ini"
        path.parent.mkdir(parents=True, exist_ok=True)
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)

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
        self._qs.sync()

    @property
    def theme(self) -> str:
        return self._str("appearance/theme", DEFAULT_THEME)

    @theme.setter
    def theme(self, value: str) -> None:
        self._set("appearance/theme", value)

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
