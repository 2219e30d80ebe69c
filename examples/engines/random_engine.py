#!/usr/bin/env python3
"""A random legal Triangles engine (docs/engine-protocol.md): asks `legal`, plays any of them."""

import random
import sys

for text in sys.stdin:
    words = text.split()
    if not words:
        continue
    if words[0] == "triangles":
        print("name Random (Python)", flush=True)
        print("ok", flush=True)
    elif words[0] == "go":
        print("legal", flush=True)
    elif words[0] == "legal":
        numbers = [int(w) for w in words[1:]]
        lines = list(zip(numbers[0::2], numbers[1::2], strict=False))
        a, b = random.choice(lines)
        print(f"move {a} {b}", flush=True)
    elif words[0] == "quit":
        break
