"""Start-up: the QApplication, settings, autosave, and the main window, wired together."""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from triangles_qt import i18n
from triangles_qt.autosave import AutosaveWriter, load_save, pending_path, pending_saves
from triangles_qt.i18n import LanguageManager
from triangles_qt.paths import autosave_path
from triangles_qt.plugins.policy import substitute_id
from triangles_qt.session import GameSetup, Seat
from triangles_qt.views.controller import DriverFactory, GameController, OpponentDriver, restore
from triangles_qt.views.main_window import MainWindow, OpponentLister
from triangles_qt.views.opponents import FallbackDriver, OpponentCatalog, RunnerDriver
from triangles_qt.views.settings import PHONE_SIZES, TABLET_SIZES, Settings
from triangles_qt.views.stats_bridge import StatsBridge, game_result

#: The freedesktop application id (.desktop file, AppStream metainfo, icon name).
DESKTOP_ID = "io.github.triangles_qt.Triangles"
#: ``triangles-qt --smoke-test``: start, play a few lines against ``easy``, quit.
SMOKE_TEST_FLAG = "--smoke-test"


def app_icon() -> QIcon:
    """The application icon shipped in the package (made by packaging/make_icons.py)."""
    icon = QIcon()
    for path in sorted(i18n.RESOURCES_DIR.joinpath("icons").glob("triangles*.*")):
        icon.addFile(str(path))
    return icon


@dataclass
class App:
    """The running application's parts (tests drive these directly)."""

    qapp: QApplication
    settings: Settings
    autosave: AutosaveWriter
    controller: GameController
    window: MainWindow
    languages: LanguageManager
    stats: StatsBridge

    def close(self) -> None:
        """Stop opponents, finish the autosave, remove the translators (tests call this)."""
        self.controller.shutdown()
        self.autosave.close()
        self.stats.close()
        self.languages.close()


def default_setup(settings: Settings, small_screen: bool) -> GameSetup:
    """The game that starts when there is nothing to resume: last time's choices."""
    layout = settings.layout or ("phone" if small_screen else "tablet")
    sizes = PHONE_SIZES if layout == "phone" else TABLET_SIZES
    n_stars = settings.n_stars if settings.n_stars in sizes else sizes[1]
    opponent = settings.opponent or None
    if opponent is not None:
        human = Seat(settings.player_name(0))
        computer = Seat(opponent, opponent)
        seats = (computer, human) if settings.computer_starts else (human, computer)
    else:
        seats = (Seat(settings.player_name(0)), Seat(settings.player_name(1)))
    return GameSetup(seats=seats, n_stars=n_stars, layout=layout, play_again=settings.play_again)


def build(
    argv: Sequence[str] | None = None,
    driver_factory: DriverFactory | None = None,
    opponents: OpponentLister | None = None,
    substitute_factory: DriverFactory | None = None,
) -> App:
    """Create everything and show the window, resuming the autosaved game if there is one.

    By default opponents are the installed ``triangles_qt.ai`` plugins, each
    run in its own worker process; tests pass scripted ones instead.
    """
    existing = QApplication.instance()
    qapp = (
        existing
        if isinstance(existing, QApplication)
        else QApplication(list(argv if argv is not None else sys.argv))
    )
    qapp.setApplicationName("Triangles")
    qapp.setOrganizationName("Triangles")
    # Desktop integration: the window icon, and the .desktop file id (Wayland
    # matches windows to packaging/io.github.triangles_qt.Triangles.desktop by it).
    qapp.setDesktopFileName(DESKTOP_ID)
    qapp.setWindowIcon(app_icon())
    settings = Settings()
    # Fonts (Devanagari included) and the saved or system language, before any window.
    languages = i18n.setup(qapp, saved=settings.language)
    autosave = AutosaveWriter(autosave_path())
    catalog: OpponentCatalog | None = None
    if driver_factory is None:
        catalog = OpponentCatalog(languages.current)
        catalog.start()
        found = catalog
        driver_factory = RunnerDriver
        opponents = catalog.choices

        def substitute(failed_id: str) -> OpponentDriver:
            stand_in = substitute_id(failed_id, frozenset(found.available_ids()))
            return RunnerDriver(stand_in) if stand_in else FallbackDriver()

        substitute_factory = substitute
    controller = GameController(autosave, driver_factory, substitute_factory=substitute_factory)
    window = MainWindow(controller, settings, opponents)
    window.set_languages(languages)
    stats = StatsBridge(parent=window)
    window.set_stats(stats)
    if catalog is not None:
        catalog.setParent(window)
        catalog.changed.connect(window.opponents_changed)
        found_catalog = catalog
        languages.languageChanged.connect(lambda code: setattr(found_catalog, "language", code))
    if settings.geometry:
        window.restoreGeometry(settings.geometry)
    window.show()

    loaded = load_save(autosave_path())
    resumed = False
    if loaded.record is not None:
        restored = restore(loaded.record)
        if restored is not None and not restored[0].is_over:
            controller.resume(*restored)
            resumed = True
        elif restored is not None:
            # It finished but its result was never confirmed: keep it aside until it is.
            autosave.set_aside(pending_path(autosave.path, restored[1].game_id))
    # Finished games whose results were not confirmed (a crash, a full disk):
    # record them now. Idempotent by game id, so nothing is ever counted twice.
    autosave.flush()
    for pending in pending_saves(autosave.path):
        waiting = load_save(pending)
        finished = restore(waiting.record) if waiting.record is not None else None
        if finished is not None and finished[0].is_over:
            game, setup = finished
            stats.submit(game_result(game, setup, window.player_names_for(setup)))
    if not resumed:
        if settings.opponent and opponents is not None:
            ids = {c.id for c in opponents() if c.available}
            if settings.opponent not in ids:
                settings.opponent = ""
        elif opponents is None:
            settings.opponent = ""
        controller.new_game(default_setup(settings, window._small_screen()))
    if loaded.damaged_copy is not None:
        window.show_message(
            QCoreApplication.translate(
                "App", "The saved game could not be read. It was kept as {0}; a new game started."
            ).format(loaded.damaged_copy.name)
        )
    return App(qapp, settings, autosave, controller, window, languages, stats)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code.

    With ``--smoke-test`` it plays a short game against ``easy`` and quits
    (0 when all went well): installs and bundles are checked that way.
    """
    # For bundles whose entry point is this function: a frozen executable is
    # also started as each worker process, and this hands those runs to
    # multiprocessing (no-op when not frozen). triangles_qt/__main__.py, the
    # bundle's entry script, already did this before importing Qt.
    multiprocessing.freeze_support()
    args = list(sys.argv if argv is None else argv)
    if SMOKE_TEST_FLAG in args:
        from triangles_qt import smoke

        return smoke.run([a for a in args if a != SMOKE_TEST_FLAG])
    app = build(args)
    code = app.qapp.exec()
    app.close()
    return int(code)
