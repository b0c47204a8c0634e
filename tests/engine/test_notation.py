"""The text notation of docs/notation.md (service/tute/notation.py): round trips and errors.

Every value the notation writes parses back to itself, for positions, contexts, actions and
declarations taken from self-play in every named ruleset; every text it parses formats back to
its one canonical spelling; and every malformed text raises :class:`NotationError` naming the
offending token and why.
"""

from __future__ import annotations

from collections.abc import Callable

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


@settings(max_examples=150, deadline=None, derandomize=True)
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


@settings(max_examples=300, deadline=None, derandomize=True)
@given(actions=st.lists(_ACTIONS, max_size=8))
def test_any_well_formed_actions_round_trip(actions: list[Action]) -> None:
    """Legal or not: the notation writes any action whose fields fit its kind."""
    text = format_actions(actions)
    assert parse_actions(text) == tuple(actions)
    assert format_actions(parse_actions(text)) == text


@settings(max_examples=200, deadline=None, derandomize=True)
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


@settings(max_examples=500, deadline=None, derandomize=True)
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
        with pytest.raises(NotationError, match="is text, not list"):
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
