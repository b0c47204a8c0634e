from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.all_pass import AllPass
from ..models.auction_rounds import AuctionRounds
from ..models.bid_step import BidStep
from ..models.both_over_target import BothOverTarget
from ..models.capote import Capote
from ..models.capote_declarer import CapoteDeclarer
from ..models.card_points import CardPoints
from ..models.deck import Deck
from ..models.defenders_score import DefendersScore
from ..models.double_at import DoubleAt
from ..models.duty import Duty
from ..models.failed_score import FailedScore
from ..models.first_lead import FirstLead
from ..models.hand_winner import HandWinner
from ..models.head_led_suit import HeadLedSuit
from ..models.last_trick_bonus import LastTrickBonus
from ..models.loser_rule import LoserRule
from ..models.made_score import MadeScore
from ..models.marriage_award import MarriageAward
from ..models.marriage_disclosure import MarriageDisclosure
from ..models.marriage_moment import MarriageMoment
from ..models.marriage_pair import MarriagePair
from ..models.marriage_sides import MarriageSides
from ..models.marriage_window import MarriageWindow
from ..models.marriages_per_trick import MarriagesPerTrick
from ..models.match_kind import MatchKind
from ..models.next_dealer import NextDealer
from ..models.partner_exemption import PartnerExemption
from ..models.payout import Payout
from ..models.players import Players
from ..models.points_match_tie import PointsMatchTie
from ..models.rank_order import RankOrder
from ..models.sides import Sides
from ..models.spare_card import SpareCard
from ..models.swap_timing import SwapTiming
from ..models.thirty_malas import ThirtyMalas
from ..models.tie import Tie
from ..models.trump_method import TrumpMethod
from ..models.trump_when_void import TrumpWhenVoid
from ..models.tute_after_marriage import TuteAfterMarriage
from ..models.tute_effect import TuteEffect
from ..models.tute_ranks import TuteRanks
from ..models.vueltas import Vueltas
from ..models.vueltas_end import VueltasEnd
from ..types import UNSET, Unset

T = TypeVar("T", bound="Overrides")


