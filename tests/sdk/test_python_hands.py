"""A complete seeded hand of tute-dos, of tute-parejas and of guinote, played through the Python
SDK only.

The test is a client app: it asks for a deal, then at every turn asks the service what the
acting seat sees, which cards it may play (and validates the one it picks, and one it may not),
which declarations are available (and takes them), and who takes each trick. At the end it asks
for the adjudication of the whole record and the score of the hand, and checks that every
answer agrees with the others. The guinote hand's first deal leaves both sides short of 101, so
it goes on into the vueltas, a second deal played the same way to the hand's real end.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from tute_rules_client import Client
from tute_rules_client.api.declarations import judge_declaration, list_declarations
from tute_rules_client.api.hands import adjudicate_hand, deal_hand, get_position
from tute_rules_client.api.play import list_legal_plays, resolve_trick, validate_play
from tute_rules_client.api.scoring import score_hand
from tute_rules_client.models import (
    Action,
    ActionKind,
    Adjudication,
    DealAdjudication,
    DealIn,
    DealRecord,
    DealRequest,
    DealResult,
    Declaration,
    DeclarationContext,
    DeclarationKind,
    DeclarationQuestion,
    DeclareKind,
    EndedBy,
    HandPhase,
    HandRecord,
    HandScore,
    HandScoreReason,
    HandScoreRequest,
    HandScoreResult,
    PlayRequest,
    Position,
    PositionRequest,
    SeatView,
    TrickCard,
    TrickRequest,
    TrickResult,
)
from tute_rules_client.types import Unset
from tute_rules_helpers import unwrap

from tests.contract.live_server import LiveServer

pytestmark = pytest.mark.live

# A deal has 40 plays and a few declarations; anything longer means the service keeps offering
# the same declaration, and the test must stop rather than loop.
MAX_ACTIONS = 80

# The seed of the guinote hand's vueltas (the same as the TypeScript test's), dealt by the seat
# that took the first deal's last trick.
VUELTAS_SEED = 45


@dataclass
class Table:
    """The client's record of one deal of the hand: only what the service answered. The
    vueltas are a table of their own, whose ``first`` is the first deal's table."""

    client: Client
    ruleset: str
    seed: int
    deal: DealResult
    actions: list[Action] = field(default_factory=list)
    tricks: list[tuple[list[TrickCard], TrickResult]] = field(default_factory=list)
    declared: list[Declaration] = field(default_factory=list)
    first: Table | None = None

    @property
    def players(self) -> int:
        return len(self.deal.hands)

    @property
    def deal_number(self) -> int:
        return 1 if self.first is None else 2

    def record(self) -> HandRecord:
        """The hand's record up to now: this deal's actions, after the first deal's when this
        is the vueltas (their deal is sent as a seed alone: the service finds the dealer)."""
        if self.first is None:
            return HandRecord(ruleset=self.ruleset, deal=DealIn(seed=self.seed),
                              actions=list(self.actions))
        return HandRecord(
            ruleset=self.ruleset, deal=DealIn(seed=self.first.seed),
            actions=list(self.first.actions),
            vueltas=DealRecord(deal=DealIn(seed=self.seed), actions=list(self.actions)),
        )

    def view(self, seat: int, *, draw: bool = True) -> SeatView:
        """What ``seat`` sees now; with ``draw``, after a pending draw from the stock."""
        record = self.record()
        vueltas = record.vueltas
        after = len(record.actions) + (0 if isinstance(vueltas, Unset) else len(vueltas.actions))
        request = PositionRequest(
            ruleset=record.ruleset, deal=record.deal, actions=record.actions, vueltas=vueltas,
            after_actions=after, seat=seat, draw=draw,
        )
        return unwrap(get_position.sync_detailed(client=self.client, body=request))


# The requests below are built from the answers' own values, without a conversion or a cast:
# the spec gives a trump, a stage, a declaration's kind, suit and rank one type wherever they
# occur (tests/sdk/test_python_sdk.py type-checks this module with mypy --strict).


def position_of(table: Table, view: SeatView) -> Position:
    return Position(
        ruleset=table.ruleset, trump=view.trump, seat=view.seat, hand=view.hand,
        trick=view.trick, stock_size=view.stock_size, turn_up=view.turn_up,
    )


def play_request(position: Position, card: str) -> PlayRequest:
    return PlayRequest(
        ruleset=position.ruleset, trump=position.trump, seat=position.seat, hand=position.hand,
        trick=position.trick, stock_size=position.stock_size, turn_up=position.turn_up,
        card=card,
    )


