"""The arena's command line: a match (``A B``) or a ``tournament``; tables, progress, JSON.

Progress goes to stderr (a bar that redraws on a terminal, one line per game
otherwise; with ``--show-info`` also the engines' ``info`` lines, a line
each), the tables to stdout, and with ``--json`` the last line of stdout is
one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import threading
from collections.abc import Sequence
from typing import Any, TextIO

from triangles_qt.arena.games import SIDES, GameJob, GameResult, InfoSink
from triangles_qt.arena.match import MatchReport, SprtSpec, play_match
from triangles_qt.arena.tournament import TournamentReport, play_tournament
from triangles_qt.clean_text import clean_name
from triangles_qt.model import MAX_STARS
from triangles_qt.model.board_code import BoardCode, BoardCodeError
from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.discovery import opponent_ids
from triangles_qt.plugins.engines_file import command_entry
from triangles_qt.plugins.entries import PluginEntry
from triangles_qt.plugins.runner import DEFAULT_MEMORY_LIMIT

#: Games a match plays at most under ``--sprt`` when ``--games`` is not given.
SPRT_MAX_GAMES = 2000
#: Games a match plays without ``--sprt`` when ``--games`` is not given.
DEFAULT_GAMES = 10
#: Stars on each board when neither ``--stars`` nor ``--board`` is given.
DEFAULT_STARS = 24


# -- progress ------------------------------------------------------------------------


def _bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // max(1, total)
    return "[" + "#" * filled + "." * (width - filled) + "]"


def _game_words(g: GameResult, a: str = "A", b: str = "B") -> str:
    who = {"a": a, "b": b}
    end = "tie" if g.winner is None else f"{who[g.winner]} wins"
    if g.forfeit:
        end += f" ({who[g.forfeit]} forfeits)"
    return f"game {g.index}: board {g.seed}, {who[g.first]} first, {g.a_points}-{g.b_points}, {end}"


#: One writer at a time on the progress stream: the bar (the caller's thread) and the
#: engines' info lines (the slots' threads).
_OUTPUT = threading.Lock()


def _emit(stream: TextIO, text: str, final: bool) -> None:
    with _OUTPUT:
        if stream.isatty():
            stream.write("\r" + text + ("\n" if final else ""))
        else:
            stream.write(text + "\n")
        stream.flush()


def info_lines(stream: TextIO) -> InfoSink:
    """``--show-info``: each engine ``info`` line as a line of its own, saying whose it is.

    On a terminal the bar's line is cleared first (the bar is drawn again
    after the next game). The lines come cleaned of control characters.
    """

    def show(job: GameJob, side: str, move: int, lines: tuple[str, ...]) -> None:
        oid = clean_name(job.a if side == "a" else job.b)
        with _OUTPUT:
            for line in lines:
                if stream.isatty():
                    stream.write("\r\x1b[K")
                stream.write(f"  game {job.index} move {move} {side.upper()} {oid}: {line}\n")
            stream.flush()

    return show


def match_progress(stream: TextIO) -> Any:
    """Shows the score and, under ``--sprt``, the LLR against its bounds after each game."""

    def show(report: MatchReport, total: int) -> None:
        done = len(report.games)
        text = (
            f"arena {_bar(done, total)} {done}/{total}  "
            f"A {report.count('a')}  B {report.count('b')}  ties {report.count(None)}"
        )
        state = report.sprt_state()
        if state is not None:
            text += f"  LLR {state.llr:.2f} ({state.lower_bound:.2f}, {state.upper_bound:.2f})"
        if not stream.isatty() and report.latest is not None:
            text += "  | " + _game_words(report.latest)
        _emit(stream, text, done == total or (state is not None and state.result != "inconclusive"))

    return show


def tournament_progress(stream: TextIO) -> Any:
    def show(report: TournamentReport, total: int) -> None:
        done = len(report.games)
        text = f"tournament {_bar(done, total)} {done}/{total}"
        g = report.latest
        if not stream.isatty() and g is not None:
            text += "  | " + _game_words(g, g.a, g.b)
        _emit(stream, text, done == total)

    return show


# -- tables ----------------------------------------------------------------------------


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f} s"


def _elo(value: float | None) -> str:
    return "-" if value is None else f"{value:+.1f}"


def format_table(report: MatchReport) -> str:
    """The human summary printed before the JSON line."""
    s = report.summary()
    rules = "play again after a triangle" if report.play_again else "strict turns"
    if report.a_time_limit == report.b_time_limit:
        per_move = f"{report.a_time_limit:g} s per move"
    else:
        per_move = f"A {report.a_time_limit:g} s, B {report.b_time_limit:g} s per move"
    where = f"board {report.board}" if report.board else f"seed {report.seed}"
    lines = [
        f"Triangles arena: {s['games']} games, {report.stars} stars, {rules}, "
        f"{per_move}, {where}",
        f"{'':2} {'opponent':<32} {'wins':>5} {'points':>7} {'failures':>9} "
        f"{'median move':>12} {'worst move':>11}",
    ]
    for side in SIDES:
        oid = getattr(report, side)
        name = getattr(report, f"{side}_name")
        label = _label(oid, name)
        lines.append(
            f"{side.upper():2} {label[:32]:<32} {s[f'{side}_wins']:>5} {s[f'{side}_points']:>7} "
            f"{sum(s[f'{side}_failures'].values()):>9} "
            f"{_seconds(s[f'{side}_move_time_median']):>12} "
            f"{_seconds(s[f'{side}_move_time_worst']):>11}"
        )
    lines.append(f"ties: {s['ties']}")
    if s["pairs"]:
        counts = " ".join(str(n) for n in s["pentanomial"])
        lines.append(
            f"pairs: {s['pairs']}, A's pair scores 0/½/1/1½/2: {counts}; "
            f"Elo of A: {_elo(s['elo'])} [{_elo(s['elo_lower'])}, {_elo(s['elo_upper'])}] "
            f"(95%), LOS {100 * (s['los'] or 0):.1f}%"
        )
    if "llr" in s:
        spec = s["sprt"]
        verdict = {
            "H1": f"H1 accepted: A is about {spec['elo1']:g} Elo stronger (or more)",
            "H0": f"H0 accepted: A is not {spec['elo1']:g} Elo stronger (about {spec['elo0']:g})",
            "inconclusive": "inconclusive: the games ran out before a bound was crossed",
        }[s["sprt_result"]]
        lines.append(
            f"SPRT elo0 {spec['elo0']:g}, elo1 {spec['elo1']:g}, alpha {spec['alpha']:g}, "
            f"beta {spec['beta']:g}: LLR {s['llr']:.2f} "
            f"({s['lower_bound']:.2f}, {s['upper_bound']:.2f}), {verdict}"
        )
    for key, message in sorted(report.failure_examples.items()):
        side, _, kind = key.partition(":")
        lines.append(f"{side.upper()} failed ({kind}), e.g.: {message}")
    if report.substituted_moves:
        lines.append(
            f"moves played by the fallback for a failed opponent: {report.substituted_moves}"
        )
    if report.records:
        lines.append(f"records: {report.records}" + _record_errors(report.record_errors))
    return "\n".join(lines)


def _label(oid: str, name: str) -> str:
    """An opponent as a table shows it; the name cleaned, so an engine that calls itself
    with terminal escapes or bidi controls prints none of them."""
    name = clean_name(name)
    return clean_name(oid) if not name or name == oid else f"{clean_name(oid)} ({name})"


def _record_errors(count: int) -> str:
    return f" ({count} could not be written)" if count else ""


def format_tournament(report: TournamentReport) -> str:
    """The ratings table and the cross table."""
    s = report.summary()
    rules = "play again after a triangle" if report.play_again else "strict turns"
    kind = f"gauntlet of {report.gauntlet}" if report.gauntlet else "round robin"
    anchor = f"{report.anchor} = 0" if report.anchor else "mean = 0"
    where = f"board {report.board}" if report.board else f"seed {report.seed}"
    lines = [
        f"Triangles tournament ({kind}): {s['games']} games, {report.rounds} rounds, "
        f"{report.stars} stars, {rules}, {report.time_limit:g} s per move, {where}",
        f"Ratings (Bradley-Terry, Elo scale, {anchor}, 95% interval):",
        f"{'#':>2} {'opponent':<30} {'Elo':>7} {'95% interval':>17} {'games':>6} "
        f"{'score':>6} {'W-L-T':>10} {'failures':>9}",
    ]
    for rank, row in enumerate(s["ratings"], start=1):
        label = _label(row["id"], row["name"])
        interval = f"[{row['elo_lower']:+.0f}, {row['elo_upper']:+.0f}]" if "elo" in row else "-"
        wlt = f"{row['wins']}-{row['losses']}-{row['ties']}"
        lines.append(
            f"{rank:>2} {label[:30]:<30} {_elo(row.get('elo')):>7} {interval:>17} "
            f"{row['games']:>6} {row['score']:>6g} {wlt:>10} {sum(row['failures'].values()):>9}"
        )
    players = report.players
    width = max(8, *(len(p) for p in players))
    lines.append("Cross table (score of the row against the column):")
    lines.append(" " * (width + 1) + " ".join(f"{p[:width]:>{width}}" for p in players))
    cross = s["cross"]
    for p in players:
        cells = []
        for q in players:
            cell = cross[p].get(q)
            if p == q or cell is None:
                cells.append(f"{'-':>{width}}")
            else:
                games = cell["wins"] + cell["losses"] + cell["ties"]
                cells.append(f"{cell['score']:g}/{games}".rjust(width))
        lines.append(f"{p[:width]:<{width}} " + " ".join(cells))
    if report.records:
        lines.append(f"records: {report.records}" + _record_errors(report.record_errors))
    return "\n".join(lines)


# -- arguments ---------------------------------------------------------------------------


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--stars", type=_stars, default=None, help=f"stars on each board (default {DEFAULT_STARS})"
    )
    parser.add_argument(
        "--play-again", action="store_true", help="closing a triangle earns another line"
    )
    parser.add_argument(
        "--board",
        type=_board_code,
        default=None,
        metavar="CODE",
        help="play every game on the board a board code names, with its rule "
        "(instead of --stars, --seed and --play-again)",
    )
    parser.add_argument(
        "--time-limit", type=_positive_float, default=1.0, help="seconds per move (default 1)"
    )
    parser.add_argument("--seed", type=_seed, default=None, help="seed of the first board")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    parser.add_argument(
        "--on-failure",
        choices=("substitute", "forfeit"),
        default="substitute",
        help="after a failed move: play a safe move for it (default) or lose the game",
    )
    parser.add_argument(
        "--memory-limit",
        type=_positive_int,
        default=DEFAULT_MEMORY_LIMIT // 2**20,
        help="address-space limit per opponent process, in MiB",
    )
    parser.add_argument(
        "--concurrency",
        type=_positive_int,
        default=1,
        metavar="N",
        help="games played at once, each with its own worker processes (default 1)",
    )
    parser.add_argument(
        "--records",
        metavar="DIR",
        default=None,
        help="write every game as a game record into DIR, and summary.json",
    )
    parser.add_argument(
        "--engine",
        action="append",
        default=[],
        type=_engine,
        metavar="ID=COMMAND",
        help="a program that speaks the engine protocol (docs/engine-protocol.md), "
        "playing as ID; may be given more than once",
    )
    parser.add_argument(
        "--engine-log",
        metavar="DIR",
        default=None,
        help="keep each engine's standard error in DIR, a file per game and side "
        "(ID-game-0007-a.log)",
    )
    parser.add_argument(
        "--show-info",
        action="store_true",
        help="print the engines' info lines with the progress, on standard error",
    )


def match_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m triangles_qt.arena",
        description="Play two computer opponents against each other "
        "(or: python -m triangles_qt.arena tournament ID ID ...).",
    )
    parser.add_argument("a", help=f"side A: {_which_opponents()}")
    parser.add_argument("b", help=f"side B: {_which_opponents()}")
    parser.add_argument(
        "--games",
        type=_positive_int,
        default=None,
        help=f"games to play (default {DEFAULT_GAMES}; with --sprt, at most {SPRT_MAX_GAMES})",
    )
    _common(parser)
    parser.add_argument(
        "--time-limit-a", type=_positive_float, default=None, metavar="S",
        help="seconds per move for A (default: --time-limit)",
    )  # fmt: skip
    parser.add_argument(
        "--time-limit-b", type=_positive_float, default=None, metavar="S",
        help="seconds per move for B (default: --time-limit)",
    )  # fmt: skip
    parser.add_argument(
        "--sprt", nargs=2, type=float, default=None, metavar=("ELO0", "ELO1"),
        help="stop as soon as the SPRT of H0: Elo = ELO0 against H1: Elo = ELO1 decides",
    )  # fmt: skip
    parser.add_argument(
        "--alpha", type=_probability, default=0.05, help="SPRT false-positive rate (0.05)"
    )
    parser.add_argument(
        "--beta", type=_probability, default=0.05, help="SPRT false-negative rate (0.05)"
    )
    return parser


def tournament_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m triangles_qt.arena tournament",
        description="Play a round robin (or a gauntlet) and rate the opponents.",
    )
    parser.add_argument(
        "players", nargs="+", metavar="ID", help=f"at least two, each {_which_opponents()}"
    )
    parser.add_argument(
        "--rounds", type=_positive_int, default=2,
        help="boards per pairing, each played twice with colours swapped (default 2)",
    )  # fmt: skip
    parser.add_argument(
        "--gauntlet", metavar="ID", default=None, help="ID plays everyone else (not a round robin)"
    )
    _common(parser)
    return parser


def _which_opponents() -> str:
    """How an opponent is named on this command line, with the ids installed here."""
    return (
        f"an installed opponent's id ({', '.join(opponent_ids())}), the ID of an --engine, "
        "or package.module:Class"
    )


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _seed(text: str) -> int:
    """A board seed in the one range the engine and the loader accept (0..MAX_SEED)."""
    from triangles_qt.model import MAX_SEED

    value = int(text)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be between 0 and {MAX_SEED} (2**63 - 1)")
    return value


def _stars(text: str) -> int:
    value = int(text)
    if not 3 <= value <= MAX_STARS:
        raise argparse.ArgumentTypeError(f"must be between 3 and {MAX_STARS}")
    return value


def _board_code(text: str) -> BoardCode:
    try:
        return BoardCode.parse(text)
    except BoardCodeError as refused:
        raise argparse.ArgumentTypeError(str(refused)) from None


def _board_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """A board code names the board and the rule: the options that would too are refused."""
    if args.board is not None and (
        args.stars is not None or args.seed is not None or args.play_again
    ):
        parser.error("--board names the board and the rule: leave out --stars, --seed and "
                     "--play-again")  # fmt: skip
    if args.stars is None:
        args.stars = DEFAULT_STARS


def _positive_float(text: str) -> float:
    value = float(text)
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be a positive number of seconds")
    return value


def _probability(text: str) -> float:
    value = float(text)
    if not 0 < value < 0.5:
        raise argparse.ArgumentTypeError("must be between 0 and 0.5")
    return value


def _engine(text: str) -> PluginEntry:
    oid, sep, command = text.partition("=")
    if not sep or not oid or not command.strip():
        raise argparse.ArgumentTypeError("must be ID=COMMAND, e.g. mine='./my-engine --fast'")
    entry = command_entry(oid, command)
    if entry.problem:
        raise argparse.ArgumentTypeError(f"must be ID=COMMAND: {entry.problem}")
    return entry


# -- running -------------------------------------------------------------------------------


def _failed(outcome: OpponentFailure, as_json: bool) -> int:
    print(
        f"arena: cannot use opponent {outcome.opponent_id!r}: {outcome.message}",
        file=sys.stderr,
    )
    if outcome.detail:
        print(outcome.detail, file=sys.stderr)
    if as_json:
        print(json.dumps({"error": outcome.to_dict()}))
    return 1


def _sprt(args: argparse.Namespace) -> SprtSpec | None:
    if args.sprt is None:
        return None
    return SprtSpec(args.sprt[0], args.sprt[1], args.alpha, args.beta)


def _engines(args: argparse.Namespace) -> dict[str, PluginEntry]:
    return {entry.id: entry for entry in args.engine}


def _engine_log(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Make the log folder now: a folder that cannot be written is said before any game."""
    folder = args.engine_log
    if folder is None:
        return
    try:
        os.makedirs(folder, exist_ok=True)
        if not os.access(folder, os.W_OK | os.X_OK):
            raise PermissionError("it may not be written")
    except OSError as exc:
        parser.error(f"--engine-log {folder}: {exc.strerror or exc}")


