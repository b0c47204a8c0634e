"""Whole-hand adjudication (service/tute/hand.py): replaying records, illegal actions, views.

Each test cites the rule it checks: the source documents beside rulesets.md (000/001 Italian,
002 Spanish, 003 Portuguese) or rulesets.md. Deals are explicit (``deal_from_cards``) where a
test needs particular cards, seeded otherwise; ``play_on`` (tests/support) extends a record
with deterministic legal plays to reach a chosen moment of the hand.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tute import (
    DECK,
    RANKS,
    SUITS,
    Action,
    ActionKind,
    Card,
    Contract,
    Deal,
    HandAdjudication,
    HandRecord,
    InvalidInputError,
    PlayPosition,
    Suit,
    adjudicate,
    card,
    deal_from_cards,
    deal_from_seed,
    find_ruleset,
    judge_plays,
    parse_card,
    position_after,
    random_record,
    ruleset_ids,
)

from tests.support.examples import scaled
from tests.support.records import actions, cards, play_on
from tests.support.words import words

# -- a tute-parejas deal for the duties -----------------------------------------------------------
# Seat 3 deals, seat 0 (the mano) leads; the dealer's last card, the 5 of bastos, sets trumps.
PAREJAS = find_ruleset("tute-parejas")
PAREJAS_DEAL = deal_from_cards(PAREJAS, dealer=3, hands=[
    cards("4O,1C,3C,12C,11C,10C,7C,6C,5C,4C"),
    cards("3O,2O,1O,12O,11O,10O,7O,6O,5O,2C"),
    cards("10B,11B,1E,3E,12E,11E,10E,7E,6E,5E"),
    cards("1B,2B,3B,12B,4E,2E,4B,6B,7B,5B"),
])


def parejas(*texts: str) -> HandAdjudication:
    return adjudicate(HandRecord(PAREJAS, PAREJAS_DEAL, actions(*texts)))


def refused(result: HandAdjudication, index: int, code: str) -> None:
    assert not result.legal and not result.complete
    assert result.error is not None, "an illegal record names its first illegal action"
    assert (result.error.index, result.error.code) == (index, code), str(result.error.message)
    assert result.actions_applied == index and result.score is None
    assert "{" not in str(result.error.message)  # every field of its template filled in


def test_parejas_deal_sets_trumps_and_the_lead() -> None:
    """001: "Il penultimo carte del mazzo, che appartiene al dealer, viene ... rivolto faccia in
    su. Il trionfo della mano sarà quello che è stato rivelato" and "il giocatore di destra del
    dealer inizia"."""
    assert PAREJAS_DEAL.trump is Suit.BASTOS and PAREJAS_DEAL.first_to_act == 0
    result = parejas("0:4O 1:3O 2:11B 3:12B")
    assert result.legal and not result.complete and result.ended_by is None
    (trick,) = result.tricks
    assert words(trick.leader, trick.winner_seat, trick.winning_card) == (0, 3, parse_card("12B"))
    assert trick.points == 10 + 3 + 4


# -- illegal records: the index, the code and what was legal --------------------------------------


def test_card_not_in_hand() -> None:
    """rulesets.md: "renuncio: an illegal play"; a seat plays only its own cards."""
    result = parejas("0:4O 1:1C")  # the ace of copas is seat 0's
    refused(result, 1, "CARD_NOT_IN_HAND")
    assert result.error is not None
    assert result.error.seat == 1 and result.error.expected_seat == 1
    # Seat 1 must follow oros and head the 4: every oros but the 2.
    assert set(result.error.legal_plays) == set(cards("3O,1O,12O,11O,10O,7O,6O,5O"))


def test_playing_out_of_turn() -> None:
    """001: "I carte vengono giocati in tratti, il giocatore di destra del dealer inizia";
    rulesets.md: seats are numbered in playing order."""
    result = parejas("0:4O 2:10B")
    refused(result, 1, "NOT_YOUR_TURN")
    assert result.error is not None and result.error.expected_seat == 1
    first = parejas("1:3O")
    refused(first, 0, "NOT_YOUR_TURN")
    assert first.error is not None and first.error.expected_seat == 0
    assert set(first.error.legal_plays) == set(PAREJAS_DEAL.hands[0])


