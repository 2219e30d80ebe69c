"""Internet games: the game's own connection carried through a Magic Wormhole (Qt-free).

The players meet through a *rendezvous* (Magic Wormhole's mailbox server)
with a short code, agree a key by a password-authenticated key exchange
(SPAKE2: a wrong guess is one guess, never an offline search), and then
talk over a *Dilation* connection: direct when the players can reach each
other, through a *transit relay* when they cannot, and re-made by itself
when the network drops and comes back. The game's own protocol
(:mod:`triangles_qt.net`: the sealed messages, the digest, the checks)
runs unchanged on top: :mod:`~triangles_qt.internet.bridge` joins the
Dilation's subchannels to the host's and the joiner's ordinary loopback
connections. Why this protocol, what the servers see and how to run one's
own: docs/network.md.
"""