@_attrs_define
class Overrides:
    """Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id} lists them with their values in a
    ruleset). The server answers an unknown switch, a value the switch does not take and a switch that cannot apply to
    the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH, INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that
    names the allowed values.

        Attributes:
            players (Players | Unset): Number of seats at the table.
            sides (Sides | Unset): Who scores together: each seat alone, seats 0+2 against 1+3, or the declarer against the
                rest.
            deck (Deck | Unset): Cards in play: the Spanish 40, or 36 without the 2s.
            rank_order (RankOrder | Unset): Order within a suit, high to low. tute: 1,3,12,11,10,7,6,5,4,2; guinote: sota
                above caballo (1,3,12,10,11,7,...).
            card_points (CardPoints | Unset): Card points. tute: 1=11, 3=10, 12=4, 11=3, 10=2; guinote: sota 3, caballo 2.
            hand_size (int | Unset): Cards dealt to each seat.
            stock (bool | Unset): Whether undealt cards form a stock drawn from after each trick (the winner first, then the
                others in playing order; with one hidden card and the turn-up left, the loser takes the turn-up).
            trump_method (TrumpMethod | Unset): How trumps are fixed: the card turned under the stock; the dealer's last
                card, shown then kept; the 40th card shown and owned by nobody (3 players); named by the auction winner; the
                first marriage that falls (cabrón).
            dealer_sits_out (bool | Unset): Four at the table of a three-player game: the dealer sits the hand out (deals,
                plays no card, scores and pays nothing); play passes over his seat, and the deal goes round the four (Fournier's
                tute for three).
            spare_card (SpareCard | Unset): Games without a stock, the card the deal leaves over (the 40th with three
                seats): none, the deck is dealt whole (the 2s removed for three: cabrón, subastado); face_up_pinta, shown, it
                sets trumps and belongs to nobody (trump_method last_card_unowned; before the first lead the 7 or 2 of trumps
                may take it: Fournier); face_down_aside, set aside unseen, nobody's (tute-ia's arrastrado);
                auction_winner_may_take, face down, and the auction winner may take it for a discard of his, before naming
                trumps, or leave it (Wikipedia's subastado for three).
            stock_phase_duty (Duty | Unset): The duties of a phase (`stock_phase_duty`, `strict_phase_duty`).
                `strict_phase_duty` takes only full, free.
            strict_phase_duty (Duty | Unset): The duties of a phase (`stock_phase_duty`, `strict_phase_duty`).
                `strict_phase_duty` takes only full, free.
            head_led_suit (HeadLedSuit | Unset): when_can_win: once a plain-suit lead has been trumped you only have to
                follow; always: still play higher in the led suit if you can.
            must_undertrump (bool | Unset): Void in the led suit and unable to overtrump: false, any card (001); true, you
                must still play a trump.
            partner_exemption (PartnerExemption | Unset): head_and_trump: no duty to head, trump or overtrump while your
                partner holds the trick (casual Guiñote).
            must_trump_when_void (TrumpWhenVoid | Unset): Void in the led suit: always trump (and undertrump where
                must_undertrump says so), or trump only when a trump of yours would take the trick (Guiñote tournament).
            last_trick_bonus (LastTrickBonus | Unset): Points for the last trick (diez de últimas).
            marriages (bool | Unset): Whether marriages (cantes) score: 20 plain, 40 in trumps.
            marriage_pair (MarriagePair | Unset): The pair that makes a marriage: king and knight, or king and sota
                (Guiñote).
            marriage_award (MarriageAward | Unset): declared: sung by the holder after a won trick; fallen_in_trick: scored
                when king and knight of a suit fall in the same trick (cabrón).
            partner_may_declare (bool | Unset): Whether the partner of the trick winner may also declare.
            trump_first (bool | Unset): Whether the 40 must be sung before any 20.
            marriage_moment (MarriageMoment | Unset): until_next_lead: a marriage or tute may be sung from the won trick,
                through the draw that follows it, until the next lead (000, 003, pronosticoreservado); before_draw: only before
                that draw (Fournier, acanomas).
            marriages_per_trick (MarriagesPerTrick | Unset): one_per_trick: one marriage per trick won by the side;
                one_per_player: each seat of the side one per trick the side won (001 'ciascun giocatore'; Guiñote, each
                partner).
            marriage_disclosure (MarriageDisclosure | Unset): What the other seats learn of a marriage: its suit (show), or,
                with hidden_in_strict_phase, the suit of a 20 only while the stock lasts and of a 40 never (pronosticoreservado:
                in the arrastre the cards need not be shown). Only the seats' views change; adjudications show everything.
            marriage_sides (MarriageSides | Unset): Auction games: both sides may sing marriages (proposal for pairs), or
                only the declarer's side (3-player subastado: defenders' marriages count for nothing).
            marriage_window (MarriageWindow | Unset): any: after any won trick; until_last_draw: no marriage once the stock
                is gone; first_final_trick: once the stock is gone, a seat sings only right after the first trick it (or, with
                partner_may_declare, its side) wins in the final phase (as other Tute engines play it; the declaration context
                then needs trick_winners).
            tute (bool | Unset): Whether four kings or four knights may be declared as tute.
            tute_ranks (TuteRanks | Unset): What makes a tute: four kings or four knights; or four kings or four sotas
                (Guiñote).
            tute_effect (TuteEffect | Unset): win_hand: the hand ends and the declarer's side wins it (000, 003);
                continue_hand: no extra points, the hand is played out (002); win_game: the declarer's side wins the whole game
                (002 casinos).
            tute_after_marriage (TuteAfterMarriage | Unset): forbidden: no tute once you sang any marriage.
            swap (bool | Unset): Whether the 7 of trumps may take a turn-up of 1, 3, 12, 11 or 10.
            swap_two (bool | Unset): Whether the 2 of trumps may take a turn-up of 4, 5, 6 or 7 (regional).
            swap_timing (SwapTiming | Unset): When the swap may be made, always while the stock has cards: after winning a
                trick before drawing (000); after winning and drawing, before leading (ext); at any lead of yours, the opening
                lead included (003); before_first_lead: before the first lead, also in a game without a stock whose 40th card is
                shown and owned by nobody (three-player arrastrado: Fournier).
            capote (Capote | Unset): Capote (one side takes every trick): off; automatic, reported with the score (cabrón);
                declared, announced once the stock is exhausted, before the first lead of the final phase: the announcer's side
                must take every remaining trick, and wins the hand whatever the points, or loses it at the first trick it loses
                (Habanero: Fournier, tute-ia).
            capote_declarer (CapoteDeclarer | Unset): capote declared: either seat may announce it (Fournier), or only the
                seat about to lead (tute-ia).
            hand_winner (HandWinner | Unset): Who wins the hand: most points (cards, últimas, marriages); 61 of 120 card
                points; over 100; the bid made or failed; the middle score loses.
            both_over_target (BothOverTarget | Unset): hand_winner over_100, both sides at 101 or more: the higher total
                wins (Fournier, ludoteka), or the side that took the last trick (pronosticoreservado).
            payout (Payout | Unset): points_only: no chips; fournier_no_plate: chips between the seats (Fournier's tute for
                three, without the plate): each marriage collects its value from each opponent, the winner 100 from each (200
                with 101 or more in cards and últimas), a tute 200 from each; fournier_plate: the same marriages and tute, and a
                seat may go to the plate before the first lead (declaration plate: a promise of 101 in cards and últimas),
                collecting 200 from each when it makes it and paying 200 to each when not; nobody going, the winner collects 100
                from the lowest opponent only (from both with 101 or more). The plate's own chips are the table's to keep.
            thirty_malas (ThirtyMalas | Unset): EXPERIMENTAL, no rulebook states it (regional.md 1d): off; min_card_points,
                101 counts for a side only with 30 card points and últimas (cantes excluded: an app's rules text);
                below_30_loses, a side ending under 30 loses at once (an app's tests, a Castellón column).
            vueltas (Vueltas | Unset): hand_winner over_100, no side at 101 after the deal: none, the hand has no winner;
                cumulative, a second deal (the vueltas) dealt by the seat that took the last trick, each side's total carried
                over and new points added as they are earned (a trick's card points when it is won, a marriage when sung,
                últimas at the last trick); the first side whose running total reaches 101 wins (las40, juegosdecartas,
                Fournier; ludoteka for two players).
            vueltas_end (VueltasEnd | Unset): vueltas cumulative: auto, the vueltas stop as soon as a side reaches 101
                (juegosdecartas); claim, a seat of the side that took the last trick claims it before the next lead, the count
                is checked and a false claim loses (Fournier, ludoteka); unclaimed, the deal is played out and judged on the
                running totals.
            next_dealer (NextDealer | Unset): Who deals the next hand: rotate, the next seat in playing order (Fournier);
                last_trick_winner, the seat that took the last trick (Fortanete, elpozuelocuenca). The vueltas are dealt by the
                last trick's taker either way.
            tie (Tie | Unset): A tie goes to the side that took the last trick, or is a draw.
            double_at (DoubleAt | None | Unset): A side reaching this many points wins two games (null: never).
            match (MatchKind | Unset): How hands make a match: first to n games; a series of n games; points to a target;
                penalty points to a limit, the fewest winning (cabrón); cotos of coto_partidas games, cotos_to_win cotos winning
                (Guiñote); points_series, a series of n hands won by the highest balance of points or chips (arrastrado:
                proposal).
            match_target (int | Unset): n of games_to_n, series length (games or points), or points target.
            series_lead_of_two (bool | Unset): A series goes on until one side leads by two games.
            points_match_tie (PointsMatchTie | Unset): match cumulative_points, the highest totals equal at the target: play
                on until one leads (ludoteka, for subastado), or the winner of the hand that reached it wins (as other Tute
                engines end the match).
            coto_partidas (int | Unset): match cotos: the games (partidas) that win a coto: 3 (abelp, cyberpre, penyapork);
                4 or 5 by region.
            cotos_to_win (int | Unset): match cotos: the cotos that win the match (usually two out of three).
            loser_rule (LoserRule | Unset): hand_winner middle_loses: the order in which losers are looked for (after a
                capote): the seats that took no trick; else those over 100; else every seat strictly between the highest and the
                lowest total; else the seats that share a total (ludoteka, Don Naipe; one order is specified).
            capote_singer_loses (bool | Unset): hand_winner middle_loses: a seat that takes every trick makes every other
                seat lose (false); true: if it also scored a marriage, it loses alone instead (Argentine tute cabrero).
            penalty_limit (int | Unset): match penalty_points: each loser of a hand takes a penalty point; the match ends
                when a seat reaches this many, and the fewest penalties win (4: proposal, the Argentine cabrero's figure).
            min_bid (int | Unset): Lowest opening bid.
            bid_step (BidStep | Unset): Each bid raises the previous one by a multiple of this step.
            auction_rounds (AuctionRounds | Unset): single: each seat speaks once, from the mano to the dealer, and the
                highest bid wins (ludoteka, acanomas: 3-player subastado); until_one_left: the bidding goes round until one
                bidder is left (000); until_pair_passes: in pairs, it also ends once both seats of a pair have passed, but not
                before every seat has had its first turn (Wikipedia via es.stringtranslate.com; regional.md S4-1b).
            pass_final (bool | Unset): true: a seat that passes is out of the auction (000: 'Un giocatore che passa è
                eliminato dall'offerta'); false: it may bid again at its next turn, and the auction ends when every other seat
                has passed since the last bid.
            first_lead (FirstLead | Unset): Who leads the first trick after the auction: the mano (proposal for pairs), or
                the declarer (Don Naipe, 3-player subastado).
            made_score (MadeScore | Unset): The contract made: the declaring side scores the points it took (000), or the
                bid (Don Naipe, three-player subastado).
            failed_score (FailedScore | Unset): The contract failed: minus_bid, the bid is subtracted from the declaring
                side (000); defenders_split_bid, the defenders score the bid, two defending seats sharing it, in half points
                when it is odd (Don Naipe; the half points are a proposal).
            defenders_score (DefendersScore | Unset): points_taken: the defenders also score the points they took, made or
                failed (000); none: they score only a failed bid (Don Naipe).
            all_pass (AllPass | Unset): Every seat passes: the hand ends without play and the next dealer deals again
                (proposal: no source read covers it).
    """

    players: Players | Unset = UNSET
    sides: Sides | Unset = UNSET
    deck: Deck | Unset = UNSET
    rank_order: RankOrder | Unset = UNSET
    card_points: CardPoints | Unset = UNSET
    hand_size: int | Unset = UNSET
    stock: bool | Unset = UNSET
    trump_method: TrumpMethod | Unset = UNSET
    dealer_sits_out: bool | Unset = UNSET
    spare_card: SpareCard | Unset = UNSET
    stock_phase_duty: Duty | Unset = UNSET
    strict_phase_duty: Duty | Unset = UNSET
    head_led_suit: HeadLedSuit | Unset = UNSET
    must_undertrump: bool | Unset = UNSET
    partner_exemption: PartnerExemption | Unset = UNSET
    must_trump_when_void: TrumpWhenVoid | Unset = UNSET
    last_trick_bonus: LastTrickBonus | Unset = UNSET
    marriages: bool | Unset = UNSET
    marriage_pair: MarriagePair | Unset = UNSET
    marriage_award: MarriageAward | Unset = UNSET
    partner_may_declare: bool | Unset = UNSET
    trump_first: bool | Unset = UNSET
    marriage_moment: MarriageMoment | Unset = UNSET
    marriages_per_trick: MarriagesPerTrick | Unset = UNSET
    marriage_disclosure: MarriageDisclosure | Unset = UNSET
    marriage_sides: MarriageSides | Unset = UNSET
    marriage_window: MarriageWindow | Unset = UNSET
    tute: bool | Unset = UNSET
    tute_ranks: TuteRanks | Unset = UNSET
    tute_effect: TuteEffect | Unset = UNSET
    tute_after_marriage: TuteAfterMarriage | Unset = UNSET
    swap: bool | Unset = UNSET
    swap_two: bool | Unset = UNSET
    swap_timing: SwapTiming | Unset = UNSET
    capote: Capote | Unset = UNSET
    capote_declarer: CapoteDeclarer | Unset = UNSET
    hand_winner: HandWinner | Unset = UNSET
    both_over_target: BothOverTarget | Unset = UNSET
    payout: Payout | Unset = UNSET
    thirty_malas: ThirtyMalas | Unset = UNSET
    vueltas: Vueltas | Unset = UNSET
    vueltas_end: VueltasEnd | Unset = UNSET
    next_dealer: NextDealer | Unset = UNSET
    tie: Tie | Unset = UNSET
    double_at: DoubleAt | None | Unset = UNSET
    match: MatchKind | Unset = UNSET
    match_target: int | Unset = UNSET
    series_lead_of_two: bool | Unset = UNSET
    points_match_tie: PointsMatchTie | Unset = UNSET
    coto_partidas: int | Unset = UNSET
    cotos_to_win: int | Unset = UNSET
    loser_rule: LoserRule | Unset = UNSET
    capote_singer_loses: bool | Unset = UNSET
    penalty_limit: int | Unset = UNSET
    min_bid: int | Unset = UNSET
    bid_step: BidStep | Unset = UNSET
    auction_rounds: AuctionRounds | Unset = UNSET
    pass_final: bool | Unset = UNSET
    first_lead: FirstLead | Unset = UNSET
    made_score: MadeScore | Unset = UNSET
    failed_score: FailedScore | Unset = UNSET
    defenders_score: DefendersScore | Unset = UNSET
    all_pass: AllPass | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value

        sides: str | Unset = UNSET
        if not isinstance(self.sides, Unset):
            sides = self.sides.value

        deck: int | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.value

        rank_order: str | Unset = UNSET
        if not isinstance(self.rank_order, Unset):
            rank_order = self.rank_order.value

        card_points: str | Unset = UNSET
        if not isinstance(self.card_points, Unset):
            card_points = self.card_points.value

        hand_size = self.hand_size

        stock = self.stock

        trump_method: str | Unset = UNSET
        if not isinstance(self.trump_method, Unset):
            trump_method = self.trump_method.value

        dealer_sits_out = self.dealer_sits_out

        spare_card: str | Unset = UNSET
        if not isinstance(self.spare_card, Unset):
            spare_card = self.spare_card.value

        stock_phase_duty: str | Unset = UNSET
        if not isinstance(self.stock_phase_duty, Unset):
            stock_phase_duty = self.stock_phase_duty.value

        strict_phase_duty: str | Unset = UNSET
        if not isinstance(self.strict_phase_duty, Unset):
            strict_phase_duty = self.strict_phase_duty.value

        head_led_suit: str | Unset = UNSET
        if not isinstance(self.head_led_suit, Unset):
            head_led_suit = self.head_led_suit.value

        must_undertrump = self.must_undertrump

        partner_exemption: str | Unset = UNSET
        if not isinstance(self.partner_exemption, Unset):
            partner_exemption = self.partner_exemption.value

        must_trump_when_void: str | Unset = UNSET
        if not isinstance(self.must_trump_when_void, Unset):
            must_trump_when_void = self.must_trump_when_void.value

        last_trick_bonus: int | Unset = UNSET
        if not isinstance(self.last_trick_bonus, Unset):
            last_trick_bonus = self.last_trick_bonus.value

        marriages = self.marriages

        marriage_pair: str | Unset = UNSET
        if not isinstance(self.marriage_pair, Unset):
            marriage_pair = self.marriage_pair.value

        marriage_award: str | Unset = UNSET
        if not isinstance(self.marriage_award, Unset):
            marriage_award = self.marriage_award.value

        partner_may_declare = self.partner_may_declare

        trump_first = self.trump_first

        marriage_moment: str | Unset = UNSET
        if not isinstance(self.marriage_moment, Unset):
            marriage_moment = self.marriage_moment.value

        marriages_per_trick: str | Unset = UNSET
        if not isinstance(self.marriages_per_trick, Unset):
            marriages_per_trick = self.marriages_per_trick.value

        marriage_disclosure: str | Unset = UNSET
        if not isinstance(self.marriage_disclosure, Unset):
            marriage_disclosure = self.marriage_disclosure.value

        marriage_sides: str | Unset = UNSET
        if not isinstance(self.marriage_sides, Unset):
            marriage_sides = self.marriage_sides.value

        marriage_window: str | Unset = UNSET
        if not isinstance(self.marriage_window, Unset):
            marriage_window = self.marriage_window.value

        tute = self.tute

        tute_ranks: str | Unset = UNSET
        if not isinstance(self.tute_ranks, Unset):
            tute_ranks = self.tute_ranks.value

        tute_effect: str | Unset = UNSET
        if not isinstance(self.tute_effect, Unset):
            tute_effect = self.tute_effect.value

        tute_after_marriage: str | Unset = UNSET
        if not isinstance(self.tute_after_marriage, Unset):
            tute_after_marriage = self.tute_after_marriage.value

        swap = self.swap

        swap_two = self.swap_two

        swap_timing: str | Unset = UNSET
        if not isinstance(self.swap_timing, Unset):
            swap_timing = self.swap_timing.value

        capote: str | Unset = UNSET
        if not isinstance(self.capote, Unset):
            capote = self.capote.value

        capote_declarer: str | Unset = UNSET
        if not isinstance(self.capote_declarer, Unset):
            capote_declarer = self.capote_declarer.value

        hand_winner: str | Unset = UNSET
        if not isinstance(self.hand_winner, Unset):
            hand_winner = self.hand_winner.value

        both_over_target: str | Unset = UNSET
        if not isinstance(self.both_over_target, Unset):
            both_over_target = self.both_over_target.value

        payout: str | Unset = UNSET
        if not isinstance(self.payout, Unset):
            payout = self.payout.value

        thirty_malas: str | Unset = UNSET
        if not isinstance(self.thirty_malas, Unset):
            thirty_malas = self.thirty_malas.value

        vueltas: str | Unset = UNSET
        if not isinstance(self.vueltas, Unset):
            vueltas = self.vueltas.value

        vueltas_end: str | Unset = UNSET
        if not isinstance(self.vueltas_end, Unset):
            vueltas_end = self.vueltas_end.value

        next_dealer: str | Unset = UNSET
        if not isinstance(self.next_dealer, Unset):
            next_dealer = self.next_dealer.value

        tie: str | Unset = UNSET
        if not isinstance(self.tie, Unset):
            tie = self.tie.value

        double_at: int | None | Unset
        if isinstance(self.double_at, Unset):
            double_at = UNSET
        elif isinstance(self.double_at, DoubleAt):
            double_at = self.double_at.value
        else:
            double_at = self.double_at

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.value

        match_target = self.match_target

        series_lead_of_two = self.series_lead_of_two

        points_match_tie: str | Unset = UNSET
        if not isinstance(self.points_match_tie, Unset):
            points_match_tie = self.points_match_tie.value

        coto_partidas = self.coto_partidas

        cotos_to_win = self.cotos_to_win

        loser_rule: str | Unset = UNSET
        if not isinstance(self.loser_rule, Unset):
            loser_rule = self.loser_rule.value

        capote_singer_loses = self.capote_singer_loses

        penalty_limit = self.penalty_limit

        min_bid = self.min_bid

        bid_step: int | Unset = UNSET
        if not isinstance(self.bid_step, Unset):
            bid_step = self.bid_step.value

        auction_rounds: str | Unset = UNSET
        if not isinstance(self.auction_rounds, Unset):
            auction_rounds = self.auction_rounds.value

        pass_final = self.pass_final

        first_lead: str | Unset = UNSET
        if not isinstance(self.first_lead, Unset):
            first_lead = self.first_lead.value

        made_score: str | Unset = UNSET
        if not isinstance(self.made_score, Unset):
            made_score = self.made_score.value

        failed_score: str | Unset = UNSET
        if not isinstance(self.failed_score, Unset):
            failed_score = self.failed_score.value

        defenders_score: str | Unset = UNSET
        if not isinstance(self.defenders_score, Unset):
            defenders_score = self.defenders_score.value

        all_pass: str | Unset = UNSET
        if not isinstance(self.all_pass, Unset):
            all_pass = self.all_pass.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if players is not UNSET:
            field_dict["players"] = players
        if sides is not UNSET:
            field_dict["sides"] = sides
        if deck is not UNSET:
            field_dict["deck"] = deck
        if rank_order is not UNSET:
            field_dict["rank_order"] = rank_order
        if card_points is not UNSET:
            field_dict["card_points"] = card_points
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if stock is not UNSET:
            field_dict["stock"] = stock
        if trump_method is not UNSET:
            field_dict["trump_method"] = trump_method
        if dealer_sits_out is not UNSET:
            field_dict["dealer_sits_out"] = dealer_sits_out
        if spare_card is not UNSET:
            field_dict["spare_card"] = spare_card
        if stock_phase_duty is not UNSET:
            field_dict["stock_phase_duty"] = stock_phase_duty
        if strict_phase_duty is not UNSET:
            field_dict["strict_phase_duty"] = strict_phase_duty
        if head_led_suit is not UNSET:
            field_dict["head_led_suit"] = head_led_suit
        if must_undertrump is not UNSET:
            field_dict["must_undertrump"] = must_undertrump
        if partner_exemption is not UNSET:
            field_dict["partner_exemption"] = partner_exemption
        if must_trump_when_void is not UNSET:
            field_dict["must_trump_when_void"] = must_trump_when_void
        if last_trick_bonus is not UNSET:
            field_dict["last_trick_bonus"] = last_trick_bonus
        if marriages is not UNSET:
            field_dict["marriages"] = marriages
        if marriage_pair is not UNSET:
            field_dict["marriage_pair"] = marriage_pair
        if marriage_award is not UNSET:
            field_dict["marriage_award"] = marriage_award
        if partner_may_declare is not UNSET:
            field_dict["partner_may_declare"] = partner_may_declare
        if trump_first is not UNSET:
            field_dict["trump_first"] = trump_first
        if marriage_moment is not UNSET:
            field_dict["marriage_moment"] = marriage_moment
        if marriages_per_trick is not UNSET:
            field_dict["marriages_per_trick"] = marriages_per_trick
        if marriage_disclosure is not UNSET:
            field_dict["marriage_disclosure"] = marriage_disclosure
        if marriage_sides is not UNSET:
            field_dict["marriage_sides"] = marriage_sides
        if marriage_window is not UNSET:
            field_dict["marriage_window"] = marriage_window
        if tute is not UNSET:
            field_dict["tute"] = tute
        if tute_ranks is not UNSET:
            field_dict["tute_ranks"] = tute_ranks
        if tute_effect is not UNSET:
            field_dict["tute_effect"] = tute_effect
        if tute_after_marriage is not UNSET:
            field_dict["tute_after_marriage"] = tute_after_marriage
        if swap is not UNSET:
            field_dict["swap"] = swap
        if swap_two is not UNSET:
            field_dict["swap_two"] = swap_two
        if swap_timing is not UNSET:
            field_dict["swap_timing"] = swap_timing
        if capote is not UNSET:
            field_dict["capote"] = capote
        if capote_declarer is not UNSET:
            field_dict["capote_declarer"] = capote_declarer
        if hand_winner is not UNSET:
            field_dict["hand_winner"] = hand_winner
        if both_over_target is not UNSET:
            field_dict["both_over_target"] = both_over_target
        if payout is not UNSET:
            field_dict["payout"] = payout
        if thirty_malas is not UNSET:
            field_dict["thirty_malas"] = thirty_malas
        if vueltas is not UNSET:
            field_dict["vueltas"] = vueltas
        if vueltas_end is not UNSET:
            field_dict["vueltas_end"] = vueltas_end
        if next_dealer is not UNSET:
            field_dict["next_dealer"] = next_dealer
        if tie is not UNSET:
            field_dict["tie"] = tie
        if double_at is not UNSET:
            field_dict["double_at"] = double_at
        if match is not UNSET:
            field_dict["match"] = match
        if match_target is not UNSET:
            field_dict["match_target"] = match_target
        if series_lead_of_two is not UNSET:
            field_dict["series_lead_of_two"] = series_lead_of_two
        if points_match_tie is not UNSET:
            field_dict["points_match_tie"] = points_match_tie
        if coto_partidas is not UNSET:
            field_dict["coto_partidas"] = coto_partidas
        if cotos_to_win is not UNSET:
            field_dict["cotos_to_win"] = cotos_to_win
        if loser_rule is not UNSET:
            field_dict["loser_rule"] = loser_rule
        if capote_singer_loses is not UNSET:
            field_dict["capote_singer_loses"] = capote_singer_loses
        if penalty_limit is not UNSET:
            field_dict["penalty_limit"] = penalty_limit
        if min_bid is not UNSET:
            field_dict["min_bid"] = min_bid
        if bid_step is not UNSET:
            field_dict["bid_step"] = bid_step
        if auction_rounds is not UNSET:
            field_dict["auction_rounds"] = auction_rounds
        if pass_final is not UNSET:
            field_dict["pass_final"] = pass_final
        if first_lead is not UNSET:
            field_dict["first_lead"] = first_lead
        if made_score is not UNSET:
            field_dict["made_score"] = made_score
        if failed_score is not UNSET:
            field_dict["failed_score"] = failed_score
        if defenders_score is not UNSET:
            field_dict["defenders_score"] = defenders_score
        if all_pass is not UNSET:
            field_dict["all_pass"] = all_pass

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: Players | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = Players(_players)

        _sides = d.pop("sides", UNSET)
        sides: Sides | Unset
        if isinstance(_sides, Unset):
            sides = UNSET
        else:
            sides = Sides(_sides)

        _deck = d.pop("deck", UNSET)
        deck: Deck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = Deck(_deck)

        _rank_order = d.pop("rank_order", UNSET)
        rank_order: RankOrder | Unset
        if isinstance(_rank_order, Unset):
            rank_order = UNSET
        else:
            rank_order = RankOrder(_rank_order)

        _card_points = d.pop("card_points", UNSET)
        card_points: CardPoints | Unset
        if isinstance(_card_points, Unset):
            card_points = UNSET
        else:
            card_points = CardPoints(_card_points)

        hand_size = d.pop("hand_size", UNSET)

        stock = d.pop("stock", UNSET)

        _trump_method = d.pop("trump_method", UNSET)
        trump_method: TrumpMethod | Unset
        if isinstance(_trump_method, Unset):
            trump_method = UNSET
        else:
            trump_method = TrumpMethod(_trump_method)

        dealer_sits_out = d.pop("dealer_sits_out", UNSET)

        _spare_card = d.pop("spare_card", UNSET)
        spare_card: SpareCard | Unset
        if isinstance(_spare_card, Unset):
            spare_card = UNSET
        else:
            spare_card = SpareCard(_spare_card)

        _stock_phase_duty = d.pop("stock_phase_duty", UNSET)
        stock_phase_duty: Duty | Unset
        if isinstance(_stock_phase_duty, Unset):
            stock_phase_duty = UNSET
        else:
            stock_phase_duty = Duty(_stock_phase_duty)

        _strict_phase_duty = d.pop("strict_phase_duty", UNSET)
        strict_phase_duty: Duty | Unset
        if isinstance(_strict_phase_duty, Unset):
            strict_phase_duty = UNSET
        else:
            strict_phase_duty = Duty(_strict_phase_duty)

        _head_led_suit = d.pop("head_led_suit", UNSET)
        head_led_suit: HeadLedSuit | Unset
        if isinstance(_head_led_suit, Unset):
            head_led_suit = UNSET
        else:
            head_led_suit = HeadLedSuit(_head_led_suit)

        must_undertrump = d.pop("must_undertrump", UNSET)

        _partner_exemption = d.pop("partner_exemption", UNSET)
        partner_exemption: PartnerExemption | Unset
        if isinstance(_partner_exemption, Unset):
            partner_exemption = UNSET
        else:
            partner_exemption = PartnerExemption(_partner_exemption)

        _must_trump_when_void = d.pop("must_trump_when_void", UNSET)
        must_trump_when_void: TrumpWhenVoid | Unset
        if isinstance(_must_trump_when_void, Unset):
            must_trump_when_void = UNSET
        else:
            must_trump_when_void = TrumpWhenVoid(_must_trump_when_void)

        _last_trick_bonus = d.pop("last_trick_bonus", UNSET)
        last_trick_bonus: LastTrickBonus | Unset
        if isinstance(_last_trick_bonus, Unset):
            last_trick_bonus = UNSET
        else:
            last_trick_bonus = LastTrickBonus(_last_trick_bonus)

        marriages = d.pop("marriages", UNSET)

        _marriage_pair = d.pop("marriage_pair", UNSET)
        marriage_pair: MarriagePair | Unset
        if isinstance(_marriage_pair, Unset):
            marriage_pair = UNSET
        else:
            marriage_pair = MarriagePair(_marriage_pair)

        _marriage_award = d.pop("marriage_award", UNSET)
        marriage_award: MarriageAward | Unset
        if isinstance(_marriage_award, Unset):
            marriage_award = UNSET
        else:
            marriage_award = MarriageAward(_marriage_award)

        partner_may_declare = d.pop("partner_may_declare", UNSET)

        trump_first = d.pop("trump_first", UNSET)

        _marriage_moment = d.pop("marriage_moment", UNSET)
        marriage_moment: MarriageMoment | Unset
        if isinstance(_marriage_moment, Unset):
            marriage_moment = UNSET
        else:
            marriage_moment = MarriageMoment(_marriage_moment)

        _marriages_per_trick = d.pop("marriages_per_trick", UNSET)
        marriages_per_trick: MarriagesPerTrick | Unset
        if isinstance(_marriages_per_trick, Unset):
            marriages_per_trick = UNSET
        else:
            marriages_per_trick = MarriagesPerTrick(_marriages_per_trick)

        _marriage_disclosure = d.pop("marriage_disclosure", UNSET)
        marriage_disclosure: MarriageDisclosure | Unset
        if isinstance(_marriage_disclosure, Unset):
            marriage_disclosure = UNSET
        else:
            marriage_disclosure = MarriageDisclosure(_marriage_disclosure)

        _marriage_sides = d.pop("marriage_sides", UNSET)
        marriage_sides: MarriageSides | Unset
        if isinstance(_marriage_sides, Unset):
            marriage_sides = UNSET
        else:
            marriage_sides = MarriageSides(_marriage_sides)

        _marriage_window = d.pop("marriage_window", UNSET)
        marriage_window: MarriageWindow | Unset
        if isinstance(_marriage_window, Unset):
            marriage_window = UNSET
        else:
            marriage_window = MarriageWindow(_marriage_window)

        tute = d.pop("tute", UNSET)

        _tute_ranks = d.pop("tute_ranks", UNSET)
        tute_ranks: TuteRanks | Unset
        if isinstance(_tute_ranks, Unset):
            tute_ranks = UNSET
        else:
            tute_ranks = TuteRanks(_tute_ranks)

        _tute_effect = d.pop("tute_effect", UNSET)
        tute_effect: TuteEffect | Unset
        if isinstance(_tute_effect, Unset):
            tute_effect = UNSET
        else:
            tute_effect = TuteEffect(_tute_effect)

        _tute_after_marriage = d.pop("tute_after_marriage", UNSET)
        tute_after_marriage: TuteAfterMarriage | Unset
        if isinstance(_tute_after_marriage, Unset):
            tute_after_marriage = UNSET
        else:
            tute_after_marriage = TuteAfterMarriage(_tute_after_marriage)

        swap = d.pop("swap", UNSET)

        swap_two = d.pop("swap_two", UNSET)

        _swap_timing = d.pop("swap_timing", UNSET)
        swap_timing: SwapTiming | Unset
        if isinstance(_swap_timing, Unset):
            swap_timing = UNSET
        else:
            swap_timing = SwapTiming(_swap_timing)

        _capote = d.pop("capote", UNSET)
        capote: Capote | Unset
        if isinstance(_capote, Unset):
            capote = UNSET
        else:
            capote = Capote(_capote)

        _capote_declarer = d.pop("capote_declarer", UNSET)
        capote_declarer: CapoteDeclarer | Unset
        if isinstance(_capote_declarer, Unset):
            capote_declarer = UNSET
        else:
            capote_declarer = CapoteDeclarer(_capote_declarer)

        _hand_winner = d.pop("hand_winner", UNSET)
        hand_winner: HandWinner | Unset
        if isinstance(_hand_winner, Unset):
            hand_winner = UNSET
        else:
            hand_winner = HandWinner(_hand_winner)

        _both_over_target = d.pop("both_over_target", UNSET)
        both_over_target: BothOverTarget | Unset
        if isinstance(_both_over_target, Unset):
            both_over_target = UNSET
        else:
            both_over_target = BothOverTarget(_both_over_target)

        _payout = d.pop("payout", UNSET)
        payout: Payout | Unset
        if isinstance(_payout, Unset):
            payout = UNSET
        else:
            payout = Payout(_payout)

        _thirty_malas = d.pop("thirty_malas", UNSET)
        thirty_malas: ThirtyMalas | Unset
        if isinstance(_thirty_malas, Unset):
            thirty_malas = UNSET
        else:
            thirty_malas = ThirtyMalas(_thirty_malas)

        _vueltas = d.pop("vueltas", UNSET)
        vueltas: Vueltas | Unset
        if isinstance(_vueltas, Unset):
            vueltas = UNSET
        else:
            vueltas = Vueltas(_vueltas)

        _vueltas_end = d.pop("vueltas_end", UNSET)
        vueltas_end: VueltasEnd | Unset
        if isinstance(_vueltas_end, Unset):
            vueltas_end = UNSET
        else:
            vueltas_end = VueltasEnd(_vueltas_end)

        _next_dealer = d.pop("next_dealer", UNSET)
        next_dealer: NextDealer | Unset
        if isinstance(_next_dealer, Unset):
            next_dealer = UNSET
        else:
            next_dealer = NextDealer(_next_dealer)

        _tie = d.pop("tie", UNSET)
        tie: Tie | Unset
        if isinstance(_tie, Unset):
            tie = UNSET
        else:
            tie = Tie(_tie)

        def _parse_double_at(data: object) -> DoubleAt | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                double_at_type_1 = DoubleAt(data)

                return double_at_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DoubleAt | None | Unset, data)

        double_at = _parse_double_at(d.pop("double_at", UNSET))

        _match = d.pop("match", UNSET)
        match: MatchKind | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = MatchKind(_match)

        match_target = d.pop("match_target", UNSET)

        series_lead_of_two = d.pop("series_lead_of_two", UNSET)

        _points_match_tie = d.pop("points_match_tie", UNSET)
        points_match_tie: PointsMatchTie | Unset
        if isinstance(_points_match_tie, Unset):
            points_match_tie = UNSET
        else:
            points_match_tie = PointsMatchTie(_points_match_tie)

        coto_partidas = d.pop("coto_partidas", UNSET)

        cotos_to_win = d.pop("cotos_to_win", UNSET)

        _loser_rule = d.pop("loser_rule", UNSET)
        loser_rule: LoserRule | Unset
        if isinstance(_loser_rule, Unset):
            loser_rule = UNSET
        else:
            loser_rule = LoserRule(_loser_rule)

        capote_singer_loses = d.pop("capote_singer_loses", UNSET)

        penalty_limit = d.pop("penalty_limit", UNSET)

        min_bid = d.pop("min_bid", UNSET)

        _bid_step = d.pop("bid_step", UNSET)
        bid_step: BidStep | Unset
        if isinstance(_bid_step, Unset):
            bid_step = UNSET
        else:
            bid_step = BidStep(_bid_step)

        _auction_rounds = d.pop("auction_rounds", UNSET)
        auction_rounds: AuctionRounds | Unset
        if isinstance(_auction_rounds, Unset):
            auction_rounds = UNSET
        else:
            auction_rounds = AuctionRounds(_auction_rounds)

        pass_final = d.pop("pass_final", UNSET)

        _first_lead = d.pop("first_lead", UNSET)
        first_lead: FirstLead | Unset
        if isinstance(_first_lead, Unset):
            first_lead = UNSET
        else:
            first_lead = FirstLead(_first_lead)

        _made_score = d.pop("made_score", UNSET)
        made_score: MadeScore | Unset
        if isinstance(_made_score, Unset):
            made_score = UNSET
        else:
            made_score = MadeScore(_made_score)

        _failed_score = d.pop("failed_score", UNSET)
        failed_score: FailedScore | Unset
        if isinstance(_failed_score, Unset):
            failed_score = UNSET
        else:
            failed_score = FailedScore(_failed_score)

        _defenders_score = d.pop("defenders_score", UNSET)
        defenders_score: DefendersScore | Unset
        if isinstance(_defenders_score, Unset):
            defenders_score = UNSET
        else:
            defenders_score = DefendersScore(_defenders_score)

        _all_pass = d.pop("all_pass", UNSET)
        all_pass: AllPass | Unset
        if isinstance(_all_pass, Unset):
            all_pass = UNSET
        else:
            all_pass = AllPass(_all_pass)

        overrides = cls(
            players=players,
            sides=sides,
            deck=deck,
            rank_order=rank_order,
            card_points=card_points,
            hand_size=hand_size,
            stock=stock,
            trump_method=trump_method,
            dealer_sits_out=dealer_sits_out,
            spare_card=spare_card,
            stock_phase_duty=stock_phase_duty,
            strict_phase_duty=strict_phase_duty,
            head_led_suit=head_led_suit,
            must_undertrump=must_undertrump,
            partner_exemption=partner_exemption,
            must_trump_when_void=must_trump_when_void,
            last_trick_bonus=last_trick_bonus,
            marriages=marriages,
            marriage_pair=marriage_pair,
            marriage_award=marriage_award,
            partner_may_declare=partner_may_declare,
            trump_first=trump_first,
            marriage_moment=marriage_moment,
            marriages_per_trick=marriages_per_trick,
            marriage_disclosure=marriage_disclosure,
            marriage_sides=marriage_sides,
            marriage_window=marriage_window,
            tute=tute,
            tute_ranks=tute_ranks,
            tute_effect=tute_effect,
            tute_after_marriage=tute_after_marriage,
            swap=swap,
            swap_two=swap_two,
            swap_timing=swap_timing,
            capote=capote,
            capote_declarer=capote_declarer,
            hand_winner=hand_winner,
            both_over_target=both_over_target,
            payout=payout,
            thirty_malas=thirty_malas,
            vueltas=vueltas,
            vueltas_end=vueltas_end,
            next_dealer=next_dealer,
            tie=tie,
            double_at=double_at,
            match=match,
            match_target=match_target,
            series_lead_of_two=series_lead_of_two,
            points_match_tie=points_match_tie,
            coto_partidas=coto_partidas,
            cotos_to_win=cotos_to_win,
            loser_rule=loser_rule,
            capote_singer_loses=capote_singer_loses,
            penalty_limit=penalty_limit,
            min_bid=min_bid,
            bid_step=bid_step,
            auction_rounds=auction_rounds,
            pass_final=pass_final,
            first_lead=first_lead,
            made_score=made_score,
            failed_score=failed_score,
            defenders_score=defenders_score,
            all_pass=all_pass,
        )

        return overrides
