from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="SeatKnowledge")


@_attrs_define
class SeatKnowledge:
    """
    Attributes:
        dealer (int): The dealer.
        hand (list[str]): The cards dealt to the seat, in the order received.
        drawn (list[str] | Unset): Every card the seat drew from the stock, in order (the turn-up too, when it drew it
            last). Default none.
        turn_up (None | str | Unset): The card that shows trumps (the stock's last card, the dealer's last card, or the
            card of nobody); absent in games that show none. Example: 12B.
        actions (list[Action] | Unset): The public actions, in order: another seat's hidden 20 without its suit.
        carried (list[int] | None | Unset): In the vueltas: each side's total carried from the first deal.
    """

    dealer: int
    hand: list[str]
    drawn: list[str] | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    actions: list[Action] | Unset = UNSET
    carried: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        hand = self.hand

        drawn: list[str] | Unset = UNSET
        if not isinstance(self.drawn, Unset):
            drawn = self.drawn

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)

        carried: list[int] | None | Unset
        if isinstance(self.carried, Unset):
            carried = UNSET
        elif isinstance(self.carried, list):
            carried = self.carried

        else:
            carried = self.carried

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "hand": hand,
            }
        )
        if drawn is not UNSET:
            field_dict["drawn"] = drawn
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if actions is not UNSET:
            field_dict["actions"] = actions
        if carried is not UNSET:
            field_dict["carried"] = carried

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        hand = cast(list[str], d.pop("hand"))

        drawn = cast(list[str], d.pop("drawn", UNSET))

        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))

        _actions = d.pop("actions", UNSET)
        actions: list[Action] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = Action.from_dict(actions_item_data)

                actions.append(actions_item)

        def _parse_carried(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                carried_type_0 = cast(list[int], data)

                return carried_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        carried = _parse_carried(d.pop("carried", UNSET))

        seat_knowledge = cls(
            dealer=dealer,
            hand=hand,
            drawn=drawn,
            turn_up=turn_up,
            actions=actions,
            carried=carried,
        )

        return seat_knowledge
