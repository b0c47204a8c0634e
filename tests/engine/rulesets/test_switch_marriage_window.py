"""``marriage_window: first_final_trick`` (regional.md, issue of the variants other engines
play): once the stock is gone, a seat sings only right after the first trick it wins in the
final phase; the declaration context then carries who took each trick (``trick_winners``)."""

from __future__ import annotations

import pytest
from tute import (
    Declaration,
    DeclarationKind,
    HandState,
    Suit,
    deal_from_seed,
    declaration_problems,
    find_ruleset,
    format_context,
    judge_declaration,
    parse_context,
    random_record,
)

from tests.support.words import words

FIRST_FINAL = find_ruleset("tute-dos", {"marriage_window": "first_final_trick"})
ANY = find_ruleset("tute-dos")
SING = Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.COPAS)
#: tute-dos: 12 tricks are followed by a draw; tricks 13-20 are the final phase
STOCK_PHASE = "0,1,0,1,0,1,0,1,0,1,0,1"


def context(winners: str, last: int) -> str:
    """Seat 0 after the tricks ``winners`` took, holding the king and knight of copas among
    the cards it has left then (8 dealt, one fewer a trick once the stock is gone)."""
    tricks = len(winners.split(","))
    hand = ",".join(["12C", "11C", "3O", "4O", "5O", "6O", "7O", "2C"][:8 - max(tricks - 12, 0)])
    return f"trump=B dealer=1 seat=0 hand={hand} last={last} tricks={tricks} winners={winners}"


def test_the_first_trick_won_in_the_final_phase_opens_the_window() -> None:
    first = parse_context(FIRST_FINAL, context(f"{STOCK_PHASE},1,0", 0))
    assert judge_declaration(first, SING).legal


def test_a_later_trick_does_not() -> None:
    later = parse_context(FIRST_FINAL, context(f"{STOCK_PHASE},0,1,0", 0))
    verdict = judge_declaration(later, SING)
    assert words(verdict.legal, verdict.code) == (False, "WINDOW_CLOSED")
    # under marriage_window any (the default) it does
    assert judge_declaration(parse_context(ANY, context(f"{STOCK_PHASE},0,1,0", 0)), SING).legal


def test_the_stock_phase_is_unchanged() -> None:
    """Tricks followed by a draw keep the usual window, however many the seat won."""
    text = ("trump=B dealer=1 seat=0 hand=12C,11C,3O,4O,5O,6O,7O,2C last=0 tricks=3 "
            "stock=18 turn_up=1B winners=0,0,0")
    assert judge_declaration(parse_context(FIRST_FINAL, text), SING).legal


def test_the_context_must_say_who_took_each_trick() -> None:
    # 14 tricks: the stock ran out after 12, so two cards fewer than the 8 dealt
    missing = parse_context(FIRST_FINAL, "trump=B dealer=1 seat=0 hand=12C,11C,3O,4O,5O,6O "
                                         "last=0 tricks=14")
    assert {p.code for p in declaration_problems(missing)} == {"TRICK_WINNERS_REQUIRED"}
    assert not declaration_problems(parse_context(ANY, "trump=B dealer=1 seat=0 "
                                                       "hand=12C,11C,3O,4O,5O,6O last=0 tricks=14"))
    wrong = parse_context(FIRST_FINAL, "trump=B dealer=1 seat=0 hand=12C,11C,3O,4O,5O,6O "
                                       "last=0 tricks=14 winners=0,1")
    assert {p.code for p in declaration_problems(wrong)} == {"TRICK_WINNERS_MISMATCH"}
    ends_wrong = parse_context(FIRST_FINAL, context(f"{STOCK_PHASE},0,1", 0))
    assert {p.code for p in declaration_problems(ends_wrong)} == {"TRICK_WINNERS_MISMATCH"}


def test_the_notation_round_trips() -> None:
    ctx = parse_context(FIRST_FINAL, context(f"{STOCK_PHASE},1,0", 0))
    assert parse_context(FIRST_FINAL, format_context(ctx)) == ctx
    start = parse_context(FIRST_FINAL, "trump=B dealer=1 seat=0 hand=12C winners=-")
    assert start.trick_winners == ()


@pytest.mark.parametrize("seed", range(60))
def test_played_hands_sing_in_the_final_phase_at_most_once_per_seat(seed: int) -> None:
    """Self-play: a seat's marriages after the last draw all follow its first trick won
    then (one per trick won: so at most one)."""
    deal = deal_from_seed(FIRST_FINAL, seed, 1)
    record = random_record(FIRST_FINAL, deal, seed, declare_probability=1.0)
    state = HandState(FIRST_FINAL, deal)
    sung_after: dict[int, set[int]] = {0: set(), 1: set()}
    for action in record.actions:
        state.apply(action)
        made = state.declarations[-1] if state.declarations else None
        if made is not None and made.kind == "marriage" and made.after_trick is not None and (
                made.after_trick > FIRST_FINAL.draw_rounds):
            sung_after[made.seat].add(made.after_trick)
    for seat, after in sung_after.items():
        won = [t.number for t in state.tricks
               if t.winner_seat == seat and t.number > FIRST_FINAL.draw_rounds]
        assert after <= set(won[:1]), (seat, after, won)
