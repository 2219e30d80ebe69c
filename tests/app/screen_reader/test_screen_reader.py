"""A real accessibility client (AT-SPI, as Orca uses it) works the app: the app under Xvfb in a
D-Bus session of its own with the AT-SPI registry, and a client (pyatspi) that finds it on the
desktop, reads its tree, presses, types and listens to its announcements (harness.py,
client.py). Each test ends with the app quitting through its Quit action: exit code 0, no
crash on the way out.

Skipped where Xvfb, dbus-run-session, the AT-SPI bus or pyatspi are missing (``.ci/run``
installs them).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.app.screen_reader import harness

pytestmark = pytest.mark.timeout(harness.SESSION_TIMEOUT_S + 120)

#: What a process that did not exit cleanly leaves on its standard error.
CRASH_SIGNS = ("Segmentation fault", "Fatal Python error", "Aborted", "core dumped", "Traceback")


def clean(session: harness.Session) -> None:
    """The client finished its scenario and the program exited with 0, without a crash."""
    report = session.report
    assert "error" not in report, report["error"] + "\n" + session.output()
    errors = (session.folder / "app.err").read_text(errors="replace")
    assert report["exit"] == 0, session.output()
    assert not [sign for sign in CRASH_SIGNS if sign in errors], session.output()


def test_announcements_reach_a_real_client(tmp_path: Path) -> None:
    """The path itself: Qt's announcement event, posted on a window, is heard by an AT-SPI
    client as ``object:announcement``, as often as it is made, the same words included."""
    command = [sys.executable, str(harness.ANNOUNCER_CHILD)]
    session = harness.run("announcer", tmp_path, command)
    clean(session)
    assert "Press" in session.report["actions"]  # the name Qt's bridge gives a button's action
    assert session.report["heard"] == ["Easy drew A1 to B2."] * 3


def test_a_client_finds_the_board_and_works_the_windows(tmp_path: Path) -> None:
    """The app on the AT-SPI desktop: the board found by its name, a tool bar button pressed
    through its action opens New Game, a name typed into its field with the keyboard arrives,
    Cancel closes it, Ctrl+N opens it again, and Quit ends the app cleanly."""
    session = harness.run("explore", tmp_path)
    clean(session)
    report = session.report
    assert report["app_name"] == "Triangles"
    assert any(re.search(r"'Game board'", line) for line in report["tree"])
    assert report["new_game_actions"] == ["Press"]
    assert report["typed"] == {"field": "Your name", "text": "Ada Lovelace"}
    assert report["shortcut_opened"] == "New Game"


LINE = re.compile(r"^(?P<who>.+?) drew (?P<a>[A-Z]+\d+) to (?P<b>[A-Z]+\d+)\b")
LINE_IN_DESCRIPTION = re.compile(r"\b(?P<other>[A-Z]+\d+) \((?P<who>[^)]+)\)")
SCORE = re.compile(r"You (?P<you>\d+), Easy (?P<easy>\d+)\.")


def lines_said(heard: list[str]) -> list[tuple[str, frozenset[str]]]:
    """Each line announcement: who drew it, between which two stars."""
    found = [LINE.match(text) for text in heard]
    return [(m["who"], frozenset((m["a"], m["b"]))) for m in found if m]


def lines_described(descriptions: dict[str, str]) -> set[tuple[str, frozenset[str]]]:
    """The lines the stars' descriptions list ("2 lines: A2 (You), E1 (Easy)."), each once."""
    lines = set()
    for star, text in descriptions.items():
        listed = text.split(" lines: ", 1)[1] if " lines: " in text else ""
        listed = listed or (text.split(" line: ", 1)[1] if " line: " in text else "")
        listed = listed.split(".", 1)[0]
        for m in LINE_IN_DESCRIPTION.finditer(listed):
            lines.add((m["who"], frozenset((star, m["other"]))))
    return lines


@pytest.mark.slow
def test_a_blind_player_plays_a_whole_game(tmp_path: Path) -> None:
    """The first start's game (24 stars, Easy, the player first) played whole through AT-SPI
    and the command line: the board and its 24 stars found by name (push buttons whose one
    action is Press), each turn a hint asked and the hinted line drawn by pressing the two
    stars or by typing their names, and every line, the computer's included, announced exactly
    once, with the score the window shows at the end. Then Quit: exit code 0, no crash."""
    session = harness.run("play", tmp_path)
    clean(session)
    report = session.report
    output = session.output()

    assert report["board_role"] == "panel"
    stars = report["stars"]
    assert len(stars) == 24 and len(set(stars)) == 24, stars
    assert all(re.fullmatch(r"[A-Z][1-9]\d*", name) for name in stars), stars
    assert report["star"]["role"] == "push button"
    assert report["star"]["actions"] == ["Press"]
    assert report["star"]["description"].startswith("Band A, star 1 from the top.")
    assert report["start"] == {
        "cards": [["You", 0, "to play"], ["Easy", 0, ""]],
        "middle": "Line 1",
    }
    assert report["turn"] == "Your turn."

    played = report["played"]
    assert {how for _, _, how in played} == {"pressed", "typed"}, played
    assert report["checked"] == [a for a, _, how in played if how == "pressed"]

    # What the game said while it was played ("last" after it answers like a line: not one).
    in_game = report["heard"][: report["heard_in_game"]]
    heard = [" ".join(text.split()) for text in in_game]  # a repeat's no-break space
    assert heard.count("New game: 24 stars. Your turn.") == 1, heard
    said = lines_said(heard)
    # One announcement per line: the player's, in the order drawn, and the computer's.
    assert [pair for who, pair in said if who == "You"] == [frozenset(p[:2]) for p in played]
    assert {who for who, _ in said} == {"You", "Easy"}, heard
    assert len(set(said)) == len(said), heard  # no line announced twice
    # ... and no line left unannounced: the board's stars list exactly the lines announced.
    assert set(said) == lines_described(report["descriptions"]), output

    last_line = next(text for text in reversed(heard) if LINE.match(text))
    final = SCORE.search(last_line)
    assert final is not None, heard
    you, easy = int(final["you"]), int(final["easy"])
    assert report["end"] == {"cards": [["You", you, ""], ["Easy", easy, ""]],
                             "middle": "Game over"}  # fmt: skip
    # The end, announced once, right after the last line: the result and the score.
    ending = heard[heard.index(last_line) + 1]
    assert ending.endswith(f"You {you}, Easy {easy}.") and ending != f"You {you}, Easy {easy}."
    assert ending.startswith("You won!") == (you > easy), ending
    assert heard.count(ending) == 1
    # The command line's answers, after the game.
    drawn = LINE.match(last_line)
    assert drawn is not None
    assert set(re.findall(r"\b[A-Z]+\d+\b", report["last"])) == {drawn["a"], drawn["b"]}
    assert report["score"] == f"You {you}, Easy {easy}."
