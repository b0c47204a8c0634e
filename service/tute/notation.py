"""A text notation for cards, tricks, actions and positions, as FEN and UCI are for chess.

Every value has exactly one spelling: ``parse_x(format_x(value)) == value`` for every value the
notation can write, and ``format_x(parse_x(text))`` gives the canonical spelling of ``text``.
The grammar, with examples and its mapping to the JSON of the HTTP API, is ``docs/notation.md``:

- a card is its code (``1O``, ``12B``); a card list is comma-separated codes, ``-`` for none:
  ``1C,3C,12E``;
- a trick is comma-separated ``seat:card`` in playing order, ``-`` for none: ``0:3C,1:4O``;
- an action is ``seat:card`` (a play), ``seat:marriage:SUIT``, ``seat:tute:RANK``, ``seat:capote``,
  ``seat:swap`` or ``seat:swap:CARD``, ``seat:bid:AMOUNT``, ``seat:pass`` or
  ``seat:trump:SUIT`` (naming trumps); a record's actions are space-separated, ``-`` for none;
- a declaration made is ``seat:marriage:SUIT``, ``seat:tute:RANK`` or ``seat:swap[:CARD]``,
  then ``@n`` when it was made after ``n`` tricks and ``+p`` when it scored ``p`` points:
  ``0:marriage:O@1+40``;
- a position is space-separated ``key=value`` fields, in any order when parsed and in one
  fixed order, defaults left out, when formatted: ``trump=O seat=1 hand=1C,3C trick=0:12C
  stock=12 turn_up=6O`` (:class:`PlayPosition`); a declaration context adds ``dealer``,
  ``last``, ``tricks``, ``stage`` and ``declared`` (:class:`DeclarationContext`).
- a hand state is one line of ``key=value`` fields too, the ruleset and its overrides included:
  ``ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=1C,3C/2O,4O ...``, each seat's
  hand and each trick taken (``0:3C,1:4O>1``) separated by ``/`` (:class:`~tute.hand.HandState`;
  :func:`same_state` compares two states by what they show).

Errors raise :class:`NotationError`, naming the offending token and why. The notation checks
spelling only: whether a position can occur, or an action is legal, is the engine's question.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import TypeVar

from tute.auction import Bid, BidKind
from tute.cards import Card, Suit, TrickCard, parse_card
from tute.deal import Deal
from tute.declarations import Declaration, DeclarationContext, DeclarationKind, Stage
from tute.errors import CardCodeError, InvalidInputError, TuteError, UnknownRulesetError
from tute.hand import Action, ActionKind, EndedBy, HandPhase, HandState, TrickRecord
from tute.play import PlayPosition
from tute.rulesets import Ruleset, find_ruleset
from tute.scoring import Contract

__all__ = [
    "NotationError",
    "format_action",
    "format_actions",
    "format_card_list",
    "format_context",
    "format_declaration",
    "format_position",
    "format_state",
    "format_trick",
    "parse_action",
    "parse_actions",
    "parse_card_list",
    "parse_context",
    "parse_declaration",
    "parse_position",
    "parse_state",
    "parse_trick",
    "same_state",
    "state_fields",
]

T = TypeVar("T")
E = TypeVar("E", bound=Enum)

#: The word for "none" wherever a list, a suit, a card or a seat may be absent.
NONE = "-"

_INTEGER = re.compile(r"-?(?:0|[1-9][0-9]*)")
_STAGES = ", ".join(s.value for s in Stage)

POSITION_KEYS = ("trump", "seat", "hand", "trick", "stock", "turn_up")
CONTEXT_KEYS = ("trump", "dealer", "seat", "hand", "last", "tricks", "stage", "stock",
                "turn_up", "declared", "declarer", "winners")


class NotationError(TuteError, ValueError):
    """Text that is not in the notation: ``token`` is the offending piece, ``reason`` why."""

    def __init__(self, token: object, reason: str) -> None:
        self.token = token
        self.reason = reason
        super().__init__(f"bad notation {token!r}: {reason}")


# -- atoms -------------------------------------------------------------------------------------


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise NotationError(value, f"{what} is text, not {type(value).__name__}")
    return value


def _integer(token: str, what: str) -> int:
    if not _INTEGER.fullmatch(token) or token == "-0":
        raise NotationError(token, f"{what} is a whole number written without sign or "
                                   "leading zeros (a minus only for a negative one)")
    return int(token)


def _card(token: str) -> Card:
    try:
        return parse_card(token)
    except CardCodeError as error:
        raise NotationError(token, f"not a card code: {error.reason}") from None


def _suit(token: str) -> Suit:
    try:
        return Suit.parse(token)
    except CardCodeError as error:
        raise NotationError(token, error.reason) from None


def _optional(token: str, parse: Callable[[str], T]) -> T | None:
    return None if token == NONE else parse(token)


def _items(text: str, what: str) -> list[str]:
    """The comma-separated items of a list; ``-`` is the empty list."""
    if text == NONE:
        return []
    if not text:
        raise NotationError(text, f"an empty {what} is written '-'")
    items = text.split(",")
    for item in items:
        if not item or item != item.strip():
            raise NotationError(text, f"a {what} is comma-separated, without spaces or empty "
                                      "items")
    return items


def _join(items: Iterable[str]) -> str:
    return ",".join(items) or NONE


def _seats(text: str) -> tuple[int, ...]:
    """``0,1,1`` -> (0, 1, 1); ``-`` -> ()."""
    return tuple(_seat(item) for item in _items(text, "seat list"))


def _seat(token: str) -> int:
    return _integer(token, "a seat")


# -- cards and tricks --------------------------------------------------------------------------


def parse_card_list(text: str) -> tuple[Card, ...]:
    """``"1C,3C,12E"`` -> the cards, in order; ``"-"`` -> no cards."""
    return tuple(_card(item) for item in _items(_text(text, "a card list"), "card list"))


def format_card_list(cards: Iterable[Card]) -> str:
    return _join(c.code for c in cards)


def _trick_card(item: str) -> TrickCard:
    seat, sep, code = item.partition(":")
    if not sep:
        raise NotationError(item, "a card on the table is written seat:card, as 0:3C")
    return TrickCard(_seat(seat), _card(code))


def parse_trick(text: str) -> tuple[TrickCard, ...]:
    """``"0:3C,1:4O"`` -> the cards on the table in playing order; ``"-"`` -> none."""
    return tuple(_trick_card(item) for item in _items(_text(text, "a trick"), "trick"))


def format_trick(trick: Iterable[TrickCard]) -> str:
    return _join(f"{t.seat}:{t.card.code}" for t in trick)


# -- actions -----------------------------------------------------------------------------------

_ACTION_FORMS = ("seat:CARD, seat:marriage:SUIT, seat:tute:RANK, seat:capote, seat:plate, "
                 "seat:swap[:CARD], seat:bid:AMOUNT, seat:pass, seat:trump:SUIT, "
                 "seat:spare:CARD or seat:claim")


def _pass(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.PASS)


def _swap(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.SWAP, card=_card(arguments[0]) if arguments else None)


def _marriage(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.DECLARE, declaration=DeclarationKind.MARRIAGE,
                  suit=_suit(arguments[0]))


def _tute(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.DECLARE, declaration=DeclarationKind.TUTE,
                  rank=_integer(arguments[0], "a tute's rank"))


def _capote(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.DECLARE, declaration=DeclarationKind.CAPOTE)


def _plate(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.DECLARE, declaration=DeclarationKind.PLATE)


def _bid(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.BID, amount=_integer(arguments[0], "a bid"))


def _name_trump(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.NAME_TRUMP, suit=_suit(arguments[0]))


def _claim(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.CLAIM)


def _take_spare(seat: int, arguments: list[str]) -> Action:
    return Action(seat, ActionKind.TAKE_SPARE, card=_card(arguments[0]))


#: Each action word: how many arguments it takes, and how to build its action.
_VERBS: dict[str, tuple[range, Callable[[int, list[str]], Action]]] = {
    "pass": (range(0, 1), _pass),
    "swap": (range(0, 2), _swap),
    "marriage": (range(1, 2), _marriage),
    "tute": (range(1, 2), _tute),
    "capote": (range(0, 1), _capote),
    "plate": (range(0, 1), _plate),
    "bid": (range(1, 2), _bid),
    "trump": (range(1, 2), _name_trump),
    "claim": (range(0, 1), _claim),
    "spare": (range(1, 2), _take_spare),
}


def parse_action(text: str) -> Action:
    """``"0:2C"`` (a play), ``"1:marriage:O"``, ``"0:tute:12"``, ``"0:swap"``, ``"0:swap:7B"``,
    ``"2:bid:70"``, ``"3:pass"``, ``"2:trump:O"``, ``"2:spare:4O"``, ``"1:claim"`` -> the
    action."""
    parts = _text(text, "an action").split(":")
    if len(parts) < 2 or not all(parts):
        raise NotationError(text, f"an action is one of {_ACTION_FORMS}")
    seat, word, *arguments = parts
    number = _seat(seat)
    if word[:1].isdigit():
        if arguments:
            raise NotationError(text, "a play is seat:card, as 0:3C")
        return Action(number, ActionKind.PLAY, card=_card(word))
    verb = _VERBS.get(word)
    if verb is None:
        raise NotationError(word, f"not a card code or an action word ({text!r}): an action "
                                  f"is one of {_ACTION_FORMS}")
    counts, build = verb
    if len(arguments) not in counts:
        raise NotationError(text, f"wrong number of arguments for {word}: an action is one of "
                                  f"{_ACTION_FORMS}")
    return build(number, arguments)


def _unwritable(action: object, why: str) -> NotationError:
    return NotationError(action, f"the notation cannot write this action: {why}")


def format_action(action: Action) -> str:
    """The action's one spelling; :class:`NotationError` for an action whose fields do not fit
    its kind (a play without a card, a bid with a suit, ...), which the notation cannot write."""
    seat, kind = action.seat, ActionKind(action.kind)
    extra = {"card": action.card, "amount": action.amount, "suit": action.suit,
             "declaration": action.declaration, "rank": action.rank}

    def only(*names: str) -> None:
        stray = [name for name, value in extra.items() if value is not None and name not in names]
        if stray:
            raise _unwritable(action, f"a {kind} action has no {' or '.join(stray)}")

    if kind is ActionKind.PLAY:
        only("card")
        if action.card is None:
            raise _unwritable(action, "a play names its card")
        return f"{seat}:{action.card.code}"
    if kind is ActionKind.PASS:
        only()
        return f"{seat}:pass"
    if kind is ActionKind.CLAIM:
        only()
        return f"{seat}:claim"
    if kind is ActionKind.TAKE_SPARE:
        only("card")
        if action.card is None:
            raise _unwritable(action, "taking the spare card names the discard")
        return f"{seat}:spare:{action.card.code}"
    if kind is ActionKind.SWAP:
        only("card")
        return f"{seat}:swap" + (f":{action.card.code}" if action.card is not None else "")
    if kind is ActionKind.BID:
        only("amount")
        if action.amount is None:
            raise _unwritable(action, "a bid names its amount")
        return f"{seat}:bid:{action.amount}"
    if kind is ActionKind.NAME_TRUMP:
        only("suit")
        if action.suit is None:
            raise _unwritable(action, "naming trumps names a suit")
        return f"{seat}:trump:{action.suit.value}"
    if action.declaration == DeclarationKind.MARRIAGE and action.suit is not None:
        only("declaration", "suit")
        return f"{seat}:marriage:{action.suit.value}"
    if action.declaration == DeclarationKind.TUTE and action.rank is not None:
        only("declaration", "rank")
        return f"{seat}:tute:{action.rank}"
    if action.declaration == DeclarationKind.CAPOTE:
        only("declaration")
        return f"{seat}:capote"
    if action.declaration == DeclarationKind.PLATE:
        only("declaration")
        return f"{seat}:plate"
    raise _unwritable(action, "a declare action is a marriage with its suit, a tute with its "
                              "rank, a capote or the plate")


def parse_actions(text: str) -> tuple[Action, ...]:
    """Whitespace-separated actions, in order: ``"0:1O 1:2O 0:marriage:C"``. ``"-"`` or blank
    text is no action."""
    words = _text(text, "a list of actions").split()
    if words == [NONE]:
        return ()
    return tuple(parse_action(word) for word in words)


def format_actions(actions: Iterable[Action]) -> str:
    """Space-separated actions; ``-`` for none."""
    return " ".join(format_action(a) for a in actions) or NONE


# -- declarations made -------------------------------------------------------------------------

_DECLARATION_FORM = ("seat:marriage:SUIT, seat:tute:RANK, seat:capote, seat:plate or "
                     "seat:swap[:CARD], then @n and +p")
_DECLARATION = re.compile(r"(?P<body>[^@+]*)(?:@(?P<after>[^@+]*))?(?:\+(?P<points>[^@+]*))?")


def parse_declaration(text: str) -> Declaration:
    """``"0:marriage:O@1+40"`` (seat 0 sang the 40 in oros after trick 1), ``"1:tute:12@3"``,
    ``"0:swap:7B@2"``: a declaration already made. ``@n`` (after_trick) and ``+p`` (points)
    may be left out: no after_trick, 0 points."""
    found = _DECLARATION.fullmatch(_text(text, "a declaration"))
    if found is None:
        raise NotationError(text, f"a declaration is {_DECLARATION_FORM}")
    body, after, points = found.group("body", "after", "points")
    action = parse_action(body)
    if action.kind is ActionKind.SWAP:
        kind, suit, rank = DeclarationKind.SWAP, None, None
    elif action.kind is ActionKind.DECLARE and action.declaration is not None:
        kind, suit, rank = DeclarationKind(action.declaration), action.suit, action.rank
    else:
        raise NotationError(body, f"not a declaration: a declaration is {_DECLARATION_FORM}")
    return Declaration(
        action.seat, kind, suit=suit, rank=rank, card=action.card,
        after_trick=None if after is None else _integer(after, "after_trick (@n)"),
        points=0 if points is None else _integer(points, "points (+p)"))


def format_declaration(declaration: Declaration) -> str:
    kind = DeclarationKind(declaration.kind)
    if kind is DeclarationKind.SWAP:
        if declaration.suit is not None or declaration.rank is not None:
            raise NotationError(declaration, "a swap names at most its card")
        body = format_action(Action(declaration.seat, ActionKind.SWAP, card=declaration.card))
    else:
        if declaration.card is not None:
            raise NotationError(declaration, f"a {kind} names no card")
        body = format_action(Action(declaration.seat, ActionKind.DECLARE, declaration=kind,
                                    suit=declaration.suit, rank=declaration.rank))
    after = "" if declaration.after_trick is None else f"@{declaration.after_trick}"
    points = f"+{declaration.points}" if declaration.points else ""
    return body + after + points


# -- positions ---------------------------------------------------------------------------------


def _fields(text: str, keys: tuple[str, ...], what: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for token in _text(text, what).split():
        key, sep, value = token.partition("=")
        if not sep:
            raise NotationError(token, f"a field of {what} is key=value")
        if key not in keys:
            raise NotationError(token, f"unknown key {key!r}: {what} has {', '.join(keys)}")
        if key in fields:
            raise NotationError(token, f"key {key!r} given twice")
        fields[key] = value
    return fields


def _required(fields: Mapping[str, str], key: str, what: str) -> str:
    if key not in fields:
        raise NotationError(key, f"{what} needs {key}=")
    return fields[key]


def parse_position(text: str) -> PlayPosition:
    """``"trump=O seat=1 hand=1C,3C trick=0:12C stock=12 turn_up=6O"`` -> the position.

    ``trump``, ``seat`` and ``hand`` are required (``trump=-``: none fixed yet); ``trick``
    (default none), ``stock`` (stock_size, default 0) and ``turn_up`` (default none) are not.
    """
    what = "a play position"
    fields = _fields(text, POSITION_KEYS, what)
    return PlayPosition(
        trump=_optional(_required(fields, "trump", what), _suit),
        seat=_seat(_required(fields, "seat", what)),
        hand=parse_card_list(_required(fields, "hand", what)),
        trick=parse_trick(fields.get("trick", NONE)),
        stock_size=_integer(fields.get("stock", "0"), "stock"),
        turn_up=_optional(fields.get("turn_up", NONE), _card),
    )


def format_position(position: PlayPosition) -> str:
    parts = [f"trump={_suit_text(position.trump)}", f"seat={position.seat}",
             f"hand={format_card_list(position.hand)}"]
    if position.trick:
        parts.append(f"trick={format_trick(position.trick)}")
    if position.stock_size:
        parts.append(f"stock={position.stock_size}")
    if position.turn_up is not None:
        parts.append(f"turn_up={position.turn_up.code}")
    return " ".join(parts)


def _suit_text(suit: Suit | None) -> str:
    return NONE if suit is None else suit.value


def _stage(token: str) -> Stage:
    try:
        return Stage(token)
    except ValueError:
        raise NotationError(token, f"a stage is one of {_STAGES}") from None


def parse_context(ruleset: Ruleset, text: str) -> DeclarationContext:
    """``"trump=B dealer=1 seat=0 hand=7B,12B,12C,11C,3O,10O,5E last=0 tricks=1
    stage=before_draw stock=24 turn_up=1B"`` -> the declaration context under ``ruleset``.

    Required: ``trump`` (``-`` for none), ``dealer``, ``seat``, ``hand``. Optional, with their
    defaults: ``last`` (last trick winner, ``-``), ``tricks`` (tricks played, 0), ``stage``
    (before_lead), ``stock`` (0), ``turn_up`` (``-``), ``declared`` (declarations made, ``-``),
    ``declarer`` (the auction winner, ``-``), ``winners`` (the seat that took each trick so
    far, comma-separated, ``-``: not given).
    """
    what = "a declaration context"
    fields = _fields(text, CONTEXT_KEYS, what)
    declared = _items(fields.get("declared", NONE), "declaration list")
    return DeclarationContext(
        ruleset,
        trump=_optional(_required(fields, "trump", what), _suit),
        dealer=_seat(_required(fields, "dealer", what)),
        seat=_seat(_required(fields, "seat", what)),
        hand=parse_card_list(_required(fields, "hand", what)),
        last_trick_winner=_optional(fields.get("last", NONE), _seat),
        tricks_played=_integer(fields.get("tricks", "0"), "tricks"),
        stage=_stage(fields.get("stage", Stage.BEFORE_LEAD.value)),
        stock_size=_integer(fields.get("stock", "0"), "stock"),
        turn_up=_optional(fields.get("turn_up", NONE), _card),
        declarations=tuple(parse_declaration(item) for item in declared),
        declarer=_optional(fields.get("declarer", NONE), _seat),
        trick_winners=None if "winners" not in fields else _seats(fields["winners"]),
    )


def format_context(ctx: DeclarationContext) -> str:
    """The context without its ruleset (give it again to :func:`parse_context`)."""
    parts = [f"trump={_suit_text(ctx.trump)}", f"dealer={ctx.dealer}", f"seat={ctx.seat}",
             f"hand={format_card_list(ctx.hand)}"]
    if ctx.last_trick_winner is not None:
        parts.append(f"last={ctx.last_trick_winner}")
    if ctx.tricks_played:
        parts.append(f"tricks={ctx.tricks_played}")
    if ctx.stage != Stage.BEFORE_LEAD:
        parts.append(f"stage={Stage(ctx.stage).value}")
    if ctx.stock_size:
        parts.append(f"stock={ctx.stock_size}")
    if ctx.turn_up is not None:
        parts.append(f"turn_up={ctx.turn_up.code}")
    if ctx.declarations:
        parts.append(f"declared={_join(format_declaration(d) for d in ctx.declarations)}")
    if ctx.declarer is not None:
        parts.append(f"declarer={ctx.declarer}")
    if ctx.trick_winners is not None:
        parts.append(f"winners={_join(str(s) for s in ctx.trick_winners) or NONE}")
    return " ".join(parts)


# -- whole hand states -------------------------------------------------------------------------

STATE_KEYS = ("ruleset", "with", "dealer", "first", "phase", "ended", "trump", "turn_up",
              "hands", "stock", "unowned", "leader", "trick", "tricks", "last", "draw",
              "declared", "hidden", "bids", "contract", "carried", "claimed", "spare")
_PHASES = ", ".join(p.value for p in HandPhase)
_ENDINGS = ", ".join(e.value for e in EndedBy)
#: what separates the seats' hands, and the tricks, in a state
_GROUPS = "/"


def _switch_text(value: object) -> str:
    """An override's value as the golden files' ``with=`` writes it (JSON's spelling, strings
    bare)."""
    if isinstance(value, Enum):
        value = value.value
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _switch_value(token: str) -> str | int | bool | None:
    """An override's value as JSON would give it (the ruleset parses it)."""
    if token in ("true", "false"):
        return token == "true"
    if token == "null":
        return None
    if _INTEGER.fullmatch(token):
        return int(token)
    return token


