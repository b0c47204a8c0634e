"""Translation between request bodies and engine values, and engine errors into problems.

No rule lives here: the engine decides; this module only translates.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from tute import (
    CardCodeError,
    ImpossiblePositionError,
    InvalidInputError,
    OverrideError,
    PlayPosition,
    Problem,
    Ruleset,
    Suit,
    TrickCard,
    UnknownRulesetError,
    find_ruleset,
    parse_card,
)
from tute.api import metrics, problems
from tute.api.metrics import count_evaluation
from tute.api.problems import ProblemError
from tute.messages import Message, msg


class Evaluation:
    """One rule evaluation, counted in ``tute_rule_evaluations_total`` when it ends.

    A context manager (``with Evaluation("validatePlay") as counted``): the view fills in the
    ruleset and the verdict; a problem that stops it is counted as the problem's code.
    """

    __slots__ = ("operation", "ruleset", "verdict")

    def __init__(self, operation: str) -> None:
        self.operation = operation
        self.ruleset = metrics.UNKNOWN_RULESET
        self.verdict = "error"

    def __enter__(self) -> Evaluation:
        return self

    def __exit__(self, kind: object, error: BaseException | None, tb: object) -> None:
        if isinstance(error, ProblemError):
            self.verdict = error.kind.code.lower()
        count_evaluation(self.operation, self.ruleset, self.verdict)

    def choose(self, body: Mapping[str, Any]) -> Ruleset:
        """The body's ruleset (:func:`choose_ruleset`), counted under its id."""
        ruleset = choose_ruleset(body)
        self.ruleset = ruleset.id
        return ruleset


def choose_ruleset(body: Mapping[str, Any], pointer: str | None = "/ruleset") -> Ruleset:
    """The ruleset a request names, with its overrides (and ``players``) applied.

    ``pointer`` locates the id in the request body (None: it came from the URL path).
    """
    overrides: dict[str, Any] = dict(body.get("overrides") or {})
    players = body.get("players")
    players_on_top = players is not None and "players" not in overrides
    if players is not None:
        if overrides.get("players", players) != players:
            raise ProblemError(problems.INVALID_OVERRIDES, msg("players is given twice"), errors=[
                Problem("PLAYERS_CONFLICT", "/players",
                        # Translators: {players} is the body's players, {override} the value of
                        # overrides.players
                        msg("players {players} contradicts /overrides/players {override}",
                            players=players, override=overrides["players"]))])
        overrides["players"] = players
    try:
        chosen = find_ruleset(body["ruleset"], overrides)
    except UnknownRulesetError as error:
        # Translators: {ruleset!r} is the id asked for, in quotes; {known} the known ids
        detail = msg("no ruleset is called {ruleset!r}; known: {known}",
                     ruleset=error.ruleset_id, known=error.known)
        if pointer is None:  # the path names no resource: a 404
            raise ProblemError(problems.UNKNOWN_RULESET, detail,
                               extra={"known_rulesets": list(error.known)}) from None
        # a body's field with a value no ruleset has: a 422 at that field, as any bad field
        raise ProblemError(problems.INVALID_FIELDS, detail,
                           errors=[Problem("UNKNOWN_RULESET", pointer, _unknown_ruleset(error))],
                           extra={"known_rulesets": list(error.known)}) from None
    except OverrideError as error:
        found = list(error.problems)
        if players_on_top:
            found = [_move(p, "/overrides/players", "/players") for p in found]
        raise ProblemError(problems.INVALID_OVERRIDES,
                           msg("{count} override problem(s)", count=len(found)),
                           errors=found) from None
    pinned = body.get("ruleset_version")
    if pinned is not None and pinned != chosen.version:
        # Translators: {ruleset} is a ruleset id, {version} its version, {pinned} the version
        # the request expected
        message = msg("{ruleset} is at version {version}, not {pinned}",
                      ruleset=chosen.id, version=chosen.version, pinned=pinned)
        raise ProblemError(problems.INVALID_FIELDS,
                           msg("the ruleset's rules changed: {reason}", reason=message),
                           errors=[Problem("RULESET_VERSION_MISMATCH", "/ruleset_version",
                                           message)])
    return chosen