@pytest.mark.parametrize(
    ("texts", "code", "legal"),
    [
        # 001: "Se possibile, gli altri giocatori dovranno seguire il colore"
        (("0:4O", "1:2C"), "MUST_FOLLOW_SUIT", "3O,1O,12O,11O,10O,7O,6O,5O"),
        # 001: "devi giocare una carta superiore ... alla carta più alta già presente"
        (("0:4O", "1:2O"), "MUST_HEAD", "3O,1O,12O,11O,10O,7O,6O,5O"),
        # 001: "Se non hai carta dello stesso colore, devi giocare una carta del trionfo"
        (("0:4O", "1:3O", "2:1E"), "MUST_TRUMP", "10B,11B"),
        # 001: "devi giocare un trionfo superiore al trionfo più alto sul tavolo"
        (("0:4O", "1:3O", "2:10B", "3:2B"), "MUST_OVERTRUMP",
         "1B,3B,12B"),
    ],
)
def test_duty_violations(texts: tuple[str, ...], code: str, legal: str) -> None:
    """The strict duties of tute-parejas from the first trick (000: "nella partita a 4
    giocatori fin dall'inizio"), each refused with its code and the legal alternatives."""
    result = parejas(*texts)
    refused(result, len(texts) - 1, code)
    assert result.error is not None
    assert set(result.error.legal_plays) == set(cards(legal))


def test_marriage_without_a_won_trick() -> None:
    """003: "Ainda não podes cantar as copas — não ganhaste nenhuma vaza"; 000: "Puoi Cantar
    solo immediatamente dopo aver vinto una presa"."""
    refused(parejas("0:marriage:C"), 0, "NO_TRICK_WON")
    # Seat 3 took the first trick, not seat 0: seat 0 still may not sing.
    late = parejas("0:4O 1:3O 2:11B 3:12B", "0:marriage:C")
    refused(late, 4, "NO_TRICK_WON")
    assert late.error is not None and late.error.expected_seat == 3


def test_action_by_a_seat_not_at_the_table() -> None:
    """rulesets.md: "Seats are numbered 0..n-1"; the report still says what was legal."""
    result = parejas("7:4O")
    refused(result, 0, "SEAT_OUT_OF_RANGE")
    assert result.error is not None and result.error.expected_seat == 0
    assert set(result.error.legal_plays) == set(PAREJAS_DEAL.hands[0])


# -- tute-dos: the stock, its draws and the phase change ------------------------------------------

DOS = find_ruleset("tute-dos")
DOS_DEAL = deal_from_seed(DOS, 20260, dealer=1)  # seat 0 is the mano


def test_draws_winner_first_and_the_turn_up_to_the_last_loser() -> None:
    """003: "Quem ganha tira primeiro e quem perde depois, por isso as mãos mantêm-se em oito";
    000: "il vincitore pesca la carta a faccia in giù e il perdente prende la carta di briscola
    a faccia in su"."""
    record = play_on(HandRecord(DOS, DOS_DEAL, ()), 13)
    tricks = adjudicate(record).tricks
    stock = DOS_DEAL.stock
    assert stock[-1] == DOS_DEAL.turn_up
    plays = 0
    for number in range(1, 13):
        plays += 2
        winner = tricks[number - 1].winner_seat
        loser = 1 - winner
        before = position_after(record, plays, loser)
        # The next lead (the winner's) makes the draw happen.
        after = position_after(record, plays + 1, loser)
        drawn = set(after.hand) - set(before.hand)
        assert drawn == {stock[2 * number - 1]}, f"trick {number}: the loser draws second"
        winner_before = position_after(record, plays, winner)
        winner_drawn = position_after(record, plays, winner, draw=True)
        assert set(winner_drawn.hand) - set(winner_before.hand) == {stock[2 * number - 2]}, (
            f"trick {number}: the winner draws first")
        assert after.stock_size == winner_drawn.stock_size == 24 - 2 * number
        assert words(winner_before.stage, winner_drawn.stage) == ("before_draw", "before_lead")
    # The last draw: the hidden card to the winner, the turn-up to the loser.
    last_loser = 1 - tricks[11].winner_seat
    assert DOS_DEAL.turn_up in position_after(record, 25, last_loser).hand


