"""Play duties: one test or more for every value of every duty switch, each citing its source.

Sources are the files beside rulesets.md: 000_90306315c2680fee.txt (Italian),
001_d285373a66c51f0b.txt (Italian), 002_14bda97cc2fd8fa7.txt (Spanish),
003_75e86fcfe8b45947.txt (Portuguese). Order in a suit, high to low: 1 3 12 11 10 7 6 5 4 2.
"""

from __future__ import annotations

import pytest
from tute import (
    PlayPosition,
    find_ruleset,
    format_card_list,
    is_legal,
    judge_plays,
    legal_plays,
    parse_card,
    parse_position,
    validate_play,
)
from tute.rules import DUTY_MESSAGES

from tests.support.words import words


def _judge(ruleset_id: str, position: PlayPosition, **overrides: object
           ) -> tuple[str, dict[str, tuple[str, ...]]]:
    """The legal cards as a string, and each excluded card's violation codes."""
    judgement = judge_plays(find_ruleset(ruleset_id, overrides), position)
    legal = format_card_list(judgement.legal)
    return legal, {e.card.code: tuple(v.code for v in e.violations) for e in judgement.excluded}


FOLLOW = ("MUST_FOLLOW_SUIT",)
HEAD = ("MUST_HEAD",)
TRUMP = ("MUST_TRUMP",)
OVERTRUMP = ("MUST_OVERTRUMP",)
TRUMP_OVER = ("MUST_TRUMP", "MUST_OVERTRUMP")
UNDER = ("MUST_UNDERTRUMP",)
TRUMP_LEAD = ("MUST_FOLLOW_TRUMP_LEAD",)

# A tute-dos stock-phase hand (8 cards) with two trumps (oros) and two copas.
STOCK_HAND = "1O,4O,3C,2C,12E,7B,10E,11B"


# -- stock_phase_duty -----------------------------------------------------------------------


def test_stock_phase_free() -> None:
    """000_90306315c2680fee.txt: "nessun obbligo di rispondere al seme ... Non c'è alcun requisito
    di rispondere al seme, battere la carta di uscita o giocare briscola"."""
    for lead in ("12O", "12C", "5B"):
        position = parse_position(f"trump=O seat=1 hand={STOCK_HAND} trick=0:{lead} stock=12 "
                                  "turn_up=6O")
        judgement = judge_plays(find_ruleset("tute-dos"), position)
        assert words(judgement.phase, judgement.duty) == ("stock", "free")
        assert format_card_list(judgement.legal) == STOCK_HAND
        assert judgement.excluded == ()


def test_stock_phase_free_003() -> None:
    """003_75e86fcfe8b45947.txt: "A primeira fase: Joga a carta que quiseres." The swapped 7 is
    the turn-up now; a void hand may still keep its trumps."""
    position = parse_position("trump=B seat=1 hand=1B,12B,12C,11C,3O,10O,5E,2C trick=0:4E "
                              "stock=20 turn_up=7B")
    assert _judge("tute-dos", position) == ("1B,12B,12C,11C,3O,10O,5E,2C", {})


def test_stock_phase_follow_trump_lead() -> None:
    """rulesets.md: "`follow_trump_lead` (a trump lead must be answered with a trump if you have
    one, any trump; a plain lead carries no duty)"."""
    trump_lead = parse_position(f"trump=O seat=1 hand={STOCK_HAND} trick=0:12O stock=12 "
                                "turn_up=6O")
    legal, excluded = _judge("tute-dos", trump_lead, stock_phase_duty="follow_trump_lead")
    assert legal == "1O,4O"  # 4O cannot beat 12O and is still fine
    assert excluded == dict.fromkeys(["3C", "2C", "12E", "7B", "10E", "11B"], TRUMP_LEAD)
    plain_lead = parse_position(f"trump=O seat=1 hand={STOCK_HAND} trick=0:1C stock=12 "
                                "turn_up=6O")
    assert _judge("tute-dos", plain_lead, stock_phase_duty="follow_trump_lead") == (
        STOCK_HAND, {})


def test_stock_phase_follow_trump_lead_without_trumps() -> None:
    """rulesets.md: "answered with a trump if you have one"."""
    position = parse_position("trump=O seat=0 hand=1C,4C,3C,2C,12E,7B,10E,11B trick=1:12O "
                              "stock=4 turn_up=6O")
    assert _judge("tute-dos", position, stock_phase_duty="follow_trump_lead") == (
        "1C,4C,3C,2C,12E,7B,10E,11B", {})


