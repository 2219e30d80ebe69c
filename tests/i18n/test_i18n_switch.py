"""Switching language live, the first start's language, and translated plugin names."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QLineEdit, QMenu, QWidget
from pytestqt.qtbot import QtBot

from triangles_qt import i18n
from triangles_qt.i18n import LanguageManager


class Retranslating(QWidget):
    """A window as the docs ask for: changeEvent(LanguageChange) -> retranslate()."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.changes = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("QPlatformTheme", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslate()
        super().changeEvent(event)


def _cancel() -> str:
    return QCoreApplication.translate("QPlatformTheme", "Cancel")


def test_languages_are_named_in_themselves() -> None:
    assert i18n.LANGUAGES == (("en", "English"), ("ro", "Română"), ("hi", "हिन्दी"))
    assert [i18n.native_name(c) for c in i18n.LANGUAGE_CODES] == ["English", "Română", "हिन्दी"]
    for code in i18n.LANGUAGE_CODES:
        assert i18n.qm_path(code).is_file()


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("ro_RO", "ro"),
        ("hi_IN", "hi"),
        ("en_GB", "en"),
        ("de_DE", "en"),
        ("ja_JP", "en"),
        ("C", "en"),
    ],
)
def test_first_start_follows_the_system_locale(name: str, expected: str) -> None:
    assert i18n.system_language(QLocale(name)) == expected


