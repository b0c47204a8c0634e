"""Perft (as in chess engines): the number of legal action sequences from pinned roots.

tests/golden/perft/<ruleset-id>.txt pins, for several roots of each named ruleset (a seeded
deal, optionally after a prefix of actions in the notation of docs/notation.md), the number of
leaves of the tree of ``HandState.legal_actions()`` / ``apply`` at each depth 1..k (format:
tests/golden/README.md). Any change to what is legal, to whose turn it is, to the draws or to
when the hand ends changes some count; every action that ``legal_actions`` offers must also be
accepted by ``apply`` (an :class:`IllegalAction` here fails the test). The counts were taken
from the engine, except those derived by hand in the files' comments and checked again below.
"""

from __future__ import annotations

import pytest
from tute import HandState, deal_from_seed, find_ruleset, ruleset_ids

from tests.support.perft import PERFT_DIR, PerftCase, perft, read_perft, root

CASES = [case for path in sorted(PERFT_DIR.glob("*.txt")) for case in read_perft(path)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_perft(case: PerftCase) -> None:
    state = root(case.ruleset, case.seed, case.dealer, case.after)
    for depth, expected in enumerate(case.counts, start=1):
        got = perft(state, depth)
        assert got == expected, (f"{case.name}: depth {depth} gives {got}, not {expected} "
                                 f"(depths before it agree)")


def test_every_named_ruleset_has_several_roots() -> None:
    assert {p.stem for p in PERFT_DIR.glob("*.txt")} == set(ruleset_ids())
    for ruleset_id in ruleset_ids():
        mine = [c for c in CASES if c.ruleset == ruleset_id]
        assert len(mine) >= 4, ruleset_id
        assert any(c.after == "-" for c in mine) and any(c.after != "-" for c in mine)


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_depth_one_of_a_fresh_deal_is_the_mano_s_hand(ruleset_id: str) -> None:
    """By hand: before any trick no declaration is possible (they follow a won trick), so the
    first actions are the mano's cards, any of which may lead (000: "Il primo giocatore
    seleziona una carta qualsiasi"), plus in arrastrado the swap of the 7 or 2 of trumps for the
    turned card, by its holder, when the card's rank allows it (regional.md 5b.2); in the
    auction games, a pass or one of the bids 70, 75, ..., 230 (000: "L'offerta minima di
    apertura è tipicamente di 70 punti"; 60 for three players, regional.md 4b.2; the cap is
    tute.auction.max_bid)."""
    ruleset = find_ruleset(ruleset_id)
    for seed in range(5):
        deal = deal_from_seed(ruleset, seed, 0)
        state = HandState(ruleset, deal)
        if ruleset.trumps.by_auction:
            expected = 1 + (230 - ruleset.min_bid) // 5 + 1
        else:
            expected = len(deal.hands[deal.first_to_act])
            if ruleset.swap_rule.before_first_lead and deal.turn_up is not None:
                shown = deal.turn_up
                expected += sum(  # the 7 for 1, 3, 12, 11, 10; the 2 for 4-7
                    1 for rank in ruleset.swap_rule.ranks
                    if shown.rank in ruleset.swap_rule.takes(rank)
                    and any(c.rank == rank and c.suit is shown.suit for h in deal.hands
                            for c in h))
        assert perft(state, 1) == expected


def test_counts_derived_by_hand() -> None:
    """The counts of the files' comments that follow from the rules alone."""
    by_name = {(c.ruleset, c.seed, c.after): c.counts for c in CASES}
    # tute-dos: 8 cards, free play while the stock lasts (000: "il secondo giocatore può
    # giocare qualsiasi carta"): 8 x 8 two-card sequences.
    assert by_name[("tute-dos", 7, "-")][:2] == (8, 8 * 8)
    # brisca: 3 cards, free play, a draw after every trick: 3 x 3, and 3^k while no swap falls.
    assert by_name[("brisca", 7, "-")] == tuple(3 ** k for k in range(1, 9))
    # tute-subastado: pass or one of 33 bids; then 34 answers to the pass, and to the bid
    # 70 + 5i a pass or one of the 32 - i higher bids.
    assert by_name[("tute-subastado", 7, "-")][:2] == (
        34, 34 + sum(1 + (32 - i) for i in range(33)))
    # The auction won, its winner names one of the four suits.
    named = [c for c in CASES if c.ruleset == "tute-subastado" and c.after.endswith("2:pass")]
    assert named and named[0].counts[0] == 4

    # tute-subastado-tres (regional.md 4b.2): pass or one of the 35 bids 60..230; then 36
    # answers to the pass, and to the bid 60 + 5i a pass or one of the 34 - i higher bids; the
    # dealer closes the single round.
    tres = "tute-subastado-tres"
    assert by_name[(tres, 7, "-")] == (
        36, 36 + sum(1 + (34 - i) for i in range(35)),
        36 + 2 * sum(35 - i for i in range(35)) + sum(j * (35 - j) for j in range(35)))
    # Two passes: the dealer passes (all passed, the hand is over) or bids and names a suit,
    # then leads any of 12 cards (4b.3, 4b.4).
    assert by_name[(tres, 7, "1:pass 2:pass")] == (36, 35 * 4, 35 * 4 * 12)
    won = "1:bid:60 2:bid:75 0:pass"
    assert by_name[(tres, 25, won)][:2] == (4, 4 * 12)
    # A defender who wins a trick holding a marriage may not sing (4b.6, S3-2): only its 11
    # cards; then 5 espada leads x 1 answer, 4 copa leads x 2, 2 basto leads x 6.
    assert by_name[(tres, 25, won + " 2:trump:C 2:7O 0:11O 1:7C")][:2] == (11, 5 + 8 + 12)
    # The declarer, holding the 40 and a 20, may sing only the 40 (4b.6): 1 + 10 leads.
    sing = won + " 2:trump:C 2:7O 0:11O 1:7C 1:12E 2:3E 0:4E"
    assert by_name[(tres, 25, sing)][:2] == (1 + 10, 10 + 6 + 2 + 2 + 5 + 4)