def run_match(argv: Sequence[str]) -> int:
    parser = match_parser()
    args = parser.parse_args(argv)
    _board_options(parser, args)
    _engine_log(parser, args)
    if args.sprt is not None:
        elo0, elo1 = args.sprt
        if not (math.isfinite(elo0) and math.isfinite(elo1)) or elo0 >= elo1:
            parser.error("--sprt ELO0 ELO1 must be numbers with ELO0 < ELO1")
    games = args.games or (SPRT_MAX_GAMES if args.sprt else DEFAULT_GAMES)
    outcome = play_match(
        args.a,
        args.b,
        games=games,
        stars=args.stars,
        play_again=args.play_again,
        time_limit=args.time_limit,
        seed=args.seed,
        on_failure=args.on_failure,
        memory_limit=args.memory_limit * 2**20,
        progress=match_progress(sys.stderr),
        time_limit_a=args.time_limit_a,
        time_limit_b=args.time_limit_b,
        concurrency=args.concurrency,
        sprt=_sprt(args),
        records=args.records,
        engines=_engines(args),
        board=args.board,
        engine_log=args.engine_log,
        info=info_lines(sys.stderr) if args.show_info else None,
    )
    if isinstance(outcome, OpponentFailure):
        return _failed(outcome, args.json)
    print(format_table(outcome))
    if args.json:
        print(json.dumps(outcome.summary(), separators=(",", ":")))
    return 0


