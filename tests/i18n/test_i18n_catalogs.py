"""The translation catalogs: complete, well-formed, compiled, and true to the rule book."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

from triangles_qt import i18n

ROOT = Path(__file__).resolve().parents[2]
LANGS = i18n.LANGUAGE_CODES


def _describe(problems: list[object], limit: int = 40) -> str:
    lines = [str(p) for p in problems[:limit]]
    if len(problems) > limit:
        lines.append(f"... and {len(problems) - limit} more")
    return "\n  ".join(lines)


def test_update_script_and_module_agree_on_languages(ts_tools: ModuleType) -> None:
    assert tuple(ts_tools.LANGUAGES) == LANGS
    assert ts_tools.QM_DIR == i18n.TRANSLATIONS_DIR
    for lang in LANGS:
        assert ts_tools.qm_path(lang) == i18n.qm_path(lang)
        assert ts_tools.ts_path(lang).is_file(), f"missing {ts_tools.ts_path(lang)}"


def test_scanned_sources_are_the_package_python_files(ts_tools: ModuleType) -> None:
    files = ts_tools.source_files()
    assert ROOT / "triangles_qt" / "i18n.py" in files
    assert ROOT / "triangles_qt" / "app.py" in files
    assert all(f.suffix == ".py" and "__pycache__" not in f.parts for f in files)


@pytest.mark.parametrize("lang", LANGS)
def test_every_source_text_has_a_finished_translation(
    lang: str, ts_tools: ModuleType, updated_ts: dict[str, Path]
) -> None:
    """Fails on any text in the code that lacks a finished translation in ``lang``."""
    missing = ts_tools.unfinished(updated_ts[lang])
    assert not missing, (
        f"{len(missing)} text(s) without a finished {lang} translation "
        f"(run translations/update.py, then translate; see docs/translations.md):\n  "
        + _describe(missing)
    )


def test_the_check_sees_a_new_text(ts_tools: ModuleType, tmp_path: Path) -> None:
    """The completeness check is live: a text added to the code shows up unfinished."""
    source = tmp_path / "probe.py"
    source.write_text(
        "from PySide6.QtCore import QObject\n"
        "class Probe(QObject):\n"
        "    def text(self) -> str:\n"
        "        return self.tr('A text nobody translated yet')\n",
        encoding="utf-8",
    )
    ts = tmp_path / "triangles_ro.ts"
    ts.write_bytes(ts_tools.ts_path("ro").read_bytes())
    ts_tools.lupdate([ts], sources=[*ts_tools.source_files(), source])
    missing = {(m.context, m.source) for m in ts_tools.unfinished(ts)}
    assert ("Probe", "A text nobody translated yet") in missing


def test_no_text_lands_in_an_empty_context(
    updated_ts: dict[str, Path], ts_tools: ModuleType
) -> None:
    """An empty context means lupdate saw tr() outside a class or through an alias.

    Such a text is looked up under another context at run time and never
    translated.
    """
    orphans = [m for m in ts_tools.messages(updated_ts["en"]) if not m.context]
    assert not orphans, "texts lupdate found in no context:\n  " + _describe(orphans)


_SOURCE_MISUSE = [
    (re.compile(r"\btr\(\s*[rRuU]?[fF][rR]?[\"']"), "f-string inside tr()"),
    (
        re.compile(r"\btranslate\(\s*[^,()]+,\s*[rRuU]?[fF][rR]?[\"']"),
        "f-string inside translate()",
    ),
    (
        re.compile(r"\b(?:tr|translate)\(\s*(?:[^,()]+,\s*)?[\"'][^\"']*[\"']\s*\.format\("),
        ".format() inside tr(): translate first, then format",
    ),
    (
        re.compile(r"=\s*Q(?:Core|Gui)?Application\.translate\b(?!\()"),
        "aliased QCoreApplication.translate: lupdate cannot see through it",
    ),
]


def test_sources_use_tr_so_lupdate_and_qt_agree(ts_tools: ModuleType) -> None:
    problems = []
    for path in ts_tools.source_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, why in _SOURCE_MISUSE:
                if pattern.search(line):
                    problems.append(f"{path.relative_to(ROOT)}:{number}: {why}: {line.strip()}")
    assert not problems, "\n  ".join(["translation misuse:", *problems])


def test_misuse_patterns_catch_what_they_claim() -> None:
    bad = [
        'self.tr(f"Score {n}")',
        'QCoreApplication.translate("Ctx", f"Score {n}")',
        'self.tr("Score {0}".format(n))',
        "tr = QCoreApplication.translate",
    ]
    good = [
        'self.tr("Score: {0}").format(n)',
        'QCoreApplication.translate("Ctx", "Score: {0}").format(n)',
        'text = QCoreApplication.translate("Ctx", "x")',
    ]
    for line in bad:
        assert any(p.search(line) for p, _ in _SOURCE_MISUSE), line
    for line in good:
        assert not any(p.search(line) for p, _ in _SOURCE_MISUSE), line


_PLACEHOLDER = re.compile(r"\{\d*\}|%n|%L?\d")


def _placeholders(text: str) -> list[str]:
    return sorted(_PLACEHOLDER.findall(text.replace("%L", "%")))


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders_and_one_mnemonic(lang: str, ts_tools: ModuleType) -> None:
    problems = []
    for message in ts_tools.messages(ts_tools.ts_path(lang)):
        if message.status:
            continue
        wanted = _placeholders(message.source)
        for form in message.forms:
            found = _placeholders(form)
            # A plural form may spell the number out instead of using %n.
            if message.numerus:
                found, expected = [p for p in found if p != "%n"], [p for p in wanted if p != "%n"]
            else:
                expected = wanted
            if found != expected:
                problems.append(f"{message}: {form!r} has {found}, source has {expected}")
            if form.replace("&&", "").count("&") > 1:
                problems.append(f"{message}: {form!r} has more than one & mnemonic")
    assert not problems, "\n  ".join(problems)


def test_romanian_uses_comma_below_not_cedilla(ts_tools: ModuleType) -> None:
    wrong = [
        f"{m}: {form!r}"
        for m in ts_tools.messages(ts_tools.ts_path("ro"))
        for form in m.forms
        if re.search("[şţŞŢ]", form)
    ]
    assert not wrong, "ş/ţ with cedilla; Romanian wants ș/ț (comma below):\n  " + "\n  ".join(wrong)


def _glossary() -> dict[str, dict[str, str]]:
    """The rule-book glossary table of docs/translations.md: English -> {lang: word}."""
    text = (ROOT / "docs" / "translations.md").read_text(encoding="utf-8")
    section = text.split("## Glossary", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    header = [cell.strip() for cell in rows[0].strip("|").split("|")]
    assert header == ["English", "Română", "हिन्दी"], header
    table = {}
    for row in rows[2:]:
        en, ro, hi = (cell.strip() for cell in row.strip("|").split("|"))
        table[en] = {"en": en, "ro": ro, "hi": hi}
    return table


def _plain(text: str) -> str:
    """A label without its mnemonic and trailing dots: "&New Game…" -> "new game"."""
    text = re.sub(r"\s*\(&\w\)", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.strip().removesuffix("…").removesuffix("...").strip().casefold()


def test_glossary_holds_the_rule_book_words() -> None:
    glossary = _glossary()
    assert glossary["You won!"] == {"en": "You won!", "ro": "Ai câștigat!", "hi": "आप जीत गए!"}
    assert glossary["Play again after a triangle"]["hi"] == "त्रिभुज के बाद फिर खेलें"
    assert glossary["Nebula"]["ro"] == "Nebuloasă"
    rules_path = ROOT.parent / "shared" / "RULES.md"
    if not rules_path.is_file():  # pragma: no cover - shared/ sits beside the repo
        pytest.skip("the rule book is not beside this checkout")
    rules = rules_path.read_text(encoding="utf-8")
    for row in glossary.values():
        for lang in ("ro", "hi"):
            word = row[lang].replace("{0}", "1")
            assert word in rules or row[lang] == "Triangles", f"{word!r} is not in RULES.md"


@pytest.mark.parametrize("lang", ["ro", "hi"])
def test_rule_book_words_are_used_exactly(lang: str, ts_tools: ModuleType) -> None:
    glossary = {_plain(en): row[lang] for en, row in _glossary().items()}
    wrong = []
    for message in ts_tools.messages(ts_tools.ts_path(lang)):
        expected = glossary.get(_plain(message.source))
        if expected is None or message.status:
            continue
        if any(_plain(form) != expected.casefold() for form in message.forms):
            wrong.append(f"{message}: {message.forms} should say {expected!r}")
    assert not wrong, "\n  ".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_shipped_qm_is_compiled_from_the_ts(
    lang: str, ts_tools: ModuleType, tmp_path: Path
) -> None:
    fresh = tmp_path / f"triangles_{lang}.qm"
    ts_tools.lrelease(ts_tools.ts_path(lang), fresh)
    shipped = i18n.qm_path(lang)
    assert shipped.is_file(), f"{shipped} is missing: run translations/update.py"
    assert shipped.read_bytes() == fresh.read_bytes(), (
        f"{shipped.name} is out of date with {ts_tools.ts_path(lang).name}: "
        "run translations/update.py and commit both"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_ts_declares_its_language(lang: str, ts_tools: ModuleType) -> None:
    head = ts_tools.ts_path(lang).read_text(encoding="utf-8")[:300]
    assert re.search(rf'language="{lang}(_[A-Z]+)?"', head), head
    assert 'sourcelanguage="en' in head


def _translation(lang: str, context: str, source: str) -> str:
    import xml.etree.ElementTree as ET

    root = ET.parse(ROOT / "translations" / f"triangles_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            if message.findtext("source") == source:
                return message.findtext("translation") or ""
    raise AssertionError(f"{context!r} {source!r} is not in the {lang} catalog")


@pytest.mark.parametrize("lang", LANGS)
def test_undo_and_cancel_are_different_words(lang: str) -> None:
    """Taking a line back and dismissing a window must never read the same (Romanian did)."""
    undo = _translation(lang, "MainWindow", "Undo")
    cancel = _translation(lang, "NewGameDialog", "Cancel")
    assert undo.casefold() != cancel.casefold(), (undo, cancel)
