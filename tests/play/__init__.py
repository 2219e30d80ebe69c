"""Tests of the table and its seats (play/), without widgets."""
