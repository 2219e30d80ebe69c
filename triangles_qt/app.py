"""Start-up: the QApplication, settings, the game's keeper, and the main window, wired together."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from triangles_qt import background, i18n
from triangles_qt.i18n import LanguageManager
from triangles_qt.model import Layout
from triangles_qt.model.board_code import BoardCode
from triangles_qt.paths import autosave_path
from triangles_qt.play.catalog import OpponentCatalog, OpponentChoice
from triangles_qt.play.drivers import DriverFactory, FallbackDriver, OpponentDriver, RunnerDriver
from triangles_qt.play.settings import Settings, SettingsProblem
from triangles_qt.play.setup_choice import choices_from_settings, game_setup
from triangles_qt.play.stats_bridge import StatsBridge
from triangles_qt.play.table import Table
from triangles_qt.play.telling import NOTICE_MS, Text
from triangles_qt.plugins.policy import substitute_id
from triangles_qt.session import GameKeeper, GameSetup, Recovered, with_board
from triangles_qt.views.game.keeper_news import (
    KeeperNewsRelay,
    folder_fault_text,
    odd_lock_text,
    set_aside_text,
    settings_text,
)
from triangles_qt.views.game.main_window import MainWindow
from triangles_qt.views.game.names import OpponentLister
from triangles_qt.views.look.icons import app_icon

if TYPE_CHECKING:
    from triangles_qt.instance import InstanceGuard, LockFinding

__all__ = ["DESKTOP_ID", "App", "app_icon", "build", "default_setup", "run", "start"]

#: The freedesktop application id (.desktop file, AppStream metainfo, icon name).
DESKTOP_ID = "io.github.triangles_qt.Triangles"


@dataclass
class App:
    """The running application's parts (tests drive these directly)."""

    qapp: QApplication
    settings: Settings
    keeper: GameKeeper
    table: Table
    window: MainWindow
    languages: LanguageManager
    stats: StatsBridge
    recovered: Recovered | None = None
    """What start-up found (set once the keeper's recovery arrived)."""
    notices: _InTurn | None = None
    """Start-up's notices, told in turn."""

    def ready(self) -> bool:
        """Start-up is over and a game is on the table (tests wait for this)."""
        return (
            self.recovered is not None
            and self.table.game is not None
            and not self.table.preparing
        )

    def close(self) -> None:
        """Stop opponents, finish the saves, remove the translators (tests call this)."""
        self.table.shutdown()
        self.settings.save()
        self.keeper.close()
        self.stats.close()
        self.languages.close()


