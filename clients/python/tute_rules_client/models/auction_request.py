from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid import Bid
    from ..models.overrides import Overrides


T = TypeVar("T", bound="AuctionRequest")


@_attrs_define
class AuctionRequest:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        dealer (int): The dealer; the seat after it bids first.
        bids (list[Bid]): The bids so far, in order (all legal).
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
        next_bid (Bid | Unset):
    """

    ruleset: str
    dealer: int
    bids: list[Bid]
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET
    next_bid: Bid | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        dealer = self.dealer

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        ruleset_version = self.ruleset_version

        next_bid: dict[str, Any] | Unset = UNSET
        if not isinstance(self.next_bid, Unset):
            next_bid = self.next_bid.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "dealer": dealer,
                "bids": bids,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version
        if next_bid is not UNSET:
            field_dict["next_bid"] = next_bid

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid import Bid  # noqa: PLC0415
        from ..models.overrides import Overrides  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        dealer = d.pop("dealer")

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = Bid.from_dict(bids_item_data)

            bids.append(bids_item)

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        _next_bid = d.pop("next_bid", UNSET)
        next_bid: Bid | Unset
        if isinstance(_next_bid, Unset):
            next_bid = UNSET
        else:
            next_bid = Bid.from_dict(_next_bid)

        auction_request = cls(
            ruleset=ruleset,
            dealer=dealer,
            bids=bids,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
            next_bid=next_bid,
        )

        return auction_request
