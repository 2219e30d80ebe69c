"""Builds the optional native search core; everything else is in pyproject.toml.

The extension (triangles_qt/model/_native.c, plain C against CPython's API)
needs only a C compiler and Python's headers, from Debian's packages (gcc,
python3-dev). Where either is missing the build says so and goes on without
it: the pure-Python engine then plays, with identical results
(docs/architecture.md, "The native core").
"""

from __future__ import annotations

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """Builds the native core when it can; never fails the install when it cannot."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no compiler at all (DistutilsPlatformError and kin)
            self._skipped(error)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # a compiler that fails, missing Python.h
            self._skipped(error)

    @staticmethod
    def _skipped(error: Exception) -> None:
        print(
            "triangles-qt: the native core was not built "
            f"({type(error).__name__}: {error}); the pure-Python engine will play. "
            "On Debian or Ubuntu, `sudo apt install gcc python3-dev` and reinstall for it.",
            file=sys.stderr,
        )


setup(
    ext_modules=[
        Extension(
            "triangles_qt.model._native",
            sources=["triangles_qt/model/_native.c"],
            extra_compile_args=["-O3"] if sys.platform != "win32" else [],
            optional=True,
        )
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
