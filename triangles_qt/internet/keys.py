"""What two players who met through a wormhole keep: the game's code and the way back.

Both are drawn from the key the code's password-authenticated exchange
gave both sides (never sent): the *game code* that the game's own
handshake proves (as on the LAN), and the *return code*, a wormhole code
both devices can use again, at any time, to meet after a drop or a crash.
A stranger who does not know the first code knows neither.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

#: The length (digits) of a return code's nameplate: drawn from the key, so that two games
#: rarely claim the same one at once (a clash costs a retry, never a wrong game: the
#: password part differs).
_NAMEPLATE_DIGITS: Final = 8


@dataclass(frozen=True)
class GameKeys:
    """The game code (the game's handshake proves it) and the return code (a wormhole code)."""

    game_code: str
    return_code: str

    def to_json(self) -> dict[str, str]:
        return {"game_code": self.game_code, "return_code": self.return_code}

    @staticmethod
    def from_json(data: object) -> GameKeys | None:
        """The keys saved by :meth:`to_json`, or None when ``data`` is not that."""
        if not isinstance(data, dict):
            return None
        game_code, return_code = data.get("game_code"), data.get("return_code")
        if not isinstance(game_code, str) or not isinstance(return_code, str):
            return None
        if not game_code.isascii() or not 16 <= len(game_code) <= 128:
            return None
        nameplate, _, password = return_code.partition("-")
        if not nameplate.isdigit() or len(password) < 16 or not return_code.isascii():
            return None
        return GameKeys(game_code, return_code)


def derive(derive_key: Callable[[str, int], bytes]) -> GameKeys:
    """The keys from a wormhole's ``derive_key(purpose, length)`` (the same on both sides)."""
    game_code = derive_key("triangles/game-code", 16).hex()
    seed = derive_key("triangles/return-code", 24)
    nameplate = str(
        10 ** (_NAMEPLATE_DIGITS - 1)
        + int.from_bytes(seed[:8], "big") % (9 * 10 ** (_NAMEPLATE_DIGITS - 1))
    )
    return GameKeys(game_code, f"{nameplate}-{seed[8:].hex()}")
