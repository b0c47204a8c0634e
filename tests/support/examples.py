"""How many examples a test draws, scaled by the hypothesis profile in use.

A test that sets its own ``max_examples`` (or loops over a number of seeds) asks for
``scaled(n)``: ``n`` under the default profile (hypothesis's 100 examples a test), a tenth of it
under the "quick" one that ``scripts/test.sh --quick`` loads (tests/conftest.py), never fewer
than ``floor``.
"""

from __future__ import annotations

from hypothesis import settings

#: hypothesis's own default number of examples, which the default profile keeps
DEFAULT_EXAMPLES = 100


def scaled(n: int, floor: int = 1) -> int:
    return max(floor, n * settings.default.max_examples // DEFAULT_EXAMPLES)


def quick() -> bool:
    """Whether a profile with fewer examples than hypothesis's default is loaded."""
    return settings.default.max_examples < DEFAULT_EXAMPLES
