"""The scripts here run in children (client.py under the system's Python, with pyatspi);
pytest, doctests included, never imports them."""

collect_ignore = ["client.py", "app_child.py", "announcer_child.py"]
