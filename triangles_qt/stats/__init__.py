"""Win/loss statistics of finished games, kept in SQLite."""
