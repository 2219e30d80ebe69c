"""``python -m triangles_qt`` starts the game (and is the entry script of the bundle)."""

import multiprocessing

if __name__ == "__main__":
    # A frozen bundle (packaging/triangles.spec) starts this same executable for
    # every opponent worker process and for multiprocessing's helper processes.
    # freeze_support() takes those runs over and never returns for them; it must
    # come before the app (and Qt) is imported so that workers stay Qt-free.
    # Outside a bundle it does nothing.
    multiprocessing.freeze_support()

    from triangles_qt.cli import main

    raise SystemExit(main())
