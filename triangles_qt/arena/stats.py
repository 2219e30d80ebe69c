"""Statistics for the arena: is engine A stronger than engine B, and by how much?

Games come in pairs on the same board with the colours swapped, so the two
games of a pair are not independent (a board that favours the first player
favours each side once). The unit of evidence is therefore the *pair*, and a
match is summarised by its pentanomial counts ``[n0, n1, n2, n3, n4]``, where
``n_k`` is the number of pairs in which A scored ``k / 2`` points (``n0``: A
lost both games, ``n4``: A won both). This is the model chess-engine testing
moved to once it was shown that the games of a pair are correlated (fishtest,
https://github.com/official-stockfish/fishtest/issues/348, 2019).

Elo is the logistic scale: an expected score ``s`` per game is worth
``400 * log10(s / (1 - s))`` Elo (:func:`score_to_elo`, :func:`elo_to_score`).

Sequential test (:func:`llr_pentanomial`, :func:`sprt`)
    Wald's sequential probability ratio test (A. Wald, *Sequential Analysis*,
    1947) of H0: ``elo = elo0`` against H1: ``elo = elo1``, with the
    approximate stopping bounds ``log(beta / (1 - alpha))`` and
    ``log((1 - beta) / alpha)``. The pair-score distribution is not known, so
    the likelihood ratio is the *generalised* one (a GSPRT): under each
    hypothesis the pentanomial distribution is the maximum-likelihood one
    among all distributions on ``{0, 1/4, 1/2, 3/4, 1}`` whose expectation is
    that hypothesis' score. That distribution is ``p_i = phat_i / (1 + x (a_i
    - s))`` with ``x`` the root of ``sum phat_i (a_i - s) / (1 + x (a_i - s))
    = 0`` (M. Van den Bergh, Proposition 1.1 of
    https://www.cantate.be/Fishtest/support_MLE_multinomial.pdf, as cited by
    fishtest, and of "Comparing the approximations for the generalized log
    likelihood ratio of a multinomial distribution",
    https://www.cantate.be/Fishtest/comparing_approximations.pdf, as cited by
    fastchess). This is what fishtest computes (``LLR_logistic`` and
    ``MLE_expected`` in ``server/fishtest/stats/LLRcalc.py``) and fastchess too
    (``getLLR_logistic`` in ``app/src/matchmaking/sprt/sprt.cpp``). As both
    do, an empty cell counts as ``1e-3`` pairs, so that every cell has a
    positive probability and the MLE exists for any expectation in (0, 1).
    Over a real match that shifts the LLR by a negligible amount; for a sweep
    (all but one cell empty) it is what keeps the LLR finite.

Elo estimate (:func:`elo_estimate`)
    The mean score per game of the pairs, with a 95 % normal-approximation
    interval from the variance of the pair score (the pentanomial variance,
    which allows for the correlation of a pair's two games; usually it is the
    smaller, as a board's advantage goes to each side once), and the
    likelihood of superiority
    ``LOS = Phi((mean - 1/2) / stderr)``, as in fishtest's ``get_elo``
    (``server/fishtest/stats/stat_util.py``) and fastchess's
    ``EloPentanomial`` (``app/src/matchmaking/elo/elo_pentanomial.cpp``).

Ratings of several engines (:func:`bradley_terry`)
    The Bradley–Terry model (R. A. Bradley and M. E. Terry, Biometrika 39,
    1952): player ``i`` beats ``j`` with probability ``g_i / (g_i + g_j)``, a
    draw counting as half a win each way; on the Elo scale the rating is
    ``400 * log10(g_i)``, the same logistic curve as above. The maximum-
    likelihood strengths exist when the "scored against" graph is strongly
    connected (E. Zermelo, Math. Z. 29, 1929; D. R. Hunter, "MM algorithms for
    generalized Bradley–Terry models", Ann. Statist. 32, 2004). They are found
    by Newton's method with a backtracking line search (the log-likelihood is
    concave in the log-strengths), and their 95 % intervals come from the
    inverse of the Fisher information.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

__all__ = [
    "EloEstimate",
    "Rating",
    "SprtState",
    "bradley_terry",
    "elo_estimate",
    "elo_to_score",
    "llr_pentanomial",
    "score_to_elo",
    "sprt",
    "sprt_bounds",
]

#: The two-sided 95 % quantile of the standard normal law, ``Phi^-1(0.975)``.
Z95 = 1.959963984540054

#: Pseudo-count given to an empty pentanomial cell (fishtest's ``LLRcalc.regularize``,
#: fastchess's ``regularize`` in ``sprt.cpp``): every cell then has a positive probability.
EMPTY_CELL = 1e-3

#: The pair scores per game that the pentanomial cells stand for.
_PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)

#: Natural-log strength to Elo: ``400 * log10(g) = ELO_PER_NEPER * ln(g)``.
ELO_PER_NEPER = 400.0 / math.log(10.0)


# --- the Elo scale ---------------------------------------------------------------------------


def elo_to_score(elo: float) -> float:
    """The expected score per game of a player ``elo`` points stronger (logistic model).

    Written so that neither tail overflows: ``10 ** (elo / 400)`` is only ever taken
    for ``elo <= 0``.

    >>> elo_to_score(0.0)
    0.5
    >>> round(elo_to_score(400.0), 6)
    0.909091
    """
    if elo >= 0:
        return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))
    power = math.pow(10.0, elo / 400.0)
    return power / (1.0 + power)


def score_to_elo(score: float) -> float:
    """The Elo difference that gives ``score`` per game; a perfect score is worth infinite Elo.

    >>> round(score_to_elo(0.75), 2)
    190.85
    >>> score_to_elo(1.0)
    inf
    """
    if not 0.0 <= score <= 1.0:
        raise ValueError(f"a score per game lies in [0, 1], not {score!r}")
    if score == 0.0:
        return -math.inf
    if score == 1.0:
        return math.inf
    return 400.0 * (math.log10(score) - math.log10(1.0 - score))


def _phi(z: float) -> float:
    """The standard normal distribution function; erfc keeps both tails accurate."""
    return 0.5 * math.erfc(-z / math.sqrt(2.0))


# --- pentanomial counts ----------------------------------------------------------------------


def _check_counts(counts: Sequence[int]) -> list[int]:
    """The counts as a list, refused early when they cannot be pentanomial frequencies."""
    values = list(counts)
    if len(values) != 5:
        raise ValueError(f"pentanomial counts have 5 cells, not {len(values)}")
    for value in values:
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
            raise ValueError(f"pentanomial counts are non-negative integers, not {value!r}")
    return [int(value) for value in values]


def _regularised(counts: Sequence[int]) -> list[float]:
    """The counts with each empty cell at :data:`EMPTY_CELL`, so every probability is positive."""
    return [float(c) if c > 0 else EMPTY_CELL for c in counts]


# --- the sequential test ---------------------------------------------------------------------


def sprt_bounds(alpha: float, beta: float) -> tuple[float, float]:
    """Wald's stopping bounds on the LLR for error rates ``alpha`` (type I) and ``beta`` (II).

    >>> [round(bound, 3) for bound in sprt_bounds(0.05, 0.05)]
    [-2.944, 2.944]
    """
    if not (0.0 < alpha < 1.0 and 0.0 < beta < 1.0 and alpha + beta < 1.0):
        raise ValueError(f"need 0 < alpha, beta and alpha + beta < 1, not {alpha!r}, {beta!r}")
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def _tilt(probabilities: Sequence[float], score: float) -> float:
    """The Lagrange multiplier ``x`` of the MLE with expectation ``score`` (Van den Bergh, 1.1).

    ``f(x) = sum p_i d_i / (1 + x d_i)`` with ``d_i = a_i - score`` falls strictly from
    ``+inf`` to ``-inf`` on ``(-1 / (1 - score), 1 / score)``, so bisection to the last
    bit is both safe and, at 5 cells, cheap. The LLR is stationary in ``x`` at the root,
    so its error is second order in the root's.
    """
    deviations = [a - score for a in _PAIR_SCORES]
    low, high = -1.0 / deviations[-1], -1.0 / deviations[0]
    for _ in range(200):
        middle = 0.5 * (low + high)
        if not low < middle < high:
            break
        total = 0.0
        for p, d in zip(probabilities, deviations, strict=True):
            denominator = 1.0 + middle * d
            if denominator <= 0.0:  # rounded onto an end of the interval: f is infinite there
                total = math.inf if middle < 0.0 else -math.inf
                break
            total += p * d / denominator
        if total > 0.0:
            low = middle
        elif total < 0.0:
            high = middle
        else:
            return middle
    return 0.5 * (low + high)


def llr_pentanomial(counts: Sequence[int], elo0: float, elo1: float) -> float:
    """The generalised log-likelihood ratio of H1 (``elo1``) against H0 (``elo0``).

    The same number fishtest's ``LLR_logistic`` gives: with ``phat`` the (regularised)
    observed pair-score frequencies and ``p(s)`` the maximum-likelihood distribution
    with expectation ``s``, ``LLR = N * sum phat_i * log(p_i(s1) / p_i(s0))``. No pairs
    is no evidence: 0.0.
    """
    values = _check_counts(counts)
    if not (math.isfinite(elo0) and math.isfinite(elo1)):
        raise ValueError(f"the hypotheses need finite Elo, not {elo0!r}, {elo1!r}")
    if sum(values) == 0:
        return 0.0
    cells = _regularised(values)
    total = sum(cells)
    probabilities = [c / total for c in cells]
    s0, s1 = elo_to_score(elo0), elo_to_score(elo1)
    x0, x1 = _tilt(probabilities, s0), _tilt(probabilities, s1)
    # log(p_i(s1) / p_i(s0)) = log(1 + x0 (a_i - s0)) - log(1 + x1 (a_i - s1)).
    per_pair = sum(
        p * (math.log1p(x0 * (a - s0)) - math.log1p(x1 * (a - s1)))
        for p, a in zip(probabilities, _PAIR_SCORES, strict=True)
    )
    return total * per_pair


@dataclass(frozen=True)
class SprtState:
    """Where a sequential test stands: the LLR, its stopping bounds and the verdict so far."""

    llr: float
    lower_bound: float
    upper_bound: float
    result: str  # "H0" (elo0 accepted), "H1" (elo1 accepted) or "inconclusive"


def sprt(
    counts: Sequence[int],
    elo0: float,
    elo1: float,
    alpha: float = 0.05,
    beta: float = 0.05,
) -> SprtState:
    """Test ``elo = elo0`` against ``elo = elo1`` on the pairs so far; stop once it is decided.

    ``"H1"`` when the LLR has reached the upper bound, ``"H0"`` when it has reached the
    lower one, ``"inconclusive"`` while it lies between (play more pairs).
    """
    if not elo0 < elo1:
        raise ValueError(f"the test needs elo0 < elo1, not {elo0!r}, {elo1!r}")
    lower, upper = sprt_bounds(alpha, beta)
    llr = llr_pentanomial(counts, elo0, elo1)
    if llr >= upper:
        result = "H1"
    elif llr <= lower:
        result = "H0"
    else:
        result = "inconclusive"
    return SprtState(llr=llr, lower_bound=lower, upper_bound=upper, result=result)


# --- the Elo estimate ------------------------------------------------------------------------


@dataclass(frozen=True)
class EloEstimate:
    """A's Elo over B with its 95 % interval, the likelihood of superiority and the score."""

    elo: float
    lower: float
    upper: float
    los: float  # probability that A is the stronger, in [0, 1]
    score: float  # A's mean score per game, in [0, 1]


