"""Triangles: draw lines between stars and close empty triangles."""

from importlib import metadata

try:
    __version__ = metadata.version("triangles-qt")
except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare source tree
    __version__ = "0.0.0"
