"""The network protocol against anything a peer can send: only ProtocolError, never a crash."""

from __future__ import annotations

import json
import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles_qt.model import Board, Game
from triangles_qt.net import code, protocol
from triangles_qt.net.digest import board_digest, position_digest
from triangles_qt.net.protocol import Decoder, ProtocolError, check, encode
from triangles_qt.net.reasons import EndReason


def frame(payload: bytes) -> bytes:
    return struct.pack("!I", len(payload)) + payload


leaves = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
)
# Flat on purpose: a recursive strategy costs hypothesis ~5 ms a message.
json_values = (
    leaves | st.lists(leaves, max_size=3) | st.lists(st.lists(leaves, max_size=2), max_size=3)
)
field_names = st.sampled_from(
    sorted({f for fields in protocol.KINDS.values() for f in fields} | {"type", "seq", "mac"})
)
messages = st.dictionaries(
    field_names, json_values | st.sampled_from(sorted(protocol.KINDS)), max_size=6
)


def decode_and_check(data: bytes) -> None:
    try:
        for message in Decoder().feed(data):
            check(message)
    except ProtocolError:
        pass


# At least 10,000 messages each: every example is a batch of ten (half a minute: slow).
FUZZ = settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.slow
@FUZZ
@given(st.lists(st.binary(max_size=200), min_size=10, max_size=10))
def test_any_bytes_raise_only_the_protocol_error(batch: list[bytes]) -> None:
    for data in batch:
        decode_and_check(data)
        decode_and_check(frame(data))


@pytest.mark.slow
@FUZZ
@given(st.lists(messages, min_size=10, max_size=10), st.integers(min_value=1, max_value=7))
def test_any_json_message_raises_only_the_protocol_error(batch: list[dict], cut: int) -> None:  # type: ignore[type-arg]
    for message in batch:
        data = frame(json.dumps(message).encode())
        decode_and_check(data)
        # In pieces, as a socket delivers it: the same.
        decoder = Decoder()
        try:
            for start in range(0, len(data), cut):
                for whole in decoder.feed(data[start : start + cut]):
                    check(whole)
        except ProtocolError:
            pass


def test_an_oversized_frame_is_refused_before_it_arrives() -> None:
    decoder = Decoder()
    with pytest.raises(ProtocolError) as refused:
        decoder.feed(struct.pack("!I", protocol.MAX_FRAME + 1))
    assert refused.value.reason is EndReason.TOO_LONG
    with pytest.raises(ProtocolError):  # and stays refused
        decoder.feed(b"")


@pytest.mark.parametrize(
    "text",
    [b"[1, 2]", b"\xff\xfe", b'{"type": "move", "a": NaN}', b"[" * 100_000, b"1" * 5000],
)
def test_odd_payloads_are_protocol_errors(text: bytes) -> None:
    with pytest.raises(ProtocolError):
        for message in Decoder(max_frame=1 << 20).feed(frame(text)):
            check(message)


def test_a_valid_move_is_read_back_exactly() -> None:
    game = Game(Board.generate(24, 3))
    a, b = game.legal_moves()[0]
    game.play(a, b)
    seal = code.Seal(b"k" * 32, "host")
    sent = seal.seal({"type": "move", "index": 0, "a": a, "b": b, "digest": position_digest(game)})
    (received,) = Decoder().feed(encode(sent))
    checked = check(received)
    assert checked.kind == "move" and checked.fields["a"] == a and checked.seq == 1
    code.Seal(b"k" * 32, "join").open(received)