def elo_estimate(counts: Sequence[int]) -> EloEstimate:
    """A's Elo over B from the pairs, with a 95 % interval and the LOS.

    ``score`` is the mean score per game and ``elo = score_to_elo(score)``; a clean
    sweep is ``+inf`` (``-inf`` for A swept), as no finite Elo explains it. The interval
    is ``score ± 1.96 * stderr`` mapped through :func:`score_to_elo` (so it is not
    symmetric about ``elo``; a side past 0 or 1 is infinite), with ``stderr`` the
    standard deviation of the pair score over ``sqrt(pairs)``. That variance is taken
    with empty cells at :data:`EMPTY_CELL`, as fishtest's ``get_elo`` does, so a sample
    whose pairs all ended alike (a sweep, say) still has a positive spread instead of a
    zero-width interval and a LOS of exactly 1. (fishtest regularises its point estimate
    too and clamps it to ±1200 Elo; here it stays the raw mean, so a sweep reads ``inf``.)
    The normal approximation is still poor for a few pairs or a near-sweep, where the
    interval comes out too narrow (ten won pairs give a lower bound near 830 Elo): read
    it as a rough guide there and let :func:`sprt` make decisions.

    Too few pairs to estimate a spread:

    - no pairs: ``elo`` 0, interval ``(-inf, inf)``, LOS 0.5, score 0.5 (no evidence);
    - one pair: its score and Elo, interval ``(-inf, inf)`` and LOS 0.5, because one
      pair says nothing about how much pairs vary.
    """
    values = _check_counts(counts)
    pairs = sum(values)
    if pairs == 0:
        return EloEstimate(elo=0.0, lower=-math.inf, upper=math.inf, los=0.5, score=0.5)
    score = sum(n * a for n, a in zip(values, _PAIR_SCORES, strict=True)) / pairs
    score = min(max(score, 0.0), 1.0)
    elo = score_to_elo(score)
    if pairs == 1:
        return EloEstimate(elo=elo, lower=-math.inf, upper=math.inf, los=0.5, score=score)
    cells = _regularised(values)
    total = sum(cells)
    mean = sum(c * a for c, a in zip(cells, _PAIR_SCORES, strict=True)) / total
    variance = sum(c * (a - mean) ** 2 for c, a in zip(cells, _PAIR_SCORES, strict=True)) / total
    stderr = math.sqrt(variance / total)
    lower = score_to_elo(min(max(score - Z95 * stderr, 0.0), 1.0))
    upper = score_to_elo(min(max(score + Z95 * stderr, 0.0), 1.0))
    los = _phi((score - 0.5) / stderr)
    return EloEstimate(elo=elo, lower=lower, upper=upper, los=los, score=score)


