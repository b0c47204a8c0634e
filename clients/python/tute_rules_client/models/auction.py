from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.auction_state import AuctionState
    from ..models.bid_verdict import BidVerdict


T = TypeVar("T", bound="Auction")


@_attrs_define
class Auction:
    """
    Attributes:
        ruleset (AppliedRuleset):
        state (AuctionState):
        verdict (BidVerdict | None): The verdict on next_bid (null when none was sent).
    """

    ruleset: AppliedRuleset
    state: AuctionState
    verdict: BidVerdict | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.bid_verdict import BidVerdict  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        state = self.state.to_dict()

        verdict: dict[str, Any] | None
        if isinstance(self.verdict, BidVerdict):
            verdict = self.verdict.to_dict()
        else:
            verdict = self.verdict

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "state": state,
                "verdict": verdict,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.auction_state import AuctionState  # noqa: PLC0415
        from ..models.bid_verdict import BidVerdict  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        state = AuctionState.from_dict(d.pop("state"))

        def _parse_verdict(data: object) -> BidVerdict | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                verdict_type_0 = BidVerdict.from_dict(data)

                return verdict_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidVerdict | None, data)

        verdict = _parse_verdict(d.pop("verdict"))

        auction = cls(
            ruleset=ruleset,
            state=state,
            verdict=verdict,
        )

        return auction
