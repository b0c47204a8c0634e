from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hand_score_reason import HandScoreReason

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.contract import Contract
    from ..models.side_score import SideScore


T = TypeVar("T", bound="HandScoreResult")


@_attrs_define
class HandScoreResult:
    """
    Attributes:
        ruleset (AppliedRuleset):
        sides (list[SideScore]):
        winner_side (int | None):
        reason (HandScoreReason): Why the hand's winner won (under the ruleset's hand_winner switch), or why none did;
            with hand_winner middle_loses (cabrón), why the losers lose: capote, capote_singer, no_tricks, over_100_loses,
            middle_loses, shared_score_loses.
        games (list[int]): Games won by each side in this hand.
        loser_sides (list[int]): hand_winner middle_loses (cabrón): the sides that lose the hand (empty otherwise).
        payouts (list[int]): payout fournier_no_plate (arrastrado): each seat's net chips, adding up to 0; empty without
            chips.
        capote_side (int | None):
        tute_side (int | None):
        wins_game (bool):
        contract (Contract | None):
        contract_made (bool | None):
        match_points (list[float]): What each side of a match scores from this hand: send it as the `points` of the hand
            to POST /v1/matches. The sides' `score`, except that with `declarer_vs_rest` (three-player auction) the match is
            kept per seat and the two defenders share their side's score, in halves when it is odd.
        carried_totals (list[int]): The vueltas: each side's total carried over from the first deal; the winner is
            judged on carried + total. Empty for a first deal.
        plate_made (bool | None): payout fournier_plate: whether the seat that went to the plate made 101 (it takes the
            plate) or not (it doubles it); null when nobody went.
    """

    ruleset: AppliedRuleset
    sides: list[SideScore]
    winner_side: int | None
    reason: HandScoreReason
    games: list[int]
    loser_sides: list[int]
    payouts: list[int]
    capote_side: int | None
    tute_side: int | None
    wins_game: bool
    contract: Contract | None
    contract_made: bool | None
    match_points: list[float]
    carried_totals: list[int]
    plate_made: bool | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)

        winner_side: int | None
        winner_side = self.winner_side

        reason = self.reason.value

        games = self.games

        loser_sides = self.loser_sides

        payouts = self.payouts

        capote_side: int | None
        capote_side = self.capote_side

        tute_side: int | None
        tute_side = self.tute_side

        wins_game = self.wins_game

        contract: dict[str, Any] | None
        if isinstance(self.contract, Contract):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        contract_made: bool | None
        contract_made = self.contract_made

        match_points = self.match_points

        carried_totals = self.carried_totals

        plate_made: bool | None
        plate_made = self.plate_made

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "sides": sides,
                "winner_side": winner_side,
                "reason": reason,
                "games": games,
                "loser_sides": loser_sides,
                "payouts": payouts,
                "capote_side": capote_side,
                "tute_side": tute_side,
                "wins_game": wins_game,
                "contract": contract,
                "contract_made": contract_made,
                "match_points": match_points,
                "carried_totals": carried_totals,
                "plate_made": plate_made,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.contract import Contract  # noqa: PLC0415
        from ..models.side_score import SideScore  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = SideScore.from_dict(sides_item_data)

            sides.append(sides_item)

        def _parse_winner_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner_side = _parse_winner_side(d.pop("winner_side"))

        reason = HandScoreReason(d.pop("reason"))

        games = cast(list[int], d.pop("games"))

        loser_sides = cast(list[int], d.pop("loser_sides"))

        payouts = cast(list[int], d.pop("payouts"))

        def _parse_capote_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        capote_side = _parse_capote_side(d.pop("capote_side"))

        def _parse_tute_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tute_side = _parse_tute_side(d.pop("tute_side"))

        wins_game = d.pop("wins_game")

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

        def _parse_contract_made(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        contract_made = _parse_contract_made(d.pop("contract_made"))

        match_points = cast(list[float], d.pop("match_points"))

        carried_totals = cast(list[int], d.pop("carried_totals"))

        def _parse_plate_made(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        plate_made = _parse_plate_made(d.pop("plate_made"))

        hand_score_result = cls(
            ruleset=ruleset,
            sides=sides,
            winner_side=winner_side,
            reason=reason,
            games=games,
            loser_sides=loser_sides,
            payouts=payouts,
            capote_side=capote_side,
            tute_side=tute_side,
            wins_game=wins_game,
            contract=contract,
            contract_made=contract_made,
            match_points=match_points,
            carried_totals=carried_totals,
            plate_made=plate_made,
        )

        return hand_score_result