def play_one_card(table: Table, position: Position, trick_so_far: list[TrickCard]) -> None:
    plays = unwrap(list_legal_plays.sync_detailed(client=table.client, body=position))
    assert plays.seat == position.seat and plays.legal_plays
    assert sorted(plays.legal_plays + [e.card for e in plays.excluded]) == sorted(position.hand)
    # a seeded but varied choice, the same rule as the TypeScript test's
    card = plays.legal_plays[(table.seed + len(table.actions)) % len(plays.legal_plays)]

    verdict = unwrap(validate_play.sync_detailed(
        client=table.client, body=play_request(position, card)))
    assert verdict.legal and verdict.violations == []
    assert verdict.legal_plays == plays.legal_plays
    if plays.excluded:  # the verdict on a card the listing excluded names the same duties
        excluded = plays.excluded[0]
        refused = unwrap(validate_play.sync_detailed(
            client=table.client, body=play_request(position, excluded.card)))
        assert not refused.legal
        assert [v.code for v in refused.violations] == [v.code for v in excluded.violations]

    table.actions.append(Action(seat=position.seat, kind=ActionKind.PLAY, card=card))
    trick = [*trick_so_far, TrickCard(seat=position.seat, card=card)]
    if len(trick) == table.players:
        request = TrickRequest(ruleset=table.ruleset, trump=position.trump, trick=trick)
        table.tricks.append(
            (trick, unwrap(resolve_trick.sync_detailed(client=table.client, body=request))))


def declaration_context(table: Table, view: SeatView) -> DeclarationContext:
    return DeclarationContext(
        ruleset=table.ruleset, trump=view.trump, dealer=table.deal.dealer, seat=view.seat,
        hand=view.hand, last_trick_winner=view.last_trick_winner,
        tricks_played=view.tricks_played, stage=view.stage, stock_size=view.stock_size,
        turn_up=view.turn_up, declarations=view.declarations,  # as the answer gives them
    )


def question(context: DeclarationContext, asked: Declaration) -> DeclarationQuestion:
    return DeclarationQuestion(
        ruleset=context.ruleset, trump=context.trump, dealer=context.dealer, seat=context.seat,
        hand=context.hand, last_trick_winner=context.last_trick_winner,
        tricks_played=context.tricks_played, stage=context.stage,
        stock_size=context.stock_size, turn_up=context.turn_up,
        declarations=context.declarations, declaration=asked,
    )


def take_a_declaration(table: Table) -> bool:
    """Right after a trick, before its draw: the first declaration any seat may make, checked
    and taken (the 7 swap of tute-dos and of guinote is only allowed then)."""
    for seat in range(table.players):
        context = declaration_context(table, table.view(seat, draw=False))
        offers = unwrap(list_declarations.sync_detailed(client=table.client, body=context))
        if not offers.available:
            continue
        offer = offers.available[0]
        made = offer.declaration  # asked about as the answer gives it, points and all
        verdict = unwrap(judge_declaration.sync_detailed(
            client=table.client, body=question(context, made)))
        assert verdict.legal and verdict.code is None
        assert verdict.effect is not None and verdict.effect.to_dict() == offer.effect.to_dict()
        assert verdict.declaration.to_dict() == made.to_dict()
        if made.kind is DeclarationKind.SWAP:
            action = Action(seat=seat, kind=ActionKind.SWAP, card=made.card)
        else:  # a declare action names marriage or tute: the swap is an action of its own
            action = Action(seat=seat, kind=ActionKind.DECLARE, declaration=DeclareKind(made.kind),
                            suit=made.suit, rank=made.rank)
        table.actions.append(action)
        table.declared.append(made)
        return True
    return False


def lead_the_vueltas(table: Table) -> None:
    """The vueltas' first lead, and the check that the positions replay their deal: after
    exactly the first deal's actions, a record holding the vueltas shows them dealt."""
    deal, seat = table.deal, table.deal.first_to_act
    opening = table.view(seat)
    assert (opening.deal_number, opening.tricks_played) == (2, 0)
    assert opening.hand == deal.hands[seat] and opening.trick == []
    position = position_of(table, opening)
    play_one_card(table, position, [])
    led = table.actions[0].card
    for other in range(table.players):  # the service deals the seed as POST /v1/deals did
        view = table.view(other)
        assert view.deal_number == 2 and view.carried_totals
        assert view.hand == [c for c in deal.hands[other] if c != led]


def play_deal(table: Table) -> SeatView:
    """Play ``table``'s deal until the service says it is over: its final view."""
    if table.first is None:
        for seat in range(table.players):  # the positions replay exactly the deal given
            view = table.view(seat)
            assert view.hand == table.deal.hands[seat] and view.deal_number == 1
    else:
        lead_the_vueltas(table)
    while len(table.actions) < MAX_ACTIONS:
        view = table.view(table.deal.first_to_act)
        assert view.deal_number == table.deal_number
        if view.phase is HandPhase.OVER:
            return view
        assert view.phase is HandPhase.PLAY and view.to_act is not None
        if not view.trick and view.tricks_played and take_a_declaration(table):
            continue
        acting = table.view(view.to_act)
        play_one_card(table, position_of(table, acting), acting.trick)
    pytest.fail(f"deal {table.deal_number} did not end within {MAX_ACTIONS} actions")


