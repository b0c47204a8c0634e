// Hand-written: the defaults a production caller expects, as a fetch for openapi-fetch.
//
// Every operation of the service is a pure computation on its request: it keeps no state and
// changes none, so sending the same request again is always safe, POSTs included. This fetch
// bounds each attempt with a timeout of its own (a timer kept alive until the whole answer is
// in: Node 20's AbortSignal.timeout() combined with AbortSignal.any() can be garbage-collected
// before it fires), and retries an attempt that could not connect, lost its connection before
// an answer came, timed out, or was answered 429, 502, 503 or 504, waiting an exponentially
// growing, randomly jittered delay (or the answer's Retry-After) between attempts. The whole
// call is capped (`maxElapsedMs`): no attempt runs past it. A request the caller aborted is not
// retried. Every attempt of a call carries the same X-Request-ID (the caller's, or a new one),
// which the service echoes and logs.

/** How failed attempts are retried. */
export interface RetryOptions {
  /** How many times an attempt is made again after the first one (0: never). Default 3. */
  retries?: number;
  /** Ceiling of the first delay in ms; it doubles for each next retry. Default 200. */
  baseDelayMs?: number;
  /** The largest delay in ms, `Retry-After` included. Default 5000. */
  maxDelayMs?: number;
  /** The answers retried. Default [429, 502, 503, 504]. */
  statuses?: readonly number[];
  /**
   * The most time in ms a call spends on its attempts and the waits between them, default
   * 30,000: no retry starts, and no attempt runs, past it, nor does a retry start with less
   * than `MIN_ATTEMPT_MS` of it left after its delay (0: no cap).
   */
  maxElapsedMs?: number;
}

/** Each attempt's time limit: 10 s (the service answers in milliseconds). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The default retry policy: 3 retries, full-jitter backoff from 200 ms capped at 5 s, within
 * 30 s for the whole call. */
export const DEFAULT_RETRY: Required<RetryOptions> = Object.freeze({
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  statuses: Object.freeze([429, 502, 503, 504]),
  maxElapsedMs: 30_000,
});

/** The least time in ms a retry must have left of `maxElapsedMs` after its delay to start: an
 * attempt that short could only time out, where the last answer (a 503, say) tells the caller
 * more. As the Python SDK's `MIN_ATTEMPT`. */
export const MIN_ATTEMPT_MS = 100;

/** The header that names a call in the service's answer and logs. */
export const REQUEST_ID_HEADER = "X-Request-ID";

/** The delay before retry `retryNumber` (0-based): random in [0, min(max, base * 2^n)], or
 * the answer's `Retry-After` when that is longer (still capped by `maxDelayMs`). */
export function retryDelayMs(retry: Required<RetryOptions>, retryNumber: number, response?: Response): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** retryNumber);
  let wait = Math.random() * ceiling;
  const after = response?.headers.get("Retry-After");
  if (after) {
    const seconds = /^\d+$/.test(after.trim()) ? Number(after) : (Date.parse(after) - Date.now()) / 1000;
    if (Number.isFinite(seconds) && seconds > 0) wait = Math.max(wait, Math.min(retry.maxDelayMs, seconds * 1000));
  }
  return wait;
}

/** A new request ID: 32 hex digits (crypto.getRandomValues works in every context, where
 * crypto.randomUUID needs a secure one). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A connection that failed or broke before an answer: undici's "fetch failed" TypeError. */
function isConnectionError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The error an attempt's timeout aborts it with. */
function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** The retry options with each one left out, or given as `undefined`, at its default (a plain
 * spread would let an `undefined` through: no limit on retries, a NaN delay). */
function withDefaults(retry: RetryOptions = {}): Required<RetryOptions> {
  return {
    retries: retry.retries ?? DEFAULT_RETRY.retries,
    baseDelayMs: retry.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs,
    maxDelayMs: retry.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs,
    statuses: retry.statuses ?? DEFAULT_RETRY.statuses,
    maxElapsedMs: retry.maxElapsedMs ?? DEFAULT_RETRY.maxElapsedMs,
  };
}

// the requests of the attempts in flight, held until each ends: undici follows a request's
// signal through weak references, so a request nothing holds can be collected with the abort
// that should have ended its fetch
const held = new Set<Request>();

// statuses whose answers have no body (the Response constructor refuses one for them)
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One attempt: `fetch` with a timer of its own that aborts it after `timeoutMs` (0: none),
 * kept until the whole body is in (the answer is returned with its body read), and with the
 * caller's signal followed.
 */
async function attempt(
  fetch: (input: Request) => Promise<Response>,
  request: Request,
  timeoutMs: number,
  callerSignal: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) onAbort();
  else callerSignal.addEventListener("abort", onAbort, { once: true });
  const timer = timeoutMs > 0
    ? setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs)
    : undefined;
  const sent = new Request(request, { signal: controller.signal });
  held.add(sent);
  try {
    const response = await fetch(sent);
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener("abort", onAbort);
    held.delete(sent);
  }
}

/**
 * `fetch` (default: the global one) with a time limit on each attempt and retries with
 * exponential backoff and jitter, within a cap on the whole call. `timeoutMs: 0` sets no
 * limit; `retry: false` no retries. `headers` are set on each request that has none of its own
 * by those names (the client's User-Agent); each call gets an X-Request-ID unless it has one.
 */
export function resilientFetch(
  fetch: (input: Request) => Promise<Response> = (input) => globalThis.fetch(input),
  options: { timeoutMs?: number; retry?: RetryOptions | false; headers?: Record<string, string> } = {},
): (input: Request) => Promise<Response> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry: Required<RetryOptions> =
    options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : withDefaults(options.retry);
  const defaults = Object.entries(options.headers ?? {});
  return async (original: Request): Promise<Response> => {
    const headers = new Headers(original.headers);
    for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, newRequestId());
    const request = new Request(original, { headers });
    const deadline = retry.maxElapsedMs > 0 ? Date.now() + retry.maxElapsedMs : Infinity;
    const remaining = (): number => deadline - Date.now();
    for (let retryNumber = 0; ; retryNumber++) {
      const last = retryNumber >= retry.retries;
      // a clone for each attempt but the last: a request body can be read once
      const sent = last ? request : request.clone();
      // the attempt's limit: its timeout, or what is left of the call's cap when that is less
      const limit = Number.isFinite(deadline)
        ? Math.max(1, Math.min(timeoutMs > 0 ? timeoutMs : Infinity, remaining()))
        : timeoutMs;
      let response: Response;
      try {
        response = await attempt(fetch, sent, limit, original.signal);
      } catch (error) {
        if (last || original.signal.aborted || !(isConnectionError(error) || isTimeout(error))) throw error;
        const wait = retryDelayMs(retry, retryNumber);
        if (wait + MIN_ATTEMPT_MS >= remaining()) throw error;
        await sleep(wait, original.signal);
        continue;
      }
      if (last || !retry.statuses.includes(response.status)) return response;
      const wait = retryDelayMs(retry, retryNumber, response);
      if (wait + MIN_ATTEMPT_MS >= remaining()) return response;
      await sleep(wait, original.signal);
    }
  };
}