# --- Bradley–Terry ratings -------------------------------------------------------------------


@dataclass(frozen=True)
class Rating:
    """One player's Bradley–Terry rating on the Elo scale, with its 95 % interval."""

    elo: float
    lower: float
    upper: float


Matrix = NDArray[np.float64]


def _reaches_all(beats: NDArray[np.bool_]) -> bool:
    """Whether every player is reachable from player 0 along ``beats`` edges."""
    seen = {0}
    frontier = [0]
    while frontier:
        i = frontier.pop()
        for j in np.flatnonzero(beats[i]).tolist():
            if j not in seen:
                seen.add(j)
                frontier.append(j)
    return len(seen) == int(beats.shape[0])


def _log_likelihood(theta: Matrix, wins: Matrix) -> float:
    """``sum_ij w_ij log(g_i / (g_i + g_j))`` with ``w_ij`` i's score against j."""
    gap = theta[:, None] - theta[None, :]
    return float(-(wins * np.logaddexp(0.0, -gap)).sum())


def _probabilities(theta: Matrix) -> Matrix:
    """``P[i, j]``: the chance that i beats j, ``1 / (1 + exp(theta_j - theta_i))``."""
    gap = theta[:, None] - theta[None, :]
    # exp of minus |gap| only: no overflow, and the small side of each pair keeps its digits.
    small = np.exp(-np.abs(gap))
    result: Matrix = np.where(gap >= 0.0, 1.0 / (1.0 + small), small / (1.0 + small))
    return result


