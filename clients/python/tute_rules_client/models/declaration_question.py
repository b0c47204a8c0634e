from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.stage import Stage
from ..models.suit import Suit
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.declaration import Declaration
    from ..models.overrides import Overrides


T = TypeVar("T", bound="DeclarationQuestion")


@_attrs_define
class DeclarationQuestion:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        trump (None | Suit): Trump suit letter; null while no trump is fixed.
        dealer (int): The dealer's seat.
        seat (int): The seat that would declare.
        hand (list[str]): That seat's cards.
        declaration (Declaration):
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
        last_trick_winner (int | None | Unset): Who took the trick that just ended (null before the first trick).
        tricks_played (int | Unset): Tricks completed so far (default 0).
        stage (Stage | Unset): before_draw: the trick just ended, its draw is still to come; before_lead: the next lead
            is awaited; in_trick: a card has been led.
        stock_size (int | Unset): Cards not yet drawn, turn-up included (default 0).
        turn_up (None | str | Unset): The face-up trump card while it is on the table. Example: 12B.
        declarations (list[Declaration] | Unset): Declarations already made this hand.
        declarer (int | None | Unset): Auction games: the auction winner (under marriage_sides declarer_only only its
            side sings); null or absent elsewhere.
        trick_winners (list[int] | None | Unset): The seat that took each trick so far, in order (last_trick_winner
            last). Needed under marriage_window first_final_trick once the stock is gone.
    """

    ruleset: str
    trump: None | Suit
    dealer: int
    seat: int
    hand: list[str]
    declaration: Declaration
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET
    last_trick_winner: int | None | Unset = UNSET
    tricks_played: int | Unset = UNSET
    stage: Stage | Unset = UNSET
    stock_size: int | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    declarations: list[Declaration] | Unset = UNSET
    declarer: int | None | Unset = UNSET
    trick_winners: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        trump: None | str
        if isinstance(self.trump, Suit):
            trump = self.trump.value
        else:
            trump = self.trump

        dealer = self.dealer

        seat = self.seat

        hand = self.hand

        declaration = self.declaration.to_dict()

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        ruleset_version = self.ruleset_version

        last_trick_winner: int | None | Unset
        if isinstance(self.last_trick_winner, Unset):
            last_trick_winner = UNSET
        else:
            last_trick_winner = self.last_trick_winner

        tricks_played = self.tricks_played

        stage: str | Unset = UNSET
        if not isinstance(self.stage, Unset):
            stage = self.stage.value

        stock_size = self.stock_size

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        declarations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.declarations, Unset):
            declarations = []
            for declarations_item_data in self.declarations:
                declarations_item = declarations_item_data.to_dict()
                declarations.append(declarations_item)

        declarer: int | None | Unset
        if isinstance(self.declarer, Unset):
            declarer = UNSET
        else:
            declarer = self.declarer

        trick_winners: list[int] | None | Unset
        if isinstance(self.trick_winners, Unset):
            trick_winners = UNSET
        elif isinstance(self.trick_winners, list):
            trick_winners = self.trick_winners

        else:
            trick_winners = self.trick_winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "trump": trump,
                "dealer": dealer,
                "seat": seat,
                "hand": hand,
                "declaration": declaration,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version
        if last_trick_winner is not UNSET:
            field_dict["last_trick_winner"] = last_trick_winner
        if tricks_played is not UNSET:
            field_dict["tricks_played"] = tricks_played
        if stage is not UNSET:
            field_dict["stage"] = stage
        if stock_size is not UNSET:
            field_dict["stock_size"] = stock_size
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if declarations is not UNSET:
            field_dict["declarations"] = declarations
        if declarer is not UNSET:
            field_dict["declarer"] = declarer
        if trick_winners is not UNSET:
            field_dict["trick_winners"] = trick_winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.overrides import Overrides  # noqa: PLC0415

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

        dealer = d.pop("dealer")

        seat = d.pop("seat")

        hand = cast(list[str], d.pop("hand"))

        declaration = Declaration.from_dict(d.pop("declaration"))

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        def _parse_last_trick_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_trick_winner = _parse_last_trick_winner(d.pop("last_trick_winner", UNSET))

        tricks_played = d.pop("tricks_played", UNSET)

        _stage = d.pop("stage", UNSET)
        stage: Stage | Unset
        if isinstance(_stage, Unset):
            stage = UNSET
        else:
            stage = Stage(_stage)

        stock_size = d.pop("stock_size", UNSET)

        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))

        _declarations = d.pop("declarations", UNSET)
        declarations: list[Declaration] | Unset = UNSET
        if _declarations is not UNSET:
            declarations = []
            for declarations_item_data in _declarations:
                declarations_item = Declaration.from_dict(declarations_item_data)

                declarations.append(declarations_item)

        def _parse_declarer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        declarer = _parse_declarer(d.pop("declarer", UNSET))

        def _parse_trick_winners(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                trick_winners_type_0 = cast(list[int], data)

                return trick_winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        trick_winners = _parse_trick_winners(d.pop("trick_winners", UNSET))

        declaration_question = cls(
            ruleset=ruleset,
            trump=trump,
            dealer=dealer,
            seat=seat,
            hand=hand,
            declaration=declaration,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
            last_trick_winner=last_trick_winner,
            tricks_played=tricks_played,
            stage=stage,
            stock_size=stock_size,
            turn_up=turn_up,
            declarations=declarations,
            declarer=declarer,
            trick_winners=trick_winners,
        )

        return declaration_question
