// Where the service under test runs: tests/sdk/test_typescript_sdk.py starts gunicorn and passes
// its address in TUTE_URL.
import assert from "node:assert/strict";
import { createTuteClient, ProblemError, type TuteClient } from "tute-rules-client";

export function serviceUrl(): string {
  const url = process.env.TUTE_URL;
  if (!url) throw new Error("set TUTE_URL to a running service, e.g. http://127.0.0.1:8000");
  return url;
}

export function liveClient(): TuteClient {
  return createTuteClient({ baseUrl: serviceUrl() });
}

/** The ProblemError a call throws (the test fails if it throws anything else, or nothing). */
export async function problemOf(pending: Promise<unknown>): Promise<ProblemError> {
  try {
    await pending;
  } catch (error) {
    assert.ok(error instanceof ProblemError, `expected a ProblemError, got ${String(error)}`);
    return error;
  }
  assert.fail("expected the call to throw a ProblemError");
}
