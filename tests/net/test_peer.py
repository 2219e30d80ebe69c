"""Two ends of a network game, no sockets: the handshake, a whole game, and every lie refused."""

from __future__ import annotations

import random

import pytest

from triangles_qt.model import Board, Game
from triangles_qt.net import code as codes
from triangles_qt.net import protocol
from triangles_qt.net.code import code_key, new_code
from triangles_qt.net.digest import position_digest
from triangles_qt.net.peer import HANDSHAKE_MESSAGES, Event, EventKind, HostPeer, JoinPeer, Peer
from triangles_qt.net.protocol import encode
from triangles_qt.net.reasons import EndReason, decode, wire_id


def connect(code: str = "ACDEFG", typed: str | None = None, stars: int = 24):  # type: ignore[no-untyped-def]
    game = Game(Board.generate(stars, 5))
    host = HostPeer(code=code, game=game, seat=0, names=("Ana", "Ben"), name="Ana")
    joiner = JoinPeer(code=typed or code, name="Ben", language="hi")
    joiner.start()
    events = pump(host, joiner)
    return host, joiner, events


def pump(host: Peer, joiner: Peer) -> dict[str, list[Event]]:
    """Move bytes both ways until neither side has anything to say."""
    seen: dict[str, list[Event]] = {"host": [], "join": []}
    for _ in range(20):
        to_host, to_joiner = joiner.outgoing(), host.outgoing()
        if not to_host and not to_joiner:
            break
        seen["host"] += host.receive(to_host) if to_host else []
        seen["join"] += joiner.receive(to_joiner) if to_joiner else []
    return seen


def test_a_whole_game_ends_the_same_on_both_devices() -> None:
    host, joiner, events = connect()
    assert [e.kind for e in events["host"]] == [EventKind.JOINED]
    assert [e.kind for e in events["join"]] == [EventKind.JOINED] and events["join"][0].names == (
        "Ana",
        "Ben",
    )
    assert joiner.seat == 1 and joiner.game is not None and host.game is not None
    rng = random.Random(1)
    while not host.game.is_over:
        mover, other = (host, joiner) if host.game.current_player == host.seat else (joiner, host)
        assert mover.game is not None
        a, b = rng.choice(mover.game.legal_moves())
        mover.game.play(a, b)
        mover.send_line(a, b)
        got = pump(host, joiner)
        side = "join" if other is joiner else "host"
        assert [e.line for e in got[side]] == [(a, b)]
    assert joiner.game.is_over
    assert joiner.game.lines == host.game.lines and joiner.game.scores == host.game.scores
    assert position_digest(joiner.game) == position_digest(host.game)


def test_a_wrong_code_is_refused_on_both_sides() -> None:
    host, joiner, events = connect("ACDEFG", typed="ACDEFH")
    assert [e.reason for e in events["host"]] == [EndReason.WRONG_CODE]
    assert [e.reason for e in events["join"]] == [EndReason.WRONG_CODE]
    assert host.closed and joiner.closed and host.game is not None and host.game.move_count == 0


def test_a_joiner_resumes_a_game_already_started() -> None:
    game = Game(Board.generate(24, 5))
    for a, b in game.legal_moves()[:3]:
        game.play(a, b)
    host = HostPeer(code="ACDEFG", game=game, seat=1, names=("Ana", "Ben"))
    joiner = JoinPeer(code="ACDEFG")
    joiner.start()
    pump(host, joiner)
    assert joiner.game is not None and joiner.game.lines == game.lines and joiner.seat == 0


def lie(joiner: JoinPeer, message: dict) -> bytes:  # type: ignore[type-arg]
    assert joiner._seal is not None
    return encode(joiner._seal.seal(message))


def joiner_to_move() -> tuple[HostPeer, JoinPeer]:
    host, joiner, _ = connect()
    assert host.game is not None
    a, b = host.game.legal_moves()[0]
    host.game.play(a, b)
    host.send_line(a, b)
    pump(host, joiner)
    return host, joiner


