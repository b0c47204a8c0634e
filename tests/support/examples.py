"""How many examples a test draws, scaled by the hypothesis profile in use, and shared out
between the two builds' sessions of ``scripts/test.sh``.

A test that sets its own ``max_examples`` (or loops over a number of seeds) asks for
``scaled(n)``: ``n`` under the default profile (hypothesis's 100 examples a test), a tenth of it
under the "quick" one that ``scripts/test.sh --quick`` loads (tests/conftest.py), never fewer
than ``floor``.

The heaviest engine properties (self-play, the action walk, the bit-set readings, the play
properties, the solver's bounds) ask for their share instead: ``share(n)`` examples,
``seeds(n)`` seeds, ``@shared_seed`` for a derandomized test. ``scripts/test.sh`` runs the
engine tests twice, once per build, and sets ``TUTE_EXAMPLE_SHARE`` to ``0/2`` in the pure
build's session and ``1/2`` in the compiled build's: the seeds are split (every seed once, in
one build or the other) and each hypothesis test draws half its examples in each session,
different ones, as many in all as before (the build
comparison of tests/engine/test_build.py holds the two builds' answers equal on their own
random records). Without the variable (a plain ``pytest``) a session draws every input.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

from hypothesis import seed, settings

#: hypothesis's own default number of examples, which the default profile keeps
DEFAULT_EXAMPLES = 100

SHARE_VARIABLE = "TUTE_EXAMPLE_SHARE"

T = TypeVar("T")


def scaled(n: int, floor: int = 1) -> int:
    return max(floor, n * settings.default.max_examples // DEFAULT_EXAMPLES)


def quick() -> bool:
    """Whether a profile with fewer examples than hypothesis's default is loaded."""
    return settings.default.max_examples < DEFAULT_EXAMPLES


def session_share(text: str | None = None) -> tuple[int, int]:
    """This session's share ``(k, m)``: the k-th of m (0-based); ``(0, 1)`` when unset."""
    if text is None:
        text = os.environ.get(SHARE_VARIABLE, "")
    if not text:
        return 0, 1
    k, slash, m = text.partition("/")
    if not (slash and k.isdigit() and m.isdigit() and int(k) < int(m)):
        raise ValueError(f"{SHARE_VARIABLE} must read K/M with 0 <= K < M (e.g. 0/2), "
                         f"not {text!r}")
    return int(k), int(m)


def seeds(n: int, floor: int = 1) -> range:
    """This session's seeds of ``range(scaled(n, floor))``: every m-th from the k-th."""
    k, m = session_share()
    return range(k, scaled(n, floor), m)


def share(n: int, floor: int = 1) -> int:
    """This session's number of examples of ``scaled(n, floor)``, rounded up."""
    _, m = session_share()
    return max(floor, -(-scaled(n, floor) // m))


def shared_seed(test: Callable[..., T]) -> Callable[..., T]:
    """A derandomized hypothesis test (this decorator above its ``@given``) draws the same
    examples on every run; in a shared session it draws from its share's own seed, so that the
    sessions' examples differ."""
    k, m = session_share()
    return test if m == 1 else seed(k)(test)
