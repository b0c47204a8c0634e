from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.action_kind import ActionKind
from ..models.declare_kind import DeclareKind
from ..models.suit import Suit
from ..models.tute_rank import TuteRank
from ..types import UNSET, Unset

T = TypeVar("T", bound="Action")


@_attrs_define
class Action:
    """
    Attributes:
        seat (int): Who acts.
        kind (ActionKind): What an action of a recorded hand does.
        card (None | str | Unset): play: the card; swap: the 7 or 2 given (the 7 when absent). Example: 12B.
        amount (int | None | Unset): bid: the points.
        suit (None | Suit | Unset): name_trump: the suit; declare marriage: its suit.
        declaration (DeclareKind | None | Unset): declare: marriage, tute or capote.
        rank (None | TuteRank | Unset): declare tute: 12, 11 or 10.
    """

    seat: int
    kind: ActionKind
    card: None | str | Unset = UNSET
    amount: int | None | Unset = UNSET
    suit: None | Suit | Unset = UNSET
    declaration: DeclareKind | None | Unset = UNSET
    rank: None | TuteRank | Unset = UNSET

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
        elif isinstance(self.suit, Suit):
            suit = self.suit.value
        else:
            suit = self.suit

        declaration: None | str | Unset
        if isinstance(self.declaration, Unset):
            declaration = UNSET
        elif isinstance(self.declaration, DeclareKind):
            declaration = self.declaration.value
        else:
            declaration = self.declaration

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        elif isinstance(self.rank, TuteRank):
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

        def _parse_suit(data: object) -> None | Suit | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_1 = Suit(data)

                return suit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        def _parse_declaration(data: object) -> DeclareKind | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                declaration_type_1 = DeclareKind(data)

                return declaration_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeclareKind | None | Unset, data)

        declaration = _parse_declaration(d.pop("declaration", UNSET))

        def _parse_rank(data: object) -> None | TuteRank | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_1 = TuteRank(data)

                return rank_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuteRank | Unset, data)

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
