// The other seats and the hints are the service's players (POST /v1/suggestions, in main.ts);
// the page only keeps their requests reproducible and the actions as a record keeps them.
import type { Schemas } from "../../typescript/src/index.js";

type Action = Schemas["Action"];

/** The seed of a suggestion asked at action `step` of a deal seeded `seed` (mulberry32 of
 * both, below 2^32): the same deal, seat and level give the same hand again, and no two points
 * of a hand share a random stream. */
export function suggestionSeed(seed: number, step: number): number {
  let t = (seed ^ Math.imul(step + 1, 0x9e3779b9)) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  let r = Math.imul(t ^ (t >>> 15), t | 1);
  r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
  return (r ^ (r >>> 14)) >>> 0;
}

/** The action without its null members, as a record keeps it. */
export function compact(action: Action): Action {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action)) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out as Action;
}