#: Said by a second start with ``--board`` (the running copy has its own game).
ALREADY_RUNNING_BOARD = (
    "Triangles is already running: type the board code {0} in its New Game window."
)

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

    Made by the New Game window's own mapping (:mod:`views.setup_choice`), so
    the same settings start the same game either way. The very first start
    plays 24 stars against Easy (when it is installed). ``opponents`` gives
    the computer seat its plugin's own, untranslated name.
    """
    choices = choices_from_settings(settings, small_screen)
    if settings.first_start if first_start is None else first_start:
        available = {c.id for c in opponents if c.available}
        choices = replace(
            choices,
            layout=Layout.for_size(FIRST_GAME_STARS),
            n_stars=FIRST_GAME_STARS,
            opponent=FIRST_OPPONENT if FIRST_OPPONENT in available else choices.opponent,
        )
    return game_setup(choices, {c.id: c.name for c in opponents})


def build(
    argv: Sequence[str] | None = None,
    driver_factory: DriverFactory | None = None,
    opponents: OpponentLister | None = None,
    substitute_factory: DriverFactory | None = None,
    lock_findings: Sequence[LockFinding] = (),
    board: BoardCode | None = None,
) -> App:
    """Create everything and show the window; the keeper's recovery follows off the UI thread.

    The last run's saves are read (and replayed) on the keeper's thread; when
    they arrive the game in progress resumes, or the default game starts,
    and what had to be moved aside is told once (:meth:`App.ready` turns
    true then). By default opponents are the installed ``triangles_qt.ai``
    plugins, each run in its own worker process; tests pass scripted ones.
    ``lock_findings``: what the claim on the data folder found (:func:`start`),
    told once in the window. ``board``: a board code to play (``--board``):
    it starts when there is nothing to resume; otherwise the game in
    progress comes back and New Game opens with the code, so leaving that
    game is asked about as always.
    """
    qapp = application(argv)
    qapp.setApplicationName("Triangles")
    qapp.setOrganizationName("Triangles")
    # Desktop integration: the window icon, and the .desktop file id (Wayland
    # matches windows to packaging/io.github.triangles_qt.Triangles.desktop by it).
    qapp.setDesktopFileName(DESKTOP_ID)
    qapp.setWindowIcon(app_icon())
    settings = Settings()
    # Fonts (Devanagari included) and the saved or system language, before any window.
    languages = i18n.setup(qapp, saved=settings.language)
    keeper = GameKeeper(autosave_path())
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
    table = Table(keeper, driver_factory, substitute_factory=substitute_factory)
    window = MainWindow(table, settings, opponents)
    window.set_languages(languages)
    stats = StatsBridge(parent=window)
    keeper.set_submit(stats.submit_for)
    # Said once at start, not again by every part that meets it (the saves, the statistics).
    fault = _folder_fault(lock_findings)
    if fault is not None:
        stats.already_told(fault.lock.parent)
    window.set_stats(stats)
    window.records.set_keeper_news(KeeperNewsRelay(keeper, window, fault.reason if fault else None))
    if catalog is not None:
        catalog.setParent(window)
        catalog.changed.connect(window.opponents_changed)
        window.new_game.set_looking(catalog.look_again)  # engines.toml read again at New Game
    window.frame.place(settings.placement)
    notices = _InTurn(window)
    app = App(qapp, settings, keeper, table, window, languages, stats, notices=notices)
    _tell_at_start(notices, settings, lock_findings)

    arrival = _Arrival(app, opponents, window, board)
    # On the keeper's thread, before any save: an early game cannot overwrite what it reads.
    keeper.recover_later(background.deliver_to(arrival, arrival.arrived, once=True))
    return app


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication: the one that exists, or a new one made with ``argv``."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication(list(argv if argv is not None else sys.argv))


def _lock_text(finding: LockFinding) -> Text | None:
    """What the window says about one of the claim's findings (None: the log line is enough)."""
    from triangles_qt.instance import Finding

    if finding.kind is Finding.CANNOT_WRITE:
        folder, reason = finding.lock.parent, finding.reason
        return lambda: folder_fault_text(folder, reason)
    if finding.kind in (Finding.ODD_LOCK_KEPT, Finding.ODD_LOCK_STAYS):
        lock, odd, kept_as = finding.lock, finding.odd, finding.kept_as
        return lambda: odd_lock_text(lock, odd, kept_as)
    return None  # a dead copy's lock, replaced: nothing the player needs to do


class _InTurn(QObject):
    """Start-up's notices, each shown for a notice's time before the next, so none hides another.

    Parented to the window: what is still waiting when it closes is dropped.
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._free_at = 0.0

    def tell(self, text: Text) -> None:
        now = time.monotonic()
        wait = max(0.0, self._free_at - now)
        self._free_at = now + wait + NOTICE_MS / 1000
        if wait <= 0:
            self._window.show_message(text)
        else:
            QTimer.singleShot(round(wait * 1000), self, lambda: self._window.show_message(text))


def _folder_fault(lock_findings: Sequence[LockFinding]) -> LockFinding | None:
    """The claim's finding that the data folder cannot be written, if it made one."""
    from triangles_qt.instance import Finding

    return next((f for f in lock_findings if f.kind is Finding.CANNOT_WRITE), None)


def _tell_at_start(
    notices: _InTurn, settings: Settings, lock_findings: Sequence[LockFinding]
) -> None:
    """Tell once what start-up found wrong with the data folder's lock and the settings
    (a settings problem found later, a save that fails, is told when found)."""
    for finding in lock_findings:
        text = _lock_text(finding)
        if text is not None:
            notices.tell(text)

    def found(problem: SettingsProblem) -> None:
        notices.tell(lambda: settings_text(problem))

    settings.listen(found)


