// Problems reach the caller as typed errors carrying the problem's code.
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Schemas, unwrap } from "tute-rules-client";
import { liveClient, problemOf } from "./live.ts";

test("an unknown ruleset is a ProblemError with status 404 and code UNKNOWN_RULESET", async () => {
  const client = liveClient();
  const problem = await problemOf(
    unwrap(client.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: "tute-nonexistent" } } })),
  );
  assert.equal(problem.status, 404);
  assert.equal(problem.code, "UNKNOWN_RULESET");
  assert.ok(problem.problem.known_rulesets?.includes("tute-dos"));
});

test("an impossible position is a ProblemError with status 422 listing every problem", async () => {
  const client = liveClient();
  const problem = await problemOf(
    unwrap(
      client.POST("/v1/legal-plays", {
        body: { ruleset: "tute-dos", trump: "O", seat: 0, hand: ["1C", "1C", "3E"] },
      }),
    ),
  );
  assert.equal(problem.status, 422);
  assert.equal(problem.code, "IMPOSSIBLE_POSITION");
  assert.deepEqual(
    problem.errors.map((e) => [e.code, e.field]),
    [["DUPLICATE_CARD", "/hand/1"]],
  );
});

test("a ProblemError's message names the code and every field error", async () => {
  const client = liveClient();
  const problem = await problemOf(
    unwrap(
      client.POST("/v1/legal-plays", {
        body: { ruleset: "tute-dos", trump: "O", seat: 0, hand: ["1C", "1C", "3E", "3E"] },
      }),
    ),
  );
  assert.equal(
    problem.message,
    "422 IMPOSSIBLE_POSITION: 2 problem(s) make this state impossible [/hand/1 DUPLICATE_CARD: " +
      "1C is already at /hand/0; /hand/3 DUPLICATE_CARD: 3E is already at /hand/2]",
  );
});

test("a 2xx answer is returned as typed data", async () => {
  const client = liveClient();
  const ruleset = await unwrap(
    client.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: "tute-dos" } } }),
  );
  assert.equal(ruleset.id, "tute-dos");
});

test("overrides are typed: one property per switch, the values its enum allows", async () => {
  const client = liveClient();
  const overrides: Schemas["Overrides"] = { head_led_suit: "always", double_at: null };
  // @ts-expect-error: not a switch (the server would answer 422 UNKNOWN_SWITCH)
  const unknown: Schemas["Overrides"] = { colour_of_the_table: "green" };
  // @ts-expect-error: not a value of the tie switch (the server would answer 422 INVALID_SWITCH_VALUE)
  const badValue: Schemas["Overrides"] = { tie: "coin_toss" };
  assert.ok(unknown && badValue);
  const answer = await unwrap(
    client.POST("/v1/legal-plays", {
      body: {
        ruleset: "tute-parejas", trump: "O", seat: 2, hand: ["1C", "2C", "12E", "5O"],
        trick: [{ seat: 0, card: "3C" }, { seat: 1, card: "4O" }], overrides,
      },
    }),
  );
  const duty: Schemas["Duty"] = answer.duty;
  assert.equal(duty, "full");
  assert.deepEqual(answer.ruleset.overrides, { head_led_suit: "always", double_at: null });
  assert.deepEqual(answer.legal_plays, ["1C"]);
});
