"""An internet game's code as a player types it: ``7-crossover-clockwork`` (Qt-free).

The rendezvous gives the host a number and two words from Magic Wormhole's
word lists (the PGP word list: 256 "even" and 256 "odd" words, chosen to
be told apart when read aloud). A player may type it with spaces, dashes
or capitals; a word that is not on the lists is named (a typo), so a
mistyped word is caught here instead of spending the host's code.
"""

from __future__ import annotations

import re
from functools import cache

_SEPARATORS = re.compile(r"[\s\-_.,]+")


@cache
def code_words() -> frozenset[str]:
    """Every word a code may hold (both lists)."""
    from wormhole._wordlist import byte_to_even_word, byte_to_odd_word

    words = [*byte_to_even_word.values(), *byte_to_odd_word.values()]
    return frozenset(word.lower() for word in words)  # (the lists spell a few with capitals)


def normalize(typed: str) -> str | None:
    """The code as the rendezvous knows it (``7-crossover-clockwork``), or None if it is none."""
    parts = [part for part in _SEPARATORS.split(typed.strip().lower()) if part]
    if len(parts) < 2 or not parts[0].isdigit() or not parts[0].isascii():
        return None
    if not all(part.isascii() and part.isalpha() for part in parts[1:]):
        return None
    return "-".join([str(int(parts[0])), *parts[1:]])


def unknown_words(code: str) -> list[str]:
    """The words of ``code`` (as :func:`normalize` gives it) that are on neither list."""
    words = code_words()
    return [word for word in code.split("-")[1:] if word not in words]