def test_stock_phase_follow_and_head_trump_lead() -> None:
    """rulesets.md: "`follow_and_head_trump_lead` (as before, but you must beat the trump led if
    you can: the "Fournier" reading)"."""
    beatable = parse_position(f"trump=O seat=1 hand={STOCK_HAND} trick=0:12O stock=12 turn_up=6O")
    legal, excluded = _judge("tute-dos", beatable, stock_phase_duty="follow_and_head_trump_lead")
    assert legal == "1O"
    assert excluded["4O"] == HEAD
    assert excluded["3C"] == TRUMP_LEAD
    unbeatable = parse_position("trump=O seat=1 hand=5O,4O,3C,2C,12E,7B,10E,11B trick=0:3O "
                                "stock=12 turn_up=6O")
    legal, _ = _judge("tute-dos", unbeatable, stock_phase_duty="follow_and_head_trump_lead")
    assert legal == "5O,4O"
    plain = parse_position(f"trump=O seat=1 hand={STOCK_HAND} trick=0:5C stock=12 turn_up=6O")
    assert _judge("tute-dos", plain, stock_phase_duty="follow_and_head_trump_lead") == (
        STOCK_HAND, {})


def test_stock_phase_full() -> None:
    """rulesets.md: "`full` (the strict duties from the first trick: "arrastre total")"."""
    position = parse_position(f"trump=O seat=1 hand={STOCK_HAND} trick=0:12C stock=22 turn_up=6O")
    ruleset = find_ruleset("tute-dos", {"stock_phase_duty": "full"})
    judgement = judge_plays(ruleset, position)
    assert words(judgement.phase, judgement.duty) == ("stock", "full")
    legal, excluded = _judge("tute-dos", position, stock_phase_duty="full")
    assert legal == "3C"
    assert excluded == {"1O": FOLLOW, "4O": FOLLOW, "2C": HEAD, "12E": FOLLOW, "7B": FOLLOW,
                        "10E": FOLLOW, "11B": FOLLOW}
    void = parse_position("trump=O seat=1 hand=1O,4O,3E,2E,12E,7B,10E,11B trick=0:12C stock=22 "
                          "turn_up=6O")
    legal, excluded = _judge("tute-dos", void, stock_phase_duty="full")
    assert legal == "1O,4O"
    assert set(excluded.values()) == {TRUMP}


def test_stock_phase_duty_ends_with_the_stock() -> None:
    """000_90306315c2680fee.txt: "Una volta che il mazzo di riserva è esaurito ... le seguenti
    regole diventano obbligatorie"."""
    position = parse_position("trump=O seat=1 hand=1O,4O,3C,2C trick=0:12C")
    judgement = judge_plays(find_ruleset("tute-dos", {"stock_phase_duty": "follow_trump_lead"}),
                            position)
    assert words(judgement.phase, judgement.duty) == ("strict", "full")
    assert [c.code for c in judgement.legal] == ["3C"]


# -- strict_phase_duty ----------------------------------------------------------------------


def test_strict_full_follow_and_head() -> None:
    """000_90306315c2680fee.txt: "Devi rispondere al seme se hai una carta del seme di uscita.
    Devi battere la carta più alta del seme di uscita se puoi"."""
    position = parse_position("trump=O seat=1 hand=2C,4C,12C,1O trick=0:11C")
    legal, excluded = _judge("tute-dos", position)
    assert legal == "12C"
    assert excluded == {"2C": HEAD, "4C": HEAD, "1O": FOLLOW}


def test_strict_full_cannot_head_plays_any_of_the_suit() -> None:
    """003_75e86fcfe8b45947.txt: "A Ada sai com o A♥. Tens de assistir, e bater se puderes — não
    podes, por isso jogas a tua copa mais barata, a D♥, em vez do R♥"."""
    position = parse_position("trump=B seat=0 hand=1B,12B,11B,12C,11C,4O,6E,7E trick=1:1C")
    legal, excluded = _judge("tute-dos", position)
    assert legal == "12C,11C"
    assert set(excluded) == {"1B", "12B", "11B", "4O", "6E", "7E"}
    assert set(excluded.values()) == {FOLLOW}


def test_strict_full_head_the_best_card_of_the_led_suit() -> None:
    """001_d285373a66c51f0b.txt: "devi giocare una carta superiore o uguale alla carta più alta
    già presente sul tavolo"."""
    position = parse_position("trump=O seat=2 hand=11C,3C,2O trick=0:7C,1:12C")
    assert _judge("tute-parejas", position) == ("3C", {"11C": HEAD, "2O": FOLLOW})


