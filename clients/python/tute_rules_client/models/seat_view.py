from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hand_phase import HandPhase
from ..models.stage import Stage
from ..models.suit import Suit

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.bid import Bid
    from ..models.captured import Captured
    from ..models.contract import Contract
    from ..models.declaration import Declaration
    from ..models.trick_card import TrickCard


T = TypeVar("T", bound="SeatView")


@_attrs_define
class SeatView:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        phase (HandPhase): auction: bids are made; naming: the auction winner names trumps; play: cards are played;
            over: the hand has ended.
        stage (Stage): before_draw: the trick just ended, its draw is still to come; before_lead: the next lead is
            awaited; in_trick: a card has been led.
        to_act (int | None):
        hand (list[str]):
        hand_sizes (list[int]):
        trump (None | Suit):
        turn_up (None | str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B
            bastos). Example: 12B.
        stock_size (int):
        trick (list[TrickCard]):
        last_trick_winner (int | None):
        tricks_played (int):
        declarations (list[Declaration]):
        captured (list[Captured]):
        bids (list[Bid]):
        contract (Contract | None):
        deal_number (int): 1, or 2 in the vueltas.
        carried_totals (list[int]): The vueltas: each side's total carried over from the first deal (empty in a first
            deal).
    """

    ruleset: AppliedRuleset
    seat: int
    phase: HandPhase
    stage: Stage
    to_act: int | None
    hand: list[str]
    hand_sizes: list[int]
    trump: None | Suit
    turn_up: None | str
    stock_size: int
    trick: list[TrickCard]
    last_trick_winner: int | None
    tricks_played: int
    declarations: list[Declaration]
    captured: list[Captured]
    bids: list[Bid]
    contract: Contract | None
    deal_number: int
    carried_totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        seat = self.seat

        phase = self.phase.value

        stage = self.stage.value

        to_act: int | None
        to_act = self.to_act

        hand = self.hand

        hand_sizes = self.hand_sizes

        trump: None | str
        if isinstance(self.trump, Suit):
            trump = self.trump.value
        else:
            trump = self.trump

        turn_up: None | str
        turn_up = self.turn_up

        stock_size = self.stock_size

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

        last_trick_winner: int | None
        last_trick_winner = self.last_trick_winner

        tricks_played = self.tricks_played

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)

        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data.to_dict()
            captured.append(captured_item)

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        contract: dict[str, Any] | None
        if isinstance(self.contract, Contract):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        deal_number = self.deal_number

        carried_totals = self.carried_totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "phase": phase,
                "stage": stage,
                "to_act": to_act,
                "hand": hand,
                "hand_sizes": hand_sizes,
                "trump": trump,
                "turn_up": turn_up,
                "stock_size": stock_size,
                "trick": trick,
                "last_trick_winner": last_trick_winner,
                "tricks_played": tricks_played,
                "declarations": declarations,
                "captured": captured,
                "bids": bids,
                "contract": contract,
                "deal_number": deal_number,
                "carried_totals": carried_totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.bid import Bid  # noqa: PLC0415
        from ..models.captured import Captured  # noqa: PLC0415
        from ..models.contract import Contract  # noqa: PLC0415
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.trick_card import TrickCard  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        phase = HandPhase(d.pop("phase"))

        stage = Stage(d.pop("stage"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        hand = cast(list[str], d.pop("hand"))

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

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

        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))

        stock_size = d.pop("stock_size")

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = TrickCard.from_dict(trick_item_data)

            trick.append(trick_item)

        def _parse_last_trick_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_trick_winner = _parse_last_trick_winner(d.pop("last_trick_winner"))

        tricks_played = d.pop("tricks_played")

        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = Declaration.from_dict(declarations_item_data)

            declarations.append(declarations_item)

        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = Captured.from_dict(captured_item_data)

            captured.append(captured_item)

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = Bid.from_dict(bids_item_data)

            bids.append(bids_item)

        def _parse_contract(data: object) -> Contract | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contract_type_0 = Contract.from_dict(data)

                return contract_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Contract | None, data)

        contract = _parse_contract(d.pop("contract"))

        deal_number = d.pop("deal_number")

        carried_totals = cast(list[int], d.pop("carried_totals"))

        seat_view = cls(
            ruleset=ruleset,
            seat=seat,
            phase=phase,
            stage=stage,
            to_act=to_act,
            hand=hand,
            hand_sizes=hand_sizes,
            trump=trump,
            turn_up=turn_up,
            stock_size=stock_size,
            trick=trick,
            last_trick_winner=last_trick_winner,
            tricks_played=tricks_played,
            declarations=declarations,
            captured=captured,
            bids=bids,
            contract=contract,
            deal_number=deal_number,
            carried_totals=carried_totals,
        )

        return seat_view
