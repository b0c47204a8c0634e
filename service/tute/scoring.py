"""Scoring a finished hand: card points, diez de últimas, marriages, the winner, games won.

Winner by ``hand_winner`` (rulesets.md, "Results"): ``most_points`` (cards + últimas +
marriages; 001, 002, 003), ``card_threshold`` (61 of the 120 card points; 000), ``over_100``
(more than 100 points; no winner otherwise, another round is played), ``bid`` (the declarer's
side makes its contract or loses it; 000), ``middle_loses`` (the middle score loses; cabrón).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tute.cards import Card, Suit
from tute.declarations import CAPOTE, MARRIAGE, PLATE, TUTE, Declaration, points_mismatch
from tute.errors import InvalidInputError, Problem
from tute.messages import msg
from tute.play import card_problems, seat_problems
from tute.rules import PLAIN_MARRIAGE, TRUMP_MARRIAGE, ScoreReason
from tute.rulesets import Ruleset
from tute.values import Points


@dataclass(frozen=True, slots=True)
class Contract:
    """The auction's outcome: the declarer seat and the points its side bid."""

    declarer: int
    amount: int


@dataclass(frozen=True, slots=True)
class SideScore:
    side: int
    seats: tuple[int, ...]
    card_points: int
    last_trick_bonus: int
    marriage_points: int
    total: int
    tricks: int
    #: what the side scores towards a points match: its total, or minus a failed contract
    score: int

    def __init__(
        self,
        side: int,
        seats: tuple[int, ...],
        card_points: int,
        last_trick_bonus: int,
        marriage_points: int,
        total: int,
        tricks: int,
        score: int,
    ) -> None:
        object.__setattr__(self, "side", side)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "card_points", card_points)
        object.__setattr__(self, "last_trick_bonus", last_trick_bonus)
        object.__setattr__(self, "marriage_points", marriage_points)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "score", score)


@dataclass(frozen=True, slots=True)
class HandScore:
    sides: tuple[SideScore, ...]
    winner_side: int | None
    reason: ScoreReason
    games: tuple[int, ...]
    #: hand_winner middle_loses (cabrón): the sides that lose the hand
    loser_sides: tuple[int, ...] = ()
    #: ``payout`` chips: each seat's net (empty without chips)
    payouts: tuple[int, ...] = ()
    #: with ``capote`` on: the side that took every trick
    capote_side: int | None = None
    tute_side: int | None = None
    wins_game: bool = False
    contract: Contract | None = None
    contract_made: bool | None = None
    #: what each side of a match (tute.match) scores from this hand, to send on as
    #: ``HandOutcome.points``: the sides' ``score``, except that with ``declarer_vs_rest`` the
    #: match is kept per seat and the defenders share their side's score (half points when it
    #: is odd: regional.md 4e, S3-3)
    match_points: tuple[Points, ...] = ()
    #: the vueltas deal: each side's total carried over from the first deal (the winner is
    #: judged on carried + total); empty for a first deal
    carried_totals: tuple[int, ...] = ()
    #: payout fournier_plate: whether the seat that went to the plate made it (takes the
    #: plate) or not (doubles it); None when nobody went
    plate_made: bool | None = None

    def __init__(
        self,
        sides: tuple[SideScore, ...],
        winner_side: int | None,
        reason: ScoreReason,
        games: tuple[int, ...],
        loser_sides: tuple[int, ...] = (),
        payouts: tuple[int, ...] = (),
        capote_side: int | None = None,
        tute_side: int | None = None,
        wins_game: bool = False,
        contract: Contract | None = None,
        contract_made: bool | None = None,
        match_points: tuple[Points, ...] = (),
        carried_totals: tuple[int, ...] = (),
        plate_made: bool | None = None,
    ) -> None:
        object.__setattr__(self, "sides", sides)
        object.__setattr__(self, "winner_side", winner_side)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "games", games)
        object.__setattr__(self, "loser_sides", loser_sides)
        object.__setattr__(self, "payouts", payouts)
        object.__setattr__(self, "capote_side", capote_side)
        object.__setattr__(self, "tute_side", tute_side)
        object.__setattr__(self, "wins_game", wins_game)
        object.__setattr__(self, "contract", contract)
        object.__setattr__(self, "contract_made", contract_made)
        object.__setattr__(self, "match_points", match_points)
        object.__setattr__(self, "carried_totals", carried_totals)
        object.__setattr__(self, "plate_made", plate_made)



