// Hand-written entry point; src/schema.ts is generated from openapi.yaml (npm run generate).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, operations, paths } from "./schema.js";

export { ProblemError, UnexpectedResponseError, unwrap } from "./problems.js";
export type { Problem, ProblemCode } from "./problems.js";
export type { components, operations, paths };

/** The request and response bodies by schema name, e.g. `Schemas["Position"]`. */
export type Schemas = components["schemas"];
export type TuteClient = Client<paths>;

/** A typed client for the service at `baseUrl`, e.g. "http://127.0.0.1:8000". */
export function createTuteClient(options: ClientOptions & { baseUrl: string }): TuteClient {
  return createClient<paths>(options);
}
