import os

from tute_rules_client.api.hands import adjudicate_hand, deal_hand, get_position
from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.models import (
    Action,
    ActionKind,
    DealIn,
    DealRequest,
    HandRecord,
    Position,
    PositionRequest,
    SeatView,
)
from tute_rules_helpers import create_client, unwrap

client = create_client(os.environ.get("TUTE_URL", "http://127.0.0.1:8000"))
RULESET, SEED = "tute-dos", 7

# A reproducible deal: the same seed gives the same cards everywhere.
deal = unwrap(deal_hand.sync_detailed(client=client, body=DealRequest(ruleset=RULESET, seed=SEED)))
print("dealer:", deal.dealer, "trumps:", deal.trump, "turn-up:", deal.turn_up)

actions: list[Action] = []


def view_of(seat: int) -> SeatView:
    """What ``seat`` sees after the actions so far (a pending draw from the stock done)."""
    request = PositionRequest(ruleset=RULESET, deal=DealIn(seed=SEED), actions=actions,
                              after_actions=len(actions), seat=seat, draw=True)
    return unwrap(get_position.sync_detailed(client=client, body=request))


# Each seat in turn plays the first card the rules allow it (no declarations: they are optional).
to_act: int | None = deal.first_to_act
while to_act is not None:
    view = view_of(to_act)
    position = Position(ruleset=RULESET, trump=view.trump, seat=view.seat, hand=view.hand,
                        trick=view.trick, stock_size=view.stock_size, turn_up=view.turn_up)
    plays = unwrap(list_legal_plays.sync_detailed(client=client, body=position))
    actions.append(Action(seat=view.seat, kind=ActionKind.PLAY, card=plays.legal_plays[0]))
    to_act = view_of(view.seat).to_act

# The whole record, judged and scored by the service.
record = HandRecord(ruleset=RULESET, deal=DealIn(seed=SEED), actions=actions)
result = unwrap(adjudicate_hand.sync_detailed(client=client, body=record))
print("actions:", len(actions), "legal:", result.legal, "complete:", result.complete)
if result.score is not None:
    for side in result.score.sides:
        print(f"side {side.side}: {side.card_points} card points, total {side.total}")
    print("winner:", result.score.winner_side, "reason:", result.score.reason)
