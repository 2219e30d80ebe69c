"""A real accessibility client, as a screen reader is one: it starts a program inside the test's
D-Bus session, finds it on the AT-SPI desktop and works it through AT-SPI alone (the tree, the
names, the actions, typed keys), listening to its announcements. Run by the system's Python,
which has pyatspi (Debian's python3-pyatspi), never by the project's environment or pytest:

    python3 client.py '{"scenario": "play", "command": [...], "out": FOLDER}'

Scenarios:

- ``announcer``: the program is tests/app/screen_reader/announcer_child.py; its button is
  pressed three times and the announcements heard are reported (the path itself, proved);
- ``explore``: the app's tree; the board found by name; the New Game button pressed through
  its action, the dialog found, a name typed into its field with the keyboard, the dialog
  cancelled, New Game opened again by its shortcut (Ctrl+N) and cancelled; then Quit;
- ``play``: a whole game against Easy, the player first, played through the stars' actions and
  the command line alone (see :func:`play`); then Quit.

The report (``FOLDER/report.json``) says what was found and heard, the app's
exit code, and ``error`` (with the traceback) when something went wrong; progress goes to
standard error. The program's own output goes to ``FOLDER/app.out`` and ``FOLDER/app.err``.
Every wait polls with a generous deadline: a slow machine makes this slower, never wrong.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pyatspi
from gi.repository import Atspi, GLib

T = TypeVar("T")

#: How long any one thing may take before the client gives up (a busy machine is slow).
PATIENCE_S = 180.0
#: D-Bus calls to the app (libatspi's default gives up after 0.8 s).
CALL_TIMEOUT_MS = 120_000
#: Quiet time after the game, for an announcement that should not come (a second one).
AFTERWARDS_S = 3.0

STAR = r"[A-Za-z]+[0-9]+"
LINE_SAID = re.compile(rf"^(?P<who>.+?) drew (?P<a>{STAR}) to (?P<b>{STAR})\b")
HINT_SAID = re.compile(rf"Hint: (?P<a>{STAR}) to (?P<b>{STAR})\.")
SCORE = re.compile(r"(?P<first>[^.,]+?) (?P<s1>\d+), (?P<second>[^.,]+?) (?P<s2>\d+)\.")
#: What may make two identical announcements distinct (the words stay the same).
INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))

RETURN = 0xFF0D  # XK_Return
CONTROL_MASK = 1 << 2  # X's ControlMask


def log(*words: object) -> None:
    print(f"[{time.strftime('%H:%M:%S')}]", *words, file=sys.stderr, flush=True)


def plain(text: str) -> str:
    """An announcement's words, without what only makes it distinct from the last one."""
    return " ".join(text.translate(INVISIBLE).split())


class GaveUp(Exception):
    """Something the client waited for never happened."""