def test_phase_changes_when_the_stock_runs_out() -> None:
    """000: "Dopo ogni presa durante la Fase 1, entrambi i giocatori pescano ... Da questo punto
    in poi, si applicano le regole della Fase 2"; 003: "Esgotado o talão, tens de servir o
    naipe"."""
    record = play_on(HandRecord(DOS, DOS_DEAL, ()), 13)
    eleven = position_after(record, 22, 0)  # 11 tricks played, their draw still to come
    assert eleven.stock_size == 4 and eleven.turn_up == DOS_DEAL.turn_up
    twelve = position_after(record, 24, 0)
    assert words(twelve.stage, twelve.stock_size, twelve.turn_up) == ("before_draw", 2,
                                                                 DOS_DEAL.turn_up)
    # The 13th lead makes the last draw: the stock is gone and with it the turn-up.
    follower = position_after(record, 25, 0).to_act
    assert follower is not None
    led = position_after(record, 25, follower)
    assert led.stock_size == 0 and led.turn_up is None
    assert sorted(led.hand_sizes) == [7, 8]
    strict = PlayPosition(led.trump, follower, led.hand, led.trick, 0, None)
    assert judge_plays(DOS, strict).phase == "strict"
    early = position_after(record, 1, 1)
    free = PlayPosition(early.trump, 1, early.hand, early.trick, early.stock_size,
                        early.turn_up)
    assert judge_plays(DOS, free).phase == "stock"


def test_free_while_the_stock_lasts_strict_after() -> None:
    """000: "Fase 1 ... il secondo giocatore può giocare qualsiasi carta dalla sua mano";
    "Fase 2 ... Devi rispondere al seme se hai una carta del seme di uscita"."""
    found = {"stock": False, "strict": False}
    record = play_on(HandRecord(DOS, DOS_DEAL, ()), 20)
    for index, action in enumerate(record.actions):
        view = position_after(record, index, action.seat)
        if not view.trick:
            continue
        led = view.trick[0].card.suit
        off = [c for c in view.hand if c.suit is not led and c.suit is not view.trump]
        if not off or not any(c.suit is led for c in view.hand):
            continue
        phase = "stock" if view.stock_size else "strict"
        changed = (*record.actions[:index], Action(action.seat, ActionKind.PLAY, card=off[0]))
        result = adjudicate(HandRecord(DOS, DOS_DEAL, changed))
        if phase == "stock":
            assert result.legal, "no duty while the stock lasts"
        else:
            refused(result, index, "MUST_FOLLOW_SUIT")
        found[phase] = True
    assert found == {"stock": True, "strict": True}


def test_swap_after_the_stock_is_gone() -> None:
    """000: the swap is "disponibile durante la Fase 1 (mentre il mazzo di riserva è
    attivo)"."""
    trump = DOS_DEAL.trump
    assert trump is not None
    seven = card(7, trump)
    record = play_on(HandRecord(DOS, DOS_DEAL, ()), 13, keep={seven})
    holder = next(s for s in (0, 1) if seven in position_after(record, 26, s).hand)
    winner = adjudicate(record).tricks[-1].winner_seat
    for seat in {holder, winner}:
        swap = Action(seat, ActionKind.SWAP, card=seven)
        attempt = HandRecord(DOS, DOS_DEAL, (*record.actions, swap))
        refused(adjudicate(attempt), 26, "STOCK_EMPTY")


def _swap_deal() -> Deal:
    """Seat 0 (the mano) holds the 7 of bastos and the copas pair; the turn-up is the king of
    bastos."""
    hands = [cards("7B,1O,3O,12C,11C,5E,2C,4C"), cards("2O,4O,5O,6O,7O,2E,4E,6E")]
    used = {*hands[0], *hands[1], parse_card("12B")}
    rest = [c for c in DOS.deck_cards if c not in used]
    return deal_from_cards(DOS, dealer=1, hands=hands, stock=[*rest, parse_card("12B")])


SWAP_DEAL = _swap_deal()


def test_marriage_by_the_trick_winner() -> None:
    """000: "Puoi Cantar solo immediatamente dopo aver vinto una presa, prima di giocare la
    carta successiva"; "Re + Cavallo di qualsiasi seme non di briscola = 20 punti"."""
    result = adjudicate(HandRecord(DOS, SWAP_DEAL, actions("0:1O 1:2O",
                                                           "0:marriage:C")))
    assert result.legal
    (sung,) = result.declarations
    assert (sung.seat, sung.suit, sung.points, sung.after_trick) == (0, Suit.COPAS, 20, 1)
    twice = adjudicate(HandRecord(DOS, SWAP_DEAL, actions(
        "0:1O 1:2O 0:marriage:C 0:3O 1:4O 0:marriage:C")))
    refused(twice, 5, "SUIT_ALREADY_DECLARED")
    loser = adjudicate(HandRecord(DOS, SWAP_DEAL, actions("0:5E 1:6E",
                                                          "0:marriage:C")))
    refused(loser, 2, "NO_TRICK_WON")
    assert loser.error is not None and loser.error.expected_seat == 1
    led = adjudicate(HandRecord(DOS, SWAP_DEAL, actions("0:1O 1:2O 0:3O",
                                                        "0:marriage:C")))
    refused(led, 3, "WINDOW_CLOSED")


