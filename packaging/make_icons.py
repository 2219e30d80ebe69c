"""Render the application icon's PNG sizes (and the bundles' .ico/.icns) from its SVG.

The SVG in ``packaging/icons/hicolor/scalable/apps/`` is the one source. This
script draws it with Qt's own SVG renderer (QtSvg, part of PySide6-Essentials)
into a freedesktop ``hicolor`` tree under ``packaging/icons/`` (copy it to
``~/.local/share/icons/`` as it is), into ``triangles_qt/resources/icons/``
(the window icon, shipped in the wheel and the bundle), and into
``packaging/icons/triangles.ico`` / ``.icns`` for Windows and macOS bundles.

Run it after changing the SVG::

    .venv/bin/python packaging/make_icons.py          # write every file
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if a file is out of date
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.triangles_qt.Triangles"
ICONS = ROOT / "packaging" / "icons"
SVG = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
PACKAGE_ICONS = ROOT / "triangles_qt" / "resources" / "icons"
#: The sizes desktops ask for, 16 to 512 pixels.
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: A windowed app's title bar, taskbar and About dialog need no more than these.
PACKAGE_SIZES = (16, 32, 48, 64, 128, 256)


def render(size: int, svg: Path = SVG) -> QImage:
    """The icon drawn at ``size`` x ``size`` pixels on a transparent background."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def outputs() -> dict[Path, tuple[int, str]]:
    """Every file this script writes: path -> (pixel size, image format)."""
    files: dict[Path, tuple[int, str]] = {}
    for size in SIZES:
        files[ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = (size, "PNG")
    for size in PACKAGE_SIZES:
        files[PACKAGE_ICONS / f"triangles-{size}.png"] = (size, "PNG")
    # Windows and macOS executables take one file; Qt writes one size into each.
    files[ICONS / "triangles.ico"] = (256, "ICO")
    files[ICONS / "triangles.icns"] = (512, "ICNS")
    return files


def pixels(image: QImage) -> np.ndarray:
    """The image as a (height, width, 4) array of 8-bit ARGB values."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = np.frombuffer(image.constBits(), dtype=np.uint8)
    rows = data.reshape(image.height(), image.bytesPerLine())
    return rows[:, : image.width() * 4].reshape(image.height(), image.width(), 4).copy()


def differs(a: QImage, b: QImage, tolerance: int = 24) -> bool:
    """True when two renderings differ by more than anti-aliasing noise (0.5 % of pixels)."""
    if a.size() != b.size():
        return True
    delta = np.abs(pixels(a).astype(np.int16) - pixels(b).astype(np.int16)).max(axis=2)
    return int((delta > tolerance).sum()) > a.width() * a.height() // 200


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed
    _app = QGuiApplication.instance() or QGuiApplication([])
    stale: list[Path] = []
    for path, (size, fmt) in outputs().items():
        image = render(size)
        if args.check:
            if not path.exists() or (fmt == "PNG" and differs(QImage(str(path)), image)):
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), fmt):
            print(f"could not write {path} ({fmt})", file=sys.stderr)
            return 1
    if not args.check:
        svg_copy = PACKAGE_ICONS / "triangles.svg"
        svg_copy.write_bytes(SVG.read_bytes())
        print(f"wrote {len(outputs()) + 1} files from {SVG.relative_to(ROOT)}")
        return 0
    if not (PACKAGE_ICONS / "triangles.svg").exists() or (
        (PACKAGE_ICONS / "triangles.svg").read_bytes() != SVG.read_bytes()
    ):
        stale.append(PACKAGE_ICONS / "triangles.svg")
    for path in stale:
        print(f"out of date: {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
