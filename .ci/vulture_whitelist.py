"""Names used where vulture cannot see it, for .ci/dead_code.py; each says who uses it.

Not imported by anything: vulture only reads it. Keep it short: a name that is merely
unused belongs deleted, not here.
"""

# ruff: noqa: B018  (each line is an attribute read on purpose: that is the whitelist)

from vulture.whitelists.whitelist_utils import Whitelist

_ = Whitelist()

# Qt calls these overrides of its virtual methods (QWidget, QGraphicsView/Scene).
_.paintEvent
_.mouseMoveEvent
_.mouseReleaseEvent
_.mouseDoubleClickEvent
_.wheelEvent
_.drawBackground
_.eventFilter

# Python calls a module's __getattr__ (PEP 562): plugins/__init__.py imports the
# external engines only when asked for them.
_.__getattr__

# Windows reads this field of the job object's limits (plugins/_process.py, ctypes).
_.LimitFlags

# i18n.py: the tuple is never read; lupdate reads the QT_TRANSLATE_NOOP strings in it,
# so Qt's own buttons get Romanian and Hindi translations.
_.QT_OWN_STRINGS

# views/game/main_window.py holds the Language menu's action group for the window's life.
_._language_actions

# model/native.py: whether the extension could be loaded at all, for the tests of the loader
# (tests/model/test_native_core.py) and of an install without a compiler.
_.BUILT

# views/board/accessible.py: Qt's accessibility bridge calls this override of
# QAccessibleActionInterface, and reads these flags of the QAccessible.State it returns.
_.keyBindingsForAction
_.invalid
_.focusable
_.checkable

# internet/splice.py, internet/bridge.py: Twisted calls these methods of its protocols and
# factories by name (the factory's address argument is part of that call).
_.buildProtocol
_.dataReceived
_.addr
