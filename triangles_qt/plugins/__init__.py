"""Computer opponents: the plugin contract, discovery, the built-in opponents and the runner.

The modules split along the process boundary; nothing here imports Qt.

Shared (plain data and formats, imported on both sides):
``contract`` (the plugin contract), ``entries`` (:class:`PluginEntry`),
``wire`` (the one wire format), ``_exc`` (describing a plugin's exceptions).

The host, that is the app's or the arena's process:
``discovery`` (the one scan of the installed metadata, and probing),
``runner`` (an opponent in a worker, with time limits), ``request`` (the
move request it hands back), ``_process`` (starting and stopping workers),
``_trust`` (checking what a worker sends), ``answers`` (an answer put to the
rules), ``policy``.

The guardian, a small process per worker that runs no plugin code:
``guardian`` (forks the worker and kills all it started; POSIX only).

The worker, where plugin code runs: ``worker`` (serving requests) and
``loader`` (importing, building and checking one opponent).

Worker-side modules never import host-side ones. ``discovery`` re-exports
the loader's names, and ``discover(isolated=False)`` loads in-process.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from triangles_qt.plugins.external import EngineFault, ExternalEngine

__all__ = ["EngineFault", "ExternalEngine"]


def __getattr__(name: str) -> Any:
    """``from triangles_qt.plugins import ExternalEngine``, imported only when asked for: the
    guardian imports this package and must stay small (no subprocess, no threads)."""
    if name in __all__:
        from triangles_qt.plugins import external

        return getattr(external, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
