"""The text notation of docs/notation.md (service/tute/notation.py): round trips and errors.

Every value the notation writes parses back to itself, for positions, contexts, actions and
declarations taken from self-play in every named ruleset; every text it parses formats back to
its one canonical spelling; and every malformed text raises :class:`NotationError` naming the
offending token and why.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
import tute
from hypothesis import given, settings
from hypothesis import strategies as st
from tute import (
    DECK,
    RANKS,
    SUITS,
    Action,
    ActionKind,
    Card,
    Declaration,
    DeclarationKind,
    HandState,
    NotationError,
    PlayPosition,
    Stage,
    Suit,
    TrickCard,
    TuteError,
    deal_from_seed,
    find_ruleset,
    format_action,
    format_actions,
    format_card_list,
    format_context,
    format_declaration,
    format_position,
    format_trick,
    parse_action,
    parse_actions,
    parse_card,
    parse_card_list,
    parse_context,
    parse_declaration,
    parse_position,
    parse_trick,
    random_record,
    ruleset_ids,
)
from tute.auction import Bid, BidKind
from tute.hand import EndedBy, HandPhase, HandRecord, replay_legal
from tute.notation import format_state, parse_state, same_state

from tests.support.examples import scaled

DOS = find_ruleset("tute-dos")


def c(code: str) -> Card:
    return parse_card(code)


# -- the grammar, by example ---------------------------------------------------------------------


def test_card_lists_and_tricks() -> None:
    assert parse_card_list("1C,3C,12E") == (c("1C"), c("3C"), c("12E"))
    assert parse_card_list("-") == ()
    assert format_card_list(()) == "-"
    assert format_card_list(parse_card_list("12B,1O")) == "12B,1O"
    assert parse_trick("0:3C,1:4O") == (TrickCard(0, c("3C")), TrickCard(1, c("4O")))
    assert parse_trick("-") == ()
    assert format_trick(parse_trick("2:10B")) == "2:10B"


@pytest.mark.parametrize(("text", "action"), [
    ("0:2C", Action(0, ActionKind.PLAY, card=c("2C"))),
    ("1:marriage:O", Action(1, ActionKind.DECLARE, declaration=DeclarationKind.MARRIAGE,
                            suit=Suit.OROS)),
    ("0:tute:12", Action(0, ActionKind.DECLARE, declaration=DeclarationKind.TUTE, rank=12)),
    ("0:swap", Action(0, ActionKind.SWAP)),
    ("0:swap:7B", Action(0, ActionKind.SWAP, card=c("7B"))),
    ("2:bid:70", Action(2, ActionKind.BID, amount=70)),
    ("3:pass", Action(3, ActionKind.PASS)),
    ("2:trump:O", Action(2, ActionKind.NAME_TRUMP, suit=Suit.OROS)),
    ("-1:4O", Action(-1, ActionKind.PLAY, card=c("4O"))),  # no such seat: the engine's to say
])
def test_actions(text: str, action: Action) -> None:
    assert parse_action(text) == action
    assert format_action(action) == text


def test_a_record_s_actions() -> None:
    text = "0:1O 1:2O 0:marriage:C 0:3O"
    assert [format_action(a) for a in parse_actions(text)] == text.split()
    assert format_actions(parse_actions(text)) == text
    assert parse_actions("-") == parse_actions("") == parse_actions("  ") == ()
    assert format_actions(()) == "-"
    # Any whitespace separates actions, so long records may wrap.
    assert parse_actions("0:1O\n  1:2O") == parse_actions("0:1O 1:2O")


@pytest.mark.parametrize(("text", "declaration"), [
    ("0:marriage:O@1+40", Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.OROS,
                                      after_trick=1, points=40)),
    ("1:tute:12@3", Declaration(1, DeclarationKind.TUTE, rank=12, after_trick=3)),
    ("0:swap:7B@2", Declaration(0, DeclarationKind.SWAP, card=c("7B"), after_trick=2)),
    ("0:swap", Declaration(0, DeclarationKind.SWAP)),
    ("4:marriage:C@9", Declaration(4, DeclarationKind.MARRIAGE, suit=Suit.COPAS, after_trick=9)),
])
def test_declarations(text: str, declaration: Declaration) -> None:
    assert parse_declaration(text) == declaration
    assert format_declaration(declaration) == text


def test_positions() -> None:
    text = "trump=O seat=1 hand=1C,3C trick=0:12C stock=12 turn_up=6O"
    position = PlayPosition(Suit.OROS, 1, (c("1C"), c("3C")), (TrickCard(0, c("12C")),), 12,
                            c("6O"))
    assert parse_position(text) == position
    assert format_position(position) == text
    # Any order when parsing; defaults (no trick, stock 0, no turn-up) left out when formatting.
    assert parse_position("hand=1C seat=0 stock=0 trump=B trick=-") == PlayPosition(
        Suit.BASTOS, 0, (c("1C"),))
    assert format_position(PlayPosition(None, 2, ())) == "trump=- seat=2 hand=-"


def test_declaration_contexts() -> None:
    text = ("trump=B dealer=1 seat=0 hand=7B,12B,12C,11C,3O,10O,5E last=0 tricks=1 "
            "stage=before_draw stock=24 turn_up=1B declared=1:marriage:O@1+20,0:swap:7B@1")
    ctx = parse_context(DOS, text)
    assert (ctx.ruleset, ctx.trump, ctx.dealer, ctx.seat) == (DOS, Suit.BASTOS, 1, 0)
    assert (ctx.last_trick_winner, ctx.tricks_played, ctx.stage) == (0, 1, Stage.BEFORE_DRAW)
    assert (ctx.stock_size, ctx.turn_up, len(ctx.hand)) == (24, c("1B"), 7)
    assert [d.points for d in ctx.declarations] == [20, 0]
    assert format_context(ctx) == text
    bare = parse_context(DOS, "seat=0 dealer=1 trump=- hand=-")
    assert (bare.last_trick_winner, bare.tricks_played, bare.stage, bare.stock_size,
            bare.turn_up, bare.declarations) == (None, 0, Stage.BEFORE_LEAD, 0, None, ())
    assert format_context(bare) == "trump=- dealer=1 seat=0 hand=-"


# -- round trips over self-play ------------------------------------------------------------------


def _round_trips(state: HandState) -> None:
    rules = state.rules
    for seat in range(rules.players):
        position = state.position(seat)
        assert parse_position(format_position(position)) == position
        ctx = state.declaration_context(seat)
        assert parse_context(rules, format_context(ctx)) == ctx
        assert parse_card_list(format_card_list(position.hand)) == position.hand
    assert parse_trick(format_trick(state.trick)) == tuple(state.trick)
    for action in state.legal_actions():
        assert parse_action(format_action(action)) == action
    for made in state.declarations:
        assert parse_declaration(format_declaration(made)) == made


@settings(max_examples=scaled(150), deadline=None, derandomize=True)
@given(ruleset_id=st.sampled_from(ruleset_ids()), seed=st.integers(0, 2**32),
       where=st.floats(0, 1))
def test_every_moment_of_self_play_round_trips(ruleset_id: str, seed: int, where: float) -> None:
    rules = find_ruleset(ruleset_id)
    record = random_record(rules, deal_from_seed(rules, seed), seed)
    assert parse_actions(format_actions(record.actions)) == record.actions
    state = HandState(rules, record.deal)
    stop = int(where * len(record.actions))
    for action in record.actions[:stop]:
        state.apply(action)
    _round_trips(state)
    if state.pending_draw:
        state.draw()
        _round_trips(state)


def test_whole_self_played_hands_round_trip() -> None:
    for ruleset_id in ruleset_ids():
        rules = find_ruleset(ruleset_id)
        for seed in range(4):
            record = random_record(rules, deal_from_seed(rules, seed), seed)
            state = HandState(rules, record.deal)
            for action in record.actions:
                _round_trips(state)
                state.apply(action)
            _round_trips(state)


_SEATS = st.integers(-3, 12)
_CARDS = st.sampled_from(DECK)
_SUITS = st.sampled_from(SUITS)
_ACTIONS = st.one_of(
    st.builds(Action, _SEATS, st.just(ActionKind.PLAY), card=_CARDS),
    st.builds(Action, _SEATS, st.just(ActionKind.PASS)),
    st.builds(Action, _SEATS, st.just(ActionKind.SWAP), card=st.none() | _CARDS),
    st.builds(Action, _SEATS, st.just(ActionKind.BID), amount=st.integers(-300, 300)),
    st.builds(Action, _SEATS, st.just(ActionKind.NAME_TRUMP), suit=_SUITS),
    st.builds(Action, _SEATS, st.just(ActionKind.DECLARE),
              declaration=st.just(DeclarationKind.MARRIAGE), suit=_SUITS),
    st.builds(Action, _SEATS, st.just(ActionKind.DECLARE),
              declaration=st.just(DeclarationKind.TUTE), rank=st.sampled_from(RANKS)),
)


@settings(max_examples=scaled(300), deadline=None, derandomize=True)
@given(actions=st.lists(_ACTIONS, max_size=8))
def test_any_well_formed_actions_round_trip(actions: list[Action]) -> None:
    """Legal or not: the notation writes any action whose fields fit its kind."""
    text = format_actions(actions)
    assert parse_actions(text) == tuple(actions)
    assert format_actions(parse_actions(text)) == text


@settings(max_examples=scaled(200), deadline=None, derandomize=True)
@given(trump=st.none() | _SUITS, seat=_SEATS, hand=st.lists(_CARDS, max_size=14),
       trick=st.lists(st.builds(TrickCard, _SEATS, _CARDS), max_size=4),
       stock=st.integers(-5, 40), turn_up=st.none() | _CARDS)
def test_any_position_round_trips(trump: Suit | None, seat: int, hand: list[Card],
                                  trick: list[TrickCard], stock: int, turn_up: Card | None
                                  ) -> None:
    """Possible or not: the notation spells, the engine judges (position_problems)."""
    position = PlayPosition(trump, seat, tuple(hand), tuple(trick), stock, turn_up)
    text = format_position(position)
    assert parse_position(text) == position
    fields = text.split()
    assert parse_position(" ".join(reversed(fields))) == position  # any order


_TOKENS = st.sampled_from(["0", "1", "-1", "07", "-", ":", ",", "@", "+", "=", "1O", "12B",
                           "8C", "o", "O", "pass", "bid", "swap", "marriage", "tute",
                           "trump", "70", " ", "seat", "hand", "trick", "stock", "x", "dealer",
                           "declared", "stage", "in_trick", "last"])


@settings(max_examples=scaled(500), deadline=None, derandomize=True)
@given(pieces=st.lists(_TOKENS, max_size=8))
def test_any_text_parses_to_its_canonical_spelling_or_raises_a_notation_error(
    pieces: list[str],
) -> None:
    text = "".join(pieces)
    parsers: list[tuple[Callable[[str], object], Callable[..., str]]] = [
        (parse_card_list, format_card_list), (parse_trick, format_trick),
        (parse_action, format_action), (parse_actions, format_actions),
        (parse_declaration, format_declaration), (parse_position, format_position),
        (lambda t: parse_context(DOS, t), format_context),
    ]
    for parse, fmt in parsers:
        try:
            value = parse(text)
        except NotationError as error:
            assert error.reason and str(error.token) in str(error)
            continue
        assert parse(fmt(value)) == value


# -- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("parse", "text", "token", "reason"), [
    (parse_card_list, "", "", "an empty card list is written '-'"),
    (parse_card_list, "1O, 2O", "1O, 2O", "comma-separated, without spaces or empty items"),
    (parse_card_list, "1O,,2O", "1O,,2O", "comma-separated, without spaces or empty items"),
    (parse_card_list, "1O 2O", "1O 2O", "not a card code"),
    (parse_card_list, "8O", "8O", "not a card code: rank 8 is not one of 1-7, 10, 11, 12"),
    (parse_card_list, "1o", "1o", "card codes are upper case: '1O'"),
    (parse_trick, "", "", "an empty trick is written '-'"),
    (parse_trick, "3C", "3C", "a card on the table is written seat:card"),
    (parse_trick, "x:3C", "x", "a seat is a whole number"),
    (parse_trick, "01:3C", "01", "without sign or leading zeros"),
    (parse_trick, "-0:3C", "-0", "a seat is a whole number"),
    (parse_trick, "0:3X", "3X", "not a card code"),
    (parse_action, "0", "0", "an action is one of seat:CARD, seat:marriage:SUIT"),
    (parse_action, "0::O", "0::O", "an action is one of"),
    (parse_action, "0 play 2C", "0 play 2C", "an action is one of"),
    (parse_action, "0:play:2C", "play", "not a card code or an action word"),
    (parse_action, "0:sing:O", "sing", "not a card code or an action word"),
    (parse_action, "0:2C:x", "0:2C:x", "a play is seat:card"),
    (parse_action, "0:pass:1", "0:pass:1", "wrong number of arguments for pass"),
    (parse_action, "0:bid", "0:bid", "wrong number of arguments for bid"),
    (parse_action, "0:swap:7B:1B", "0:swap:7B:1B", "wrong number of arguments for swap"),
    (parse_action, "0:marriage:X", "X", "a suit is one of the letters O, C, E, B"),
    (parse_action, "0:trump:o", "o", "(suit letters are upper case)"),
    (parse_action, "0:tute:twelve", "twelve", "a tute's rank is a whole number"),
    (parse_action, "0:bid:+70", "+70", "a bid is a whole number"),
    (parse_action, "0:8B", "8B", "not a card code"),
    (parse_actions, "0:1O,1:2O", "0:1O,1:2O", "a play is seat:card"),
    (parse_declaration, "0:2C@1", "0:2C", "not a declaration"),
    (parse_declaration, "0:pass", "0:pass", "not a declaration"),
    (parse_declaration, "0:marriage:O@1@2", "0:marriage:O@1@2", "a declaration is"),
    (parse_declaration, "0:marriage:O@x", "x", "after_trick (@n) is a whole number"),
    (parse_declaration, "0:marriage:O@1+", "", "points (+p) is a whole number"),
    (parse_position, "trump=O seat=1", "hand", "a play position needs hand="),
    (parse_position, "seat=1 hand=1C", "trump", "a play position needs trump="),
    (parse_position, "trump=O seat=1 hand=1C trump=B", "trump=B", "key 'trump' given twice"),
    (parse_position, "trump=O seat=1 hand=1C dealer=0", "dealer=0", "unknown key 'dealer'"),
    (parse_position, "trump=O seat=1 hand", "hand", "a field of a play position is key=value"),
    (parse_position, "trump=none seat=1 hand=1C", "none", "a suit is one of the letters"),
    (parse_position, "trump=O seat=1 hand=1C stock=many", "many", "stock is a whole number"),
    (parse_position, "trump=O seat=1 hand=1C turn_up=5", "5", "not a card code"),
])
def test_errors_name_the_token_and_why(
    parse: Callable[[str], object], text: str, token: str, reason: str
) -> None:
    with pytest.raises(NotationError) as error:
        parse(text)
    assert error.value.token == token
    assert reason in error.value.reason
    assert str(error.value) == f"bad notation {token!r}: {error.value.reason}"
    assert isinstance(error.value, TuteError) and isinstance(error.value, ValueError)


@pytest.mark.parametrize(("text", "token", "reason"), [
    ("trump=O dealer=1 seat=0 hand=- stage=later", "later",
     "a stage is one of before_draw, before_lead, in_trick"),
    ("trump=O seat=0 hand=-", "dealer", "a declaration context needs dealer="),
    ("trump=O dealer=1 seat=0 hand=- trick=0:1O", "trick=0:1O", "unknown key 'trick'"),
    ("trump=O dealer=1 seat=0 hand=- last=one", "one", "a seat is a whole number"),
    ("trump=O dealer=1 seat=0 hand=- declared=0:marriage:O@1,", "0:marriage:O@1,",
     "without spaces or empty items"),
    ("trump=O dealer=1 seat=0 hand=- declared=0:4O@1", "0:4O", "not a declaration"),
])
def test_context_errors(text: str, token: str, reason: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_context(DOS, text)
    assert error.value.token == token and reason in error.value.reason


def test_text_is_required() -> None:
    for parse in (parse_card_list, parse_trick, parse_action, parse_actions, parse_declaration,
                  parse_position):
        # another type than the one declared is unsupported: the compiled build refuses it
        # itself (docs/compiled-engine.md)
        refusal = pytest.raises(TypeError) if tute.COMPILED else pytest.raises(
            NotationError, match="is text, not list")
        with refusal:
            parse(["0:1O"])  # type: ignore[arg-type]


@pytest.mark.parametrize(("action", "reason"), [
    (Action(0, ActionKind.PLAY), "a play names its card"),
    (Action(0, ActionKind.PLAY, card=c("1O"), suit=Suit.OROS), "a play action has no suit"),
    (Action(0, ActionKind.BID), "a bid names its amount"),
    (Action(0, ActionKind.PASS, amount=70), "a pass action has no amount"),
    (Action(0, ActionKind.NAME_TRUMP), "naming trumps names a suit"),
    (Action(0, ActionKind.SWAP, suit=Suit.OROS), "a swap action has no suit"),
    (Action(0, ActionKind.DECLARE), "a declare action is a marriage with its suit"),
    (Action(0, ActionKind.DECLARE, declaration=DeclarationKind.SWAP), "a declare action is"),
    (Action(0, ActionKind.DECLARE, declaration=DeclarationKind.MARRIAGE), "a declare action is"),
    (Action(0, ActionKind.DECLARE, declaration=DeclarationKind.TUTE, rank=12, suit=Suit.OROS),
     "a declare action has no suit"),
])
def test_actions_the_notation_cannot_write(action: Action, reason: str) -> None:
    """Ill-formed actions (the adjudicator refuses them) have no spelling."""
    with pytest.raises(NotationError) as error:
        format_action(action)
    assert error.value.token == action
    assert "the notation cannot write this action" in error.value.reason
    assert reason in error.value.reason


def test_declarations_the_notation_cannot_write() -> None:
    with pytest.raises(NotationError, match="a swap names at most its card"):
        format_declaration(Declaration(0, DeclarationKind.SWAP, suit=Suit.OROS))
    with pytest.raises(NotationError, match="a marriage names no card"):
        format_declaration(Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.OROS,
                                       card=parse_card("12O")))
    with pytest.raises(NotationError, match="a declare action is a marriage with its suit"):
        format_declaration(Declaration(0, DeclarationKind.MARRIAGE))


# -- whole hand states (issue 22, item 5) ---------------------------------------------------------
#
# A state line holds every observable field of a HandState (tute.notation.state_fields). The
# vectors in tests/golden/notation/states.json are read here and by the playground's TypeScript
# notation (clients/playground/test/notation.test.ts): each line with its fields in the API's
# vocabulary, and lines both must refuse. After an intended change of the notation, rewrite them
# with ``.venv/bin/python tests/engine/test_notation.py --write-golden`` and say so in the commit.

VECTORS = Path(__file__).resolve().parent.parent / "golden" / "notation" / "states.json"


def state_json(state: HandState) -> dict[str, object]:
    """A state's fields in the API's vocabulary: what the TypeScript notation parses a line
    to (it knows no rules, so a trick taken is its cards and its winner)."""
    def codes(cards: Iterable[Card]) -> list[str]:
        return [card.code for card in cards]

    def on_table(trick: Iterable[TrickCard]) -> list[dict[str, object]]:
        return [{"seat": t.seat, "card": t.card.code} for t in trick]

    def made(d: Declaration) -> dict[str, object]:
        found: dict[str, object] = {"seat": d.seat, "kind": DeclarationKind(d.kind).value}
        if d.suit is not None:
            found["suit"] = d.suit.value
        if d.rank is not None:
            found["rank"] = d.rank
        if d.card is not None:
            found["card"] = d.card.code
        if d.after_trick is not None:
            found["after_trick"] = d.after_trick
        found["points"] = d.points
        return found

    def bid(b: Bid) -> dict[str, object]:
        return {"seat": b.seat, "kind": "bid", "amount": b.amount} if b.kind is BidKind.BID \
            else {"seat": b.seat, "kind": "pass"}

    overrides = {name: value.value if isinstance(value, Enum) else value
                 for name, value in sorted(state.rules.overrides.items())}
    return {
        "ruleset": state.rules.id, "overrides": overrides, "dealer": state.deal.dealer,
        "first_to_act": state.deal.first_to_act, "phase": HandPhase(state.phase).value,
        "ended_by": None if state.ended_by is None else EndedBy(state.ended_by).value,
        "trump": None if state.trump is None else state.trump.value,
        "turn_up": None if state.turn_up is None else state.turn_up.code,
        "hands": [codes(h) for h in state.hands], "stock": codes(state.stock),
        "unowned": codes(state.unowned), "leader": state.leader,
        "trick": on_table(state.trick),
        "tricks": [{"cards": on_table(t.cards), "winner_seat": t.winner_seat}
                   for t in state.tricks],
        "last_trick_winner": state.last_trick_winner, "pending_draw": state.pending_draw,
        "declarations": [made(d) for d in state.declarations],
        "hidden": sorted(state.hidden), "bids": [bid(b) for b in state.bids],
        "contract": None if state.contract is None else {
            "declarer": state.contract.declarer, "amount": state.contract.amount},
        "carried": None if state.carried is None else list(state.carried),
        "claimed_by": state.claimed_by, "spare_taken": state.spare_taken,
    }


def _moments(record: HandRecord) -> Iterator[HandState]:
    """Every state of a record, the vueltas' too, with each pending draw also made."""
    deals = [(replay_legal(record, 0)[0], record.actions)]
    if record.vueltas is not None:
        vueltas = replay_legal(record, len(record.actions))[1]
        assert vueltas is not None
        deals.append((vueltas, record.vueltas.actions))
    for state, actions in deals:
        yield state.copy()
        for action in actions:
            if state.pending_draw:
                yield state.after_draw()
            state.apply(action)
            yield state.copy()


