"""Names from outside made safe to show and store: one rule (``triangles_qt.clean_text``)."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from triangles_qt.clean_text import BIDI_CONTROLS, clean_name, encodable, is_clean

#: Any code point, lone surrogates included (JSON's "\ud800" decodes to one).
ANY_TEXT = st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=60)


@given(ANY_TEXT, st.one_of(st.none(), st.integers(0, 50)))
def test_a_cleaned_name_can_be_stored_shown_and_cleaned_again_unchanged(
    text: str, limit: int | None
) -> None:
    cleaned = clean_name(text, limit)
    cleaned.encode("utf-8")  # never raises: no lone surrogate is left
    assert is_clean(cleaned) and clean_name(cleaned, limit) == cleaned
    assert cleaned == cleaned.strip() and "  " not in cleaned
    assert limit is None or len(cleaned) <= limit
    for ch in cleaned:
        assert unicodedata.category(ch) not in ("Cc", "Zl", "Zp", "Cs")
        assert ch not in BIDI_CONTROLS and ch != "\ufeff"


def test_what_a_name_loses_and_what_it_keeps() -> None:
    assert clean_name("\x1b[2J\x1b]0;owned\x07Eve") == "[2J]0;ownedEve"  # no escape is left
    assert clean_name("Ana\x9b31m\x85Maria") == "Ana31m Maria"  # C1: CSI gone, NEL a space
    assert clean_name("\u202eevE\u2066x\u2069\u200f") == "evEx"  # bidi controls and marks
    assert clean_name("Ben\ud800\udfff") == "Ben\ufffd\ufffd"  # lone halves, one each
    assert clean_name("\ufeff Ana \t\n Maria \u2028") == "Ana Maria"
    # Letters, marks and the joiners the scripts need stay.
    assert clean_name("क्ष\u200dत्रिय ș ț Ζωή 😀") == "क्ष\u200dत्रिय ș ț Ζωή 😀"
    assert clean_name("Ana Maria", 4) == "Ana"


def test_encodable_replaces_lone_surrogates_only() -> None:
    assert encodable("id\ud83d-1\t") == "id\ufffd-1\t"
    assert encodable("plain") == "plain"
