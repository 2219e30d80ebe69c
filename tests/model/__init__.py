"""Tests of the Qt-free rules engine (``triangles_qt.model``)."""
