"""Deliberately broken (and a few well-behaved) opponents for the plugin tests.

Installed into a temporary site folder with real entry points by
``tests/plugins/conftest.py``; never imported by pytest's collection.
"""
