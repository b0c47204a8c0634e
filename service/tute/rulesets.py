"""Rulesets as data: every rule switch of rulesets.md, the named rulesets, a registry.

A :class:`Ruleset` is an immutable, complete assignment of every switch. Named rulesets live in a
registry (:func:`find_ruleset`) with ids, aliases and a version; :meth:`Ruleset.with_overrides`
applies client overrides, validating each one: an unknown switch, a value outside the switch's
choices, or a switch that makes no sense for the game (a stock-phase duty where there is no
stock) is an :class:`~tute.errors.OverrideError` naming it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tute.cards import DECK, Card
from tute.errors import OverrideError, Problem, UnknownRulesetError

SwitchValue = str | int | bool | None


@dataclass(frozen=True, slots=True)
class Switch:
    """One rule switch: its allowed values, what it means and where the rule comes from."""

    name: str
    group: str
    choices: tuple[SwitchValue, ...]
    description: str
    sources: str
    #: for integer switches with an open range, the inclusive bounds (choices is then empty)
    int_range: tuple[int, int] | None = None
    #: the value where no named ruleset says otherwise: the majority of the sources, as played
    #: in the reference game, tute-dos (filled in from it below)
    default: SwitchValue = None

    def accepts(self, value: object) -> bool:
        if self.int_range is not None:
            low, high = self.int_range
            return type(value) is int and low <= value <= high
        # bool is an int subclass: compare types so that True never passes for 1.
        return any(type(value) is type(choice) and value == choice for choice in self.choices)

    def describe_choices(self) -> str:
        if self.int_range is not None:
            return f"an integer from {self.int_range[0]} to {self.int_range[1]}"
        return "one of " + ", ".join(_json_text(choice) for choice in self.choices)


def _json_text(value: object) -> str:
    """A value as JSON would write it, for messages a JSON client reads."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return f'"{value}"' if isinstance(value, str) else repr(value)


