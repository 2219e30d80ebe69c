"""Raises while being imported."""

raise ImportError("the zoo's import_error module refuses to be imported")
