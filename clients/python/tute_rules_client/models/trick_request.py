from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.trick_request_trump_type_1 import TrickRequestTrumpType1
from ..models.trick_request_trump_type_2_type_1 import TrickRequestTrumpType2Type1
from ..models.trick_request_trump_type_3_type_1 import TrickRequestTrumpType3Type1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.trick_card import TrickCard
    from ..models.trick_request_overrides import TrickRequestOverrides


T = TypeVar("T", bound="TrickRequest")


@_attrs_define
class TrickRequest:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        trump (None | TrickRequestTrumpType1 | TrickRequestTrumpType2Type1 | TrickRequestTrumpType3Type1): Trump suit
            letter; null while no trump is fixed (cabrón).
        trick (list[TrickCard]): The complete trick, one card a seat, in playing order.
        overrides (TrickRequestOverrides | Unset): Switch name -> value, applied on top of the ruleset (GET
            /v1/rulesets/{ruleset_id} lists every switch).
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
    """

    ruleset: str
    trump: None | TrickRequestTrumpType1 | TrickRequestTrumpType2Type1 | TrickRequestTrumpType3Type1
    trick: list[TrickCard]
    overrides: TrickRequestOverrides | Unset = UNSET
    players: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        trump: None | str
        if isinstance(self.trump, TrickRequestTrumpType1):
            trump = self.trump.value
        elif isinstance(self.trump, TrickRequestTrumpType2Type1):
            trump = self.trump.value
        elif isinstance(self.trump, TrickRequestTrumpType3Type1):
            trump = self.trump.value
        else:
            trump = self.trump

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "trump": trump,
                "trick": trick,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trick_card import TrickCard  # noqa: PLC0415
        from ..models.trick_request_overrides import TrickRequestOverrides  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        def _parse_trump(
            data: object,
        ) -> None | TrickRequestTrumpType1 | TrickRequestTrumpType2Type1 | TrickRequestTrumpType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_1 = TrickRequestTrumpType1(data)

                return trump_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_2_type_1 = TrickRequestTrumpType2Type1(data)

                return trump_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_3_type_1 = TrickRequestTrumpType3Type1(data)

                return trump_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrickRequestTrumpType1 | TrickRequestTrumpType2Type1 | TrickRequestTrumpType3Type1, data)

        trump = _parse_trump(d.pop("trump"))

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = TrickCard.from_dict(trick_item_data)

            trick.append(trick_item)

        _overrides = d.pop("overrides", UNSET)
        overrides: TrickRequestOverrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = TrickRequestOverrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        trick_request = cls(
            ruleset=ruleset,
            trump=trump,
            trick=trick,
            overrides=overrides,
            players=players,
        )

        return trick_request
