from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.captured import Captured
    from ..models.contract import Contract
    from ..models.declaration import Declaration
    from ..models.overrides import Overrides


T = TypeVar("T", bound="HandScoreRequest")


@_attrs_define
class HandScoreRequest:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        trump (None | Suit): Trump suit letter; null while no trump is fixed.
        captured (list[Captured]): Cards taken per seat; a seat left out took none.
        last_trick_winner (int | None): Who took the last trick (null if no trick was played).
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
        declarations (list[Declaration] | Unset):
        contract (Contract | None | Unset): Auction games: the declarer and the amount bid.
        dealer (int | None | Unset): dealer_sits_out (four at a three-player table): the dealer, who sits the hand out
            and neither pays nor collects chips; required there.
    """

    ruleset: str
    trump: None | Suit
    captured: list[Captured]
    last_trick_winner: int | None
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET
    declarations: list[Declaration] | Unset = UNSET
    contract: Contract | None | Unset = UNSET
    dealer: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract  # noqa: PLC0415

        ruleset = self.ruleset

        trump: None | str
        if isinstance(self.trump, Suit):
            trump = self.trump.value
        else:
            trump = self.trump

        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data.to_dict()
            captured.append(captured_item)

        last_trick_winner: int | None
        last_trick_winner = self.last_trick_winner

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        ruleset_version = self.ruleset_version

        declarations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.declarations, Unset):
            declarations = []
            for declarations_item_data in self.declarations:
                declarations_item = declarations_item_data.to_dict()
                declarations.append(declarations_item)

        contract: dict[str, Any] | None | Unset
        if isinstance(self.contract, Unset):
            contract = UNSET
        elif isinstance(self.contract, Contract):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "trump": trump,
                "captured": captured,
                "last_trick_winner": last_trick_winner,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version
        if declarations is not UNSET:
            field_dict["declarations"] = declarations
        if contract is not UNSET:
            field_dict["contract"] = contract
        if dealer is not UNSET:
            field_dict["dealer"] = dealer

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.captured import Captured  # noqa: PLC0415
        from ..models.contract import Contract  # noqa: PLC0415
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

        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = Captured.from_dict(captured_item_data)

            captured.append(captured_item)

        def _parse_last_trick_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_trick_winner = _parse_last_trick_winner(d.pop("last_trick_winner"))

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        _declarations = d.pop("declarations", UNSET)
        declarations: list[Declaration] | Unset = UNSET
        if _declarations is not UNSET:
            declarations = []
            for declarations_item_data in _declarations:
                declarations_item = Declaration.from_dict(declarations_item_data)

                declarations.append(declarations_item)

        def _parse_contract(data: object) -> Contract | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contract_type_0 = Contract.from_dict(data)

                return contract_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Contract | None | Unset, data)

        contract = _parse_contract(d.pop("contract", UNSET))

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        hand_score_request = cls(
            ruleset=ruleset,
            trump=trump,
            captured=captured,
            last_trick_winner=last_trick_winner,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
            declarations=declarations,
            contract=contract,
            dealer=dealer,
        )

        return hand_score_request
