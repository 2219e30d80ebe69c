"""Board codes: a short text that names a board and its rule, and opens it in every later version.

A code such as ``122G-3NQK-8NB8`` says which generator placed the stars
(:mod:`triangles_qt.model.generators`, each one kept unchanged forever), the
layout, the number of stars, the seed, the tolerance when it is not the
default, and whether a player who closes a triangle plays again. It never
means "whatever this version makes of seed N": a code names its generator,
and old generators stay.

Reading and typing: the characters are Crockford's base 32,
``0123456789ABCDEFGHJKMNPQRSTVWXYZ`` (no I, L, O or U). Typed codes may use
any case, spaces and dashes; O is read as 0, and I and L as 1, so the
look-alikes cannot be mistyped; digits of other scripts (Devanagari ३) are
read as digits.

The code, character by character (each one 5 bits), in format 1:

====================  =======================================================
``[0]``               the format: 1 (a later format is a later digit)
``[1]``               generator - 1 (3 bits), tablet layout (1 bit), play again (1 bit)
``[2..3]``            tolerance given (1 bit), then the number of stars (9 bits)
``[4..7]``            only when the tolerance is given: it in hundredths (20 bits; up to 1000)
then                  the seed, most significant first, 1 to 13 characters
the last two          the check
====================  =======================================================

The check, kept in every format: the last two characters make the code,
read as a polynomial over GF(32) (first character highest) with its length
put before it as one more character, take the value 1 at both alpha and
alpha^2, alpha a root of x^5 + x^2 + 1. That is a Reed-Solomon code word
moved off zero and tied to its length: any one or two wrong characters, and
so any two swapped, are always found; a character lost or added is found
1023 times in 1024 (without the length and the 1, a 0 added at the end
would always pass), and so is other damage.
A code with a good check but a format or a generator this version does not
know comes from a newer version, and is refused as such.
"""

from __future__ import annotations

import enum
import math
import secrets
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from triangles_qt.model import _checks, generators
from triangles_qt.model.board import DEFAULT_TOLERANCE, Board, Layout
from triangles_qt.model.limits import MAX_SEED, MAX_STARS

__all__ = [
    "ALPHABET",
    "FORMAT",
    "FRESH_SEEDS",
    "BoardCode",
    "BoardCodeError",
    "CodeProblem",
    "new_seed",
]

#: The characters of a code, each worth its position (Crockford's base 32).
ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: The format this version writes (and the newest it reads).
FORMAT: Final = 1
#: New games' seeds are below this, so their codes are 12 characters (3 groups of 4).
FRESH_SEEDS: Final = 2**30

_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
_CHECK_LENGTH = 2
_TOLERANCE_SYMBOLS = 4
_MAX_SEED_SYMBOLS = 13  # 65 bits hold MAX_SEED (63)
_SHORTEST = 1 + 1 + 2 + 1 + _CHECK_LENGTH
_LONGEST = 1 + 1 + 2 + _TOLERANCE_SYMBOLS + _MAX_SEED_SYMBOLS + _CHECK_LENGTH
#: The longest text read as a code (room for any spacing; a longer one is no code).
_LONGEST_TYPED = 8 * _LONGEST
#: Besides white space, characters a typed code may hold between its own: dashes,
#: underscores, and invisible format characters (a zero-width space) that copying brings.
_SEPARATOR_CATEGORIES = frozenset({"Pd", "Pc", "Cf"})


#: The largest tolerance a code holds: what a network game carries (net/protocol.py), far
#: beyond any board a person plays (the frames are 640 and 960 units wide).
MAX_CODE_TOLERANCE = 1000.0


class CodeProblem(enum.Enum):
    """Why a typed code opens no board (the views say it in the player's language)."""

    EMPTY = "empty"
    """Nothing was typed."""
    NOT_A_CODE = "not-a-code"
    """Characters no code has, a length no code has, or values no version writes."""
    DAMAGED = "damaged"
    """The check does not hold: a character is wrong, missing or extra."""
    NEWER = "newer"
    """A good code from a newer version: a format or a generator this one does not know."""

    @property
    def english(self) -> str:
        """The reason in plain English, for the command lines (the windows translate ids)."""
        return _ENGLISH[self]


_ENGLISH = {
    CodeProblem.EMPTY: "no board code was given",
    CodeProblem.NOT_A_CODE: "this is not a board code (a board code looks like 122G-3NQK-8NB8)",
    CodeProblem.DAMAGED: "this board code is damaged: a character is wrong, missing or extra",
    CodeProblem.NEWER: "this board code comes from a newer version of Triangles; "
    "update the game to open it",
}


class BoardCodeError(ValueError):
    """A typed code that opens no board; :attr:`problem` says why."""

    def __init__(self, problem: CodeProblem) -> None:
        super().__init__(problem.english)
        self.problem = problem


def new_seed() -> int:
    """A seed for a new board, drawn from the system's randomness (its code is 12 characters)."""
    return secrets.randbelow(FRESH_SEEDS)


