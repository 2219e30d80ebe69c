"""A finished (or resigned) game as the statistics store receives it.

:class:`GameResult` is plain, Qt-free data that checks itself on creation,
so a wrong result is refused where it is made (in the app) rather than
stored. It round-trips through JSON because the app keeps an unconfirmed
result in its autosave and submits it again on the next start.

A game against the computer that the player resigns (or abandons by
starting another after drawing a line) is **lost**, whatever the scores on
the board: it is stored with ``ended`` :data:`RESIGNED` and result
:data:`LOST`. Two-player games are never resigned.

A game against the computer in which the person asked for hints or took
lines back is counted like any other, and marked: ``hints`` is how many
hints were shown, ``undos`` how many times Undo took lines back. ``None``
means "not recorded" (a game from before the marks, and every two-player
game); 0 means none.
"""

from __future__ import annotations

import json
import math
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # the store itself never needs numpy or the engine
    from triangles_qt.model import Game

VS_COMPUTER: Final = "vs_computer"
TWO_PLAYERS: Final = "two_players"
MODES: Final = (VS_COMPUTER, TWO_PLAYERS)

WON: Final = "won"
LOST: Final = "lost"
TIE: Final = "tie"
PLAYER1: Final = "player1"
PLAYER2: Final = "player2"

#: How a game ended: played to the end, or given up against the computer.
FINISHED: Final = "finished"
RESIGNED: Final = "resigned"
ENDINGS: Final = (FINISHED, RESIGNED)

MAX_ID_LENGTH: Final = 100
MAX_TEXT_LENGTH: Final = 200
#: The most hints (or undos) one game can record: far beyond any game's lines.
MAX_HELP: Final = 1_000_000


def new_game_id() -> str:
    """A fresh id for a game, made when the game starts (uuid4, 32 hex digits)."""
    return uuid.uuid4().hex


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


def format_time(moment: datetime) -> str:
    """The one text form of a time in the database: UTC, milliseconds, sortable.

    It is exactly SQLite's ``strftime('%Y-%m-%dT%H:%M:%fZ', ...)``, so times the
    migrations normalise and times Python writes sort together.
    """
    utc = moment.astimezone(timezone.utc)
    return f"{utc:%Y-%m-%dT%H:%M:%S}.{utc.microsecond // 1000:03d}Z"


def parse_time(text: str) -> datetime:
    """Read a stored time; accepts the canonical form and any ISO 8601 text."""
    value = text.strip()
    if value.endswith(("Z", "z")):
        value = value[:-1] + "+00:00"
    moment = datetime.fromisoformat(value)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment


def result_for(mode: str, winner: int | None, human_player: int) -> str:
    """The stored result of a game ``winner`` won (``None``: a tie), as ``Game.winner`` says.

    A tie is its own result, never a win or loss.
    """
    if winner is None:
        return TIE
    if mode == TWO_PLAYERS:
        return PLAYER1 if winner == 0 else PLAYER2
    return WON if winner == human_player else LOST


def named_winner(mode: str, result: str, human_player: int) -> int | None:
    """The player a stored result says won, ``None`` for a tie (undoes :func:`result_for`)."""
    if result == TIE:
        return None
    if mode == TWO_PLAYERS:
        return 0 if result == PLAYER1 else 1
    return human_player if result == WON else 1 - human_player


def expected_result(mode: str, scores: tuple[int, int], human_player: int) -> str:
    """The result a finished game's scores imply: the check of a result made elsewhere.

    The engine decides who won (``Game.winner``) and :func:`result_from_game`
    stores its answer; the store checks results without the engine, so this
    repeats only its comparison (more triangles wins; tests pin the two together).
    """
    first, second = scores
    winner = None if first == second else (0 if first > second else 1)
    return result_for(mode, winner, human_player)


