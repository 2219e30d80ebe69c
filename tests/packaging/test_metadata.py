"""The desktop entry and AppStream metainfo: valid, and saying the same as the code.

The validators themselves (desktop-file-validate, appstreamcli) run here when
installed; ``.ci/run`` installs them and runs them on every CI run as well.
"""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import triangles_qt
from tests.packaging.helpers import (
    APP_ID,
    DESKTOP_FILE,
    METAINFO_FILE,
    PACKAGING,
    ROOT,
    desktop_entry,
    pyproject_text,
    pyproject_urls,
    pyproject_version,
)
from triangles_qt.app import DESKTOP_ID


def _validator(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian package {package}; .ci/run installs it)")
    return path


def test_desktop_file_validates() -> None:
    tool = _validator("desktop-file-validate", "desktop-file-utils")
    done = subprocess.run([tool, str(DESKTOP_FILE)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_validates() -> None:
    tool = _validator("appstreamcli", "appstream")
    done = subprocess.run(
        [tool, "validate", "--no-net", str(METAINFO_FILE)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_validators_reject_broken_files(tmp_path: Path) -> None:
    """The validation step can fail: a desktop entry without Type, metainfo without id."""
    desktop_tool = _validator("desktop-file-validate", "desktop-file-utils")
    appstream_tool = _validator("appstreamcli", "appstream")
    bad_desktop = tmp_path / f"{APP_ID}.desktop"
    bad_desktop.write_text(
        "\n".join(
            line for line in DESKTOP_FILE.read_text().splitlines() if not line.startswith("Type=")
        )
    )
    assert subprocess.run([desktop_tool, str(bad_desktop)], capture_output=True).returncode != 0
    bad_meta = tmp_path / f"{APP_ID}.metainfo.xml"
    bad_meta.write_text(METAINFO_FILE.read_text().replace(f"<id>{APP_ID}</id>", ""))
    done = subprocess.run(
        [appstream_tool, "validate", "--no-net", str(bad_meta)], capture_output=True
    )
    assert done.returncode != 0


def test_desktop_entry_launches_the_installed_program_with_the_icon() -> None:
    entry = desktop_entry()
    assert DESKTOP_ID == APP_ID
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Triangles"
    # Exec names the gui-script pip installs; Icon names the hicolor icon make_icons.py renders.
    assert entry["Exec"].split()[0] == "triangles-qt"
    assert 'triangles-qt = "triangles_qt.cli:main"' in pyproject_text()
    assert entry["Icon"] == APP_ID
    assert (PACKAGING / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert "Game" in entry["Categories"].split(";")
    for lang in ("ro", "hi"):
        assert entry[f"Comment[{lang}]"].strip()


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO_FILE).getroot()


def test_metainfo_names_the_app_the_desktop_file_and_the_binary() -> None:
    root = _metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == "triangles-qt"
    assert root.findtext("name") == "Triangles"


def test_newest_release_is_the_pyproject_version() -> None:
    """The version lives in pyproject.toml; the metainfo's newest release must follow it."""
    releases = _metainfo().findall("releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == pyproject_version() == triangles_qt.__version__


def test_metainfo_links_are_the_pyproject_urls() -> None:
    urls = {u.get("type"): (u.text or "").strip() for u in _metainfo().findall("url")}
    declared = pyproject_urls()
    assert urls["homepage"] == declared["Homepage"]
    assert urls["bugtracker"] == declared["Issues"]


def test_screenshots_point_at_pictures_in_docs() -> None:
    """Each screenshot URL is the raw address of a PNG that exists in docs/screenshots/."""
    images = [(i.text or "").strip() for i in _metainfo().findall("screenshots/screenshot/image")]
    assert len(images) >= 1
    homepage = pyproject_urls()["Homepage"]
    owner_repo = homepage.removeprefix("https://github.com/")
    prefix = f"https://raw.githubusercontent.com/{owner_repo}/main/"
    for url in images:
        assert url.startswith(prefix), url
        local = ROOT / url.removeprefix(prefix)
        assert local.parent == ROOT / "docs" / "screenshots"
        assert local.is_file() and local.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", local
    assert _metainfo().find("screenshots/screenshot[@type='default']") is not None
