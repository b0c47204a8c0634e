// The playground's notation against the Python engine's: the shared vectors of
// tests/golden/notation/states.json (read by tests/engine/test_notation.py too). Each state
// line parses to the same fields the Python side pins and formats back to itself; each refused
// line throws a NotationError. Run by test/run.mjs (node's test runner over an esbuild bundle).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "node:test";
import { NotationError, formatState, parseState } from "../src/notation.js";

interface Vectors {
  states: { why: string; text: string; state: unknown }[];
  refused: { why: string; text: string }[];
}

const file = process.env["STATE_VECTORS"] ?? resolve(process.cwd(), "../../tests/golden/notation/states.json");
const vectors = JSON.parse(readFileSync(file, "utf8")) as Vectors;

test("the vectors are there", () => {
  assert.ok(vectors.states.length >= 10 && vectors.refused.length >= 10);
});

for (const vector of vectors.states) {
  test(`state: ${vector.why}`, () => {
    const parsed = parseState(vector.text);
    assert.deepStrictEqual(parsed, vector.state);
    assert.equal(formatState(parsed), vector.text);
  });
}

for (const vector of vectors.refused) {
  test(`refused: ${vector.why}`, () => {
    assert.throws(() => parseState(vector.text), NotationError);
  });
}