def side_seats(ruleset: Ruleset, declarer: int | None = None) -> tuple[tuple[int, ...], ...]:
    """The seats of each side: one seat each, 0+2 v 1+3 in pairs, declarer v the rest
    (:meth:`tute.rules.SidesRule.seats`)."""
    return ruleset.sides_rule.seats(declarer)


def side_index(sides: Sequence[Sequence[int]], seat: int) -> int:
    return next(i for i, members in enumerate(sides) if seat in members)


def marriage_values(
    ruleset: Ruleset, trump: Suit | None, declarations: Sequence[Declaration]
) -> list[int]:
    """Points of each declaration in order (the marriage rule's 20/40; the first marriage that
    fixes trumps counts as made before any trump); tute and swaps score nothing themselves."""
    rule = ruleset.marriages_rule
    values = []
    first = True
    for d in declarations:
        if d.kind != MARRIAGE or d.suit is None:
            values.append(0)
            continue
        values.append(rule.points(d.suit, None if first and rule.first_sets_trump else trump))
        first = False
    return values


def declared_points_problems(
    ruleset: Ruleset, trump: Suit | None, declarations: Sequence[Declaration],
    given_points: Sequence[int | None],
) -> list[Problem]:
    """Declarations made, sent back with the points an answer gave them: each must be what it
    scores (:func:`marriage_values`; ``POINTS_MISMATCH``). A marriage whose suit a view hides
    (``marriage_disclosure``) may be a 20 or a 40."""
    problems = []
    values = marriage_values(ruleset, trump, declarations)
    for i, (made, value, given) in enumerate(zip(declarations, values, given_points,
                                                 strict=True)):
        hidden = made.kind is MARRIAGE and made.suit is None
        possible = (PLAIN_MARRIAGE, TRUMP_MARRIAGE) if hidden else (value,)
        if given is not None and given not in possible:
            problems.append(Problem("POINTS_MISMATCH", f"/declarations/{i}/points",
                                    points_mismatch(made.kind, possible, given)))
    return problems