def play_hand(client: Client, ruleset: str, seed: int) -> tuple[Table, SeatView]:
    deal = unwrap(deal_hand.sync_detailed(
        client=client, body=DealRequest(ruleset=ruleset, seed=seed)))
    table = Table(client, ruleset, seed, deal)
    return table, play_deal(table)


def play_vueltas(first: Table, seed: int, dealer: int) -> tuple[Table, SeatView]:
    """The vueltas of ``first``'s hand: dealt from ``seed`` by ``dealer``, then played as the
    first deal was, each position sent with the whole record (both deals)."""
    deal = unwrap(deal_hand.sync_detailed(
        client=first.client,
        body=DealRequest(ruleset=first.ruleset, seed=seed, dealer=dealer)))
    assert deal.dealer == dealer
    table = Table(first.client, first.ruleset, seed, deal, first=first)
    return table, play_deal(table)


def trick_facts(
    tricks: list[tuple[list[TrickCard], TrickResult]],
) -> list[tuple[list[TrickCard], int, str, int]]:
    return [(cards, r.winner_seat, r.winning_card, r.points) for cards, r in tricks]


# Guiñote seed 323 (the same hand as the TypeScript test's): seat 0 takes the turn-up with the 7
# of trumps after a trick of its own, seat 1 sings the 40 after a trick its partner took, and
# neither side reaches 101, so the vueltas (seed VUELTAS_SEED) are played too.
@pytest.mark.parametrize(
    ("ruleset", "seed"), [("tute-dos", 2), ("tute-parejas", 5), ("guinote", 323)])
def test_a_seeded_hand_played_through_the_sdk(
    server: LiveServer, ruleset: str, seed: int
) -> None:
    client = Client(base_url=server.url, raise_on_unexpected_status=True)
    table, final = play_hand(client, ruleset, seed)
    assert table.declared, "the seeded hand should exercise a declaration"

    verdict = unwrap(adjudicate_hand.sync_detailed(client=client, body=table.record()))
    assert verdict.legal and verdict.complete and verdict.error is None
    assert verdict.actions_applied == len(table.actions)
    # every trick as /v1/trick-results resolved it during play
    assert [(t.cards, t.winner_seat, t.winning_card, t.points) for t in verdict.tricks] == (
        trick_facts(table.tricks))
    # every declaration as /v1/declarations offered it
    assert [d.to_dict() for d in verdict.declarations] == [d.to_dict() for d in table.declared]
    assert [d.to_dict() for d in final.declarations] == [d.to_dict() for d in table.declared]

    score_request = HandScoreRequest(
        ruleset=ruleset, trump=final.trump,
        captured=final.captured,  # the view's captured piles and the declarations, as given
        last_trick_winner=final.last_trick_winner,
        declarations=table.declared,
    )
    scored = unwrap(score_hand.sync_detailed(client=client, body=score_request))
    assert verdict.score is not None
    assert {**scored.to_dict(), "ruleset": None} == {**verdict.score.to_dict(), "ruleset": None}

    # the trick results add up to the score's card points
    trick_points = sum(result.points for _, result in table.tricks)
    assert sum(side.card_points for side in scored.sides) == trick_points
    if verdict.ended_by is EndedBy.PLAYED_OUT:
        # 002_14bda97cc2fd8fa7.txt: "El número de puntos totales de la baraja es de 120, [...]
        # y el de la última mano de 10."
        assert trick_points == 120
        last_side = next(s for s in scored.sides if table.tricks[-1][1].winner_seat in s.seats)
        assert last_side.last_trick_bonus == 10
        assert sum(side.last_trick_bonus for side in scored.sides) == 10

    if ruleset == "guinote":
        check_guinote(table, verdict, scored)
        check_vueltas(table, verdict)
    else:
        assert verdict.vueltas is None


def check_declarations_after_own_tricks(table: Table, sides: list[list[int]]) -> None:
    """1b.9, 1b.12: cantes and the 7 swap only after a trick won by the declarer's side ("in
    pairs either partner's trick qualifies")."""
    side_of = {seat: side for side, seats in enumerate(sides) for seat in seats}
    for made in table.declared:
        # answers give every member; the type is the request's too, where they are optional
        assert isinstance(made.after_trick, int) and isinstance(made.seat, int)
        taker = table.tricks[made.after_trick - 1][1].winner_seat
        assert side_of[made.seat] == side_of[taker], made


