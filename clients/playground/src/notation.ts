// The position notation of docs/notation.md, the parts the page needs: actions (for share
// links and the record's list) and play positions / declaration contexts (to question one).
import type { Schemas } from "../../typescript/src/index.js";

export type Action = Schemas["Action"];
export type TrickCard = Schemas["TrickCard"];

const CARD = /^(1|2|3|4|5|6|7|10|11|12)[OCEB]$/;
const SUIT = /^[OCEB]$/;
const INT = /^(0|-?[1-9][0-9]*)$/;

export class NotationError extends Error {}

function card(text: string): string {
  if (!CARD.test(text)) throw new NotationError(`not a card code: ${text}`);
  return text;
}

function int(text: string): number {
  if (!INT.test(text)) throw new NotationError(`not an integer: ${text}`);
  return Number(text);
}

export function formatAction(action: Action): string {
  const s = action.seat;
  switch (action.kind) {
    case "play": return `${s}:${action.card}`;
    case "bid": return `${s}:bid:${action.amount}`;
    case "pass": return `${s}:pass`;
    case "name_trump": return `${s}:trump:${action.suit}`;
    case "take_spare": return `${s}:spare:${action.card}`;
    case "swap": return action.card ? `${s}:swap:${action.card}` : `${s}:swap`;
    case "declare":
      if (action.declaration === "marriage") return `${s}:marriage:${action.suit}`;
      if (action.declaration === "tute") return `${s}:tute:${action.rank}`;
      return `${s}:${action.declaration}`;
    default: return `${s}:${action.kind}`;
  }
}

export function parseAction(text: string): Action {
  const parts = text.split(":");
  const seat = int(parts[0] ?? "");
  const [what, arg] = [parts[1] ?? "", parts[2]];
  const extra = parts.length > 3;
  const need = (value: string | undefined): string => {
    if (value === undefined || extra) throw new NotationError(`bad action: ${text}`);
    return value;
  };
  const none = (): void => {
    if (arg !== undefined) throw new NotationError(`bad action: ${text}`);
  };
  switch (what) {
    case "marriage": {
      const suit = need(arg);
      if (!SUIT.test(suit)) throw new NotationError(`not a suit: ${suit}`);
      return { seat, kind: "declare", declaration: "marriage", suit: suit as "O" };
    }
    case "tute": return { seat, kind: "declare", declaration: "tute", rank: int(need(arg)) as 12 };
    case "swap":
      if (extra) throw new NotationError(`bad action: ${text}`);
      return arg === undefined ? { seat, kind: "swap" } : { seat, kind: "swap", card: card(arg) };
    case "bid": return { seat, kind: "bid", amount: int(need(arg)) };
    case "pass": none(); return { seat, kind: "pass" };
    case "trump": {
      const suit = need(arg);
      if (!SUIT.test(suit)) throw new NotationError(`not a suit: ${suit}`);
      return { seat, kind: "name_trump", suit: suit as "O" };
    }
    case "capote": none(); return { seat, kind: "declare", declaration: "capote" };
    case "plate": none(); return { seat, kind: "declare", declaration: "plate" };
    case "spare": return { seat, kind: "take_spare", card: card(need(arg)) };
    case "claim": none(); return { seat, kind: "claim" };
    default:
      if (arg !== undefined) throw new NotationError(`bad action: ${text}`);
      return { seat, kind: "play", card: card(what) };
  }
}

export function formatActions(actions: readonly Action[]): string {
  return actions.map(formatAction).join(" ");
}

export function parseActions(text: string): Action[] {
  const words = text.trim().split(/\s+/).filter((word) => word !== "");
  if (words.length === 1 && words[0] === "-") return [];
  return words.map(parseAction);
}

function cardList(text: string): string[] {
  return text === "-" ? [] : text.split(",").map(card);
}

function trick(text: string): TrickCard[] {
  if (text === "-") return [];
  return text.split(",").map((item) => {
    const [seat, code, ...rest] = item.split(":");
    if (code === undefined || rest.length > 0) throw new NotationError(`bad trick card: ${item}`);
    return { seat: int(seat ?? ""), card: card(code) };
  });
}

