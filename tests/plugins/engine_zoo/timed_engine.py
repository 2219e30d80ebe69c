#!/usr/bin/env python3
"""An engine (docs/engine-protocol.md) that answers each `go` a chosen time after reading it.

    timed_engine.py THINK [--ready BUILD] [--build-at-last-star BUILD]

Plain Python, no imports from the project. At `go` it notes the time, asks
`legal`, and answers the first legal line THINK seconds after it read `go`
(measured with its own clock, as an engine author would). `--ready BUILD`
asks for `feature ready player` and takes BUILD seconds "building its
tables" before it answers `isready` with `readyok`; `--build-at-last-star
BUILD` (without `ready`) takes them when it reads a board's last star, as the
engine in issue 30 did. Everything it hears goes to its standard error
(`heard: ...`), so its log shows the conversation.
"""

import sys
import time


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main():
    args = sys.argv[1:]
    think = float(args[0])
    ready = float(args[args.index("--ready") + 1]) if "--ready" in args else None
    at_last_star = (
        float(args[args.index("--build-at-last-star") + 1])
        if "--build-at-last-star" in args
        else None
    )
    stars = expected = 0
    asked_at = None
    for text in sys.stdin:
        words = text.split()
        if not words:
            continue
        print(f"heard: {text.strip()}", file=sys.stderr, flush=True)
        command = words[0]
        if command == "triangles":
            say("name Timed")
            if ready is not None:
                say("feature ready player")
            say("ok")
        elif command == "newgame":
            stars, expected = 0, int(words[1])
        elif command == "star":
            stars += 1
            if stars == expected and at_last_star is not None:
                time.sleep(at_last_star)
        elif command == "isready":
            time.sleep(ready or 0.0)
            say("info tables built")
            say("readyok")
        elif command == "go":
            asked_at = time.monotonic()
            say("legal")
        elif command == "legal" and asked_at is not None:
            time.sleep(max(0.0, asked_at + think - time.monotonic()))
            say(f"info answered {think:g} s after go")
            say(f"move {words[1]} {words[2]}")
            asked_at = None
        elif command == "quit":
            break


if __name__ == "__main__":
    main()
