// The other seats: each picks a random legal action from the turn's list (a seeded, reproducible
// choice, so that a seed and a seat give the same hand again). A seat that may sing does.
import type { Schemas } from "../../typescript/src/index.js";

type Action = Schemas["Action"];

/** A number in [0, n) from the deal's seed and the action's index (mulberry32). */
export function pick(seed: number, step: number, n: number): number {
  let t = (seed ^ Math.imul(step + 1, 0x9e3779b9)) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  let r = Math.imul(t ^ (t >>> 15), t | 1);
  r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
  r = (r ^ (r >>> 14)) >>> 0;
  return r % n;
}

const BOT_KINDS = new Set(["play", "bid", "pass", "name_trump", "take_spare"]);

/** The action a random seat takes among `actions` (the turn's), or null when it has none. */
export function botAction(actions: readonly Action[], seat: number, seed: number, step: number): Action | null {
  const own = actions.filter((action) => action.seat === seat);
  const sing = own.find((action) => action.kind === "declare"
    && (action.declaration === "marriage" || action.declaration === "tute"));
  if (sing) return sing;
  const choices = own.filter((action) => BOT_KINDS.has(action.kind));
  if (choices.length === 0) return null;
  // first the kind (pass or bid alike), then one of that kind
  const kinds = [...new Set(choices.map((action) => action.kind))];
  const kind = kinds[pick(seed, step, kinds.length)];
  const ofKind = choices.filter((action) => action.kind === kind);
  return ofKind[pick(seed ^ 0x5bd1e995, step, ofKind.length)] ?? null;
}

/** The action without its null members, as a record keeps it. */
export function compact(action: Action): Action {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action)) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out as Action;
}
