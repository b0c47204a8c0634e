// One request per action: whole seeded hands played through the SDK's getTurn. The test keeps
// the hand record; before each action it asks for the turn and appends one of the offered actions
// as the answer gives it (an answer's Action is a request's Action: tsc --strict checks it, no
// conversion). Every request is counted: a hand takes at most one request per action plus two,
// and the last turn's score is the adjudication's.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createTuteClient, type Schemas, unwrap } from "tute-rules-client";
import { serviceUrl } from "./live.ts";

type TurnRequest = Schemas["TurnRequest"];

/** A small seeded generator (mulberry32), so that a seed always plays the same hand. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

for (const [ruleset, seed] of [["tute-dos", 31], ["tute-parejas", 32]] as const) {
  test(`a seeded hand of ${ruleset} takes one request per action (seed ${seed})`, async () => {
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const client = createTuteClient({ baseUrl: serviceUrl(), fetch: counting });
    const random = seeded(seed);
    const record: TurnRequest = { ruleset, deal: { seed }, actions: [] };
    let turn = await unwrap(client.POST("/v1/turns", { body: record }));
    while (turn.to_act !== null) {
      if (turn.phase === "play") {
        const plays = turn.actions.filter((a) => a.kind === "play").map((a) => a.card);
        assert.deepEqual(plays, turn.legal_plays);
      }
      const choice = turn.actions[Math.floor(random() * turn.actions.length)];
      assert.ok(choice !== undefined);
      record.actions.push(choice); // the answer's Action, as it is
      turn = await unwrap(client.POST("/v1/turns", { body: record }));
    }
    assert.ok(requests <= record.actions.length + 2, `${requests} requests`);
    assert.equal(turn.phase, "over");
    assert.deepEqual(turn.actions, []);
    const adjudication = await unwrap(client.POST("/v1/hand-adjudications", {
      body: { ruleset, deal: record.deal, actions: record.actions },
    }));
    assert.ok(adjudication.legal && adjudication.complete);
    assert.deepEqual(turn.score, adjudication.score);
  });
}