def score_problems(
    ruleset: Ruleset,
    captured: Sequence[Sequence[Card]],
    last_trick_winner: int | None,
    declarations: Sequence[Declaration],
    contract: Contract | None,
    complete: bool,
    dealer: int | None = None,
) -> list[Problem]:
    """Why these inputs cannot be the end of a hand under ``ruleset``."""
    problems: list[Problem] = []
    n = ruleset.players
    if len(captured) != n:
        # Translators: {expected} is the number of seats, {got} the number of lists given
        problems.append(Problem("CAPTURED_SEATS", "/captured", msg(
            "captured cards are given per seat: {expected} seats, got {got}",
            expected=n, got=len(captured))))
    problems += card_problems(ruleset, [(f"/captured/{s}/cards/{{}}", cards)
                                        for s, cards in enumerate(captured)])
    per_trick = ruleset.in_play
    for s, cards in enumerate(captured):
        if len(cards) % per_trick:
            # Translators: {per_trick} is the cards in a trick; {count} the cards given
            problems.append(Problem("CAPTURED_COUNT_IMPOSSIBLE", f"/captured/{s}/cards", msg(
                "a seat captures {per_trick} cards a trick; {count} cannot occur",
                per_trick=per_trick, count=len(cards))))
        elif cards and s == dealer and ruleset.dealer_sits_out:
            problems.append(Problem("CAPTURED_COUNT_IMPOSSIBLE", f"/captured/{s}/cards", msg(
                "the dealer, seat {seat}, sits out and takes no trick", seat=s)))
    if ruleset.dealer_sits_out:
        problems += (seat_problems(ruleset, "/dealer", dealer) if dealer is not None else [
            Problem("DEALER_REQUIRED", "/dealer",
                    msg("dealer_sits_out: name the dealer, who sits the hand out"))])
    total = sum(len(c) for c in captured)
    expected = ruleset.deck - ruleset.unowned_cards
    if complete and total != expected:
        problems.append(Problem("CAPTURED_COUNT_IMPOSSIBLE", "/captured", msg(
            "a finished hand has {expected} captured cards; got {got}",
            expected=expected, got=total)))
    if last_trick_winner is None:
        if total:
            problems.append(Problem("LAST_TRICK_WINNER_REQUIRED", "/last_trick_winner",
                                    msg("tricks were taken: name who took the last one")))
    elif bad_winner := seat_problems(ruleset, "/last_trick_winner", last_trick_winner):
        problems += bad_winner
    elif last_trick_winner < len(captured) and not captured[last_trick_winner]:
        problems.append(Problem("LAST_TRICK_WINNER_EMPTY", "/last_trick_winner", msg(
            "seat {seat} took the last trick but has captured nothing",
            seat=last_trick_winner)))
    seen_suits: set[Suit] = set()
    tute_seen = False
    for i, d in enumerate(declarations):
        bad_seat = seat_problems(ruleset, f"/declarations/{i}/seat", d.seat)
        problems += bad_seat
        if not bad_seat and d.kind in (MARRIAGE, TUTE, CAPOTE, PLATE) and len(captured) == n:
            problems += _declaration_problems(ruleset, captured, i, d, contract)
        if d.kind == TUTE:
            if tute_seen:
                problems.append(Problem("TUTE_ALREADY_DECLARED", f"/declarations/{i}",
                                        msg("a hand has at most one tute")))
            tute_seen = True
        if d.kind == MARRIAGE and d.suit is not None:
            if d.suit in seen_suits:
                problems.append(Problem("SUIT_ALREADY_DECLARED", f"/declarations/{i}/suit", msg(
                    "the marriage in {suit} is declared twice", suit=d.suit)))
            seen_suits.add(d.suit)
    if ruleset.winner.by_bid and contract is None:
        problems.append(Problem("CONTRACT_REQUIRED", "/contract", msg(
            "{ruleset} scores a bid: give the declarer and the amount", ruleset=ruleset.id)))
    if contract is not None:
        problems += seat_problems(ruleset, "/contract/declarer", contract.declarer)
    return problems


def _declaration_problems(
    ruleset: Ruleset, captured: Sequence[Sequence[Card]], index: int, d: Declaration,
    contract: Contract | None,
) -> list[Problem]:
    """A marriage or tute the ruleset does not have, or made by a seat that never won a trick
    (000: "Puoi Cantar solo immediatamente dopo aver vinto una presa")."""
    pointer = f"/declarations/{index}"
    if (d.kind == MARRIAGE and not ruleset.marriages_rule.enabled) or (
            d.kind == TUTE and not ruleset.tute_rule.enabled) or (
            d.kind == CAPOTE and not ruleset.capote_rule.declared) or (
            d.kind == PLATE and not ruleset.payout_rule.plate):
        # Translators: {kind} is a declaration kind (marriage, tute, capote, plate), your noun
        # for it (msgctxt "declaration")
        return [Problem("NOT_DECLARABLE", f"{pointer}/kind", msg(
            "{ruleset} has no {kind} to declare", ruleset=ruleset.id, kind=d.kind))]
    if d.kind == MARRIAGE and ruleset.marriages_rule.declarer_only and contract is not None and (
            not ruleset.sides_rule.together(d.seat, contract.declarer, contract.declarer)):
        # Translators: "marriage_sides declarer_only" is a rule switch and its value (keep them)
        return [Problem("NOT_DECLARER", f"{pointer}/seat", msg(
            "seat {seat} is not on the declarer's side: under marriage_sides declarer_only its "
            "marriages cannot be sung", seat=d.seat))]
    if d.kind in (CAPOTE, PLATE):
        return []  # announced with no trick won (regional.md 2b.9, 5b.8)
    # Who may have taken the trick: the seat, or with partner_may_declare its side.
    partner_may = ruleset.marriages_rule.partner_may_declare
    takers = [s for s in range(len(captured)) if s == d.seat or (
        partner_may and ruleset.side_of(s) == ruleset.side_of(d.seat))]
    if not any(captured[s] for s in takers):
        if partner_may:
            # Translators: {kind} is a declaration kind (marriage, tute), your noun for it
            message = msg("seat {seat} declared a {kind} without a trick won by its side",
                          seat=d.seat, kind=d.kind)
        else:
            # Translators: {kind} is a declaration kind (marriage, tute), your noun for it
            message = msg("seat {seat} declared a {kind} without a trick won by it",
                          seat=d.seat, kind=d.kind)
        return [Problem("NO_TRICK_WON", f"{pointer}/seat", message)]
    return []