@pytest.mark.parametrize(
    "message",
    [
        {"type": "move", "index": 0, "a": 1, "b": 1, "digest": "0" * 64, "seq": 1, "mac": "0" * 64},
        {
            "type": "move",
            "index": -1,
            "a": 1,
            "b": 2,
            "digest": "0" * 64,
            "seq": 1,
            "mac": "0" * 64,
        },
        {"type": "move", "index": 0, "a": 1, "b": 2, "digest": "0" * 64, "mac": "0" * 64},
        {
            "type": "move",
            "index": 0,
            "a": True,
            "b": 2,
            "digest": "0" * 64,
            "seq": 1,
            "mac": "0" * 64,
        },
        {
            "type": "hello",
            "protocol": "other",
            "version": 1,
            "nonce": "0" * 32,
            "name": "",
            "language": "en",
        },
        {
            "type": "hello",
            "protocol": protocol.PROTOCOL,
            "version": 1,
            "nonce": "0" * 32,
            "name": "a" * 41,
            "language": "en",
        },
        {"type": "refused", "reason": "../../etc/passwd"},
        {"type": "exec", "code": "import os"},
        {"type": "ping", "seq": 1, "mac": "0" * 64, "extra": 1},
    ],
)
def test_out_of_range_fields_are_refused(message: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(ProtocolError):
        check(message)


def test_the_right_code_is_accepted_and_a_wrong_one_refused() -> None:
    shown = code.new_code()
    host_nonce, joiner_nonce, salt = code.new_nonce(), code.new_nonce(), code.new_nonce()
    key = code.code_key(shown, salt)
    typed = code.normalize(code.shown(shown).lower())
    assert typed == shown
    joiner_key = code.code_key(typed, salt)
    mac = code.proof(joiner_key, "join", host_nonce, joiner_nonce)
    assert code.proof_matches(key, "join", host_nonce, joiner_nonce, mac)
    assert code.proof_matches(
        joiner_key,
        "host",
        host_nonce,
        joiner_nonce,
        code.proof(key, "host", host_nonce, joiner_nonce),
    )
    wrong = "".join(reversed(shown)) if shown != shown[::-1] else "AAAAAA"
    bad = code.proof(code.code_key(wrong, salt), "join", host_nonce, joiner_nonce)
    assert not code.proof_matches(key, "join", host_nonce, joiner_nonce, bad)
    # A joiner's proof replayed as the host's (or to another nonce) is no proof.
    assert not code.proof_matches(key, "host", host_nonce, joiner_nonce, mac)
    assert not code.proof_matches(key, "join", code.new_nonce(), joiner_nonce, mac)
    assert code.normalize("ab0") is None and code.normalize("OOOOOO") is None


def test_a_changed_replayed_or_reflected_message_is_refused() -> None:
    key = b"s" * 32
    host, joiner = code.Seal(key, "host"), code.Seal(key, "join")
    first = host.seal({"type": "move", "index": 0, "a": 1, "b": 2, "digest": "a" * 64})
    changed = dict(first, a=3)
    with pytest.raises(ProtocolError) as refused:
        joiner.open(changed)
    assert refused.value.reason is EndReason.BAD_SEAL
    joiner.open(first)
    with pytest.raises(ProtocolError) as replayed:
        joiner.open(first)
    assert replayed.value.reason is EndReason.OUT_OF_ORDER
    with pytest.raises(ProtocolError):  # sent back to its sender
        code.Seal(key, "host").open(first)


def test_digests_agree_on_the_same_game_and_differ_otherwise() -> None:
    one, two = Game(Board.generate(24, 3)), Game(Board.generate(24, 3))
    assert board_digest(one) == board_digest(two) != board_digest(Game(Board.generate(24, 4)))
    for a, b in one.legal_moves()[:3]:
        one.play(a, b)
        two.play(a, b)
    assert position_digest(one) == position_digest(two)
    two.undo()
    assert position_digest(one) != position_digest(two)


def test_a_message_too_long_to_send_is_refused_before_it_goes() -> None:
    with pytest.raises(ProtocolError) as refused:
        encode({"type": "refused", "reason": "x" * protocol.MAX_FRAME})
    assert refused.value.reason is EndReason.TOO_LONG


def test_a_frame_in_pieces_waits_whole_and_says_how_much_it_holds() -> None:
    data = encode({"type": "ping", "seq": 1, "mac": "0" * 64})
    decoder = Decoder()
    assert decoder.feed(data[:3]) == [] and decoder.pending == 3  # not even the length yet
    assert decoder.feed(data[3:-1]) == [] and decoder.pending == len(data) - 1
    assert decoder.feed(data[-1:]) == [{"type": "ping", "seq": 1, "mac": "0" * 64}]
    assert decoder.pending == 0


def welcome(**game: object) -> dict:  # type: ignore[type-arg]
    """A welcome whose game is a good one with ``game``'s fields changed."""
    good = {
        "stars": [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0]],
        "tolerance": 1.0,
        "play_again": False,
        "names": ["Ana", "Ben"],
        "joiner": 1,
        "moves": [[0, 1]],
    }
    return {"type": "welcome", "mac": "0" * 64, "game": {**good, **game}}