def test_swap_before_the_draw_exchanges_with_the_turn_up() -> None:
    """000: "Puoi scambiare solo dopo aver vinto una presa, prima di pescare dal mazzo di
    riserva. Prendi la carta di briscola a faccia in su nella tua mano e la sostituisci con il
    tuo 7 di briscola"."""
    deal = SWAP_DEAL
    swapped = actions("0:1O 1:2O 0:swap:7B")
    result = adjudicate(HandRecord(DOS, deal, swapped))
    assert result.legal and result.declarations[0].card == parse_card("7B")
    view = position_after(HandRecord(DOS, deal, swapped), 3, 0)
    assert parse_card("12B") in view.hand and parse_card("7B") not in view.hand
    assert view.turn_up == parse_card("7B") and view.stock_size == 24
    assert view.stage == "before_draw" and len(view.hand) == 7
    # The draw puts the hand back at eight; the 7 is now the last card of the stock.
    drawn = position_after(HandRecord(DOS, deal, (*swapped, *actions("0:3O"))), 4, 0)
    assert drawn.stock_size == 22 and drawn.turn_up == parse_card("7B")
    assert len(drawn.hand) == 7 and parse_card("12B") in drawn.hand
    # Once the next trick is led the moment has passed; the loser never swaps.
    late = adjudicate(HandRecord(DOS, deal, actions("0:1O 1:2O 0:3O",
                                                    "0:swap:7B")))
    refused(late, 3, "WINDOW_CLOSED")
    lost = adjudicate(HandRecord(DOS, deal, actions("0:5E 1:6E 0:swap:7B")))
    refused(lost, 2, "NO_TRICK_WON")


# -- tute ends the hand ---------------------------------------------------------------------------

KINGS_HANDS = [cards("12O,12C,12E,12B,1O,3O,2C,4C"), cards("2O,4O,5O,6O,7O,2E,4E,6E")]


def kings_record(overrides: dict[str, object] | None = None, *extra: str) -> HandRecord:
    rules = find_ruleset("tute-dos", overrides)
    used = {*KINGS_HANDS[0], *KINGS_HANDS[1]}
    stock = [c for c in rules.deck_cards if c not in used]  # turn-up: the knight of bastos
    deal = deal_from_cards(rules, dealer=1, hands=KINGS_HANDS, stock=stock)
    return HandRecord(rules, deal, actions("0:1O 1:2O 0:tute:12", *extra))


def test_tute_ends_the_hand() -> None:
    """003: "Ter os quatro reis, ou os quatro cavalos, e cantá-lo ganha a mão de imediato, seja
    qual for a pontuação"."""
    result = adjudicate(kings_record())
    assert result.legal and result.complete and result.ended_by == "tute"
    assert result.score is not None
    assert (result.score.winner_side, result.score.reason, result.score.tute_side) == (0, "tute",
                                                                                       0)
    assert result.score.games == (1, 0) and not result.score.wins_game
    assert result.declarations[-1].kind == "tute" and result.declarations[-1].rank == 12
    over = adjudicate(kings_record(None, "0:3O"))
    refused(over, 3, "HAND_OVER")
    assert position_after(kings_record(), 3, 1).to_act is None


def test_tute_win_game_and_continue_hand() -> None:
    """002: "en algunos casinos y torneos cuando se canta tute se da por finalizada la partida"
    and "lo más normal es finalizar la manga independientemente de los cánticos"."""
    game = adjudicate(kings_record({"tute_effect": "win_game"}))
    assert game.ended_by == "tute" and game.score is not None and game.score.wins_game
    played_on = adjudicate(kings_record({"tute_effect": "continue_hand"}, "0:3O"))
    assert played_on.legal and not played_on.complete and played_on.ended_by is None
    assert played_on.declarations[-1].kind == "tute" and played_on.declarations[-1].points == 0


# -- position_after -------------------------------------------------------------------------------