@pytest.mark.parametrize("lie_kind", ["illegal", "out_of_turn", "digest", "index"])
def test_a_line_the_rules_refuse_ends_the_connection_and_the_game_stays(lie_kind: str) -> None:
    host, joiner = joiner_to_move()
    assert host.game is not None and joiner.game is not None
    before = host.game.lines
    game = host.game
    if lie_kind == "illegal":  # the line already drawn
        a, b = game.lines[0]
        message = {"type": "move", "index": 1, "a": a, "b": b, "digest": "0" * 64}
        reason = EndReason.ILLEGAL_LINE
    elif lie_kind == "out_of_turn":  # two lines in a row
        host2, joiner2, _ = connect()
        assert joiner2.game is not None
        a, b = joiner2.game.legal_moves()[0]
        trial = joiner2.game.copy()
        trial.play(a, b)
        message = {"type": "move", "index": 0, "a": a, "b": b, "digest": position_digest(trial)}
        events = host2.receive(lie(joiner2, message))
        assert [e.reason for e in events] == [EndReason.OUT_OF_TURN]
        return
    elif lie_kind == "index":
        a, b = joiner.game.legal_moves()[0]
        message = {"type": "move", "index": 7, "a": a, "b": b, "digest": "0" * 64}
        reason = EndReason.OUT_OF_TURN
    else:
        a, b = joiner.game.legal_moves()[0]
        message = {"type": "move", "index": 1, "a": a, "b": b, "digest": "f" * 64}
        reason = EndReason.DIGEST_MISMATCH
    events = host.receive(lie(joiner, message))
    assert [e.reason for e in events] == [reason]
    assert host.game.lines == before and host.closed
    # The other side hears why.
    told = joiner.receive(host.outgoing())
    assert [(e.kind, e.reason) for e in told] == [(EventKind.ENDED, reason)]


@pytest.mark.parametrize(
    "garbage, reason",
    [
        (b"\x00\x00\x00\x05hello", EndReason.NOT_JSON),
        (b"\xff\xff\xff\xff", EndReason.TOO_LONG),
        (
            encode(
                {
                    "type": "move",
                    "index": 1,
                    "a": 1,
                    "b": 2,
                    "digest": "0" * 64,
                    "seq": 1,
                    "mac": "0" * 64,
                }
            ),
            EndReason.BAD_SEAL,
        ),
        (encode({"type": "ping"}), EndReason.BAD_FIELD),
    ],
)
def test_garbage_ends_the_connection_and_the_game_stays(
    garbage: bytes, reason: EndReason
) -> None:
    host, _joiner = joiner_to_move()
    assert host.game is not None
    before = host.game.lines
    events = host.receive(garbage)
    assert [e.reason for e in events] == [reason]
    assert host.game.lines == before and host.closed


def test_a_line_changed_on_the_way_is_refused() -> None:
    host, joiner = joiner_to_move()
    assert joiner.game is not None and host.game is not None
    a, b = joiner.game.legal_moves()[0]
    joiner.game.play(a, b)
    joiner.send_line(a, b)
    sent = joiner.outgoing()
    events = host.receive(flip_after(sent, b'"digest":"'))  # one digit of the digest changed
    assert [e.reason for e in events] == [EndReason.BAD_SEAL]
    assert host.game.move_count == 1


def flip_after(data: bytes, marker: bytes) -> bytes:
    """``data`` with the hex digit right after ``marker`` changed (same length)."""
    at = data.index(marker) + len(marker)
    digit = b"0" if data[at : at + 1] != b"0" else b"1"
    return data[:at] + digit + data[at + 1 :]


def test_a_host_that_does_not_know_the_code_is_found_out() -> None:
    game = Game(Board.generate(24, 5))
    impostor = HostPeer(code="ACDEFG", game=game)
    joiner = JoinPeer(code="ACDEFG")
    joiner.start()
    impostor.receive(joiner.outgoing())
    joiner.receive(impostor.outgoing())  # the challenge
    impostor.receive(joiner.outgoing())  # the proof: checked, but the impostor lies in return
    events = joiner.receive(flip_after(impostor.outgoing(), b'"mac":"'))
    assert [e.reason for e in events] == [EndReason.HOST_WITHOUT_CODE]


def test_a_stranger_may_not_talk_on_before_proving_the_code() -> None:
    host = HostPeer(code=new_code(), game=Game(Board.generate(24, 5)))
    joiner = JoinPeer(code="ACDEFG")
    joiner.start()
    hello = joiner.outgoing()
    events = host.receive(hello + hello + hello)
    assert [wire_id(e.reason) for e in events] == ["unexpected"]
    assert host.closed


