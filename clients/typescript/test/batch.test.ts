// The batch operations (/v1/batch/*) through the typed client: a 207 Multi-Status with one entry
// per item, in order, each the single operation's answer or the problem it would have answered
// (its pointers into the batch body). The bodies are built from the single operations' own
// requests and answers (a trump, a card, a trick go back as they came), and each item is checked
// against what the single operation answers for the same body alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ProblemError, type Schemas, type TuteClient, unwrap } from "tute-rules-client";
import { liveClient } from "./live.ts";

type Position = Schemas["Position"];
type Problem = Schemas["Problem"];
type TrickCard = Schemas["TrickCard"];

/** true when A and B are the same type (a compile-time check: the assignment fails otherwise) */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// service/tute/api/game_routes.py RECORD_EXAMPLE: tute-dos, seed 42, dealer 0. Seat 1 leads the
// ace of copas, seat 0 answers with the 12 of oros, seat 1 sings 20 in espadas after taking it,
// then plays a card it does not hold.
const RULESET = "tute-dos";
const SEED = 42;
const EXAMPLE_ACTIONS: Schemas["Action"][] = [
  { seat: 1, kind: "play", card: "1C" },
  { seat: 0, kind: "play", card: "12O" },
  { seat: 1, kind: "declare", declaration: "marriage", suit: "E" },
  { seat: 1, kind: "play", card: "3O" },
];

// service/tute/api/play_routes.py POSITION_EXAMPLE: seat 2 of tute-parejas, oros trumps, with
// copas led and already trumped by seat 1.
const LED_TRICK: TrickCard[] = [
  { seat: 0, card: "3C" },
  { seat: 1, card: "4O" },
];
const PAIRS_POSITION: Position = {
  ruleset: "tute-parejas", trump: "O", seat: 2, hand: ["1C", "2C", "12E", "5O"], trick: LED_TRICK,
};

interface BatchItem<R> {
  status: number;
  result?: R;
  problem?: Problem;
}

/** An answered item's result: no problem beside it. */
function resultOf<R>(item: BatchItem<R> | undefined): R {
  assert.ok(item, "the batch answered fewer items than it was sent");
  assert.equal(item.status, 200);
  assert.equal(item.problem, undefined);
  assert.ok(item.result !== undefined);
  return item.result;
}

/** A refused item's problem: no result, and the status its problem states. */
function problemOf(item: BatchItem<unknown> | undefined): Problem {
  assert.ok(item, "the batch answered fewer items than it was sent");
  assert.equal(item.result, undefined);
  assert.ok(item.problem);
  assert.equal(item.problem.status, item.status);
  return item.problem;
}

function pointersOf(problem: Problem): [string, string][] {
  return (problem.errors ?? []).map((e) => [e.code, e.field]);
}

/** The single operation's refusal, its pointers moved under `/items/<index>`. */
async function refusedAlone(pending: Promise<unknown>, index: number): Promise<[ProblemError, [string, string][]]> {
  try {
    await pending;
  } catch (error) {
    assert.ok(error instanceof ProblemError, `expected a ProblemError, got ${String(error)}`);
    return [error, error.errors.map((e) => [e.code, `/items/${index}${e.field}`])];
  }
  assert.fail("expected the single operation to refuse the body");
}

/** The first lead of tute-dos seed 42 as its mano sees it: only what the service answered. */
async function seededPosition(client: TuteClient): Promise<Position> {
  const deal = await unwrap(client.POST("/v1/deals", { body: { ruleset: RULESET, seed: SEED } }));
  // a deal's seed is null in the answer to explicit cards, absent (not null) in a request: the
  // assertion narrows it
  assert.equal(deal.seed, SEED);
  const view = await unwrap(
    client.POST("/v1/positions", {
      body: {
        ruleset: RULESET, deal: { seed: deal.seed }, actions: [], after_actions: 0,
        seat: deal.first_to_act, draw: true,
      },
    }),
  );
  assert.deepEqual(view.hand, deal.hands[deal.first_to_act]);
  return {
    ruleset: RULESET, trump: view.trump, seat: view.seat, hand: view.hand, trick: view.trick,
    stock_size: view.stock_size, turn_up: view.turn_up,
  };
}

