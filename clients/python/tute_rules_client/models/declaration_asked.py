from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_kind import DeclarationKind
from ..models.suit import Suit
from ..models.tute_rank import TuteRank
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeclarationAsked")


@_attrs_define
class DeclarationAsked:
    """
    Attributes:
        kind (DeclarationKind): marriage (20, or 40 in trumps), tute, the swap of the 7 (or 2) of trumps for the turn-
            up, capote (announced: Habanero) or plate (going to the plate: payout fournier_plate).
        suit (None | Suit | Unset): marriage: its suit.
        rank (None | TuteRank | Unset): tute: 12 kings, 11 knights, 10 sotas.
        card (None | str | Unset): swap: the 7 or 2 of trumps to give (the 7 when absent). Example: 12B.
    """

    kind: DeclarationKind
    suit: None | Suit | Unset = UNSET
    rank: None | TuteRank | Unset = UNSET
    card: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, Suit):
            suit = self.suit.value
        else:
            suit = self.suit

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        elif isinstance(self.rank, TuteRank):
            rank = self.rank.value
        else:
            rank = self.rank

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if suit is not UNSET:
            field_dict["suit"] = suit
        if rank is not UNSET:
            field_dict["rank"] = rank
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = DeclarationKind(d.pop("kind"))

        def _parse_suit(data: object) -> None | Suit | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = Suit(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))

        def _parse_rank(data: object) -> None | TuteRank | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_0 = TuteRank(data)

                return rank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuteRank | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        declaration_asked = cls(
            kind=kind,
            suit=suit,
            rank=rank,
            card=card,
        )

        return declaration_asked