# -- reconnection --------------------------------------------------------------------


def rejoin(host: HostPeer, joiner: JoinPeer) -> tuple[HostPeer, JoinPeer, dict[str, list[Event]]]:
    """A new connection to the same game: a fresh host end (same key), the joiner's own game."""
    assert host.game is not None
    again = HostPeer(
        code=host.code,
        game=host.game,
        seat=host.seat,
        names=host.names,
        salt=host.salt,
        key=host.key,
    )
    back = JoinPeer(code=joiner.code, name=joiner.name, game=joiner.game, seat=joiner.seat)
    back.start()
    return again, back, pump(again, back)


def play_one(peer: Peer) -> tuple[int, int]:
    assert peer.game is not None
    a, b = peer.game.legal_moves()[0]
    peer.game.play(a, b)
    peer.send_line(a, b)
    return a, b


def test_a_joiner_that_lost_the_host_s_line_gets_it_on_reconnection() -> None:
    host, joiner, _ = connect()
    play_one(host)
    host.outgoing()  # the line is lost with the connection
    assert host.game is not None and joiner.game is not None and joiner.game.move_count == 0
    again, back, events = rejoin(host, joiner)
    assert [e.kind for e in events["join"]] == [EventKind.JOINED] and events["join"][0].resumed
    assert [e.kind for e in events["host"]] == [EventKind.JOINED]
    assert back.game is joiner.game and back.game.lines == host.game.lines
    play_one(back)
    assert [e.kind for e in pump(again, back)["host"]] == [EventKind.LINE]
    assert host.game.lines == back.game.lines


def test_a_line_the_host_never_got_is_sent_again_on_reconnection() -> None:
    host, joiner = joiner_to_move()
    play_one(joiner)
    joiner.outgoing()  # lost
    assert host.game is not None and joiner.game is not None
    assert host.game.move_count == 1 and joiner.game.move_count == 2
    _again, _back, events = rejoin(host, joiner)
    assert [e.kind for e in events["host"]] == [EventKind.JOINED, EventKind.LINE]
    assert host.game.lines == joiner.game.lines
    assert position_digest(host.game) == position_digest(joiner.game)


def test_a_joiner_with_another_game_is_refused_on_reconnection() -> None:
    host, joiner, _ = connect()
    stranger = JoinPeer(code=joiner.code, game=Game(Board.generate(24, 6)), seat=1)
    stranger.start()
    again = HostPeer(code=host.code, game=host.game, salt=host.salt, key=host.key)
    events = pump(again, stranger)
    assert [e.reason for e in events["join"]] == [EndReason.OTHER_GAME]
    assert [e.reason for e in events["host"]] == [EndReason.OTHER_GAME]


def test_a_full_game_refuses_another_joiner_with_the_code() -> None:
    game = Game(Board.generate(24, 5))
    host = HostPeer(code="ACDEFG", game=game, full=True)
    third = JoinPeer(code="ACDEFG")
    third.start()
    events = pump(host, third)
    assert [e.reason for e in events["join"]] == [EndReason.GAME_FULL]
    assert host.closed and game.move_count == 0


# -- undo by agreement ---------------------------------------------------------------


@pytest.mark.parametrize("accept", [True, False])
def test_undo_only_by_agreement(accept: bool) -> None:
    host, joiner = joiner_to_move()
    play_one(joiner)
    pump(host, joiner)
    assert host.game is not None and joiner.game is not None and host.game.move_count == 2
    assert joiner.request_undo() and joiner.undo_waiting
    asked = pump(host, joiner)["host"]
    assert [(e.kind, e.index) for e in asked] == [(EventKind.UNDO_ASKED, 1)]
    assert host.game.move_count == 2  # nothing happens before the answer
    assert host.answer_undo(accept)
    answered = pump(host, joiner)["join"]
    assert [(e.kind, e.accepted) for e in answered] == [(EventKind.UNDO_ANSWERED, accept)]
    assert host.game.lines == joiner.game.lines
    assert host.game.move_count == (1 if accept else 2)
    assert not joiner.undo_waiting


