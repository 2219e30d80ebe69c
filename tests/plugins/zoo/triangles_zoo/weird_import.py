"""Raises, while being imported, an exception whose text and class name cannot be read."""

from triangles_zoo.weird import Nameless

raise Nameless()