def test_a_good_welcome_is_read_as_sent() -> None:
    fields = check(welcome()).fields
    assert fields["game"]["stars"] == [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)]
    assert fields["game"]["moves"] == ((0, 1),) and fields["game"]["names"] == ("Ana", "Ben")


@pytest.mark.parametrize(
    ("message", "detail"),
    [
        ({"type": "move", "index": 0, "a": 1, "b": 2, "seq": 1, "mac": "0" * 64}, "digest"),
        ({"type": "proof", "mac": "0" * 63}, "mac: not 64 lowercase hex digits"),
        ({"type": "proof", "mac": "A" * 64}, "mac: not 64 lowercase hex digits"),
        (
            {"type": "hello", "protocol": protocol.PROTOCOL, "version": 1, "nonce": "0" * 32}
            | {"name": "", "language": "e" * 17},
            "language: not a text of at most 16 characters",
        ),
        (
            {"type": "hello", "protocol": protocol.PROTOCOL, "version": 1, "nonce": "0" * 32}
            | {"name": "", "language": "en\n"},
            "language: control characters",
        ),
        ({"type": "undo_answer", "index": 0, "accept": 1, "seq": 1, "mac": "0" * 64}, "accept"),
        ({"type": "welcome", "mac": "0" * 64, "game": []}, "game: not an object"),
        (welcome(extra=1), "game: not the fields of a game"),
        (welcome(stars=[[0, 0], [1, 1]]), "stars: not 3 to"),
        (welcome(stars="three"), "stars: not 3 to"),
        (welcome(stars=[[0, 0], [1, 1], [2]]), "stars: not x, y pairs"),
        (welcome(stars=[[0, 0], [1, 1], {"x": 2}]), "stars: not x, y pairs"),
        (welcome(stars=[[0, 0], [1, 1], [2, "2"]]), "y: not a number"),
        (welcome(stars=[[0, 0], [1, 1], [True, 2]]), "x: not a number"),
        (welcome(stars=[[0, 0], [1, 1], [10**400, 2]]), "x: out of range"),
        (welcome(stars=[[0, 0], [1, 1], [2, 1e300]]), "y: not from"),
        (welcome(tolerance=-1), "tolerance: not from 0.0 to 1000.0"),
        (welcome(names=["Ana"]), "names: not two names"),
        (welcome(names="Ana, Ben"), "names: not two names"),
        (welcome(names=["Ana", 7]), "a name: not a text"),
        (welcome(play_again=1), "play_again: not true or false"),
        (welcome(joiner=2), "joiner: not a whole number from 0 to 1"),
        (welcome(moves={"0": 1}), "moves: not a list of lines"),
        (welcome(moves=[[0, 1]] * 901), "moves: not a list of lines"),
        (welcome(moves=[[0, 1, 2]]), "a line: not a pair of stars"),
        (welcome(moves=[(0, 1)]), "a line: not a pair of stars"),
        (welcome(moves=[[2, 2]]), "a line: a star to itself"),
        (welcome(moves=[[0, -1]]), "a star: not a whole number"),
        (welcome(moves=[[0, 3]]), "moves: a star the board does not have"),
    ],
)
def test_each_field_check_refuses_with_the_field_and_why(message: dict, detail: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(ProtocolError) as refused:
        check(message)
    reason = "missing_field" if detail == "digest" else "bad_field"
    assert refused.value.reason.value == reason
    assert refused.value.detail.startswith(detail), refused.value.detail
