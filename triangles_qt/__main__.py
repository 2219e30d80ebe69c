"""``python -m triangles_qt`` starts the game."""

from triangles_qt.app import main

if __name__ == "__main__":
    raise SystemExit(main())