test("a batch of legal plays answers each position as the single operation (207, typed)", async () => {
  const client = liveClient();
  const twice: Position = { ruleset: RULESET, trump: "O", seat: 0, hand: ["1C", "1C", "3E"] };
  const positions = [PAIRS_POSITION, twice, await seededPosition(client)];

  const { data, response } = await client.POST("/v1/batch/legal-plays", { body: { items: positions } });
  assert.equal(response.status, 207);
  // the 207 answer is typed from the spec: openapi-fetch counts 207 as a success
  const typed: Equals<typeof data, Schemas["LegalPlaysBatch"] | undefined> = true;
  assert.ok(typed && data);
  const batch = await unwrap(client.POST("/v1/batch/legal-plays", { body: { items: positions } }));
  const sameType: Equals<typeof batch, Schemas["LegalPlaysBatch"]> = true;
  assert.ok(sameType);
  assert.deepEqual(batch, data);
  assert.deepEqual(
    batch.items.map((item) => item.status),
    [200, 422, 200],
  );

  // items 0 and 2: equal to what POST /v1/legal-plays answers for each body
  for (const index of [0, 2]) {
    const result: Schemas["LegalPlaysResult"] = resultOf(batch.items[index]);
    const position = positions[index]!;
    const alone = await unwrap(client.POST("/v1/legal-plays", { body: position }));
    assert.deepEqual(result, alone);
    assert.equal(result.seat, position.seat);
    assert.deepEqual([...result.legal_plays, ...result.excluded.map((e) => e.card)].sort(), [...position.hand].sort());
  }
  assert.deepEqual(resultOf(batch.items[0]).legal_plays, ["1C", "2C"]); // follow copas, though trumped

  // item 1: the 1C twice, refused in its own slot, its pointer into the batch body
  const problem = problemOf(batch.items[1]);
  assert.equal(problem.code, "IMPOSSIBLE_POSITION");
  assert.deepEqual(pointersOf(problem), [["DUPLICATE_CARD", "/items/1/hand/1"]]);
  const [alone, moved] = await refusedAlone(unwrap(client.POST("/v1/legal-plays", { body: twice })), 1);
  assert.equal(alone.status, problem.status);
  assert.equal(alone.code, problem.code);
  assert.deepEqual(moved, pointersOf(problem));
});

test("a batch of hand adjudications judges each record as the single operation", async () => {
  const client = liveClient();
  const deal = await unwrap(client.POST("/v1/deals", { body: { ruleset: RULESET, seed: SEED } }));
  assert.ok(deal.seed !== null); // null only in the answer to explicit cards
  const seeded: Schemas["DealIn"] = { seed: deal.seed }; // the seed the deal answered goes back
  const records: Schemas["HandRecord"][] = [
    { ruleset: RULESET, deal: seeded, actions: EXAMPLE_ACTIONS.slice(0, 3) },
    { ruleset: RULESET, deal: { seed: -1 }, actions: EXAMPLE_ACTIONS.slice(0, 3) },
    { ruleset: RULESET, deal: seeded, actions: EXAMPLE_ACTIONS },
  ];

  const { data, response } = await client.POST("/v1/batch/hand-adjudications", { body: { items: records } });
  assert.equal(response.status, 207);
  const typed: Equals<typeof data, Schemas["AdjudicationsBatch"] | undefined> = true;
  assert.ok(typed && data);
  assert.deepEqual(
    data.items.map((item) => item.status),
    [200, 422, 200],
  );

  const judged: Schemas["Adjudication"][] = [];
  for (const index of [0, 2]) {
    const result: Schemas["Adjudication"] = resultOf(data.items[index]);
    assert.deepEqual(result, await unwrap(client.POST("/v1/hand-adjudications", { body: records[index]! })));
    judged.push(result);
  }
  const [legal, refused] = judged as [Schemas["Adjudication"], Schemas["Adjudication"]];
  // the first three actions are a legal start: one trick (the ace of copas takes it) and a 20
  assert.equal(legal.legal, true);
  assert.equal(legal.complete, false);
  assert.equal(legal.error, null);
  assert.equal(legal.actions_applied, 3);
  assert.equal(legal.dealer, deal.dealer);
  assert.equal(legal.trump, deal.trump);
  assert.deepEqual(
    legal.tricks.map((t) => [t.cards, t.winner_seat, t.winning_card, t.points]),
    [[[{ seat: 1, card: "1C" }, { seat: 0, card: "12O" }], 1, "1C", 15]],
  );
  assert.deepEqual(
    legal.declarations.map((d) => [d.seat, d.kind, d.suit, d.points]),
    [[1, "marriage", "E", 20]],
  );
  // the fourth action is refused inside the adjudication (a 200), not as a problem
  assert.equal(refused.legal, false);
  assert.equal(refused.actions_applied, 3);
  assert.ok(refused.error);
  assert.deepEqual([refused.error.index, refused.error.seat, refused.error.code], [3, 1, "CARD_NOT_IN_HAND"]);
  assert.deepEqual(refused.tricks, legal.tricks);

  const problem = problemOf(data.items[1]);
  assert.equal(problem.code, "INVALID_FIELDS");
  assert.deepEqual(pointersOf(problem), [["FIELD_INVALID", "/items/1/deal/seed"]]);
  const [alone, moved] = await refusedAlone(
    unwrap(client.POST("/v1/hand-adjudications", { body: records[1]! })),
    1,
  );
  assert.equal(alone.code, problem.code);
  assert.deepEqual(moved, pointersOf(problem));
});

