from triangles_qt.model import Board, Game, IllegalMove, Refusal


def test_square_diagonal_closes_two() -> None:
    game = Game(Board([(0, 0), (4, 0), (4, 4), (0, 4)], 0.5))
    for a, b in [(0, 1), (1, 2), (2, 3), (3, 0)]:
        assert game.play(a, b) == ()
    assert game.play(0, 2) == ((0, 1, 2), (0, 2, 3))
    assert game.scores == (2, 0)
    assert game.is_over
    try:
        game.play(1, 3)
    except IllegalMove as exc:
        assert exc.reason is Refusal.CROSSES
    else:  # pragma: no cover
        raise AssertionError("crossing line accepted")
