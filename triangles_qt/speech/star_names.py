"""A name a person can say for every star: a band letter and a number ("C4").

The board is cut into vertical bands holding (nearly) the same number of stars,
lettered from the left; inside a band the stars are numbered from the top. So
"C4" is the fourth star from the top in the third band from the left: every
name is different, short, and says roughly where the star is, and a star keeps
its name for the whole game (the names depend only on where the stars are).
"""

from __future__ import annotations

import math
import string
from collections.abc import Sequence
from dataclasses import dataclass

#: Bands are lettered A to Z; larger boards put more stars in each band.
MAX_BANDS = len(string.ascii_uppercase)


@dataclass(frozen=True)
class StarNames:
    """Every star's name, and the star a typed name means."""

    names: tuple[str, ...]

    @classmethod
    def for_stars(cls, stars: Sequence[Sequence[float]]) -> StarNames:
        """Names for stars at ``stars`` (x to the right, y downwards).

        >>> StarNames.for_stars([(0, 0), (10, 5), (0, 9), (10, 0)]).names
        ('A1', 'B2', 'A2', 'B1')
        """
        n = len(stars)
        if n == 0:
            return cls(())
        bands = min(MAX_BANDS, max(1, round(math.sqrt(n))))
        # Left to right (ties: top first), then cut into bands of nearly equal size.
        by_x = sorted(range(n), key=lambda i: (stars[i][0], stars[i][1], i))
        names = [""] * n
        start = 0
        for band in range(bands):
            end = (band + 1) * n // bands
            members = sorted(by_x[start:end], key=lambda i: (stars[i][1], stars[i][0], i))
            for number, star in enumerate(members, start=1):
                names[star] = f"{string.ascii_uppercase[band]}{number}"
            start = end
        return cls(tuple(names))

    def __len__(self) -> int:
        return len(self.names)

    def of(self, star: int) -> str:
        """The name of star ``star``."""
        return self.names[star]

    def find(self, text: str) -> int | None:
        """The star called ``text`` (any case, spaces ignored), or None.

        >>> StarNames(("A1", "B12")).find(" b12 ")
        1
        """
        wanted = "".join(text.split()).upper()
        try:
            return self.names.index(wanted)
        except ValueError:
            return None

    def reading_order(self) -> tuple[int, ...]:
        """The stars band by band from the left, each band from the top (A1, A2, ..., B1, ...).

        >>> StarNames(("B1", "A2", "A1")).reading_order()
        (2, 1, 0)
        """
        return tuple(sorted(range(len(self.names)), key=lambda s: self.band_and_number(s)))

    def band_and_number(self, star: int) -> tuple[str, int]:
        """The band letter and the number within the band, for a description."""
        name = self.names[star]
        return name[0], int(name[1:])