def check_guinote(table: Table, verdict: Adjudication, scored: HandScoreResult) -> None:
    """Guiñote (regional.md 1b): two sides, seats 0+2 against 1+3; cantes and the 7 swap only
    after a trick won by the declarer's side; 101 wins the deal."""
    assert verdict.ended_by is EndedBy.PLAYED_OUT
    assert [side.seats for side in scored.sides] == [[0, 2], [1, 3]]
    # 1b.1: "120 in the deck, 130 with últimas"
    assert sum(side.card_points for side in scored.sides) == 120
    check_declarations_after_own_tricks(table, [side.seats for side in scored.sides])
    # 1b.14-16: a side with 101 or more wins; with none, the second deal (the "vueltas")
    # decides, dealt by the seat that took the first deal's last trick.
    assert all(side.total < 101 for side in scored.sides), "seed 323 should end without 101"
    assert scored.winner_side is None
    assert scored.reason is HandScoreReason.VUELTAS
    assert verdict.vueltas is None  # not played yet: the record holds the first deal alone
    assert verdict.next_dealer == table.tricks[-1][1].winner_seat


def check_vueltas(first: Table, first_verdict: Adjudication) -> None:
    """1b.15-16: the vueltas, dealt by the first deal's last trick taker, played to the end;
    each side's first-deal total is carried over, and the first side whose running total
    reaches 101 wins the partida (vueltas_end auto: the deal stops there)."""
    assert first_verdict.next_dealer is not None and first_verdict.score is not None
    first_score: HandScore = first_verdict.score
    carried = [side.total for side in first_score.sides]
    table, final = play_vueltas(first, VUELTAS_SEED, first_verdict.next_dealer)
    assert final.deal_number == 2 and final.carried_totals == carried

    verdict = unwrap(adjudicate_hand.sync_detailed(client=table.client, body=table.record()))
    assert verdict.legal and verdict.complete and verdict.error is None
    assert verdict.actions_applied == len(first.actions) + len(table.actions)
    # the first deal is judged as before, now followed by its vueltas
    assert verdict.score is not None
    assert verdict.score.to_dict() == first_score.to_dict()
    assert [t.to_dict() for t in verdict.tricks] == [t.to_dict() for t in first_verdict.tricks]
    assert verdict.dealer == first_verdict.dealer

    vueltas: DealAdjudication | None = verdict.vueltas
    assert vueltas is not None
    assert vueltas.legal and vueltas.complete and vueltas.error is None
    assert vueltas.actions_applied == len(table.actions)  # their own actions
    assert vueltas.dealer == first_verdict.next_dealer == table.deal.dealer
    assert verdict.next_dealer == vueltas.next_dealer == table.tricks[-1][1].winner_seat
    assert [(t.cards, t.winner_seat, t.winning_card, t.points) for t in vueltas.tricks] == (
        trick_facts(table.tricks))
    assert [d.to_dict() for d in vueltas.declarations] == [d.to_dict() for d in table.declared]
    assert [d.to_dict() for d in final.declarations] == [d.to_dict() for d in table.declared]
    assert vueltas.trump == final.trump

    score = vueltas.score
    assert score is not None
    assert [side.seats for side in score.sides] == [[0, 2], [1, 3]]
    check_declarations_after_own_tricks(table, [side.seats for side in score.sides])
    assert score.carried_totals == carried
    # this deal's own card points are what its tricks took
    trick_points = sum(result.points for _, result in table.tricks)
    assert sum(side.card_points for side in score.sides) == trick_points
    # the vueltas' winner is the partida's: its running total reached 101, the other's did not
    assert vueltas.ended_by is EndedBy.TARGET_REACHED
    assert score.reason is HandScoreReason.OVER_100
    winner = score.winner_side
    assert winner is not None
    running = [c + side.total for c, side in zip(carried, score.sides, strict=True)]
    assert running[winner] >= 101 and running[1 - winner] < 101
    # ... with the deal's last event (a trick won, or a marriage sung), not before it
    if table.actions[-1].kind is ActionKind.DECLARE:
        sung = table.declared[-1]
        assert isinstance(sung.seat, int) and isinstance(sung.points, int)
        gainer, gained = sung.seat, sung.points
    else:
        gainer, gained = table.tricks[-1][1].winner_seat, table.tricks[-1][1].points
    assert gainer in score.sides[winner].seats and running[winner] - gained < 101
    # stopped before the deal was played out: no últimas, fewer than the 120 card points
    assert len(table.tricks) < 10 and trick_points < 120
    assert sum(side.last_trick_bonus for side in score.sides) == 0
    # seed 323's vueltas from seed VUELTAS_SEED: side 0 (73 carried) sings a 20 and overtakes
    # side 1 (97 carried) on the third trick
    assert (winner, running) == (0, [120, 99])
    assert [(made.seat, made.kind, made.points) for made in table.declared] == [
        (0, DeclarationKind.MARRIAGE, 20)]
