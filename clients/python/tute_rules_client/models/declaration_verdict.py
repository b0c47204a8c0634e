from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_refusal_code import DeclarationRefusalCode

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.declaration import Declaration
    from ..models.effect import Effect
    from ..models.message_params import MessageParams


T = TypeVar("T", bound="DeclarationVerdict")


@_attrs_define
class DeclarationVerdict:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        legal (bool):
        code (DeclarationRefusalCode | None): Why it is refused; null when legal.
        message (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says
            which). Switch on `code`, not on this text.
        params (MessageParams): The values put into a message, by name, for an app that writes its own text: suits as
            letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A code's
            params have the same names in every language; empty when the message has none.
        template_id (str): The stable id of the message's template (one code may have several): docs/message-
            templates.md lists each, with its params and its text in every language. Example: t0123456789.
        declaration (Declaration):
        effect (Effect | None):
    """

    ruleset: AppliedRuleset
    seat: int
    legal: bool
    code: DeclarationRefusalCode | None
    message: str
    params: MessageParams
    template_id: str
    declaration: Declaration
    effect: Effect | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.effect import Effect  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        seat = self.seat

        legal = self.legal

        code: None | str
        if isinstance(self.code, DeclarationRefusalCode):
            code = self.code.value
        else:
            code = self.code

        message = self.message

        params = self.params.to_dict()

        template_id = self.template_id

        declaration = self.declaration.to_dict()

        effect: dict[str, Any] | None
        if isinstance(self.effect, Effect):
            effect = self.effect.to_dict()
        else:
            effect = self.effect

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "legal": legal,
                "code": code,
                "message": message,
                "params": params,
                "template_id": template_id,
                "declaration": declaration,
                "effect": effect,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.effect import Effect  # noqa: PLC0415
        from ..models.message_params import MessageParams  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        legal = d.pop("legal")

        def _parse_code(data: object) -> DeclarationRefusalCode | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_1 = DeclarationRefusalCode(data)

                return code_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeclarationRefusalCode | None, data)

        code = _parse_code(d.pop("code"))

        message = d.pop("message")

        params = MessageParams.from_dict(d.pop("params"))

        template_id = d.pop("template_id")

        declaration = Declaration.from_dict(d.pop("declaration"))

        def _parse_effect(data: object) -> Effect | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = Effect.from_dict(data)

                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Effect | None, data)

        effect = _parse_effect(d.pop("effect"))

        declaration_verdict = cls(
            ruleset=ruleset,
            seat=seat,
            legal=legal,
            code=code,
            message=message,
            params=params,
            template_id=template_id,
            declaration=declaration,
            effect=effect,
        )

        return declaration_verdict