def test_strict_full_trump_when_void() -> None:
    """003_75e86fcfe8b45947.txt: "tens de trunfar quando não puderes servir"."""
    position = parse_position("trump=O seat=1 hand=2O,3O,4C,5B trick=0:1E")
    assert _judge("tute-parejas", position) == ("2O,3O", {"4C": TRUMP, "5B": TRUMP})


def test_strict_full_overtrump() -> None:
    """001_d285373a66c51f0b.txt: "Se hai già un trionfo sul tavolo, devi giocare un trionfo
    superiore al trionfo più alto sul tavolo"."""
    position = parse_position("trump=O seat=3 hand=11O,1O,4C trick=0:1E,1:5O,2:12O")
    assert _judge("tute-parejas", position) == ("1O", {"11O": OVERTRUMP, "4C": TRUMP_OVER})


def test_strict_full_void_without_trumps_plays_anything() -> None:
    """000_90306315c2680fee.txt: "Solo se non hai né il seme di uscita né una carta di briscola
    puoi giocare qualsiasi carta"."""
    position = parse_position("trump=O seat=1 hand=4C,5B,6C trick=0:1E")
    assert _judge("tute-parejas", position) == ("4C,5B,6C", {})


def test_strict_full_holding_the_led_suit_forbids_trumping() -> None:
    """002_14bda97cc2fd8fa7.txt: "si el segundo tiene cartas del palo de salida entonces debe
    lanzarlas de manera obligatoria"."""
    position = parse_position("trump=O seat=3 hand=3E,11O,1O trick=0:1E,1:5O,2:12O")
    assert _judge("tute-parejas", position) == ("3E", {"11O": FOLLOW, "1O": FOLLOW})


def test_strict_full_trump_lead_is_followed_and_headed() -> None:
    """002_14bda97cc2fd8fa7.txt: "A menos que el palo de triunfo sean los oros, en cuyo caso solo
    podría echar un oro mayor si lo tuviera"."""
    position = parse_position("trump=O seat=1 hand=12O,10O,1C trick=0:11O")
    assert _judge("tute-parejas", position) == ("12O", {"10O": HEAD, "1C": FOLLOW})


def test_strict_phase_free() -> None:
    """000_90306315c2680fee.txt: "Anche quando il mazzo di riserva è esaurito, i giocatori di
    Briscola non sono mai obbligati a rispondere al seme, battere o giocare briscola"."""
    position = parse_position("trump=E seat=1 hand=4O,1C,2E trick=0:7O")
    judgement = judge_plays(find_ruleset("brisca"), position)
    assert words(judgement.phase, judgement.duty) == ("strict", "free")
    assert [c.code for c in judgement.legal] == ["4O", "1C", "2E"]
    assert _judge("tute-dos", parse_position("trump=E seat=1 hand=4O,1C,2E trick=0:7O"),
                  strict_phase_duty="free") == ("4O,1C,2E", {})


def test_strict_phase_full_on_brisca() -> None:
    """rulesets.md: "`strict_phase_duty` (no stock, or stock exhausted): `full` | `free`"."""
    position = parse_position("trump=E seat=1 hand=4O,12O,1C trick=0:7O")
    assert _judge("brisca", position, strict_phase_duty="full") == (
        "12O", {"4O": HEAD, "1C": FOLLOW})


# -- head_led_suit --------------------------------------------------------------------------


def test_head_led_suit_when_can_win() -> None:
    """rulesets.md: "`head_led_suit`: `when_can_win` (default: once someone has trumped a
    plain-suit lead you only have to follow)"."""
    trumped = parse_position("trump=O seat=2 hand=12C,4C,1E trick=0:7C,1:2O")
    assert _judge("tute-parejas", trumped) == ("12C,4C", {"1E": FOLLOW})
    untrumped = parse_position("trump=O seat=2 hand=12C,4C,1E trick=0:7C,1:5E")
    assert _judge("tute-parejas", untrumped) == ("12C", {"4C": HEAD, "1E": FOLLOW})


