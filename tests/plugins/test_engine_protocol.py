"""Engines in any language (docs/engine-protocol.md), run through the app's runner.

The transcript in the protocol's document is played for real; the broken-engine
zoo (``engine_zoo/broken_engine.py``) hangs, lies, crashes, prints garbage and
answers out of turn, and each fault is reported as the failure of the kind the
document promises, with a fresh engine for the next move.
"""

from __future__ import annotations

import os
import shlex
import signal
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.plugins.contract import FailureKind, OpponentDescription, OpponentFailure
from triangles_qt.plugins.engines_file import command_entry
from triangles_qt.plugins.runner import OpponentRunner

ROOT = Path(__file__).resolve().parents[2]
BROKEN = Path(__file__).parent / "engine_zoo" / "broken_engine.py"
PROTOCOL_DOC = ROOT / "docs" / "engine-protocol.md"


def engine_runner(oid: str, command: str, **kwargs: float) -> OpponentRunner:
    """A runner for ``command``; past the time limit it waits 30 s more (room for a loaded
    machine) unless the test gives its own ``grace`` because it expects a time-out."""
    kwargs.setdefault("grace", 30.0)
    return OpponentRunner(oid, entry=command_entry(oid, command), **kwargs)  # type: ignore[arg-type]


def broken(mode: str) -> str:
    return f"{sys.executable} {BROKEN} {mode}"


@pytest.fixture
def runners() -> Iterator[list[OpponentRunner]]:
    made: list[OpponentRunner] = []
    yield made
    for runner in made:
        runner.close()


def square() -> Game:
    return Game(Board([(0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0)], tolerance=0.1))


# -- the transcript ------------------------------------------------------------------------


TRANSCRIPTS = {
    "version 1": "## A transcript\n",
    "additions": "## A transcript with the additions\n",
}


def transcript(heading: str) -> list[tuple[str, str]]:
    """One of the document's transcripts: ("host" or "engine", line)."""
    text = PROTOCOL_DOC.read_text(encoding="utf-8")
    block = text.split(heading, 1)[1].split("```text", 1)[1].split("```", 1)[0]
    out = []
    for line in block.strip().splitlines():
        who, _, said = line.partition(" ")
        out.append(("host" if who == ">" else "engine", said))
    return out


