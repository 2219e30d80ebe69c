"""Everything Qt: windows, the board scene and view, dialogs and themes."""