function declarationsMade(text: string): Schemas["Declaration"][] {
  if (text === "-") return [];
  return text.split(",").map((item) => {
    const match = /^([^@+]+)(?:@([^+]+))?(?:\+(.+))?$/.exec(item);
    if (!match) throw new NotationError(`bad declaration: ${item}`);
    const action = parseAction(match[1] ?? "");
    const made: Record<string, unknown> = { seat: action.seat };
    if (action.kind === "swap") {
      made["kind"] = "swap";
      if (action.card) made["card"] = action.card;
    } else if (action.declaration === "marriage") {
      made["kind"] = "marriage";
      made["suit"] = action.suit;
    } else if (action.declaration === "tute") {
      made["kind"] = "tute";
      made["rank"] = action.rank;
    } else {
      throw new NotationError(`bad declaration: ${item}`);
    }
    if (match[2] !== undefined) made["after_trick"] = int(match[2]);
    if (match[3] !== undefined) int(match[3]); // the points: checked, not sent (the API counts them)
    return made as Schemas["Declaration"];
  });
}

/** A position or declaration context: the fields present, in the API's vocabulary. */
export interface ParsedPosition {
  trump: string | null;
  seat: number;
  hand: string[];
  trick: TrickCard[];
  stock_size?: number;
  turn_up?: string | null;
  dealer?: number;
  last_trick_winner?: number | null;
  tricks_played?: number;
  stage?: string;
  declarations?: Schemas["Declaration"][];
  declarer?: number | null;
  trick_winners?: number[];
}

const KEYS = new Set(["trump", "seat", "hand", "trick", "stock", "turn_up", "dealer", "last",
  "tricks", "stage", "declared", "declarer", "winners"]);

/** `trump=O seat=2 hand=1C,2C,12E,5O trick=0:3C,1:4O` (docs/notation.md), context keys too. */
export function parsePosition(text: string): ParsedPosition {
  const fields = new Map<string, string>();
  for (const token of text.trim().split(/\s+/).filter((t) => t !== "")) {
    const at = token.indexOf("=");
    if (at < 0) throw new NotationError(`no '=' in ${token}`);
    const key = token.slice(0, at);
    if (!KEYS.has(key)) throw new NotationError(`unknown key: ${key}`);
    if (fields.has(key)) throw new NotationError(`key given twice: ${key}`);
    fields.set(key, token.slice(at + 1));
  }
  for (const key of ["trump", "seat", "hand"]) {
    if (!fields.has(key)) throw new NotationError(`missing key: ${key}`);
  }
  const trumpText = fields.get("trump") ?? "-";
  if (trumpText !== "-" && !SUIT.test(trumpText)) throw new NotationError(`not a suit: ${trumpText}`);
  const parsed: ParsedPosition = {
    trump: trumpText === "-" ? null : trumpText,
    seat: int(fields.get("seat") ?? ""),
    hand: cardList(fields.get("hand") ?? ""),
    trick: trick(fields.get("trick") ?? "-"),
  };
  const get = (key: string): string | undefined => fields.get(key);
  const stock = get("stock");
  if (stock !== undefined) parsed.stock_size = int(stock);
  const turnUp = get("turn_up");
  if (turnUp !== undefined) parsed.turn_up = turnUp === "-" ? null : card(turnUp);
  const dealer = get("dealer");
  if (dealer !== undefined) parsed.dealer = int(dealer);
  const last = get("last");
  if (last !== undefined) parsed.last_trick_winner = last === "-" ? null : int(last);
  const tricks = get("tricks");
  if (tricks !== undefined) parsed.tricks_played = int(tricks);
  const stage = get("stage");
  if (stage !== undefined) {
    if (!["before_draw", "before_lead", "in_trick"].includes(stage)) {
      throw new NotationError(`not a stage: ${stage}`);
    }
    parsed.stage = stage;
  }
  const declared = get("declared");
  if (declared !== undefined) parsed.declarations = declarationsMade(declared);
  const declarer = get("declarer");
  if (declarer !== undefined) parsed.declarer = declarer === "-" ? null : int(declarer);
  const winners = get("winners");
  if (winners !== undefined) parsed.trick_winners = winners === "-" ? [] : winners.split(",").map(int);
  return parsed;
}
