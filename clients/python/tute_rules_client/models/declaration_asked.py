from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_asked_kind import DeclarationAskedKind
from ..models.declaration_asked_rank_type_1 import DeclarationAskedRankType1
from ..models.declaration_asked_rank_type_2_type_1 import DeclarationAskedRankType2Type1
from ..models.declaration_asked_rank_type_3_type_1 import DeclarationAskedRankType3Type1
from ..models.declaration_asked_suit_type_1 import DeclarationAskedSuitType1
from ..models.declaration_asked_suit_type_2_type_1 import DeclarationAskedSuitType2Type1
from ..models.declaration_asked_suit_type_3_type_1 import DeclarationAskedSuitType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeclarationAsked")


@_attrs_define
class DeclarationAsked:
    """
    Attributes:
        kind (DeclarationAskedKind):
        suit (DeclarationAskedSuitType1 | DeclarationAskedSuitType2Type1 | DeclarationAskedSuitType3Type1 | None |
            Unset): marriage: its suit.
        rank (DeclarationAskedRankType1 | DeclarationAskedRankType2Type1 | DeclarationAskedRankType3Type1 | None |
            Unset): tute: 12 kings, 11 knights, 10 sotas.
        card (None | str | Unset): swap: the 7 or 2 of trumps to give (the 7 when absent). Example: 12B.
    """

    kind: DeclarationAskedKind
    suit: DeclarationAskedSuitType1 | DeclarationAskedSuitType2Type1 | DeclarationAskedSuitType3Type1 | None | Unset = (
        UNSET
    )
    rank: DeclarationAskedRankType1 | DeclarationAskedRankType2Type1 | DeclarationAskedRankType3Type1 | None | Unset = (
        UNSET
    )
    card: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, DeclarationAskedSuitType1):
            suit = self.suit.value
        elif isinstance(self.suit, DeclarationAskedSuitType2Type1):
            suit = self.suit.value
        elif isinstance(self.suit, DeclarationAskedSuitType3Type1):
            suit = self.suit.value
        else:
            suit = self.suit

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        elif isinstance(self.rank, DeclarationAskedRankType1):
            rank = self.rank.value
        elif isinstance(self.rank, DeclarationAskedRankType2Type1):
            rank = self.rank.value
        elif isinstance(self.rank, DeclarationAskedRankType3Type1):
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
        kind = DeclarationAskedKind(d.pop("kind"))

        def _parse_suit(
            data: object,
        ) -> DeclarationAskedSuitType1 | DeclarationAskedSuitType2Type1 | DeclarationAskedSuitType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_1 = DeclarationAskedSuitType1(data)

                return suit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_2_type_1 = DeclarationAskedSuitType2Type1(data)

                return suit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_3_type_1 = DeclarationAskedSuitType3Type1(data)

                return suit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DeclarationAskedSuitType1
                | DeclarationAskedSuitType2Type1
                | DeclarationAskedSuitType3Type1
                | None
                | Unset,
                data,
            )

        suit = _parse_suit(d.pop("suit", UNSET))

        def _parse_rank(
            data: object,
        ) -> DeclarationAskedRankType1 | DeclarationAskedRankType2Type1 | DeclarationAskedRankType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_1 = DeclarationAskedRankType1(data)

                return rank_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_2_type_1 = DeclarationAskedRankType2Type1(data)

                return rank_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_3_type_1 = DeclarationAskedRankType3Type1(data)

                return rank_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DeclarationAskedRankType1
                | DeclarationAskedRankType2Type1
                | DeclarationAskedRankType3Type1
                | None
                | Unset,
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

        declaration_asked = cls(
            kind=kind,
            suit=suit,
            rank=rank,
            card=card,
        )

        return declaration_asked
