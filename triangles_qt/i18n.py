"""Languages: the list, live switching, and the fonts that make Hindi render.

The app speaks English, Romanian and Hindi and switches between them while a
game is running. Qt does the heavy lifting: installing or removing a
``QTranslator`` sends ``QEvent.LanguageChange`` to every widget, so each
window implements::

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # re-set every text, title, tooltip, menu
        super().changeEvent(event)

Things that are not widgets (QGraphicsItems, texts drawn with QPainter, cached
strings) get no such event: listen to ``LanguageManager.languageChanged`` and
re-set them there.

A bare Linux has no Devanagari font, and a machine without DejaVu may lack
``ș``/``ț``; so Noto Sans Devanagari and Noto Sans ship in
``resources/fonts`` (SIL OFL, ``OFL.txt`` beside them), are registered at
start-up and appended to the application font as fallbacks.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    Qt,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QFont,
    QFontDatabase,
    QFontInfo,
    QGuiApplication,
)
from PySide6.QtWidgets import QMenu

log = logging.getLogger(__name__)

#: (code, name of the language in itself), in menu order.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("ro", "Română"),
    ("hi", "हिन्दी"),
)
LANGUAGE_CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)
DEFAULT_LANGUAGE = "en"

RESOURCES_DIR = Path(__file__).resolve().parent / "resources"
FONTS_DIR = RESOURCES_DIR / "fonts"
TRANSLATIONS_DIR = RESOURCES_DIR / "translations"

DEVANAGARI_FAMILY = "Noto Sans Devanagari"
LATIN_FAMILY = "Noto Sans"
#: Appended, in this order, behind whatever family a font asks for.
FALLBACK_FAMILIES: tuple[str, ...] = (DEVANAGARI_FAMILY, LATIN_FAMILY)
FONT_FILES: tuple[str, ...] = (
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansDevanagari-Bold.ttf",
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
)

# Qt's own strings that no Qt translation covers for Romanian or Hindi (Qt
# ships no qtbase_ro/qtbase_hi). Listing them here puts them in our .ts files,
# so standard dialog buttons and line-edit menus speak the player's language.
QT_OWN_STRINGS: tuple[object, ...] = (  # QT_TRANSLATE_NOOP is typed as object
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
)


def native_name(code: str) -> str:
    """The language's name in itself ("Română"), as the Language menu shows it."""
    return dict(LANGUAGES)[code]


def normalize(code: object) -> str | None:
    """Our code for a locale-ish name ("ro_RO", "hi-IN", "EN"), or None if we lack it."""
    if not isinstance(code, str) or not code:
        return None
    base = code.replace("-", "_").split("_", 1)[0].split(".", 1)[0].lower()
    return base if base in LANGUAGE_CODES else None


def current_language() -> str:
    """The language on screen now: :class:`LanguageManager` sets the default locale to it."""
    return normalize(QLocale().name()) or DEFAULT_LANGUAGE


def system_language(locale: QLocale | None = None) -> str:
    """The first of the locale's preferred UI languages that we speak, else English."""
    locale = QLocale.system() if locale is None else locale
    for name in [*locale.uiLanguages(), locale.name()]:
        code = normalize(name)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def initial_language(saved: object = None, locale: QLocale | None = None) -> str:
    """The language to start in: the saved choice if valid, else the system's."""
    return normalize(saved) or system_language(locale)


def qm_path(code: str) -> Path:
    """Where the compiled translation for ``code`` ships inside the package."""
    return TRANSLATIONS_DIR / f"triangles_{code}.qm"


def display_name(obj: object, lang: str) -> str:
    """A plugin's name in ``lang``: ``obj.names[lang]`` when offered, else ``obj.name``."""
    names = getattr(obj, "names", None)
    if isinstance(names, Mapping):
        translated = names.get(lang)
        if isinstance(translated, str) and translated:
            return translated
    return str(getattr(obj, "name", obj))


