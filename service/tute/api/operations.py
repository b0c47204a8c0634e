"""Operations as a table: each row is one JSON POST operation answered by an engine call.

A row names its route, operationId, the handler that does the work (``handler(body, counted)``:
the loaded body and the evaluation it counts into, returning the engine's answer that the answer
schema serializes, as the batch routes call it too), the body and answer schemas, the request
example, and the texts of the contract. :meth:`Operation.register` makes the view (the handler
inside ``ec.Evaluation(operation_id)``), computes the answer example with the handler itself
(never counted; dumped by the answer schema, as the view's answer is), and applies the
decorator stack once (:func:`tute.api.smorest.operation`).

A new operation is one more row::

    Operation(blp, "/hand-reviews", "reviewHand", review_one, HandReviewRequestSchema,
              REVIEW_EXAMPLE, HandReviewSchema, "The review.",
              summary="Review a whole hand", description="...").register()
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from marshmallow import Schema

from tute.api import engine_calls as ec
from tute.api.smorest import TuteBlueprint, operation

#: what an engine call does with a loaded body (also what a batch item runs)
Handler = Callable[[dict[str, Any], ec.Evaluation], dict[str, Any]]

#: the problems any operation that reads a JSON body may answer
BODY_PROBLEMS = ("MalformedJson", "NotAcceptable", "BodyTooLarge", "UnsupportedMediaType",
                 "InvalidRequest", "InternalError")


@dataclass(frozen=True)
class Operation:
    blp: TuteBlueprint
    rule: str
    operation_id: str
    handler: Handler
    body: type[Schema]
    example: dict[str, Any]
    answer: type[Schema]
    answer_description: str
    summary: str
    description: str
    problems: tuple[str, ...] = BODY_PROBLEMS

    def register(self) -> Callable[[dict[str, Any]], dict[str, Any]]:
        """Add the operation to its blueprint; the view."""
        handler, operation_id = self.handler, self.operation_id

        def view(body: dict[str, Any]) -> dict[str, Any]:
            with ec.Evaluation(operation_id) as counted:
                return handler(body, counted)

        view.__name__ = view.__qualname__ = operation_id
        decorate = operation(
            self.blp, self.rule, operation_id=operation_id, summary=self.summary,
            description=self.description, body=self.body, example=self.example,
            answer=self.answer,
            answer_example=self.answer().dump(handler(self.example, ec.Evaluation("example"))),
            answer_description=self.answer_description, problems=self.problems)
        return decorate(view)