class _Arrival(QObject):
    """Takes the keeper's recovery on the UI thread; gone with the window, so late news drops."""

    def __init__(
        self,
        app: App,
        opponents: OpponentLister | None,
        parent: QObject,
        board: BoardCode | None = None,
    ) -> None:
        super().__init__(parent)
        self._app = app
        self._opponents = opponents
        self._board = board

    def arrived(self, found: object) -> None:
        assert isinstance(found, Recovered)
        _after_recovery(self._app, self._opponents, found, self._board)


def _after_recovery(
    app: App, opponents: OpponentLister | None, found: Recovered, board: BoardCode | None = None
) -> None:
    """The saves are read: resume the game in progress, or start the default one (or the
    board code's, ``board``)."""
    settings, table, window = app.settings, app.table, app.window
    if settings.upgraded:
        # Someone who played before the coach existed is no newcomer.
        settings.coached = True
        settings.mark_started()
    resumed = False

    def start_default() -> None:
        first = settings.first_start
        choices = opponents() if opponents is not None else []
        if settings.opponent and settings.opponent not in {c.id for c in choices if c.available}:
            settings.opponent = ""
        setup = default_setup(settings, window.phone_sized_screen(), choices, first)
        table.new_game(setup if board is None else with_board(setup, board))
        settings.mark_started()

    if table.game is not None or table.preparing:
        if board is not None:
            window.new_game.show(board)
        # (else the player, or a script, started a game before the saves were read)
    elif found.resume is not None and found.resume.setup.network:
        # The other device may be waiting: the player decides whether to go back.
        window.network.offer_return(found.resume, start_default)
        resumed = True
    elif found.resume is not None:
        table.resume(found.resume)
        resumed = True
        if board is not None:
            window.new_game.show(board)
    else:
        start_default()
    if found.set_aside:
        odd = found.set_aside
        text: Text = lambda: set_aside_text(odd, resumed)  # noqa: E731
        if app.notices is not None:
            app.notices.tell(text)
        else:
            window.show_message(text)
    news = window.records.keeper_news
    if news is not None:
        news.recovered(found.results)
    app.recovered = found


def start(
    qt_argv: Sequence[str],
    driver_factory: DriverFactory | None = None,
    opponents: OpponentLister | None = None,
    substitute_factory: DriverFactory | None = None,
    board: BoardCode | None = None,
) -> tuple[App, InstanceGuard] | int:
    """The real start-up: the application, this copy's claim on its data folder, everything.

    Returns the app and its guard, or the exit code when another copy runs
    this data folder (it was brought to the front). The app always starts
    otherwise: a data folder where no lock file can be made (full, read-only,
    a file) or an odd lock is told once in the window (instance.py).
    """
    from triangles_qt import instance
    from triangles_qt.paths import data_dir

    application(qt_argv)  # first: the claim may talk to another copy, and build() reuses it
    guard = instance.claim(data_dir())
    if isinstance(guard, int):
        if board is not None:
            print(ALREADY_RUNNING_BOARD.format(board.shown), file=sys.stderr)
        return guard
    try:
        app = build(
            qt_argv,
            driver_factory=driver_factory,
            opponents=opponents,
            substitute_factory=substitute_factory,
            lock_findings=guard.findings,
            board=board,
        )
        if not guard.listen():
            print(instance.UNREACHABLE, file=sys.stderr)
        guard.activated.connect(app.window.frame.bring_to_front)
    except BaseException:
        guard.close()
        raise
    return app, guard


def run(qt_argv: Sequence[str], board: BoardCode | None = None) -> int:
    """Run the game with ``qt_argv`` (after cli.py parsed the command line and checked Qt).

    A second start on the same data folder brings the running copy to the
    front and exits (instance.py). (``--smoke-test`` is run by cli.py.)
    ``board``: ``--board``'s code (see :func:`build`).
    """
    started = start(qt_argv, board=board)
    if isinstance(started, int):
        return started
    app, guard = started
    try:
        code = app.qapp.exec()
        app.close()
    finally:
        guard.close()  # releases the lock
    return int(code)