class Client:
    """One program under AT-SPI: started, found, listened to, worked, quit."""

    def __init__(self, command: list[str], out: Path) -> None:
        self.heard: list[str] = []
        self.context = GLib.MainContext.default()
        Atspi.set_timeout(CALL_TIMEOUT_MS, CALL_TIMEOUT_MS)
        # Listening first: the app sends announcements only once someone listens to them.
        pyatspi.Registry.registerEventListener(self._announced, "object:announcement")
        self._pump()
        log("starting", command)
        with (out / "app.out").open("w") as stdout, (out / "app.err").open("w") as stderr:
            self.process = subprocess.Popen(command, stdout=stdout, stderr=stderr)
        self.app = self.wait("the app on the AT-SPI desktop", self._find_app)
        # Nothing cached: names and states change as the game goes (labels, focus).
        self.app.set_cache_mask(Atspi.Cache.NONE)
        log("found", self.app.name, "pid", self.process.pid)

    # -- waiting ---------------------------------------------------------------------------

    def _pump(self) -> None:
        while self.context.iteration(False):
            pass

    def wait(self, what: str, check: Callable[[], T | None], patience: float = PATIENCE_S) -> T:
        """Poll ``check`` (events delivered in between) until it gives something."""
        deadline = time.monotonic() + patience
        while True:
            self._pump()
            try:
                found = check()
            except GLib.Error as error:  # the tree changed under the question: ask again
                log("while waiting for", what, ":", error)
                found = None
            if found is not None and found is not False:
                return found
            if getattr(self, "process", None) is not None and self.process.poll() is not None:
                raise GaveUp(f"the app exited ({self.process.returncode}) before {what}")
            if time.monotonic() > deadline:
                raise GaveUp(f"gave up waiting for {what}")
            time.sleep(0.05)

    def quiet(self, seconds: float) -> None:
        """Listen for ``seconds`` (only for what must NOT come)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self._pump()
            time.sleep(0.05)

    def _announced(self, event: Any) -> None:
        text = str(event.any_data)
        self.heard.append(text)
        log("heard:", repr(text))

    def hear(self, what: str, pattern: re.Pattern[str], since: int) -> re.Match[str]:
        """The first announcement from ``since`` on that matches ``pattern``."""

        def said() -> re.Match[str] | None:
            for text in self.heard[since:]:
                match = pattern.search(plain(text))
                if match:
                    return match
            return None

        return self.wait(what, said)

    # -- the tree --------------------------------------------------------------------------

    def _find_app(self) -> Any:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == self.process.pid and app.childCount:
                return app
        return None

    def windows(self) -> list[Any]:
        return [w for w in self.app if w is not None]

    def window(self, name: str) -> Any:
        """The app's shown window called ``name``."""

        def shown() -> Any:
            for window in self.windows():
                if window.name == name and showing(window):
                    return window
            return None

        return self.wait(f"the window {name!r}", shown)

    def gone(self, window: Any) -> None:
        def closed() -> bool:
            return all(not same(w, window) or not showing(w) for w in self.windows())

        self.wait(f"the window {window.name!r} to close", closed)

    def find(self, root: Any, what: str, test: Callable[[Any], bool]) -> Any:
        return self.wait(what, lambda: pyatspi.findDescendant(root, test, breadth_first=True))

    def named(self, root: Any, name: str, role: int | None = None, shown: bool = True) -> Any:
        """``root``'s descendant called ``name`` (with ``role``); shown, unless ``shown`` is
        False (a menu's items are there while the menu is closed)."""
        return self.find(
            root,
            f"{name!r} in {root.name!r}",
            lambda a: (
                a.name == name
                and (showing(a) or not shown)
                and (role is None or a.getRole() == role)
            ),
        )

    # -- doing -----------------------------------------------------------------------------

    def act(self, accessible: Any, action: str) -> None:
        """Do ``accessible``'s action called ``action`` (as Qt's bridge names it)."""
        actions = accessible.queryAction()
        names = [actions.getName(i) for i in range(actions.nActions)]
        if action not in names:
            raise GaveUp(f"{accessible.name!r} has no {action!r} action, only {names}")
        log("action", action, "on", repr(accessible.name))
        actions.doAction(names.index(action))

    def focus(self, accessible: Any) -> None:
        if not focused(accessible):
            accessible.queryComponent().grabFocus()
        self.wait(f"the focus on {accessible.name!r}", lambda: focused(accessible))

    def type_into(self, field: Any, text: str, enter: bool = False) -> None:
        """Type ``text`` into ``field`` with the keyboard (emptied first), then Enter."""
        self.focus(field)
        field.queryEditableText().setTextContents("")
        self.wait(f"{field.name!r} emptied", lambda: text_of(field) == "")
        log("typing", repr(text), "into", repr(field.name))
        pyatspi.Registry.generateKeyboardEvent(0, text, pyatspi.KEY_STRING)
        self.wait(f"{text!r} in {field.name!r}", lambda: text_of(field) == text)
        if enter:
            pyatspi.Registry.generateKeyboardEvent(RETURN, None, pyatspi.KEY_SYM)

    def shortcut(self, key: str) -> None:
        """Ctrl+``key``, as typed."""
        log("pressing Ctrl+" + key)
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_LOCKMODIFIERS)
        try:
            pyatspi.Registry.generateKeyboardEvent(ord(key), None, pyatspi.KEY_SYM)
        finally:
            pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_UNLOCKMODIFIERS)

    def quit(self, main: Any) -> int:
        """Game ▸ Quit through its action; a question on the way is answered; the exit code."""
        self.act(self.named(main, "Quit", pyatspi.ROLE_MENU_ITEM, shown=False), "Press")
        deadline = time.monotonic() + PATIENCE_S
        while self.process.poll() is None:
            self._pump()
            if time.monotonic() > deadline:
                raise GaveUp("the app did not exit after Quit")
            time.sleep(0.1)
        return int(self.process.returncode)

    def stop(self) -> None:
        """After a failure: the app goes, whatever it is doing."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def showing(accessible: Any) -> bool:
    return bool(accessible.getState().contains(pyatspi.STATE_SHOWING))


def same(a: Any, b: Any) -> bool:
    return bool(a.path == b.path) if hasattr(a, "path") else a == b


def text_of(field: Any) -> str:
    return str(field.queryText().getText(0, -1))


def outline(accessible: Any, depth: int = 0, limit: int = 14) -> list[str]:
    """The shown part of the tree, one line per node: role, name, actions."""
    if accessible is None or not showing(accessible) or depth > limit:
        return []
    try:
        actions = accessible.queryAction()
        names = [actions.getName(i) for i in range(actions.nActions)]
    except NotImplementedError:
        names = []
    line = "  " * depth + f"{accessible.getRoleName()} {accessible.name!r}"
    lines = [line + (f" {names}" if names else "")]
    for child in accessible:
        lines += outline(child, depth + 1, limit)
    return lines


# -- scenarios --------------------------------------------------------------------------------


def announcer(client: Client, report: dict[str, Any]) -> None:
    """The throwaway program's button, pressed three times: three announcements heard."""
    frame = client.window("Announcer")
    report["tree"] = outline(frame)
    button = client.named(frame, "Announce", pyatspi.ROLE_PUSH_BUTTON)
    report["actions"] = action_names(button)
    for count in range(1, 4):
        client.act(button, "Press")
        client.wait(f"announcement {count}", lambda c=count: len(client.heard) >= c)
    report["exit"] = client.quit(frame)