@pytest.mark.parametrize(("lang_env", "expected"), [("hi_IN.UTF-8", "hi"), ("de_DE.UTF-8", "en")])
def test_system_language_reads_the_environment(lang_env: str, expected: str) -> None:
    """A fresh process started under another locale picks its language from it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LC_ALL=lang_env, LANG=lang_env, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", "from triangles_qt import i18n; print(i18n.system_language())"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == expected


def test_saved_choice_wins_over_the_system() -> None:
    assert i18n.initial_language("hi", QLocale("ro_RO")) == "hi"
    assert i18n.initial_language(None, QLocale("ro_RO")) == "ro"
    assert i18n.initial_language("klingon", QLocale("hi_IN")) == "hi"
    assert i18n.initial_language(42, QLocale("de_DE")) == "en"
    assert i18n.normalize("ro-RO") == "ro"
    assert i18n.normalize("HI") == "hi"
    assert i18n.normalize("") is None


def test_switch_changes_translations_and_reaches_live_widgets(
    languages: LanguageManager, qtbot: QtBot
) -> None:
    window = Retranslating()
    qtbot.addWidget(window)
    window.show()
    assert languages.current == "en"
    assert _cancel() == "Cancel"

    expected = {"ro": ("Anulează", "Închide"), "hi": ("रद्द करें", "बंद करें")}
    for lang in ("ro", "hi"):
        before = window.changes
        with qtbot.waitSignal(languages.languageChanged, timeout=1000) as signal:
            assert languages.switch(lang) == lang
        assert signal.args == [lang]
        assert languages.current == lang
        cancel, close = expected[lang]
        assert _cancel() == cancel
        assert window.changes > before, "no LanguageChange reached the window"
        assert window.label.text() == close
        button = window.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        assert button is not None and button.text() == cancel  # Qt's own widget follows too

    languages.switch("en")
    assert _cancel() == "Cancel"
    assert window.label.text() == "Close"


def test_switch_keeps_its_translators_installed(languages: LanguageManager) -> None:
    import gc

    languages.switch("ro")
    gc.collect()  # the translators must survive without a Python reference
    assert _cancel() == "Anulează"
    assert all(t.parent() is QApplication.instance() for t in languages.translators)
    languages.switch("hi")
    assert len(languages.translators) >= 1
    assert _cancel() == "रद्द करें"


def test_switching_to_the_current_language_does_nothing(
    languages: LanguageManager, qtbot: QtBot
) -> None:
    languages.switch("ro")
    installed = languages.translators
    with qtbot.assertNotEmitted(languages.languageChanged):
        languages.switch("ro_RO")
    assert languages.translators == installed


def test_unknown_language_is_refused(languages: LanguageManager) -> None:
    with pytest.raises(ValueError, match="unknown language"):
        languages.switch("tlh")
    assert languages.current == "en"


def test_switch_sets_locale_and_keeps_left_to_right(languages: LanguageManager) -> None:
    before = QLocale().name()
    languages.switch("hi")
    assert QLocale().language() == QLocale.Language.Hindi
    assert QLocale().toString(1234567) == "12,34,567"  # Latin digits, Indian grouping
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    languages.switch("ro")
    assert QLocale().toString(1.5) == "1,5"
    languages.close()
    assert QLocale().name() == before
    assert _cancel() == "Cancel"


def test_english_plurals_come_from_the_english_catalog(languages: LanguageManager) -> None:
    """English needs its .qm too: "%n triangle(s)" becomes "1 triangle"."""
    plurals = [m for m in _ts_messages("en") if m[2] and "(s)" in m[1]]
    if not plurals:
        pytest.skip("no English plural in the code yet")
    context, source, _ = plurals[0]
    languages.switch("en")
    one = QCoreApplication.translate(context, source, None, 1)
    two = QCoreApplication.translate(context, source, None, 2)
    assert "(s)" not in one and "(s)" not in two
    assert one != two


def _ts_messages(lang: str) -> list[tuple[str, str, bool]]:
    import xml.etree.ElementTree as ET

    root = ET.parse(Path(__file__).resolve().parents[2] / "translations" / f"triangles_{lang}.ts")
    return [
        (ctx.findtext("name", ""), msg.findtext("source", ""), msg.get("numerus") == "yes")
        for ctx in root.getroot().iter("context")
        for msg in ctx.iter("message")
    ]


def test_missing_catalog_falls_back_to_english(tmp_path: Path, qapp: QApplication) -> None:
    manager = LanguageManager(qapp, translations_dir=tmp_path, qt_translations_dir=tmp_path)
    try:
        manager.switch("ro")
        assert manager.current == "ro"
        assert _cancel() == "Cancel"
    finally:
        manager.close()


def test_line_edit_menu_is_translated(languages: LanguageManager, qtbot: QtBot) -> None:
    edit = QLineEdit("Ana")
    qtbot.addWidget(edit)
    languages.switch("ro")
    menu = edit.createStandardContextMenu()
    texts = [a.text().split("\t")[0] for a in menu.actions() if not a.isSeparator()]
    menu.deleteLater()
    assert "&Copiază" in texts and "Selectează tot" in texts, texts


def test_language_menu_switches_and_follows(languages: LanguageManager, qtbot: QtBot) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    group = i18n.add_language_actions(menu, languages)
    actions = menu.actions()
    assert [a.text() for a in actions] == ["English", "Română", "हिन्दी"]
    assert [a.isChecked() for a in actions] == [True, False, False]

    actions[2].trigger()
    assert languages.current == "hi"
    assert [a.isChecked() for a in actions] == [False, False, True]

    languages.switch("ro")  # switched elsewhere: the checks follow
    assert [a.isChecked() for a in group.actions()] == [False, True, False]
    assert [a.text() for a in actions] == ["English", "Română", "हिन्दी"]  # never translated


def test_setup_installs_fonts_and_the_saved_language(qapp: QApplication) -> None:
    before = qapp.font()
    manager = i18n.setup(qapp, saved="hi")
    try:
        assert manager.current == "hi"
        assert _cancel() == "रद्द करें"
        assert i18n.DEVANAGARI_FAMILY in qapp.font().families()
    finally:
        manager.close()
        qapp.setFont(before)
    assert _cancel() == "Cancel"


class _Plugin:
    name = "Hard"
    names = {"en": "Hard", "ro": "Greu", "hi": "कठिन"}  # noqa: RUF012


class _Bare:
    name = "Third-party bot"


def test_display_name_prefers_the_translated_name() -> None:
    assert i18n.display_name(_Plugin(), "ro") == "Greu"
    assert i18n.display_name(_Plugin(), "hi") == "कठिन"
    assert i18n.display_name(_Bare(), "hi") == "Third-party bot"
    partial = _Plugin()
    partial.names = {"ro": "Greu"}
    assert i18n.display_name(partial, "hi") == "Hard"
