#!/usr/bin/env python3
"""An engine (docs/engine-protocol.md) that breaks the protocol in one way: argv[1] names it.

Plain Python, no imports from the project. Apart from its fault it speaks the
protocol correctly: it answers `go` with the first line `legal` lists, and
flushes after every line. The modes, and the failure the host should report
for each, are in README.md beside this file.
"""

import os
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def forever():
    while True:
        time.sleep(3600)


def crash():
    print("engine: segfault simulated", file=sys.stderr, flush=True)
    sys.exit(7)


def close_stdout():
    os.close(1)  # sys.stdout.close() would leave descriptor 1 open
    time.sleep(60)
    os._exit(0)


def leave_a_child():
    """Start a process that inherits this engine's standard output, then exit with code 5.

    The child holds the pipe open for a minute, so the host sees no end of
    output: only the engine's exit says it is gone. The child's pid goes to
    the file named by the second argument (for the test that makes sure it
    is stopped), and into an ``info`` line.
    """
    import subprocess

    child = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(60)  # broken_engine's child"]
    )
    if len(sys.argv) > 2:
        with open(sys.argv[2], "w") as f:
            f.write(str(child.pid))
    say(f"info child {child.pid}")
    os._exit(5)


def chat_forever():
    while True:
        say("info still warming up")
        time.sleep(0.01)


def hog():
    hoard = bytearray(3 * 1024**3)  # more than an opponent may use
    say(f"move {len(hoard)} 0")


def limits():
    """Its name says the memory limits it runs under (for the host's test)."""
    import resource

    soft_as = resource.getrlimit(resource.RLIMIT_AS)[0]
    soft_data = resource.getrlimit(resource.RLIMIT_DATA)[0]
    say(f"name AS={soft_as} DATA={soft_data}")
    say("ok")


# What the mode writes instead of `ok` to `triangles 1`.
HANDSHAKE_FAULTS = {
    "hang-handshake": forever,
    "chatty-handshake": chat_forever,
    "limits": limits,
    "leaves-child-at-start": leave_a_child,
    "bad-version": lambda: say("error this engine only speaks protocol 2"),
    "no-ok": lambda: say("hello"),
}
# What the mode does instead of answering `go`.
GO_FAULTS = {
    "hang": forever,
    "crash": crash,
    "out-of-range": lambda: say("move 0 9999"),
    "garbage": lambda: say("move banana 3"),
    "noise": lambda: say("hello world"),
    "long-line": lambda: say("x" * 100_000),
    "error": lambda: say("error out of memory in my hash table"),
    "closes-stdout": close_stdout,
    "leaves-child": leave_a_child,
    "hog": hog,
}
# The modes whose fault is elsewhere (see main).
OTHER_MODES = {
    "good", "exit-at-start", "lies", "out-of-turn", "double-move", "info", "slow", "flood",
    "blank", "nameless",
}
# The modes that ask for `feature ready` and then break it: what they do at `isready`.
READY_FAULTS = {
    "no-readyok": forever,
    "bad-readyok": lambda: say("move 0 1"),
}
MODES = {*HANDSHAKE_FAULTS, *GO_FAULTS, *OTHER_MODES, *READY_FAULTS}


def chatter(where):
    if MODE == "info":
        say(f"info thinking... ({where})")
        print(f"engine: chatter on stderr ({where})", file=sys.stderr, flush=True)


def main():
    if MODE not in MODES:
        names = ", ".join(sorted(MODES))
        print(f"broken_engine: no mode {MODE!r}; one of: {names}", file=sys.stderr, flush=True)
        sys.exit(2)
    if MODE == "exit-at-start":
        sys.exit(3)
    drawn = []  # the lines heard since the last newgame (its own come back too)
    for text in sys.stdin:
        words = text.split()
        if not words:
            continue
        chatter(words[0])
        command = words[0]
        if command == "triangles" and MODE in HANDSHAKE_FAULTS:
            HANDSHAKE_FAULTS[MODE]()
        elif command == "triangles" and MODE == "nameless":
            say("ok")
        elif command == "triangles":
            say(f"name Broken ({MODE})")
            chatter("handshake")
            if MODE in READY_FAULTS:
                say("feature ready")
            say("ok")
        elif command == "isready" and MODE in READY_FAULTS:
            READY_FAULTS[MODE]()
        elif command == "newgame":
            drawn = []
        elif command == "line" and len(words) == 3:
            drawn.append((int(words[1]), int(words[2])))
            if MODE == "out-of-turn":
                say(f"move {words[1]} {words[2]}")  # before being asked
        elif command == "go" and MODE in GO_FAULTS:
            GO_FAULTS[MODE]()
        elif command == "go" and MODE == "lies" and drawn:
            say(f"move {drawn[0][0]} {drawn[0][1]}")  # drawn already
        elif command == "go":
            if MODE == "slow":
                time.sleep(0.3)
            say("legal")
        elif command == "legal" and len(words) >= 3 and MODE == "double-move":
            say(f"move {words[1]} {words[2]}\nmove {words[1]} {words[2]}")  # in one write
        elif command == "legal" and len(words) >= 3:
            say(f"move {words[1]} {words[2]}")
            if MODE == "blank":  # empty lines are ignored, between turns too
                say("")
            if MODE == "flood":  # far more than the host reads ahead, between its turns
                for n in range(5000):
                    say(f"info flood {n} " + "x" * 200)
        elif command == "legal":
            say("error no legal line left")
        elif command == "quit":
            break
        chatter("idle")


if __name__ == "__main__":
    main()
