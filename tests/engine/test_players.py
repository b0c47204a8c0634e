"""The players for empty seats (tute.players): legal answers, no leak, reproducible, and the
rules of thumb of ``basic`` (docs/bots.md).

- Every level answers one of the seat's legal actions (or declines, only when the seat is not
  the one to act) at every moment of whole hands of every named ruleset at every seat count,
  and under overrides that bring the rarer actions: the claim of 101 (regional.md 2b.12), the
  plate (5b.8), the spare card for the auction winner (4e), swaps at one's own lead (003).
- No leak (issue 26, item 5): a player reads only the seat's view and legal actions, so two
  states that differ only in cards the seat cannot see (the other hands, the stock) give the
  same choice for the same seed. Checked by dealing the hidden cards again, replaying the
  same actions, and asking both states.
- The rules of thumb, each on a position built by hand: the 40 before a 20 (rulesets.md,
  marriages "20 plain / 40 trumps"), the swap of the 7 (002; 000), the lowest card that wins,
  no trump wasted on an empty trick, points taken cheaply, the partner's trick loaded, the
  auction's estimate (000: bid from 70 in steps of 5), a sure capote (regional.md 2b.9) and a
  true claim (2b.12).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest
from tute import (
    Action,
    ActionKind,
    Bid,
    BidKind,
    Card,
    HandPhase,
    HandState,
    IllegalAction,
    Ruleset,
    SeatView,
    Stage,
    Suit,
    TrickCard,
    deal_from_seed,
    find_ruleset,
    named_rulesets,
    parse_card,
)
from tute.arena import play_hand
from tute.players import (
    AIM_LOW_MARGIN,
    PLAYERS,
    PlayerLevel,
    choose,
    choose_basic,
    choose_random,
    must_act,
    play_deal,
    register_player,
)
from tute.values import DeclarationKind

LEVELS = (PlayerLevel.RANDOM, PlayerLevel.BASIC)


def every_table() -> list[Ruleset]:
    found = []
    for base in named_rulesets():
        for players in base.player_options:
            found.append(base if players == base.players
                         else find_ruleset(base.id, {"players": players}))
    return found


OVERRIDDEN = [
    find_ruleset("guinote", {"vueltas_end": "claim"}),
    find_ruleset("tute-habanero", {"vueltas_end": "claim"}),
    find_ruleset("tute-arrastrado-tres", {"payout": "fournier_plate"}),
    find_ruleset("tute-subastado-tres", {"deck": 40, "hand_size": 13,
                                         "spare_card": "auction_winner_may_take"}),
    find_ruleset("tute-dos", {"swap_timing": "on_own_lead", "swap_two": True}),
    find_ruleset("tute-parejas", {"sides": "individual"}),
]
TABLES = every_table() + OVERRIDDEN


def table_id(rules: Ruleset) -> str:
    return f"{rules.id}-{rules.players}-{'-'.join(sorted(rules.overrides))}"


def c(code: str) -> Card:
    return parse_card(code)


def own_actions(state: HandState, seat: int) -> list[Action]:
    return [a for a in state.legal_actions() if a.seat == seat]


def seat_view(state: HandState, seat: int) -> SeatView:
    drawn = state.after_draw() if state.phase is HandPhase.PLAY else state
    return drawn.view(seat)


@pytest.mark.parametrize("rules", TABLES, ids=table_id)
def test_every_level_answers_a_legal_action(rules: Ruleset) -> None:
    """At every moment of whole hands, each level asked for each seat that has actions
    answers one of them; None only for a seat that is not to act."""
    kinds: set[ActionKind] = set()
    for hand in range(6):
        deal = deal_from_seed(rules, 1000 + hand)
        state = HandState(rules, deal)
        mover = random.Random(hand)
        while not state.is_terminal():
            legal = state.legal_actions()
            seats = sorted({a.seat for a in legal})
            for seat in seats:
                own = [a for a in legal if a.seat == seat]
                view = seat_view(state, seat)
                for level in LEVELS:
                    answer = choose(level, rules, view, own, random.Random(seat))
                    if answer is None:
                        assert not must_act(own), (level, seat, own)
                        assert seat != state.to_act()
                    else:
                        assert answer in own, (level, answer, own)
            # play on with a mix of the levels, so that both reach every phase
            to_act = state.to_act()
            assert to_act is not None
            level = LEVELS[(hand + len(state.tricks)) % 2]
            pick = choose(level, rules, seat_view(state, to_act),
                          [a for a in legal if a.seat == to_act], mover)
            assert pick is not None
            if mover.random() < 0.3:  # sometimes another seat's declaration first
                others = [a for a in legal if a.seat != to_act]
                if others:
                    pick = mover.choice(others)
            kinds.add(pick.kind)
            state.apply(pick)
    assert ActionKind.PLAY in kinds


def test_the_rare_actions_are_reached() -> None:
    """The overrides above do offer the claim, the plate and the spare card to the players."""
    reached: set[str] = set()
    for rules in OVERRIDDEN[:4]:
        for hand in range(12):
            state = HandState(rules, deal_from_seed(rules, hand))
            rng = random.Random(hand)
            while not state.is_terminal():
                legal = state.legal_actions()
                for a in legal:
                    reached.add(a.declaration.value if a.declaration else a.kind.value)
                to_act = state.to_act()
                assert to_act is not None
                state.apply(rng.choice([a for a in legal if a.seat == to_act]))
    assert {"plate", "take_spare", "capote"} <= reached


# -- no leak -------------------------------------------------------------------------------------


def hidden_redeal(state: HandState, seat: int, rng: random.Random) -> HandState | None:
    """The same actions replayed on a deal where the cards ``seat`` cannot see now (the other
    seats' hands, the stock under the turn-up) are dealt again among the places they came
    from; None when the replay is illegal there (a duty the new cards would have broken)."""
    deal = state.deal
    hidden = {card for s, hand in enumerate(state.hands) if s != seat for card in hand}
    hidden.update(state.stock[:-1] if state.turn_up is not None else state.stock)
    slots: list[tuple[int, int]] = []  # (hand, index); hand -1 is the stock
    for s, hand in enumerate(deal.hands):
        slots += [(s, i) for i, card in enumerate(hand) if card in hidden]
    slots += [(-1, i) for i, card in enumerate(deal.stock) if card in hidden]
    cards = [deal.hands[s][i] if s >= 0 else deal.stock[i] for s, i in slots]
    rng.shuffle(cards)
    hands = [list(h) for h in deal.hands]
    stock = list(deal.stock)
    for (s, i), card in zip(slots, cards, strict=True):
        if s >= 0:
            hands[s][i] = card
        else:
            stock[i] = card
    other_deal = replace(deal, seed=None, hands=tuple(tuple(h) for h in hands),
                         stock=tuple(stock))
    other = HandState(state.rules, other_deal)
    try:
        for action in ACTIONS[id(state)]:
            other.apply(action)
    except IllegalAction:
        return None
    return other


ACTIONS: dict[int, list[Action]] = {}


@pytest.mark.parametrize("rules", every_table(), ids=table_id)
def test_no_leak_hidden_cards_do_not_change_the_choice(rules: Ruleset) -> None:
    """Same view, same legal actions, same seed: the same choice, whatever the hidden cards."""
    compared = 0
    for hand in range(8):
        state = HandState(rules, deal_from_seed(rules, 500 + hand))
        ACTIONS[id(state)] = actions = []
        rng = random.Random(hand)
        while not state.is_terminal() and compared < 40 * (hand + 1):
            to_act = state.to_act()
            assert to_act is not None
            legal = own_actions(state, to_act)
            other = hidden_redeal(state, to_act, rng)
            if other is not None:
                view = seat_view(state, to_act)
                if seat_view(other, to_act) == view and own_actions(other, to_act) == legal:
                    for level in LEVELS:
                        seed = rng.getrandbits(32)
                        mine = choose(level, rules, view, legal, random.Random(seed))
                        theirs = choose(level, rules, seat_view(other, to_act), legal,
                                        random.Random(seed))
                        assert mine == theirs
                    compared += 1
            action = choose(PlayerLevel.BASIC, rules, seat_view(state, to_act), legal, rng)
            assert action is not None
            state.apply(action)
            actions.append(action)
        del ACTIONS[id(state)]
    assert compared >= 20


# -- reproducible --------------------------------------------------------------------------------


def test_same_seed_same_hand() -> None:
    for rules in (find_ruleset("tute-dos"), find_ruleset("guinote"),
                  find_ruleset("tute-subastado")):
        deal = deal_from_seed(rules, 7)
        levels = ["random", "basic"] * (rules.players // 2)
        assert play_hand(rules, deal, levels, 3) == play_hand(rules, deal, levels, 3)


def test_random_draws_from_its_seed() -> None:
    rules = find_ruleset("tute-dos")
    state = HandState(rules, deal_from_seed(rules, 1))
    seat = state.to_act()
    assert seat is not None
    legal = own_actions(state, seat)
    view = seat_view(state, seat)
    picks = [choose_random(view, legal, random.Random(s)) for s in range(40)]
    assert picks == [choose_random(view, legal, random.Random(s)) for s in range(40)]
    assert len(set(picks)) > 1  # it does draw


# -- the rules of thumb --------------------------------------------------------------------------


def view_of(hand: str, *, trump: Suit = Suit.OROS, trick: tuple[tuple[int, str], ...] = (),
            seat: int = 0, players: int = 2, stock: int = 0, turn_up: str | None = None,
            captured: tuple[str, ...] = (), last: int | None = 0, phase: HandPhase =
            HandPhase.PLAY, bids: tuple[Bid, ...] = (), to_act: int | None = None,
            carried: tuple[int, ...] = (), sizes: tuple[int, ...] | None = None) -> SeatView:
    cards = tuple(c(x) for x in hand.split())
    piles = [tuple(c(x) for x in pile.split()) for pile in captured] + [
        () for _ in range(players - len(captured))]
    return SeatView(
        seat=seat, phase=phase, stage=Stage.IN_TRICK if trick else Stage.BEFORE_LEAD,
        to_act=seat if to_act is None else to_act, hand=cards,
        hand_sizes=sizes or tuple(len(cards) for _ in range(players)), trump=trump,
        turn_up=c(turn_up) if turn_up else None, stock_size=stock,
        trick=tuple(TrickCard(s, c(x)) for s, x in trick), last_trick_winner=last,
        tricks_played=1 if last is not None else 0, declarations=(), captured=tuple(piles),
        bids=bids, contract=None, carried_totals=carried)


def plays(view: SeatView, codes: str | None = None) -> list[Action]:
    cards = [c(x) for x in codes.split()] if codes else list(view.hand)
    return [Action(view.seat, ActionKind.PLAY, card=x) for x in cards]


def marriage(seat: int, suit: Suit) -> Action:
    return Action(seat, ActionKind.DECLARE, suit=suit, declaration=DeclarationKind.MARRIAGE)


DOS = find_ruleset("tute-dos")
PAREJAS = find_ruleset("tute-parejas")
HABANERO = find_ruleset("tute-habanero")
RNG = random.Random(0)


def test_basic_sings_the_40_before_a_20() -> None:
    """rulesets.md: a marriage is 20 plain, 40 in trumps; one a won trick (001)."""
    view = view_of("12O 11O 12C 11C 4E 5B 2B 7E", stock=10, turn_up="3B", trump=Suit.OROS)
    legal = [marriage(0, Suit.COPAS), marriage(0, Suit.OROS), *plays(view)]
    assert choose_basic(DOS, view, legal, RNG) == marriage(0, Suit.OROS)
    only_20 = [marriage(0, Suit.COPAS), *plays(view)]
    assert choose_basic(DOS, view, only_20, RNG) == marriage(0, Suit.COPAS)


def test_basic_swaps_the_seven_when_allowed() -> None:
    """002, 000: the 7 of trumps takes a turn-up of 1, 3, 12, 11 or 10 (a free gain)."""
    view = view_of("7O 12C 11C 4E 5B 2B 7E 6C", stock=10, turn_up="1O")
    swap = Action(0, ActionKind.SWAP, card=c("7O"))
    legal = [swap, marriage(0, Suit.COPAS), *plays(view)]
    assert choose_basic(DOS, view, legal, RNG) == swap


def test_basic_wins_with_the_lowest_card_that_wins() -> None:
    """Last to play, the 5 of copas led: the 6 takes it, the ace and the 3 are kept."""
    view = view_of("1C 3C 6C 2E", trick=((1, "5C"),), seat=0)
    chosen = choose_basic(DOS, view, plays(view, "1C 3C 6C"), RNG)
    assert chosen is not None and chosen.card == c("6C")


def test_basic_does_not_waste_a_trump_on_an_empty_trick() -> None:
    """Stock phase (free play, 000): a 4 led, no espada in hand: a low card, not a trump."""
    view = view_of("1O 5O 2C 12C", trick=((1, "4E"),), stock=12, turn_up="6O")
    chosen = choose_basic(DOS, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("2C")


def test_basic_takes_points_when_cheap() -> None:
    """The ace of espadas led (11 points): a trump without points takes it."""
    view = view_of("3O 5O 2C 4B", trick=((1, "1E"),), stock=12, turn_up="6O")
    chosen = choose_basic(DOS, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("5O")


def test_basic_throws_its_lowest_card_when_losing() -> None:
    view = view_of("1C 12B 2E 3B", trick=((1, "1O"),), stock=12, turn_up="6O")
    chosen = choose_basic(DOS, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("2E")


def test_basic_loads_the_partners_trick() -> None:
    """In pairs (0+2 against 1+3), the partner holds the trick with the ace, last to play:
    the ace of espadas goes to it, not the 4."""
    view = view_of("1E 4E 2B", trick=((1, "4C"), (2, "1C"), (3, "5C")), players=4,
                   trump=Suit.OROS)
    chosen = choose_basic(PAREJAS, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("1E")


CABRON = find_ruleset("tute-cabron")  # three seats, no trumps until a marriage falls


def cabron_view(hand: str, captured: tuple[str, ...],
                trick: tuple[tuple[int, str], ...] = ()) -> SeatView:
    return replace(view_of(hand, trick=trick, players=3, captured=captured), trump=None)


def test_basic_in_cabron_lets_a_trick_go_loaded_once_it_has_one() -> None:
    """regional.md 3b.6-8 (cabrón): no trick loses, over 100 loses, the middle total loses.
    Seat 0 has its trick (4 points) and the lowest total: void in espadas with no trumps yet
    (3b.2: any card), it lets the trick go with its ace (11 points for another seat), where
    the usual rule throws its lowest card."""
    view = cabron_view("1B 4C 5O", ("4E 5E 6E", "1O 3O 7O", "3C 12C 7C"), ((1, "12E"),))
    chosen = choose_basic(CABRON, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("1B")


def test_basic_in_cabron_leads_its_weakest_card_to_stay_lowest() -> None:
    """regional.md 3b.8: with the lowest total, lead the card least likely to take a trick,
    not the master ace of copas."""
    view = cabron_view("1C 3C 4B", ("4E 5E 6E", "1O 3O 7O", "3E 12B 7C"))
    chosen = choose_basic(CABRON, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("4B")


def test_basic_in_cabron_plays_as_usual_before_its_first_trick_or_when_ahead() -> None:
    """regional.md 3b.6: a seat without a trick loses, so it first takes one (the master ace
    leads); a seat ahead of the lowest by more than AIM_LOW_MARGIN plays as usual too."""
    no_trick = cabron_view("1C 3C 4B", ("", "1O 3O 7O", "3E 12B 7C"))
    chosen = choose_basic(CABRON, no_trick, plays(no_trick), RNG)
    assert chosen is not None and chosen.card == c("1C")
    ahead = cabron_view("1C 3C 4B", ("1E 3E 6E", "4O 5O 7O", "4E 5B 7C"))
    assert AIM_LOW_MARGIN < 21
    chosen = choose_basic(CABRON, ahead, plays(ahead), RNG)
    assert chosen is not None and chosen.card == c("1C")


def test_basic_draws_trumps_with_the_best_one() -> None:
    """Strict phase, the best trump in hand and as many trumps as are out: lead it."""
    seen = "1C 3C 12C 11C 10C 7C 6C 5C 4C 2C 1E 3E 12E 11E 10E 7E 6E 5E 4E 2E 3O 12O"
    view = view_of("1O 7O 4B 5B", captured=(seen,), stock=0)
    # unseen: 11O 10O 6O 5O 4O 2O and bastos: more trumps out than held: no drawing
    chosen = choose_basic(DOS, view, plays(view), RNG)
    assert chosen is not None and chosen.card != c("1O")
    seen += " 11O 10O 6O 5O 2O"
    view = view_of("1O 7O 4B 5B", captured=(seen,), stock=0)  # one trump out: the 4
    chosen = choose_basic(DOS, view, plays(view), RNG)
    assert chosen is not None and chosen.card == c("1O")


def test_basic_bids_from_an_estimate_and_names_its_best_suit() -> None:
    """000: the auction from 70 in steps of 5; a weak hand passes, a strong one bids the
    minimum, and the winner names the suit with the most (and best) cards."""
    rules = find_ruleset("tute-subastado")
    auction = HandPhase.AUCTION
    weak = view_of("2O 4O 5C 6C 7E 2E 4B 5B 6B 7B", players=4, phase=auction, last=None)
    bids = [Action(0, ActionKind.PASS)] + [Action(0, ActionKind.BID, amount=a)
                                           for a in range(70, 235, 5)]
    assert choose_basic(rules, weak, bids, RNG) == Action(0, ActionKind.PASS)
    strong = view_of("1O 3O 12O 11O 7O 1C 3C 1E 3E 12E", players=4, phase=auction, last=None)
    assert choose_basic(rules, strong, bids, RNG) == Action(0, ActionKind.BID, amount=70)
    naming = [Action(0, ActionKind.NAME_TRUMP, suit=s) for s in Suit]
    strong = replace(strong, phase=HandPhase.NAMING,
                     bids=(Bid(0, BidKind.BID, 70), Bid(1, BidKind.PASS)))
    assert choose_basic(rules, strong, naming, RNG) == naming[0]  # oros


def test_basic_announces_only_a_sure_capote() -> None:
    """regional.md 2b.9: capote announced when the stock runs out; a lost trick loses."""
    seen_all = ("1C 3C 12C 11C 10C 7C 6C 5C 4C 2C 1E 3E 12E 11E 10E 7E 6E 5E 4E 2E "
                "10B 7B 6B 5B")
    capote = Action(0, ActionKind.DECLARE, declaration=DeclarationKind.CAPOTE)
    # the other holds 3O 12O 11O and 1B..: exactly the unseen cards
    mine = "1O 10O 7O 6O 5O 4O 2O 3B"
    view = view_of(mine, captured=(seen_all,), stock=0)
    # unseen: 3O 12O 11O 1B 12B 11B 4B 2B: the 3B loses to the 1B: no capote
    assert choose_basic(HABANERO, view, [capote, *plays(view)], RNG) != capote
    sure = "1O 3O 12O 11O 10O 7O 6O 1B"
    view = view_of(sure, captured=(seen_all,), stock=0)
    # unseen: 5O 4O 2O 3B 12B 11B 4B 2B: top trumps draw theirs, the 1B tops the bastos
    assert choose_basic(HABANERO, view, [capote, *plays(view)], RNG) == capote


def test_basic_claims_101_only_when_true() -> None:
    """regional.md 2b.12: a false claim loses the juego."""
    rules = find_ruleset("tute-habanero", {"vueltas_end": "claim"})
    claim = Action(0, ActionKind.CLAIM)
    view = view_of("1C 2E", captured=("1O 3O 12O",), carried=(80, 90), sizes=(2, 2))
    assert choose_basic(rules, view, [claim, *plays(view)], RNG) == claim  # 80 + 25
    view = view_of("1C 2E", captured=("1O 4O",), carried=(80, 90), sizes=(2, 2))
    assert choose_basic(rules, view, [claim, *plays(view)], RNG) != claim  # 80 + 11


def test_a_seat_not_to_act_may_decline() -> None:
    view = view_of("7O 12C 11C", to_act=1, stock=4, turn_up="5O")
    capote = [Action(0, ActionKind.DECLARE, declaration=DeclarationKind.CAPOTE)]
    assert choose_basic(HABANERO, view, capote, RNG) is None
    picks = {choose_random(view, capote, random.Random(s)) for s in range(30)}
    assert picks == {None, capote[0]}


def test_choose_dispatches_and_registers() -> None:
    view = view_of("1C 2E", trick=((1, "5C"),))
    legal = plays(view, "1C")
    assert choose("basic", DOS, view, legal, RNG) == legal[0]
    with pytest.raises(KeyError, match="no player level"):
        choose("grandmaster", DOS, view, legal, RNG)
    register_player("first", lambda rules, v, actions, rng: actions[0])
    try:
        assert choose("first", DOS, view, legal, RNG) == legal[0]
    finally:
        del PLAYERS["first"]


def test_the_docs_example_runs() -> None:
    """docs/bots.md's example plays a whole hand with basic at every seat."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "bots.md").read_text("utf-8")
    block = text.split("```python\n", 1)[1].split("\n```", 1)[0]
    namespace: dict[str, object] = {}
    exec(compile(block, "docs/bots.md", "exec"), namespace)
    state = namespace["state"]
    assert isinstance(state, HandState) and state.is_terminal()


def test_a_forced_action_is_taken_without_asking() -> None:
    """play_deal asks a player only when there is a choice: a seat to act whose one action is
    the only one anybody has takes it unasked (every player could only answer it), and the
    hand is the same as when the player is asked every time."""
    rules = find_ruleset("tute-dos")
    asked: list[int] = []

    def counting(ruleset: Ruleset, view: SeatView, legal: Sequence[Action],
                 rng: random.Random) -> Action | None:
        asked.append(len(legal))
        return choose_basic(ruleset, view, legal, rng)

    register_player("counting", counting)
    try:
        for seed in range(4):
            state = HandState(rules, deal_from_seed(rules, seed))
            taken = play_deal(state, ["counting", "basic"], [random.Random(seed)] * 2)
            forced = 0
            replay = HandState(rules, deal_from_seed(rules, seed))
            for action in taken:
                legal = replay.legal_actions()
                forced += len(legal) == 1 and legal[0].seat == 0
                replay.apply(action)
            assert replay.score() == state.score()
            assert forced and len(asked) == sum(1 for a in taken if a.seat == 0) - forced
            asked.clear()
    finally:
        del PLAYERS["counting"]


def a_moment_with_an_optional_declaration(rules: Ruleset) -> tuple[HandState, int]:
    """A state (first actions of each seat's list) where a seat that is not to act may
    declare, and that seat."""
    for seed in range(200):
        state = HandState(rules, deal_from_seed(rules, seed))
        while not state.is_terminal():
            to_act = state.to_act()
            others = sorted({a.seat for a in state.legal_actions() if a.seat != to_act})
            if others:
                return state, others[0]
            state.apply(state.legal_actions()[0])
    pytest.fail("no moment where a seat not to act may declare")


def test_a_seat_that_declined_is_not_asked_again_at_the_same_moment() -> None:
    """play_deal's ``declined``: the seats that have just declined their declarations are not
    asked again until something happens at the table (a strong search plays declining out
    so); without it, such a seat is asked at once."""
    state, seat = a_moment_with_an_optional_declaration(find_ruleset("guinote"))
    start = (len(state.tricks), tuple(state.trick), len(state.declarations))
    asked: list[tuple[int, tuple[int, tuple[TrickCard, ...], int]]] = []

    def counting(ruleset: Ruleset, view: SeatView, legal: Sequence[Action],
                 rng: random.Random) -> Action | None:
        asked.append((view.seat, (view.tricks_played, view.trick, len(view.declarations))))
        return choose_basic(ruleset, view, legal, rng)

    register_player("counting", counting)
    try:
        play_deal(state.copy(), ["counting"] * 4, [random.Random(1)] * 4, declined=(seat,))
        assert seat not in [s for s, moment in asked if moment == start]
        asked.clear()
        play_deal(state.copy(), ["counting"] * 4, [random.Random(1)] * 4)
        assert seat in [s for s, moment in asked if moment == start]
    finally:
        del PLAYERS["counting"]
