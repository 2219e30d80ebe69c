"""Hindi and Romanian render with real glyphs, from the bundled fonts where needed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGlyphRun,
    QImage,
    QPainter,
    QRawFont,
    QTextLayout,
)
from PySide6.QtWidgets import QApplication

from triangles_qt import i18n

pytestmark = pytest.mark.usefixtures("app_fonts")

HINDI = ["नया खेल", "त्रिभुज के बाद फिर खेलें", "आप जीत गए!", "खिलाड़ी 1", "बराबरी!", "नेबुला"]
ROMANIAN = "Ai câștigat! Joacă din nou după un triunghi. Jucătorul 1 ș ț ă â î Ș Ț Ă Â Î"
FLAGS = (
    QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphIndexes
    | QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphPositions
    | QTextLayout.GlyphRunRetrievalFlag.RetrieveStringIndexes
)


def _font(families: list[str] | None = None) -> QFont:
    font = QApplication.font() if families is None else QFont()
    if families is not None:
        font.setFamilies(families)
    font.setPixelSize(32)
    return font


def _runs(text: str, font: QFont) -> list[QGlyphRun]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return list(layout.glyphRuns(-1, -1, FLAGS))


def _family(raw: QRawFont) -> str:
    """The family of a real font; "" for Qt's box engine (no font at all).

    Qt crashes when asked the family of its box engine, so look for a font
    table first.
    """
    return raw.familyName() if raw.fontTable("head").size() else ""


def _glyphs(text: str, font: QFont) -> list[tuple[str, int, str, float]]:
    """(family, glyph index, character the glyph's cluster starts at, x) for every glyph."""
    out = []
    for run in _runs(text, font):
        family = _family(run.rawFont())
        positions = run.positions()
        for glyph, index, pos in zip(
            run.glyphIndexes(), run.stringIndexes(), positions, strict=True
        ):
            out.append((family, glyph, text[index], pos.x()))
    return out


def _is_devanagari(char: str) -> bool:
    return "\u0900" <= char <= "\u097f"


def _bundled(name: str) -> QRawFont:
    raw = QRawFont(str(i18n.FONTS_DIR / name), 32)
    assert raw.isValid(), name
    return raw


def test_bundled_fonts_and_licence_ship_in_the_package() -> None:
    for name in i18n.FONT_FILES:
        size = (i18n.FONTS_DIR / name).stat().st_size
        assert 100_000 < size < 1_000_000, (name, size)
    licence = (i18n.FONTS_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in licence and "Version 1.1" in licence
    assert "Copyright 2015 Google" in licence
    assert _bundled("NotoSansDevanagari-Regular.ttf").familyName() == i18n.DEVANAGARI_FAMILY
    assert _bundled("NotoSans-Regular.ttf").familyName() == i18n.LATIN_FAMILY


def test_fonts_are_registered_and_the_app_font_falls_back_to_them() -> None:
    families = i18n.register_fonts()
    assert i18n.DEVANAGARI_FAMILY in families and i18n.LATIN_FAMILY in families
    app_families = QApplication.font().families()
    assert app_families[-2:] == [i18n.DEVANAGARI_FAMILY, i18n.LATIN_FAMILY]
    # The system's own family stays first (a real one, not "Sans Serif", which
    # Qt would skip in a list), so Latin text keeps the system's look. Where the
    # system's font is Noto Sans, that is one of ours too (test_fonts_any_system.py
    # runs this under chosen font setups).
    assert QFontDatabase.hasFamily(app_families[0])
    # Latin text is drawn in one real family: the system's, or ours where the system has
    # none of its own (only Qt's generic names).
    latin = {family for family, *_ in _glyphs("Triangles", _font())}
    assert len(latin) == 1 and latin <= {app_families[0], i18n.LATIN_FAMILY}, latin
    # Idempotent: a second install neither re-registers nor repeats families.
    i18n.install_fonts(QApplication.instance())  # type: ignore[arg-type]
    assert QApplication.font().families() == app_families
    assert i18n.register_fonts() == families


@pytest.mark.parametrize("text", HINDI)
def test_hindi_is_shaped_with_the_bundled_font(text: str) -> None:
    glyphs = _glyphs(text, _font())
    assert glyphs, text
    missing = [(char, family) for family, glyph, char, _ in glyphs if glyph == 0 or not family]
    assert not missing, f"missing glyphs (boxes) in {text!r}: {missing}"
    wrong = {family for family, _, char, _ in glyphs if _is_devanagari(char)} - {
        i18n.DEVANAGARI_FAMILY
    }
    assert not wrong, f"Devanagari of {text!r} drawn with {wrong}"


def test_the_devanagari_glyphs_come_from_our_file() -> None:
    runs = [r for r in _runs("त्रिभुज", _font()) if _family(r.rawFont()) == i18n.DEVANAGARI_FAMILY]
    assert runs
    ours = _bundled("NotoSansDevanagari-Regular.ttf")
    for run in runs:
        assert bytes(run.rawFont().fontTable("head")) == bytes(ours.fontTable("head"))
        assert bytes(run.rawFont().fontTable("GSUB")) == bytes(ours.fontTable("GSUB"))


def _shaped(text: str) -> list[tuple[int, float]]:
    """(glyph index, x) of every glyph of ``text``, left to right."""
    return sorted(((g, x) for _, g, _, x in _glyphs(text, _font())), key=lambda gx: gx[1])


def test_conjuncts_and_vowel_signs_are_shaped() -> None:
    (ta,) = _shaped("त")
    # त्र = त + ् (virama) + र: three code points, one conjunct glyph.
    (tra,) = _shaped("त्र")
    assert tra[0] not in (0, ta[0])
    # त्रि = त्र + ि: the vowel sign ि is stored after the conjunct but drawn
    # before it, and it is the same glyph that stands before क in कि.
    matra, conjunct = _shaped("त्रि")
    assert conjunct[0] == tra[0]
    assert matra[1] < conjunct[1]
    assert matra[0] == _shaped("कि")[0][0] != 0
    # The whole word त्रिभुज (7 code points) takes fewer glyphs than letters.
    assert len(_shaped("त्रिभुज")) < len("त्रिभुज")
    # A nukta form (ड़) and a long vowel sign (ी) still give real glyphs.
    assert all(g != 0 for g, _ in _shaped("खिलाड़ी"))


def _ink(text: str, font: QFont) -> int:
    image = QImage(900, 80, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(QPointF(10, 55), text)
    painter.end()
    return sum(
        1
        for y in range(0, 80, 2)
        for x in range(0, 900, 2)
        if image.pixelColor(x, y).lightness() < 128
    )


def test_hindi_renders_ink() -> None:
    for text in HINDI:
        assert _ink(text, _font()) > 60, text
    # Different words give different pictures (not one repeated box).
    assert _ink("नया खेल", _font()) != _ink("आप जीत गए!", _font())


def test_romanian_diacritics_have_glyphs() -> None:
    for family, glyph, char, _ in _glyphs(ROMANIAN, _font()):
        assert glyph != 0, f"no glyph for {char!r} ({unicodedata.name(char)}) in {family}"
    assert _ink("ș ț ă â î", _font()) > 20


def test_bundled_latin_font_alone_covers_romanian() -> None:
    """Even where the system font lacks ș/ț, the bundled Noto Sans has them."""
    ours = _bundled("NotoSans-Regular.ttf")
    for char in "șțăâîȘȚĂÂÎ„”":
        assert ours.supportsCharacter(ord(char)), char
    glyphs = _glyphs(ROMANIAN, _font([i18n.LATIN_FAMILY]))
    assert {family for family, *_ in glyphs} == {i18n.LATIN_FAMILY}
    assert all(glyph != 0 for _, glyph, *_ in glyphs)


def test_with_fallback_extends_a_font_built_from_scratch() -> None:
    # A family of the system's own (not ours, nor one of Qt's generic names), if it has one.
    generic = {"Monospace", "Sans Serif", "Serif"}
    others = [
        f for f in QFontDatabase.families() if f not in i18n.FALLBACK_FAMILIES and f not in generic
    ]
    font = QFont(others[0] if others else "No Such Family", 20)
    fallback = i18n.with_fallback(font)
    assert fallback.families()[-2:] == list(i18n.FALLBACK_FAMILIES)
    if others:
        assert fallback.families() == [others[0], *i18n.FALLBACK_FAMILIES]
    assert fallback.pointSize() == 20
    assert i18n.with_fallback(fallback).families() == fallback.families()
    glyphs = _glyphs("नया खेल", fallback)
    assert all(g[1] != 0 for g in glyphs)


_BARE_PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtGui import QFontDatabase, QGuiApplication, QTextLayout
    app = QGuiApplication([])
    def glyphs():
        font = app.font()
        font.setPixelSize(32)
        layout = QTextLayout("नया खेल", font)
        layout.beginLayout(); layout.createLine(); layout.endLayout()
        # Qt crashes when asked the family of its box engine (no real font).
        return [
            [r.rawFont().familyName() if r.rawFont().fontTable("head").size() else "",
             list(r.glyphIndexes())]
            for r in layout.glyphRuns()
        ]
    system = QFontDatabase.families(QFontDatabase.WritingSystem.Devanagari)
    before = glyphs()
    from triangles_qt import i18n
    i18n.install_fonts(app)
    after = glyphs()
    print(json.dumps({"system": system, "before": before, "after": after}))
    """
)


def test_a_fresh_process_without_system_devanagari_renders_hindi_after_setup() -> None:
    """In a clean process: what this machine shows before and after our fonts."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", _BARE_PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).parent,
        check=True,
    )
    report = json.loads(done.stdout.strip().splitlines()[-1])
    after = report["after"]
    assert after and all(family == i18n.DEVANAGARI_FAMILY for family, _ in after), after
    assert all(glyph != 0 for _, glyphs in after for glyph in glyphs), after
    assert len(set(after[0][1])) >= 6, after  # six different letters, six different glyphs
    if not report["system"]:
        # A bare machine: without the bundle there is no font for Hindi, and
        # every letter is the same box.
        before = report["before"]
        assert all(family == "" for family, _ in before), before
        assert len({glyph for _, glyphs in before for glyph in glyphs}) == 1, before