def _overrides(text: str) -> dict[str, object]:
    found: dict[str, object] = {}
    for item in _items(text, "list of overrides"):
        name, sep, value = item.partition(":")
        if not sep or not name or not value:
            raise NotationError(item, "an override is switch:value, as last_trick_bonus:0")
        if name in found:
            raise NotationError(item, f"switch {name!r} given twice")
        found[name] = _switch_value(value)
    return found


def _ruleset(fields: Mapping[str, str], what: str) -> Ruleset:
    ruleset_id = _required(fields, "ruleset", what)
    overrides = _overrides(fields.get("with", NONE))
    try:
        return find_ruleset(ruleset_id, overrides or None)
    except UnknownRulesetError as error:
        raise NotationError(ruleset_id, f"not a ruleset: one of {', '.join(error.known)}"
                            ) from None
    except InvalidInputError as error:
        raise NotationError(fields["with"], str(error)) from None


def _groups(text: str, parse: Callable[[str], T], what: str) -> list[T]:
    """``/``-separated groups (each seat's hand, each trick), each parsed by ``parse``."""
    if not text:
        raise NotationError(text, f"{what} is not empty: each group is written, '-' when empty")
    return [parse(group) for group in text.split(_GROUPS)]


def _trick_taken(text: str) -> tuple[tuple[TrickCard, ...], int]:
    cards, sep, winner = text.partition(">")
    if not sep:
        raise NotationError(text, "a trick taken is its cards then >seat, as 0:3C,1:4O>1")
    trick = parse_trick(cards)
    seat = _seat(winner)
    if not trick or seat not in {t.seat for t in trick}:
        raise NotationError(text, "a trick taken is taken by a seat that played in it")
    return trick, seat


