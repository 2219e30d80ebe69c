"""Every command line of the project says what each of its options does.

The parsers are built by the modules' own functions and walked: every
option, positional argument, sub-command and sub-command's option has a
help text. The network player's help names the opponents installed here,
and a seat no opponent answers to is refused before any game starts.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest

from tests.packaging.helpers import ROOT, clean_env
from triangles_qt import cli
from triangles_qt.arena import cli as arena_cli
from triangles_qt.netplay import headless
from triangles_qt.plugins.discovery import opponent_ids
from triangles_qt.puzzles import __main__ as puzzles_main
from triangles_qt.review import __main__ as review_main

PARSERS: dict[str, Callable[[], argparse.ArgumentParser]] = {
    "triangles-qt": cli.parser,
    "arena": arena_cli.match_parser,
    "arena tournament": arena_cli.tournament_parser,
    "review": review_main.parser,
    "net": headless.parser,
    "puzzles": puzzles_main.parser,
}


def walk(name: str, parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.Action]]:
    """Every action of ``parser`` and of its sub-commands' parsers, named by where it is."""
    for action in parser._actions:
        yield name, action
        if isinstance(action, argparse._SubParsersAction):
            for listed in action._choices_actions:  # each sub-command's line in the list
                yield f"{name} {listed.dest}", listed
            for command, sub in action.choices.items():
                yield from walk(f"{name} {command}", sub)


@pytest.mark.parametrize("command", list(PARSERS))
def test_every_option_has_a_help_text(command: str) -> None:
    seen = list(walk(command, PARSERS[command]()))
    assert len(seen) > 2
    bare = [
        f"{where}: {'/'.join(action.option_strings) or action.dest}"
        for where, action in seen
        if not (isinstance(action.help, str) and action.help.strip())
        or action.help == argparse.SUPPRESS
    ]
    assert not bare


def test_the_walk_sees_every_sub_command() -> None:
    names = {where for where, _ in walk("net", headless.parser())}
    assert {"net host", "net join"} <= names
    names = {where for where, _ in walk("puzzles", puzzles_main.parser())}
    assert {"puzzles list", "puzzles daily", "puzzles check"} <= names


def test_the_net_host_help_lists_the_opponents_installed() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "triangles_qt.net", "host", "--help"],
        cwd=ROOT, env=clean_env(PYTHONPATH=str(ROOT)), capture_output=True, text=True,
        timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())  # as one line, whatever argparse wrapped
    installed = opponent_ids()
    assert {"easy", "medium", "hard"} <= set(installed)
    assert f"installed: {', '.join(installed)}" in text
    for option in ("--stars", "--seat", "--time-limit"):
        assert option in text


def test_a_seat_no_opponent_answers_to_is_refused_with_the_installed_ones() -> None:
    with pytest.raises(SystemExit) as refused:
        headless.parser().parse_args(["host", "--seat", "nobody"])
    assert refused.value.code == 2
    assert headless.parser().parse_args(["host", "--seat", "hard"]).seat == "hard"
    assert headless.parser().parse_args(["host", "--seat", "pkg.mod:Cls"]).seat == "pkg.mod:Cls"
