from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_made_kind import DeclarationMadeKind
from ..models.declaration_made_rank_type_1 import DeclarationMadeRankType1
from ..models.declaration_made_rank_type_2_type_1 import DeclarationMadeRankType2Type1
from ..models.declaration_made_rank_type_3_type_1 import DeclarationMadeRankType3Type1
from ..models.declaration_made_suit_type_1 import DeclarationMadeSuitType1
from ..models.declaration_made_suit_type_2_type_1 import DeclarationMadeSuitType2Type1
from ..models.declaration_made_suit_type_3_type_1 import DeclarationMadeSuitType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeclarationMade")


@_attrs_define
class DeclarationMade:
    """
    Attributes:
        seat (int): Who declared.
        kind (DeclarationMadeKind):
        suit (DeclarationMadeSuitType1 | DeclarationMadeSuitType2Type1 | DeclarationMadeSuitType3Type1 | None | Unset):
            marriage: its suit.
        rank (DeclarationMadeRankType1 | DeclarationMadeRankType2Type1 | DeclarationMadeRankType3Type1 | None | Unset):
            tute: 12 kings, 11 knights, 10 sotas.
        card (None | str | Unset): swap: the 7 or 2 given. Example: 12B.
        after_trick (int | None | Unset): Tricks completed when it was made (one marriage per won trick).
    """

    seat: int
    kind: DeclarationMadeKind
    suit: DeclarationMadeSuitType1 | DeclarationMadeSuitType2Type1 | DeclarationMadeSuitType3Type1 | None | Unset = (
        UNSET
    )
    rank: DeclarationMadeRankType1 | DeclarationMadeRankType2Type1 | DeclarationMadeRankType3Type1 | None | Unset = (
        UNSET
    )
    card: None | str | Unset = UNSET
    after_trick: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, DeclarationMadeSuitType1):
            suit = self.suit.value
        elif isinstance(self.suit, DeclarationMadeSuitType2Type1):
            suit = self.suit.value
        elif isinstance(self.suit, DeclarationMadeSuitType3Type1):
            suit = self.suit.value
        else:
            suit = self.suit

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        elif isinstance(self.rank, DeclarationMadeRankType1):
            rank = self.rank.value
        elif isinstance(self.rank, DeclarationMadeRankType2Type1):
            rank = self.rank.value
        elif isinstance(self.rank, DeclarationMadeRankType3Type1):
            rank = self.rank.value
        else:
            rank = self.rank

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        after_trick: int | None | Unset
        if isinstance(self.after_trick, Unset):
            after_trick = UNSET
        else:
            after_trick = self.after_trick

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
            }
        )
        if suit is not UNSET:
            field_dict["suit"] = suit
        if rank is not UNSET:
            field_dict["rank"] = rank
        if card is not UNSET:
            field_dict["card"] = card
        if after_trick is not UNSET:
            field_dict["after_trick"] = after_trick

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = DeclarationMadeKind(d.pop("kind"))

        def _parse_suit(
            data: object,
        ) -> DeclarationMadeSuitType1 | DeclarationMadeSuitType2Type1 | DeclarationMadeSuitType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_1 = DeclarationMadeSuitType1(data)

                return suit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_2_type_1 = DeclarationMadeSuitType2Type1(data)

                return suit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_3_type_1 = DeclarationMadeSuitType3Type1(data)

                return suit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DeclarationMadeSuitType1 | DeclarationMadeSuitType2Type1 | DeclarationMadeSuitType3Type1 | None | Unset,
                data,
            )

        suit = _parse_suit(d.pop("suit", UNSET))

        def _parse_rank(
            data: object,
        ) -> DeclarationMadeRankType1 | DeclarationMadeRankType2Type1 | DeclarationMadeRankType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_1 = DeclarationMadeRankType1(data)

                return rank_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_2_type_1 = DeclarationMadeRankType2Type1(data)

                return rank_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_3_type_1 = DeclarationMadeRankType3Type1(data)

                return rank_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DeclarationMadeRankType1 | DeclarationMadeRankType2Type1 | DeclarationMadeRankType3Type1 | None | Unset,
                data,
            )

        rank = _parse_rank(d.pop("rank", UNSET))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_after_trick(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        after_trick = _parse_after_trick(d.pop("after_trick", UNSET))

        declaration_made = cls(
            seat=seat,
            kind=kind,
            suit=suit,
            rank=rank,
            card=card,
            after_trick=after_trick,
        )

        return declaration_made