def test_a_line_drawn_before_the_request_arrived_declines_it() -> None:
    host, joiner = joiner_to_move()
    play_one(joiner)
    pump(host, joiner)
    assert joiner.request_undo()
    play_one(host)  # the host draws before it hears the request
    events = pump(host, joiner)
    assert [e.kind for e in events["host"]] == []  # the request lapsed
    assert [e.kind for e in events["join"]] == [EventKind.LINE] and not joiner.undo_waiting
    assert host.game is not None and joiner.game is not None
    assert host.game.lines == joiner.game.lines and not host.closed and not joiner.closed


def test_an_undo_of_the_other_side_s_line_is_refused() -> None:
    host, joiner = joiner_to_move()
    assert host.game is not None
    events = host.receive(lie(joiner, {"type": "undo_request", "index": 0, "moves": 1}))
    assert [e.reason for e in events] == [EndReason.BAD_UNDO] and host.game.move_count == 1


def test_an_undo_whose_yes_was_lost_is_kept_by_the_host_on_reconnection() -> None:
    host, joiner = joiner_to_move()
    play_one(joiner)
    pump(host, joiner)
    play_one(host)
    pump(host, joiner)
    assert host.game is not None and joiner.game is not None and host.game.move_count == 3
    assert joiner.request_undo()
    pump(host, joiner)
    assert host.answer_undo(True)  # the host goes back to 1 move...
    host.outgoing()  # ...but its yes is lost with the connection
    assert host.game.move_count == 1 and joiner.game.move_count == 3
    _again, back, events = rejoin(host, joiner)
    assert [e.kind for e in events["join"]] == [EventKind.JOINED]
    assert [e.kind for e in events["host"]] == [EventKind.JOINED]
    assert back.game is not None and back.game.lines == host.game.lines


def test_a_peer_s_name_is_cleaned_where_it_comes_in_and_the_proofs_still_hold() -> None:
    """A joiner (of another version, or a stranger's) that calls itself with a terminal
    escape, a C1 control, a bidi override and a lone surrogate: the host takes the name
    cleaned, not the game refused; the proofs vouch for what was sent, so both agree."""
    dirty = "E\x1b[2Jve\x9b\u202eX\x85Y\ud800"
    game = Game(Board.generate(24, 5))
    host = HostPeer(code="ACDEFG", game=game, seat=0, names=("Ana", ""), name="Ana")
    joiner = JoinPeer(code="ACDEFG", name="Ben")
    joiner.name = dirty  # (set after its own cleaning, as a peer that does not clean would)
    joiner.start()
    events = pump(host, joiner)
    assert [e.kind for e in events["host"]] == [EventKind.JOINED]
    assert [e.kind for e in events["join"]] == [EventKind.JOINED]
    assert host.names == ("Ana", "E[2JveX Y\ufffd")
    assert events["join"][0].names == host.names  # the welcome carries the clean name back


def test_a_host_s_names_are_cleaned_by_the_joiner() -> None:
    game = Game(Board.generate(24, 5))
    host = HostPeer(code="ACDEFG", game=game, seat=0, names=("Ana", ""), name="Ana")
    host.names = ("\u2067Ana\x07\udc80", "")  # a host that does not clean its own
    joiner = JoinPeer(code="ACDEFG", name="Ben")
    joiner.start()
    events = pump(host, joiner)
    assert [e.kind for e in events["join"]] == [EventKind.JOINED]
    assert events["join"][0].names == ("Ana\ufffd", "Ben")


def test_a_peer_cleans_its_own_name_before_sending_it() -> None:
    joiner = JoinPeer(code="ACDEFG", name="  Ben\x1b[0m\u202e" + "x" * 80)
    assert joiner.name == "Ben[0m" + "x" * 34 and len(joiner.name) == 40
    host = HostPeer(code="ACDEFG", game=Game(Board.generate(24, 5)), names=("A\tna\x00", ""))
    assert host.names == ("A na", "")


def test_a_joiner_can_leave_the_stretching_to_its_transport() -> None:
    """``stretch=False``: the challenge asks for the key (the link makes it off its event
    loop, once per salt) and the proof goes out when it is given."""
    game = Game(Board.generate(24, 5))
    host = HostPeer(code="ACDEFG", game=game, seat=0, names=("Ana", ""))
    joiner = JoinPeer(code="ACDEFG", name="Ben", stretch=False)
    joiner.start()
    events = pump(host, joiner)
    (asked,) = events["join"]
    assert asked.kind is EventKind.KEY_NEEDED and asked.salt == host.salt
    assert joiner.awaiting_key == host.salt and host.awaiting_proof and not joiner.outgoing()
    joiner.use_key(code_key("ACDEFG", asked.salt))
    assert joiner.awaiting_key is None
    events = pump(host, joiner)
    assert [e.kind for e in events["host"]] == [EventKind.JOINED]
    assert [e.kind for e in events["join"]] == [EventKind.JOINED]


