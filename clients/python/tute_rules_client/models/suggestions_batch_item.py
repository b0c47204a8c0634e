from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem import Problem
    from ..models.suggestion import Suggestion


T = TypeVar("T", bound="SuggestionsBatchItem")


@_attrs_define
class SuggestionsBatchItem:
    """
    Attributes:
        status (int): 200: `result` holds the answer; otherwise `problem` says why the item was refused (its status as
            the single operation would answer).
        result (Suggestion | Unset):
        problem (Problem | Unset):
    """

    status: int
    result: Suggestion | Unset = UNSET
    problem: Problem | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        problem: dict[str, Any] | Unset = UNSET
        if not isinstance(self.problem, Unset):
            problem = self.problem.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result
        if problem is not UNSET:
            field_dict["problem"] = problem

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem import Problem  # noqa: PLC0415
        from ..models.suggestion import Suggestion  # noqa: PLC0415

        d = dict(src_dict)
        status = d.pop("status")

        _result = d.pop("result", UNSET)
        result: Suggestion | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = Suggestion.from_dict(_result)

        _problem = d.pop("problem", UNSET)
        problem: Problem | Unset
        if isinstance(_problem, Unset):
            problem = UNSET
        else:
            problem = Problem.from_dict(_problem)

        suggestions_batch_item = cls(
            status=status,
            result=result,
            problem=problem,
        )

        return suggestions_batch_item