def score_hand(
    ruleset: Ruleset,
    trump: Suit | None,
    captured: Sequence[Sequence[Card]],
    last_trick_winner: int | None,
    declarations: Sequence[Declaration] = (),
    contract: Contract | None = None,
    *,
    check: bool = True,
    dealer: int | None = None,
) -> HandScore:
    """Score a hand from what each seat captured, who took the last trick and the declarations.

    A hand cut short by a tute (``tute_effect`` win_hand or win_game) may have fewer captured
    cards; any other hand must account for every dealt card. With ``check`` (the default)
    impossible inputs raise :class:`~tute.errors.InvalidInputError` listing every problem.
    """
    tute, announced = _tute_and_capote(declarations)
    cut_short = tute is not None and ruleset.tute_rule.ends_hand
    if check:
        # a lost capote ends the hand at that trick (regional.md 2b.9)
        problems = score_problems(ruleset, captured, last_trick_winner, declarations, contract,
                                  complete=not cut_short and announced is None, dealer=dealer)
        if problems:
            raise InvalidInputError(problems)
    sides = side_seats(ruleset, contract.declarer if contract else None)
    if announced is not None:
        # The hand ends when the capote fails, whichever trick that is (the last one too): a
        # trick lost by the announcer's side gives nobody the 10 de últimas (regional.md 2b.9).
        cut_short = (sum(len(c) for c in captured) < ruleset.deck - ruleset.unowned_cards
                     or (last_trick_winner is not None and side_index(sides, last_trick_winner)
                         != side_index(sides, announced.seat)))
    values = marriage_values(ruleset, trump, declarations)
    scores = _side_scores(ruleset, sides, captured, last_trick_winner if not cut_short else None,
                          declarations, values)

    all_tricks = sum(s.tricks for s in scores)
    # Capote (one side took every trick) is reported where the ruleset knows it (rulesets.md:
    # "cabrón scores it automatically"); the sources give it no points, so it changes no total.
    capote = None if not ruleset.capote_rule.automatic else next(
        (s.side for s in scores if all_tricks and s.tricks == all_tricks), None)
    last_side = side_index(sides, last_trick_winner) if last_trick_winner is not None else None

    if announced is not None and last_side is not None:
        # The announcer's side took every trick to the end, or the hand stopped at the first
        # trick it lost: either way the side that took the last trick wins, whatever the points.
        own = side_index(sides, announced.seat)
        won = last_side == own
        reason = ScoreReason.CAPOTE if won else ScoreReason.CAPOTE_LOST
        return _hand_score(
            ruleset, tuple(scores), last_side, reason,
            ruleset.winner.games(len(sides), last_side, 0),
            capote_side=own if won else None, contract=contract)

    if cut_short and tute is not None:
        tute_side = side_index(sides, tute.seat)
        tute_games = tuple(1 if i == tute_side else 0 for i in range(len(sides)))
        payouts = _payouts(ruleset, scores, declarations, values, tute_side, by_tute=True,
                           out=dealer)
        return _hand_score(
            ruleset, tuple(scores), tute_side, ScoreReason.TUTE, tute_games, payouts=payouts,
            capote_side=capote, tute_side=tute_side, wins_game=ruleset.tute_rule.wins_game,
            contract=contract, plate_made=_plate_made(ruleset, scores, declarations, tute_side))

    made: bool | None = None
    losers: tuple[int, ...] = ()
    winner: int | None
    rule = ruleset.winner
    if rule.by_bid and contract is not None:
        declarer_side = side_index(sides, contract.declarer)
        defenders = 1 - declarer_side
        made = scores[declarer_side].total >= contract.amount
        ours, theirs = ruleset.contract_rule.scores(
            made, contract.amount, scores[declarer_side].total, scores[defenders].total)
        scores[declarer_side] = replace(scores[declarer_side], score=ours)
        scores[defenders] = replace(scores[defenders], score=theirs)
        winner = declarer_side if made else defenders
        reason = ScoreReason.BID_MADE if made else ScoreReason.BID_FAILED
    else:
        winner, reason, losers = rule.decide(
            [s.total for s in scores], [s.card_points for s in scores],
            [s.tricks for s in scores], [s.marriage_points for s in scores], last_side)
    games = rule.games(len(sides), winner, scores[winner].total if winner is not None else 0)
    return _hand_score(
        ruleset, tuple(scores), winner, reason, games, loser_sides=losers,
        payouts=_payouts(ruleset, scores, declarations, values, winner, out=dealer),
        capote_side=capote, contract=contract, contract_made=made,
        plate_made=_plate_made(ruleset, scores, declarations, None))