@dataclass(frozen=True)
class BoardCode:
    """A board and its rule, as a code names them; ``ValueError`` for what no code can hold.

    >>> code = BoardCode(n_stars=24, seed=7, layout=Layout.PHONE)
    >>> code.shown
    '100R-7ZH'
    >>> BoardCode.parse("1OOr 7zh") == code
    True
    >>> code.board().stars.tolist() == Board.generate(24, seed=7).stars.tolist()
    True
    """

    n_stars: int
    seed: int
    layout: Layout
    play_again: bool = False
    tolerance: float = DEFAULT_TOLERANCE
    generator: int = generators.CURRENT_GENERATOR

    def __post_init__(self) -> None:
        n = _checks.as_int(self.n_stars, "n_stars")
        if not 3 <= n <= MAX_STARS:
            raise ValueError(f"n_stars must be between 3 and {MAX_STARS}, not {n}")
        seed = _checks.as_seed(self.seed)
        if seed is None:
            raise ValueError("a board code needs a seed")
        if not isinstance(self.layout, Layout):
            raise ValueError(f"layout must be a Layout, not {self.layout!r:.40}")
        if not isinstance(self.play_again, bool):
            raise ValueError("play_again must be True or False")
        tolerance = _checks.as_tolerance(self.tolerance)
        if tolerance != DEFAULT_TOLERANCE and _hundredths(tolerance) is None:
            raise ValueError(
                "a board code holds a tolerance in hundredths of a unit up to "
                f"{MAX_CODE_TOLERANCE:g}, not {tolerance!r}"
            )
        generator = _checks.as_int(self.generator, "generator")
        if not generators.known(generator):
            raise ValueError(f"there is no board generator {generator}")
        object.__setattr__(self, "n_stars", n)
        object.__setattr__(self, "seed", seed)
        object.__setattr__(self, "tolerance", tolerance)
        object.__setattr__(self, "generator", generator)

    # -- writing -----------------------------------------------------------------------------

    @property
    def text(self) -> str:
        """The code in its one canonical spelling, without separators."""
        symbols = [FORMAT]
        symbols.append(
            ((self.generator - 1) << 2) | ((self.layout is Layout.TABLET) << 1) | self.play_again
        )
        hundredths = None if self.tolerance == DEFAULT_TOLERANCE else _hundredths(self.tolerance)
        symbols.extend(_digits(((hundredths is not None) << 9) | self.n_stars, 2))
        if hundredths is not None:
            symbols.extend(_digits(hundredths, _TOLERANCE_SYMBOLS))
        symbols.extend(_digits(self.seed, max(1, -(-self.seed.bit_length() // 5))))
        symbols.extend(_check(symbols))
        return "".join(ALPHABET[s] for s in symbols)

    @property
    def shown(self) -> str:
        """The code as shown to people: groups of four joined by dashes (``122G-3NQK-8NB8``)."""
        return shown(self.text)

    # -- reading -----------------------------------------------------------------------------

    @classmethod
    def parse(cls, typed: object) -> BoardCode:
        """The code someone typed or pasted; :class:`BoardCodeError` says why it is refused."""
        if not isinstance(typed, str):
            raise BoardCodeError(CodeProblem.NOT_A_CODE)
        symbols = _symbols(typed)
        if not symbols:
            raise BoardCodeError(CodeProblem.EMPTY)
        if not _SHORTEST <= len(symbols) <= _LONGEST or symbols[0] > 9:
            raise BoardCodeError(CodeProblem.NOT_A_CODE)  # a format is a digit
        if any(_syndromes(symbols)):
            raise BoardCodeError(CodeProblem.DAMAGED)
        if symbols[0] > FORMAT:
            raise BoardCodeError(CodeProblem.NEWER)
        if symbols[0] != FORMAT:
            raise BoardCodeError(CodeProblem.NOT_A_CODE)  # format 0: none was ever written
        return _read_format_1(symbols[1:-_CHECK_LENGTH])

    @classmethod
    def of_board(cls, board: Board, play_again: bool) -> BoardCode | None:
        """The code that opens exactly ``board``, or None when no code does.

        A board made by a generator has one; a board from anywhere else (a
        lesson's, a record's hand-placed stars) has none. The stars are
        placed again and compared, so a code is only ever given for the
        board it truly opens.
        """
        seed, layout = board.seed, board.layout
        if seed is None or layout is None or board.n_stars < 3:
            return None
        tolerance = board.tolerance
        if tolerance != DEFAULT_TOLERANCE and _hundredths(tolerance) is None:
            return None
        stars = [(x, y) for x, y in board.stars.tolist()]
        for generator in sorted(generators.GENERATORS, reverse=True):
            if generators.place_stars(generator, board.n_stars, seed, layout.value) == stars:
                return cls(board.n_stars, seed, layout, play_again, tolerance, generator)
        return None

    def board(self) -> Board:
        """The board the code names (slow for large boards: the precomputation)."""
        return Board.generate(
            self.n_stars,
            self.seed,
            layout=self.layout,
            tolerance=self.tolerance,
            generator=self.generator,
        )


def shown(text: str) -> str:
    """A code in groups of four joined by dashes; a last group of one joins the one before."""
    groups = [text[i : i + 4] for i in range(0, len(text), 4)]
    if len(groups) > 1 and len(groups[-1]) == 1:
        groups[-2:] = [groups[-2] + groups[-1]]
    return "-".join(groups)


def _read_format_1(body: Sequence[int]) -> BoardCode:
    """The fields of a format-1 code whose check holds (``body``: between format and check,
    at least four symbols long)."""
    head = body[0]
    generator = (head >> 2) + 1
    if not generators.known(generator):
        raise BoardCodeError(CodeProblem.NEWER)
    layout = Layout.TABLET if head & 2 else Layout.PHONE
    play_again = bool(head & 1)
    size = _number(body[1:3])
    n_stars = size & 0x1FF
    rest = body[3:]
    tolerance = DEFAULT_TOLERANCE
    if size >> 9:
        if len(rest) <= _TOLERANCE_SYMBOLS:
            raise BoardCodeError(CodeProblem.NOT_A_CODE)
        tolerance = _number(rest[:_TOLERANCE_SYMBOLS]) / 100
        rest = rest[_TOLERANCE_SYMBOLS:]
    if len(rest) > _MAX_SEED_SYMBOLS or n_stars < 3:
        raise BoardCodeError(CodeProblem.NOT_A_CODE)
    if n_stars > MAX_STARS:
        raise BoardCodeError(CodeProblem.NEWER)  # (a version allowing more writes a new format)
    seed = _number(rest)
    if seed > MAX_SEED or tolerance > MAX_CODE_TOLERANCE:
        raise BoardCodeError(CodeProblem.NOT_A_CODE)
    return BoardCode(n_stars, seed, layout, play_again, tolerance, generator)


def _symbols(typed: str) -> list[int]:
    """The code's values, separators dropped; ``BoardCodeError`` for a character no code has."""
    if len(typed) > _LONGEST_TYPED:
        raise BoardCodeError(CodeProblem.NOT_A_CODE)
    out: list[int] = []
    for ch in unicodedata.normalize("NFKC", typed):
        if ch.isspace() or unicodedata.category(ch) in _SEPARATOR_CATEGORIES:
            continue
        digit = unicodedata.decimal(ch, None)
        value = digit if digit is not None else _VALUE.get(ch.upper())
        if value is None:
            raise BoardCodeError(CodeProblem.NOT_A_CODE)
        out.append(value)
    return out


def _hundredths(tolerance: float) -> int | None:
    """``tolerance`` as a whole number of hundredths up to the limit, if it is exactly one."""
    if not math.isfinite(tolerance) or not 0 <= tolerance <= MAX_CODE_TOLERANCE:
        return None
    count = round(tolerance * 100)
    return count if count / 100 == tolerance and count < 2**20 else None


def _digits(value: int, count: int) -> list[int]:
    """``value`` as ``count`` base-32 digits, most significant first."""
    return [(value >> (5 * (count - 1 - i))) & 31 for i in range(count)]


def _number(digits: Sequence[int]) -> int:
    value = 0
    for digit in digits:
        value = (value << 5) | digit
    return value


# -- the check: GF(32) arithmetic -------------------------------------------------------------

_EXP = [0] * 62
_LOG = [0] * 32
_x = 1
for _i in range(31):
    _EXP[_i] = _EXP[_i + 31] = _x
    _LOG[_x] = _i
    _x <<= 1
    if _x & 32:
        _x ^= 0b100101  # x^5 + x^2 + 1
del _x, _i


def _mul(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _div(a: int, b: int) -> int:
    return 0 if a == 0 else _EXP[_LOG[a] - _LOG[b] + 31]


def _at(symbols: Sequence[int], point: int) -> int:
    """The code word's polynomial (first symbol highest) at ``point`` (Horner's rule)."""
    value = 0
    for symbol in symbols:
        value = _mul(value, point) ^ symbol
    return value


_ALPHA, _ALPHA2 = _EXP[1], _EXP[2]


#: The value a code takes at alpha and at alpha^2 (the same non-zero one at both).
_TARGET = 1


def _syndromes(symbols: Sequence[int]) -> tuple[int, int]:
    """Both zero exactly when the check holds (``symbols``: the whole code, check included)."""
    word = [len(symbols), *symbols]
    return _at(word, _ALPHA) ^ _TARGET, _at(word, _ALPHA2) ^ _TARGET


def _check(symbols: Sequence[int]) -> list[int]:
    """The two check symbols that make ``symbols`` + check a code word."""
    padded = [len(symbols) + _CHECK_LENGTH, *symbols, 0, 0]
    one, two = _at(padded, _ALPHA) ^ _TARGET, _at(padded, _ALPHA2) ^ _TARGET
    # c(x) = d(x) x^2 + p x + q with c(a) = c(a^2) = T (T its own negative in GF(2^5),
    # d: the length, then the symbols):
    # p (a + a^2) = d(a) + T + d(a^2) + T, then q = d(a) + T + p a.
    p = _div(one ^ two, _ALPHA ^ _ALPHA2)
    q = one ^ _mul(p, _ALPHA)
    return [p, q]
