import os

from tute_rules_client.api.hands import get_turn
from tute_rules_client.api.players import suggest_action
from tute_rules_client.models import (
    Action,
    DealIn,
    PlayerLevel,
    RecordForm,
    SuggestionRequest,
    TurnRequest,
)
from tute_rules_helpers import create_client, unwrap

client = create_client(os.environ.get("TUTE_URL", "http://127.0.0.1:8000"))

# A tute-parejas hand: seat 0 is the app's player (here it takes basic's suggestion, as a hint
# would show it), seats 1 to 3 are strong players filling empty seats. The app keeps the
# record; the service sees only what each seat knows when it suggests that seat's action.
deal = DealIn(seed=11)
actions: list[Action] = []
turn = unwrap(get_turn.sync_detailed(
    client=client, body=TurnRequest(ruleset="tute-parejas", deal=deal, actions=actions)))
while turn.to_act is not None:
    seat = turn.to_act
    level = PlayerLevel.BASIC if seat == 0 else PlayerLevel.STRONG
    asked = SuggestionRequest(ruleset="tute-parejas", seat=seat, level=level, seed=len(actions),
                              effort=16, record=RecordForm(deal=deal, actions=actions))
    suggestion = unwrap(suggest_action.sync_detailed(client=client, body=asked))
    actions.append(suggestion.action)
    turn = unwrap(get_turn.sync_detailed(
        client=client, body=TurnRequest(ruleset="tute-parejas", deal=deal, actions=actions)))

assert turn.score is not None
print("actions:", len(actions))
for side in turn.score.sides:
    print(f"side {side.side} (seats {side.seats}): {side.total} points")
print("winner side:", turn.score.winner_side)
