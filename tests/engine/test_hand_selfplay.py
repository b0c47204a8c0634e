"""Self-play: random legal hands, played to the end, replay as legal and keep every card.

``random_record`` plays a random legal card at each turn and takes each available declaration
at random (auctions bid the minimum or pass). Every hand, under every named ruleset and under
random valid overrides of the duty, declaration and result switches, must:

- adjudicate as legal and complete (``adjudicate``);
- conserve the deck: at every step the hands, the stock, the trick, the captured piles and the
  unowned card hold each card of the deck exactly once (rulesets.md: 40 cards, or 36);
- add up: card points + 10 de últimas = 130 (001: "La coppia che ha vinto l'ultimo tratto riceve
  10 punti extra"; 003: "os 130 da mão"), 120 without the bonus (brisca), less the points of the
  40th card in tute-tres, which belongs to nobody (000: "posizionare la carta rimanente a faccia
  in su sul tavolo");
- when the first deal leaves nobody at 101 (``vueltas`` cumulative), play the vueltas too: they
  always end with a winner, dealt by the first deal's last trick taker, and keep every card
  (regional.md 1b.15-16, 2b.11);
- end with empty hands when played out (000: "Il gioco continua finché tutte le carte non sono
  state giocate");
- agree with ``position_after`` at every prefix: each seat's view is the replay of the record cut
  there, the next action is taken by the seat the view says is to act, and once drawn every
  hand is full while the stock lasts.

The seeds are fixed, so a run is reproducible; about 3,700 hands take some 20 s on one core.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tute import (
    SWITCHES,
    Card,
    HandAdjudication,
    HandRecord,
    OverrideError,
    Ruleset,
    SeatView,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    position_after,
    random_record,
    ruleset_ids,
)
from tute.values import Group

from tests.support.examples import seeds, share, shared_seed

HANDS_PER_RULESET = 500
#: every how many hands the prefix views are checked action by action (costly: a replay each)
PREFIX_EVERY = 25
OVERRIDE_GROUPS = (Group.DUTIES, Group.DECLARATIONS, Group.RESULTS)
OVERRIDABLE = tuple(s for s in SWITCHES.values() if s.group in OVERRIDE_GROUPS and s.choices)


def valid_overrides(ruleset_id: str, wanted: dict[str, object]) -> Ruleset:
    """The ruleset with as many of ``wanted`` as make sense for it (the rest are dropped)."""
    overrides = dict(wanted)
    while True:
        try:
            return find_ruleset(ruleset_id, overrides)
        except OverrideError as error:
            refused = {p.field.removeprefix("/overrides/") for p in error.problems}
            assert refused <= set(overrides), error
            for name in refused:
                del overrides[name]


def nobodys(rules: Ruleset, record: HandRecord, view: SeatView) -> list[Card]:
    """The card owned by nobody: face up, after a swap before the first lead it is the card
    given for it (regional.md 5b.2); after the auction winner took the spare card, his discard
    (4e); else the deal's."""
    discards = [a.card for a in record.actions if a.kind == "take_spare" and a.card]
    if discards:
        return discards
    return [view.turn_up] if not rules.stock and view.turn_up else list(record.deal.unowned)


def unowned_points(rules: Ruleset, record: HandRecord, view: SeatView) -> int:
    return sum(rules.points[c.index] for c in nobodys(rules, record, view))


