"""One Qt style sheet, made from the board's theme, for the window and every dialog it opens.

Dialogs parented to the main window inherit it, so New Game, How to play,
About, the questions and the replay controls look like the rest of the
game (a dark panel in Nebula) instead of default light-grey widgets; so
does the Review panel beside the board, its progress bar in the theme's
colours (a stock bar was white inside the dark window). Their buttons carry
words only (a desktop's stock icons, drawn black, vanish on a dark button),
and links take the theme's link colour.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette

from triangles_qt.views.look.theme import Theme


def _rgba(color: QColor, alpha: int | None = None) -> str:
    a = color.alpha() if alpha is None else alpha
    return f"rgba({color.red()}, {color.green()}, {color.blue()}, {a})"


def _mix(a: QColor, b: QColor, share: float) -> QColor:
    """``share`` of ``b`` mixed into ``a`` (opaque)."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * share),
        round(a.green() + (b.green() - a.green()) * share),
        round(a.blue() + (b.blue() - a.blue()) * share),
    )


def _base(theme: Theme) -> QColor:
    return _mix(theme.sky_top, theme.sky_bottom, 0.5)


def dialog_background(theme: Theme) -> QColor:
    """What the windows and dialogs are painted with in ``theme`` (their text and links
    are read against it)."""
    return _mix(_base(theme), theme.text, 0.06)


def apply_links(theme: Theme) -> None:
    """Links in ``theme``'s link colour in every window (a label's links take the palette's,
    which no style sheet sets)."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return
    palette = QGuiApplication.palette()
    for role in (QPalette.ColorRole.Link, QPalette.ColorRole.LinkVisited):
        palette.setColor(role, theme.link)
    QGuiApplication.setPalette(palette)


def app_style_sheet(theme: Theme) -> str:
    """The style sheet for ``theme``: panels, text, buttons, fields and lists in its colours."""
    text = theme.text
    accent = theme.highlight
    base = _base(theme)
    panel = dialog_background(theme)
    field = _mix(base, text, 0.12)
    border = _mix(base, text, 0.28)
    muted = _mix(text, base, 0.35)
    selected = _mix(base, accent, 0.35)
    # The file dialog's stock icons are drawn dark: on a dark theme they sit on light chips.
    chip = _mix(text, base, 0.12) if base.lightnessF() < 0.5 else field
    t, a, b, f, p, m = (c.name() for c in (text, accent, border, field, panel, muted))
    s = selected.name()
    return f"""
QWidget#central {{ background: {theme.sky_top.name()}; }}
BoardView {{ background: {theme.sky_bottom.name()}; }}
QMenuBar, QToolBar {{ background: {p}; color: {t}; }}
QMenuBar::item {{ background: transparent; padding: 4px 10px; }}
QMenuBar::item:selected {{ background: {a}; color: {base.name()}; border-radius: 4px; }}
QMenu {{ background: {p}; color: {t}; border: 1px solid {b}; padding: 4px; }}
QMenu::item {{ padding: 6px 24px 6px 24px; }}
QMenu::item:selected {{ background: {s}; }}
QMenu::item:disabled {{ color: {m}; }}
QMenu::separator {{ height: 1px; background: {b}; margin: 4px 8px; }}
QToolBar {{ border: none; spacing: 6px; padding: 4px; }}
QToolBar QToolButton {{ color: {t}; padding: 6px 14px; min-height: 28px;
    border: 1px solid {b}; border-radius: 8px; background: transparent; }}