def action_names(accessible: Any) -> list[str]:
    actions = accessible.queryAction()
    return [actions.getName(i) for i in range(actions.nActions)]


def explore(client: Client, report: dict[str, Any]) -> None:
    """Today's app, read and worked as a screen reader user would."""
    main = client.window("Triangles")
    board = client.named(main, "Game board")
    report["board_role"] = board.getRoleName()
    report["tree"] = outline(main)
    new_game = client.named(main, "New Game", pyatspi.ROLE_PUSH_BUTTON)
    report["new_game_actions"] = action_names(new_game)
    client.act(new_game, "Press")
    dialog = client.window("New Game")
    report["new_game_tree"] = outline(dialog)
    fields = client.wait(
        "New Game's text fields",
        lambda: [
            f
            for f in pyatspi.findAllDescendants(dialog, lambda a: a.getRole() == pyatspi.ROLE_TEXT)
            if showing(f) and f.getState().contains(pyatspi.STATE_EDITABLE)
        ],
    )
    field = fields[0]
    client.type_into(field, "Ada Lovelace")
    report["typed"] = {"field": field.name, "text": text_of(field)}
    client.act(client.named(dialog, "Cancel", pyatspi.ROLE_PUSH_BUTTON), "Press")
    client.gone(dialog)
    client.wait("the main window active again", lambda: active(main))
    client.shortcut("n")
    again = client.window("New Game")
    report["shortcut_opened"] = again.name
    client.act(client.named(again, "Cancel", pyatspi.ROLE_PUSH_BUTTON), "Press")
    client.gone(again)
    report["exit"] = client.quit(main)


def active(window: Any) -> bool:
    return bool(window.getState().contains(pyatspi.STATE_ACTIVE))


class Table:
    """The score panel as the tree shows it: each player's card (name, score, status) and the
    line count ("Line 7", "Game over"), found once and read again whenever asked."""

    def __init__(self, client: Client, main: Any) -> None:
        def cards() -> list[Any] | None:
            found = pyatspi.findAllDescendants(
                main, lambda a: a.getRole() == pyatspi.ROLE_FILLER and len(labels(a)) == 3
            )
            found = [f for f in found if labels(f)[1].name.isdigit()]
            return found if len(found) == 2 else None

        self.cards = client.wait("the two score cards", cards)
        self.middle = client.find(
            main,
            "the line count",
            lambda a: (
                a.getRole() == pyatspi.ROLE_LABEL
                and re.fullmatch(r"Line \d+|Game over", a.name) is not None
            ),
        )

    def read(self) -> dict[str, Any]:
        cards = [[label.name for label in labels(card)] for card in self.cards]
        return {
            "cards": [[name, int(score), status] for name, score, status in cards],
            "middle": self.middle.name,
        }


def labels(accessible: Any) -> list[Any]:
    return [c for c in accessible if c is not None and c.getRole() == pyatspi.ROLE_LABEL]


def stars_of(board: Any) -> dict[str, Any]:
    """The board's stars by name: its push-button children named like "C4"."""
    return {
        star.name: star
        for star in board
        if star is not None
        and star.getRole() == pyatspi.ROLE_PUSH_BUTTON
        and re.fullmatch(STAR, star.name)
    }


