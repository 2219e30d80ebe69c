"""The questions the main window asks: leaving a game, resigning, an opponent failure, quitting.

Every box is non-blocking (``open()``, never ``exec()``): the game keeps its
timers and the opponent its worker while the player reads. Each has an
escape button, so Esc always answers the harmless way, and each opens over
the main window, fitted to the screen.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from triangles_qt.plugins.contract import OpponentFailure
from triangles_qt.plugins.policy import Recovery, recovery_options


class Leaving(enum.Enum):
    """What happens to the game in progress if the player starts another."""

    RESIGNS = "resigns"
    """Against the computer, after the player's first line: it counts as a loss."""
    NOT_RECORDED = "not_recorded"
    """Before the player's first line, or between two people: it is simply left."""


def _ask(
    parent: QWidget,
    name: str,
    texts: tuple[str, str, str, str],
    go: Callable[[], object],
    keep_text: str | None = None,
) -> QMessageBox:
    """A yes-or-keep-playing question; ``texts`` are the title, question, detail and yes.

    "Keep playing" is the default and the escape button: Enter or Esc never
    gives a game up by accident.
    """
    title, question, detail, yes_text = texts
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setWindowTitle(title)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setIcon(QMessageBox.Icon.Question)
    box.setText(question)
    box.setInformativeText(detail)
    yes = box.addButton(yes_text, QMessageBox.ButtonRole.DestructiveRole)
    if keep_text is None:
        keep_text = QCoreApplication.translate("Questions", "Keep playing")
    keep = box.addButton(keep_text, QMessageBox.ButtonRole.RejectRole)
    yes.setObjectName("confirmYes")
    keep.setObjectName("confirmKeep")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.buttonClicked.connect(lambda button: go() if button is yes else None)
    box.open()
    return box


def ask_leave_game(parent: QWidget, leaving: Leaving, go: Callable[[], object]) -> QMessageBox:
    """Start a new game instead of the one in progress? ``go`` runs on yes."""
    title = QCoreApplication.translate("Questions", "Start a new game?")
    if leaving is Leaving.RESIGNS:
        texts = (
            title,
            QCoreApplication.translate("Questions", "Start a new game and resign this one?"),
            QCoreApplication.translate(
                "Questions",
                "You have drawn a line in this game, so leaving it is a resignation: "
                "it counts as a loss in your statistics.",
            ),
            QCoreApplication.translate("Questions", "Resign and start"),
        )
    else:
        texts = (
            title,
            QCoreApplication.translate("Questions", "Start a new game and leave this one?"),
            QCoreApplication.translate("Questions", "The game in progress will not be recorded."),
            QCoreApplication.translate("Questions", "Start a new game"),
        )
    return _ask(parent, "confirmLeave", texts, go)


def ask_resign(parent: QWidget, go: Callable[[], object]) -> QMessageBox:
    """Resign the game against the computer? It counts as a loss."""
    texts = (
        QCoreApplication.translate("Questions", "Resign?"),
        QCoreApplication.translate("Questions", "Resign this game?"),
        QCoreApplication.translate("Questions", "It counts as a loss in your statistics."),
        QCoreApplication.translate("Questions", "Resign"),
    )
    return _ask(parent, "confirmResign", texts, go)


def ask_after_failure(
    parent: QWidget,
    failure: OpponentFailure,
    name: str,
    how: str,
    choose: Callable[[Recovery], None],
) -> QMessageBox:
    """Say which opponent failed and how; the player decides what happens next.

    Esc answers "Try again" (the harmless choice) where it is offered, and
    "End the game without a result" where nothing else is, so the game never
    waits behind a box that was closed without an answer.
    """
    box = QMessageBox(parent)
    box.setObjectName("opponentFailure")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Computer opponent failed"))
    box.setText(
        QCoreApplication.translate("MainWindow", "The opponent “{0}” failed: {1}.").format(
            name, how
        )
    )
    box.setInformativeText(
        QCoreApplication.translate("MainWindow", "The game is safe. Choose what happens next.")
    )
    box.setDetailedText(f"{failure.message}\n\n{failure.detail}".strip())
    labels = {
        Recovery.SUBSTITUTE: QCoreApplication.translate(
            "MainWindow", "Let another opponent play this move"
        ),
        Recovery.RETRY: QCoreApplication.translate("MainWindow", "Try again"),
        Recovery.END_GAME: QCoreApplication.translate(
            "MainWindow", "End the game without a result"
        ),
    }
    descriptions = {
        Recovery.SUBSTITUTE: QCoreApplication.translate(
            "MainWindow", "Another computer opponent draws this line; the game goes on."
        ),
        Recovery.RETRY: QCoreApplication.translate(
            "MainWindow", "Asks the same opponent for its line again."
        ),
        Recovery.END_GAME: QCoreApplication.translate(
            "MainWindow", "Stops the game here; it is not counted in the statistics."
        ),
    }
    buttons = {}
    for option in recovery_options(failure):
        role = (
            QMessageBox.ButtonRole.RejectRole
            if option is Recovery.END_GAME
            else QMessageBox.ButtonRole.AcceptRole
        )
        button = box.addButton(labels[option], role)
        button.setAccessibleDescription(descriptions[option])
        buttons[button] = option
    for details in box.buttons():  # Qt's own Show Details button
        if details not in buttons:
            details.setAccessibleDescription(
                QCoreApplication.translate("MainWindow", "Shows or hides what the opponent said.")
            )
    first = next(iter(buttons), None)
    if first is not None:
        box.setDefaultButton(first)
    retry = next((b for b, o in buttons.items() if o is Recovery.RETRY), None)
    if retry is not None:
        # Esc asks again: the harmless answer, and the game never waits unanswered.
        box.setEscapeButton(retry)

    def chosen(button: object) -> None:
        option = buttons.get(button)  # type: ignore[call-overload]
        if option is not None:
            choose(option)

    box.buttonClicked.connect(chosen)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


def ask_quit_unkept(parent: QWidget, count: int, go: Callable[[], object]) -> QMessageBox:
    """Quit although ``count`` results exist only in memory? ``go`` runs on yes."""
    from triangles_qt.views.game.keeper_news import unkept_text

    texts = (
        QCoreApplication.translate("Questions", "Quit Triangles?"),
        unkept_text(count),
        QCoreApplication.translate(
            "Questions",
            "Free some space on the disk (or make the folder writable) and keep Triangles "
            "open: the results are saved as soon as it can.",
        ),
        QCoreApplication.translate("Questions", "Quit anyway"),
    )
    keep = QCoreApplication.translate("Questions", "Keep Triangles open")
    return _ask(parent, "quitUnkept", texts, go, keep)