@pytest.mark.parametrize("which", sorted(TRANSCRIPTS))
def test_the_documented_transcript_is_what_the_host_says(
    which: str, tmp_path: Path, runners: list
) -> None:
    """A scripted engine checks every host line against the document and answers its lines.

    The game starts as the app and the arena start one: the board is sent (``prepare``)
    before the first move is asked for."""
    steps = transcript(TRANSCRIPTS[which])
    script = tmp_path / "scripted.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import sys
            steps = {steps!r}
            at = 0
            def answer():
                global at
                while at < len(steps) and steps[at][0] == "engine":
                    print(steps[at][1], flush=True)
                    at += 1
            for line in sys.stdin:
                line = line.rstrip("\\n")
                expected = steps[at][1] if at < len(steps) else "(nothing)"
                if line != expected:
                    print(f"error host said {{line!r}}, the transcript says {{expected!r}}",
                          flush=True)
                    sys.exit(1)
                at += 1
                answer()
                if line == "quit":
                    open({str(tmp_path / "done")!r}, "w").write("all")
                    break
            """
        ),
        encoding="utf-8",
    )
    runner = engine_runner("scripted", f"{sys.executable} {script}")
    runners.append(runner)
    ready = runner.wait_ready(30)
    assert isinstance(ready, OpponentDescription)
    assert ready.name == {"version 1": "Random mover", "additions": "Careful mover"}[which]
    game = square()
    runner.prepare(game)
    game.play(0, 1)
    request = runner.request_move(game, 1.0)
    assert request.result(30) == (1, 2)
    if which == "additions":  # what it said since it last answered: at isready, and thinking
        info = ("tables built: 6 lines, 4 triangles", "5 lines left, none closes a triangle")
        assert request.info == info
    game.play(1, 2)
    game.play(2, 3)
    assert runner.request_move(game, 1.0).result(30) == (0, 2)
    runner.close()
    assert (tmp_path / "done").read_text() == "all"  # it heard every line, "quit" last


def test_the_documented_random_engine_plays_whole_games(tmp_path: Path, runners: list) -> None:
    text = PROTOCOL_DOC.read_text(encoding="utf-8")
    code = text.split("## A random legal engine in Python", 1)[1].split("```python", 1)[1]
    script = tmp_path / "random_engine.py"
    script.write_text(code.split("```", 1)[0], encoding="utf-8")
    assert len(code.split("```", 1)[0].strip().splitlines()) <= 20
    runner = engine_runner("doc-random", f"{sys.executable} {script}")
    runners.append(runner)
    for seed in (1, 2):
        game = Game(Board.generate(24, seed=seed), play_again=seed == 2)
        while not game.is_over:
            move = runner.request_move(game, 1.0).result(30)
            assert isinstance(move, tuple), move
            game.play(*move)
    assert runner.restarts == 0


# -- the broken-engine zoo ----------------------------------------------------------------

LOAD_FAULTS = {
    "bad-version": "the engine refused to start: this engine only speaks protocol 2",
    "no-ok": "the engine answered 'hello' to 'triangles 1' instead of 'ok'",
    "exit-at-start": "the engine exited with code 3",
    # Its child keeps the engine's output open: only the engine's exit says it is gone.
    "leaves-child-at-start": "the engine exited with code 5",
}


@pytest.mark.parametrize("mode", sorted(LOAD_FAULTS))
def test_an_engine_that_will_not_start_is_unavailable_with_the_reason(
    mode: str, runners: list, child_pid_file: Path
) -> None:
    runner = engine_runner(mode, broken(mode) + " " + shlex.quote(str(child_pid_file)))
    runners.append(runner)
    outcome = runner.wait_ready(30)
    assert isinstance(outcome, OpponentFailure)
    assert outcome.kind is FailureKind.IMPORT
    assert LOAD_FAULTS[mode] in outcome.message


def test_an_engine_that_talks_but_never_says_ok_is_stopped_at_the_handshake_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, runners: list
) -> None:
    (tmp_path / "chatty_engine.py").write_text(
        "import sys\nfrom triangles_qt.plugins import ExternalEngine\n"
        "class Chatty(ExternalEngine):\n"
        f"    command = ({sys.executable!r}, {str(BROKEN)!r}, 'chatty-handshake')\n"
        "    handshake_timeout = 1.0\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    runner = OpponentRunner("chatty_engine:Chatty")
    runners.append(runner)
    outcome = runner.wait_ready(30)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.IMPORT
    assert "did not answer 'triangles 1' within 1 s" in outcome.message
    assert "still warming up" in outcome.detail


def test_an_engine_without_a_name_is_shown_by_its_id(runners: list) -> None:
    runner = engine_runner("my-engine", broken("nameless"))
    runners.append(runner)
    ready = runner.wait_ready(30)
    assert isinstance(ready, OpponentDescription) and ready.name == "my-engine"


@pytest.mark.skipif(sys.platform == "win32", reason="rlimits are POSIX")
def test_an_engine_gets_the_memory_limit_on_memory_used_not_on_address_space(
    runners: list,
) -> None:
    """A JVM reserves far more address space than it uses: the limit is on data instead."""
    limit = 1024 * 2**20
    runner = OpponentRunner("limits", entry=command_entry("limits", broken("limits")),
                            memory_limit=limit)  # fmt: skip
    runners.append(runner)
    ready = runner.wait_ready(30)
    assert isinstance(ready, OpponentDescription)
    assert runner.worker_info["memory_limit"] == limit  # the worker itself: address space
    address_space, data = (int(part.split("=")[1]) for part in ready.name.split())
    assert data == limit
    assert address_space != limit  # lifted to the hard limit (unlimited here)


def test_a_missing_program_is_unavailable_with_the_reason(runners: list, tmp_path: Path) -> None:
    runner = engine_runner("nothing", str(tmp_path / "no-such-engine"))
    runners.append(runner)
    outcome = runner.wait_ready(30)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.IMPORT
    assert "was not found" in outcome.message


MOVE_FAULTS = {
    # mode: (kind, words of the message)
    "crash": (FailureKind.CRASHED, "the engine exited with code 7"),
    "hog": (FailureKind.CRASHED, "the engine exited with code 1"),
    "closes-stdout": (FailureKind.CRASHED, "the engine closed its output"),
    "lies": (FailureKind.ILLEGAL, "which the rules refuse: that line is already drawn"),
    "out-of-range": (FailureKind.ILLEGAL, "it answered line 0-9999"),
    "garbage": (FailureKind.MALFORMED, "answered 'move banana 3', not 'move' and two star"),
    "noise": (FailureKind.MALFORMED, "wrote 'hello world', which is not in protocol version 1"),
    "long-line": (FailureKind.MALFORMED, "a line longer than 65536 bytes"),
    "error": (FailureKind.MALFORMED, "the engine gave up: out of memory in my hash table"),
    "double-move": (FailureKind.MALFORMED, "out of turn (before it was asked to move)"),
}


@pytest.mark.parametrize("mode", sorted(MOVE_FAULTS))
def test_a_broken_engine_fails_like_a_broken_plugin(mode: str, runners: list) -> None:
    kind, words = MOVE_FAULTS[mode]
    runner = engine_runner(mode, broken(mode))
    runners.append(runner)
    assert isinstance(runner.wait_ready(30), OpponentDescription)
    game = Game(Board.generate(12, seed=3))
    failure = None
    # Two of our own lines and then the engine's: "lies" repeats a drawn line, "double-move"
    # shows its extra line (written with its answer) at the next turn.
    for _ in range(3):
        game.play(*game.legal_moves()[0])
        outcome = runner.request_move(game, 2.0).result(30)
        if isinstance(outcome, OpponentFailure):
            failure = outcome
            break
        game.play(*outcome)
    assert failure is not None, f"{mode} was never caught"
    assert failure.kind is kind, failure
    assert words in failure.message, failure.message
    if mode == "crash":
        assert "engine: segfault simulated" in failure.detail  # its stderr, for the author
    # A fresh worker (and engine) serves the next request.
    assert isinstance(runner.wait_ready(30), OpponentDescription)
    assert runner.restarts == 1


def _running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting to be reaped counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True  # no /proc: kill(0) is all there is to know


@pytest.fixture
def child_pid_file(tmp_path: Path) -> Iterator[Path]:
    """Where the ``leaves-child`` engines write their child's pid; that child is killed
    after the test whatever happened in it, so it never outlives the test."""
    path = tmp_path / "child.pid"
    yield path
    try:
        pid = int(path.read_text())
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            ours = b"broken_engine's child" in f.read()  # not a process that took its pid
    except (OSError, ValueError):
        return
    if ours and _running(pid):
        os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(sys.platform == "win32", reason="the child is looked for with kill(pid, 0)")
def test_an_engine_that_exits_while_its_child_holds_its_output_has_crashed(
    runners: list, child_pid_file: Path
) -> None:
    """The pipe stays open (the child holds it): the engine's exit is watched, not only the
    pipe, so the failure is ``crashed`` with its exit status, not a ``timeout`` much later."""
    command = broken("leaves-child") + " " + shlex.quote(str(child_pid_file))
    runner = engine_runner("leaves-child", command)
    runners.append(runner)
    assert isinstance(runner.wait_ready(30), OpponentDescription)
    # A limit far beyond the exit: reaching it would be the fault.
    outcome = runner.request_move(square(), 30.0).result(60)
    assert isinstance(outcome, OpponentFailure), outcome
    assert outcome.kind is FailureKind.CRASHED, outcome
    assert "the engine exited with code 5" in outcome.message
    child = int(child_pid_file.read_text())
    assert f"child {child}" in outcome.detail  # what it wrote before exiting was all read
    # The failed worker is replaced, and the child is stopped with it.
    assert isinstance(runner.wait_ready(30), OpponentDescription)
    assert runner.restarts == 1
    deadline = time.monotonic() + 30  # only "it is stopped at all": the wait is generous
    while _running(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _running(child)


def test_an_engine_that_answers_a_line_it_hears_is_caught(runners: list) -> None:
    """A line written before "go" that arrives with it cannot be told from the answer: it is
    judged as one (here a line already drawn), and the real answer is out of turn next time."""
    runner = engine_runner("out-of-turn", broken("out-of-turn"))
    runners.append(runner)
    game = Game(Board.generate(12, seed=3))
    game.play(*game.legal_moves()[0])
    outcome = runner.request_move(game, 2.0).result(30)
    assert isinstance(outcome, OpponentFailure)
    if outcome.kind is FailureKind.ILLEGAL:
        assert "that line is already drawn" in outcome.message
    else:
        assert outcome.kind is FailureKind.MALFORMED and "out of turn" in outcome.message


def test_a_hung_engine_is_stopped_at_the_time_limit(runners: list) -> None:
    runner = engine_runner("hang", broken("hang"), grace=0.3)
    runners.append(runner)
    assert isinstance(runner.wait_ready(30), OpponentDescription)
    outcome = runner.request_move(square(), 0.3).result(30)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.TIMEOUT
    assert "did not answer within 0.3 s" in outcome.message


def test_a_slow_engine_is_stopped_only_past_its_own_limit(runners: list) -> None:
    runner = engine_runner("slow", broken("slow"), grace=0.2)
    runners.append(runner)
    assert isinstance(runner.request_move(square(), 5.0).result(30), tuple)
    outcome = runner.request_move(square(), 0.05).result(30)
    assert isinstance(outcome, OpponentFailure) and outcome.kind is FailureKind.TIMEOUT


@pytest.mark.parametrize("mode", ["info", "flood", "blank"])
def test_info_lines_and_stderr_chatter_are_accepted_at_any_time(mode: str, runners: list) -> None:
    runner = engine_runner(mode, broken(mode))
    runners.append(runner)
    game = Game(Board.generate(12, seed=5))
    while not game.is_over:
        move = runner.request_move(game, 2.0).result(30)
        assert isinstance(move, tuple), move
        game.play(*move)
    assert runner.restarts == 0


def test_an_engine_hears_a_new_game_after_an_undo(tmp_path: Path, runners: list) -> None:
    """Lines taken back: the engine hears the whole game again (the stars, then the lines
    drawn), before the move is asked for."""
    log = tmp_path / "heard.txt"
    script = tmp_path / "logging.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import sys
            log = open({str(log)!r}, "a")
            for line in sys.stdin:
                log.write(line); log.flush()
                w = line.split()
                if w[:1] == ["triangles"]: print("ok", flush=True)
                elif w[:1] == ["go"]: print("legal", flush=True)
                elif w[:1] == ["legal"]: print("move", w[1], w[2], flush=True)
            """
        ),
        encoding="utf-8",
    )
    runner = engine_runner("logging", f"{sys.executable} {script}")
    runners.append(runner)
    game = square()
    game.play(0, 1)
    assert isinstance(runner.request_move(game, 1.0).result(30), tuple)
    game.undo()
    game.play(1, 2)
    assert isinstance(runner.request_move(game, 2.0).result(30), tuple)
    heard = log.read_text().splitlines()
    assert heard.count("newgame 4 0.1 strict") == 2
    first = heard.index("newgame 4 0.1 strict")
    second = heard[heard.index("newgame 4 0.1 strict", first + 1) :]
    assert second[5:8] == ["line 1 2", "time 2.0", "go"]
    assert second[8].startswith("legal ")