def test_head_led_suit_always() -> None:
    """000_90306315c2680fee.txt read literally: "Devi battere la carta più alta del seme di
    uscita se puoi"; rulesets.md: "`always` (000 read literally: still play higher in the led
    suit)"."""
    trumped = parse_position("trump=O seat=3 hand=1C,6C,4O trick=0:7C,1:2O,2:3C")
    assert _judge("tute-parejas", trumped, head_led_suit="always") == (
        "1C", {"6C": HEAD, "4O": FOLLOW})
    cannot = parse_position("trump=O seat=3 hand=2C,4C trick=0:7C,1:2O,2:3C")
    assert _judge("tute-parejas", cannot, head_led_suit="always") == ("2C,4C", {})


def test_head_led_suit_always_in_three_player_tute() -> None:
    """000_90306315c2680fee.txt: "Devi battere la carta più alta del seme di uscita se puoi"."""
    position = parse_position("trump=B seat=2 hand=12C,2C,1O trick=0:4C,1:3B")
    assert _judge("tute-tres", position, head_led_suit="always") == (
        "12C", {"2C": HEAD, "1O": FOLLOW})
    assert _judge("tute-tres", position) == ("12C,2C", {"1O": FOLLOW})


# -- must_undertrump ------------------------------------------------------------------------


def test_must_undertrump_false() -> None:
    """001_d285373a66c51f0b.txt: "Se non hai carta dello stesso colore e non hai carta di
    trionfo che possano battere il trionfo più alto sul tavolo, puoi giocare qualsiasi carta"."""
    position = parse_position("trump=O seat=3 hand=12O,11O,4C trick=0:1E,1:5O,2:3O")
    assert _judge("tute-parejas", position) == ("12O,11O,4C", {})


def test_must_undertrump_true() -> None:
    """rulesets.md: "`must_undertrump`: false (default, 001: void and unable to overtrump → any
    card) | true" (contrafallar: "discard a trump that cannot win")."""
    position = parse_position("trump=O seat=3 hand=12O,11O,4C trick=0:1E,1:5O,2:3O")
    assert _judge("tute-parejas", position, must_undertrump=True) == ("12O,11O", {"4C": UNDER})
    overtrump_first = parse_position("trump=O seat=3 hand=1O,11O,4C trick=0:1E,1:5O,2:12O")
    assert _judge("tute-parejas", overtrump_first, must_undertrump=True) == (
        "1O", {"11O": OVERTRUMP, "4C": TRUMP_OVER})


def test_must_undertrump_true_in_three_player_tute() -> None:
    """rulesets.md: "must_undertrump: ... true" with 001's overtrump rule before it."""
    position = parse_position("trump=B seat=2 hand=3B,12B,5E trick=0:4C,1:1B")
    assert _judge("tute-tres", position, must_undertrump=True) == ("3B,12B", {"5E": UNDER})
    assert _judge("tute-tres", position) == ("3B,12B,5E", {})


# -- partner_exemption ----------------------------------------------------------------------


def test_partner_exemption_none() -> None:
    """rulesets.md: "`partner_exemption`: `none` (default for Tute)"; 002_14bda97cc2fd8fa7.txt:
    "tiene obligación de ir a ganar la baza" (whoever holds the trick)."""
    head_over_partner = parse_position("trump=O seat=2 hand=1C,2C,3E trick=0:12C,1:4C")
    assert _judge("tute-parejas", head_over_partner) == ("1C", {"2C": HEAD, "3E": FOLLOW})
    trump_over_partner = parse_position("trump=O seat=2 hand=2O,5E trick=0:1C,1:4C")
    assert _judge("tute-parejas", trump_over_partner) == ("2O", {"5E": TRUMP})


def test_partner_exemption_head_and_trump() -> None:
    """rulesets.md: "`partner_exemption`: ... `head_and_trump` (casual Guiñote: no duty to beat or
    trump while your partner holds the trick)"."""
    over = {"partner_exemption": "head_and_trump"}
    partner_holds = parse_position("trump=O seat=2 hand=1C,2C,3E trick=0:12C,1:4C")
    assert _judge("tute-parejas", partner_holds, **over) == ("1C,2C", {"3E": FOLLOW})
    void = parse_position("trump=O seat=2 hand=2O,5E trick=0:1C,1:4C")
    assert _judge("tute-parejas", void, **over) == ("2O,5E", {})
    partner_trumped = parse_position("trump=O seat=3 hand=3O,5C trick=0:1E,1:2O,2:4E")
    assert _judge("tute-parejas", partner_trumped, **over) == ("3O,5C", {})
    opponent_holds = parse_position("trump=O seat=2 hand=1C,2C trick=0:4C,1:12C")
    assert _judge("tute-parejas", opponent_holds, **over) == ("1C", {"2C": HEAD})
    opponent_trumped = parse_position("trump=O seat=3 hand=3O,4O,5E trick=0:7C,1:1C,2:2O")
    assert _judge("tute-parejas", opponent_trumped, **over) == ("3O,4O", {"5E": TRUMP_OVER})


