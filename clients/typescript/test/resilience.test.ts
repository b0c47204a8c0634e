// The client's production defaults: a finite timeout, and retries with backoff after dropped
// connections, timeouts and 429/502/503/504 answers (every operation is a pure computation:
// retrying is safe), within a cap on the whole call; a request ID and a User-Agent on each.
// Run under node --expose-gc (npm test): the timeout test forces collections while it waits.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  createTuteClient, DEFAULT_RETRY, DEFAULT_TIMEOUT_MS, etagOf, MIN_ATTEMPT_MS, ProblemError,
  resilientFetch, retryDelayMs, type Schemas, unwrap, unwrapIfChanged, USER_AGENT, VERSION,
} from "tute-rules-client";
import { flakyProxy } from "./flaky-proxy.ts";
import { serviceUrl } from "./live.ts";

const position: Schemas["Position"] = {
  ruleset: "tute-parejas", trump: "O", seat: 2, hand: ["1C", "2C", "12E", "5O"],
  trick: [{ seat: 0, card: "3C" }, { seat: 1, card: "4O" }],
};
const fast = { baseDelayMs: 10, maxDelayMs: 50 };

test("the defaults: a 10 s timeout, 3 retries on 429/502/503/504 with backoff from 200 ms, 30 s a call", () => {
  assert.equal(DEFAULT_TIMEOUT_MS, 10_000);
  assert.deepEqual({ ...DEFAULT_RETRY, statuses: [...DEFAULT_RETRY.statuses] },
    { retries: 3, baseDelayMs: 200, maxDelayMs: 5_000, statuses: [429, 502, 503, 504], maxElapsedMs: 30_000 });
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

test("a server that never answers: each attempt's own timer fires under forced collections, and is retried", async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  assert.equal(typeof gc, "function", "npm test runs node with --expose-gc");
  const proxy = await flakyProxy(serviceUrl(), { silent: true });
  // the default timeout scaled down, through the option, to keep the test short
  const timeoutMs = DEFAULT_TIMEOUT_MS / 10;
  const collecting = setInterval(() => gc?.(), 20);
  try {
    const client = createTuteClient({ baseUrl: proxy.url, timeoutMs, retry: { ...fast, retries: 1 } });
    const started = Date.now();
    await assert.rejects(client.GET("/v1/rulesets"), (error: unknown) =>
      error instanceof DOMException && error.name === "TimeoutError");
    const elapsed = Date.now() - started;
    // two attempts, each ended by its own timer (a third would take another second)
    assert.ok(elapsed >= 2 * timeoutMs - 50 && elapsed < 3 * timeoutMs - 100, `${elapsed} ms`);
    assert.ok(proxy.connections() >= 2, `${proxy.connections()} connections`);
  } finally {
    clearInterval(collecting);
    await proxy.close();
  }
});

test("the call's cap bounds the retries: an attempt is cut short, no retry starts past it", async () => {
  const proxy = await flakyProxy(serviceUrl(), { silent: true });
  try {
    const client = createTuteClient({
      baseUrl: proxy.url, timeoutMs: 5_000, retry: { ...fast, retries: 10, maxElapsedMs: 600 },
    });
    const started = Date.now();
    await assert.rejects(client.GET("/v1/rulesets"), (error: unknown) =>
      error instanceof DOMException && error.name === "TimeoutError");
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 550 && elapsed < 2_000, `${elapsed} ms`);
  } finally {
    await proxy.close();
  }
  let attempts = 0;
  const unavailable = async (): Promise<Response> => {
    attempts++;
    return new Response(null, { status: 503 });
  };
  const capped = resilientFetch(unavailable, { retry: { retries: 50, baseDelayMs: 40, maxDelayMs: 40, maxElapsedMs: 300 } });
  const started = Date.now();
  assert.equal((await capped(new Request("http://127.0.0.1:9/"))).status, 503);
  assert.ok(Date.now() - started < 1_000 && attempts > 1 && attempts < 50, `${attempts} attempts`);
});

test("no retry starts with less than MIN_ATTEMPT_MS of the cap left: the call gets the last answer", async () => {
  let attempts = 0;
  const unavailable = async (): Promise<Response> => {
    attempts++;
    return new Response(null, { status: 503 });
  };
  const nearlyNoDelay = { retries: 5, baseDelayMs: 1, maxDelayMs: 1 };
  // under the cap, but too little left after the delay for an attempt to be answered
  const tight = resilientFetch(unavailable, { retry: { ...nearlyNoDelay, maxElapsedMs: MIN_ATTEMPT_MS - 10 } });
  assert.equal((await tight(new Request("http://127.0.0.1:9/"))).status, 503);
  assert.equal(attempts, 1);
  attempts = 0;
  const uncapped = resilientFetch(unavailable, { retry: { ...nearlyNoDelay, maxElapsedMs: 0 } });
  assert.equal((await uncapped(new Request("http://127.0.0.1:9/"))).status, 503);
  assert.equal(attempts, 6);
});

