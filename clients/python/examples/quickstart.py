import os

from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.api.rulesets import get_ruleset
from tute_rules_client.models import Position, Suit, TrickCard
from tute_rules_helpers import ProblemError, create_client, unwrap

# A timeout (5 s to connect, 10 s to read) and retries with backoff come with create_client.
client = create_client(os.environ.get("TUTE_URL", "http://127.0.0.1:8000"))

# Seat 2 of tute-parejas, oros trumps: copas was led and seat 1 trumped with the 4 of oros.
position = Position(
    ruleset="tute-parejas",
    trump=Suit.O,
    seat=2,
    hand=["1C", "2C", "12E", "5O"],
    trick=[TrickCard(seat=0, card="3C"), TrickCard(seat=1, card="4O")],
)
plays = unwrap(list_legal_plays.sync_detailed(client=client, body=position))
print("legal:", " ".join(plays.legal_plays))
for excluded in plays.excluded:
    print("excluded:", excluded.card, " ".join(v.code for v in excluded.violations))

try:
    unwrap(get_ruleset.sync_detailed("tute-nonexistent", client=client))
except ProblemError as problem:
    print("problem:", problem.status, problem.code)  # 404 UNKNOWN_RULESET