def _bid_made(text: str) -> Bid:
    action = parse_action(text)
    if action.kind is ActionKind.BID:
        return Bid(seat=action.seat, kind=BidKind.BID, amount=action.amount)
    if action.kind is ActionKind.PASS:
        return Bid(seat=action.seat, kind=BidKind.PASS)
    raise NotationError(text, "a bid is seat:bid:AMOUNT or seat:pass")


def _contract(text: str) -> Contract:
    seat, sep, amount = text.partition(":")
    if not sep:
        raise NotationError(text, "a contract is declarer:amount, as 1:70")
    return Contract(declarer=_seat(seat), amount=_integer(amount, "a contract's amount"))


def _flag(fields: Mapping[str, str], key: str, word: str) -> bool:
    value = fields.get(key)
    if value is None:
        return False
    if value != word:
        raise NotationError(f"{key}={value}", f"{key} is written {key}={word}, or left out")
    return True


def _choice(token: str, enum: type[E], choices: str, what: str) -> E:
    try:
        return enum(token)
    except ValueError:
        raise NotationError(token, f"{what} is one of {choices}") from None


def _default_leader(state: HandState) -> int:
    """Who leads when the state does not say: the first card's seat of the trick on the table,
    else the last trick's winner, else the first to act."""
    if state.trick:
        return state.trick[0].seat
    if state.last_trick_winner is not None:
        return state.last_trick_winner
    return state.deal.first_to_act


