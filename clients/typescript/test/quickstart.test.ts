// The README's TypeScript example (examples/quickstart.ts, included verbatim) runs as written.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { promisify } from "node:util";
import { serviceUrl } from "./live.ts";

const example = fileURLToPath(new URL("../examples/quickstart.ts", import.meta.url));

test("the README example prints the legal plays and the typed 404", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", example], {
    env: { ...process.env, TUTE_URL: serviceUrl() },
  });
  // 002_14bda97cc2fd8fa7.txt: "si el segundo tiene cartas del palo de salida entonces debe
  // lanzarlas de manera obligatoria" (follow the led suit, even when the trick is already trumped)
  assert.deepEqual(stdout.trim().split("\n"), [
    "legal: 1C 2C",
    "excluded: 12E MUST_FOLLOW_SUIT",
    "excluded: 5O MUST_FOLLOW_SUIT",
    "problem: 404 UNKNOWN_RULESET",
  ]);
});
