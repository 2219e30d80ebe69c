"""Names from outside (a peer, an engine, a plugin, a saved file) made safe to show and store.

One rule, applied where a name enters the app (Qt-free, below every layer
that takes names in, so each uses the same one): a name keeps its letters,
marks and spaces, and loses what could hurt where it is shown or stored:

- lone surrogates (half of a UTF-16 pair: JSON's ``"\\ud800"`` decodes to
  one) cannot be encoded as UTF-8, so a database, a file or a terminal
  refuses the whole text: each becomes U+FFFD (the replacement character);
- control characters, C0 and C1 (``ESC`` starts a terminal's escape
  sequences; U+0085 is a line break to some readers): removed;
- line and paragraph separators, the bidi embedding, override and isolate
  controls and the bidi marks (which can turn the text around them, the
  "Trojan Source" trick) and the byte order mark: removed;
- runs of white space (tabs, line breaks) become one space, with none at
  either end.

The zero-width joiner and non-joiner stay: Devanagari and other scripts
need them to spell names.

>>> clean_name("  Ana\\tMaria\\x1b[31m ")
'Ana Maria[31m'
>>> clean_name("Eve\\u202egnp.exe")
'Evegnp.exe'
>>> clean_name("Ben\\ud800")
'Ben�'
>>> clean_name("क्षत्रिय\\u200d", 5)
'क्षत्'
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: The bidi controls and marks: embeddings, overrides, isolates, LRM, RLM and ALM.
BIDI_CONTROLS: Final = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_BYTE_ORDER_MARK: Final = "\ufeff"
_REMOVED_CATEGORIES: Final = frozenset({"Cc", "Zl", "Zp"})
_REPLACEMENT: Final = "\ufffd"


def unsafe(ch: str) -> bool:
    """True for a character a name must not carry (see the module's list)."""
    return (
        unicodedata.category(ch) in _REMOVED_CATEGORIES
        or ch in BIDI_CONTROLS
        or ch == _BYTE_ORDER_MARK
        or "\ud800" <= ch <= "\udfff"
    )


def is_clean(text: str) -> bool:
    """True when ``text`` has no character :func:`clean_name` would change or remove."""
    return not any(unsafe(ch) for ch in text)


def encodable(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD, so it encodes as UTF-8.

    For texts that are not names (ids, versions) but must still be stored;
    everything else in them stays as it is."""
    if not any("\ud800" <= ch <= "\udfff" for ch in text):
        return text
    return "".join(_REPLACEMENT if "\ud800" <= ch <= "\udfff" else ch for ch in text)


def clean_name(text: str, limit: int | None = None) -> str:
    """``text`` safe to show, store and print; at most ``limit`` characters when given.

    Never raises for any ``str``; the result always encodes as UTF-8, and
    cleaning it again changes nothing.
    """
    kept = []
    for ch in text:
        if "\ud800" <= ch <= "\udfff":
            kept.append(_REPLACEMENT)
        elif ch.isspace():
            kept.append(" ")  # (tabs, line breaks and separators: one space below)
        elif not unsafe(ch):
            kept.append(ch)
    cleaned = " ".join("".join(kept).split())
    if limit is not None and len(cleaned) > limit:
        cleaned = cleaned[:limit].rstrip()
    return cleaned