def _side_scores(
    ruleset: Ruleset, sides: Sequence[tuple[int, ...]], captured: Sequence[Sequence[Card]],
    bonus_to: int | None, declarations: Sequence[Declaration], values: Sequence[int],
) -> list[SideScore]:
    """Each side's points; ``bonus_to``: the seat that earned the últimas, if any did."""
    scores: list[SideScore] = []
    points = ruleset.points
    in_play = ruleset.in_play
    # what each declaration scored, with its seat (most hands have one or none)
    sung_by = [(d.seat, v) for d, v in zip(declarations, values, strict=True) if v]
    for index, seats in enumerate(sides):
        cards = 0
        taken = 0
        for s in seats:
            pile = captured[s]
            taken += len(pile)
            for c in pile:
                cards += points[c.index]
        bonus = ruleset.points_rule.last_trick if bonus_to in seats else 0
        sung = 0
        for seat, value in sung_by:
            if seat in seats:
                sung += value
        tricks = taken // in_play
        total = cards + bonus + sung
        scores.append(SideScore(side=index, seats=seats, card_points=cards,
                                last_trick_bonus=bonus, marriage_points=sung, total=total,
                                tricks=tricks, score=total))
    return scores


def score_vueltas(
    ruleset: Ruleset,
    trump: Suit | None,
    captured: Sequence[Sequence[Card]],
    last_trick_winner: int | None,
    declarations: Sequence[Declaration],
    carried: Sequence[int],
    *,
    played_out: bool,
    claimed_by: int | None = None,
) -> HandScore:
    """The vueltas deal (``vueltas`` cumulative: regional.md 1b.15, 2b.11): each side's points
    in this deal, judged on ``carried`` (the first deal's totals) plus them. Won by the side
    whose running total reached 101 first (the deal stops there), by a tute, by a capote, or
    with ``vueltas_end`` claim by a true claim (a false one loses); a deal played out without
    any of these is judged on the running totals as a first deal is."""
    sides = side_seats(ruleset)
    values = marriage_values(ruleset, trump, declarations)
    scores = _side_scores(ruleset, sides, captured,
                          last_trick_winner if played_out else None, declarations, values)
    running = [c + s.total for c, s in zip(carried, scores, strict=True)]
    rule = ruleset.winner
    last_side = side_index(sides, last_trick_winner) if last_trick_winner is not None else None
    tute, announced = _tute_and_capote(declarations)
    winner: int | None
    if claimed_by is not None:
        claimer = side_index(sides, claimed_by)
        true = rule.reaches_target(running[claimer], scores[claimer].marriage_points)
        winner = claimer if true else 1 - claimer
        reason = ScoreReason.CLAIM if true else ScoreReason.FALSE_CLAIM
    elif tute is not None and ruleset.tute_rule.ends_hand:
        winner, reason = side_index(sides, tute.seat), ScoreReason.TUTE
    elif announced is not None and last_side is not None:
        won = last_side == side_index(sides, announced.seat)
        winner, reason = last_side, ScoreReason.CAPOTE if won else ScoreReason.CAPOTE_LOST
    else:
        reached = [i for i, s in enumerate(scores)
                   if rule.reaches_target(running[i], s.marriage_points)]
        if len(reached) == 1 and not played_out:
            winner, reason = reached[0], ScoreReason.OVER_100
        else:
            winner, reason, _ = rule.decide(running, [s.card_points for s in scores],
                                            [s.tricks for s in scores],
                                            [s.marriage_points for s in scores], last_side)
    games = rule.games(len(sides), winner, running[winner] if winner is not None else 0)
    return _hand_score(
        ruleset, tuple(scores), winner, reason, games, contract=None,
        carried_totals=tuple(carried),
        tute_side=winner if reason is ScoreReason.TUTE else None,
        wins_game=reason is ScoreReason.TUTE and ruleset.tute_rule.wins_game,
        capote_side=winner if reason is ScoreReason.CAPOTE else None)