def test_position_after_shows_each_seat_its_own_cards() -> None:
    """rulesets.md ("One vocabulary for game state", design.md): a seat sees its hand, the
    trick, the stock size and turn-up, declarations and captures; not the others' hands."""
    record = HandRecord(PAREJAS, PAREJAS_DEAL, actions(
        "0:4O 1:3O 2:11B 3:12B", "3:4E 0:1C"))
    for seat in range(4):
        start = position_after(record, 0, seat)
        assert start.hand == PAREJAS_DEAL.hands[seat]
        assert start.hand_sizes == (10, 10, 10, 10) and start.to_act == 0
        assert start.trump is Suit.BASTOS and start.trick == () and start.tricks_played == 0
    two = position_after(record, 2, 1)
    assert [t.card for t in two.trick] == list(cards("4O,3O"))
    assert two.to_act == 2 and two.hand_sizes == (9, 9, 10, 10)
    assert parse_card("3O") not in two.hand
    trick = position_after(record, 4, 2)
    assert trick.tricks_played == 1 and trick.last_trick_winner == 3 and trick.to_act == 3
    assert set(trick.captured[3]) == set(cards("4O,3O,11B,12B"))
    assert trick.trick == () and trick.stage == "before_lead"
    six = position_after(record, 6, 0)
    assert six.to_act == 1 and six.hand_sizes == (8, 9, 9, 8)
    # Viewing a prefix equals viewing the record cut at that prefix.
    for count in range(len(record.actions) + 1):
        cut = HandRecord(PAREJAS, PAREJAS_DEAL, record.actions[:count])
        for seat in range(4):
            assert position_after(record, count, seat) == position_after(cut, count, seat)


def test_position_after_refuses_bad_requests() -> None:
    """design.md: 422 for an impossible request, listing every problem."""
    record = HandRecord(PAREJAS, PAREJAS_DEAL, actions("0:4O 1:2O"))
    with pytest.raises(InvalidInputError) as error:
        position_after(record, 3, 4)
    assert {(p.code, p.field) for p in error.value.problems} == {
        ("ACTION_INDEX_OUT_OF_RANGE", "/after_actions"), ("SEAT_OUT_OF_RANGE", "/seat")}
    with pytest.raises(InvalidInputError) as error:
        position_after(record, 2, 0)
    assert [(p.code, p.field) for p in error.value.problems] == [("ILLEGAL_ACTION",
                                                                  "/actions/1")]
    assert position_after(record, 1, 0).hand_sizes == (9, 10, 10, 10)


# -- tute-subastado: the auction and naming trumps ------------------------------------------------

SUBASTADO = find_ruleset("tute-subastado")
SUBASTADO_DEAL = deal_from_seed(SUBASTADO, 77, dealer=3)  # seat 0 bids first and leads
AUCTION = "0:bid:70 1:bid:75 2:pass 3:pass 0:bid:80 1:pass"


def test_subastado_hand_with_auction_and_trump_naming() -> None:
    """000: "Partendo dal giocatore alla destra del mazziere, ogni giocatore offre o passa ...
    Il miglior offerente dichiara il seme di briscola e gioca con il partner seduto di fronte";
    "Se la squadra che ha fatto l'offerta raggiunge il proprio obiettivo, segna i punti
    catturati. Se non lo raggiunge, l'importo dell'offerta viene sottratto"."""
    named = HandRecord(SUBASTADO, SUBASTADO_DEAL, actions(AUCTION, "0:trump:O"))
    view = position_after(named, 6, 2)
    assert view.phase == "naming" and view.to_act == 0 and view.trump is None
    assert view.contract == Contract(declarer=0, amount=80)
    record = play_on(named, 10)
    result = adjudicate(record)
    assert result.legal and result.complete and result.ended_by == "played_out"
    assert result.contract == Contract(declarer=0, amount=80) and result.trump is Suit.OROS
    assert [(b.seat, b.kind, b.amount) for b in result.bids] == [
        (0, "bid", 70), (1, "bid", 75), (2, "pass", None), (3, "pass", None), (0, "bid", 80),
        (1, "pass", None)]
    assert result.tricks[0].leader == 0 and len(result.tricks) == 10
    score = result.score
    assert score is not None and score.contract == result.contract
    declarers = score.sides[0]
    assert declarers.seats == (0, 2)
    assert score.contract_made == (declarers.total >= 80)
    assert declarers.score == (declarers.total if score.contract_made else -80)
    assert score.sides[1].score == score.sides[1].total


