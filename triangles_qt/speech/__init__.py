"""Playing by words: names for the stars, the commands a player types, and the answers' facts.

Qt-free, like the rules: the views put these facts into words in the current
language (``views/game/speech.py``, ``views/game/command_line.py``) and hand
the board's stars to screen readers (``views/board/accessible.py``).
"""
