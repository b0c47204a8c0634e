from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.action_declaration_type_1 import ActionDeclarationType1
from ..models.action_declaration_type_2_type_1 import ActionDeclarationType2Type1
from ..models.action_declaration_type_3_type_1 import ActionDeclarationType3Type1
from ..models.action_kind import ActionKind
from ..models.action_rank_type_1 import ActionRankType1
from ..models.action_rank_type_2_type_1 import ActionRankType2Type1
from ..models.action_rank_type_3_type_1 import ActionRankType3Type1
from ..models.action_suit_type_1 import ActionSuitType1
from ..models.action_suit_type_2_type_1 import ActionSuitType2Type1
from ..models.action_suit_type_3_type_1 import ActionSuitType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="Action")


@_attrs_define
class Action:
    """
    Attributes:
        seat (int): Who acts.
        kind (ActionKind):
        card (None | str | Unset): play: the card; swap: the 7 or 2 given (the 7 when absent). Example: 12B.
        amount (int | None | Unset): bid: the points.
        suit (ActionSuitType1 | ActionSuitType2Type1 | ActionSuitType3Type1 | None | Unset): name_trump: the suit;
            declare marriage: its suit.
        declaration (ActionDeclarationType1 | ActionDeclarationType2Type1 | ActionDeclarationType3Type1 | None | Unset):
            declare: marriage or tute.
        rank (ActionRankType1 | ActionRankType2Type1 | ActionRankType3Type1 | None | Unset): declare tute: 12, 11 or 10.
    """

    seat: int
    kind: ActionKind
    card: None | str | Unset = UNSET
    amount: int | None | Unset = UNSET
    suit: ActionSuitType1 | ActionSuitType2Type1 | ActionSuitType3Type1 | None | Unset = UNSET
    declaration: ActionDeclarationType1 | ActionDeclarationType2Type1 | ActionDeclarationType3Type1 | None | Unset = (
        UNSET
    )
    rank: ActionRankType1 | ActionRankType2Type1 | ActionRankType3Type1 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        amount: int | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, ActionSuitType1):
            suit = self.suit.value
        elif isinstance(self.suit, ActionSuitType2Type1):
            suit = self.suit.value
        elif isinstance(self.suit, ActionSuitType3Type1):
            suit = self.suit.value
        else:
            suit = self.suit

        declaration: None | str | Unset
        if isinstance(self.declaration, Unset):
            declaration = UNSET
        elif isinstance(self.declaration, ActionDeclarationType1):
            declaration = self.declaration.value
        elif isinstance(self.declaration, ActionDeclarationType2Type1):
            declaration = self.declaration.value
        elif isinstance(self.declaration, ActionDeclarationType3Type1):
            declaration = self.declaration.value
        else:
            declaration = self.declaration

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        elif isinstance(self.rank, ActionRankType1):
            rank = self.rank.value
        elif isinstance(self.rank, ActionRankType2Type1):
            rank = self.rank.value
        elif isinstance(self.rank, ActionRankType3Type1):
            rank = self.rank.value
        else:
            rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if amount is not UNSET:
            field_dict["amount"] = amount
        if suit is not UNSET:
            field_dict["suit"] = suit
        if declaration is not UNSET:
            field_dict["declaration"] = declaration
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = ActionKind(d.pop("kind"))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))

        def _parse_suit(data: object) -> ActionSuitType1 | ActionSuitType2Type1 | ActionSuitType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_1 = ActionSuitType1(data)

                return suit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_2_type_1 = ActionSuitType2Type1(data)

                return suit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_3_type_1 = ActionSuitType3Type1(data)

                return suit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActionSuitType1 | ActionSuitType2Type1 | ActionSuitType3Type1 | None | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        def _parse_declaration(
            data: object,
        ) -> ActionDeclarationType1 | ActionDeclarationType2Type1 | ActionDeclarationType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declaration_type_1 = ActionDeclarationType1(data)

                return declaration_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declaration_type_2_type_1 = ActionDeclarationType2Type1(data)

                return declaration_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declaration_type_3_type_1 = ActionDeclarationType3Type1(data)

                return declaration_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ActionDeclarationType1 | ActionDeclarationType2Type1 | ActionDeclarationType3Type1 | None | Unset, data
            )

        declaration = _parse_declaration(d.pop("declaration", UNSET))

        def _parse_rank(data: object) -> ActionRankType1 | ActionRankType2Type1 | ActionRankType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_1 = ActionRankType1(data)

                return rank_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_2_type_1 = ActionRankType2Type1(data)

                return rank_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_3_type_1 = ActionRankType3Type1(data)

                return rank_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActionRankType1 | ActionRankType2Type1 | ActionRankType3Type1 | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        action = cls(
            seat=seat,
            kind=kind,
            card=card,
            amount=amount,
            suit=suit,
            declaration=declaration,
            rank=rank,
        )

        return action