def parse_state(text: str) -> HandState:
    """``"ruleset=tute-dos dealer=0 first=1 phase=play trump=O turn_up=5O
    hands=1C,3C/2O,4O stock=..."`` -> the hand state (docs/notation.md, "Hand states").

    Required: ``ruleset``, ``dealer``, ``first``, ``phase``, ``trump``, ``hands``; the rest
    default to none, empty or no. The state's ``deal`` keeps its dealer and first to act; its
    cards are the state's (a state line holds the position, not the history of the deal).
    """
    what = "a hand state"
    fields = _fields(text, STATE_KEYS, what)
    ruleset = _ruleset(fields, what)
    hands = _groups(_required(fields, "hands", what), parse_card_list, "hands")
    stock = parse_card_list(fields.get("stock", NONE))
    unowned = parse_card_list(fields.get("unowned", NONE))
    turn_up = _optional(fields.get("turn_up", NONE), _card)
    trump = _optional(_required(fields, "trump", what), _suit)
    carried_text = fields.get("carried")
    carried = None if carried_text is None else tuple(
        _integer(item, "a carried total") for item in _items(carried_text, "list of totals"))
    deal = Deal(seed=None, dealer=_seat(_required(fields, "dealer", what)),
                hands=tuple(hands), stock=stock, turn_up=turn_up, unowned=unowned, trump=trump,
                first_to_act=_seat(_required(fields, "first", what)))
    if len(hands) != ruleset.players:
        raise NotationError(fields["hands"], f"{ruleset.id} with {ruleset.players} players "
                                             f"has {ruleset.players} hands, not {len(hands)}")
    state = HandState(ruleset, deal, carried)
    state.turn_up, state.trump = turn_up, trump
    state.phase = _choice(_required(fields, "phase", what), HandPhase, _PHASES, "a phase")
    state.ended_by = _optional(fields.get("ended", NONE),
                               lambda t: _choice(t, EndedBy, _ENDINGS, "an ending"))
    state.trick = list(parse_trick(fields.get("trick", NONE)))
    taken = [] if fields.get("tricks", NONE) == NONE else _groups(
        fields["tricks"], _trick_taken, "tricks")
    # the marriages that fell in each trick, as the trick fell: trumps fixed by the first one
    # (first_marriage) count from the trick after it
    trump_then = None if ruleset.trumps.by_marriage else trump
    for number, (cards, winner) in enumerate(taken, 1):
        if not 0 <= winner < ruleset.players:
            raise NotationError(winner, f"no seat {winner} at a table of {ruleset.players}")
        fallen = ruleset.marriages_rule.fall([t.card for t in cards], trump_then)
        trump_then = next((m.fixes_trump for m in fallen if m.fixes_trump), trump_then)
        state.tricks += (TrickRecord(
            number=number, leader=cards[0].seat, cards=cards, winner_seat=winner,
            winning_card=next(t.card for t in cards if t.seat == winner),
            points=sum(ruleset.points[t.card.index] for t in cards), fallen_marriages=fallen),)
    state.last_trick_winner = _optional(fields.get("last", NONE), _seat)
    state.pending_draw = _flag(fields, "draw", "pending")
    state.declarations = tuple(parse_declaration(item) for item in
                               _items(fields.get("declared", NONE), "declaration list"))
    state.hidden = frozenset(_seats(fields.get("hidden", NONE)))
    state.bids = tuple(_bid_made(item) for item in _items(fields.get("bids", NONE), "bid list"))
    state.contract = _optional(fields.get("contract", NONE), _contract)
    state.claimed_by = _optional(fields.get("claimed", NONE), _seat)
    state.spare_taken = _flag(fields, "spare", "taken")
    leader = fields.get("leader")
    state.leader = _default_leader(state) if leader is None else _seat(leader)
    return state