def test_partner_exemption_never_lifts_the_duty_to_follow() -> None:
    """rulesets.md: the exemption is from "beat or trump", not from following suit."""
    position = parse_position("trump=O seat=3 hand=6C,4O,5E trick=0:7C,1:2O,2:3C")
    assert _judge("tute-subastado", position, partner_exemption="head_and_trump") == (
        "6C", {"4O": FOLLOW, "5E": FOLLOW})


# -- must_trump_when_void -------------------------------------------------------------------


def test_must_trump_when_void_always() -> None:
    """000_90306315c2680fee.txt: "Se non hai carte del seme di uscita, devi giocare briscola
    (giocare una carta di briscola) se ne hai una"; with must_undertrump, even a losing trump."""
    position = parse_position("trump=O seat=2 hand=4O,5C,6B trick=0:1E,1:1O")
    assert _judge("tute-parejas", position, must_undertrump=True,
                  must_trump_when_void="always") == ("4O", {"5C": UNDER, "6B": UNDER})


def test_must_trump_when_void_if_can_win() -> None:
    """rulesets.md: "`must_trump_when_void`: `always` | `if_can_win` (Guiñote tournament
    reading)"; guinote: "trump only if it can win"."""
    over = {"must_trump_when_void": "if_can_win", "must_undertrump": True}
    losing = parse_position("trump=O seat=2 hand=4O,5C,6B trick=0:1E,1:1O")
    assert _judge("tute-parejas", losing, **over) == ("4O,5C,6B", {})
    winning = parse_position("trump=O seat=1 hand=2O,4C trick=0:1E")
    assert _judge("tute-parejas", winning, **over) == ("2O", {"4C": TRUMP})
    overtrump = parse_position("trump=O seat=2 hand=1O,4O,5C trick=0:1E,1:12O")
    assert _judge("tute-parejas", overtrump, **over) == ("1O", {"4O": OVERTRUMP,
                                                                "5C": TRUMP_OVER})


# -- one code path --------------------------------------------------------------------------


def test_validate_play_names_every_broken_duty_and_the_alternatives() -> None:
    ruleset = find_ruleset("tute-parejas")
    position = parse_position("trump=O seat=3 hand=11O,1O,4C trick=0:1E,1:5O,2:12O")
    verdict = validate_play(ruleset, position, parse_card("4C"))
    assert not verdict.legal
    assert [v.code for v in verdict.violations] == ["MUST_TRUMP", "MUST_OVERTRUMP"]
    assert [str(v.message) for v in verdict.violations] == [
        str(DUTY_MESSAGES[v.code]) for v in verdict.violations]
    assert [c.code for c in verdict.judgement.legal] == ["1O"]
    assert validate_play(ruleset, position, parse_card("1O")).legal
    assert legal_plays(ruleset, position) == (parse_card("1O"),)


def test_a_card_not_in_hand_is_illegal() -> None:
    ruleset = find_ruleset("tute-parejas")
    position = parse_position("trump=O seat=1 hand=4C,5B trick=0:1E")
    verdict = validate_play(ruleset, position, parse_card("1O"))
    assert not verdict.legal
    assert [v.code for v in verdict.violations] == ["CARD_NOT_IN_HAND"]
    assert not is_legal(ruleset, position, parse_card("1O"))


@pytest.mark.parametrize("ruleset_id", ["tute-dos", "tute-parejas", "tute-tres",
                                        "tute-subastado", "brisca"])
def test_the_lead_is_always_free(ruleset_id: str) -> None:
    """000_90306315c2680fee.txt: "Il primo giocatore seleziona una carta qualsiasi"."""
    ruleset = find_ruleset(ruleset_id)
    stock = 2 if ruleset.stock else 0
    # A stock-phase hand holds exactly hand_size cards (8 in tute-dos, 3 in brisca).
    hand = ",".join(["1O", "3O", "12C", "4E", "5B", "7B", "10E", "11C"][: ruleset.hand_size])
    position = parse_position(f"trump=O seat=0 hand={hand} stock={stock}")
    assert _judge(ruleset_id, position) == (hand, {})