def test_a_proof_sent_before_the_challenge_is_a_wrong_code() -> None:
    """A proof that comes with the hello cannot know the host's nonce: a blind guess,
    refused (even by a host whose key is not made yet)."""
    game = Game(Board.generate(24, 5))
    host = HostPeer(code="ACDEFG", game=game, seat=0, names=("Ana", ""), stretch=False)
    assert host.key is None
    joiner = JoinPeer(code="ACDEFG", name="Ben")
    joiner.start()
    blind = encode({"type": "proof", "mac": "0" * 64})
    events = host.receive(joiner.outgoing() + blind)
    assert [(e.kind, e.reason) for e in events] == [(EventKind.FAILED, EndReason.WRONG_CODE)]
    assert host.heard_hello and not host.awaiting_proof


def test_a_reason_this_version_does_not_know_ends_the_game_with_its_id() -> None:
    """A newer device's goodbye, with an id this one lacks: the game ends all the same."""
    host, joiner = joiner_to_move()
    events = host.receive(lie(joiner, {"type": "bye", "reason": "moon_landed"}))
    ((event,),) = [events]
    assert event.kind is EventKind.ENDED and host.closed
    assert not isinstance(event.reason, EndReason)
    assert event.reason is not None and wire_id(event.reason) == "moon_landed"


def test_a_goodbye_carries_the_reason_s_id_as_before() -> None:
    """The ids on the wire are the ones older versions send and expect."""
    host, joiner = joiner_to_move()
    host.outgoing()
    joiner.leave(EndReason.OPPONENT_FAILED)
    sent = joiner.outgoing()
    assert b'"reason":"opponent_failed"' in sent
    assert [(e.kind, e.reason) for e in host.receive(sent)] == [
        (EventKind.ENDED, EndReason.OPPONENT_FAILED)
    ]
    assert decode("left") is EndReason.LEFT
    assert all(wire_id(reason) == reason.value for reason in EndReason)


# -- the edges of the conversation ----------------------------------------------------


def said(events: list[Event]) -> list[tuple[str, str]]:
    """What each event says, as the ids on the wire."""
    return [(e.kind.value, wire_id(e.reason)) for e in events if e.reason is not None]


def from_host(host: HostPeer, message: dict) -> bytes:  # type: ignore[type-arg]
    assert host._seal is not None
    return encode(host._seal.seal(message))


@pytest.mark.parametrize("leaving", ["host", "join"])
def test_an_end_that_left_takes_nothing_more_and_the_other_is_told_why(leaving: str) -> None:
    host, joiner, _ = connect()
    assert host.joined and joiner.joined
    leaver, other = (host, joiner) if leaving == "host" else (joiner, host)
    leaver.leave(EndReason.LEFT)
    assert leaver.closed and not leaver.joined
    assert said(other.receive(leaver.outgoing())) == [("ended", "left")]
    assert not other.joined
    assert leaver.receive(encode({"type": "ping"})) == []  # not even garbage is read now
    leaver.leave(EndReason.LEFT)
    assert leaver.outgoing() == b""  # said once


def test_a_host_leaving_before_the_handshake_refuses_with_its_reason() -> None:
    host = HostPeer(code="ACDEFG", game=Game(Board.generate(24, 5)), stretch=False)
    joiner = JoinPeer(code="ACDEFG")
    joiner.start()
    host.leave(EndReason.BUSY)
    assert said(joiner.receive(host.outgoing())) == [("failed", "busy")]
    assert host.closed and joiner.closed


def test_a_sender_over_its_budget_is_cut_off_before_its_next_message_counts() -> None:
    host, joiner, _ = connect()
    joiner.ping()
    joiner.ping()
    events = host.receive(joiner.outgoing(), budget=1)
    assert said(events) == [("failed", "too_fast")]  # the ping: nothing
    assert host.received_messages == 4  # hello, proof, sync and the first ping
    assert [wire_id(e.reason) for e in joiner.receive(host.outgoing())] == ["too_fast"]