def lines_heard(heard: list[str]) -> list[re.Match[str]]:
    return [m for m in (LINE_SAID.search(plain(t)) for t in heard) if m is not None]


def play(client: Client, report: dict[str, Any]) -> None:
    """A whole game against Easy, the player first (the first start's game), played through
    AT-SPI alone: each turn the command line is asked for a hint, and the hinted line is drawn
    by pressing its two stars (their "Press" action) or, every other turn, by typing the two
    names into the command line. Each line is waited for as an announcement before the next
    step; what was drawn, heard and shown is reported for the test to judge."""
    main = client.window("Triangles")
    board = client.named(main, "Game board")
    stars = client.wait("the board's stars", lambda: stars_of(board) or None)
    some = stars["A1"]
    report["board_role"] = board.getRoleName()
    report["stars"] = sorted(stars)
    report["star"] = {
        "role": some.getRoleName(),
        "actions": action_names(some),
        "description": some.description,
    }
    table = Table(client, main)
    report["start"] = table.read()
    client.shortcut("l")  # the command line: shown and focused by its shortcut
    command = client.named(main, "Command line", pyatspi.ROLE_TEXT)
    client.wait("the command line focused", lambda: focused(command))

    def ask(words: str, answer: str) -> str:
        """Type ``words`` and Enter; the announcement that answers (matches ``answer``)."""
        since = len(client.heard)
        client.type_into(command, words, enter=True)
        heard = client.hear(f"the answer to {words!r}", re.compile(answer), since)
        return plain(heard.string)

    report["turn"] = ask("turn", r"turn|over")
    me = report["start"]["cards"][0][0]
    played: list[list[str]] = []
    report["played"] = played
    report["checked"] = []

    def my_turn_or_over() -> str | None:
        now = table.read()
        if now["middle"] == "Game over":
            return "over"
        moves = int(now["middle"].split()[1]) - 1
        mine = any(name == me and status == "to play" for name, _, status in now["cards"])
        return "mine" if mine and len(lines_heard(client.heard)) == moves else None

    waiting = "my turn (every line so far announced) or the end"
    while client.wait(waiting, my_turn_or_over) == "mine":
        hint = HINT_SAID.search(ask("hint", HINT_SAID.pattern))
        assert hint is not None
        a, b = hint["a"].upper(), hint["b"].upper()
        since = len(client.heard)
        if len(played) % 2 == 0:
            how = "pressed"
            first = stars_of(board)[a]
            client.act(first, "Press")
            client.wait(f"{a} checked (picked)", lambda s=first: checked(s))
            report["checked"].append(a)
            client.act(stars_of(board)[b], "Press")
        else:
            how = "typed"
            client.type_into(command, f"{a.lower()} {b.lower()}", enter=True)
        said = client.hear(f"my line {a} to {b}", LINE_SAID, since)
        played.append([a, b, how])
        log("drew", a, b, how, "heard", said.group(0))
    client.quiet(AFTERWARDS_S)
    report["end"] = table.read()
    report["heard_in_game"] = len(client.heard)  # then the answers to questions about it
    last = lines_heard(client.heard)[-1]
    report["last"] = ask("last", rf"(?=.*\b{last['a']}\b)(?=.*\b{last['b']}\b)")
    report["score"] = ask("score", SCORE.pattern)
    report["descriptions"] = {name: star.description for name, star in stars_of(board).items()}
    report["exit"] = client.quit(main)


def focused(accessible: Any) -> bool:
    return bool(accessible.getState().contains(pyatspi.STATE_FOCUSED))


def checked(accessible: Any) -> bool:
    return bool(accessible.getState().contains(pyatspi.STATE_CHECKED))


def main() -> int:
    options = json.loads(sys.argv[1])
    out = Path(options["out"])
    report: dict[str, Any] = {"scenario": options["scenario"]}
    client: Client | None = None
    try:
        client = Client(options["command"], out)
        report["app_name"] = client.app.name
        scenario = {"announcer": announcer, "explore": explore, "play": play}[options["scenario"]]
        scenario(client, report)
    except Exception as error:  # reported: the test fails with it
        report["error"] = f"{error}\n{traceback.format_exc()}"
        log("FAILED:", error)
    finally:
        if client is not None:
            report["heard"] = client.heard
            client.stop()
            report.setdefault("exit", client.process.returncode)
    (out / "report.json").write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