def _state_round_trips(state: HandState) -> str:
    text = format_state(state)
    parsed = parse_state(text)
    assert same_state(parsed, state), text
    assert format_state(parsed) == text
    assert parsed.legal_actions() == state.legal_actions()
    assert parsed.to_act() == state.to_act() and parsed.is_terminal() == state.is_terminal()
    assert parsed.score() == state.score()
    for seat in range(state.rules.players):
        assert parsed.view(seat) == state.view(seat)
    return text


@settings(max_examples=scaled(120), deadline=None, derandomize=True)
@given(ruleset_id=st.sampled_from(ruleset_ids()), seed=st.integers(0, 2**32),
       where=st.floats(0, 1))
def test_random_legal_states_of_every_ruleset_round_trip(ruleset_id: str, seed: int,
                                                         where: float) -> None:
    """A random moment of a random legal hand (the vueltas too): its line parses back to an
    equal state, which then plays on exactly as the original does, to the end."""
    rules = find_ruleset(ruleset_id)
    record = random_record(rules, deal_from_seed(rules, seed % 2**32), seed)
    moments = list(_moments(record))
    state = moments[int(where * (len(moments) - 1))]
    text = _state_round_trips(state)
    parsed, original = parse_state(text), state.copy()
    while not original.is_terminal():
        action = original.legal_actions()[seed % len(original.legal_actions())]
        original.apply(action)
        parsed.apply(action)
        assert same_state(parsed, original)
    assert parsed.score() == original.score()


