"""Hindi, Romanian and Latin text render whatever fonts the system has.

Each case runs a fresh process under a fontconfig setup the test makes
(``FONTCONFIG_FILE``): this machine's own fonts; a system whose default
sans-serif is Noto Sans, the family the app bundles (Fedora's default, and
Debian or Ubuntu with ``fonts-noto-core``); and a system with no fonts at all
beyond what the app brings. What must hold in each is behaviour: Hindi is
shaped by a real Devanagari font with no missing glyph, Romanian diacritics
have glyphs, and Latin text is drawn in a real font (the system's or ours).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from triangles_qt import i18n

HINDI = "त्रिभुज के बाद फिर खेलें"
ROMANIAN = "Ai câștigat! ș ț ă â î Ș Ț Ă Â Î"
LATIN = "Triangles"

_PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QTextLayout
    app = QGuiApplication([])
    if sys.argv[2]:  # the desktop's UI font, as a platform theme sets it
        app.setFont(QFont(sys.argv[2], 10))
    system = QFontDatabase.families()
    from triangles_qt import i18n
    i18n.install_fonts(app)

    def runs(text):
        font = app.font()
        font.setPixelSize(32)
        layout = QTextLayout(text, font)
        layout.beginLayout(); layout.createLine(); layout.endLayout()
        # Qt crashes when asked the family of its box engine (no real font): look first.
        out = []
        for r in layout.glyphRuns():
            raw = r.rawFont()
            real = bool(raw.fontTable("head").size())
            out.append([raw.familyName() if real else "", list(r.glyphIndexes()),
                        real and raw.supportsCharacter(ord("\u0915"))])
        return out

    texts = json.loads(sys.argv[1])
    print(json.dumps({
        "system": system,
        "app_families": app.font().families(),
        "runs": {name: runs(text) for name, text in texts.items()},
    }))
    """
)


def _fontconfig(folder: Path, fonts: list[Path], default: str | None) -> Path:
    """A fonts.conf exposing only ``fonts`` (copied into ``folder``), ``default`` as sans."""
    fonts_dir = folder / "fonts"
    fonts_dir.mkdir(parents=True)
    for font in fonts:
        shutil.copy(font, fonts_dir / font.name)
    # Both names a desktop asks for: the generic "sans-serif" and Qt's "Sans Serif".
    prefer = "".join(
        f"<alias><family>{generic}</family><prefer><family>{default}</family></prefer></alias>"
        for generic in ("sans-serif", "Sans Serif")
        if default
    )
    conf = folder / "fonts.conf"
    conf.write_text(
        f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{fonts_dir}</dir>
  <cachedir>{folder / "cache"}</cachedir>
  {prefer}
</fontconfig>
""",
        encoding="utf-8",
    )
    return conf


def _environment(tmp_path: Path, setup: str) -> dict[str, str]:
    """This process's environment, with the setup's fonts (and desktop UI font)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if setup == "noto-default":
        bundled = [i18n.FONTS_DIR / name for name in i18n.FONT_FILES]
        env["FONTCONFIG_FILE"] = str(_fontconfig(tmp_path, bundled, "Noto Sans"))
        env["TRIANGLES_TEST_UI_FONT"] = "Noto Sans"  # as Fedora's desktop sets it
    elif setup == "no-fonts":
        env["FONTCONFIG_FILE"] = str(_fontconfig(tmp_path, [], None))
    return env


def _probe(tmp_path: Path, setup: str) -> dict[str, Any]:
    env = _environment(tmp_path, setup)
    texts = {"hindi": HINDI, "romanian": ROMANIAN, "latin": LATIN}
    ui_family = env.get("TRIANGLES_TEST_UI_FONT", "")
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(texts), ui_family],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).parent,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


@pytest.mark.parametrize("setup", ["this-machine", "noto-default", "no-fonts"])
def test_text_renders_with_real_glyphs_whatever_the_system_fonts(
    setup: str, tmp_path: Path
) -> None:
    report = _probe(tmp_path, setup)
    system, runs = report["system"], report["runs"]
    if setup == "noto-default":  # the setup is what it claims: Noto Sans is the system's font
        assert "Noto Sans" in system and report["app_families"][0] == "Noto Sans"
    if setup == "no-fonts":  # only the generic names Qt always lists, with no font behind them
        assert set(system) <= {"Monospace", "Sans Serif", "Serif"}, system
    # The bundled families are the application font's fallback, whatever came first.
    assert report["app_families"][-2:] == list(i18n.FALLBACK_FAMILIES)
    for name in ("hindi", "romanian", "latin"):
        glyphs = [g for _, ids, _ in runs[name] for g in ids]
        families = {family for family, _, _ in runs[name]}
        assert glyphs and 0 not in glyphs, f"{setup}: boxes in {name}: {runs[name]}"
        assert "" not in families, f"{setup}: {name} drawn without a real font: {families}"
    # Hindi: every run with more than a space is drawn by a font that has Devanagari, and
    # shaped (conjuncts and vowel signs make fewer glyphs than code points).
    words = [run for run in runs["hindi"] if len(run[1]) > 1]
    assert words and all(has_devanagari for _, _, has_devanagari in words), runs["hindi"]
    assert sum(len(ids) for _, ids, _ in runs["hindi"]) < len(HINDI)
    latin = {family for family, _, _ in runs["latin"]}
    assert len(latin) == 1
    (family,) = latin
    assert family in system or family in i18n.FALLBACK_FAMILIES, (family, system)


@pytest.mark.parametrize("setup", ["noto-default", "no-fonts"])
def test_the_font_tests_pass_under_the_setup(setup: str, tmp_path: Path) -> None:
    """The whole font test module, run again in a process that sees only the setup's fonts."""
    env = _environment(tmp_path, setup)
    module = Path(__file__).with_name("test_i18n_fonts.py")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", str(module), "-q", "-p", "no:cacheprovider",
         "-o", "addopts=", "-W", "error"],
        env=env, capture_output=True, text=True, timeout=300, cwd=module.parents[2],
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