_SWITCH_LIST: tuple[Switch, ...] = (
    # Table and deal
    Switch("players", "table", (2, 3, 4), "Number of seats at the table.", "000, 001"),
    Switch("sides", "table", ("individual", "pairs", "declarer_vs_rest"),
           "Who scores together: each seat alone, seats 0+2 against 1+3, or the declarer "
           "against the rest.", "000, 001"),
    Switch("deck", "table", (40, 36), "Cards in play: the Spanish 40, or 36 without the 2s.",
           "000; rulesets.md (3-player auction, cabrón)"),
    Switch("rank_order", "table", ("tute", "guinote"),
           "Order within a suit, high to low. tute: 1,3,12,11,10,7,6,5,4,2; guinote: sota above "
           "caballo (1,3,12,10,11,7,...).", "000, 002, 003; rulesets.md (Guiñote)"),
    Switch("card_points", "table", ("tute", "guinote"),
           "Card points. tute: 1=11, 3=10, 12=4, 11=3, 10=2; guinote: sota 3, caballo 2.",
           "000, 002, 003; rulesets.md (Guiñote)"),
    Switch("hand_size", "table", (), "Cards dealt to each seat.", "000, 001, 002",
           int_range=(1, 20)),
    Switch("stock", "table", (True, False),
           "Whether undealt cards form a stock drawn from after each trick.", "000, 003"),
    Switch("trump_method", "table",
           ("turn_up", "dealer_last_card", "last_card_unowned", "declarer_names",
            "first_marriage"),
           "How trumps are fixed: the card turned under the stock; the dealer's last card, "
           "shown then kept; the 40th card shown and owned by nobody (3 players); named by the "
           "auction winner; the first marriage that falls (cabrón).", "000, 001, 002"),
    Switch("draw", "table", ("winner_first",),
           "Stock games: the trick winner draws first, then the others in playing order; with "
           "one hidden card and the turn-up left, the winner takes the hidden card and the "
           "loser the turn-up.", "000, 003"),
    # Play duties
    Switch("stock_phase_duty", "duties",
           ("free", "follow_trump_lead", "follow_and_head_trump_lead", "full"),
           "Duties while the stock has cards. free: any card; follow_trump_lead: answer a trump "
           "lead with a trump if you have one; follow_and_head_trump_lead: also beat the trump "
           "led if you can; full: the strict duties from the first trick.",
           "000 ('nessun obbligo di rispondere al seme'), 003; rulesets.md (Fournier)"),
    Switch("strict_phase_duty", "duties", ("full", "free"),
           "Duties with no stock, or once it is exhausted. full: follow suit, head, trump, "
           "overtrump; free: none (brisca).", "000, 001, 002, 003"),
    Switch("head_led_suit", "duties", ("when_can_win", "always"),
           "when_can_win: once a plain-suit lead has been trumped you only have to follow; "
           "always: still play higher in the led suit if you can.", "000, 001"),
    Switch("must_undertrump", "duties", (False, True),
           "Void in the led suit and unable to overtrump: false, any card (001); true, you must "
           "still play a trump.", "001"),
    Switch("partner_exemption", "duties", ("none", "head_and_trump"),
           "head_and_trump: no duty to head, trump or overtrump while your partner holds the "
           "trick (casual Guiñote).", "rulesets.md (Guiñote)"),
    Switch("must_trump_when_void", "duties", ("always", "if_can_win"),
           "Void in the led suit: always trump (and undertrump where must_undertrump says so), "
           "or trump only when a trump of yours would take the trick (Guiñote tournament).",
           "000, 001; rulesets.md (Guiñote)"),
    # Declarations
    Switch("last_trick_bonus", "declarations", (10, 0),
           "Points for the last trick (diez de últimas).", "001, 002, 003; 000 (brisca: none)"),
    Switch("marriages", "declarations", (True, False),
           "Whether marriages (cantes) score: 20 plain, 40 in trumps.", "000, 001, 002, 003"),
    Switch("marriage_pair", "declarations", ("king_knight", "king_sota"),
           "The pair that makes a marriage: king and knight, or king and sota (Guiñote).",
           "000, 003; rulesets.md (Guiñote)"),
    Switch("marriage_award", "declarations", ("declared", "fallen_in_trick"),
           "declared: sung by the holder after a won trick; fallen_in_trick: scored when king "
           "and knight of a suit fall in the same trick (cabrón).", "000, 003; rulesets.md"),
    Switch("partner_may_declare", "declarations", (False, True),
           "Whether the partner of the trick winner may also declare.", "001"),
    Switch("trump_first", "declarations", (False, True),
           "Whether the 40 must be sung before any 20.", "rulesets.md (ext)"),
    Switch("marriage_window", "declarations", ("any", "until_last_draw"),
           "any: after any won trick; until_last_draw: no marriage once the stock is gone.",
           "rulesets.md (ext)"),
    Switch("tute", "declarations", (True, False),
           "Whether four kings or four knights may be declared as tute.", "000, 001, 002, 003"),
    Switch("tute_ranks", "declarations", ("kings_knights", "kings_sotas"),
           "What makes a tute: four kings or four knights; or four kings or four sotas (Guiñote).",
           "000, 003; rulesets.md (Guiñote)"),
    Switch("tute_effect", "declarations", ("win_hand", "continue_hand", "win_game"),
           "win_hand: the hand ends and the declarer's side wins it (000, 003); continue_hand: "
           "no extra points, the hand is played out (002); win_game: the declarer's side wins "
           "the whole game (002 casinos).", "000, 002, 003"),
    Switch("tute_after_marriage", "declarations", ("allowed", "forbidden"),
           "forbidden: no tute once you sang any marriage.", "002"),
    Switch("swap", "declarations", (True, False),
           "Whether the 7 of trumps may take a turn-up of 1, 3, 12, 11 or 10.", "000, 002, 003"),
    Switch("swap_two", "declarations", (False, True),
           "Whether the 2 of trumps may take a turn-up of 4, 5, 6 or 7 (regional).", "000"),
    Switch("swap_timing", "declarations",
           ("after_trick_win_before_draw", "after_trick_win_before_lead", "on_own_lead"),
           "When the swap may be made, always while the stock has cards: after winning a trick "
           "before drawing (000); after winning and drawing, before leading (ext); at any lead "
           "of yours, the opening lead included (003).", "000, 003"),
    Switch("capote", "declarations", ("off", "declared", "automatic"),
           "Capote (one side takes every trick): declared when the stock runs out (Habanero), "
           "or scored automatically (cabrón).", "rulesets.md (ext)"),
    # Results
    Switch("hand_winner", "results",
           ("most_points", "card_threshold", "over_100", "bid", "middle_loses"),
           "Who wins the hand: most points (cards, últimas, marriages); 61 of 120 card points; "
           "over 100; the bid made or failed; the middle score loses.", "000, 001, 002, 003"),
    Switch("tie", "results", ("last_trick", "draw"),
           "A tie goes to the side that took the last trick, or is a draw.", "000, 001, 002"),
    Switch("double_at", "results", (None, 101),
           "A side reaching this many points wins two games (null: never).", "001, 002"),
    Switch("match", "results", ("games_to_n", "series", "cumulative_points", "cotos"),
           "How hands make a match: first to n games; a series of n games; points to a target; "
           "cotos (Guiñote).", "001, 003; rulesets.md"),
    Switch("match_target", "results", (), "n of games_to_n, series length, or points target.",
           "001 (six or eight), 003 ('jogo a cinco')", int_range=(1, 1000)),
    Switch("series_lead_of_two", "results", (False, True),
           "A series goes on until one side leads by two games.", "001"),
    Switch("min_bid", "auction", (), "Lowest opening bid.", "000 (70)", int_range=(1, 230)),
    Switch("bid_step", "auction", (5, 10), "Each bid raises the previous one by a multiple "
           "of this step.", "000 ('a incrementi di 5 o 10')"),
)

