"""Impossible declaration contexts are reported, every problem at once; every moment of a real
hand is a possible context (design.md: "422 ... impossible state ... list every problem").

Contexts are written in the notation of docs/notation.md (:func:`tute.parse_context`)."""

from __future__ import annotations

import pytest
from tute import find_ruleset, parse_context
from tute.deal import deal_from_seed
from tute.declarations import (
    BEFORE_DRAW,
    BEFORE_LEAD,
    DeclarationContext,
    check_declaration_context,
    declaration_problems,
)
from tute.errors import ImpossiblePositionError
from tute.hand import HandState, random_record

RULESET_IDS = ("tute-dos", "tute-parejas", "tute-tres", "tute-subastado", "brisca")


def fields(ctx: DeclarationContext) -> set[tuple[str, str]]:
    return {(p.code, p.field) for p in declaration_problems(ctx)}


def test_a_possible_context_has_no_problem() -> None:
    dos = find_ruleset("tute-dos")
    ctx = parse_context(dos, "trump=B dealer=1 seat=0 hand=7B,12B,11B,12C,11C,3O,4O,5E last=0 "
                             "tricks=1 stage=before_lead stock=22 turn_up=1B")
    assert declaration_problems(ctx) == []
    check_declaration_context(ctx)


def test_every_problem_is_listed() -> None:
    dos = find_ruleset("tute-dos")
    ctx = parse_context(dos, "trump=O dealer=5 seat=0 hand=7B,7B,12C last=- tricks=3 "
                             "stage=before_draw stock=23 turn_up=1B declared=4:marriage:C@9")
    found = fields(ctx)
    assert {("SEAT_OUT_OF_RANGE", "/dealer"), ("DUPLICATE_CARD", "/hand/1"),
            ("STOCK_SIZE_IMPOSSIBLE", "/stock_size"), ("TRUMP_CONTRADICTS_TURN_UP", "/trump"),
            ("LAST_TRICK_WINNER_MISMATCH", "/last_trick_winner"),
            ("HAND_SIZE_IMPOSSIBLE", "/hand"), ("SEAT_OUT_OF_RANGE", "/declarations/0/seat"),
            ("DECLARATION_AFTER_NOW", "/declarations/0/after_trick")} <= found
    with pytest.raises(ImpossiblePositionError) as error:
        check_declaration_context(ctx)
    assert len(error.value.problems) == len(declaration_problems(ctx))


def test_before_draw_needs_a_stock_and_a_finished_trick() -> None:
    """000: the draw follows a won trick while the stock lasts ("Dopo ogni presa durante la
    Fase 1, entrambi i giocatori pescano una carta")."""
    parejas = find_ruleset("tute-parejas")
    ctx = parse_context(parejas, "trump=O dealer=3 seat=0 hand=12C,11C last=0 tricks=8 "
                                 "stage=before_draw")
    assert ("STAGE_IMPOSSIBLE", "/stage") in fields(ctx)


def test_trump_is_required_where_the_deal_fixes_it() -> None:
    parejas = find_ruleset("tute-parejas")
    ctx = parse_context(parejas, "trump=- dealer=3 seat=0 hand=12C,11C last=0 tricks=8")
    assert ("TRUMP_REQUIRED", "/trump") in fields(ctx)
    subastado = find_ruleset("tute-subastado")
    # before naming no trick is played: a full hand of 10
    before_naming = parse_context(subastado, "trump=- dealer=3 seat=0 "
                                             "hand=12C,11C,1O,3O,4O,5O,6O,7O,1E,3E")
    assert declaration_problems(before_naming) == []


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_moment_of_random_hands_is_a_possible_context(ruleset_id: str) -> None:
    ruleset = find_ruleset(ruleset_id)
    for seed in range(40):
        record = random_record(ruleset, deal_from_seed(ruleset, seed), seed)
        game = HandState(ruleset, record.deal)
        for action in record.actions:
            if not game.is_terminal():
                for seat in range(ruleset.players):
                    ctx = game.declaration_context(seat)
                    assert declaration_problems(ctx) == [], (seed, action, ctx)
            game.apply(action)


def test_stock_size_must_match_the_tricks_played() -> None:
    """000: "Dopo ogni presa durante la Fase 1, entrambi i giocatori pescano una carta": the
    stock of tute-dos (24) loses two cards a trick, once the trick's draw is made."""
    dos = find_ruleset("tute-dos")
    hand = "7B,12B,11B,12C,11C,3O,4O,5E"

    def ctx(tricks: int, stock: int, stage: str = BEFORE_LEAD) -> DeclarationContext:
        size = hand if stage == BEFORE_LEAD else hand.rsplit(",", 1)[0]  # the first 7 cards
        return parse_context(dos, f"trump=B dealer=1 seat=0 hand={size} last=0 tricks={tricks} "
                                  f"stage={stage} stock={stock} turn_up=1B")

    assert declaration_problems(ctx(5, 14)) == []
    assert declaration_problems(ctx(5, 16, BEFORE_DRAW)) == []
    assert ("STOCK_SIZE_IMPOSSIBLE", "/stock_size") in fields(ctx(5, 24))
    assert ("STOCK_SIZE_IMPOSSIBLE", "/stock_size") in fields(ctx(5, 14, BEFORE_DRAW))
