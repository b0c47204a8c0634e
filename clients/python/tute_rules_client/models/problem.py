from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.message_params import MessageParams
    from ..models.problem_item import ProblemItem


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str): The problem's type URI (RFC 9457): `urn:tute-rules:problem:` and the type's slug, each documented
            in docs/errors.md (Problem types), or `about:blank` for an HTTP error with no meaning beyond its status. A name,
            not a link; `code` names the same type. Example: urn:tute-rules:problem:invalid-fields.
        title (str):
        status (int):
        code (ProblemCode): The problem's stable code, one per type.

            - `BODY_TOO_LARGE`: Request body too large
            - `HTTP_ERROR`: HTTP error
            - `IMPOSSIBLE_POSITION`: Impossible position
            - `INTERNAL_ERROR`: Internal server error
            - `INVALID_FIELDS`: Invalid fields
            - `INVALID_INPUT`: Invalid input
            - `INVALID_OVERRIDES`: Invalid overrides
            - `MALFORMED_JSON`: Malformed JSON
            - `METHOD_NOT_ALLOWED`: Method not allowed
            - `NOT_ACCEPTABLE`: Not acceptable
            - `NOT_FOUND`: Not found
            - `NOT_READY`: Not ready
            - `UNKNOWN_RULESET`: Unknown ruleset
            - `UNSUPPORTED_MEDIA_TYPE`: Unsupported media type
        detail (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says which).
            Switch on `code`, not on this text.
        detail_params (MessageParams): The values put into a message, by name, for an app that writes its own text:
            suits as letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A
            code's params have the same names in every language; empty when the message has none.
        detail_template_id (None | str): The stable id of `detail`'s template, as `template_id` is for each of `errors`
            (docs/message-templates.md); null for the few problems gunicorn describes itself. Example: t0123456789.
        instance (str): The request path.
        errors (list[ProblemItem] | Unset):
        omitted_errors (int | Unset): How many problems `errors` leaves out: it lists the first 100. Absent when it
            lists them all.
        known_rulesets (list[str] | Unset): UNKNOWN_RULESET: the known ids.
    """

    type_: str
    title: str
    status: int
    code: ProblemCode
    detail: str
    detail_params: MessageParams
    detail_template_id: None | str
    instance: str
    errors: list[ProblemItem] | Unset = UNSET
    omitted_errors: int | Unset = UNSET
    known_rulesets: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        code = self.code.value

        detail = self.detail

        detail_params = self.detail_params.to_dict()

        detail_template_id: None | str
        detail_template_id = self.detail_template_id

        instance = self.instance

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        omitted_errors = self.omitted_errors

        known_rulesets: list[str] | Unset = UNSET
        if not isinstance(self.known_rulesets, Unset):
            known_rulesets = self.known_rulesets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "code": code,
                "detail": detail,
                "detail_params": detail_params,
                "detail_template_id": detail_template_id,
                "instance": instance,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if omitted_errors is not UNSET:
            field_dict["omitted_errors"] = omitted_errors
        if known_rulesets is not UNSET:
            field_dict["known_rulesets"] = known_rulesets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.message_params import MessageParams  # noqa: PLC0415
        from ..models.problem_item import ProblemItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        code = ProblemCode(d.pop("code"))

        detail = d.pop("detail")

        detail_params = MessageParams.from_dict(d.pop("detail_params"))

        def _parse_detail_template_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail_template_id = _parse_detail_template_id(d.pop("detail_template_id"))

        instance = d.pop("instance")

        _errors = d.pop("errors", UNSET)
        errors: list[ProblemItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ProblemItem.from_dict(errors_item_data)

                errors.append(errors_item)

        omitted_errors = d.pop("omitted_errors", UNSET)

        known_rulesets = cast(list[str], d.pop("known_rulesets", UNSET))

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            code=code,
            detail=detail,
            detail_params=detail_params,
            detail_template_id=detail_template_id,
            instance=instance,
            errors=errors,
            omitted_errors=omitted_errors,
            known_rulesets=known_rulesets,
        )

        return problem
