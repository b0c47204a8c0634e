"""Exceptions and problem records raised by the engine.

Every error names the input it objects to, so that a caller (the HTTP layer, a bot) can point
at the offending field without parsing prose.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tute.messages import Message


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an input.

    ``field`` is a JSON pointer into the request-shaped input (``/hand/2``,
    ``/trick/0/card``, ``/overrides/swap_two``), so the API layer can pass it through unchanged.
    ``message`` is a :class:`~tute.messages.Message`: ``str(problem.message)`` is its English.
    """

    code: str
    field: str
    message: Message


class TuteError(Exception):
    """Base class of every error the engine raises."""


class CardCodeError(TuteError, ValueError):
    """A card code (or suit letter) that is not one of the codes of rulesets.md."""

    def __init__(self, value: object, reason: str) -> None:
        self.value = value
        self.reason = reason
        super().__init__(f"invalid card code {value!r}: {reason}")


class UnknownRulesetError(TuteError, LookupError):
    """A ruleset id or alias that the registry does not know."""

    def __init__(self, ruleset_id: object, known: Sequence[str]) -> None:
        self.ruleset_id = ruleset_id
        self.known = tuple(known)
        super().__init__(f"unknown ruleset {ruleset_id!r}; known: {', '.join(self.known)}")


class InvalidInputError(TuteError, ValueError):
    """An input that breaks one or more rules; ``problems`` lists every one found."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__(self.problems)

    def __str__(self) -> str:
        # rendered when asked for: callers that test for the error (a search over rulesets,
        # the API, which renders each problem in the request's language) never need it
        return "; ".join(f"{p.field or '/'}: {p.message}" for p in self.problems)


class OverrideError(InvalidInputError):
    """Overrides that name an unknown switch, give a bad value, or make no sense for the ruleset."""


class ImpossiblePositionError(InvalidInputError):
    """A game state that cannot occur under the ruleset (a card twice, a wrong hand size, ...)."""