def check_record(record: HandRecord, *, prefixes: bool) -> HandAdjudication:
    rules = record.ruleset
    result = adjudicate(record)
    assert result.legal, result.error
    assert result.complete and result.actions_applied == record.action_count
    assert result.ended_by in ("played_out", "tute", "all_passed", "capote_lost")
    if record.vueltas is not None:
        check_vueltas(record, result)
    else:  # random_record plays the vueltas whenever they are due
        assert result.score is None or result.score.reason != "vueltas"
    # the first deal alone (with its vueltas given, its last count shows them dealt)
    first = HandRecord(rules, record.deal, record.actions)
    final = [position_after(first, len(record.actions), s) for s in range(rules.players)]
    assert_deck_conserved(rules, record, final)
    if result.ended_by == "played_out":
        assert all(not view.hand for view in final), "hands end empty"
        assert final[0].stock_size == 0
        captured = Counter(c for pile in final[0].captured for c in pile)
        unowned = nobodys(rules, record, final[0])
        assert captured + Counter(unowned) == Counter(rules.deck_cards)
        assert len(result.tricks) == (rules.deck - len(record.deal.unowned)) // rules.in_play
        score = result.score
        assert score is not None
        if rules.dealer_sits_out:  # the dealer plays no card and takes nothing (5b.1)
            dealer = record.deal.dealer
            assert all(t.seat != dealer for trick in result.tricks for t in trick.cards)
            assert score.payouts[dealer] == 0 and score.sides[dealer].total == 0
        cards = sum(s.card_points for s in score.sides)
        bonus = sum(s.last_trick_bonus for s in score.sides)
        unseen = unowned_points(rules, record, final[0])
        assert cards == 120 - unseen
        assert bonus == rules.last_trick_bonus
        assert cards + bonus == 120 + rules.last_trick_bonus - unseen
        assert sum(t.points for t in result.tricks) == cards
        assert result.tricks[-1].winner_seat == final[0].last_trick_winner
    if result.ended_by == "tute":
        assert result.score is not None and result.score.reason == "tute"
        assert result.declarations[-1].kind == "tute"
    if prefixes:
        check_prefixes(first)
    return result


def check_vueltas(record: HandRecord, result: HandAdjudication) -> None:
    """The vueltas (regional.md 1b.15, 2b.11) always end with a winner; stopped at 101, the
    winner's running total reached it first; their deal keeps every card too."""
    rules, vueltas = record.ruleset, result.vueltas
    assert record.vueltas is not None and vueltas is not None and vueltas.complete
    assert result.score is not None and result.score.reason == "vueltas"
    score = vueltas.score
    assert score is not None and score.winner_side is not None
    assert score.carried_totals == tuple(s.total for s in result.score.sides)
    running = [c + s.total for c, s in zip(score.carried_totals, score.sides, strict=True)]
    assert vueltas.ended_by in ("played_out", "tute", "capote_lost", "target_reached", "claim")
    if vueltas.ended_by == "target_reached":
        assert running[score.winner_side] >= 101 > running[1 - score.winner_side]
    assert vueltas.dealer == result.tricks[-1].winner_seat
    end = [position_after(record, record.action_count, s) for s in range(rules.players)]
    assert all(view.deal_number == 2 for view in end)
    assert_deck_conserved(rules, HandRecord(rules, record.vueltas.deal, record.vueltas.actions),
                          end)


def assert_deck_conserved(rules: Ruleset, record: HandRecord, views: list[SeatView]) -> None:
    """Every seat's own hand (each from its own view), the trick, the captured piles, the
    unowned card and the stock's count make up the deck, each card once."""
    held = Counter(c for view in views for c in view.hand)
    for shown in views:
        on_table = Counter(t.card for t in shown.trick)
        on_table += Counter(c for pile in shown.captured for c in pile)
        on_table += Counter(nobodys(rules, record, shown))
        assert max((held + on_table).values(), default=1) == 1, "a card in two places"
        assert set(held + on_table) <= set(rules.deck_cards)
        assert len(held + on_table) + shown.stock_size == rules.deck
        assert shown.hand_sizes == tuple(len(v.hand) for v in views)