def format_state(state: HandState) -> str:
    """The state's one line: the fields in :data:`STATE_KEYS` order, defaults left out."""
    rules = state.rules
    parts = [f"ruleset={rules.id}"]
    if rules.overrides:
        parts.append("with=" + ",".join(f"{name}:{_switch_text(value)}"
                                        for name, value in sorted(rules.overrides.items())))
    parts += [f"dealer={state.deal.dealer}", f"first={state.deal.first_to_act}",
              f"phase={HandPhase(state.phase).value}"]
    if state.ended_by is not None:
        parts.append(f"ended={EndedBy(state.ended_by).value}")
    parts.append(f"trump={_suit_text(state.trump)}")
    if state.turn_up is not None:
        parts.append(f"turn_up={state.turn_up.code}")
    parts.append("hands=" + _GROUPS.join(format_card_list(h) for h in state.hands))
    if state.stock:
        parts.append(f"stock={format_card_list(state.stock)}")
    if state.unowned:
        parts.append(f"unowned={format_card_list(state.unowned)}")
    if state.leader != _default_leader(state):
        parts.append(f"leader={state.leader}")
    if state.trick:
        parts.append(f"trick={format_trick(state.trick)}")
    if state.tricks:
        parts.append("tricks=" + _GROUPS.join(f"{format_trick(t.cards)}>{t.winner_seat}"
                                              for t in state.tricks))
    if state.last_trick_winner is not None:
        parts.append(f"last={state.last_trick_winner}")
    if state.pending_draw:
        parts.append("draw=pending")
    if state.declarations:
        parts.append(f"declared={_join(format_declaration(d) for d in state.declarations)}")
    if state.hidden:
        parts.append(f"hidden={_join(str(i) for i in sorted(state.hidden))}")
    if state.bids:
        parts.append("bids=" + _join(format_action(Action(
            seat=b.seat, kind=ActionKind.BID if b.kind is BidKind.BID else ActionKind.PASS,
            amount=b.amount)) for b in state.bids))
    if state.contract is not None:
        parts.append(f"contract={state.contract.declarer}:{state.contract.amount}")
    if state.carried is not None:
        parts.append(f"carried={_join(str(t) for t in state.carried)}")
    if state.claimed_by is not None:
        parts.append(f"claimed={state.claimed_by}")
    if state.spare_taken:
        parts.append("spare=taken")
    return " ".join(parts)


def state_fields(state: HandState) -> tuple[object, ...]:
    """What a state shows: the fields two states are equal by (:func:`same_state`). Not the
    deal's own cards or seed (history, not position), nor caches the state keeps."""
    return (state.rules, state.deal.dealer, state.deal.first_to_act, state.phase,
            state.ended_by, state.trump, state.turn_up, [list(h) for h in state.hands],
            list(state.stock), list(state.unowned), state.leader, list(state.trick),
            list(state.tricks), [list(c) for c in state.captured], state.last_trick_winner,
            state.pending_draw, list(state.declarations), set(state.hidden), list(state.bids),
            state.contract, state.carried, state.claimed_by, state.spare_taken)


def same_state(a: HandState, b: HandState) -> bool:
    """Whether two states are the same position of the same hand: every field of
    :func:`state_fields` equal."""
    return state_fields(a) == state_fields(b)