test("a batch of trick results resolves each trick as the single operation", async () => {
  const client = liveClient();
  // the tricks come from the single operations' answers: the seeded record's first trick as its
  // adjudication recorded it (cards and trump), and seat 2's legal plays completed by seat 3
  const adjudication = await unwrap(
    client.POST("/v1/hand-adjudications", {
      body: { ruleset: RULESET, deal: { seed: SEED }, actions: EXAMPLE_ACTIONS.slice(0, 3) },
    }),
  );
  const recorded = adjudication.tricks[0];
  assert.ok(recorded);
  const plays = await unwrap(client.POST("/v1/legal-plays", { body: PAIRS_POSITION }));
  const pairs: Schemas["TrickRequest"][] = plays.legal_plays.map((card) => ({
    ruleset: PAIRS_POSITION.ruleset,
    trump: PAIRS_POSITION.trump,
    trick: [...LED_TRICK, { seat: plays.seat, card }, { seat: 3, card: "12C" }],
  }));
  const incomplete: Schemas["TrickRequest"] = {
    ruleset: PAIRS_POSITION.ruleset, trump: PAIRS_POSITION.trump, trick: LED_TRICK,
  };
  const requests: Schemas["TrickRequest"][] = [
    { ruleset: RULESET, trump: adjudication.trump, trick: recorded.cards },
    incomplete,
    ...pairs,
  ];

  const { data, response } = await client.POST("/v1/batch/trick-results", { body: { items: requests } });
  assert.equal(response.status, 207);
  const typed: Equals<typeof data, Schemas["TrickResultsBatch"] | undefined> = true;
  assert.ok(typed && data);
  assert.deepEqual(
    data.items.map((item) => item.status),
    [200, 422, 200, 200],
  );

  const results: Schemas["TrickResult"][] = [];
  for (const index of [0, 2, 3]) {
    const result: Schemas["TrickResult"] = resultOf(data.items[index]);
    assert.deepEqual(result, await unwrap(client.POST("/v1/trick-results", { body: requests[index]! })));
    results.push(result);
  }
  const facts = results.map((r) => [r.winner_seat, r.winning_card, r.points]);
  assert.deepEqual(facts[0], [recorded.winner_seat, recorded.winning_card, recorded.points]);
  // the 4 of oros (trumps) takes the copas trick whatever seat 2 follows with
  assert.deepEqual(facts.slice(1), [
    [1, "4O", 25],
    [1, "4O", 14],
  ]);

  const problem = problemOf(data.items[1]);
  assert.equal(problem.code, "IMPOSSIBLE_POSITION");
  assert.deepEqual(pointersOf(problem), [["TRICK_INCOMPLETE", "/items/1/trick"]]);
  const [, moved] = await refusedAlone(unwrap(client.POST("/v1/trick-results", { body: incomplete })), 1);
  assert.deepEqual(moved, pointersOf(problem));
});