def check_prefixes(record: HandRecord) -> None:
    rules = record.ruleset
    for count in range(len(record.actions) + 1):
        cut = HandRecord(rules, record.deal, record.actions[:count])
        views = [position_after(record, count, s) for s in range(rules.players)]
        assert views == [position_after(cut, count, s) for s in range(rules.players)]
        # What is public is the same from every seat; a marriage's suit may be the singer's
        # alone (marriage_disclosure: hidden_in_strict_phase).
        public = {(v.to_act, v.trick, v.stock_size, v.turn_up, v.captured,
                   tuple(replace(d, suit=None) for d in v.declarations),
                   v.tricks_played, v.trump, v.hand_sizes, v.phase) for v in views}
        assert len(public) == 1
        for v in views:
            for d, full in zip(v.declarations, views[0].declarations, strict=True):
                assert d.suit is None or d.suit == full.suit or full.suit is None
                if d.seat == v.seat:
                    assert d.suit is not None or d.kind != "marriage"
        assert_deck_conserved(rules, cut, views)
        # Drawn, every hand is back to full while the stock lasts (003: "Quem ganha tira
        # primeiro e quem perde depois, por isso as mãos mantêm-se em oito").
        drawn = position_after(record, count, 0, draw=True)
        if drawn.phase == "play" and drawn.stock_size and not drawn.trick:
            assert drawn.hand_sizes == (rules.hand_size,) * rules.players
        if count < len(record.actions):
            action = record.actions[count]
            if action.kind in ("play", "bid", "pass", "name_trump"):
                assert action.seat == views[0].to_act


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_named_rulesets_self_play(ruleset_id: str) -> None:
    """Every named ruleset of rulesets.md ("The first five ... must all work")."""
    rules = find_ruleset(ruleset_id)
    endings: Counter[str | None] = Counter()
    hands = seeds(HANDS_PER_RULESET)
    for seed in hands:
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        result = check_record(record, prefixes=seed % PREFIX_EVERY == 0)
        endings[result.ended_by] += 1
    assert endings["played_out"] > len(hands) // 2


#: Tables that only overrides of several switches at once reach (regional.md): tute-ia's
#: arrastrado (A-4), arrastrado with 36 cards, the 40-card subastado for three whose winner may
#: take the spare card, the vueltas ended by claims, Guiñote with Fournier's rules.
REGIONAL_TABLES = [
    ("tute-arrastrado-tres", {"trump_method": "first_marriage", "marriage_award": "declared",
                              "spare_card": "face_down_aside"}),
    ("tute-arrastrado-tres", {"spare_card": "none", "deck": 36, "hand_size": 12,
                              "trump_method": "first_marriage"}),
    ("tute-subastado-tres", {"deck": 40, "hand_size": 13,
                             "spare_card": "auction_winner_may_take"}),
    ("guinote", {"vueltas_end": "claim"}),
    ("tute-habanero", {"vueltas_end": "claim", "next_dealer": "last_trick_winner"}),
    ("guinote", {"players": 2, "thirty_malas": "min_card_points"}),
    ("tute-arrastrado-tres", {"payout": "fournier_plate"}),
    ("tute-arrastrado-tres", {"players": 4, "payout": "fournier_plate"}),
]


@pytest.mark.parametrize(("ruleset_id", "overrides"), REGIONAL_TABLES,
                         ids=[f"{r}-{i}" for i, (r, _) in enumerate(REGIONAL_TABLES)])
def test_regional_tables_self_play(ruleset_id: str, overrides: dict[str, object]) -> None:
    rules = find_ruleset(ruleset_id, overrides)
    for seed in seeds(150):
        record = random_record(rules, deal_from_seed(rules, seed, seed % rules.players), seed)
        check_record(record, prefixes=seed % 50 == 0)


@shared_seed
@settings(max_examples=share(1200), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(
    ruleset_id=st.sampled_from(ruleset_ids()),
    seed=st.integers(0, 2**64 - 1),
    wanted=st.dictionaries(st.sampled_from([s.name for s in OVERRIDABLE]),
                           st.integers(0, 1000), max_size=8),
    dealer=st.integers(0, 3),
)
def test_self_play_with_random_overrides(
    ruleset_id: str, seed: int, wanted: dict[str, int], dealer: int
) -> None:
    """rulesets.md: "A client may send overrides of any switch on top of a named ruleset";
    every combination the engine accepts plays out legally."""
    choices = {name: SWITCHES[name].choices for name in wanted}
    overrides = {name: choices[name][pick % len(choices[name])] for name, pick in wanted.items()}
    rules = valid_overrides(ruleset_id, overrides)
    deal = deal_from_seed(rules, seed, dealer % rules.players)
    record = random_record(rules, deal, seed, declare_probability=random.Random(seed).random())
    check_record(record, prefixes=seed % 40 == 0)
