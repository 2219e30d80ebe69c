"""Refresh the translation sources from the code, then compile them.

    .venv/bin/python translations/update.py          # lupdate, fill English, lrelease
    .venv/bin/python translations/update.py --check  # report what is unfinished, change nothing

Runs ``pyside6-lupdate`` over every ``.py`` file of ``triangles_qt/`` (nothing
generated) into ``translations/triangles_<lang>.ts``, copies each new English
source text into ``triangles_en.ts`` as its own translation (English plurals
still need a person: "%n triangle(s)" -> "%n triangle" / "%n triangles"), and
runs ``pyside6-lrelease`` into ``triangles_qt/resources/translations/``.
The tests in ``tests/i18n`` import this file to run the very same commands.
See docs/translations.md.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "triangles_qt"
TS_DIR = ROOT / "translations"
QM_DIR = PACKAGE / "resources" / "translations"
LANGUAGES = ("en", "ro", "hi")
SOURCE_LANGUAGE = "en"

# Files that tools write (pyside6-uic, pyside6-rcc) hold no strings of ours.
_GENERATED = re.compile(r"^(ui_.*|rc_.*|.*_rc)\.py$")


def tool(name: str) -> str:
    """The PySide6 tool next to this Python (the venv's), else the one on PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found; install PySide6 in this environment")
    return found


def source_files(package: Path = PACKAGE) -> list[Path]:
    """Every hand-written ``.py`` file of the package, sorted."""
    return sorted(
        path
        for path in package.rglob("*.py")
        if "__pycache__" not in path.parts and not _GENERATED.match(path.name)
    )


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"triangles_{lang}.ts"


def qm_path(lang: str, qm_dir: Path = QM_DIR) -> Path:
    return qm_dir / f"triangles_{lang}.qm"


def lupdate(ts_files: list[Path], sources: list[Path] | None = None) -> str:
    """Merge the source strings into ``ts_files``; returns lupdate's report."""
    files = source_files() if sources is None else sources
    result = subprocess.run(
        [
            tool("pyside6-lupdate"),
            "-extensions",
            "py",
            "-no-obsolete",
            "-source-language",
            SOURCE_LANGUAGE,
            *map(str, files),
            "-ts",
            *map(str, ts_files),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout + result.stderr


def lrelease(ts_file: Path, qm_file: Path) -> None:
    """Compile one ``.ts``; unfinished entries are left out, so they show English."""
    qm_file.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts_file), "-qm", str(qm_file)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )


@dataclass(frozen=True)
class Message:
    """One entry of a ``.ts`` file."""

    context: str
    source: str
    comment: str
    numerus: bool
    status: str  # "" when finished, else "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]  # the translation, or its plural forms

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    def __str__(self) -> str:
        note = f" ({self.comment})" if self.comment else ""
        return f"[{self.context}] {self.source!r}{note}"


def messages(ts_file: Path) -> list[Message]:
    """Every message of a ``.ts`` file, in file order."""
    found = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{ts_file}: message without <translation>"
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            found.append(
                Message(
                    context=name,
                    source=message.findtext("source", ""),
                    comment=message.findtext("comment", ""),
                    numerus=numerus,
                    status=translation.get("type", ""),
                    forms=forms,
                )
            )
    return found


def unfinished(ts_file: Path) -> list[Message]:
    """Messages a player would see in English: not finished, or with an empty form."""
    return [m for m in messages(ts_file) if m.status or not all(f.strip() for f in m.forms)]


def fill_english(ts_file: Path) -> int:
    """Make each unfinished singular English message its own translation.

    English is the source language, so its only real work is plural forms;
    those are left for a person. Returns how many messages were filled.
    """
    tree = ET.parse(ts_file)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or message.get("numerus") == "yes":
            continue
        if translation.get("type") == "unfinished":
            translation.text = message.findtext("source", "")
            del translation.attrib["type"]
            filled += 1
    if filled:
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts_file.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )
    return filled


def updated_copies(dest: Path, ts_dir: Path = TS_DIR) -> dict[str, Path]:
    """Copies of the ``.ts`` files in ``dest``, merged with today's source strings.

    The real files are never touched: this is what ``--check`` and the tests
    look at.
    """
    copies = {}
    for lang in LANGUAGES:
        copy = ts_path(lang, dest)
        original = ts_path(lang, ts_dir)
        if original.exists():
            shutil.copyfile(original, copy)
        copies[lang] = copy
    lupdate(list(copies.values()))
    return copies


def check() -> int:
    """Print every message that is missing or unfinished; 0 when there is none."""
    with tempfile.TemporaryDirectory() as tmp:
        copies = updated_copies(Path(tmp))
        problems = {lang: unfinished(path) for lang, path in copies.items()}
    for lang, missing in problems.items():
        for message in missing:
            print(f"{lang}: {message}")
    total = sum(map(len, problems.values()))
    print(f"{total} unfinished or missing translation(s)")
    return 1 if total else 0


def update() -> int:
    """Bring the ``.ts`` files up to date with the code and compile them."""
    ts_files = [ts_path(lang) for lang in LANGUAGES]
    print(lupdate(ts_files).strip())
    filled = fill_english(ts_path("en"))
    if filled:
        lupdate(ts_files)  # rewrite in lupdate's own layout
        print(f"English: {filled} new source text(s) copied as their own translation")
    for lang in LANGUAGES:
        lrelease(ts_path(lang), qm_path(lang))
        left = unfinished(ts_path(lang))
        print(f"{lang}: {qm_path(lang).relative_to(ROOT)}; {len(left)} unfinished")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="report unfinished translations, change nothing"
    )
    args = parser.parse_args(argv)
    return check() if args.check else update()


if __name__ == "__main__":
    raise SystemExit(main())
