// The client's production defaults: a finite timeout, and retries with backoff after dropped
// connections and 502/503/504 answers (every operation is a pure computation: retrying is safe).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  createTuteClient, DEFAULT_RETRY, DEFAULT_TIMEOUT_MS, resilientFetch, retryDelayMs, type Schemas,
  unwrap,
} from "tute-rules-client";
import { flakyProxy } from "./flaky-proxy.ts";
import { serviceUrl } from "./live.ts";

const position: Schemas["Position"] = {
  ruleset: "tute-parejas", trump: "O", seat: 2, hand: ["1C", "2C", "12E", "5O"],
  trick: [{ seat: 0, card: "3C" }, { seat: 1, card: "4O" }],
};
const fast = { baseDelayMs: 10, maxDelayMs: 50 };

test("the defaults: a 10 s timeout, 3 retries on 502/503/504 with backoff from 200 ms", () => {
  assert.equal(DEFAULT_TIMEOUT_MS, 10_000);
  assert.deepEqual({ ...DEFAULT_RETRY, statuses: [...DEFAULT_RETRY.statuses] },
    { retries: 3, baseDelayMs: 200, maxDelayMs: 5_000, statuses: [502, 503, 504] });
  for (let n = 0; n < 8; n++) {
    const ceiling = Math.min(5_000, 200 * 2 ** n);
    for (let i = 0; i < 50; i++) {
      const delay = retryDelayMs(DEFAULT_RETRY, n);
      assert.ok(delay >= 0 && delay <= ceiling, `retry ${n}: ${delay} ms`);
    }
  }
  const later = new Response(null, { status: 503, headers: { "Retry-After": "2" } });
  assert.equal(retryDelayMs(DEFAULT_RETRY, 0, later), 2_000);
});

test("a POST whose first two connections are dropped is retried and answered", async () => {
  const proxy = await flakyProxy(serviceUrl(), { drop: 2 });
  try {
    const client = createTuteClient({ baseUrl: proxy.url, retry: fast });
    const plays = await unwrap(client.POST("/v1/legal-plays", { body: position }));
    assert.deepEqual(plays.legal_plays, ["1C", "2C"]);
    assert.equal(proxy.connections(), 3);
  } finally {
    await proxy.close();
  }
});

test("503 answers are retried until the service answers", async () => {
  const proxy = await flakyProxy(serviceUrl(), { unavailable: 2 });
  try {
    const client = createTuteClient({ baseUrl: proxy.url, retry: fast });
    const list = await unwrap(client.GET("/v1/rulesets"));
    assert.ok(list.rulesets.some((r) => r.id === "tute-dos"));
    assert.equal(proxy.connections(), 3);
  } finally {
    await proxy.close();
  }
});

test("when the retries are spent, the connection error reaches the caller", async () => {
  const proxy = await flakyProxy(serviceUrl(), { drop: 100 });
  try {
    const client = createTuteClient({ baseUrl: proxy.url, retry: { ...fast, retries: 2 } });
    await assert.rejects(client.GET("/v1/rulesets"), TypeError);
    assert.equal(proxy.connections(), 3);
    const once = createTuteClient({ baseUrl: proxy.url, retry: false });
    await assert.rejects(once.GET("/v1/rulesets"), TypeError);
    assert.equal(proxy.connections(), 4);
  } finally {
    await proxy.close();
  }
});

test("an attempt that exceeds the timeout fails with a TimeoutError and is not retried", async () => {
  const proxy = await flakyProxy(serviceUrl(), { silent: true });
  try {
    const client = createTuteClient({ baseUrl: proxy.url, timeoutMs: 300, retry: fast });
    const started = Date.now();
    await assert.rejects(client.GET("/v1/rulesets"), (error: unknown) =>
      error instanceof DOMException && error.name === "TimeoutError");
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 250 && elapsed < 3_000, `${elapsed} ms`);
    assert.equal(proxy.connections(), 1);
  } finally {
    await proxy.close();
  }
});

test("a retry option given as undefined keeps its default (3 retries, not endless)", async () => {
  let attempts = 0;
  const failing = async (): Promise<Response> => {
    attempts++;
    throw new TypeError("fetch failed"); // what fetch throws when it cannot connect
  };
  const options = { retries: undefined, baseDelayMs: 1, maxDelayMs: 1 };
  const fetchWithRetries = resilientFetch(failing, { timeoutMs: 0, retry: options });
  await assert.rejects(fetchWithRetries(new Request("http://127.0.0.1:9/")), TypeError);
  assert.equal(attempts, 1 + DEFAULT_RETRY.retries);
});
