"""Computer opponents: the plugin contract, discovery, the built-in opponents and the runner."""