def test_every_state_of_self_played_hands_round_trips() -> None:
    for ruleset_id in ruleset_ids():
        rules = find_ruleset(ruleset_id)
        for seed in range(3):
            for state in _moments(random_record(rules, deal_from_seed(rules, seed), seed)):
                _state_round_trips(state)


def test_a_state_line_by_example() -> None:
    """docs/notation.md's example: tute-dos, seed 7, after the first trick (seat 0's 4 of
    bastos takes seat 1's 2: source 000's order 1, 3, 12, 11, 10, 7, 6, 5, 4, 2)."""
    rules = find_ruleset("tute-dos")
    state = HandState(rules, deal_from_seed(rules, 7))
    for action in parse_actions("1:2B 0:4B"):
        state.apply(action)
    text = format_state(state)
    assert text == (
        "ruleset=tute-dos dealer=0 first=1 phase=play trump=O turn_up=10O "
        "hands=7E,3E,5C,10B,6E,3C,1O/2E,10E,12E,10C,3O,11O,6C "
        "stock=1C,5E,1B,4O,12C,11E,4E,12B,6O,6B,5O,7O,3B,4C,2C,2O,11B,11C,7B,5B,1E,7C,12O,10O "
        "tricks=1:2B,0:4B>0 last=0 draw=pending")
    parsed = parse_state(text)
    assert parsed.captured == ((c("2B"), c("4B")), ())
    assert parsed.tricks[0].points == 0 and parsed.leader == 0 and parsed.to_act() == 0


