from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.overrides import Overrides
    from ..models.trick_card import TrickCard


T = TypeVar("T", bound="Position")


@_attrs_define
class Position:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        trump (None | Suit): Trump suit letter; null while no trump is fixed (cabrón).
        seat (int): The seat to play, numbered in playing order.
        hand (list[str]): The acting seat's cards.
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
        trick (list[TrickCard] | Unset): Cards already in the current trick, in playing order.
        stock_size (int | Unset): Stock games: cards not yet drawn, turn-up included; 0 (the default) when exhausted or
            without a stock.
        turn_up (None | str | Unset): Stock games: the face-up trump card while it is still on the table. Example: 12B.
        tricks_played (int | Unset): Optional: the tricks completed before this one. Given, the hand must hold exactly
            what a seat has left then (and the stock what is left of it), else a 422 HAND_SIZE_IMPOSSIBLE (or
            STOCK_SIZE_IMPOSSIBLE).
    """

    ruleset: str
    trump: None | Suit
    seat: int
    hand: list[str]
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET
    trick: list[TrickCard] | Unset = UNSET
    stock_size: int | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    tricks_played: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        trump: None | str
        if isinstance(self.trump, Suit):
            trump = self.trump.value
        else:
            trump = self.trump

        seat = self.seat

        hand = self.hand

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        ruleset_version = self.ruleset_version

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        stock_size = self.stock_size

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        tricks_played = self.tricks_played

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "trump": trump,
                "seat": seat,
                "hand": hand,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version
        if trick is not UNSET:
            field_dict["trick"] = trick
        if stock_size is not UNSET:
            field_dict["stock_size"] = stock_size
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if tricks_played is not UNSET:
            field_dict["tricks_played"] = tricks_played

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.overrides import Overrides  # noqa: PLC0415
        from ..models.trick_card import TrickCard  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

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

        seat = d.pop("seat")

        hand = cast(list[str], d.pop("hand"))

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        _trick = d.pop("trick", UNSET)
        trick: list[TrickCard] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = TrickCard.from_dict(trick_item_data)

                trick.append(trick_item)

        stock_size = d.pop("stock_size", UNSET)

        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))

        tricks_played = d.pop("tricks_played", UNSET)

        position = cls(
            ruleset=ruleset,
            trump=trump,
            seat=seat,
            hand=hand,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
            trick=trick,
            stock_size=stock_size,
            turn_up=turn_up,
            tricks_played=tricks_played,
        )

        return position
