// Hand-written: the defaults a production caller expects, as a fetch for openapi-fetch.
//
// Every operation of the service is a pure computation on its request: it keeps no state and
// changes none, so sending the same request again is always safe, POSTs included. This fetch
// bounds each attempt with a timeout and retries an attempt that could not connect, lost its
// connection before an answer came, or was answered 502, 503 or 504, waiting an exponentially
// growing, randomly jittered delay between attempts. A timeout is not retried (the call's time
// budget is spent), nor is a request the caller aborted.

/** How failed attempts are retried. */
export interface RetryOptions {
  /** How many times an attempt is made again after the first one (0: never). Default 3. */
  retries?: number;
  /** Ceiling of the first delay in ms; it doubles for each next retry. Default 200. */
  baseDelayMs?: number;
  /** The largest delay in ms, `Retry-After` included. Default 5000. */
  maxDelayMs?: number;
  /** The answers retried. Default [502, 503, 504]. */
  statuses?: readonly number[];
}

/** Each attempt's time limit: 10 s (the service answers in milliseconds). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The default retry policy: 3 retries, full-jitter backoff from 200 ms, capped at 5 s. */
export const DEFAULT_RETRY: Required<RetryOptions> = Object.freeze({
  retries: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  statuses: Object.freeze([502, 503, 504]),
});

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

/** A connection that failed or broke before an answer: undici's "fetch failed" TypeError. */
function isConnectionError(error: unknown): boolean {
  return error instanceof TypeError;
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
  };
}

/**
 * `fetch` (default: the global one) with a time limit on each attempt and retries with
 * exponential backoff and jitter. `timeoutMs: 0` sets no limit; `retry: false` no retries.
 */
export function resilientFetch(
  fetch: (input: Request) => Promise<Response> = (input) => globalThis.fetch(input),
  options: { timeoutMs?: number; retry?: RetryOptions | false } = {},
): (input: Request) => Promise<Response> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry: Required<RetryOptions> =
    options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : withDefaults(options.retry);
  return async (request: Request): Promise<Response> => {
    for (let retryNumber = 0; ; retryNumber++) {
      const last = retryNumber >= retry.retries;
      // a clone for each attempt: a request body can be read once
      const attempt = last ? request : request.clone();
      const signal = timeoutMs > 0 ? AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) : request.signal;
      let response: Response;
      try {
        response = await fetch(new Request(attempt, { signal }));
      } catch (error) {
        if (last || request.signal.aborted || !isConnectionError(error)) throw error;
        await sleep(retryDelayMs(retry, retryNumber), request.signal);
        continue;
      }
      if (last || !retry.statuses.includes(response.status)) return response;
      await response.body?.cancel();
      await sleep(retryDelayMs(retry, retryNumber, response), request.signal);
    }
  };
}
