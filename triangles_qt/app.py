"""Start-up: the QApplication, settings, autosave, and the main window, wired together."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from triangles_qt import i18n
from triangles_qt.autosave import AutosaveWriter, load_save, pending_path, pending_saves
from triangles_qt.cli import Options
from triangles_qt.i18n import LanguageManager
from triangles_qt.paths import autosave_path
from triangles_qt.plugins.policy import substitute_id
from triangles_qt.session import GameSetup, Seat
from triangles_qt.views.controller import (
    DriverFactory,
    GameController,
    OpponentDriver,
    restore,
    was_resigned,
)
from triangles_qt.views.icons import app_icon
from triangles_qt.views.main_window import MainWindow
from triangles_qt.views.names import OpponentLister
from triangles_qt.views.new_game_dialog import OpponentChoice
from triangles_qt.views.opponents import FallbackDriver, OpponentCatalog, RunnerDriver
from triangles_qt.views.settings import PHONE_SIZES, TABLET_SIZES, Settings
from triangles_qt.views.stats_bridge import StatsBridge, game_result

__all__ = ["DESKTOP_ID", "App", "app_icon", "build", "default_setup", "main", "run"]

#: The freedesktop application id (.desktop file, AppStream metainfo, icon name).
DESKTOP_ID = "io.github.triangles_qt.Triangles"


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


# The first game on a new machine: small, against the gentlest opponent, and coached.
FIRST_GAME_STARS = 24
FIRST_OPPONENT = "easy"


def default_setup(
    settings: Settings,
    small_screen: bool,
    opponents: Sequence[OpponentChoice] = (),
    first_start: bool | None = None,
) -> GameSetup:
    """The game that starts when there is nothing to resume: last time's choices.

    The very first start plays 24 stars against Easy (when it is installed).
    ``opponents`` gives the computer seat its plugin's own, untranslated name.
    """
    names = {c.id: c.name for c in opponents if c.available}
    if settings.first_start if first_start is None else first_start:
        opponent: str | None = FIRST_OPPONENT if FIRST_OPPONENT in names else settings.opponent
        layout, n_stars = "phone", FIRST_GAME_STARS
    else:
        opponent = settings.opponent
        layout = settings.layout or ("phone" if small_screen else "tablet")
        sizes = PHONE_SIZES if layout == "phone" else TABLET_SIZES
        n_stars = settings.n_stars if settings.n_stars in sizes else sizes[1]
    if opponent:
        human = Seat(settings.player_name(0))
        computer = Seat(names.get(opponent, opponent.title()), opponent)
        seats = (computer, human) if settings.computer_starts else (human, computer)
    else:
        seats = (Seat(settings.player_name(0)), Seat(settings.player_name(1)))
    return GameSetup(
        seats=seats,
        n_stars=n_stars,
        layout=layout,
        play_again=settings.play_again,
        table_mode=not opponent and settings.table_mode,
    )


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
        catalog = OpponentCatalog()
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
    window.place_on_screen(settings.placement)

    loaded = load_save(autosave_path())
    resumed = False
    if loaded.record is not None:
        restored = restore(loaded.record)
        if restored is not None and not restored[0].is_over and not was_resigned(loaded.record):
            controller.resume(*restored)
            resumed = True
        elif restored is not None:
            # It ended but its result was never confirmed: keep it aside until it is.
            autosave.set_aside(pending_path(autosave.path, restored[1].game_id))
    # Finished games whose results were not confirmed (a crash, a full disk):
    # record them now. Idempotent by game id, so nothing is ever counted twice.
    autosave.flush()
    for pending in pending_saves(autosave.path):
        waiting = load_save(pending)
        if waiting.record is None:
            continue
        ended = restore(waiting.record)
        resigned = was_resigned(waiting.record)
        if ended is not None and (ended[0].is_over or resigned):
            game, setup = ended
            stats.submit(game_result(game, setup, resigned=resigned))
    if settings.upgraded:
        # Someone who played before the coach existed is no newcomer.
        settings.coached = True
        settings.mark_started()
    if not resumed:
        first = settings.first_start
        choices = opponents() if opponents is not None else []
        if settings.opponent and settings.opponent not in {c.id for c in choices if c.available}:
            settings.opponent = ""
        controller.new_game(default_setup(settings, window.phone_sized_screen(), choices, first))
        settings.mark_started()
    if loaded.damaged_copy is not None:
        kept = loaded.damaged_copy.name
        window.show_message(
            lambda: QCoreApplication.translate(
                "App", "The saved game could not be read. It was kept as {0}; a new game started."
            ).format(kept)
        )
    return App(qapp, settings, autosave, controller, window, languages, stats)


def run(options: Options) -> int:
    """Run the game for parsed ``options`` (after the command line and the platform check).

    With ``--smoke-test`` it plays a short game against ``easy`` and quits
    (0 when all went well): installs and bundles are checked that way. A
    second start on the same data folder brings the running copy to the
    front and exits (instance.py).
    """
    from triangles_qt import instance
    from triangles_qt.paths import data_dir

    if options.smoke_test:
        from triangles_qt import smoke

        return smoke.run(options.qt_argv)
    # One copy per data folder: a second start brings this one to the front and exits.
    guard = instance.claim(data_dir())
    if isinstance(guard, int):
        return guard
    try:
        app = build(options.qt_argv)
        if not guard.listen():
            print(instance.UNREACHABLE, file=sys.stderr)
        guard.activated.connect(app.window.bring_to_front)
        code = app.qapp.exec()
        app.close()
    finally:
        guard.close()  # releases the lock
    return int(code)


def main(argv: Sequence[str] | None = None) -> int:
    """The game's command (kept for callers of ``triangles_qt.app:main``): see :func:`cli.main`."""
    from triangles_qt import cli

    return cli.main(argv)
