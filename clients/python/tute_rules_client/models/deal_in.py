from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DealIn")


@_attrs_define
class DealIn:
    """
    Attributes:
        seed (int | Unset): Deal from this seed (as POST /v1/deals).
        dealer (int | Unset): The dealer (default 0 with a seed; required with explicit cards).
        hands (list[list[str]] | Unset): Explicit deal: each seat's hand.
        stock (list[str] | Unset): Explicit deal: the stock in draw order, turn-up last.
        turn_up (None | str | Unset): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas,
            B bastos). Example: 12B.
        unowned (list[str] | Unset):
    """

    seed: int | Unset = UNSET
    dealer: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    stock: list[str] | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    unowned: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        dealer = self.dealer

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        unowned: list[str] | Unset = UNSET
        if not isinstance(self.unowned, Unset):
            unowned = self.unowned

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if hands is not UNSET:
            field_dict["hands"] = hands
        if stock is not UNSET:
            field_dict["stock"] = stock
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if unowned is not UNSET:
            field_dict["unowned"] = unowned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed", UNSET)

        dealer = d.pop("dealer", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        stock = cast(list[str], d.pop("stock", UNSET))

        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))

        unowned = cast(list[str], d.pop("unowned", UNSET))

        deal_in = cls(
            seed=seed,
            dealer=dealer,
            hands=hands,
            stock=stock,
            turn_up=turn_up,
            unowned=unowned,
        )

        return deal_in
