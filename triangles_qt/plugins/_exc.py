"""Describing an exception a plugin raised, without trusting it (shared, Qt-free).

A plugin's exception may have a ``__str__`` or ``__repr__`` that raises (even
``SystemExit``), a metaclass whose ``__name__`` or ``__qualname__`` raises or
is not text, or a message megabytes long. Every message about a plugin's
fault goes through here, so describing a fault can never become a fault of
our own.
"""

from __future__ import annotations

import traceback

_NAME_LIMIT = 100
_LINE_LIMIT = 200


def type_name(obj: object) -> str:
    """The name of ``obj``'s class, read past any metaclass, on one short line."""
    return _class_name(obj) or "object"


def exc_name(exc: BaseException) -> str:
    """The exception's class name, read past any metaclass, on one short line."""
    return _class_name(exc) or "exception"


def exc_text(exc: BaseException) -> str:
    """The first line of ``str(exc)``, at most 200 characters; "" if it has none or raises."""
    try:
        text = str(exc)
    except BaseException:
        return "(its message could not be shown)"
    return _one_line(text, _LINE_LIMIT)


def exc_line(exc: BaseException) -> str:
    """``Name: first line of the message`` (or just ``Name``), for one sentence about a fault."""
    text = exc_text(exc)
    name = exc_name(exc)
    return f"{name}: {text}" if text else name


def format_exception(exc: BaseException) -> str:
    """The traceback as ``traceback`` prints it, or a plainer one when that fails on ``exc``."""
    try:
        return "".join(traceback.format_exception(exc))
    except BaseException:
        pass
    try:
        frames = "".join(traceback.format_tb(exc.__traceback__))
    except BaseException:
        frames = ""
    head = "Traceback (most recent call last):\n" if frames else ""
    return f"{head}{frames}{exc_line(exc)}\n"


def _class_name(obj: object) -> str:
    try:
        # type's own descriptor gives the name the class was created with, even when a
        # metaclass overrides ``__name__`` with a property that raises or lies.
        name = type.__dict__["__name__"].__get__(type(obj), type)
    except BaseException:
        return ""
    return _one_line(name, _NAME_LIMIT) if isinstance(name, str) else ""


def _one_line(text: str, limit: int) -> str:
    # str's own methods: a str subclass may override splitlines or slicing.
    plain = str.__str__(text)
    lines = str.splitlines(plain)
    return lines[0][:limit] if lines else ""