def test_nothing_is_sent_outside_a_game() -> None:
    joiner = JoinPeer(code="ACDEFG")
    with pytest.raises(RuntimeError):
        joiner.send_line(0, 1)
    assert joiner.undo_target() is None and not joiner.request_undo()
    assert not joiner.answer_undo(True)
    joiner.ping()
    joiner.use_key(b"k" * 32)  # no challenge yet: no key asked for
    assert joiner.outgoing() == b"" and not joiner.joined


def test_an_undo_is_asked_once_and_not_answered_after_the_position_changed() -> None:
    host, joiner = joiner_to_move()
    play_one(joiner)
    pump(host, joiner)
    assert joiner.request_undo() and not joiner.request_undo()  # asked once
    assert [e.kind.value for e in pump(host, joiner)["host"]] == ["undo_asked"]
    assert host.game is not None
    a, b = host.game.legal_moves()[0]
    host.game.play(a, b)  # drawn here, not yet sent: the request lapsed
    assert not host.answer_undo(True)
    assert host.outgoing() == b"" and host.game.move_count == 3


def test_both_asking_to_undo_at_once_drops_both_requests() -> None:
    host, joiner = joiner_to_move()
    play_one(joiner)
    pump(host, joiner)
    assert host.request_undo() and joiner.request_undo()
    events = pump(host, joiner)
    assert [(e.kind.value, e.accepted) for e in events["host"]] == [("undo_answered", False)]
    assert [(e.kind.value, e.accepted) for e in events["join"]] == [("undo_answered", False)]
    assert not host.undo_waiting and not joiner.undo_waiting
    assert host.game is not None and joiner.game is not None
    assert host.game.move_count == joiner.game.move_count == 2


def test_an_answer_to_no_request_changes_nothing() -> None:
    host, joiner = joiner_to_move()
    events = joiner.receive(from_host(host, {"type": "undo_answer", "index": 0, "accept": True}))
    assert events == [] and joiner.game is not None and joiner.game.move_count == 1
    assert not joiner.closed


def test_every_sealed_kind_is_one_the_game_handles() -> None:
    handled = {"move", "sync", "undo_request", "undo_answer", "ready", "ping", "bye"}
    assert set(protocol.KINDS) - protocol.OPEN_KINDS == handled


@pytest.mark.parametrize(
    ("to_host", "message"),
    [
        (True, {"type": "ready"}),  # only the host says ready
        (True, {"type": "sync", "moves": 0, "digest": "0" * 64}),  # a second sync
        (False, {"type": "sync", "moves": 0, "digest": "0" * 64}),  # only the joiner syncs
        (False, {"type": "ready"}),  # a second ready
    ],
)
def test_a_sealed_word_out_of_place_ends_the_connection(to_host: bool, message: dict) -> None:  # type: ignore[type-arg]
    host, joiner, _ = connect()
    if to_host:
        events = host.receive(lie(joiner, message))
    else:
        events = joiner.receive(from_host(host, message))
    assert said(events) == [("failed", "unexpected")]


def welcomed() -> tuple[HostPeer, JoinPeer, bytes]:
    """A joiner that has the host's welcome, and its sync (not sent yet)."""
    host = HostPeer(code="ACDEFG", game=Game(Board.generate(24, 5)), names=("Ana", ""))
    joiner = JoinPeer(code="ACDEFG", name="Ben")
    joiner.start()
    for _ in range(2):
        host.receive(joiner.outgoing())
        joiner.receive(host.outgoing())
    sync = joiner.outgoing()
    assert sync and host._seal is not None and joiner._seal is not None
    return host, joiner, sync


def restarted_seal(joiner: JoinPeer) -> codes.Seal:
    """The joiner's seal as it was before its sync (a joiner of another make skips it)."""
    assert joiner._key is not None and joiner._host_nonce is not None
    return codes.Seal(codes.session_key(joiner._key, joiner._host_nonce, joiner._nonce), "join")