QToolBar QToolButton:hover {{ border-color: {a}; }}
QToolBar QToolButton:checked {{ background: {s}; }}
QToolBar QToolButton:disabled {{ color: {m}; border-color: {_rgba(border, 110)}; }}
QDialog, QMessageBox {{ background: {p}; color: {t}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QDialog QLabel, QMessageBox QLabel {{ color: {t}; background: transparent; }}
QDialog QLabel#opponentNote, QDialog QLabel#opponentDescription {{ color: {m}; }}
QPushButton {{ color: {t}; background: {f}; border: 1px solid {b}; border-radius: 8px;
    padding: 5px 16px; min-height: 26px; }}
QPushButton:hover {{ border-color: {a}; }}
QPushButton:pressed, QPushButton:checked {{ background: {s}; border-color: {a}; }}
QPushButton:default {{ border-color: {a}; }}
QPushButton:disabled {{ color: {m}; border-color: {_rgba(border, 110)}; }}
QPushButton:focus, QToolButton:focus {{ outline: none; }}
QCheckBox, QRadioButton {{ color: {t}; spacing: 8px; background: transparent; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {m}; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 18px; height: 18px;
    border: 1px solid {b}; background: {f}; }}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator {{ border-radius: 9px; }}
QCheckBox::indicator:checked, QRadioButton::indicator:checked {{ background: {a};
    border-color: {a}; }}
QLineEdit, QComboBox {{ color: {t}; background: {f}; border: 1px solid {b};
    border-radius: 6px; padding: 5px 8px; min-height: 26px;
    selection-background-color: {s}; }}
QLineEdit:focus, QComboBox:focus {{ border-color: {a}; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QComboBox QAbstractItemView {{ background: {p}; color: {t}; border: 1px solid {b};
    selection-background-color: {s}; selection-color: {t}; outline: none; }}
QTabWidget::pane {{ border: 1px solid {b}; border-radius: 8px; background: {p}; top: -1px; }}
QTabBar::tab {{ background: transparent; color: {m}; padding: 7px 16px;
    border: 1px solid transparent; border-top-left-radius: 8px; border-top-right-radius: 8px; }}
QTabBar::tab:selected {{ color: {t}; background: {p}; border: 1px solid {b};
    border-bottom-color: {p}; }}
QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; border: none; }}
QScrollBar:vertical {{ background: transparent; width: 10px; }}
QScrollBar::handle:vertical {{ background: {b}; border-radius: 5px; min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QTableWidget {{ background: transparent; color: {t}; border: none;
    alternate-background-color: {_rgba(text, 12)}; gridline-color: {b}; }}
QHeaderView::section {{ background: {f}; color: {m}; border: none;
    border-bottom: 1px solid {b}; padding: 5px 8px; font-weight: bold; }}
QTextBrowser, QTextEdit, QPlainTextEdit {{ background: {f}; color: {t}; border: 1px solid {b}; }}
QListWidget {{ background: {f}; color: {t}; border: 1px solid {b}; border-radius: 6px;
    padding: 4px; outline: none; }}
QListWidget::item {{ padding: 8px 6px; border-radius: 4px; }}
QListWidget::item:selected {{ background: {s}; color: {t}; }}
QListWidget::item:disabled {{ color: {m}; }}
QSlider::groove:horizontal {{ height: 6px; background: {f}; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {a}; border-radius: 3px; }}
QSlider::handle:horizontal {{ background: {t}; width: 18px; margin: -7px 0;
    border-radius: 9px; }}
QProgressBar {{ background: {f}; border: 1px solid {b}; border-radius: 5px;
    min-height: 10px; max-height: 10px; color: {t}; text-align: center; }}
QProgressBar::chunk {{ background: {a}; border-radius: 4px; }}
QFileDialog QListView, QFileDialog QTreeView {{ background: {f}; color: {t};
    border: 1px solid {b}; selection-background-color: {s}; selection-color: {t}; }}
QFileDialog QToolButton {{ background: {chip.name()}; border: 1px solid {b};
    border-radius: 6px; padding: 3px; }}
QFileDialog QToolButton:disabled {{ background: {_rgba(chip, 110)}; }}
QFileDialog QToolButton:checked {{ border: 2px solid {a}; }}
QToolTip {{ color: {t}; background: {p}; border: 1px solid {b}; padding: 4px; }}
MessageBar QPushButton {{ padding: 4px 12px; }}
ReplayBar QLabel {{ color: {t}; background: transparent; }}
CommandLine {{ background: {p}; border-top: 1px solid {b}; }}
ReviewPanel {{ background: {p}; border-left: 1px solid {b}; }}
ReviewPanel QLabel {{ color: {t}; background: transparent; }}
CommandLine QLabel {{ color: {t}; background: transparent; }}
"""
