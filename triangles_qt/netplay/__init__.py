"""Network games over Qt: the transport, discovery on the UI thread, and the headless player.

The rules of the conversation live in the Qt-free :mod:`triangles_qt.net`
(its peers do no input or output); this package moves their bytes over
``QTcpServer``/``QTcpSocket`` on the event loop, never blocking it, and adds
what only a transport can see: connections, time, rates and reconnection.
"""
