// Hand-written entry point; src/schema.ts is generated from openapi.yaml (npm run generate).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import { resilientFetch, type RetryOptions } from "./resilience.js";
import type { components, operations, paths } from "./schema.js";
import { USER_AGENT } from "./version.js";

export {
  ProblemError, UnexpectedResponseError, etagOf, problemMessage, unwrap, unwrapIfChanged,
} from "./problems.js";
export type { Problem, ProblemCode } from "./problems.js";
export {
  DEFAULT_RETRY, DEFAULT_TIMEOUT_MS, MIN_ATTEMPT_MS, REQUEST_ID_HEADER, newRequestId, resilientFetch,
  retryDelayMs,
} from "./resilience.js";
export { USER_AGENT, VERSION } from "./version.js";
export type { RetryOptions } from "./resilience.js";
export type { components, operations, paths };

/** The request and response bodies by schema name, e.g. `Schemas["Position"]`. */
export type Schemas = components["schemas"];
export type TuteClient = Client<paths>;

/** openapi-fetch's options, the service's address, and the time limit and retries. */
export interface TuteClientOptions extends ClientOptions {
  /** The service, e.g. "http://127.0.0.1:8000". */
  baseUrl: string;
  /** Each attempt's time limit in ms (default 10,000; 0: none); a timed-out attempt is retried. */
  timeoutMs?: number;
  /**
   * Retries after connection errors, timeouts and 429/502/503/504 answers (default: 3,
   * exponential backoff from 200 ms with full jitter or the answer's Retry-After, capped at
   * 5 s, all within 30 s for the call; `false`: none). Every operation is a pure computation
   * on its request, so retrying any of them is safe.
   */
  retry?: RetryOptions | false;
  /**
   * The language of the messages (sent as `Accept-Language`): "es", "it", "pt", "en", or a
   * list with q-values. Without it they are in English.
   */
  language?: string;
}

/** A typed client for the service at `baseUrl`, with a timeout and retries by default. */
export function createTuteClient(options: TuteClientOptions): TuteClient {
  const { timeoutMs, retry, fetch, language, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    headers: language === undefined ? headers : withLanguage(headers, language),
    fetch: resilientFetch(fetch, { timeoutMs, retry, headers: inBrowser() ? {} : { "User-Agent": USER_AGENT } }),
  });
}

function withLanguage(headers: ClientOptions["headers"], language: string): ClientOptions["headers"] {
  if (headers instanceof Headers || Array.isArray(headers)) {
    const merged = new Headers(headers);
    merged.set("Accept-Language", language);
    return merged;
  }
  return { ...headers, "Accept-Language": language };
}

/** A browser page or worker names itself (its User-Agent cannot be set, and a header it could
 * set would cost a CORS preflight). */
function inBrowser(): boolean {
  return typeof (globalThis as { document?: unknown }).document !== "undefined"
    || typeof (globalThis as { importScripts?: unknown }).importScripts === "function";
}
