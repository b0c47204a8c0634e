"""One turn of a recorded hand (tute.turn_after) agrees with the replay it summarises.

For random legal hands of every ruleset, at every point of the record (both deals), the turn's
actions are exactly the actions the hand accepts, its legal plays are the plays among them,
its excluded cards are the rest of the hand, and at the end its score is the adjudication's.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tute import (
    ActionKind,
    DealRecord,
    HandPhase,
    HandRecord,
    InvalidInputError,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    random_record,
    ruleset_ids,
    turn_after,
)


def prefixes(record: HandRecord) -> list[HandRecord]:
    """The record cut after each of its actions (into the vueltas too)."""
    found = [replace(record, actions=record.actions[:n], vueltas=None)
             for n in range(len(record.actions) + 1)]
    if record.vueltas is not None:
        second = record.vueltas
        found += [replace(record, vueltas=DealRecord(second.deal, second.actions[:n]))
                  for n in range(len(second.actions) + 1)]
    return found


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_every_turn_of_random_hands_agrees_with_the_replay(ruleset_id: str) -> None:
    rules = find_ruleset(ruleset_id)
    for seed in range(4):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        cuts = prefixes(record)
        for index, cut in enumerate(cuts):
            turn = turn_after(cut)
            # the next action of the record is one the turn offers
            following = cuts[index + 1] if index + 1 < len(cuts) else None
            if following is not None and following.vueltas == cut.vueltas:
                assert following.actions[-1] in turn.actions, (seed, index)
            elif following is not None and following.vueltas is not None and (
                    cut.vueltas is not None):
                assert following.vueltas.actions[-1] in turn.actions, (seed, index)
            if turn.to_act is None:
                assert turn.actions == () and turn.judgement is None and turn.view is None
                continue
            assert turn.view is not None and turn.view.seat == turn.to_act
            plays = [a.card for a in turn.actions
                     if a.kind is ActionKind.PLAY and a.seat == turn.to_act]
            if turn.phase is HandPhase.PLAY:
                assert turn.judgement is not None
                assert list(turn.judgement.legal) == plays
                excluded = [e.card for e in turn.judgement.excluded]
                assert sorted(c.index for c in (*plays, *excluded)) == sorted(
                    c.index for c in turn.view.hand)
            else:
                assert turn.judgement is None and plays == []
            assert (turn.auction is not None) == (turn.phase is HandPhase.AUCTION)
        final = turn_after(record)
        assert final.phase is HandPhase.OVER and final.to_act is None
        result = adjudicate(record)
        if record.vueltas is None:
            assert final.score == result.score
        else:
            assert result.vueltas is not None and final.score == result.vueltas.score


def test_the_vueltas_are_announced_when_due() -> None:
    """regional.md 1b.15: a first deal that leaves no side at 101 is followed by the vueltas."""
    rules = find_ruleset("guinote")
    for seed in range(200):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        if record.vueltas is not None:
            break
    else:
        raise AssertionError("no seed gives the vueltas")
    first_only = replace(record, vueltas=None)
    turn = turn_after(first_only)
    assert (turn.phase, turn.vueltas_due, turn.deal_number) == (HandPhase.OVER, True, 1)
    assert turn_after(record).deal_number == 2


def test_an_illegal_record_names_its_first_illegal_action() -> None:
    rules = find_ruleset("tute-dos")
    record = random_record(rules, deal_from_seed(rules, 5), 5)
    broken = replace(record, actions=(record.actions[1], *record.actions[1:]))
    with pytest.raises(InvalidInputError) as raised:
        turn_after(broken)
    assert [(p.code, p.field) for p in raised.value.problems] == [("ILLEGAL_ACTION",
                                                                   "/actions/0")]


def test_any_seat_may_be_shown() -> None:
    rules = find_ruleset("tute-parejas")
    record = random_record(rules, deal_from_seed(rules, 3), 3)
    cut = replace(record, actions=record.actions[:5])
    to_act = turn_after(cut).to_act
    assert to_act is not None
    other = (to_act + 1) % rules.players
    turn = turn_after(cut, other)
    assert turn.view is not None and turn.view.seat == other
    assert turn.judgement is None  # the legal plays are the seat to act's only
    with pytest.raises(InvalidInputError):
        turn_after(cut, 9)