test("a 429 is retried after its Retry-After, with the same request ID on every attempt", async () => {
  const seen: Request[] = [];
  const busyOnce = async (request: Request): Promise<Response> => {
    seen.push(request);
    if (seen.length === 1) return new Response(null, { status: 429, headers: { "Retry-After": "1" } });
    return Response.json({ rulesets: [] });
  };
  const started = Date.now();
  const answer = await resilientFetch(busyOnce, { retry: { maxDelayMs: 2_000 } })(new Request("http://127.0.0.1:9/v1/rulesets"));
  assert.equal(answer.status, 200);
  assert.ok(Date.now() - started >= 950, "waited for Retry-After");
  const ids = seen.map((request) => request.headers.get("X-Request-ID"));
  assert.equal(ids.length, 2);
  assert.match(ids[0] ?? "", /^[0-9a-f]{32}$/);
  assert.equal(ids[1], ids[0]);
  const mine = await resilientFetch(busyOnce)(new Request("http://127.0.0.1:9/", { headers: { "X-Request-ID": "my-call-1" } }));
  assert.equal(mine.status, 200);
  assert.equal(seen.at(-1)?.headers.get("X-Request-ID"), "my-call-1");
});

test("the client names itself in User-Agent, and every error carries the request ID and the answer", async () => {
  assert.equal(USER_AGENT, `tute-rules-client-typescript/${VERSION}`);
  const agents: (string | null)[] = [];
  const client = createTuteClient({
    baseUrl: serviceUrl(),
    fetch: async (request: Request) => {
      agents.push(request.headers.get("User-Agent"));
      return globalThis.fetch(request);
    },
  });
  const error = await unwrap(client.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: "tute-lunar" } } }))
    .then(() => undefined, (caught: unknown) => caught);
  assert.ok(error instanceof ProblemError);
  assert.deepEqual(agents, [USER_AGENT]);
  assert.match(error.requestId ?? "", /^[0-9a-f]{32}$/);
  assert.equal(error.response?.status, 404);
});

test("an undocumented 503 problem is a ProblemError, as in the Python SDK", async () => {
  const problem = {
    type: "urn:tute-rules:problem:not-ready", title: "Not ready", status: 503,
    code: "NOT_READY", detail: "down for maintenance", detail_params: {}, instance: "/v1/rulesets",
  };
  const client = createTuteClient({
    baseUrl: "http://127.0.0.1:9",
    retry: false,
    fetch: async () => new Response(JSON.stringify(problem), {
      status: 503, headers: { "Content-Type": "application/problem+json", "X-Request-ID": "abc123" },
    }),
  });
  const error = await unwrap(client.GET("/v1/rulesets")).then(() => undefined, (caught: unknown) => caught);
  assert.ok(error instanceof ProblemError, String(error));
  assert.equal(error.status, 503);
  assert.equal(error.code, "NOT_READY");
  assert.equal(error.requestId, "abc123");
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

test("a conditional request's 304 is 'unchanged', not an error", async () => {
  const client = createTuteClient({ baseUrl: serviceUrl() });
  const first = await client.GET("/v1/rulesets");
  const etag = etagOf(first);
  assert.ok(etag);
  assert.ok((await unwrapIfChanged(first))?.rulesets.length);
  const again = await client.GET("/v1/rulesets", { params: { header: { "If-None-Match": etag } } });
  assert.equal(again.response.status, 304);
  assert.equal(await unwrapIfChanged(again), undefined);
  const stale = await unwrapIfChanged(client.GET("/v1/rulesets/{ruleset_id}", {
    params: { path: { ruleset_id: "tute-dos" }, header: { "If-None-Match": '"stale"' } },
  }));
  assert.equal(stale?.id, "tute-dos");
});

test("what a later version answers passes through: an unknown enum value, an unknown problem code", async () => {
  const later = {
    ruleset: { id: "tute-parejas", version: "1.0.0", overrides: {} }, seat: 2, legal_plays: ["1C", "2C"],
    excluded: [{ card: "12E", violations: [{ code: "MUST_SING_FIRST", message: "a later duty", params: {} }] }],
    phase: "strict", duty: "full",
  };
  const answers = createTuteClient({ baseUrl: "http://127.0.0.1:9", retry: false, fetch: async () => Response.json(later) });
  const plays = await unwrap(answers.POST("/v1/legal-plays", { body: position }));
  assert.equal(plays.excluded[0]?.violations[0]?.code, "MUST_SING_FIRST");
  const problem = {
    type: "urn:tute-rules:problem:rate-limited", title: "Slow down", status: 429,
    code: "RATE_LIMITED", detail: "too many requests", detail_params: {}, instance: "/v1/rulesets",
  };
  const refuses = createTuteClient({
    baseUrl: "http://127.0.0.1:9", retry: false,
    fetch: async () => new Response(JSON.stringify(problem), { status: 429, headers: { "Content-Type": "application/problem+json" } }),
  });
  const error = await unwrap(refuses.GET("/v1/rulesets")).then(() => undefined, (caught: unknown) => caught);
  assert.ok(error instanceof ProblemError, String(error));
  assert.equal(String(error.code), "RATE_LIMITED");
});
