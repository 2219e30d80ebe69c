"""The application icon: one SVG, every PNG size rendered from it and up to date."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from tests.imaging import colour_share
from tests.packaging.helpers import load_script
from triangles_qt.app import app_icon


def test_every_png_is_current_and_the_right_size(qapp: QApplication) -> None:
    make_icons = load_script("make_icons")
    assert min(make_icons.SIZES) == 16 and max(make_icons.SIZES) == 512
    for path, (size, fmt) in make_icons.outputs().items():
        assert path.is_file(), f"{path} is missing: run packaging/make_icons.py"
        if fmt == "PNG":
            image = QImage(str(path))
            assert (image.width(), image.height()) == (size, size), path
    # --check re-renders everything and compares it with the files.
    assert make_icons.main(["--check"]) == 0


def test_check_notices_a_stale_png(qapp: QApplication) -> None:
    make_icons = load_script("make_icons")
    wrong = QImage(64, 64, QImage.Format.Format_ARGB32)
    wrong.fill(QColor("#00ff00"))
    assert make_icons.differs(wrong, make_icons.render(64))
    assert not make_icons.differs(make_icons.render(64), make_icons.render(64))


def _share(image: QImage, colour: str, tolerance: int = 60) -> float:
    return colour_share(image, colour, tolerance=tolerance, min_alpha=201)


def test_icon_shows_the_nebula_colours(qapp: QApplication) -> None:
    """Dark sky, red-orange and blue lines, light stars; transparent outside the rounded square."""
    image = load_script("make_icons").render(128)
    for colour in ("#ff6a3d", "#3d9bff", "#fff8e7"):
        assert _share(image, colour) > 0.005, colour
    assert _share(image, "#0b0f2b", tolerance=80) > 0.2
    assert image.pixelColor(0, 0).alpha() == 0


def test_app_uses_the_packaged_icon(qapp: QApplication) -> None:
    icon = app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes
