// A complete seeded hand of tute-dos, of tute-parejas and of guinote, played through the
// TypeScript SDK only: deal; at every turn ask what the acting seat sees, list its legal plays,
// validate the chosen play (and one excluded card), take the declarations offered right after each
// trick, resolve each trick; then adjudicate the whole record and score the hand, and check that
// every answer agrees with the others. The guinote hand's first deal leaves both sides short of
// 101, so it goes on into the vueltas, a second deal played the same way to the hand's real end.
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Schemas, type TuteClient, unwrap } from "tute-rules-client";
import { liveClient } from "./live.ts";

type Action = Schemas["Action"];
type SeatView = Schemas["SeatView"];
type TrickCard = Schemas["TrickCard"];
type Declaration = Schemas["Declaration"];
type Position = Schemas["Position"];
type Adjudication = Schemas["Adjudication"];

// A deal has 40 plays and a few declarations; anything longer means the service keeps offering
// the same declaration, and the test must stop rather than loop.
const MAX_ACTIONS = 80;

// The seed of the guinote hand's vueltas (the same as the Python test's), dealt by the seat that
// took the first deal's last trick.
const VUELTAS_SEED = 45;

interface PlayedTrick {
  cards: TrickCard[];
  result: Schemas["TrickResult"];
}

/** The client's record of one deal of the hand: only what the service answered. The vueltas are
 * a table of their own, whose `first` is the first deal's table. */
class Table {
  readonly actions: Action[] = [];
  readonly tricks: PlayedTrick[] = [];
  readonly declared: Declaration[] = [];

  constructor(
    readonly client: TuteClient,
    readonly ruleset: string,
    readonly seed: number,
    readonly deal: Schemas["DealResult"],
    readonly first: Table | null = null,
  ) {}

  get players(): number {
    return this.deal.hands.length;
  }

  get dealNumber(): number {
    return this.first === null ? 1 : 2;
  }

  /** The hand's record up to now: this deal's actions, after the first deal's when this is the
   * vueltas (their deal is sent as a seed alone: the service finds the dealer). */
  record(): Schemas["HandRecord"] {
    if (this.first === null) {
      return { ruleset: this.ruleset, deal: { seed: this.seed }, actions: [...this.actions] };
    }
    return {
      ruleset: this.ruleset,
      deal: { seed: this.first.seed },
      actions: [...this.first.actions],
      vueltas: { deal: { seed: this.seed }, actions: [...this.actions] },
    };
  }

  /** What `seat` sees now; with `draw`, after a pending draw from the stock. */
  view(seat: number, draw = true): Promise<SeatView> {
    const record = this.record();
    const after = record.actions.length + (record.vueltas?.actions.length ?? 0);
    return unwrap(
      this.client.POST("/v1/positions", { body: { ...record, after_actions: after, seat, draw } }),
    );
  }
}

function positionOf(table: Table, view: SeatView): Position {
  return {
    ruleset: table.ruleset,
    trump: view.trump,
    seat: view.seat,
    hand: view.hand,
    trick: view.trick,
    stock_size: view.stock_size,
    turn_up: view.turn_up,
  };
}

async function playOneCard(table: Table, position: Position, trickSoFar: TrickCard[]): Promise<void> {
  const { client } = table;
  const plays = await unwrap(client.POST("/v1/legal-plays", { body: position }));
  assert.equal(plays.seat, position.seat);
  assert.ok(plays.legal_plays.length > 0);
  assert.deepEqual([...plays.legal_plays, ...plays.excluded.map((e) => e.card)].sort(), [...position.hand].sort());
  // a seeded but varied choice, the same rule as the Python test's
  const card = plays.legal_plays[(table.seed + table.actions.length) % plays.legal_plays.length]!;

  const verdict = await unwrap(client.POST("/v1/play-verdicts", { body: { ...position, card } }));
  assert.equal(verdict.legal, true);
  assert.deepEqual(verdict.violations, []);
  assert.deepEqual(verdict.legal_plays, plays.legal_plays);
  const excluded = plays.excluded[0];
  if (excluded) {
    // the verdict on a card the listing excluded names the same duties
    const refused = await unwrap(
      client.POST("/v1/play-verdicts", { body: { ...position, card: excluded.card } }),
    );
    assert.equal(refused.legal, false);
    assert.deepEqual(
      refused.violations.map((v) => v.code),
      excluded.violations.map((v) => v.code),
    );
  }

  table.actions.push({ seat: position.seat, kind: "play", card });
  const trick = [...trickSoFar, { seat: position.seat, card }];
  if (trick.length === table.players) {
    const result = await unwrap(
      client.POST("/v1/trick-results", { body: { ruleset: table.ruleset, trump: position.trump, trick } }),
    );
    table.tricks.push({ cards: trick, result });
  }
}

function declarationContext(table: Table, view: SeatView): Schemas["DeclarationContext"] {
  return {
    ruleset: table.ruleset,
    trump: view.trump,
    dealer: table.deal.dealer,
    seat: view.seat,
    hand: view.hand,
    last_trick_winner: view.last_trick_winner,
    tricks_played: view.tricks_played,
    stage: view.stage,
    stock_size: view.stock_size,
    turn_up: view.turn_up,
    declarations: view.declarations, // as the answer gives them
  };
}

/** Right after a trick, before its draw: the first declaration any seat may make, checked and
 * taken (the 7 swap of tute-dos and of guinote is only allowed then). */
async function takeADeclaration(table: Table): Promise<boolean> {
  const { client } = table;
  for (let seat = 0; seat < table.players; seat++) {
    const context = declarationContext(table, await table.view(seat, false));
    const offers = await unwrap(client.POST("/v1/declarations", { body: context }));
    const offer = offers.available[0];
    if (!offer) continue;
    const made = offer.declaration;
    // the answer's kind, suit, rank and card go back as they are: one type each in the spec
    const verdict = await unwrap(
      client.POST("/v1/declaration-verdicts", {
        body: {
          ...context,
          declaration: { kind: made.kind, suit: made.suit, rank: made.rank, card: made.card },
        },
      }),
    );
    assert.equal(verdict.legal, true);
    assert.equal(verdict.code, null);
    assert.deepEqual(verdict.effect, offer.effect);
    assert.deepEqual(verdict.declaration, made);
    table.actions.push(
      made.kind === "swap"
        ? { seat, kind: "swap", card: made.card }
        : { seat, kind: "declare", declaration: made.kind, suit: made.suit, rank: made.rank },
    );
    table.declared.push(made);
    return true;
  }
  return false;
}

/** The vueltas' first lead, and the check that the positions replay their deal: after
 * exactly the first deal's actions, a record holding the vueltas shows them dealt. */
async function leadTheVueltas(table: Table): Promise<void> {
  const { deal } = table;
  const seat = deal.first_to_act;
  const opening = await table.view(seat);
  assert.deepEqual([opening.deal_number, opening.tricks_played], [2, 0]);
  assert.deepEqual(opening.hand, deal.hands[seat]);
  assert.deepEqual(opening.trick, []);
  const position: Position = positionOf(table, opening);
  await playOneCard(table, position, []);
  const led = table.actions[0]!.card;
  for (let other = 0; other < table.players; other++) {
    // the service deals the seed as POST /v1/deals did
    const view = await table.view(other);
    assert.equal(view.deal_number, 2);
    assert.ok(view.carried_totals.length > 0);
    assert.deepEqual(view.hand, deal.hands[other]!.filter((card) => card !== led));
  }
}

/** Play `table`'s deal until the service says it is over: its final view. */
async function playDeal(table: Table): Promise<SeatView> {
  if (table.first === null) {
    for (let seat = 0; seat < table.players; seat++) {
      // the positions replay exactly the deal given
      const view = await table.view(seat);
      assert.deepEqual(view.hand, table.deal.hands[seat]);
      assert.equal(view.deal_number, 1);
    }
  } else {
    await leadTheVueltas(table);
  }
  while (table.actions.length < MAX_ACTIONS) {
    const view = await table.view(table.deal.first_to_act);
    assert.equal(view.deal_number, table.dealNumber);
    if (view.phase === "over") return view;
    assert.equal(view.phase, "play");
    assert.notEqual(view.to_act, null);
    if (view.trick.length === 0 && view.tricks_played > 0 && (await takeADeclaration(table))) continue;
    const acting = await table.view(view.to_act!);
    await playOneCard(table, positionOf(table, acting), acting.trick);
  }
  assert.fail(`deal ${table.dealNumber} did not end within ${MAX_ACTIONS} actions`);
}

async function playHand(client: TuteClient, ruleset: string, seed: number): Promise<[Table, SeatView]> {
  const deal = await unwrap(client.POST("/v1/deals", { body: { ruleset, seed } }));
  const table = new Table(client, ruleset, seed, deal);
  return [table, await playDeal(table)];
}

/** The vueltas of `first`'s hand: dealt from `seed` by `dealer`, then played as the first deal
 * was, each position sent with the whole record (both deals). */
async function playVueltas(first: Table, seed: number, dealer: number): Promise<[Table, SeatView]> {
  const deal = await unwrap(first.client.POST("/v1/deals", { body: { ruleset: first.ruleset, seed, dealer } }));
  assert.equal(deal.dealer, dealer);
  const table = new Table(first.client, first.ruleset, seed, deal, first);
  return [table, await playDeal(table)];
}

function trickFacts(tricks: PlayedTrick[]): unknown[] {
  return tricks.map(({ cards, result }) => [cards, result.winner_seat, result.winning_card, result.points]);
}

/** 1b.9, 1b.12: cantes and the 7 swap only after a trick won by the declarer's side ("in pairs
 * either partner's trick qualifies"). */
function checkDeclarationsAfterOwnTricks(table: Table, sides: number[][]): void {
  const sideOf = (seat: number) => sides.findIndex((seats) => seats.includes(seat));
  for (const made of table.declared) {
    assert.notEqual(made.after_trick, null);
    const taker = table.tricks[made.after_trick! - 1]!.result.winner_seat;
    // answers give every member; the type is the request's too, where they are optional
    assert.equal(sideOf(made.seat!), sideOf(taker), JSON.stringify(made));
  }
}

/** Guiñote (regional.md 1b): two sides, seats 0+2 against 1+3; cantes and the 7 swap only after a
 * trick won by the declarer's side; 101 wins the deal. */
function checkGuinote(table: Table, verdict: Adjudication, scored: Schemas["HandScoreResult"]): void {
  assert.equal(verdict.ended_by, "played_out");
  assert.deepEqual(
    scored.sides.map((side) => side.seats),
    [
      [0, 2],
      [1, 3],
    ],
  );
  // 1b.1: "120 in the deck, 130 with últimas"
  assert.equal(
    scored.sides.reduce((sum, side) => sum + side.card_points, 0),
    120,
  );
  checkDeclarationsAfterOwnTricks(table, scored.sides.map((side) => side.seats));
  // 1b.14-16: a side with 101 or more wins; with none, the second deal (the "vueltas") decides,
  // dealt by the seat that took the first deal's last trick.
  assert.ok(
    scored.sides.every((side) => side.total < 101),
    "seed 323 should end without 101",
  );
  assert.equal(scored.winner_side, null);
  assert.equal(scored.reason, "vueltas");
  assert.equal(verdict.vueltas, null); // not played yet: the record holds the first deal alone
  assert.equal(verdict.next_dealer, table.tricks.at(-1)!.result.winner_seat);
}

/** 1b.15-16: the vueltas, dealt by the first deal's last trick taker, played to the end; each
 * side's first-deal total is carried over, and the first side whose running total reaches 101
 * wins the partida (vueltas_end auto: the deal stops there). */
async function checkVueltas(first: Table, firstVerdict: Adjudication): Promise<void> {
  assert.notEqual(firstVerdict.next_dealer, null);
  assert.ok(firstVerdict.score);
  const carried = firstVerdict.score.sides.map((side) => side.total);
  const [table, final] = await playVueltas(first, VUELTAS_SEED, firstVerdict.next_dealer!);
  assert.equal(final.deal_number, 2);
  assert.deepEqual(final.carried_totals, carried);

  const verdict = await unwrap(table.client.POST("/v1/hand-adjudications", { body: table.record() }));
  assert.equal(verdict.legal, true);
  assert.equal(verdict.complete, true);
  assert.equal(verdict.error, null);
  assert.equal(verdict.actions_applied, first.actions.length + table.actions.length);
  // the first deal is judged as before, now followed by its vueltas
  assert.deepEqual(verdict.score, firstVerdict.score);
  assert.deepEqual(verdict.tricks, firstVerdict.tricks);
  assert.equal(verdict.dealer, firstVerdict.dealer);

  const { vueltas } = verdict;
  assert.ok(vueltas);
  assert.equal(vueltas.legal, true);
  assert.equal(vueltas.complete, true);
  assert.equal(vueltas.error, null);
  assert.equal(vueltas.actions_applied, table.actions.length); // their own actions
  assert.equal(vueltas.dealer, firstVerdict.next_dealer);
  assert.equal(vueltas.dealer, table.deal.dealer);
  const lastTaker = table.tricks.at(-1)!.result.winner_seat;
  assert.equal(vueltas.next_dealer, lastTaker);
  assert.equal(verdict.next_dealer, vueltas.next_dealer);
  assert.deepEqual(
    vueltas.tricks.map((t) => [t.cards, t.winner_seat, t.winning_card, t.points]),
    trickFacts(table.tricks),
  );
  assert.deepEqual(vueltas.declarations, table.declared);
  assert.deepEqual(final.declarations, table.declared);
  assert.equal(vueltas.trump, final.trump);

  const score = vueltas.score;
  assert.ok(score);
  assert.deepEqual(
    score.sides.map((side) => side.seats),
    [
      [0, 2],
      [1, 3],
    ],
  );
  checkDeclarationsAfterOwnTricks(table, score.sides.map((side) => side.seats));
  assert.deepEqual(score.carried_totals, carried);
  // this deal's own card points are what its tricks took
  const trickPoints = table.tricks.reduce((sum, { result }) => sum + result.points, 0);
  assert.equal(
    score.sides.reduce((sum, side) => sum + side.card_points, 0),
    trickPoints,
  );
  // the vueltas' winner is the partida's: its running total reached 101, the other's did not
  assert.equal(vueltas.ended_by, "target_reached");
  assert.equal(score.reason, "over_100");
  const winner = score.winner_side;
  assert.notEqual(winner, null);
  const running = carried.map((total, side) => total + score.sides[side]!.total);
  assert.ok(running[winner!]! >= 101, JSON.stringify(running));
  assert.ok(running[1 - winner!]! < 101, JSON.stringify(running));
  // ... with the deal's last event (a trick won, or a marriage sung), not before it
  const [gainer, gained] =
    table.actions.at(-1)!.kind === "declare"
      ? [table.declared.at(-1)!.seat!, table.declared.at(-1)!.points!]
      : [lastTaker, table.tricks.at(-1)!.result.points];
  assert.ok(score.sides[winner!]!.seats.includes(gainer));
  assert.ok(running[winner!]! - gained < 101, JSON.stringify(running));
  // stopped before the deal was played out: no últimas, fewer than the 120 card points
  assert.ok(table.tricks.length < 10 && trickPoints < 120);
  assert.equal(
    score.sides.reduce((sum, side) => sum + side.last_trick_bonus, 0),
    0,
  );
  // seed 323's vueltas from seed VUELTAS_SEED: side 0 (73 carried) sings a 20 and overtakes
  // side 1 (97 carried) on the third trick
  assert.deepEqual([winner, running], [0, [120, 99]]);
  assert.deepEqual(
    table.declared.map((made) => [made.seat, made.kind, made.points]),
    [[0, "marriage", 20]],
  );
}

// Guiñote seed 323 (the same hand as the Python test's): seat 0 takes the turn-up with the 7 of
// trumps after a trick of its own, seat 1 sings the 40 after a trick its partner took, and neither
// side reaches 101, so the vueltas (seed VUELTAS_SEED) are played too.
for (const [ruleset, seed] of [
  ["tute-dos", 2],
  ["tute-parejas", 5],
  ["guinote", 323],
] as const) {
  test(`a seeded hand of ${ruleset} played through the SDK (seed ${seed})`, async () => {
    const client = liveClient();
    const [table, final] = await playHand(client, ruleset, seed);
    assert.ok(table.declared.length > 0, "the seeded hand should exercise a declaration");

    const verdict = await unwrap(client.POST("/v1/hand-adjudications", { body: table.record() }));
    assert.equal(verdict.legal, true);
    assert.equal(verdict.complete, true);
    assert.equal(verdict.error, null);
    assert.equal(verdict.actions_applied, table.actions.length);
    // every trick as /v1/trick-results resolved it during play
    assert.deepEqual(
      verdict.tricks.map((t) => [t.cards, t.winner_seat, t.winning_card, t.points]),
      trickFacts(table.tricks),
    );
    // every declaration as /v1/declarations offered it
    assert.deepEqual(verdict.declarations, table.declared);
    assert.deepEqual(final.declarations, table.declared);

    const scored = await unwrap(
      client.POST("/v1/hand-scores", {
        body: {
          ruleset,
          trump: final.trump,
          captured: final.captured,
          last_trick_winner: final.last_trick_winner,
          declarations: table.declared,
        },
      }),
    );
    assert.ok(verdict.score);
    const { ruleset: _applied, ...score } = scored;
    assert.deepEqual(score, verdict.score);

    // the trick results add up to the score's card points
    const trickPoints = table.tricks.reduce((sum, { result }) => sum + result.points, 0);
    assert.equal(
      scored.sides.reduce((sum, side) => sum + side.card_points, 0),
      trickPoints,
    );
    if (verdict.ended_by === "played_out") {
      // 002_14bda97cc2fd8fa7.txt: "El número de puntos totales de la baraja es de 120, [...]
      // y el de la última mano de 10."
      assert.equal(trickPoints, 120);
      const lastWinner = table.tricks.at(-1)!.result.winner_seat;
      const lastSide = scored.sides.find((side) => side.seats.includes(lastWinner));
      assert.equal(lastSide?.last_trick_bonus, 10);
      assert.equal(
        scored.sides.reduce((sum, side) => sum + side.last_trick_bonus, 0),
        10,
      );
    }

    if (ruleset === "guinote") {
      checkGuinote(table, verdict, scored);
      await checkVueltas(table, verdict);
    } else {
      assert.equal(verdict.vueltas, null);
    }
  });
}