@pytest.mark.parametrize(
    ("message", "full", "reason"),
    [
        ({"type": "ping"}, False, "not_synced"),
        ({"type": "sync", "moves": 1, "digest": "0" * 64}, False, "digest_mismatch"),
        ("the sync", True, "game_full"),  # another joiner took the seat meanwhile
    ],
)
def test_the_host_lets_a_joiner_in_only_with_the_same_position_and_a_free_seat(
    message: object, full: bool, reason: str
) -> None:
    host, joiner, sync = welcomed()
    assert host.game is not None
    if message == "the sync":
        data = sync
    else:
        assert isinstance(message, dict)
        data = encode(restarted_seal(joiner).seal(message))
    host.full = full
    assert said(host.receive(data)) == [("failed", reason)]
    assert not host.joined and host.game.move_count == 0


def test_a_host_of_another_version_is_refused_with_that_reason() -> None:
    host = HostPeer(code="ACDEFG", game=Game(Board.generate(24, 5)), stretch=False)
    hello = {"type": "hello", "protocol": protocol.PROTOCOL, "version": protocol.VERSION + 1}
    hello |= {"nonce": "0" * 32, "name": "Ben", "language": "en"}
    assert [wire_id(e.reason) for e in host.receive(encode(hello))] == ["other_version"]
    joiner = JoinPeer(code="ACDEFG")
    assert said(joiner.receive(host.outgoing())) == [
        ("failed", "other_version")
    ]


@pytest.mark.parametrize("first", ["hello", "proof", "challenge", "refused"])
@pytest.mark.parametrize("second", ["hello", "proof", "challenge", "refused"])
def test_a_host_closes_or_seals_a_connection_within_its_handshake(first: str, second: str) -> None:
    """Whatever a stranger sends, by the second message the host has let it in or closed."""
    assert HANDSHAKE_MESSAGES == 2
    stranger = JoinPeer(code="ACDEFG")
    stranger.start()
    said = {
        "hello": stranger.outgoing(),
        "proof": encode({"type": "proof", "mac": "0" * 64}),
        "challenge": encode({"type": "challenge", "nonce": "0" * 32, "salt": "0" * 32}),
        "refused": encode({"type": "refused", "reason": "no"}),
    }
    host = HostPeer(code="ACDEFG", game=Game(Board.generate(24, 5)), key=b"k" * 32)
    host.receive(said[first] + said[second])
    assert host.closed and host._seal is None


def test_a_joiner_refuses_a_word_out_of_place_in_the_handshake() -> None:
    joiner = JoinPeer(code="ACDEFG")
    joiner.start()
    other = JoinPeer(code="ACDEFG")
    other.start()  # a hello, where the host's challenge should come
    assert [wire_id(e.reason) for e in joiner.receive(other.outgoing())] == ["unexpected"]


def test_a_host_with_the_code_that_sends_a_game_the_rules_refuse_is_left() -> None:
    host = HostPeer(code="ACDEFG", game=Game(Board.generate(24, 5)))
    joiner = JoinPeer(code="ACDEFG")
    joiner.start()
    host.receive(joiner.outgoing())
    joiner.receive(host.outgoing())  # the challenge: the proof goes out
    assert host.game is not None and host.key is not None
    a, b = host.game.legal_moves()[0]
    game = {
        "stars": [[float(x), float(y)] for x, y in host.game.board.stars],
        "tolerance": float(host.game.board.tolerance),
        "play_again": False,
        "names": ["Ana", "Ben"],
        "joiner": 1,
        "moves": [[a, b], [a, b]],  # the same line twice
    }
    vouched = codes.context_digest({"salt": host.salt, "game": game})
    mac = codes.proof(host.key, "host", host._nonce, joiner._nonce, vouched)
    events = joiner.receive(encode({"type": "welcome", "mac": mac, "game": game}))
    assert said(events) == [("failed", "bad_game")]
    assert joiner.closed and joiner.game is None


def test_a_joiner_whose_lines_differ_from_the_host_s_is_refused_on_reconnection() -> None:
    host, joiner, _ = connect()
    assert host.game is not None and joiner.game is not None
    first, second = host.game.legal_moves()[:2]
    host.game.play(*first)  # drawn, and lost with the connection
    joiner.game.play(*second)  # another first line: the two games went apart
    _again, _back, events = rejoin(host, joiner)
    assert said(events["join"]) == [("failed", "diverged")]
    assert said(events["host"]) == [("ended", "diverged")]
    assert host.game.lines == (first,) and joiner.game.lines == (second,)