SWITCHES: Mapping[str, Switch] = {switch.name: switch for switch in _SWITCH_LIST}

_ORDERS: Mapping[str, tuple[int, ...]] = {
    "tute": (1, 3, 12, 11, 10, 7, 6, 5, 4, 2),
    "guinote": (1, 3, 12, 10, 11, 7, 6, 5, 4, 2),
}
_POINTS: Mapping[str, Mapping[int, int]] = {
    "tute": {1: 11, 3: 10, 12: 4, 11: 3, 10: 2},
    "guinote": {1: 11, 3: 10, 12: 4, 10: 3, 11: 2},
}


@dataclass(frozen=True)
class Ruleset:
    """A complete assignment of every switch, with the identity of the named ruleset it came from.

    ``overrides`` records which switches differ from the named ruleset, so a response can say
    exactly which rules were applied.
    """

    id: str
    version: str
    name: str
    description: str
    aliases: tuple[str, ...]
    player_options: tuple[int, ...]
    # switches
    players: int
    sides: str
    deck: int
    rank_order: str
    card_points: str
    hand_size: int
    stock: bool
    trump_method: str
    draw: str
    stock_phase_duty: str
    strict_phase_duty: str
    head_led_suit: str
    must_undertrump: bool
    partner_exemption: str
    must_trump_when_void: str
    last_trick_bonus: int
    marriages: bool
    marriage_pair: str
    marriage_award: str
    partner_may_declare: bool
    trump_first: bool
    marriage_window: str
    tute: bool
    tute_ranks: str
    tute_effect: str
    tute_after_marriage: str
    swap: bool
    swap_two: bool
    swap_timing: str
    capote: str
    hand_winner: str
    tie: str
    double_at: int | None
    match: str
    match_target: int
    series_lead_of_two: bool
    min_bid: int
    bid_step: int
    overrides: Mapping[str, SwitchValue] = field(default_factory=dict)
    #: switch values that follow from the player count (brisca with 4 plays in pairs)
    per_players: Mapping[int, Mapping[str, SwitchValue]] = field(default_factory=dict)

    # Derived lookup tables, indexed by Card.index; built once per ruleset.
    strength: tuple[int, ...] = field(init=False, repr=False, compare=False)
    points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    deck_cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        order = _ORDERS[self.rank_order]
        points = _POINTS[self.card_points]
        object.__setattr__(
            self, "strength", tuple(len(order) - order.index(c.rank) for c in DECK)
        )
        object.__setattr__(self, "points", tuple(points.get(c.rank, 0) for c in DECK))
        in_deck = tuple(c for c in DECK if self.deck == 40 or c.rank != 2)
        object.__setattr__(self, "deck_cards", in_deck)

    # -- reading -----------------------------------------------------------------------------

    def switch_values(self) -> dict[str, SwitchValue]:
        """Every switch and its value, in the order of :data:`SWITCHES`."""
        return {name: getattr(self, name) for name in SWITCHES}

    def card_point_value(self, card: Card) -> int:
        return self.points[card.index]

    def beats(self, challenger: Card, holder: Card, trump: Any) -> bool:
        """Whether ``challenger``, played after ``holder`` (the card winning so far), takes over."""
        if challenger.suit is holder.suit:
            return self.strength[challenger.index] > self.strength[holder.index]
        return trump is not None and challenger.suit is trump

    @property
    def initial_stock_size(self) -> int:
        """Cards left after the deal in a stock game, turn-up included; 0 without a stock."""
        return self.deck - self.players * self.hand_size if self.stock else 0

    @property
    def unowned_cards(self) -> int:
        """Cards that belong to nobody for the whole hand (the 40th card with 3 players)."""
        if self.stock:
            return 0
        return self.deck - self.players * self.hand_size

    @property
    def in_pairs(self) -> bool:
        return self.sides == "pairs"

    def side_of(self, seat: int) -> int:
        """The side a seat scores for: its own seat, or 0/1 in pairs (0+2 against 1+3)."""
        return seat % 2 if self.in_pairs else seat

    # -- overriding --------------------------------------------------------------------------

    def with_overrides(self, overrides: Mapping[str, object] | None) -> Ruleset:
        """This ruleset with ``overrides`` applied; every bad override is reported together."""
        if not overrides:
            return self
        problems: list[Problem] = []
        changes: dict[str, SwitchValue] = {}
        for name, value in overrides.items():
            pointer = f"/overrides/{name}"
            switch = SWITCHES.get(name)
            if switch is None:
                problems.append(Problem("UNKNOWN_SWITCH", pointer,
                                        f"unknown switch {name!r}; known switches: "
                                        f"{', '.join(SWITCHES)}"))
            elif not switch.accepts(value):
                problems.append(Problem("INVALID_SWITCH_VALUE", pointer,
                                        f"{name} must be {switch.describe_choices()}; "
                                        f"got {_json_text(value)}"))
            else:
                changes[name] = value  # type: ignore[assignment]
        if "players" in changes:
            players = changes["players"]
            if players not in self.player_options:
                problems.append(Problem(
                    "SWITCH_NOT_APPLICABLE", "/overrides/players",
                    f"{self.id} is played by {_or_list(self.player_options)} players, "
                    f"not {players}"))
                del changes["players"]
            else:
                # Values that follow from the player count, unless overridden explicitly too.
                for name, value in self.per_players.get(int(players or 0), {}).items():
                    changes.setdefault(name, value)
        # The valid overrides are still checked for sense, so every problem is reported at once.
        requested = {k: v for k, v in overrides.items() if k in changes}
        merged = {**self.overrides, **requested}
        candidate = dataclasses.replace(self, **changes, overrides=merged)  # type: ignore[arg-type]
        problems += candidate._inapplicable(self, requested)
        if problems:
            raise OverrideError(problems)
        return candidate

    def _inapplicable(self, base: Ruleset, requested: Mapping[str, object]) -> list[Problem]:
        """Overrides that make no sense for the game, given every other switch.

        A switch set to the value the game already has is always accepted (a harmless no-op);
        one that changes a rule which cannot apply here is refused with the reason.
        """
        problems: list[Problem] = []

        def refuse(name: str, reason: str) -> None:
            if name in requested and requested[name] != getattr(base, name):
                value = _json_text(requested[name])
                problems.append(Problem("SWITCH_NOT_APPLICABLE", f"/overrides/{name}",
                                        f"{name} cannot be {value} in {self.id}: {reason}"))

        if not self.stock:
            for name in ("stock_phase_duty", "swap", "swap_two", "swap_timing",
                         "marriage_window"):
                refuse(name, "the game has no stock")
        if self.sides != "pairs":
            for name in ("partner_may_declare", "partner_exemption"):
                refuse(name, "the game is not played in pairs")
        if self.hand_winner != "bid" and self.trump_method != "declarer_names":
            for name in ("min_bid", "bid_step"):
                refuse(name, "the game has no auction")
        if self.match != "series":
            refuse("series_lead_of_two", "the match is not a series")
        if self.hand_winner == "bid" and self.trump_method != "declarer_names":
            refuse("hand_winner", "only an auction game has a bid to make")
        if self.hand_winner == "middle_loses" and (self.players < 3 or self.in_pairs):
            refuse("hand_winner", "a middle score needs three or more individual seats")
        if self.sides == "pairs" and self.players != 4:
            refuse("sides", "pairs need four players")
            refuse("players", "pairs need four players")
        dealt = self.players * self.hand_size
        if self.stock:
            if dealt >= self.deck:
                for name in ("hand_size", "players", "stock", "deck"):
                    refuse(name, f"{self.players} hands of {self.hand_size} leave no stock "
                                 f"in a {self.deck}-card deck")
            if self.trump_method != "turn_up":
                refuse("stock", "a stock game shows trumps with the turn-up")
                refuse("trump_method", "a stock game shows trumps with the turn-up")
        else:
            expected_unowned = 1 if self.trump_method == "last_card_unowned" else 0
            if self.deck - dealt != expected_unowned:
                for name in ("hand_size", "players", "stock", "deck", "trump_method"):
                    refuse(name, f"without a stock {self.players} hands of {self.hand_size} "
                                 f"must hold the {self.deck}-card deck"
                                 + (" but one card" if expected_unowned else ""))
            if self.trump_method == "turn_up":
                refuse("trump_method", "the game has no stock to turn a card under")
                refuse("stock", "the game has no stock to turn a card under")
        return problems


