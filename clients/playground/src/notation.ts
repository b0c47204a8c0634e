// The position notation of docs/notation.md, the parts the page needs: actions (for share
// links and the record's list) and play positions / declaration contexts (to question one).
import type { Schemas } from "../../typescript/src/index.js";

export type Action = Schemas["Action"];
export type TrickCard = Schemas["TrickCard"];

const CARD = /^(1|2|3|4|5|6|7|10|11|12)[OCEB]$/;
const SUIT = /^[OCEB]$/;
const INT = /^(0|-?[1-9][0-9]*)$/;

export class NotationError extends Error {
  /** The spelling meant, when the text is one only by its case (`5o`: `5O`). */
  readonly suggestion: string | null;
  /** The offending text, when the error names one. */
  readonly token: string | null;

  constructor(message: string, suggestion: string | null = null, token: string | null = null) {
    super(message);
    this.name = "NotationError";
    this.suggestion = suggestion;
    this.token = token;
  }
}

function card(text: string): string {
  if (!CARD.test(text)) {
    // suits are upper case only (docs/notation.md): a lower-case one is suggested in capitals
    const upper = text.toUpperCase();
    throw new NotationError(`not a card code: ${text}`, CARD.test(upper) ? upper : null, text);
  }
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

// -- whole hand states (docs/notation.md, "Hand states") -----------------------------------------

export type OverrideValue = string | number | boolean | null;

/** A declaration made, as a state line holds it: its points always given (0 by default). */
export interface MadeDeclaration {
  seat: number;
  kind: "marriage" | "tute" | "capote" | "plate" | "swap";
  suit?: string;
  rank?: number;
  card?: string;
  after_trick?: number;
  points: number;
}

export type StateBid = { seat: number; kind: "bid"; amount: number } | { seat: number; kind: "pass" };

/** A hand state's fields in the API's vocabulary (the same object the Python tests build). */
export interface ParsedState {
  ruleset: string;
  overrides: Record<string, OverrideValue>;
  dealer: number;
  first_to_act: number;
  phase: "auction" | "naming" | "play" | "over";
  ended_by: string | null;
  trump: string | null;
  turn_up: string | null;
  hands: string[][];
  stock: string[];
  unowned: string[];
  leader: number;
  trick: TrickCard[];
  tricks: { cards: TrickCard[]; winner_seat: number }[];
  last_trick_winner: number | null;
  pending_draw: boolean;
  declarations: MadeDeclaration[];
  hidden: number[];
  bids: StateBid[];
  contract: { declarer: number; amount: number } | null;
  carried: number[] | null;
  claimed_by: number | null;
  spare_taken: boolean;
}

const STATE_KEYS = ["ruleset", "with", "dealer", "first", "phase", "ended", "trump", "turn_up",
  "hands", "stock", "unowned", "leader", "trick", "tricks", "last", "draw", "declared", "hidden",
  "bids", "contract", "carried", "claimed", "spare"];
const PHASES = ["auction", "naming", "play", "over"];
const ENDINGS = ["played_out", "tute", "all_passed", "capote_lost", "target_reached", "claim"];

function items(text: string): string[] {
  if (text === "-") return [];
  const parts = text.split(",");
  if (parts.some((part) => part === "")) throw new NotationError(`empty item in ${text}`);
  return parts;
}

function suitOrNone(text: string): string | null {
  if (text === "-") return null;
  if (!SUIT.test(text)) throw new NotationError(`not a suit: ${text}`);
  return text;
}

function overrideValue(text: string): OverrideValue {
  if (text === "true" || text === "false") return text === "true";
  if (text === "null") return null;
  return INT.test(text) ? Number(text) : text;
}

function madeDeclaration(item: string): MadeDeclaration {
  const match = /^([^@+]*)(?:@([^@+]*))?(?:\+([^@+]*))?$/.exec(item);
  if (!match) throw new NotationError(`bad declaration: ${item}`);
  const action = parseAction(match[1] ?? "");
  let made: MadeDeclaration;
  if (action.kind === "swap") {
    made = { seat: action.seat, kind: "swap", points: 0 };
    if (action.card) made.card = action.card;
  } else if (action.kind === "declare" && action.declaration) {
    made = { seat: action.seat, kind: action.declaration, points: 0 };
    if (action.suit) made.suit = action.suit;
    if (action.rank !== undefined && action.rank !== null) made.rank = action.rank;
  } else {
    throw new NotationError(`not a declaration: ${item}`);
  }
  if (match[2] !== undefined) made.after_trick = int(match[2]);
  made.points = match[3] === undefined ? 0 : int(match[3]);
  return made;
}

function formatDeclaration(d: MadeDeclaration): string {
  let body: string;
  if (d.kind === "swap") body = formatAction(d.card ? { seat: d.seat, kind: "swap", card: d.card } : { seat: d.seat, kind: "swap" });
  else if (d.kind === "marriage") body = `${d.seat}:marriage:${d.suit}`;
  else if (d.kind === "tute") body = `${d.seat}:tute:${d.rank}`;
  else body = `${d.seat}:${d.kind}`;
  return body + (d.after_trick === undefined ? "" : `@${d.after_trick}`) + (d.points ? `+${d.points}` : "");
}

function trickTaken(text: string): { cards: TrickCard[]; winner_seat: number } {
  const at = text.indexOf(">");
  if (at < 0) throw new NotationError(`a trick taken ends >seat: ${text}`);
  const cards = trick(text.slice(0, at));
  const winner = int(text.slice(at + 1));
  if (!cards.some((c) => c.seat === winner)) throw new NotationError(`taken by a seat not in it: ${text}`);
  return { cards, winner_seat: winner };
}

function stateBid(text: string): StateBid {
  const action = parseAction(text);
  if (action.kind === "bid") return { seat: action.seat, kind: "bid", amount: action.amount ?? 0 };
  if (action.kind === "pass") return { seat: action.seat, kind: "pass" };
  throw new NotationError(`not a bid: ${text}`);
}

function groups(text: string): string[] {
  if (text === "") throw new NotationError("empty groups");
  return text.split("/");
}

function defaultLeader(state: Pick<ParsedState, "trick" | "last_trick_winner" | "first_to_act">): number {
  return state.trick[0]?.seat ?? state.last_trick_winner ?? state.first_to_act;
}

/** `ruleset=tute-dos dealer=0 first=1 phase=play trump=O hands=... ...` -> the state's fields. */
export function parseState(text: string): ParsedState {
  const fields = new Map<string, string>();
  for (const token of text.trim().split(/\s+/).filter((t) => t !== "")) {
    const at = token.indexOf("=");
    if (at < 0) throw new NotationError(`no '=' in ${token}`);
    const key = token.slice(0, at);
    if (!STATE_KEYS.includes(key)) throw new NotationError(`unknown key: ${key}`);
    if (fields.has(key)) throw new NotationError(`key given twice: ${key}`);
    fields.set(key, token.slice(at + 1));
  }
  const need = (key: string): string => {
    const value = fields.get(key);
    if (value === undefined) throw new NotationError(`missing key: ${key}`);
    return value;
  };
  const optional = <T>(key: string, parse: (value: string) => T): T | null => {
    const value = fields.get(key) ?? "-";
    return value === "-" ? null : parse(value);
  };
  const flag = (key: string, word: string): boolean => {
    const value = fields.get(key);
    if (value !== undefined && value !== word) throw new NotationError(`${key} is ${key}=${word}`);
    return value !== undefined;
  };
  const overrides: Record<string, OverrideValue> = {};
  for (const item of items(fields.get("with") ?? "-")) {
    const at = item.indexOf(":");
    if (at <= 0 || at === item.length - 1) throw new NotationError(`an override is switch:value: ${item}`);
    const name = item.slice(0, at);
    if (name in overrides) throw new NotationError(`switch given twice: ${name}`);
    overrides[name] = overrideValue(item.slice(at + 1));
  }
  const phase = need("phase");
  if (!PHASES.includes(phase)) throw new NotationError(`not a phase: ${phase}`);
  const ended = optional("ended", (value) => {
    if (!ENDINGS.includes(value)) throw new NotationError(`not an ending: ${value}`);
    return value;
  });
  const tricksText = fields.get("tricks") ?? "-";
  const carried = fields.get("carried");
  const state: ParsedState = {
    ruleset: need("ruleset"),
    overrides,
    dealer: int(need("dealer")),
    first_to_act: int(need("first")),
    phase: phase as ParsedState["phase"],
    ended_by: ended,
    trump: suitOrNone(need("trump")),
    turn_up: optional("turn_up", card),
    hands: groups(need("hands")).map(cardList),
    stock: cardList(fields.get("stock") ?? "-"),
    unowned: cardList(fields.get("unowned") ?? "-"),
    leader: 0,
    trick: trick(fields.get("trick") ?? "-"),
    tricks: tricksText === "-" ? [] : groups(tricksText).map(trickTaken),
    last_trick_winner: optional("last", int),
    pending_draw: flag("draw", "pending"),
    declarations: items(fields.get("declared") ?? "-").map(madeDeclaration),
    hidden: items(fields.get("hidden") ?? "-").map(int),
    bids: items(fields.get("bids") ?? "-").map(stateBid),
    contract: optional("contract", (value) => {
      const [declarer, amount, ...rest] = value.split(":");
      if (amount === undefined || rest.length > 0) throw new NotationError(`a contract is declarer:amount: ${value}`);
      return { declarer: int(declarer ?? ""), amount: int(amount) };
    }),
    carried: carried === undefined ? null : items(carried).map(int),
    claimed_by: optional("claimed", int),
    spare_taken: flag("spare", "taken"),
  };
  const leader = fields.get("leader");
  state.leader = leader === undefined ? defaultLeader(state) : int(leader);
  return state;
}

function joined(values: readonly string[]): string {
  return values.length === 0 ? "-" : values.join(",");
}

function tableText(cards: readonly TrickCard[]): string {
  return joined(cards.map((c) => `${c.seat}:${c.card}`));
}

/** The state's one line: the fields in the notation's order, defaults left out. */
export function formatState(state: ParsedState): string {
  const parts = [`ruleset=${state.ruleset}`];
  const names = Object.keys(state.overrides).sort();
  if (names.length > 0) parts.push(`with=${names.map((n) => `${n}:${String(state.overrides[n])}`).join(",")}`);
  parts.push(`dealer=${state.dealer}`, `first=${state.first_to_act}`, `phase=${state.phase}`);
  if (state.ended_by !== null) parts.push(`ended=${state.ended_by}`);
  parts.push(`trump=${state.trump ?? "-"}`);
  if (state.turn_up !== null) parts.push(`turn_up=${state.turn_up}`);
  parts.push(`hands=${state.hands.map(joined).join("/")}`);
  if (state.stock.length > 0) parts.push(`stock=${joined(state.stock)}`);
  if (state.unowned.length > 0) parts.push(`unowned=${joined(state.unowned)}`);
  if (state.leader !== defaultLeader(state)) parts.push(`leader=${state.leader}`);
  if (state.trick.length > 0) parts.push(`trick=${tableText(state.trick)}`);
  if (state.tricks.length > 0) {
    parts.push(`tricks=${state.tricks.map((t) => `${tableText(t.cards)}>${t.winner_seat}`).join("/")}`);
  }
  if (state.last_trick_winner !== null) parts.push(`last=${state.last_trick_winner}`);
  if (state.pending_draw) parts.push("draw=pending");
  if (state.declarations.length > 0) parts.push(`declared=${state.declarations.map(formatDeclaration).join(",")}`);
  if (state.hidden.length > 0) parts.push(`hidden=${state.hidden.join(",")}`);
  if (state.bids.length > 0) {
    parts.push(`bids=${state.bids.map((b) => (b.kind === "bid" ? `${b.seat}:bid:${b.amount}` : `${b.seat}:pass`)).join(",")}`);
  }
  if (state.contract !== null) parts.push(`contract=${state.contract.declarer}:${state.contract.amount}`);
  if (state.carried !== null) parts.push(`carried=${joined(state.carried.map(String))}`);
  if (state.claimed_by !== null) parts.push(`claimed=${state.claimed_by}`);
  if (state.spare_taken) parts.push("spare=taken");
  return parts.join(" ");
}