@dataclass(frozen=True)
class GameResult:
    """One finished or resigned game, everything the statistics keep about it.

    ``scores`` and ``human_player`` are indexed by player: 0 is Player 1
    (who moves first), 1 is Player 2. In a two-player game ``human_name`` is
    the name of player ``human_player`` and ``opponent_name`` the other's;
    ``opponent_id`` is ``None`` there.

    Names are ids, not display texts: ``human_name`` is exactly what the
    player typed (``""`` when left blank; the window shows "You" or
    "Player 1" in the language of the moment) and ``opponent_name`` the
    opponent plugin's untranslated ``name``.

    ``ended`` is :data:`FINISHED`, or :data:`RESIGNED` for a game against
    the computer given up before its end: then ``result`` is :data:`LOST`
    and ``scores`` are those on the board at that moment.

    ``hints`` and ``undos``: the help the person had against the computer
    (hints shown, Undo used); ``None`` when not recorded, always in a
    two-player game.
    """

    game_id: str
    finished_at: datetime
    board_size: int
    seed: int | None
    layout: str | None
    play_again: bool
    mode: str
    human_name: str
    human_player: int
    opponent_id: str | None
    opponent_name: str
    opponent_distribution: str | None
    opponent_version: str | None
    scores: tuple[int, int]
    result: str
    moves: tuple[tuple[int, int], ...] = field(default=())
    duration_s: float = 0.0
    ended: str = FINISHED
    hints: int | None = None
    undos: int | None = None

    def __post_init__(self) -> None:
        # Normalise containers first (frozen: via object.__setattr__), then check.
        object.__setattr__(self, "scores", tuple(self.scores))
        object.__setattr__(self, "moves", tuple(tuple(m) for m in self.moves))
        for problem in _problems(self):
            raise ValueError(f"invalid game result: {problem}")

    @property
    def winner(self) -> int | None:
        """The winning player's index, or ``None`` for a tie: what ``result`` says.

        A resigned game is the computer's, whatever the scores.
        """
        return named_winner(self.mode, self.result, self.human_player)

    @property
    def counts_for_win_loss(self) -> bool:
        """Only games against the computer enter the win/loss figures."""
        return self.mode == VS_COMPUTER

    @property
    def resigned(self) -> bool:
        """Given up against the computer before the end: a loss."""
        return self.ended == RESIGNED

    @property
    def helped(self) -> bool:
        """The person had hints or took lines back: the game is marked."""
        return bool(self.hints) or bool(self.undos)

    @property
    def human_score(self) -> int:
        return self.scores[self.human_player]

    @property
    def opponent_score(self) -> int:
        return self.scores[1 - self.human_player]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data (the app keeps it in its autosave until confirmed)."""
        data = asdict(self)
        data["finished_at"] = format_time(self.finished_at)
        data["scores"] = list(self.scores)
        data["moves"] = [list(m) for m in self.moves]
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameResult:
        """The inverse of :meth:`to_dict`; raises ``ValueError`` for anything malformed."""
        if not isinstance(data, Mapping):
            raise ValueError("invalid game result: not an object")
        names = set(cls.__dataclass_fields__)
        missing = names - set(data) - set(_OPTIONAL_KEYS)
        if missing:
            raise ValueError(f"invalid game result: missing {', '.join(sorted(missing))}")
        values = {name: data.get(name, _OPTIONAL_KEYS.get(name)) for name in names}
        finished = values["finished_at"]
        if not isinstance(finished, str):
            raise ValueError("invalid game result: finished_at must be a string")
        try:
            values["finished_at"] = parse_time(finished)
        except ValueError as err:
            raise ValueError(f"invalid game result: finished_at: {err}") from None
        for key in ("scores", "moves"):
            if not isinstance(values[key], Sequence) or isinstance(values[key], str):
                raise ValueError(f"invalid game result: {key} must be a list")
        if not all(
            isinstance(m, Sequence) and not isinstance(m, str) and len(m) == 2
            for m in values["moves"]
        ):
            raise ValueError("invalid game result: each move must be a pair of stars")
        return cls(**values)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameResult:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            raise ValueError(f"invalid game result: {err}") from None
        return cls.from_dict(data)


#: Keys that older saves lack, with the value they mean there (a save from
#: before resignations holds a finished game).
_OPTIONAL_KEYS: Final[Mapping[str, object]] = {"ended": FINISHED, "hints": None, "undos": None}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _problems(r: GameResult) -> list[str]:
    """Everything wrong with a result; empty when it may be stored."""
    problems: list[str] = []
    if not isinstance(r.game_id, str) or not 0 < len(r.game_id) <= MAX_ID_LENGTH:
        problems.append(f"game_id must be 1 to {MAX_ID_LENGTH} characters")
    if not isinstance(r.finished_at, datetime) or r.finished_at.tzinfo is None:
        problems.append("finished_at must be a timezone-aware datetime")
    if not _is_int(r.board_size) or r.board_size < 3:
        problems.append("board_size must be an integer >= 3")
    if r.seed is not None and not _is_int(r.seed):
        problems.append("seed must be an integer or None")
    if r.layout is not None and not isinstance(r.layout, str):
        problems.append("layout must be a string or None")
    if not isinstance(r.play_again, bool):
        problems.append("play_again must be a bool")
    if r.mode not in MODES:
        problems.append(f"mode must be one of {MODES}")
    if r.human_player not in (0, 1) or not _is_int(r.human_player):
        problems.append("human_player must be 0 or 1")
    for name in ("human_name", "opponent_name"):
        value = getattr(r, name)
        if not isinstance(value, str) or len(value) > MAX_TEXT_LENGTH:
            problems.append(f"{name} must be a string of at most {MAX_TEXT_LENGTH} characters")
    for name in ("opponent_distribution", "opponent_version"):
        value = getattr(r, name)
        if value is not None and (not isinstance(value, str) or len(value) > MAX_TEXT_LENGTH):
            problems.append(f"{name} must be a short string or None")
    if r.mode == VS_COMPUTER and (not isinstance(r.opponent_id, str) or not r.opponent_id):
        problems.append("a game against the computer needs an opponent_id")
    if r.mode == TWO_PLAYERS and r.opponent_id is not None:
        problems.append("a two-player game has no opponent_id")
    if isinstance(r.opponent_id, str) and len(r.opponent_id) > MAX_TEXT_LENGTH:
        problems.append("opponent_id is too long")
    if len(r.scores) != 2 or not all(_is_int(s) and s >= 0 for s in r.scores):
        problems.append("scores must be two integers >= 0")
    if not all(len(m) == 2 and all(_is_int(s) and s >= 0 for s in m) for m in r.moves):
        problems.append("moves must be pairs of star indices")
    if (
        not isinstance(r.duration_s, (int, float))
        or isinstance(r.duration_s, bool)
        or not math.isfinite(r.duration_s)
        or r.duration_s < 0
    ):
        problems.append("duration_s must be a finite number >= 0")
    for name in ("hints", "undos"):
        value = getattr(r, name)
        if value is not None and (not _is_int(value) or not 0 <= value <= MAX_HELP):
            problems.append(f"{name} must be None or an integer from 0 to {MAX_HELP}")
        elif value is not None and r.mode == TWO_PLAYERS:
            problems.append(f"a two-player game records no {name}")
    if r.ended not in ENDINGS:
        problems.append(f"ended must be one of {ENDINGS}")
    elif r.ended == RESIGNED:
        # A resignation is a loss against the computer, whatever the board said.
        if r.mode != VS_COMPUTER:
            problems.append("only a game against the computer can be resigned")
        if r.result != LOST:
            problems.append(f"a resigned game is lost, not {r.result!r}")
    elif not problems:
        expected = expected_result(r.mode, (r.scores[0], r.scores[1]), r.human_player)
        if r.result != expected:
            problems.append(f"result {r.result!r} disagrees with scores {r.scores} ({expected})")
    return problems


def has_drawn_a_line(game: Game, player: int) -> bool:
    """Whether ``player`` has drawn a line yet: only then does resigning count as a loss.

    A game given up before the player's first line is not recorded at all.
    """
    return any(m.player == player for m in game.moves)


def result_from_game(
    game: Game,
    *,
    game_id: str,
    mode: str,
    human_name: str,
    human_player: int = 0,
    opponent_id: str | None = None,
    opponent_name: str = "",
    opponent_distribution: str | None = None,
    opponent_version: str | None = None,
    duration_s: float = 0.0,
    finished_at: datetime | None = None,
    resigned: bool = False,
    hints: int | None = None,
    undos: int | None = None,
) -> GameResult:
    """Build the result of a finished :class:`~triangles_qt.model.Game`.

    The board, option, scores, moves and result come from the game itself,
    so the app cannot record a result that disagrees with what was played.
    With ``resigned=True`` (the player gave up against the computer, or
    started another game) the game need not be over and the result is
    :data:`LOST`; it raises ``ValueError`` when the player has not drawn a
    line yet (such a game is not recorded, see :func:`has_drawn_a_line`) or
    the game is not against the computer. ``hints`` and ``undos``: the help
    the person had (``None``: not recorded).
    """
    if resigned:
        if mode == VS_COMPUTER and not has_drawn_a_line(game, human_player):
            raise ValueError("a game given up before the player's first line is not recorded")
    elif not game.is_over:
        raise ValueError("the game is not over yet")
    board = game.board
    scores = (int(game.scores[0]), int(game.scores[1]))
    return GameResult(
        game_id=game_id,
        finished_at=finished_at or utc_now(),
        board_size=int(board.n_stars),
        seed=board.seed,
        layout=board.layout.value if board.layout is not None else None,
        play_again=bool(game.play_again),
        mode=mode,
        human_name=human_name,
        human_player=human_player,
        opponent_id=opponent_id,
        opponent_name=opponent_name,
        opponent_distribution=opponent_distribution,
        opponent_version=opponent_version,
        scores=scores,
        result=LOST if resigned else result_for(mode, game.winner, human_player),
        moves=tuple((int(m.a), int(m.b)) for m in game.moves),
        duration_s=float(duration_s),
        ended=RESIGNED if resigned else FINISHED,
        hints=hints,
        undos=undos,
    )
