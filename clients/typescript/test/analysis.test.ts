// analyzePosition and reviewHand against a live service: a brisca hand's endgame valued, each
// reported line appended to the record and adjudicated with the points announced; the review of
// the whole hand, each reviewed action's cost against the analysis of its position; the batch.
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Schemas, unwrap } from "tute-rules-client";
import { liveClient } from "./live.ts";

type Action = Schemas["Action"];

// A brisca hand dealt from seed 42, played to its end (the service's own example).
const PLAYS: [number, string][] = [
  [1, "6E"], [0, "7C"], [0, "11E"], [1, "4E"], [0, "swap 2C"], [0, "12O"], [1, "6B"],
  [0, "1C"], [1, "10O"], [0, "10B"], [1, "11C"], [1, "12B"], [0, "7B"], [1, "11B"],
  [0, "1O"], [1, "5C"], [0, "4B"], [1, "12E"], [0, "6C"], [0, "3C"], [1, "7O"],
  [0, "6O"], [1, "5E"], [0, "12C"], [1, "1B"], [0, "7E"], [1, "1E"], [1, "10C"],
  [0, "2E"], [1, "11O"], [0, "4C"], [0, "3B"], [1, "5B"], [0, "4O"], [1, "5O"],
  [1, "3O"], [0, "2C"], [0, "10E"], [1, "3E"], [1, "2O"], [0, "2B"],
];

function actions(count: number): Action[] {
  return PLAYS.slice(0, count).map(([seat, text]) => {
    const [kind, card] = text.includes(" ") ? text.split(" ") : ["play", text];
    return { seat, kind: kind as Action["kind"], card };
  });
}

test("analyzePosition: every reported line scores what it announces", async () => {
  const client = liveClient();
  const analysis = await unwrap(client.POST("/v1/analyses", {
    body: { ruleset: "brisca", deal: { seed: 42 }, actions: actions(30), max_nodes: 20000 },
  }));
  assert.ok(analysis.solved && analysis.best.length > 0);
  for (const valued of analysis.actions) {
    assert.ok(valued.solved && valued.points !== null);
    const judged = await unwrap(client.POST("/v1/hand-adjudications", {
      body: { ruleset: "brisca", deal: { seed: 42 }, actions: [...actions(30), ...valued.line] },
    }));
    assert.ok(judged.complete && judged.score !== null);
    assert.deepEqual(judged.score.sides.map((s) => s.total), valued.points);
    const own = valued.points[analysis.side]! - valued.points[1 - analysis.side]!;
    assert.equal(own, valued.lower);
    assert.equal(valued.lower, valued.upper);
  }
});

test("reviewHand: each cost is the analysis' best minus the action's", async () => {
  const client = liveClient();
  const review = await unwrap(client.POST("/v1/hand-reviews", {
    body: { ruleset: "brisca", deal: { seed: 42 }, actions: actions(PLAYS.length), worlds: 2 },
  }));
  assert.ok(review.solved && review.actions.length > 0);
  for (const reviewed of review.actions) {
    const analysis = await unwrap(client.POST("/v1/analyses", {
      body: { ruleset: "brisca", deal: { seed: 42 }, actions: actions(reviewed.index) },
    }));
    const played = analysis.actions.find(
      (a) => JSON.stringify(a.action) === JSON.stringify(reviewed.action));
    assert.ok(played !== undefined);
    assert.equal(reviewed.cost, analysis.lower - played.lower);
  }
  const batch = await unwrap(client.POST("/v1/batch/analyses", {
    body: { items: [{ ruleset: "brisca", deal: { seed: 42 }, actions: actions(36),
                      max_nodes: 1000 }] },
  }));
  assert.equal(batch.items[0]!.status, 200);
});