def _hand_score(ruleset: Ruleset, sides: tuple[SideScore, ...], winner_side: int | None,
                reason: ScoreReason, games: tuple[int, ...], *,
                loser_sides: tuple[int, ...] = (), payouts: tuple[int, ...] = (),
                capote_side: int | None = None, tute_side: int | None = None,
                wins_game: bool = False, contract: Contract | None = None,
                contract_made: bool | None = None, carried_totals: tuple[int, ...] = (),
                plate_made: bool | None = None) -> HandScore:
    """The HandScore with its ``match_points`` (built once: no copy to add them)."""
    return HandScore(sides=sides, winner_side=winner_side, reason=reason, games=games,
                     loser_sides=loser_sides, payouts=payouts, capote_side=capote_side,
                     tute_side=tute_side, wins_game=wins_game, contract=contract,
                     contract_made=contract_made,
                     match_points=_match_points(ruleset, sides, payouts),
                     carried_totals=carried_totals, plate_made=plate_made)


def _tute_and_capote(declarations: Sequence[Declaration]
                     ) -> tuple[Declaration | None, Declaration | None]:
    """The first tute and the first capote announced, in one pass."""
    tute = announced = None
    for d in declarations:
        if d.kind == TUTE and tute is None:
            tute = d
        elif d.kind == CAPOTE and announced is None:
            announced = d
    return tute, announced


def _match_points(ruleset: Ruleset, sides: Sequence[SideScore],
                  payouts: tuple[int, ...]) -> tuple[Points, ...]:
    if payouts:  # a chips game counts its chips (arrastrado: regional.md 5a)
        return payouts
    if not ruleset.sides_rule.by_contract:
        return tuple([s.score for s in sides])
    points: list[Points] = [0] * ruleset.players
    for side in sides:
        for seat in side.seats:
            points[seat] = shared_points(side.score, len(side.seats))
    return tuple(points)


def shared_points(score: int, seats: int) -> Points:
    """``score`` shared by ``seats`` seats: a whole number when it divides, else a fraction
    (a half for two defenders: regional.md 4e proposes half points)."""
    whole, rest = divmod(score, seats)
    return whole if not rest else score / seats


def _payouts(
    ruleset: Ruleset, scores: Sequence[SideScore], declarations: Sequence[Declaration],
    values: Sequence[int], winner: int | None, *, by_tute: bool = False,
    out: int | None = None,
) -> tuple[int, ...]:
    """The chips of ``payout`` (individual seats: a side is a seat); ``out``: the dealer, who
    pays and collects nothing when he sits out."""
    if not ruleset.payout_rule.fournier:
        return ()
    sung = [(d.seat, v) for d, v in zip(declarations, values, strict=True) if v]
    return ruleset.payout_rule.chips(
        [s.total for s in scores], _counted(scores), sung, winner, by_tute,
        _plate_goer(declarations), out if ruleset.dealer_sits_out else None)


def _counted(scores: Sequence[SideScore]) -> list[int]:
    """Cards and últimas per side, what the 101 of the chips counts (regional.md 5b.7)."""
    return [s.card_points + s.last_trick_bonus for s in scores]


def _plate_made(ruleset: Ruleset, scores: Sequence[SideScore],
                declarations: Sequence[Declaration], tute_seat: int | None) -> bool | None:
    if not ruleset.payout_rule.plate:
        return None
    return ruleset.payout_rule.plate_made(_counted(scores), _plate_goer(declarations),
                                          tute_seat)


def _plate_goer(declarations: Sequence[Declaration]) -> int | None:
    return next((d.seat for d in declarations if d.kind == PLATE), None)
