"""The settings file, whatever it is: read through the one safe opener, saved once per batch.

(Settings that cannot be saved or read for lack of permission, and a FIFO in
their place, are made in a child process with the real start-up:
tests/app/test_never_stuck.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from triangles_qt.paths import config_dir
from triangles_qt.play.settings import (
    MAX_SETTINGS_BYTES,
    SAVE_DELAY_MS,
    Settings,
    SettingsProblem,
    SettingsTrouble,
)
from triangles_qt.safe_open import OddKind
from triangles_qt.views.game.keeper_news import settings_text


def settings_file() -> Path:
    path = config_dir() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def kept_aside() -> list[Path]:
    return sorted(config_dir().glob("settings.damaged-*"))


def test_a_50_mb_settings_file_is_kept_aside_not_read(qapp: QApplication) -> None:
    """It was read whole at start and written whole again for every setting changed."""
    path = settings_file()
    with path.open("wb") as handle:
        handle.write(b"[General]\n")
        handle.truncate(50 * 1024 * 1024)
    settings = Settings()
    told: list[SettingsProblem] = []
    settings.listen(told.append)
    assert [(p.trouble, p.odd) for p in told] == [(SettingsTrouble.SET_ASIDE, OddKind.TOO_BIG)]
    (kept,) = kept_aside()
    assert told[0].kept_as == kept and kept.stat().st_size == 50 * 1024 * 1024
    settings.theme = "classic"
    settings.save()
    assert path.stat().st_size < MAX_SETTINGS_BYTES
    assert Settings().theme == "classic" and Settings().problems == []


def test_a_folder_in_the_settings_place_is_kept_and_the_settings_saved_again(
    qapp: QApplication,
) -> None:
    """Nothing was said, and the first-game coach came back at every start."""
    path = settings_file()
    path.mkdir()
    (path / "inside.txt").write_text("kept", encoding="utf-8")
    settings = Settings()
    assert [(p.trouble, p.odd) for p in settings.problems] == [
        (SettingsTrouble.SET_ASIDE, OddKind.DIRECTORY)
    ]
    assert "it is a folder" in settings_text(settings.problems[0])
    assert settings.first_start
    settings.mark_started()
    settings.save()
    again = Settings()
    assert again.problems == [] and not again.first_start  # the coach does not come back
    (kept,) = kept_aside()
    assert (kept / "inside.txt").read_text(encoding="utf-8") == "kept"


def test_a_file_qt_cannot_parse_is_kept_and_what_it_could_read_carried_over(
    qapp: QApplication,
) -> None:
    path = settings_file()
    garbage = b"\xff\xfe garbage\n[appearance]\ntheme=classic\n[a section never closed\nk=1\n"
    path.write_bytes(garbage)
    settings = Settings()
    assert [(p.trouble, p.odd) for p in settings.problems] == [(SettingsTrouble.SET_ASIDE, None)]
    assert settings.theme == "classic"  # carried over
    (kept,) = kept_aside()
    assert kept.read_bytes() == garbage  # QSettings used to rewrite it at the first save
    settings.save()
    assert Settings().problems == [] and Settings().theme == "classic"


def test_settings_are_saved_once_for_many_writes(qapp: QApplication, qtbot: QtBot) -> None:
    """Every setting written used to be synced at once, on the UI thread."""
    settings = Settings()
    syncs: list[None] = []
    real_sync = settings._qs.sync

    def counted() -> None:
        syncs.append(None)
        real_sync()

    settings._qs.sync = counted  # type: ignore[method-assign]
    for n in range(50):
        settings.set_player_name(0, f"Ana {n}")
        settings.lessons_offered = n % 2 == 0
    assert syncs == []
    qtbot.waitUntil(lambda: len(syncs) == 1, timeout=SAVE_DELAY_MS * 20)
    assert Settings().player_name(0) == "Ana 49"


@pytest.mark.parametrize("trouble", list(SettingsTrouble))
def test_each_problem_has_its_words(qapp: QApplication, trouble: SettingsTrouble) -> None:
    problem = SettingsProblem(trouble, settings_file(), OddKind.SPECIAL, Path("x"), "read_only")
    text = settings_text(problem)
    assert text and "{" not in text