def _information(games: Matrix, chance: Matrix) -> Matrix:
    """The Fisher information of the log-strengths: a Laplacian with weights ``n_ij p_ij p_ji``."""
    weights = games * chance * chance.T
    result: Matrix = np.diag(weights.sum(axis=1)) - weights
    return result


def bradley_terry(
    players: int,
    results: Sequence[tuple[int, int, float]],
    anchor: int | None = 0,
    prior_ties: float = 1.0,
) -> list[Rating]:
    """Maximum-likelihood Elo ratings of ``players`` players from their games.

    ``results`` holds ``(i, j, score_of_i)`` per game (1, 0.5 or 0; a draw is half a win
    each way). The ratings are relative: ``anchor``'s is 0 with interval ``(0, 0)``, or
    with ``anchor=None`` they are centred on a mean of 0.

    ``prior_ties`` virtual drawn games are added to every pair of players that met, a
    light prior pulling each pair towards equality. It keeps a clean sweep (which the
    bare MLE sends to infinity) finite, and is worth about as much as ``prior_ties``
    real games, so it matters only while a pair has played few. ``prior_ties=0`` gives
    the bare MLE, which needs each group of players to have scored against the rest.

    The 95 % intervals are ``±1.96`` standard errors from the inverse Fisher information
    (for this model equal to the negated Hessian of the log-likelihood, which does not
    depend on the results) with the anchor's strength held fixed. With ``anchor=None``
    the covariance is that of the sum-zero constrained estimate: the anchored one
    projected onto sum-zero vectors, which equals the Moore–Penrose pseudo-inverse of
    the (singular, Laplacian) information matrix.

    Raises ValueError when the ratings are not determined: players with no path of games
    between them, or (with ``prior_ties=0``) a group that never scored against the rest.
    """
    if players < 1:
        raise ValueError(f"need at least one player, not {players!r}")
    if anchor is not None and not 0 <= anchor < players:
        raise ValueError(f"the anchor is a player 0..{players - 1}, not {anchor!r}")
    if not (math.isfinite(prior_ties) and prior_ties >= 0.0):
        raise ValueError(f"prior_ties is a non-negative number, not {prior_ties!r}")

    wins = np.zeros((players, players))
    games = np.zeros((players, players))
    for i, j, score in results:
        if not (0 <= i < players and 0 <= j < players) or i == j:
            raise ValueError(f"a game is between two different players 0..{players - 1}: {i}, {j}")
        if not 0.0 <= score <= 1.0:
            raise ValueError(f"a game's score lies in [0, 1], not {score!r}")
        wins[i, j] += score
        wins[j, i] += 1.0 - score
        games[i, j] += 1.0
        games[j, i] += 1.0
    met = games > 0.0
    wins += 0.5 * prior_ties * met
    games += prior_ties * met

    # Zermelo's condition: the MLE exists iff everyone can reach everyone along "scored against".
    beats = wins > 0.0
    if players > 1 and not (_reaches_all(beats) and _reaches_all(beats.T)):
        raise ValueError(
            "the ratings are not determined: some players never met the rest, or never "
            "scored against them (use prior_ties > 0 for sweeps)"
        )

    reference = 0 if anchor is None else anchor
    free = np.array([k for k in range(players) if k != reference], dtype=np.intp)
    theta = np.zeros(players)
    for _ in range(200):
        if free.size == 0:
            break
        chance = _probabilities(theta)
        # Score minus expected score, written w_ij p_ji - w_ji p_ij rather than w_ij - n_ij p_ij
        # so that it does not cancel to noise when one side all but swept the other.
        gradient = (wins * chance.T - wins.T * chance).sum(axis=1)
        information = _information(games, chance)
        step = np.linalg.solve(information[np.ix_(free, free)], gradient[free])
        before = _log_likelihood(theta, wins)
        length = 1.0
        trial = theta.copy()
        for _ in range(60):  # backtrack until the (concave) log-likelihood does not fall
            trial = theta.copy()
            trial[free] += length * step
            if _log_likelihood(trial, wins) >= before - 1e-12 * abs(before):
                break
            length *= 0.5
        theta = trial
        if float(np.abs(length * step).max()) <= 1e-10 * (1.0 + float(np.abs(theta).max())):
            break
    else:
        raise RuntimeError("the Bradley–Terry fit did not converge")
    information = _information(games, _probabilities(theta))

    covariance = np.zeros((players, players))
    if free.size:
        covariance[np.ix_(free, free)] = np.linalg.inv(information[np.ix_(free, free)])
    if anchor is None:
        centre = np.eye(players) - 1.0 / players
        theta = theta - theta.mean()
        covariance = centre @ covariance @ centre
    spread = np.sqrt(np.clip(np.diag(covariance), 0.0, None))

    ratings = []
    for k in range(players):
        if k == anchor:
            ratings.append(Rating(elo=0.0, lower=0.0, upper=0.0))
            continue
        elo = float(theta[k]) * ELO_PER_NEPER
        half = Z95 * float(spread[k]) * ELO_PER_NEPER
        ratings.append(Rating(elo=elo, lower=elo - half, upper=elo + half))
    return ratings
