// Hand-written beside the generated src/schema.ts: every problem answer becomes a typed error.
import type { components } from "./schema.js";

/** An RFC 9457 problem document as the service sends it (application/problem+json). */
export type Problem = components["schemas"]["Problem"];
/** The stable machine-readable problem codes, e.g. "UNKNOWN_RULESET". */
export type ProblemCode = Problem["code"];

/** The service answered with a problem (4xx/5xx, documented for the operation or not); `code`
 * says which. */
export class ProblemError extends Error {
  readonly problem: Problem;
  /** The answer (its body already read), when there was one. */
  readonly response: Response | undefined;

  constructor(problem: Problem, response?: Response) {
    super(problemMessage(problem));
    this.name = "ProblemError";
    this.problem = problem;
    this.response = response;
  }

  /** The call's ID (`X-Request-ID`) as the service logged it; quote it when you report. */
  get requestId(): string | undefined {
    return this.response?.headers.get("X-Request-ID") ?? undefined;
  }

  get status(): number {
    return this.problem.status;
  }

  get code(): ProblemCode {
    return this.problem.code;
  }

  get detail(): string {
    return this.problem.detail;
  }

  /** Every bad field (JSON pointer, code, message); empty when the problem lists none. */
  get errors(): NonNullable<Problem["errors"]> {
    return this.problem.errors ?? [];
  }
}

/**
 * One line with the status, the code, the detail and every field error, e.g.
 * `422 IMPOSSIBLE_POSITION: ... [/hand/1 DUPLICATE_CARD: 1C is twice in the hand]`.
 */
export function problemMessage(problem: Problem): string {
  const message = `${problem.status} ${problem.code}: ${problem.detail}`;
  const items = (problem.errors ?? []).map((item) => `${item.field || "/"} ${item.code}: ${item.message}`);
  return items.length > 0 ? `${message} [${items.join("; ")}]` : message;
}

/** A status the contract does not document, or a body that is not a problem document. */
export class UnexpectedResponseError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The answer (its body already read), when there was one. */
  readonly response: Response | undefined;

  constructor(status: number, body: unknown, response?: Response) {
    super(`unexpected response ${status}: ${JSON.stringify(body)?.slice(0, 200)}`);
    this.name = "UnexpectedResponseError";
    this.status = status;
    this.body = body;
    this.response = response;
  }

  /** The call's ID (`X-Request-ID`) as the service logged it; quote it when you report. */
  get requestId(): string | undefined {
    return this.response?.headers.get("X-Request-ID") ?? undefined;
  }
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate["code"] === "string" && typeof candidate["status"] === "number";
}

/**
 * The operation's data, or a thrown `ProblemError` for a problem answer:
 * `const plays = await unwrap(client.POST("/v1/legal-plays", { body }));`
 */
export async function unwrap<R extends FetchResult>(
  pending: Promise<R> | R,
): Promise<Exclude<R["data"], undefined>> {
  const { data, error, response } = await pending;
  if (response.ok && data !== undefined) {
    return data as Exclude<R["data"], undefined>;
  }
  if (isProblem(error)) throw new ProblemError(error, response);
  throw new UnexpectedResponseError(response.status, error ?? data, response);
}

/**
 * For a conditional request (`If-None-Match` set to an `ETag` held): `undefined` when the
 * answer is 304 Not Modified (what the caller holds is still current), else what `unwrap`
 * gives.
 *
 * ```ts
 * const fresh = await unwrapIfChanged(client.GET("/v1/rulesets", { params: { header: { "If-None-Match": etag } } }));
 * if (fresh === undefined) { ... keep the rulesets held ... }
 * ```
 */
export async function unwrapIfChanged<R extends FetchResult>(
  pending: Promise<R> | R,
): Promise<Exclude<R["data"], undefined> | undefined> {
  const result = await pending;
  if (result.response.status === 304) return undefined;
  return unwrap(result);
}

/** The answer's `ETag` (to send back in `If-None-Match`), when it has one. */
export function etagOf(result: { response: Response }): string | undefined {
  return result.response.headers.get("ETag") ?? undefined;
}
