// Issue 26, item 7: the README's whole hand in which seats 1 to 3 are strong players
// (examples/strong_seats.ts, included verbatim) runs as written and prints what the README says.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { promisify } from "node:util";
import { serviceUrl } from "./live.ts";

const example = fileURLToPath(new URL("../examples/strong_seats.ts", import.meta.url));
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf-8");

/** The fenced blocks of `language` in the README's section `heading`, in order. */
function blocks(heading: string, language: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `README.md has no section ${heading}`);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map(
    (m) => m[1] ?? "",
  );
}

test("a whole hand with strong players at seats 1 to 3 prints what the README says", async () => {
  assert.equal(blocks("Seats filled by players", "ts")[0], readFileSync(example, "utf-8"));
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", example], {
    env: { ...process.env, TUTE_URL: serviceUrl() },
    timeout: 240_000,
  });
  assert.equal(stdout, blocks("Seats filled by players", "text")[0]);
  assert.match(stdout, /^actions: \d+\n/);
});
