"""Settings remembered between runs, in an INI file under the platformdirs config folder."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from triangles_qt.paths import config_dir

PHONE_SIZES = (24, 60, 120)
TABLET_SIZES = (80, 120, 180)


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
        return self._str("appearance/theme", "nebula")

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
        """'phone' or 'tablet' size set; '' = decide from the screen."""
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
    def geometry(self) -> bytes:
        value = self._get("window/geometry", b"")
        return bytes(value) if isinstance(value, (bytes, bytearray)) else b""

    @geometry.setter
    def geometry(self, value: bytes) -> None:
        self._set("window/geometry", value)
