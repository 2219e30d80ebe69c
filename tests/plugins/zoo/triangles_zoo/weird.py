"""Opponents that raise exceptions which resist being described.

Their ``__str__`` or ``__repr__`` raises (``SystemExit`` even), their class
name is not what it seems (a metaclass property that raises, a name many
lines long), or their message is a ``str`` subclass with a hostile method.
Loading or asking them must still give an ordinary failure.
"""

from __future__ import annotations

from triangles_qt.model import Game


class _NamelessMeta(type):
    @property  # type: ignore[misc]
    def __name__(cls) -> str:
        raise RuntimeError("this class will not say its name")


class _HostileText(str):
    def splitlines(self, keepends: bool = False) -> list[str]:  # type: ignore[override]
        raise RuntimeError("no lines for you")


class StrRaises(Exception):
    def __str__(self) -> str:
        raise ValueError("__str__ refuses")


class StrExits(Exception):
    def __str__(self) -> str:
        raise SystemExit(9)


class ReprRaises(Exception):
    def __str__(self) -> str:
        raise ValueError("__str__ refuses")

    def __repr__(self) -> str:
        raise ValueError("__repr__ refuses")


class Nameless(Exception, metaclass=_NamelessMeta):
    def __str__(self) -> str:
        raise ValueError("__str__ refuses")


LongName = type("Long\nName " * 200, (Exception,), {})


class HostileText(Exception):
    def __str__(self) -> str:
        return _HostileText("first line\nsecond line")


RAISERS: dict[str, type[BaseException]] = {
    "str": StrRaises,
    "str-exits": StrExits,
    "repr": ReprRaises,
    "nameless": Nameless,
    "long-name": LongName,
    "hostile-text": HostileText,
}


def _opponents() -> dict[str, type]:
    made: dict[str, type] = {}
    for key, error in RAISERS.items():
        suffix = "".join(part.title() for part in key.split("-"))

        def build(self: object, error: type[BaseException] = error) -> None:
            raise error()

        def move(self: object, game: Game, time_limit: float, error: type = error) -> object:
            raise error()

        made[f"Build{suffix}"] = type(f"Build{suffix}", (), {"name": "Zoo", "__init__": build})
        made[f"Move{suffix}"] = type(f"Move{suffix}", (), {"name": "Zoo", "choose_move": move})
    return made


globals().update(_opponents())
