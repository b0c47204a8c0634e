"""Typed errors for the generated client: every problem answer becomes a ``ProblemError``."""

from __future__ import annotations

from typing import TypeVar

from tute_rules_client.models.problem import Problem
from tute_rules_client.models.problem_code import ProblemCode
from tute_rules_client.models.problem_item import ProblemItem
from tute_rules_client.types import Response, Unset

ResultT = TypeVar("ResultT")


class ProblemError(Exception):
    """The service answered with an RFC 9457 problem (4xx/5xx, ``application/problem+json``)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem_message(problem))
        self.problem = problem

    @property
    def status(self) -> int:
        return self.problem.status

    @property
    def code(self) -> ProblemCode:
        """Stable machine-readable code, e.g. ``ProblemCode.UNKNOWN_RULESET``."""
        return self.problem.code

    @property
    def detail(self) -> str:
        return self.problem.detail

    @property
    def errors(self) -> list[ProblemItem]:
        """Every bad field (JSON pointer, code, message); empty when the problem has none."""
        return [] if isinstance(self.problem.errors, Unset) else list(self.problem.errors)


def problem_message(problem: Problem) -> str:
    """One line with the status, the code, the detail and every field error, e.g.
    ``422 IMPOSSIBLE_POSITION: ... [/hand/1 DUPLICATE_CARD: 1C is twice in the hand]``."""
    message = f"{problem.status} {problem.code}: {problem.detail}"
    if not isinstance(problem.errors, Unset) and problem.errors:
        items = "; ".join(f"{item.field or '/'} {item.code}: {item.message}"
                          for item in problem.errors)
        message += f" [{items}]"
    return message


class UnexpectedResponseError(Exception):
    """A status the contract does not document, or a body the client could not parse."""

    def __init__(self, status: int, content: bytes) -> None:
        super().__init__(f"unexpected response {status}: {content[:200]!r}")
        self.status = status
        self.content = content


def unwrap(response: Response[ResultT | Problem]) -> ResultT:
    """The operation's result, or ``ProblemError`` for a problem answer."""
    parsed = response.parsed
    if isinstance(parsed, Problem):
        raise ProblemError(parsed)
    if parsed is None or not 200 <= response.status_code < 300:
        raise UnexpectedResponseError(int(response.status_code), response.content)
    return parsed