def _unknown_ruleset(error: UnknownRulesetError) -> Message:
    """The engine's UnknownRulesetError as a message (its str is the English)."""
    return msg("unknown ruleset {ruleset!r}; known: {known}",
               ruleset=error.ruleset_id, known=error.known)


def _bad_card_code(error: CardCodeError) -> Message:
    """The engine's CardCodeError as a message (its str is the English)."""
    # Translators: {value!r} is the text sent, in quotes; {reason} says what is wrong with it
    return msg("invalid card code {value!r}: {reason}", value=error.value, reason=error.reason)


def _move(problem: Problem, old: str, new: str) -> Problem:
    if problem.field != old:
        return problem
    return Problem(problem.code, new, problem.message)


class impossible_positions:  # lower case: used like the function it was
    """Engine input errors become a 422 listing every problem.

    ``prefix`` is the pointer of the engine's input inside the request body (a deal nested at
    ``/deal`` reports ``/hands/1`` as ``/deal/hands/1``). A class rather than a
    ``@contextmanager`` generator: every rules request enters one, and a generator-based
    context manager costs several times more to enter and leave.
    """

    __slots__ = ("prefix",)

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: BaseException | None, tb: object) -> None:
        prefix = self.prefix
        if isinstance(error, ImpossiblePositionError):
            raise ProblemError(problems.IMPOSSIBLE_POSITION,
                               msg("{count} problem(s) make this state impossible",
                                   count=len(error.problems)),
                               errors=_prefixed(prefix, error.problems)) from None
        if isinstance(error, InvalidInputError):
            raise ProblemError(problems.INVALID_INPUT,
                               msg("{count} problem(s) in the input", count=len(error.problems)),
                               errors=_prefixed(prefix, error.problems)) from None
        if isinstance(error, CardCodeError):  # the schema's pattern normally stops these first
            message = _bad_card_code(error)
            raise ProblemError(problems.INVALID_FIELDS, message, errors=[
                Problem(problems.FIELD_INVALID, "", message)]) from None


def _prefixed(prefix: str, found: Sequence[Problem]) -> list[Problem]:
    if not prefix:
        return list(found)
    return [Problem(p.code, prefix + p.field, p.message) for p in found]


def suit(letter: str | None) -> Suit | None:
    return None if letter is None else Suit.parse(letter)


def trick(items: Sequence[Mapping[str, Any]]) -> tuple[TrickCard, ...]:
    return tuple([TrickCard(item["seat"], parse_card(item["card"])) for item in items])


def position(body: Mapping[str, Any]) -> PlayPosition:
    turn_up = body.get("turn_up")
    return PlayPosition(
        trump=suit(body["trump"]),
        seat=body["seat"],
        hand=tuple(map(parse_card, body["hand"])),
        trick=trick(body.get("trick") or ()),
        stock_size=body.get("stock_size", 0),
        turn_up=None if turn_up is None else parse_card(turn_up),
        tricks_played=body.get("tricks_played"),
    )


# -- engine values as answers --------------------------------------------------------------------


#: each result class's field names, read once
_NAMES: dict[type, tuple[str, ...]] = {}


def answer(result: Any, **extra: Any) -> dict[str, Any]:
    """What a view answers: the engine result's fields (the values themselves, which the answer
    schema serializes) and the members the answer adds (the ruleset it was judged under, the
    seat asked about, ...)."""
    kind = type(result)
    names = _NAMES.get(kind)
    if names is None:
        names = _NAMES[kind] = tuple(item.name for item in dataclasses.fields(kind))
    return {**{name: getattr(result, name) for name in names}, **extra}
