"""The opponents the New Game window offers: found in the background, with why not.

Discovery probes the installed plugins and the engines listed in
``engines.toml`` in a worker process, from a background thread; the window
lists each as an :class:`OpponentChoice`, unavailable ones with the reason
in the player's words (:func:`failure_text`), without the machine's paths.
It looks again each time New Game opens (:meth:`OpponentCatalog.look_again`):
a file or an entry added since is probed then, and the window's list follows.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePath, PureWindowsPath
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from triangles_qt import background
from triangles_qt.plugins.contract import FailureKind, OpponentFailure
from triangles_qt.plugins.discovery import OpponentInfo, PluginEntry, discover, installed_plugins


@dataclass(frozen=True)
class OpponentChoice:
    """A computer opponent as the New Game window lists it.

    ``name`` and ``description`` are the plugin's own (untranslated) words;
    ``names`` and ``descriptions`` its translations by language code, so
    the text shown can follow a language switch.
    """

    id: str
    name: str
    available: bool = True
    reason: str = ""
    description: str = ""
    names: Mapping[str, str] = field(default_factory=dict)
    descriptions: Mapping[str, str] = field(default_factory=dict)
    strength: int | None = None

    def display_name(self, language: str) -> str:
        return _in_language(self.names, language) or self.name

    def display_description(self, language: str) -> str:
        return _in_language(self.descriptions, language) or self.description


def _in_language(table: Mapping[str, str], language: str) -> str:
    code = language.replace("-", "_")
    return table.get(code) or table.get(code.split("_")[0].lower()) or ""


def strength_order(choices: list[OpponentChoice]) -> list[OpponentChoice]:
    """Weakest first; opponents that do not say how strong they are come last, by name."""
    return sorted(
        choices,
        key=lambda c: (c.strength is None, c.strength or 0, c.name.casefold(), c.id),
    )


def ladder(choices: list[OpponentChoice]) -> list[str]:
    """The opponents a player can climb now, by id, weakest first: those available that say
    how strong they are (New Game's next step, play/next_step.py)."""
    return [c.id for c in strength_order(choices) if c.available and c.strength is not None]


_Probed = tuple[tuple[PluginEntry, ...], list[OpponentInfo]]
"""What one probe found listed, and what it found each one to be."""


class OpponentCatalog(QObject):
    """The opponents the New Game window offers; found in the background, looked at again
    when asked (New Game opens).

    Quitting may come at any moment, even while the plugins are still being
    probed: the probe then stops at once and reports nothing, quietly.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._infos: list[OpponentInfo] | None = None
        self._found: list[str] = []
        # What the last probe found listed (entry points and engines.toml), to see a change.
        self._probed: tuple[PluginEntry, ...] | None = None
        self._probing = False
        self._again = False  # asked to look again while a probe was running
        self._done = threading.Event()
        self._stop = threading.Event()
        stop = self._stop  # not self: the slot must work while self is being destroyed
        self.destroyed.connect(lambda *_: stop.set())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def start(self) -> None:
        """Find the entry points now (fast, and afresh) and probe them in the background."""
        self._found = [entry.id for entry in installed_plugins(refresh=True)]
        self._probe(only_if_changed=False)

    def look_again(self) -> None:
        """Read the entry points and ``engines.toml`` again, off the UI thread (the config
        folder may be on a slow disk); probe again if what is listed changed, or if a listed
        engine could not be used last time (its program may be there now). ``changed`` says
        when the answer is in; nothing is said when nothing changed."""
        if self._probing:
            self._again = True  # (the probe under way may have read the file before it changed)
            return
        self._probe(only_if_changed=True)

    def _probe(self, only_if_changed: bool) -> None:
        stop = self._stop
        before = self._probed
        retry = any(not i.available and i.entry.is_engine for i in self._infos or [])
        self._probing = True

        def work() -> _Probed | None:
            if stop.is_set():
                return None
            listed = installed_plugins(refresh=True)
            if only_if_changed and listed == before and not retry:
                return None  # the same opponents: the last probe's answer stands
            return listed, discover(cancel=stop)

        def arrived(found: _Probed | None) -> None:
            self._probing = False
            if stop.is_set():
                return  # (quitting: nobody is waiting for the answer)
            if found is not None:
                self._probed = found[0]
                self._store(found[1])
            elif not only_if_changed:
                self._store(None)
            if self._again:
                self._again = False
                self.look_again()

        def failed(error: BaseException) -> None:
            self._probing = False  # (the last answer stands; the next New Game asks again)
            if not only_if_changed:
                self._store(None)

        background.run_off_ui(work, arrived, self, name="opponent-discovery", failed=failed)

    def stop(self) -> None:
        """Stop probing (the app is quitting): the background thread ends without a word."""
        self._stop.set()

    def _store(self, infos: list[OpponentInfo] | None) -> None:
        if infos is not None:
            self._infos = infos
        self._done.set()
        self.changed.emit()

    @property
    def ready(self) -> bool:
        return self._infos is not None

    def wait(self, timeout: float) -> bool:
        return self._done.wait(timeout)

    def infos(self) -> list[OpponentInfo]:
        return list(self._infos or [])

    def available_ids(self) -> set[str]:
        if self._infos is None:
            return set(self._found)
        return {info.id for info in self._infos if info.available}

    def choices(self) -> list[OpponentChoice]:
        """For the New Game window: every opponent, usable or not (with the reason).

        Names and descriptions come untranslated with their translations, so
        whoever shows them picks the language on screen at that moment.
        """
        if self._infos is None:
            return [OpponentChoice(oid, oid.title()) for oid in self._found]
        out = []
        for info in self._infos:
            about = info.description
            out.append(
                OpponentChoice(
                    info.id,
                    about.name if about is not None else (info.entry.name or info.id),
                    info.available,
                    _reason(info) if info.failure else "",
                    description=about.description if about is not None else "",
                    names=dict(about.names) if about is not None else {},
                    descriptions=dict(about.descriptions) if about is not None else {},
                    strength=about.strength if about is not None else None,
                )
            )
        return out


def _reason(info: OpponentInfo) -> str:
    """Why an opponent cannot be chosen; for an engine the player listed, also the words of
    the fault (a program not found, a handshake refused), so the player can fix the listing,
    with no path of the machine in them (:func:`without_paths`)."""
    assert info.failure is not None
    text = failure_text(info.failure)
    if info.entry.is_engine:
        return QCoreApplication.translate("Opponents", "{0} ({1})").format(
            text, without_paths(info.failure.message)
        )
    return text


#: A path in a fault's words: quoted (it may hold spaces), or bare up to a space or a
#: bracket; POSIX ("/…"), Windows ("C:\…") or already home-relative ("~/…").
_QUOTED_PATH: Final = re.compile(r"""(['"])((?:/|~/|[A-Za-z]:[\\/])[^'"]*)\1""")
_BARE_PATH: Final = re.compile(r"""(?<![\w.:~/\\'"])((?:/|[A-Za-z]:[\\/])[^\s'"(),;]*)""")


def without_paths(text: str, home: str | None = None) -> str:
    """``text`` with every absolute path shortened: under the home folder to "~/…", else to
    its file name, so a window shows no more of the machine than the player needs.

    >>> without_paths("'/opt/x/engine' was not found (in /home/me/.config/t)", home="/home/me")
    "'engine' was not found (in ~/.config/t)"
    """
    home = home if home is not None else str(Path.home())

    def shown(path: str) -> str:
        for sep in ("/", "\\"):
            if home and (path == home or path.startswith(home.rstrip(sep) + sep)):
                return "~" + path[len(home.rstrip(sep)) :].replace(os.sep, "/")
        name = (PureWindowsPath(path) if "\\" in path else PurePath(path)).name
        return name or path

    text = _QUOTED_PATH.sub(lambda m: m.group(1) + shown(m.group(2)) + m.group(1), text)
    return _BARE_PATH.sub(lambda m: shown(m.group(1)), text)


def failure_text(failure: OpponentFailure) -> str:
    """How an opponent failed, for players, in the current language."""
    texts = {
        FailureKind.IMPORT: QCoreApplication.translate("Opponents", "it could not be loaded"),
        FailureKind.INCOMPATIBLE: QCoreApplication.translate(
            "Opponents", "it needs a newer version of Triangles"
        ),
        FailureKind.EXCEPTION: QCoreApplication.translate("Opponents", "it ran into an error"),
        FailureKind.MEMORY: QCoreApplication.translate("Opponents", "it used too much memory"),
        FailureKind.MALFORMED: QCoreApplication.translate(
            "Opponents", "it answered something that is not a line"
        ),
        FailureKind.ILLEGAL: QCoreApplication.translate(
            "Opponents", "it chose a line the rules refuse"
        ),
        FailureKind.TIMEOUT: QCoreApplication.translate(
            "Opponents", "it did not answer in time and was stopped"
        ),
        FailureKind.CRASHED: QCoreApplication.translate("Opponents", "its process crashed"),
        FailureKind.CANCELLED: QCoreApplication.translate("Opponents", "the request was withdrawn"),
    }
    return texts[failure.kind]