def run_tournament(argv: Sequence[str]) -> int:
    parser = tournament_parser()
    args = parser.parse_args(argv)
    _board_options(parser, args)
    _engine_log(parser, args)
    if len(set(args.players) | {args.gauntlet} - {None}) < 2:
        parser.error("a tournament needs at least two different opponents")
    outcome = play_tournament(
        args.players,
        rounds=args.rounds,
        gauntlet=args.gauntlet,
        stars=args.stars,
        play_again=args.play_again,
        time_limit=args.time_limit,
        seed=args.seed,
        on_failure=args.on_failure,
        concurrency=args.concurrency,
        memory_limit=args.memory_limit * 2**20,
        records=args.records,
        engines=_engines(args),
        progress=tournament_progress(sys.stderr),
        board=args.board,
        engine_log=args.engine_log,
        info=info_lines(sys.stderr) if args.show_info else None,
    )
    if isinstance(outcome, OpponentFailure):
        return _failed(outcome, args.json)
    print(format_tournament(outcome))
    if args.json:
        print(json.dumps(outcome.summary(), separators=(",", ":")))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv[:1] == ["tournament"]:
            return run_tournament(argv[1:])
        return run_match(argv)
    except KeyboardInterrupt:
        print("\narena: interrupted", file=sys.stderr)
        return 130
