"""Batch operations: up to 1,000 bodies of one operation in a request, each answered alone.

Each item is the body of the single operation (``POST /v1/legal-plays`` and so on), loaded by
the same schema and answered by the same function; an item that cannot be answered gets its
own problem document in its slot (its pointers into the batch body, ``/items/3/hand/0``), and
the others are still answered. The answer is ``207 Multi-Status`` with one entry per item, in
order: ``{"status": 200, "result": {...}}`` or ``{"status": 422, "problem": {...}}``. Every item
is counted in ``tute_rule_evaluations_total`` like a single request.

A batch's work is bounded as well as its items and bytes (:func:`batch_work`): an item counts
its operation's base, and its operation's weight for each element of each list in it (cards,
tricks, actions, declarations), and a batch over :data:`MAX_BATCH_WORK` is a 413 naming the
limit before any item is answered, so that the costliest batch accepted costs at most 200
typical single requests (bench/bench_worst_case.py measures it; 356 long hand records cost
1,159). The bases and weights follow what items cost: dealing and adjudicating a hand, or
finding a seat's declarations, costs several legal-plays items. A batch of suggestions takes
``random`` and ``basic`` ones (about five typical requests each): a ``strong`` search plays each
candidate out to the end of the deal at least once, each playout costing some sixty typical
requests, so that one ``strong`` item alone would pass the bound; it is a request of its own
(``POST /v1/suggestions``, bounded by its deadline), and a batch holding one is a 413 naming it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from marshmallow import Schema, ValidationError, fields, validate

from tute import Problem
from tute.api import (
    analysis_routes,
    field_messages,
    game_routes,
    play_routes,
    problems,
    schemas,
    smorest,
)
from tute.api import engine_calls as ec
from tute.api import game_schemas as gs
from tute.api import suggestion_routes as sr
from tute.api.operations import BODY_PROBLEMS, Handler
from tute.api.problems import ProblemError, problem_body
from tute.api.schemas import ProblemSchema, StrictInt, StrictSchema
from tute.api.smorest import TuteBlueprint
from tute.messages import msg
from tute.review import DEFAULT_REVIEW_NODES
from tute.solver import DEFAULT_MAX_NODES

blp = TuteBlueprint("batch", __name__, url_prefix="/v1/batch",
                    description="Batch operations: many bodies of one operation in a request, "
                                "each answered or refused on its own.")

#: the most items a batch holds
MAX_BATCH_ITEMS = 1000
#: the most work a batch asks for (:func:`batch_work`)
MAX_BATCH_WORK = 2000


class BatchItems(fields.List):  # type: ignore[type-arg]
    """The list of items, documented as a list of the single operation's body, but loaded as
    raw objects: each item is validated on its own, so one bad item refuses only itself. The
    length is checked first, before any item is looked at."""

    def __init__(self, item_schema: type[Schema], **kwargs: Any) -> None:
        super().__init__(fields.Nested(item_schema), **kwargs)

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> list[Any]:
        if not isinstance(value, list):
            raise ValidationError([field_messages.NOT_LIST])  # marshmallow's List's words
        return value


def _request_schema(name: str, item_schema: type[Schema]) -> type[Schema]:
    return type(f"{name}Schema", (StrictSchema,), {
        "items": BatchItems(item_schema, required=True,
                            validate=validate.Length(min=1, max=MAX_BATCH_ITEMS), metadata={
                                "description": f"1 to {MAX_BATCH_ITEMS} bodies of the single "
                                               "operation, each answered on its own: an item "
                                               "the single operation would refuse gets its "
                                               "problem in its slot of the answer."}),
    })


def _answer_schema(name: str, result_schema: type[Schema]) -> type[Schema]:
    item = type(f"{name}ItemSchema", (StrictSchema,), {
        "status": StrictInt(required=True, metadata={
            "description": "200: `result` holds the answer; otherwise `problem` says why the "
                           "item was refused (its status as the single operation would "
                           "answer)."}),
        "result": fields.Nested(result_schema, metadata={
            "description": "The single operation's answer (status 200)."}),
        "problem": fields.Nested(ProblemSchema, metadata={
            "description": "Why this item was refused; its pointers are into the batch body."}),
    })
    return type(f"{name}Schema", (StrictSchema,), {
        "items": fields.List(fields.Nested(item), required=True,
                             validate=validate.Length(max=MAX_BATCH_ITEMS),
                             metadata={"description": "One entry per item, in order."}),
    })


class Work(NamedTuple):
    """What an item of one batch operation counts (:func:`batch_work`): ``base``,
    ``per_element`` for each list element and, for a search (an analysis), one unit for each
    ``nodes_per_unit`` positions of its ``max_nodes`` (``default_nodes`` when it names none);
    ``alone(item)``: the item is a request of its own, which no batch takes (a strong
    suggestion)."""

    base: int
    per_element: int
    nodes_per_unit: int = 0
    default_nodes: int = 0
    alone: Callable[[Any], bool] | None = None


def batch_work(items: list[Any], work: Work, limit: int = MAX_BATCH_WORK) -> int:
    """The work ``items`` ask for: ``work.base`` an item, and ``work.per_element`` for each
    element of each list inside one (the hand's cards, the actions of a record, ...), which is
    what the cost of an item grows with. Counting stops once past ``limit`` (the answer is
    then some number over it), so a refused batch costs no more than an accepted one."""
    total = work.base * len(items)
    if work.nodes_per_unit:
        for item in items:
            nodes = item.get("max_nodes", work.default_nodes) if isinstance(item, dict) else 0
            if type(nodes) is int and nodes > 0:  # a bad value is the item's own 422
                total += -(-nodes // work.nodes_per_unit)
    stack: list[Any] = list(items)
    while stack and total <= limit:
        value = stack.pop()
        if isinstance(value, list):
            total += work.per_element * len(value)
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
    return total


def run_batch(operation: str, item_schema: Schema, handler: Handler,
              items: list[Any]) -> dict[str, Any]:
    """Every item loaded and answered on its own, in order."""
    answers = []
    for index, item in enumerate(items):
        with ec.Evaluation(operation) as counted:
            try:
                answers.append({"status": 200,
                                "result": handler(_loaded(item_schema, item, index), counted)})
            except ProblemError as error:
                answers.append({"status": error.kind.status,
                                "problem": problem_body(_under(error, f"/items/{index}"))})
                counted.verdict = error.kind.code.lower()
    return {"items": answers}


def _loaded(item_schema: Schema, item: Any, index: int) -> dict[str, Any]:
    """The item as the single operation's schema loads it (pointers relative to the item)."""
    if not isinstance(item, dict):
        raise ProblemError(problems.INVALID_FIELDS,
                           msg("item {index} is not an object", index=index),
                           errors=[Problem(problems.FIELD_INVALID, "", msg("Not a valid object."))])
    try:
        loaded: dict[str, Any] = item_schema.load(item)
    except ValidationError as error:
        found = problems.field_problems(error.messages)
        raise ProblemError(problems.INVALID_FIELDS,
                           # Translators: {index} counts the items of a batch from 0
                           msg("{count} field error(s) in item {index}",
                               count=len(found), index=index), errors=found) from None
    return loaded


def _under(error: ProblemError, pointer: str) -> ProblemError:
    """The item's problem with its pointers into the batch body."""
    moved = [Problem(p.code, pointer + p.field, p.message) for p in error.errors]
    return ProblemError(error.kind, error.detail, errors=moved, extra=error.extra)


#: each batch route's Work, by path (bench/bench_worst_case.py reads it)
WORK: dict[str, Work] = {}


def _batch_operation(path: str, operation: str, single: str, item_schema: type[Schema],
                     result_schema: type[Schema], handler: Handler, example: dict[str, Any],
                     name: str, work: Work) -> None:
    request_schema = _request_schema(f"{name}Request", item_schema)
    WORK[f"{blp.url_prefix}{path}"] = work
    answer_schema = _answer_schema(name, result_schema)
    loader = item_schema()
    body_example = {"items": [example]}
    # the engine's real answer, computed here and never counted
    answer_example = answer_schema().dump(
        {"items": [{"status": 200, "result": handler(example, ec.Evaluation("example"))}]})

    @smorest.operation(
        blp, path, operation_id=operation, summary=f"{single}, for many bodies at once",
        description=f"Up to {MAX_BATCH_ITEMS} bodies of `{single}`, each answered as that "
                    "operation answers it, in its own slot of a 207 Multi-Status answer: an "
                    "item that cannot be answered gets its own problem (pointers into this "
                    "body, such as `/items/3/hand/0`) and the others are still answered. The "
                    "body limit is `TUTE_MAX_BATCH_BODY_BYTES` (1 MiB by default), and a "
                    f"batch asks for {MAX_BATCH_WORK} units of work at most: here an item "
                    f"counts {work.base}, and {work.per_element} for each element of each "
                    "list in it (a card of a hand, an action of a record, ...)"
                    + (f", and 1 for each {work.nodes_per_unit} positions of its `max_nodes` "
                       f"({work.default_nodes} when it names none)" if work.nodes_per_unit
                       else "") + "; over that "
                    "it is a 413 `BODY_TOO_LARGE` naming the limit (`detail_params.limit`): "
                    "split it into smaller batches." + (
                        " A `strong` item is a request of its own (its search costs more "
                        "than a batch may): a batch holding one is a 413 naming it."
                        if work.alone is not None else ""),
        body=request_schema, example=body_example, answer=answer_schema,
        answer_example=answer_example,
        answer_description="One answer or problem per item, in order.",
        problems=BODY_PROBLEMS, status_code=207)
    def view(body: dict[str, Any]) -> tuple[dict[str, Any], int]:
        items = body["items"]
        alone = next((i for i, item in enumerate(items)
                      if work.alone is not None and work.alone(item)), None)
        if alone is not None:
            raise ProblemError(problems.BODY_TOO_LARGE, msg(
                # Translators: {index} counts the items of a batch from 0; strong is a level's
                # name, POST /v1/suggestions an operation: both stay as they are
                "item {index} asks for a strong search, which costs more than a batch may: "
                "send it alone to POST /v1/suggestions (a batch takes random and basic "
                "suggestions)", index=alone))
        asked = batch_work(items, work)
        if asked > MAX_BATCH_WORK:
            raise ProblemError(problems.BODY_TOO_LARGE, msg(
                # Translators: {limit} is a number of units of work; {base} and {weight}
                # are what an item and each element of a list in it count
                "the batch asks for more than {limit} units of work (here an item counts "
                "{base}, and {weight} for each element of each list in it): split it into "
                "smaller batches", limit=MAX_BATCH_WORK, base=work.base,
                weight=work.per_element))
        return run_batch(single, loader, handler, items), 207


_batch_operation("/legal-plays", "listLegalPlaysBatch", "listLegalPlays",
                 schemas.PositionSchema, play_routes.LegalPlaysResultSchema,
                 play_routes.list_legal_plays, play_routes.POSITION_EXAMPLE, "LegalPlaysBatch",
                 Work(10, 4))
_batch_operation("/play-verdicts", "validatePlayBatch", "validatePlay",
                 schemas.PlayRequestSchema, play_routes.PlayVerdictSchema,
                 play_routes.validate_one_play, play_routes.PLAY_EXAMPLE, "PlayVerdictsBatch",
                 Work(10, 4))
_batch_operation("/trick-results", "resolveTrickBatch", "resolveTrick",
                 schemas.TrickRequestSchema, play_routes.TrickResultSchema,
                 play_routes.resolve_one_trick, play_routes.TRICK_EXAMPLE, "TrickResultsBatch",
                 Work(10, 3))
_batch_operation("/declarations", "listDeclarationsBatch", "listDeclarations",
                 gs.DeclarationContextSchema, gs.DeclarationsSchema,
                 game_routes.list_declarations, game_routes.CONTEXT_EXAMPLE,
                 "DeclarationsBatch", Work(30, 5))
_batch_operation("/hand-adjudications", "adjudicateHandBatch", "adjudicateHand",
                 gs.HandRecordSchema, gs.AdjudicationSchema, game_routes.adjudicate_one,
                 game_routes.RECORD_EXAMPLE, "AdjudicationsBatch", Work(60, 4))
# An analysis costs its max_nodes more than its lists: a unit for each 125 positions, so that
# the items of a batch expand 250,000 positions at most together (about one analysis at its
# largest, 200,000); a review's max_nodes is shared by all its analyses.
_batch_operation("/analyses", "analyzePositionBatch", "analyzePosition",
                 analysis_routes.AnalysisRequestSchema, analysis_routes.AnalysisSchema,
                 analysis_routes.analyze_one, analysis_routes.ANALYSIS_EXAMPLE,
                 "AnalysesBatch", Work(10, 1, 125, DEFAULT_MAX_NODES))
_batch_operation("/hand-reviews", "reviewHandBatch", "reviewHand",
                 analysis_routes.ReviewRequestSchema, analysis_routes.ReviewSchema,
                 analysis_routes.review_one, analysis_routes.REVIEW_EXAMPLE,
                 "HandReviewsBatch", Work(10, 1, 125, DEFAULT_REVIEW_NODES))
_batch_operation("/suggestions", "suggestActionBatch", "suggestAction",
                 sr.SuggestionRequestSchema, sr.SuggestionSchema, sr.suggest_one,
                 sr.BASIC_EXAMPLE, "SuggestionsBatch", Work(150, 4, alone=sr.asks_for_search))
