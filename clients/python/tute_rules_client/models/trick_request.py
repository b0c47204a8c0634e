from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.overrides import Overrides
    from ..models.trick_card import TrickCard


T = TypeVar("T", bound="TrickRequest")


@_attrs_define
class TrickRequest:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        trump (None | Suit): Trump suit letter; null while no trump is fixed (cabrón).
        trick (list[TrickCard]): The complete trick, one card a seat, in playing order.
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
    """

    ruleset: str
    trump: None | Suit
    trick: list[TrickCard]
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        trump: None | str
        if isinstance(self.trump, Suit):
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

        ruleset_version = self.ruleset_version

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
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.overrides import Overrides  # noqa: PLC0415
        from ..models.trick_card import TrickCard  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        def _parse_trump(data: object) -> None | Suit:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_1 = Suit(data)

                return trump_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit, data)

        trump = _parse_trump(d.pop("trump"))

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = TrickCard.from_dict(trick_item_data)

            trick.append(trick_item)

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        trick_request = cls(
            ruleset=ruleset,
            trump=trump,
            trick=trick,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
        )

        return trick_request
