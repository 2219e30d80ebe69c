"""Looking at pictures in tests: how much of an image is (close to) a colour."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage


def colour_share(
    image: QImage,
    colour: QColor | str,
    tolerance: int = 40,
    step: int = 2,
    min_alpha: int = 0,
) -> float:
    """Share of sampled pixels (every ``step``-th) within ``tolerance`` of ``colour``.

    The distance is the sum of the red, green and blue differences; pixels
    more transparent than ``min_alpha`` never count.
    """
    target = QColor(colour)
    hits = total = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            pixel = image.pixelColor(x, y)
            total += 1
            if pixel.alpha() < min_alpha:
                continue
            distance = (
                abs(pixel.red() - target.red())
                + abs(pixel.green() - target.green())
                + abs(pixel.blue() - target.blue())
            )
            if distance < tolerance:
                hits += 1
    return hits / total if total else 0.0