# -- an engine as an entry-point plugin (ExternalEngine subclass) -------------------------


def test_an_external_engine_subclass_is_an_ordinary_plugin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, runners: list
) -> None:
    package = tmp_path / "my_engine_plugin"
    package.mkdir()
    (package / "__init__.py").write_text(
        textwrap.dedent(
            f"""
            import sys
            from triangles_qt.plugins import ExternalEngine

            class Packaged(ExternalEngine):
                name = "Packaged engine"
                command = (sys.executable, {str(BROKEN)!r}, "good")

            class Hangs(ExternalEngine):
                command = (sys.executable, {str(BROKEN)!r}, "hang-handshake")
                handshake_timeout = 0.5
            """
        ),
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    good = OpponentRunner("my_engine_plugin:Packaged")
    hangs = OpponentRunner("my_engine_plugin:Hangs")
    runners += [good, hangs]
    ready = good.wait_ready(30)
    assert isinstance(ready, OpponentDescription) and ready.name == "Packaged engine"
    assert good.request_move(square(), 1.0).result(30) == (0, 1)
    failure = hangs.wait_ready(30)
    assert isinstance(failure, OpponentFailure) and failure.kind is FailureKind.IMPORT
    assert "did not answer 'triangles 1' within 0.5 s" in failure.message
