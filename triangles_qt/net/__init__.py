"""Network games between two devices, the Qt-free parts: protocol, game code, position digest.

``protocol`` frames, decodes and checks every message a peer may send
(nothing a peer sends is executed, used as a path or unpickled); ``code``
makes the short game code and proves knowledge of it without sending it;
``digest`` condenses a position so both devices can tell they agree.
docs/network.md describes the protocol and the threat model.
"""