# -- fonts ------------------------------------------------------------------

_registered: dict[str, list[str]] = {}
# The family the system's generic UI font resolves to before our fonts exist
# (they may win a generic name like "Sans Serif" afterwards).
_system_family: list[str] = []


def register_fonts() -> list[str]:
    """Register the bundled fonts once per process; returns their families.

    Needs a QGuiApplication. A file that fails to load is logged, not raised:
    the game still runs, only that script may show boxes.
    """
    if QGuiApplication.instance() is None:
        raise RuntimeError("register_fonts() needs a QGuiApplication")
    if not _system_family:
        _system_family.append(QFontInfo(QGuiApplication.font()).family())
    for name in FONT_FILES:
        if name in _registered:
            continue
        font_id = QFontDatabase.addApplicationFont(str(FONTS_DIR / name))
        if font_id < 0:
            log.warning("could not load bundled font %s", FONTS_DIR / name)
            continue
        _registered[name] = list(QFontDatabase.applicationFontFamilies(font_id))
    return sorted({family for families in _registered.values() for family in families})


def with_fallback(font: QFont) -> QFont:
    """A copy of ``font`` that falls back to the bundled fonts for missing glyphs.

    Use it for any QFont built from scratch (e.g. text drawn on the board);
    fonts derived from the application font already have the fallback. A
    generic name ("Sans Serif") is no real family and Qt skips it in a family
    list, so it is replaced by the family the system resolved it to.
    """
    register_fonts()
    families = [f for f in font.families() or [font.family()] if f]
    real = [f for f in families if f not in FALLBACK_FAMILIES and QFontDatabase.hasFamily(f)]
    result = QFont(font)
    result.setFamilies([*(real or _system_family), *FALLBACK_FAMILIES])
    return result


def install_fonts(app: QGuiApplication) -> None:
    """Register the bundled fonts and make the application font fall back to them.

    The system's own UI family stays first, so Latin text keeps the system's
    look; any glyph it lacks comes from the bundled fonts.
    """
    app.setFont(with_fallback(app.font()))


# -- every language at once -----------------------------------------------------

_catalogs: dict[str, QTranslator] = {}
_catalogs_for: list[QCoreApplication] = []  # the application they were loaded for


def in_every_language(context: str, source: str) -> tuple[str, ...]:
    """``source`` as each language shows it, whichever is on screen now.

    For sizes that must hold the words of every language (a tool bar as wide
    as its widest words in any of them), so that a switch moves nothing.
    """
    app = QCoreApplication.instance()
    if app is None:
        return (source,)
    if not _catalogs_for or _catalogs_for[0] is not app:
        _catalogs.clear()  # loaded for an application that is gone
        _catalogs_for[:] = [app]
    texts = []
    for code in LANGUAGE_CODES:
        if code not in _catalogs:
            catalog = QTranslator(app)
            if not catalog.load(str(qm_path(code))):
                log.warning("no translation file %s", qm_path(code))
            _catalogs[code] = catalog
        texts.append(_catalogs[code].translate(context, source) or source)
    return tuple(texts)


# -- translators --------------------------------------------------------------


