from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_kind import DeclarationKind
from ..models.suit import Suit
from ..models.tute_rank import TuteRank
from ..types import UNSET, Unset

T = TypeVar("T", bound="Declaration")


@_attrs_define
class Declaration:
    """
    Attributes:
        kind (DeclarationKind): marriage (20, or 40 in trumps), tute, the swap of the 7 (or 2) of trumps for the turn-
            up, capote (announced: Habanero) or plate (going to the plate: payout fournier_plate).
        seat (int | Unset): Who declares. Required in a list of declarations made; in a question, the question's seat
            (given, it must be that one).
        suit (None | Suit | Unset): marriage: its suit.
        rank (None | TuteRank | Unset): tute: 12 kings, 11 knights, 10 sotas.
        card (None | str | Unset): swap: the 7 or 2 of trumps given (the 7 when absent in a question). Example: 12B.
        after_trick (int | None | Unset): Tricks completed when it was made (one marriage per won trick); in a question,
            given, the question's tricks_played.
        points (int | None | Unset): The points it scores (20 or 40 a marriage, 0 the others). Answers give it; a
            request may send it back, and it must be right (POINTS_MISMATCH).
    """

    kind: DeclarationKind
    seat: int | Unset = UNSET
    suit: None | Suit | Unset = UNSET
    rank: None | TuteRank | Unset = UNSET
    card: None | str | Unset = UNSET
    after_trick: int | None | Unset = UNSET
    points: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

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

        after_trick: int | None | Unset
        if isinstance(self.after_trick, Unset):
            after_trick = UNSET
        else:
            after_trick = self.after_trick

        points: int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        else:
            points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if suit is not UNSET:
            field_dict["suit"] = suit
        if rank is not UNSET:
            field_dict["rank"] = rank
        if card is not UNSET:
            field_dict["card"] = card
        if after_trick is not UNSET:
            field_dict["after_trick"] = after_trick
        if points is not UNSET:
            field_dict["points"] = points

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = DeclarationKind(d.pop("kind"))

        seat = d.pop("seat", UNSET)

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

        def _parse_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))

        declaration = cls(
            kind=kind,
            seat=seat,
            suit=suit,
            rank=rank,
            card=card,
            after_trick=after_trick,
            points=points,
        )

        return declaration