def _or_list(values: tuple[int, ...]) -> str:
    return " or ".join(str(v) for v in values)


# -- the named rulesets --------------------------------------------------------------------------

_TUTE_DEFAULTS: dict[str, Any] = dict(
    sides="individual", deck=40, rank_order="tute", card_points="tute", draw="winner_first",
    strict_phase_duty="full", head_led_suit="when_can_win", must_undertrump=False,
    partner_exemption="none", must_trump_when_void="always", last_trick_bonus=10,
    marriages=True, marriage_pair="king_knight", marriage_award="declared",
    partner_may_declare=False, trump_first=False, marriage_window="any", tute=True,
    tute_ranks="kings_knights", tute_effect="win_hand", tute_after_marriage="allowed",
    swap=False, swap_two=False, swap_timing="after_trick_win_before_draw", capote="off",
    hand_winner="most_points", tie="last_trick", double_at=None, match="games_to_n",
    match_target=5, series_lead_of_two=False, min_bid=70, bid_step=5,
)


def _named(**values: Any) -> Ruleset:
    return Ruleset(**{**_TUTE_DEFAULTS, **values})


_NAMED: tuple[Ruleset, ...] = (
    _named(
        id="tute-dos", version="1.0.0", name="Tute for two",
        description="Two players, 8 cards each and a stock with a turn-up: free play while the "
                    "stock lasts, strict duties after it; 20/40, tute wins the hand, the 7 of "
                    "trumps takes the turn-up after a won trick.",
        aliases=("tute", "tute-2", "tute-individual"), player_options=(2,),
        players=2, hand_size=8, stock=True, trump_method="turn_up",
        stock_phase_duty="free", swap=True,
    ),
    _named(
        id="tute-parejas", version="1.0.0", name="Tute in pairs",
        description="Four players in pairs, all 40 cards dealt, the dealer's last card shows "
                    "trumps; strict duties from the first trick; 20/40 by the trick winner; "
                    "tute wins the hand.",
        aliases=("tute-4", "tute-corriente"), player_options=(4,),
        players=4, sides="pairs", hand_size=10, stock=False, trump_method="dealer_last_card",
        stock_phase_duty="full", match="series", match_target=6,
    ),
    _named(
        id="tute-tres", version="1.0.0", name="Tute for three",
        description="Three players, 13 cards each, the 40th card shown and owned by nobody sets "
                    "trumps; strict duties from the first trick; the 40 before any 20.",
        aliases=("tute-3",), player_options=(3,),
        players=3, hand_size=13, stock=False, trump_method="last_card_unowned",
        stock_phase_duty="full", trump_first=True,
    ),
    _named(
        id="tute-subastado", version="1.0.0", name="Tute Subastado (auction)",
        description="Four players in pairs, all 40 cards dealt; an auction from 70 decides who "
                    "names trumps; strict duties from the first trick; the bid made or failed.",
        aliases=("subastado", "tute-subasta"), player_options=(4,),
        players=4, sides="pairs", hand_size=10, stock=False, trump_method="declarer_names",
        stock_phase_duty="full", trump_first=True, tute=False, hand_winner="bid",
        match="cumulative_points", match_target=500,
    ),
    _named(
        id="brisca", version="1.0.0", name="Brisca",
        description="Two players (or four in pairs), 3 cards each and a stock with a turn-up; "
                    "no duties ever, no marriages, no últimas; 61 of 120 wins, 60-60 is a draw.",
        aliases=("briscola",), player_options=(2, 4),
        per_players={2: {"sides": "individual", "hand_size": 3},
                     4: {"sides": "pairs", "hand_size": 3}},
        players=2, hand_size=3, stock=True, trump_method="turn_up",
        stock_phase_duty="free", strict_phase_duty="free", last_trick_bonus=0,
        marriages=False, tute=False, swap=True, swap_two=True,
        hand_winner="card_threshold", tie="draw",
    ),
)

# Each switch's default is its value in the reference game (rulesets.md: "the default follows
# the majority of the sources"; tute-dos is the game all four sources describe).
SWITCHES = {
    name: dataclasses.replace(switch, default=getattr(_NAMED[0], name))
    for name, switch in SWITCHES.items()
}

_REGISTRY: dict[str, Ruleset] = {}
for _ruleset in _NAMED:
    for _key in (_ruleset.id, *_ruleset.aliases):
        _REGISTRY[_key] = _ruleset


def ruleset_ids() -> tuple[str, ...]:
    """The ids of every named ruleset, in registry order."""
    return tuple(r.id for r in _NAMED)


def named_rulesets() -> tuple[Ruleset, ...]:
    return _NAMED


def find_ruleset(ruleset_id: object, overrides: Mapping[str, object] | None = None) -> Ruleset:
    """The named ruleset with this id or alias, with ``overrides`` applied.

    Raises :class:`UnknownRulesetError` (listing the known ids) or :class:`OverrideError`.
    """
    if not isinstance(ruleset_id, str) or ruleset_id not in _REGISTRY:
        raise UnknownRulesetError(ruleset_id, ruleset_ids())
    return _REGISTRY[ruleset_id].with_overrides(overrides)