def test_overrides_are_part_of_the_line() -> None:
    rules = find_ruleset("tute-habanero", {"capote_declarer": "leader", "last_trick_bonus": 0})
    state = HandState(rules, deal_from_seed(rules, 3))
    text = format_state(state)
    assert " with=capote_declarer:leader,last_trick_bonus:0 " in text
    assert parse_state(text).rules == rules


def test_the_state_lines_of_docs_notation_md() -> None:
    """Every line in the examples of docs/notation.md's "Hand states" reads and writes back."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text("utf-8")
    section = doc[doc.index("### Hand states"):doc.index("### What cannot be written")]
    lines = [line for block in section.split("```")[1::2] for line in block.split("\n")
             if line.strip()]
    assert len(lines) == 4
    for line in lines:
        assert format_state(parse_state(line)) == line


def _vectors() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(VECTORS.read_text(encoding="utf-8"))
    return loaded


@pytest.mark.parametrize("vector", _vectors()["states"], ids=lambda v: v["why"])
def test_the_shared_vectors(vector: dict[str, Any]) -> None:
    state = parse_state(vector["text"])
    assert state_json(state) == vector["state"]
    assert format_state(state) == vector["text"]


@pytest.mark.parametrize("vector", _vectors()["refused"], ids=lambda v: v["why"])
def test_the_shared_refusals(vector: dict[str, Any]) -> None:
    with pytest.raises(NotationError):
        parse_state(vector["text"])


@pytest.mark.parametrize(("text", "token", "reason"), [
    ("ruleset=tute-nada dealer=0 first=1 phase=play trump=O hands=-/-", "tute-nada",
     "not a ruleset"),
    ("ruleset=tute-dos with=players:9 dealer=0 first=1 phase=play trump=O hands=-/-",
     "players:9", "players"),
    ("ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=-/-/-", "-/-/-",
     "tute-dos with 2 players has 2 hands, not 3"),
    ("ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=-/- tricks=0:1O,1:2O>3",
     "0:1O,1:2O>3", "taken by a seat that played in it"),
])
def test_state_errors_that_need_the_rules(text: str, token: str, reason: str) -> None:
    """What only the Python side can refuse: it knows the rulesets."""
    with pytest.raises(NotationError) as raised:
        parse_state(text)
    assert raised.value.token == token
    assert reason in raised.value.reason


def _vector_moments() -> Iterator[tuple[str, HandState]]:
    """The states the vectors pin: for each kind of moment, the first found in self-play."""
    wanted: dict[str, Callable[[HandState], bool]] = {
        "a fresh deal": lambda s: not s.tricks and not s.bids and s.phase is HandPhase.PLAY,
        "a trick on the table": lambda s: bool(s.trick) and bool(s.tricks),
        "a draw pending": lambda s: s.pending_draw,
        "a declaration made": lambda s: bool(s.declarations),
        "a hand played out": lambda s: s.ended_by is EndedBy.PLAYED_OUT,
        "an auction under way": lambda s: s.phase is HandPhase.AUCTION and bool(s.bids),
        "trumps to name": lambda s: s.phase is HandPhase.NAMING,
        "a leader who is not the default": lambda s: (
            not s.trick and s.last_trick_winner is None and s.leader != s.deal.first_to_act),
        "the vueltas": lambda s: s.carried is not None and bool(s.tricks),
        "a hidden marriage": lambda s: bool(s.hidden),
        "the spare card taken": lambda s: s.spare_taken,
        "a claim": lambda s: s.claimed_by is not None,
        "cards nobody owns": lambda s: bool(s.unowned),
        "overrides": lambda s: bool(s.rules.overrides) and bool(s.tricks),
    }
    rulesets = [find_ruleset(i) for i in ruleset_ids()] + [
        find_ruleset("tute-habanero", {"capote_declarer": "leader", "last_trick_bonus": 0}),
        find_ruleset("guinote", {"vueltas_end": "claim"}),
        find_ruleset("tute-subastado-tres", {"deck": 40, "hand_size": 13,
                                             "spare_card": "auction_winner_may_take"})]
    for why, wanted_state in wanted.items():
        found = next((s for rules in rulesets for seed in range(40)
                      for s in _moments(random_record(rules, deal_from_seed(rules, seed), seed))
                      if wanted_state(s)), None)
        if found is not None:
            yield why, found
    # random_record always opens the auction: every seat passing is played here
    rules = find_ruleset("tute-subastado")
    state = HandState(rules, deal_from_seed(rules, 1))
    for action in parse_actions("1:pass 2:pass 3:pass 0:pass"):
        state.apply(action)
    yield "every seat passed", state


REFUSED = [
    ("no ruleset", "dealer=0 first=1 phase=play trump=O hands=-/-"),
    ("no hands", "ruleset=tute-dos dealer=0 first=1 phase=play trump=O"),
    ("an unknown key", "ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=-/- x=1"),
    ("a key twice", "ruleset=tute-dos dealer=0 dealer=1 first=1 phase=play trump=O hands=-/-"),
    ("a bad phase", "ruleset=tute-dos dealer=0 first=1 phase=playing trump=O hands=-/-"),
    ("a bad ending", "ruleset=tute-dos dealer=0 first=1 phase=over ended=won trump=O hands=-/-"),
    ("a lower-case card", "ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=1o/-"),
    ("an empty hand not written -", "ruleset=tute-dos dealer=0 first=1 phase=play trump=O "
                                    "hands=1O/"),
    ("a trick taken without its winner", "ruleset=tute-dos dealer=0 first=1 phase=play trump=O "
                                         "hands=-/- tricks=0:1O,1:2O"),
    ("a bid that is a play", "ruleset=tute-subastado dealer=0 first=1 phase=auction trump=- "
                             "hands=-/-/-/- bids=1:1O"),
    ("a contract without its amount", "ruleset=tute-subastado dealer=0 first=1 phase=naming "
                                      "trump=- hands=-/-/-/- contract=1"),
    ("draw=yes", "ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=-/- draw=yes"),
    ("a leading zero", "ruleset=tute-dos dealer=00 first=1 phase=play trump=O hands=-/-"),
    ("an override without its value", "ruleset=tute-dos with=players dealer=0 first=1 "
                                      "phase=play trump=O hands=-/-"),
]


def write_golden() -> None:
    states = [{"why": why, "text": format_state(state), "state": state_json(state)}
              for why, state in _vector_moments()]
    refused = [{"why": why, "text": text} for why, text in REFUSED]
    VECTORS.parent.mkdir(parents=True, exist_ok=True)
    VECTORS.write_text(json.dumps({
        "about": "Hand-state lines of docs/notation.md with their fields in the API's "
                 "vocabulary, and lines to refuse; read by tests/engine/test_notation.py and "
                 "clients/playground/test/notation.test.ts",
        "states": states, "refused": refused}, indent=1, ensure_ascii=False) + "\n",
        encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write-golden"]:
        sys.exit("usage: test_notation.py --write-golden")
    write_golden()
