"""Tests of Qt views that do not need the whole app."""
