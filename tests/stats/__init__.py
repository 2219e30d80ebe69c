"""Tests of the statistics store (Qt-free)."""
