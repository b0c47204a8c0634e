"""Typed errors for the generated client: every problem answer becomes a ``ProblemError``."""

from __future__ import annotations

import json
from typing import Any, TypeVar

from tute_rules_client.models.problem import Problem
from tute_rules_client.models.problem_code import ProblemCode
from tute_rules_client.models.problem_item import ProblemItem
from tute_rules_client.types import Response, Unset

ResultT = TypeVar("ResultT")


class ProblemError(Exception):
    """The service answered with an RFC 9457 problem (4xx/5xx, ``application/problem+json``)."""

    def __init__(self, problem: Problem, response: Response[Any] | None = None) -> None:
        super().__init__(problem_message(problem))
        self.problem = problem
        #: the answer (status, headers, content), when there was one
        self.response = response

    @property
    def request_id(self) -> str | None:
        """The call's ID (``X-Request-ID``) as the service logged it; quote it in a report."""
        return _request_id(self.response)

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
    """A body that is not a problem document for a status the contract does not document, or
    a body the client could not parse."""

    def __init__(self, status: int, content: bytes,
                 response: Response[Any] | None = None) -> None:
        super().__init__(f"unexpected response {status}: {content[:200]!r}")
        self.status = status
        self.content = content
        #: the answer (status, headers, content), when there was one
        self.response = response

    @property
    def request_id(self) -> str | None:
        """The call's ID (``X-Request-ID``) as the service logged it; quote it in a report."""
        return _request_id(self.response)


def _request_id(response: Response[Any] | None) -> str | None:
    return None if response is None else response.headers.get("X-Request-ID")


def _undocumented_problem(response: Response[Any]) -> Problem | None:
    """The problem document of an answer whose status the operation does not list (a 503 from
    the service or a proxy in front of it), as the TypeScript SDK reads any error body."""
    if not response.headers.get("Content-Type", "").startswith("application/problem+json"):
        return None
    try:
        return Problem.from_dict(json.loads(response.content))
    except (ValueError, TypeError, KeyError):
        return None


def unwrap(response: Response[ResultT | Problem]) -> ResultT:
    """The operation's result, or ``ProblemError`` for a problem answer (of any status, listed
    for the operation or not), or ``UnexpectedResponseError``."""
    parsed = response.parsed
    if isinstance(parsed, Problem):
        raise ProblemError(parsed, response)
    if parsed is None or not 200 <= response.status_code < 300:
        problem = _undocumented_problem(response)
        if problem is not None:
            raise ProblemError(problem, response)
        raise UnexpectedResponseError(int(response.status_code), response.content, response)
    return parsed


def unwrap_if_changed(response: Response[ResultT | Problem]) -> ResultT | None:
    """For a conditional request (``if_none_match=`` an ``ETag`` held): ``None`` when the answer
    is 304 Not Modified (what the caller holds is still current), else what :func:`unwrap`
    gives."""
    if response.status_code == 304:
        return None
    return unwrap(response)


def etag_of(response: Response[Any]) -> str | None:
    """The answer's ``ETag`` (to send back as ``if_none_match``), when it has one."""
    return response.headers.get("ETag")