def test_subastado_illegal_auction_and_naming() -> None:
    """000: "L'offerta minima di apertura è tipicamente di 70 punti"; "Il miglior offerente
    dichiara il seme di briscola"."""
    def subastado(*texts: str) -> HandAdjudication:
        return adjudicate(HandRecord(SUBASTADO, SUBASTADO_DEAL, actions(*texts)))

    low = subastado("0:bid:65")
    refused(low, 0, "BID_TOO_LOW")
    assert low.error is not None
    assert (low.error.min_next_bid, low.error.expected_seat) == (70, 0)
    assert low.error.legal_plays == ()
    raise_low = subastado("0:bid:70 1:bid:70")
    refused(raise_low, 1, "BID_TOO_LOW")
    assert raise_low.error is not None and raise_low.error.min_next_bid == 75
    refused(subastado("0:" + SUBASTADO_DEAL.hands[0][0].code), 0, "UNEXPECTED_ACTION")
    refused(subastado(AUCTION, "1:trump:O"), 6, "NOT_YOUR_TURN")
    first = SUBASTADO_DEAL.hands[0][0].code
    refused(subastado(AUCTION, f"0:{first}"), 6, "UNEXPECTED_ACTION")
    refused(subastado(AUCTION, "0:trump:O 0:trump:C"), 7, "TRUMP_ALREADY_NAMED")


def test_subastado_all_pass() -> None:
    """rulesets.md ("bidding"): a pass is final (000: "Un giocatore che passa è eliminato
    dall'offerta"); with every seat passed there is no contract to play."""
    result = adjudicate(HandRecord(SUBASTADO, SUBASTADO_DEAL,
                                   actions("0:pass 1:pass 2:pass 3:pass")))
    assert result.legal and result.complete and result.ended_by == "all_passed"
    assert result.score is None and result.contract is None and result.tricks == ()


# -- robustness ------------------------------------------------------------------------------------

ACTION_KINDS = ("play", "declare", "swap", "bid", "pass", "name_trump")


@settings(max_examples=scaled(300), deadline=None, derandomize=True)
@given(
    ruleset_id=st.sampled_from(ruleset_ids()),
    seed=st.integers(0, 2**32),
    where=st.floats(0, 1, exclude_max=True),
    replace=st.booleans(),
    seat=st.integers(-1, 4),
    kind=st.sampled_from(ACTION_KINDS),
    played=st.none() | st.sampled_from(DECK),
    amount=st.none() | st.integers(-10, 300),
    suit=st.none() | st.sampled_from(SUITS),
    declaration=st.none() | st.sampled_from(("marriage", "tute", "swap")),
    rank=st.none() | st.sampled_from(RANKS),
)
def test_a_corrupted_record_gets_a_verdict(
    ruleset_id: str, seed: int, where: float, replace: bool, seat: int, kind: str,
    played: Card | None, amount: int | None, suit: Suit | None, declaration: str | None,
    rank: int | None,
) -> None:
    """design.md: adjudication is "the operation platforms use to settle disputes": any record,
    however wrong, gets a verdict (never an exception), and the actions before the change stay
    legal."""
    rules = find_ruleset(ruleset_id)
    legal = random_record(rules, deal_from_seed(rules, seed), seed)
    index = int(where * len(legal.actions))
    odd = Action(seat, kind, card=played, amount=amount, suit=suit, declaration=declaration,
                 rank=rank)
    moves = list(legal.actions)
    moves[index:index + 1] = [odd] if replace else [odd, moves[index]]
    record = HandRecord(rules, legal.deal, tuple(moves))
    result = adjudicate(record)
    if result.error is not None:
        assert result.error.index >= index and result.error.code.isupper()
        assert result.actions_applied == result.error.index
        with pytest.raises(InvalidInputError):
            position_after(record, len(moves), 0)
    # The untouched prefix still replays, whatever follows it.
    assert position_after(record, index, 0) == position_after(legal, index, 0)


def test_a_declare_action_names_a_declaration_other_than_the_swap() -> None:
    """docs/notation.md (the actions of a record): a declare action names its declaration
    (marriage, tute, capote, plate); the 7-swap is an action of its own kind. The refusal says
    which."""
    from tute import Action, ActionKind, DeclarationKind

    for declaration, expected in ((None, "one of marriage, tute, capote, plate"),
                                  (DeclarationKind.SWAP, "kind swap")):
        action = Action(kind=ActionKind.DECLARE, seat=0, declaration=declaration)
        result = adjudicate(HandRecord(PAREJAS, PAREJAS_DEAL, (action,)))
        refused(result, 0, "UNEXPECTED_ACTION")
        assert result.error is not None and expected in str(result.error.message)
