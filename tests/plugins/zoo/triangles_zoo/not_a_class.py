"""The entry point names a value that is not callable."""

NOT_CALLABLE = 42
