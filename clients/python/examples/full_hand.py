import os

from tute_rules_client.api.hands import adjudicate_hand, get_turn
from tute_rules_client.models import ActionKind, DealIn, HandRecord, TurnRequest
from tute_rules_helpers import create_client, unwrap

client = create_client(os.environ.get("TUTE_URL", "http://127.0.0.1:8000"))

# The app keeps the hand record: a reproducible deal (the same seed gives the same cards
# everywhere) and the actions so far.
record = TurnRequest(ruleset="tute-dos", deal=DealIn(seed=7), actions=[])

# One request per action: the turn says whose it is, what that seat sees, and every action the
# hand accepts now, each ready to append to the record.
turn = unwrap(get_turn.sync_detailed(client=client, body=record))
assert turn.view is not None
print("to act:", turn.to_act, "trumps:", turn.view.trump, "turn-up:", turn.view.turn_up)
while turn.to_act is not None:
    # each seat plays the first card it may (declarations are offered too: they are optional)
    play = next(a for a in turn.actions if a.kind == ActionKind.PLAY)
    record.actions.append(play)
    turn = unwrap(get_turn.sync_detailed(client=client, body=record))

# The last turn holds the score; the whole record, adjudicated, says the same.
assert turn.score is not None
print("actions:", len(record.actions), "phase:", turn.phase)
for side in turn.score.sides:
    print(f"side {side.side}: {side.card_points} card points, total {side.total}")
print("winner:", turn.score.winner_side, "reason:", turn.score.reason)
whole = HandRecord(ruleset=record.ruleset, deal=record.deal, actions=record.actions)
result = unwrap(adjudicate_hand.sync_detailed(client=client, body=whole))
print("legal:", result.legal, "complete:", result.complete)
