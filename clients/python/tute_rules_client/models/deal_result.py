from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset


T = TypeVar("T", bound="DealResult")


@_attrs_define
class DealResult:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seed (int | None):
        dealer (int):
        first_to_act (int): The mano.
        hands (list[list[str]]): Each seat's hand, in the order dealt.
        stock (list[str]): Stock games: the stock in draw order; its last card is the turn-up.
        turn_up (None | str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B
            bastos). Example: 12B.
        unowned (list[str]):
        trump (None | Suit):
    """

    ruleset: AppliedRuleset
    seed: int | None
    dealer: int
    first_to_act: int
    hands: list[list[str]]
    stock: list[str]
    turn_up: None | str
    unowned: list[str]
    trump: None | Suit

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seed: int | None
        seed = self.seed

        dealer = self.dealer

        first_to_act = self.first_to_act

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        stock = self.stock

        turn_up: None | str
        turn_up = self.turn_up

        unowned = self.unowned

        trump: None | str
        if isinstance(self.trump, Suit):
            trump = self.trump.value
        else:
            trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seed": seed,
                "dealer": dealer,
                "first_to_act": first_to_act,
                "hands": hands,
                "stock": stock,
                "turn_up": turn_up,
                "unowned": unowned,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        dealer = d.pop("dealer")

        first_to_act = d.pop("first_to_act")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        stock = cast(list[str], d.pop("stock"))

        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))

        unowned = cast(list[str], d.pop("unowned"))

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

        deal_result = cls(
            ruleset=ruleset,
            seed=seed,
            dealer=dealer,
            first_to_act=first_to_act,
            hands=hands,
            stock=stock,
            turn_up=turn_up,
            unowned=unowned,
            trump=trump,
        )

        return deal_result