class LanguageManager(QObject):
    """Owns the installed translators and switches language live.

    ``switch`` installs our ``.qm`` (and Qt's own ``qtbase_<lang>.qm`` where
    Qt ships one), removes the previous ones, sets the default QLocale (number
    and date formats) and emits ``languageChanged``. Remembering the choice is
    the caller's job: save ``current`` in the settings.
    """

    languageChanged = Signal(str)

    def __init__(
        self,
        app: QCoreApplication | None = None,
        translations_dir: Path = TRANSLATIONS_DIR,
        qt_translations_dir: Path | None = None,
    ) -> None:
        if app is None:
            app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("LanguageManager needs a QCoreApplication")
        super().__init__(app)
        self._app = app
        self._dir = Path(translations_dir)
        self._qt_dir = Path(
            qt_translations_dir
            if qt_translations_dir is not None
            else QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        )
        self._translators: list[QTranslator] = []
        self._current: str | None = None
        self._locale_before = QLocale()

    @property
    def current(self) -> str:
        """The language in use (English until ``switch`` is first called)."""
        return self._current or DEFAULT_LANGUAGE

    @property
    def translators(self) -> tuple[QTranslator, ...]:
        """The translators installed now (for tests and diagnostics)."""
        return tuple(self._translators)

    def switch(self, code: str) -> str:
        """Switch the whole app to ``code`` ("en", "ro", "hi"); returns it.

        Every widget receives LanguageChange before this returns; then
        ``languageChanged`` is emitted. Switching to the current language does
        nothing.
        """
        lang = normalize(code)
        if lang is None:
            raise ValueError(f"unknown language {code!r}; expected one of {LANGUAGE_CODES}")
        if lang == self._current:
            return lang
        new = [t for t in (self._load_qt(lang), self._load_ours(lang)) if t is not None]
        old, self._translators = self._translators, new
        self._current = lang
        QLocale.setDefault(QLocale(lang))
        # Install first, then remove: lookups prefer the newest translator, so
        # the windows never retranslate into a third language in between.
        for translator in new:
            self._app.installTranslator(translator)
        for translator in old:
            self._app.removeTranslator(translator)
            translator.deleteLater()
        if isinstance(self._app, QGuiApplication):
            # Explicit, so a translation can never flip the layout to RTL.
            self._app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        # QApplication *posts* LanguageChange to the windows; deliver it now, so
        # every window is retranslated when switch() returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.languageChanged.emit(lang)
        return lang

    def close(self) -> None:
        """Remove our translators and restore the previous default locale."""
        for translator in self._translators:
            self._app.removeTranslator(translator)
            translator.deleteLater()
        self._translators = []
        self._current = None
        QLocale.setDefault(self._locale_before)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def _load_qt(self, lang: str) -> QTranslator | None:
        path = self._qt_dir / f"qtbase_{lang}.qm"
        if not path.is_file():
            return None
        translator = QTranslator(self._app)
        if translator.load(str(path)):
            return translator
        translator.deleteLater()
        return None

    def _load_ours(self, lang: str) -> QTranslator | None:
        path = self._dir / f"triangles_{lang}.qm"
        translator = QTranslator(self._app)
        if path.is_file() and translator.load(str(path)):
            return translator
        translator.deleteLater()
        log.warning("no translation file %s; showing the English source texts", path)
        return None


class LanguageActions(QActionGroup):
    """One checkable action per language, named in itself, following a manager.

    The names are never translated: a player who cannot read the current
    language must still find their own.
    """

    def __init__(self, manager: LanguageManager, parent: QObject) -> None:
        super().__init__(parent)
        self.setExclusive(True)
        self._manager = manager
        for code, name in LANGUAGES:
            action = QAction(name, self)
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == manager.current)
            self.addAction(action)
        self.triggered.connect(self._chosen)
        manager.languageChanged.connect(self._sync)

    @Slot(QAction)
    def _chosen(self, action: QAction) -> None:
        self._manager.switch(str(action.data()))

    @Slot(str)
    def _sync(self, lang: str) -> None:
        for action in self.actions():
            action.setChecked(action.data() == lang)


def add_language_actions(menu: QMenu, manager: LanguageManager) -> LanguageActions:
    """Fill ``menu`` (the app's translated "Language" menu) with the languages."""
    group = LanguageActions(manager, menu)
    menu.addActions(group.actions())
    return group


def setup(app: QGuiApplication, saved: object = None) -> LanguageManager:
    """Start-up in one call: fonts, then the saved (or system) language.

    Call it after creating the QApplication and before creating any window.
    """
    install_fonts(app)
    manager = LanguageManager(app)
    manager.switch(initial_language(saved))
    return manager
