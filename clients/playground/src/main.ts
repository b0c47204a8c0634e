// The rules playground: a page that is nothing but a client of the service's public API, built
// on the TypeScript SDK (clients/typescript/src). It plays a hand with POST /v1/turns (one
// request per action) against seats played by the service at a chosen level (POST
// /v1/suggestions, random, basic or strong), gives the player hints from the same operation,
// questions a position (legal plays, trick results, declarations), adjudicates a pasted hand
// record, and shows the service's review of a finished or pasted hand (POST /v1/hand-reviews).
import {
  createTuteClient, ProblemError, unwrap, type Schemas, type TuteClient,
} from "../../typescript/src/index.js";
import { compact, suggestionSeed } from "./bots.js";
import { cardFace, cardName } from "./cards.js";
import { browserLang, LABELS, LANG_NAMES, LANGS, type Labels, type Lang } from "./i18n.js";
import { formatAction, formatActions, NotationError, parseActions, parsePosition } from "./notation.js";

type Action = Schemas["Action"];
type Turn = Schemas["Turn"];
type Adjudication = Schemas["Adjudication"];
type DealIn = Schemas["DealIn"];
type RulesetDetail = Schemas["RulesetDetail"];
type RulesetSummary = Schemas["RulesetSummary"];
type HandScore = Schemas["HandScore"];
type Suggestion = Schemas["Suggestion"];
type Level = Schemas["PlayerLevel"];
type Review = Schemas["Review"];
type ReviewedAction = Schemas["ReviewedAction"];
type SwitchValue = string | number | boolean | null;

const LEVELS: readonly Level[] = ["random", "basic", "strong"];

/** The least time another seat "thinks" before it acts, in ms. */
const BOT_DELAY_MS = 120;

// -- the page's state ---------------------------------------------------------------------------

interface Game {
  ruleset: string;
  overrides: Record<string, SwitchValue>;
  players: number | null;
  deal: DealIn;
  seat: number;
  actions: Action[];
  vueltasDeal: DealIn | null;
  vueltasActions: Action[];
  /** How many actions of the record are applied on the board. */
  at: number;
  /** The index of the record's first illegal action (an adjudicated record), else null. */
  illegal: number | null;
  /** The points at which the player let the random seats go on without declaring. */
  declined: Set<number>;
}

/** Where the chosen language is kept between visits. */
const LANG_KEY = "tute-playground-lang";

function asLang(value: string | null | undefined): Lang | null {
  return value && (LANGS as readonly string[]).includes(value) ? value as Lang : null;
}

function storedLang(): Lang | null {
  try {
    return asLang(window.localStorage.getItem(LANG_KEY));
  } catch {
    return null; // storage refused (private mode, policy): the browser's language then
  }
}

function linkLang(hash: string): Lang | null {
  return asLang(new URLSearchParams(hash.replace(/^#/, "")).get("lang"));
}

let lang: Lang = linkLang(window.location.hash) ?? storedLang()
  ?? browserLang(navigator.languages ?? [navigator.language]);
let t: Labels = LABELS[lang];
let client: TuteClient = makeClient();
let rulesets: RulesetSummary[] = [];
const details = new Map<string, RulesetDetail>();
let game: Game | null = null;
let lastTurn: Turn | null = null;
let lastAdjudication: Adjudication | null = null;
/** The points of each marriage the player may sing now, by suit (POST /v1/declarations). */
let lastOffers = new Map<string, number>();
let refreshToken = 0;
/** The latest setup form asked for: an older one's late answers are dropped. */
let setupToken = 0;
let botTimer: number | undefined;
let busy = false;
/** Why the service did not give the seat to act its action (the board waits for a retry). */
let botError: { seat: number; message: string } | null = null;

/** A hint the service gave the player at one point of one hand. */
interface Hint {
  game: Game;
  at: number;
  suggestion: Suggestion | null;
  error: string | null;
}
let hint: Hint | null = null;

/** The service's review of one finished hand record (POST /v1/hand-reviews), or why it gave none. */
interface HandReview {
  /** The record reviewed, as JSON: the review is shown while the record is this one. */
  key: string;
  pending: boolean;
  answer: Review | null;
  error: string | null;
}
/** The worlds each reviewed action is weighed in from its seat's view, and the review's budget. */
const REVIEW_WORLDS = 4;
const REVIEW_MAX_NODES = 200_000;
/** The board's finished record (as JSON) and its review, once asked. */
let finishedKey: string | null = null;
let boardReview: HandReview | null = null;

function makeClient(): TuteClient {
  return createTuteClient({ baseUrl: window.location.origin, language: lang });
}

function $(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {},
  ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") element.className = value;
    else element.setAttribute(key, value);
  }
  element.append(...children);
  return element;
}

function errorText(error: unknown): string {
  if (error instanceof ProblemError) return error.message;
  if (error instanceof NotationError && error.suggestion) {
    return `${t.notACard(error.token ?? "")}: ${t.didYouMean(error.suggestion)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

function setStatus(text: string, isError = false): void {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("error", isError);
}

function total(g: Game): number {
  return g.actions.length + g.vueltasActions.length;
}

function seedNumber(g: Game): number {
  const seed = g.deal.seed ?? 0;
  return Number(BigInt(Math.trunc(seed)) & 0xffffffffn);
}

/** The hand record with its first `at` actions (all of them by default). */
function recordAt(g: Game, at = total(g)): Schemas["HandRecord"] {
  const record: Schemas["HandRecord"] = { ruleset: g.ruleset, deal: g.deal, actions: g.actions.slice(0, at) };
  if (Object.keys(g.overrides).length > 0) record.overrides = g.overrides as Schemas["Overrides"];
  if (g.players !== null) record.players = g.players;
  if (g.vueltasDeal && at >= g.actions.length) {
    record.vueltas = { deal: g.vueltasDeal, actions: g.vueltasActions.slice(0, at - g.actions.length) };
  }
  return record;
}

// -- labels -------------------------------------------------------------------------------------

function applyLabels(): void {
  document.documentElement.lang = lang;
  document.title = t.title;
  for (const element of document.querySelectorAll<HTMLElement>("[data-i18n]")) {
    const key = element.dataset["i18n"] as keyof Labels;
    const value = t[key];
    if (typeof value === "string") element.textContent = value;
  }
  for (const option of document.querySelectorAll<HTMLOptionElement>("#level option, #hint-level option")) {
    option.textContent = t.levels[option.value] ?? option.value;
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-i18n-label]")) {
    const key = element.dataset["i18nLabel"] as keyof Labels;
    const value = t[key];
    if (typeof value === "string") {
      element.setAttribute("aria-label", value);
      element.title = value;
    }
  }
}

function suitName(suit: string | null | undefined): string {
  return suit ? (t.suits[suit] ?? suit) : t.none;
}

function seatName(seat: number, g: Game | null = game): string {
  const who = g && seat === g.seat ? t.you : t.levels[levelOf("level")] ?? t.bot;
  return `${t.seat} ${seat} (${who})`;
}

function levelOf(id: "level" | "hint-level"): Level {
  const value = ($(id) as HTMLSelectElement).value;
  return (LEVELS as readonly string[]).includes(value) ? value as Level : "random";
}

// -- the service's players: the other seats and the player's hints ---------------------------

/** What the service suggests for `seat`, the seat to act, at the board's point, at `level`. The
 * request carries the hand record so far (the page keeps no hidden hands of its own: the deal
 * is a seed), of which the service uses only what `seat` saw: its own cards, the turn-up and
 * the public actions. The seed comes from the deal's and the point's, so the same deal, seat
 * and level play the same hand again. */
async function suggestionFor(g: Game, seat: number, level: Level): Promise<Suggestion> {
  const record = recordAt(g, g.at);
  const form: Schemas["RecordForm"] = { deal: record.deal, actions: record.actions };
  if (record.vueltas) form.vueltas = record.vueltas;
  const body: Schemas["SuggestionRequest"] = {
    ruleset: g.ruleset, seat, level, seed: suggestionSeed(seedNumber(g), g.at), record: form,
  };
  if (record.overrides) body.overrides = record.overrides;
  if (record.players !== undefined) body.players = record.players;
  return unwrap(client.POST("/v1/suggestions", { body }));
}

/** Another seat's move: the service's suggestion at the chosen level, appended to the record
 * unless the board moved on meanwhile. When the service does not answer, the board says so and
 * offers to try again (the hand, its record and the replay stay as they were). */
async function botMove(g: Game, seat: number): Promise<void> {
  const token = refreshToken;
  const started = performance.now();
  let suggestion: Suggestion;
  try {
    suggestion = await suggestionFor(g, seat, levelOf("level"));
  } catch (error) {
    if (token !== refreshToken || game !== g) return;
    botError = { seat, message: errorText(error) };
    setState("stuck");
    renderBoard();
    return;
  }
  if (token !== refreshToken || game !== g) return;
  const wait = Math.max(0, BOT_DELAY_MS - (performance.now() - started));
  botTimer = window.setTimeout(() => {
    if (token === refreshToken && game === g) append(suggestion.action);
  }, wait);
}

function retryBot(): void {
  const g = game;
  const turn = lastTurn;
  botError = null;
  if (g && turn) {
    renderBoard();
    nextMove(g, turn);
  }
}

/** The hint shown, when it is for the board's point of the hand. */
function currentHint(): Hint | null {
  const g = game;
  return g && hint && hint.game === g && hint.at === g.at && live(g) ? hint : null;
}

/** The player's hint: the service's suggestion for the player's seat at the hint's level. */
async function askHint(): Promise<void> {
  const g = game;
  const turn = lastTurn;
  if (!g || !turn || busy || turn.to_act !== g.seat || !live(g)) return;
  const token = refreshToken;
  const button = $("hint-button");
  button.setAttribute("aria-busy", "true");
  $("hint-answer").replaceChildren(el("p", { id: "hint-thinking" }, t.hintThinking));
  let answer: Hint;
  try {
    answer = { game: g, at: g.at, suggestion: await suggestionFor(g, g.seat, levelOf("hint-level")), error: null };
  } catch (error) {
    answer = { game: g, at: g.at, suggestion: null, error: errorText(error) };
  }
  button.removeAttribute("aria-busy");
  if (token !== refreshToken || game !== g || !lastTurn) return;
  hint = answer;
  renderHint(g, lastTurn, true);
  renderOptions(g, lastTurn, true);
  renderHand(g, lastTurn, true);
}

function number(value: number): string {
  return value.toLocaleString(lang, { maximumFractionDigits: 2 });
}

/** The hint's answer: the action in words, and for `strong` every candidate with its estimate
 * and whether the deadline cut the search. */
function renderHint(g: Game, turn: Turn, myTurn: boolean): void {
  $("hint-area").hidden = !(myTurn && live(g) && turn.phase !== "over");
  const box = $("hint-answer");
  const shown = currentHint();
  if (!shown) {
    box.replaceChildren();
    return;
  }
  const suggestion = shown.suggestion;
  if (!suggestion) {
    box.replaceChildren(el("p", { class: "error", id: "hint-error" }, `${t.hintFailed}: ${shown.error ?? ""}`));
    return;
  }
  const chosen = formatAction(suggestion.action);
  const parts: HTMLElement[] = [el("p", { id: "hint-action", class: "hint-says", "data-level": suggestion.level,
    "data-action": JSON.stringify(compact(suggestion.action)) },
  t.hintSays(t.levels[suggestion.level] ?? suggestion.level, actionWords(suggestion.action)))];
  if (suggestion.candidates.length > 0) {
    const body = el("tbody");
    for (const candidate of suggestion.candidates) {
      const notation = formatAction(candidate.action);
      body.append(el("tr", { "data-action": JSON.stringify(compact(candidate.action)),
        "data-value": String(candidate.value), ...(notation === chosen ? { class: "chosen" } : {}) },
      el("th", { scope: "row" }, actionWords(candidate.action)),
      el("td", {}, number(candidate.value)),
      el("td", {}, candidate.points.map((points, side) => `${t.side} ${side}: ${number(points)}`).join(" · "))));
    }
    parts.push(el("div", { class: "table-wrap" }, el("table", { class: "grid candidates", id: "hint-candidates" },
      el("caption", {}, t.hintCandidates),
      el("thead", {}, el("tr", {}, ...[t.hintAction, t.hintValue, t.hintSidePoints].map((label) =>
        el("th", { scope: "col" }, label)))), body)),
    el("p", { class: "hint", id: "hint-note" }, t.hintValueNote));
  }
  if (suggestion.level === "strong") {
    parts.push(el("p", { id: "hint-search", "data-cut-short": String(suggestion.cut_short) },
      suggestion.cut_short ? t.hintCut(suggestion.worlds, suggestion.playouts)
        : t.hintFull(suggestion.worlds, suggestion.playouts)));
  }
  box.replaceChildren(...parts);
}

/** An action in the page's words, as its button says it (a marriage with the points offered now,
 * unless `now` is false: an action of another point of the hand). */
function actionWords(action: Action, now = true): string {
  switch (action.kind) {
    case "play": return t.playCard(action.card ? cardName(action.card, t) : "");
    case "declare":
      if (action.declaration === "marriage") {
        const points = action.suit && now ? lastOffers.get(action.suit) : undefined;
        return points === undefined ? t.singSuit(suitName(action.suit)) : t.singPoints(points, suitName(action.suit));
      }
      if (action.declaration === "tute") return `${t.tuteDecl}: ${t.ranks[String(action.rank)] ?? action.rank}`;
      return action.declaration === "capote" ? t.capote : t.plate;
    case "swap": return `${t.swap}: ${action.card ? cardName(action.card, t) : ""}`;
    case "claim": return t.claim;
    case "pass": return t.pass;
    case "bid": return `${t.bid} ${action.amount ?? ""}`;
    case "name_trump": return `${t.nameTrump}: ${suitName(action.suit)}`;
    case "take_spare": return `${t.takeSpare} ${action.card ? cardName(action.card, t) : ""}`;
    default: return formatAction(action);
  }
}

// -- rulesets and the setup form ----------------------------------------------------------------

async function loadRulesets(): Promise<void> {
  const list = await unwrap(client.GET("/v1/rulesets"));
  rulesets = list.rulesets;
  for (const id of ["ruleset", "q-ruleset"]) {
    const select = $(id) as HTMLSelectElement;
    select.replaceChildren(...rulesets.map((r) => el("option", { value: r.id }, `${r.name} (${r.id})`)));
  }
}

async function detail(id: string): Promise<RulesetDetail> {
  let found = details.get(id);
  if (!found) {
    found = await unwrap(client.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: id } } }));
    details.set(id, found);
  }
  return found;
}

function valueText(value: SwitchValue): string {
  return value === null ? "null" : String(value);
}

type Switch = RulesetDetail["switches"][number];

/** The values to try for a switch: every allowed value but the ruleset's, or for an integer
 * one value next to it within its range. */
function alternatives(sw: Switch): SwitchValue[] {
  if (sw.allowed_values.length > 0) return sw.allowed_values.filter((value) => value !== sw.value);
  const value = typeof sw.value === "number" ? sw.value : 0;
  const next = sw.maximum === null || value + 1 <= sw.maximum ? value + 1 : value - 1;
  return sw.minimum !== null && next < sw.minimum ? [] : [next];
}

const accepted = new Map<string, Map<string, SwitchValue[]>>();
const PER_BATCH = 30;

/** Which values each switch may take in this ruleset at this seat count: the service answers,
 * one batch of adjudications of an empty record, one item per switch and value tried (an item
 * refused with SWITCH_NOT_APPLICABLE is a change the game cannot make). Kept per ruleset and
 * seat count. */
async function acceptedValues(ruleset: RulesetDetail, players: number | null): Promise<Map<string, SwitchValue[]>> {
  const key = `${ruleset.id}/${players ?? ""}`;
  const known = accepted.get(key);
  if (known) return known;
  const tried: [string, SwitchValue][] = [];
  for (const sw of ruleset.switches) {
    if (sw.name !== "players") for (const value of alternatives(sw)) tried.push([sw.name, value]);
  }
  const found = new Map<string, SwitchValue[]>();
  if (tried.length > 0) {
    const items = tried.map(([name, value]) => {
      const item: Schemas["HandRecord"] = { ruleset: ruleset.id, deal: { seed: 0 }, actions: [],
        overrides: { [name]: value } as Schemas["Overrides"] };
      if (players !== null) item.players = players;
      return item;
    });
    // A batch asks for 2,000 units of work at most; an adjudication counts 60 and 4 for each
    // action, so 30 records without actions make a batch (README, "How big a batch may be").
    for (let start = 0; start < items.length; start += PER_BATCH) {
      const body = { items: items.slice(start, start + PER_BATCH) };
      const answer = await unwrap(client.POST("/v1/batch/hand-adjudications", { body }));
      answer.items.forEach((item, index) => {
        const [name, value] = tried[start + index] ?? ["", null];
        if (item.status === 200) found.set(name, [...(found.get(name) ?? []), value]);
      });
    }
  }
  accepted.set(key, found);
  return found;
}

/** The setup form's controls for a ruleset: seats, your seat, one control per switch. */
async function showRuleset(id: string, overrides: Record<string, SwitchValue> = {},
  players: number | null = null, seat = 0): Promise<void> {
  const token = ++setupToken;
  const ruleset = await detail(id);
  if (token !== setupToken) return; // another ruleset was chosen meanwhile
  ($("ruleset") as HTMLSelectElement).value = id;
  $("ruleset-description").textContent = ruleset.description;
  const playersSelect = $("players") as HTMLSelectElement;
  playersSelect.replaceChildren(...ruleset.player_options.map((n) => el("option", { value: String(n) }, String(n))));
  const defaultPlayers = ruleset.player_options[0] ?? 2;
  playersSelect.value = String(players ?? defaultPlayers);
  showSeats(Number(playersSelect.value), seat);
  const seats = Number(playersSelect.value);
  const allowed = await acceptedValues(ruleset, seats === defaultPlayers ? null : seats);
  if (token !== setupToken) return;
  const box = $("overrides");
  box.replaceChildren();
  let group = "";
  for (const sw of ruleset.switches) {
    const values = allowed.get(sw.name) ?? [];
    const given = overrides[sw.name];
    // a switch this game cannot change is left out, unless the link or record sets it
    if (sw.name === "players" || (values.length === 0 && given === undefined)) continue;
    if (sw.group !== group) {
      group = sw.group;
      box.append(el("h4", { class: "switch-group" }, t.groups[group] ?? group));
    }
    const controlId = `sw-${sw.name}`;
    const hintId = `${controlId}-hint`;
    let control: HTMLSelectElement | HTMLInputElement;
    if (sw.allowed_values.length > 0) {
      const select = el("select", { id: controlId, "aria-describedby": hintId });
      select.append(el("option", { value: "" }, `${valueText(sw.value)} (${t.rulesetValue})`));
      sw.allowed_values.forEach((value, index) => {
        if (value !== sw.value && (values.includes(value) || value === given)) {
          select.append(el("option", { value: String(index) }, valueText(value)));
        }
      });
      if (given !== undefined) {
        const index = sw.allowed_values.findIndex((value) => value === given);
        if (index >= 0 && given !== sw.value) select.value = String(index);
      }
      control = select;
    } else {
      const input = el("input", { id: controlId, type: "number", step: "1", placeholder: valueText(sw.value),
        "aria-describedby": hintId });
      if (sw.minimum !== null) input.min = String(sw.minimum);
      if (sw.maximum !== null) input.max = String(sw.maximum);
      if (typeof given === "number") input.value = String(given);
      control = input;
    }
    control.dataset["switch"] = sw.name;
    const label = el("label", { for: controlId }, t.switches[sw.name] ?? sw.name);
    box.append(el("div", { class: "switch", "data-switch-box": sw.name },
      label, el("code", { class: "switch-name" }, sw.name),
      control,
      el("p", { id: hintId, class: "hint" }, sw.description),
      el("p", { id: `${controlId}-refused`, class: "refused error", role: "alert", hidden: "" })));
  }
  if (box.childElementCount === 0) box.append(el("p", { class: "hint", id: "no-switches" }, t.noSwitches));
  ($("overrides-box") as HTMLDetailsElement).open ||= Object.keys(overrides).length > 0;
  $("setup").dataset["ruleset"] = id;
}

/** A refused request's override problems, each next to its control and the first in view;
 * true when there was one. */
function showRefusedOverrides(error: unknown): boolean {
  if (!(error instanceof ProblemError)) return false;
  let first: HTMLElement | null = null;
  for (const problem of error.errors) {
    const name = /^\/overrides\/(.+)$/.exec(problem.field)?.[1];
    const note = name ? document.getElementById(`sw-${name}-refused`) : null;
    if (!note) continue;
    note.textContent = problem.message;
    note.hidden = false;
    first ??= note.closest<HTMLElement>(".switch");
  }
  if (!first) return false;
  ($("overrides-box") as HTMLDetailsElement).open = true;
  first.scrollIntoView({ block: "center" });
  return true;
}

function clearRefusedOverrides(): void {
  for (const note of $("overrides").querySelectorAll<HTMLElement>(".refused")) {
    note.hidden = true;
    note.textContent = "";
  }
}

function showSeats(players: number, seat: number): void {
  const select = $("seat") as HTMLSelectElement;
  select.replaceChildren(...Array.from({ length: players }, (_, i) => el("option", { value: String(i) }, String(i))));
  select.value = String(Math.min(seat, players - 1));
}

function formOverrides(ruleset: RulesetDetail): Record<string, SwitchValue> {
  const overrides: Record<string, SwitchValue> = {};
  for (const control of $("overrides").querySelectorAll<HTMLSelectElement | HTMLInputElement>("[data-switch]")) {
    const name = control.dataset["switch"] ?? "";
    const sw = ruleset.switches.find((s) => s.name === name);
    if (!sw || control.value === "") continue;
    if (control instanceof HTMLSelectElement) {
      const value = sw.allowed_values[Number(control.value)];
      if (value !== undefined) overrides[name] = value;
    } else {
      overrides[name] = Number(control.value);
    }
  }
  return overrides;
}

async function deal(): Promise<void> {
  const id = ($("ruleset") as HTMLSelectElement).value;
  const ruleset = await detail(id);
  const players = Number(($("players") as HTMLSelectElement).value);
  const seedText = ($("seed") as HTMLInputElement).value.trim() || "0";
  const seed = Number(seedText);
  startGame({
    ruleset: id,
    overrides: formOverrides(ruleset),
    players: players === ruleset.player_options[0] ? null : players,
    deal: { seed },
    seat: Number(($("seat") as HTMLSelectElement).value),
    actions: [], vueltasDeal: null, vueltasActions: [], at: 0, illegal: null, declined: new Set(),
  });
}

function startGame(g: Game): void {
  window.clearTimeout(botTimer);
  game = g;
  lastTurn = null;
  lastAdjudication = null;
  finishedKey = null;
  boardReview = null;
  $("board").hidden = false;
  void refresh();
}

// -- the share link -----------------------------------------------------------------------------

function hashOf(g: Game): string {
  const params = new URLSearchParams();
  params.set("ruleset", g.ruleset);
  const onlySeed = Object.keys(g.deal).every((key) => key === "seed");
  if (onlySeed && g.deal.seed !== undefined) params.set("seed", String(g.deal.seed));
  else params.set("deal", JSON.stringify(g.deal));
  params.set("seat", String(g.seat));
  if (g.players !== null) params.set("players", String(g.players));
  if (Object.keys(g.overrides).length > 0) params.set("overrides", JSON.stringify(g.overrides));
  params.set("actions", formatActions(g.actions));
  if (g.vueltasDeal) {
    params.set("vdeal", JSON.stringify(g.vueltasDeal));
    params.set("vactions", formatActions(g.vueltasActions));
  }
  params.set("at", String(g.at));
  const level = levelOf("level");
  if (level !== "random") params.set("level", level);
  params.set("lang", lang);
  return `#${params.toString()}`;
}

function gameFromHash(hash: string): Game | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const ruleset = params.get("ruleset");
  if (!ruleset) return null;
  const seed = params.get("seed");
  const dealText = params.get("deal");
  const actions = parseActions(params.get("actions") ?? "");
  const vdeal = params.get("vdeal");
  const vueltasActions = vdeal ? parseActions(params.get("vactions") ?? "") : [];
  const count = actions.length + vueltasActions.length;
  const at = params.has("at") ? Math.max(0, Math.min(count, Number(params.get("at")))) : count;
  return {
    ruleset,
    overrides: JSON.parse(params.get("overrides") ?? "{}") as Record<string, SwitchValue>,
    players: params.has("players") ? Number(params.get("players")) : null,
    deal: dealText ? JSON.parse(dealText) as DealIn : { seed: Number(seed ?? 0) },
    seat: Number(params.get("seat") ?? 0),
    actions,
    vueltasDeal: vdeal ? JSON.parse(vdeal) as DealIn : null,
    vueltasActions,
    at: Number.isFinite(at) ? at : count,
    illegal: null,
    declined: new Set(),
  };
}

async function openHash(): Promise<void> {
  let g: Game | null;
  try {
    g = gameFromHash(window.location.hash);
  } catch (error) {
    setStatus(`${t.error}: ${errorText(error)}`, true);
    return;
  }
  if (!g) return;
  const chosen = linkLang(window.location.hash);
  if (chosen && chosen !== lang) setLanguage(chosen, false);
  const level = new URLSearchParams(window.location.hash.replace(/^#/, "")).get("level");
  ($("level") as HTMLSelectElement).value = (LEVELS as readonly string[]).includes(level ?? "") ? level ?? "" : "random";
  await showRuleset(g.ruleset, g.overrides, g.players, g.seat);
  if (g.deal.seed !== undefined) ($("seed") as HTMLInputElement).value = String(g.deal.seed);
  startGame(g);
}

// -- one step: the turn and the adjudication of the record so far ------------------------------

async function refresh(): Promise<void> {
  const g = game;
  if (!g) return;
  const token = ++refreshToken;
  window.clearTimeout(botTimer);
  busy = true;
  botError = null;
  setState("busy");
  const record = recordAt(g, g.at);
  try {
    const [turn, adjudication] = await Promise.all([
      unwrap(client.POST("/v1/turns", { body: { ...record, seat: g.seat } })),
      unwrap(client.POST("/v1/hand-adjudications", { body: record })),
    ]);
    const offers = await marriageOffers(g, turn, adjudication);
    if (token !== refreshToken) return;
    lastTurn = turn;
    lastAdjudication = adjudication;
    lastOffers = offers;
    busy = false;
    if (live(g) && turn.phase === "over" && !allPassed()) finishedKey = recordKey(g);
    clearRefusedOverrides();
    renderBoard();
    window.history.replaceState(null, "", hashOf(g));
    nextMove(g, turn);
  } catch (error) {
    if (token !== refreshToken) return;
    busy = false;
    setState("stuck");
    setStatus(`${t.error}: ${errorText(error)}`, true);
    showRefusedOverrides(error);
  }
}

/** The current deal's adjudication: the vueltas' once they are dealt. */
function dealAdjudication(adjudication: Adjudication): NonNullable<Adjudication["vueltas"]> {
  return adjudication.vueltas ?? adjudication;
}

/** The points of each marriage the player may sing now, by suit: the service's offers for the
 * player's seat (POST /v1/declarations), asked only when the turn offers a marriage. */
async function marriageOffers(g: Game, turn: Turn, adjudication: Adjudication): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const view = turn.view;
  const offered = turn.actions.some((a) => a.seat === g.seat && a.kind === "declare" && a.declaration === "marriage");
  if (!view || !offered) return found;
  const current = dealAdjudication(adjudication);
  const context: Record<string, unknown> = {
    ruleset: g.ruleset, trump: view.trump ?? null, dealer: current.dealer, seat: g.seat, hand: view.hand,
    last_trick_winner: view.last_trick_winner, tricks_played: view.tricks_played, stage: view.stage,
    stock_size: view.stock_size, turn_up: view.turn_up ?? null,
    declarations: view.declarations.filter((d) => d.kind !== "marriage" || d.suit),
    declarer: view.contract?.declarer ?? null, trick_winners: current.tricks.map((trick) => trick.winner_seat),
  };
  if (Object.keys(g.overrides).length > 0) context["overrides"] = g.overrides;
  if (g.players !== null) context["players"] = g.players;
  try {
    const answer = await unwrap(client.POST("/v1/declarations", { body: context as unknown as Schemas["DeclarationContext"] }));
    for (const offer of answer.available) {
      const d = offer.declaration;
      if (d.kind === "marriage" && d.suit) found.set(d.suit, d.points ?? 0);
    }
  } catch {
    // the buttons then name the suit only
  }
  return found;
}

function live(g: Game): boolean {
  return g.at === total(g) && g.illegal === null;
}

/** The player's own optional moves that are worth pausing the random seats for. */
function pausingOptions(g: Game, turn: Turn): Action[] {
  return turn.actions.filter((a) => a.seat === g.seat
    && ((a.kind === "declare" && (a.declaration === "marriage" || a.declaration === "tute")) || a.kind === "swap"));
}

/** What the board waits for, for people and tests alike: `#board[data-state]`. */
function setState(state: "busy" | "human" | "paused" | "bot" | "over" | "vueltas" | "replay" | "stuck"): void {
  $("board").dataset["state"] = state;
}

function nextMove(g: Game, turn: Turn): void {
  if (turn.vueltas_due && !g.vueltasDeal) return setState(live(g) ? "vueltas" : "replay");
  if (turn.phase === "over") return setState("over");
  if (!live(g)) return setState("replay");
  if (turn.to_act === null || turn.to_act === undefined) return setState("stuck");
  if (turn.to_act === g.seat) return setState("human");
  if (pausingOptions(g, turn).length > 0 && !g.declined.has(g.at)) return setState("paused");
  setState("bot");
  void botMove(g, turn.to_act);
}

function append(action: Action): void {
  const g = game;
  if (!g || busy) return;
  // acting at an earlier point of the hand drops what followed it
  if (g.at < g.actions.length || (g.at === g.actions.length && !lastTurn?.vueltas_due && g.vueltasDeal === null)) {
    g.actions = g.actions.slice(0, g.at);
    g.vueltasDeal = null;
    g.vueltasActions = [];
  } else {
    g.vueltasActions = g.vueltasActions.slice(0, g.at - g.actions.length);
  }
  if (g.vueltasDeal) g.vueltasActions.push(compact(action));
  else g.actions.push(compact(action));
  g.illegal = null;
  g.at = total(g);
  void refresh();
}

function dealVueltas(): void {
  const g = game;
  if (!g) return;
  const seed = g.deal.seed;
  g.vueltasDeal = { seed: seed === undefined ? 1 : seed + 1 };
  g.vueltasActions = [];
  g.at = total(g);
  void refresh();
}

/** Every seat passed: the next deal, by the dealer the service names, from the next seed. */
function dealNextHand(dealer: number): void {
  const g = game;
  if (!g) return;
  const seed = (g.deal.seed ?? 0) + 1;
  ($("seed") as HTMLInputElement).value = String(seed);
  startGame({ ...g, deal: { seed, dealer }, actions: [], vueltasDeal: null, vueltasActions: [], at: 0,
    illegal: null, declined: new Set() });
}

function allPassed(): boolean {
  return lastAdjudication?.ended_by === "all_passed";
}

function step(to: number): void {
  const g = game;
  if (!g) return;
  const limit = g.illegal ?? total(g);
  g.at = Math.max(0, Math.min(limit, to));
  void refresh();
}

// -- rendering the board ------------------------------------------------------------------------

function renderBoard(): void {
  const g = game;
  const turn = lastTurn;
  if (!g || !turn) return;
  const view = turn.view;
  const myTurn = turn.to_act === g.seat;
  const over = turn.phase === "over";

  // status line
  if (over && allPassed()) setStatus(t.allPassed);
  else if (over && !turn.vueltas_due) setStatus(t.over);
  else if (turn.vueltas_due && !g.vueltasDeal) setStatus(t.over);
  else if (myTurn) setStatus(t.yourTurn);
  else if (botError) setStatus(`${t.botFailed(botError.seat)}: ${botError.message}`, true);
  else setStatus(`${t.waiting} ${turn.to_act ?? "-"}`);

  // the table
  const info = $("table-info");
  info.replaceChildren();
  const item = (label: string, ...value: (Node | string)[]): void => {
    info.append(el("div", {}, el("dt", {}, label), el("dd", {}, ...value)));
  };
  item(t.phase, t.phases[turn.phase] ?? turn.phase);
  if (turn.deal_number === 2) {
    item(t.dealNumber, t.vueltasDeal);
    const carried = view?.carried_totals ?? turn.score?.carried_totals ?? [];
    if (carried.length > 0) {
      item(t.carried, el("span", { id: "carried" }, carried.map((total, side) => t.sideTotal(side, total)).join(" · ")));
    }
  }
  if (view) {
    item(t.trump, suitName(view.trump));
    if (view.turn_up) {
      item(t.turnUp, labelledFace(view.turn_up, true));
    }
    item(t.stock, `${view.stock_size} ${t.cards}`);
  }

  const seats = $("seats");
  seats.replaceChildren();
  const sizes = view?.hand_sizes ?? [];
  sizes.forEach((size, seat) => {
    const li = el("li", { class: `seat${seat === turn.to_act ? " acting" : ""}${seat === g.seat ? " mine" : ""}` },
      el("span", { class: "seat-name" }, seatName(seat, g)), ` · ${size} ${t.cards}`);
    if (seat === turn.to_act) li.append(el("span", { class: "badge" }, t.toAct));
    seats.append(li);
  });

  const trick = $("trick");
  trick.replaceChildren(...(view?.trick ?? []).map((played) =>
    el("li", {}, labelledFace(played.card), el("span", { class: "caption" }, `${t.seat} ${played.seat}`))));

  renderAuction(turn);
  // at an earlier point of the record the player may act too: what followed is dropped
  renderOptions(g, turn, myTurn);
  renderHand(g, turn, myTurn);
  renderHint(g, turn, myTurn);
  renderReplay(g);
  renderHistory();
  renderPoints(g);
  renderScore(turn.score ?? null, over || turn.vueltas_due);
  renderRecord(g);
  renderBoardReview();
}

function labelledFace(code: string, small = false): HTMLElement {
  const face = cardFace(code, t, small);
  face.setAttribute("role", "img");
  face.setAttribute("aria-label", cardName(code, t));
  return face;
}

function renderAuction(turn: Turn): void {
  const box = $("auction");
  const auction = turn.auction;
  const bids = turn.view?.bids ?? [];
  if (!auction && bids.length === 0) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.replaceChildren(el("h3", {}, t.auction));
  const list = el("ul", { class: "bids" });
  for (const bid of bids) {
    list.append(el("li", {}, `${t.seat} ${bid.seat}: ${bid.kind === "bid" ? bid.amount : t.pass}`));
  }
  box.append(list);
  if (auction) {
    const highest = auction.highest ? `${auction.highest.amount} (${t.seat} ${auction.highest.seat})` : t.none;
    box.append(el("p", {}, `${t.highest}: ${highest}. ${t.minBid}: ${auction.min_next_bid ?? "-"}.`));
  }
}

function actionButton(action: Action): HTMLButtonElement {
  const notation = formatAction(action);
  const hinted = currentHint()?.suggestion?.action;
  const button = el("button", { type: "button", class: "option", "data-action": notation }, actionWords(action));
  if (hinted && formatAction(hinted) === notation) {
    button.classList.add("hinted");
    button.setAttribute("aria-label", `${actionWords(action)} (${t.suggested})`);
  }
  button.addEventListener("click", () => append(action));
  return button;
}

function renderOptions(g: Game, turn: Turn, myTurn: boolean): void {
  const box = $("options");
  box.replaceChildren();
  const isLive = live(g);
  if (isLive && turn.vueltas_due && !g.vueltasDeal) {
    const button = el("button", { type: "button", class: "option primary", id: "deal-vueltas" }, t.vueltas);
    button.addEventListener("click", dealVueltas);
    box.append(button);
  }
  const next = lastAdjudication?.next_dealer;
  if (isLive && turn.phase === "over" && allPassed() && next !== null && next !== undefined) {
    const button = el("button", { type: "button", class: "option primary", id: "next-hand" },
      `${t.nextHand} (${t.nextHandBy(next)})`);
    button.addEventListener("click", () => dealNextHand(next));
    box.append(button);
  }
  if (!isLive && !myTurn) {
    $("options-title").hidden = box.childElementCount === 0;
    return;
  }
  const mine = turn.actions.filter((a) => a.seat === g.seat && a.kind !== "play");
  const pausing = isLive ? pausingOptions(g, turn) : [];
  const shown = myTurn ? mine : pausing;
  const bids = shown.filter((a) => a.kind === "bid");
  for (const action of shown) {
    if (action.kind !== "bid") box.append(actionButton(action));
  }
  if (bids.length > 0) {
    const select = el("select", { id: "bid-amount", "aria-label": t.bid });
    select.append(...bids.map((bid, index) => el("option", { value: String(index) }, String(bid.amount))));
    const hinted = currentHint()?.suggestion?.action;
    const index = hinted?.kind === "bid" ? bids.findIndex((bid) => bid.amount === hinted.amount) : -1;
    if (index >= 0) {
      select.value = String(index);
      select.classList.add("hinted");
    }
    const button = el("button", { type: "button", class: "option", id: "bid-button" }, t.bid);
    button.addEventListener("click", () => {
      const chosen = bids[Number(select.value)];
      if (chosen) append(chosen);
    });
    box.append(el("span", { class: "bid-box" }, select, button));
  }
  if (!myTurn && pausing.length > 0 && !g.declined.has(g.at)) {
    const button = el("button", { type: "button", class: "option", id: "go-on" }, t.goOn);
    button.addEventListener("click", () => {
      g.declined.add(g.at);
      nextMove(g, turn);
      renderOptions(g, turn, myTurn);
    });
    box.append(button);
  }
  if (isLive && botError) {
    const button = el("button", { type: "button", class: "option primary", id: "bot-retry" }, t.retry);
    button.addEventListener("click", retryBot);
    box.append(button);
  }
  $("options-title").hidden = box.childElementCount === 0;
}

function renderHand(g: Game, turn: Turn, myTurn: boolean): void {
  const hand = $("hand");
  hand.replaceChildren();
  const view = turn.view;
  if (!view) return;
  const playing = myTurn && turn.phase === "play";
  const excluded = new Map(turn.excluded.map((e) => [e.card, e.violations]));
  const hinted = currentHint()?.suggestion?.action;
  for (const code of view.hand) {
    const name = cardName(code, t);
    if (!playing) {
      hand.append(el("li", { class: "slot" }, labelledFace(code)));
      continue;
    }
    const violations = excluded.get(code);
    const action = turn.actions.find((a) => a.seat === g.seat && a.kind === "play" && a.card === code);
    const face = cardFace(code, t);
    const button = el("button", { type: "button", class: "card-button" }, face);
    button.dataset["card"] = code;
    const li = el("li", { class: "slot" }, button);
    if (action && !violations) {
      button.classList.add("legal");
      button.setAttribute("aria-label", `${name}: ${t.legal}`);
      if (hinted?.kind === "play" && hinted.card === code) {
        button.classList.add("hinted");
        button.setAttribute("aria-label", `${name}: ${t.legal} (${t.suggested})`);
        li.append(el("span", { class: "hint-mark", "aria-hidden": "true" }, t.suggested));
      }
      button.addEventListener("click", () => append(action));
    } else {
      button.classList.add("excluded");
      button.setAttribute("aria-disabled", "true");
      button.setAttribute("aria-label", `${name}: ${t.excluded}`);
      const whyId = `why-${code}`;
      button.setAttribute("aria-describedby", whyId);
      // the description screen readers read; the panel under the hand shows it on focus or
      // hover, in the page's flow (no tooltip over the controls below)
      const why = el("span", { class: "why", id: whyId });
      for (const violation of violations ?? []) {
        why.append(el("span", { class: "violation" }, `${violation.message} (${violation.code})`));
      }
      li.append(why);
      const show = (): void => showWhy(name, why);
      button.addEventListener("focus", show);
      button.addEventListener("mouseenter", show);
      button.addEventListener("blur", hideWhy);
      button.addEventListener("mouseleave", hideWhy);
    }
    hand.append(li);
  }
  hideWhy();
}

function showWhy(name: string, why: HTMLElement): void {
  const panel = $("why-panel");
  panel.replaceChildren(el("strong", {}, `${name}: `),
    ...Array.from(why.children, (violation) => el("span", { class: "violation" }, violation.textContent ?? "")));
  panel.classList.add("shown");
}

function hideWhy(): void {
  const panel = $("why-panel");
  panel.replaceChildren();
  panel.classList.remove("shown");
}

function renderReplay(g: Game): void {
  const count = total(g);
  const limit = g.illegal ?? count;
  $("step-count").textContent = `${t.step} ${g.at} ${t.of} ${count}`;
  ($("step-first") as HTMLButtonElement).disabled = g.at === 0;
  ($("step-back") as HTMLButtonElement).disabled = g.at === 0;
  ($("step-forward") as HTMLButtonElement).disabled = g.at >= limit;
  ($("step-last") as HTMLButtonElement).disabled = g.at >= limit;
  ($("share") as HTMLAnchorElement).href = hashOf(g);
}

function trickItem(trick: Schemas["TrickRecord"], deal: number): HTMLElement {
  const cards = el("span", { class: "cards inline" }, ...trick.cards.map((c) => labelledFace(c.card, true)));
  return el("li", { "data-winner": String(trick.winner_seat), "data-deal": String(deal) },
    el("span", { class: "trick-no" }, `${t.trickNo} ${trick.number}`), cards,
    el("span", {}, ` ${t.wonBy} ${trick.winner_seat} (${cardName(trick.winning_card, t)}), `
      + `${trick.points} ${t.points}`));
}

/** The tricks of each deal, numbered per deal; the vueltas under a heading of their own. */
function renderHistory(): void {
  const box = $("tricks");
  const adjudication = lastAdjudication;
  if (!adjudication) {
    box.replaceChildren();
    return;
  }
  const first = el("ol", { class: "tricks", "data-deal": "1" }, ...adjudication.tricks.map((trick) => trickItem(trick, 1)));
  const vueltas = adjudication.vueltas;
  if (!vueltas) {
    box.replaceChildren(first);
    return;
  }
  box.replaceChildren(
    el("h4", { class: "deal-mark" }, t.firstDeal), first,
    el("h4", { class: "deal-mark", id: "vueltas-mark" }, t.vueltasDeal),
    el("ol", { class: "tricks", "data-deal": "2" }, ...vueltas.tricks.map((trick) => trickItem(trick, 2))));
}

function renderPoints(g: Game): void {
  const seats = lastTurn?.view?.hand_sizes.length ?? 0;
  const cardPoints = Array.from({ length: seats }, () => 0);
  const declared = Array.from({ length: seats }, () => 0);
  const won = Array.from({ length: seats }, () => 0);
  // this deal's: the vueltas count from their own first trick (the first deal's totals are
  // carried, shown with the table)
  const current = lastAdjudication ? dealAdjudication(lastAdjudication) : null;
  for (const trick of current?.tricks ?? []) {
    cardPoints[trick.winner_seat] = (cardPoints[trick.winner_seat] ?? 0) + trick.points;
    won[trick.winner_seat] = (won[trick.winner_seat] ?? 0) + 1;
  }
  const declarations = current?.declarations ?? [];
  for (const d of declarations) {
    // an answer's declaration has every member (the type is also the requests', where not)
    const seat = d.seat ?? 0;
    declared[seat] = (declared[seat] ?? 0) + (d.points ?? 0);
  }
  const table = el("table", { class: "grid" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t.seat), el("th", { scope: "col" }, t.tricks),
      el("th", { scope: "col" }, t.cardPoints), el("th", { scope: "col" }, t.declared))));
  const body = el("tbody");
  for (let seat = 0; seat < seats; seat++) {
    body.append(el("tr", {}, el("th", { scope: "row" }, seatName(seat, g)), el("td", {}, String(won[seat])),
      el("td", {}, String(cardPoints[seat])), el("td", {}, String(declared[seat]))));
  }
  table.append(body);
  $("points").replaceChildren(table);
}

function renderScore(score: HandScore | null, over: boolean): void {
  const box = $("score");
  if (!score && over && allPassed()) {
    box.hidden = false;
    delete box.dataset["score"];
    box.replaceChildren(el("h3", { id: "score-title" }, t.score), el("p", { id: "all-passed" }, t.allPassed));
    return;
  }
  if (!score || !over) {
    box.hidden = true;
    box.replaceChildren();
    delete box.dataset["score"];
    return;
  }
  box.hidden = false;
  box.dataset["score"] = JSON.stringify(score);
  const carried = score.carried_totals ?? [];
  const head = el("tr", {}, ...[t.side, t.seats, ...(carried.length > 0 ? [t.carried] : []), t.cardPoints,
    t.lastTrick, t.marriages, t.total, t.tricks, t.score].map((label) => el("th", { scope: "col" }, label)));
  const body = el("tbody");
  // each cell names its column too (data-label): a phone shows a side's row as a list
  const cell = (label: string, value: string | number, className = ""): HTMLElement =>
    el("td", { "data-label": label, ...(className ? { class: className } : {}) }, String(value));
  for (const side of score.sides) {
    body.append(el("tr", { "data-side": String(side.side) },
      el("th", { scope: "row" }, `${t.side} ${side.side}`), cell(t.seats, side.seats.join(", ")),
      ...(carried.length > 0 ? [cell(t.carried, carried[side.side] ?? "", "carried")] : []),
      cell(t.cardPoints, side.card_points), cell(t.lastTrick, side.last_trick_bonus),
      cell(t.marriages, side.marriage_points), cell(t.total, side.total, "total"),
      cell(t.tricks, side.tricks), cell(t.score, side.score, "side-score")));
  }
  const winner = score.winner_side === null ? t.noWinner : `${t.winner} ${score.winner_side}`;
  box.replaceChildren(el("h3", { id: "score-title" }, t.score),
    el("div", { class: "table-wrap" },
      el("table", { class: "grid score-table", "aria-labelledby": "score-title" }, el("thead", {}, head), body)),
    el("p", { class: "winner", id: "winner" }, winner), el("p", { id: "score-words" }, scoreWords(score)));
}

/** The score's reason, contract and extras as sentences in the page's language. */
function scoreWords(score: HandScore): string {
  const extra = [`${t.reason}: ${t.reasons[score.reason] ?? score.reason}`, `${t.games}: ${score.games.join(" – ")}`];
  if (score.capote_side !== null) extra.push(`${t.capote}: ${t.side} ${score.capote_side}`);
  if (score.tute_side !== null) extra.push(`${t.tuteDecl}: ${t.side} ${score.tute_side}`);
  if (score.contract) {
    const made = score.contract_made === null || score.contract_made === undefined ? ""
      : ` (${score.contract_made ? t.contractMade : t.contractFailed})`;
    extra.push(`${t.auction}: ${t.contractText(score.contract.declarer, score.contract.amount)}${made}`);
  }
  if (score.payouts.length > 0) extra.push(`${t.payouts}: ${score.payouts.join(", ")}`);
  return extra.join(" · ");
}

function renderRecord(g: Game): void {
  const list = $("record-actions");
  const all = [...g.actions, ...g.vueltasActions];
  list.replaceChildren(...all.map((action, index) => {
    const button = el("button", { type: "button", class: "record-step" }, formatAction(action));
    button.setAttribute("aria-label", `${t.step} ${index + 1}: ${formatAction(action)}`);
    button.addEventListener("click", () => step(index + 1));
    const li = el("li", {}, button);
    if (g.vueltasDeal && index === g.actions.length) {
      // where the second deal begins
      li.classList.add("deal-start");
      li.id = "vueltas-start";
      li.prepend(el("span", { class: "deal-start-mark" }, `${t.vueltasDeal}: `));
    }
    if (index < g.at) li.classList.add("applied");
    if (index === g.at - 1) li.setAttribute("aria-current", "step");
    if (index === g.illegal) {
      li.classList.add("illegal");
      li.append(el("span", { class: "illegal-note" }, ` ${t.illegalAt}`));
    }
    return li;
  }));
  const record = recordAt(g);
  const pre = $("record");
  pre.textContent = JSON.stringify(record, null, 1);
  pre.dataset["record"] = JSON.stringify(record);
}

// -- the review of a finished hand --------------------------------------------------------------

function recordKey(g: Game): string {
  return JSON.stringify(recordAt(g));
}

/** The body of POST /v1/hand-reviews for a record: the record as it is, each action also weighed
 * from its seat's view in worlds drawn from the deal's seed. */
function reviewBody(record: Schemas["HandRecord"]): Schemas["ReviewRequest"] {
  const seed = Math.max(0, Math.trunc(record.deal.seed ?? 0));
  return { ...record, worlds: REVIEW_WORLDS, seed, max_nodes: REVIEW_MAX_NODES };
}

/** Ask the service for the review of `record` into `review`, `show`ing it before and after. */
async function requestReview(record: Schemas["HandRecord"], review: HandReview, show: () => void): Promise<void> {
  if (review.pending) return;
  review.pending = true;
  review.answer = null;
  review.error = null;
  show();
  try {
    review.answer = await unwrap(client.POST("/v1/hand-reviews", { body: reviewBody(record) }));
  } catch (error) {
    review.error = errorText(error);
  }
  review.pending = false;
  show();
}

/** *Review this hand* on the board: the finished record as it stands. */
function reviewBoard(): void {
  const g = game;
  if (!g || finishedKey === null || finishedKey !== recordKey(g)) return;
  if (boardReview?.key === finishedKey && boardReview.pending) return;
  const review: HandReview = { key: finishedKey, pending: false, answer: null, error: null };
  boardReview = review;
  void requestReview(recordAt(g), review, () => {
    if (boardReview === review) renderBoardReview();
  });
}

/** The board's review section: shown while the board's record is the finished one. */
function renderBoardReview(): void {
  const g = game;
  const section = $("review");
  const shown = g !== null && finishedKey !== null && finishedKey === recordKey(g);
  section.hidden = !shown;
  const review = shown && boardReview?.key === finishedKey ? boardReview : null;
  const button = $("review-button");
  if (review?.pending) button.setAttribute("aria-busy", "true");
  else button.removeAttribute("aria-busy");
  renderReview($("review-result"), "review", review, g, reviewBoard, shown ? step : null);
}

/** An open cost in words: exact, or the bounds the search proved. */
function costWords(reviewed: ReviewedAction): string {
  if (reviewed.cost !== null && reviewed.cost !== undefined) return number(reviewed.cost);
  if (reviewed.cost_lower === reviewed.cost_upper) return number(reviewed.cost_lower);
  return reviewed.cost_lower > 0 ? t.costBetween(reviewed.cost_lower, reviewed.cost_upper)
    : t.costAtMost(reviewed.cost_upper);
}

/** The better actions open: the best ones but the one taken. */
function betterWords(reviewed: ReviewedAction): string {
  if (reviewed.best.length === 0) return t.unsolved;
  const taken = formatAction(reviewed.action);
  const others = reviewed.best.filter((action) => formatAction(action) !== taken);
  return others.length === 0 ? t.amongBest : others.map((action) => actionWords(action, false)).join(" / ");
}

function reviewRow(reviewed: ReviewedAction, g: Game | null, show: ((at: number) => void) | null): HTMLElement {
  const number_ = reviewed.index + 1;
  let stepCell: Node = document.createTextNode(String(number_));
  if (show) {
    const button = el("button", { type: "button", class: "record-step review-show", "aria-label": t.reviewShow(number_),
      title: t.reviewShow(number_) }, String(number_));
    button.addEventListener("click", () => show(reviewed.index));
    stepCell = button;
  }
  const expected = reviewed.expected_cost === null || reviewed.expected_cost === undefined
    ? t.noWorlds : t.overWorlds(number(reviewed.expected_cost), reviewed.worlds);
  const better = reviewed.better ? actionWords(reviewed.better, false) : "—";
  return el("tr", { "data-index": String(reviewed.index), "data-action": JSON.stringify(compact(reviewed.action)),
    "data-cost": String(reviewed.cost), "data-cost-lower": String(reviewed.cost_lower),
    "data-cost-upper": String(reviewed.cost_upper), "data-expected": String(reviewed.expected_cost) },
  // each cell names its column too (data-label): a phone shows a row as a list
  el("th", { scope: "row", "data-label": t.step }, stepCell),
  el("td", { class: "text", "data-label": t.seat }, g ? seatName(reviewed.seat, g) : `${t.seat} ${reviewed.seat}`),
  el("td", { class: "text played", "data-label": t.reviewPlayed }, actionWords(reviewed.action, false)),
  el("td", { class: "cost", "data-label": t.reviewCost }, costWords(reviewed)),
  el("td", { class: "text better", "data-label": t.reviewBetter }, betterWords(reviewed)),
  el("td", { class: "expected", "data-label": t.reviewExpected }, expected),
  el("td", { class: "text better-own", "data-label": t.reviewBetterOwn }, better));
}

/** A review into `box` (ids prefixed with `prefix`): the service's answer with the largest
 * mistakes first, what is being asked, or why the service gave none with *Try again*. */
function renderReview(box: HTMLElement, prefix: string, review: HandReview | null, g: Game | null,
  retry: () => void, show: ((at: number) => void) | null): void {
  if (!review) {
    box.replaceChildren();
    return;
  }
  if (review.pending) {
    box.replaceChildren(el("p", { id: `${prefix}-thinking` }, t.reviewThinking));
    return;
  }
  const answer = review.answer;
  if (!answer) {
    const again = el("button", { type: "button", class: "option", id: `${prefix}-retry` }, t.retry);
    again.addEventListener("click", retry);
    box.replaceChildren(el("p", { class: "error", id: `${prefix}-error` }, `${t.reviewFailed}: ${review.error ?? ""}`),
      again);
    return;
  }
  const parts: HTMLElement[] = [el("p", { id: `${prefix}-summary`, "data-solved": String(answer.solved) },
    t.reviewSummary(answer.actions.length, answer.mistakes.length))];
  if (!answer.solved) parts.push(el("p", { class: "hint", id: `${prefix}-unsolved` }, t.reviewUnsolved));
  if (answer.mistakes.length === 0) {
    parts.push(el("p", { id: `${prefix}-none` }, t.reviewNone));
  } else {
    const body = el("tbody", {}, ...answer.mistakes.map((reviewed) => reviewRow(reviewed, g, show)));
    const head = el("tr", {}, ...[t.step, t.seat, t.reviewPlayed, t.reviewCost, t.reviewBetter,
      t.reviewExpected, t.reviewBetterOwn].map((label) => el("th", { scope: "col" }, label)));
    parts.push(el("div", { class: "table-wrap" }, el("table", { class: "grid review-table", id: `${prefix}-table` },
      el("caption", {}, t.reviewCaption), el("thead", {}, head), body)));
  }
  parts.push(el("p", { class: "hint", id: `${prefix}-note` }, t.reviewNote));
  box.replaceChildren(...parts);
}

// -- question a position ------------------------------------------------------------------------

async function question(): Promise<void> {
  const out = $("q-result");
  out.replaceChildren();
  const ruleset = ($("q-ruleset") as HTMLSelectElement).value;
  let position;
  try {
    position = parsePosition(($("q-position") as HTMLTextAreaElement).value);
  } catch (error) {
    out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
    return;
  }
  const base = { ruleset, trump: position.trump as Schemas["Position"]["trump"], seat: position.seat,
    hand: position.hand, trick: position.trick };
  const playBody: Schemas["Position"] = { ...base };
  if (position.stock_size !== undefined) playBody.stock_size = position.stock_size;
  if (position.turn_up !== undefined) playBody.turn_up = position.turn_up;
  // a complete trick: who takes it
  let complete = false;
  const rules = await detail(ruleset);
  const seats = Number(rules.switches.find((sw) => sw.name === "players")?.value ?? rules.player_options[0] ?? 4);
  if (position.trick.length >= seats) {
    const result = await client.POST("/v1/trick-results", { body: { ruleset, trump: base.trump, trick: position.trick } });
    if (result.data) {
      complete = true;
      out.append(el("p", { class: "trick-winner", id: "q-winner" },
        `${t.trickWinner} ${result.data.winner_seat} ${t.withCard} ${cardName(result.data.winning_card, t)} `
        + `(${result.data.winning_card}), ${result.data.points} ${t.points}.`));
    }
  }
  if (!complete) {
    try {
      const plays = await unwrap(client.POST("/v1/legal-plays", { body: playBody }));
      out.append(el("h3", {}, t.legalPlays),
        el("ul", { class: "cards", id: "q-legal" }, ...plays.legal_plays.map((c) => el("li", {}, labelledFace(c)))));
      out.append(el("h3", {}, t.excludedCards));
      const list = el("ul", { class: "exclusions", id: "q-excluded" });
      for (const exclusion of plays.excluded) {
        list.append(el("li", { "data-card": exclusion.card }, labelledFace(exclusion.card, true),
          el("span", {}, ` ${exclusion.violations.map((v) => `${v.message} (${v.code})`).join("; ")}`)));
      }
      if (plays.excluded.length === 0) list.append(el("li", {}, t.none));
      out.append(list);
    } catch (error) {
      out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
    }
  }
  out.append(el("h3", {}, t.declarationsAvail));
  if (position.dealer === undefined) {
    out.append(el("p", { class: "hint" }, t.needDealer));
    return;
  }
  const context: Record<string, unknown> = { ruleset, trump: position.trump, dealer: position.dealer,
    seat: position.seat, hand: position.hand };
  for (const key of ["last_trick_winner", "tricks_played", "stage", "stock_size", "turn_up", "declarations",
    "declarer", "trick_winners"] as const) {
    if (position[key] !== undefined) context[key] = position[key];
  }
  try {
    const offers = await unwrap(client.POST("/v1/declarations",
      { body: context as unknown as Schemas["DeclarationContext"] }));
    const list = el("ul", { id: "q-declarations" });
    for (const offer of offers.available) list.append(el("li", {}, offer.message));
    if (offers.available.length === 0) list.append(el("li", {}, t.noDeclarations));
    out.append(list);
  } catch (error) {
    out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
  }
}

// -- adjudicate a pasted record -----------------------------------------------------------------

async function adjudicatePasted(): Promise<void> {
  const out = $("adj-result");
  out.replaceChildren();
  let record: Schemas["HandRecord"];
  try {
    record = JSON.parse(($("adj-record") as HTMLTextAreaElement).value) as Schemas["HandRecord"];
  } catch (error) {
    out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
    return;
  }
  let adjudication: Adjudication;
  try {
    adjudication = await unwrap(client.POST("/v1/hand-adjudications", { body: record }));
  } catch (error) {
    out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
    return;
  }
  const first = record.actions ?? [];
  const vueltas = record.vueltas?.actions ?? [];
  let illegal: number | null = null;
  let problem: Schemas["ActionError"] | null = null;
  if (adjudication.error) {
    illegal = adjudication.error.index;
    problem = adjudication.error;
  } else if (adjudication.vueltas?.error) {
    illegal = first.length + adjudication.vueltas.error.index;
    problem = adjudication.vueltas.error;
  }
  if (problem === null || illegal === null) {
    out.append(el("p", { class: "verdict legal", id: "adj-verdict" }, t.legalRecord));
  } else {
    out.append(el("p", { class: "verdict illegal", id: "adj-verdict" },
      `${t.illegalAt} ${illegal + 1}: ${problem.code}: ${problem.message}`));
  }
  const list = el("ol", { class: "record-actions", id: "adj-actions" });
  [...first, ...vueltas].forEach((action, index) => {
    const li = el("li", {}, formatAction(action));
    if (index === illegal) {
      li.classList.add("illegal");
      li.append(el("strong", {}, ` ← ${problem?.code ?? ""}`));
    }
    list.append(li);
  });
  out.append(el("h3", {}, t.actions), list);
  if (adjudication.score) renderScoreInto(out, adjudication.score);
  if (illegal === null && adjudication.complete) out.append(pastedReview(record));
  if (illegal !== null) {
    const open = el("button", { type: "button", class: "primary", id: "adj-open" }, t.openAtError);
    open.addEventListener("click", () => {
      void openRecord(record, illegal, problem?.seat ?? 0);
    });
    out.append(open);
  }
}

/** *Review this hand* for a legal finished record pasted: the review under its adjudication. */
function pastedReview(record: Schemas["HandRecord"]): HTMLElement {
  const result = el("div", { id: "adj-review-result", class: "review-result", "aria-live": "polite" });
  const button = el("button", { type: "button", id: "adj-review-button" }, t.reviewButton);
  const review: HandReview = { key: JSON.stringify(record), pending: false, answer: null, error: null };
  const run = (): void => {
    void requestReview(record, review, () => {
      if (review.pending) button.setAttribute("aria-busy", "true");
      else button.removeAttribute("aria-busy");
      renderReview(result, "adj-review", review, null, run, null);
    });
  };
  button.addEventListener("click", run);
  return el("section", { class: "review", "aria-labelledby": "adj-review-title" },
    el("h3", { id: "adj-review-title" }, t.reviewTitle), button, result);
}

function renderScoreInto(out: HTMLElement, score: HandScore): void {
  const winner = score.winner_side === null ? t.noWinner : `${t.winner} ${score.winner_side}`;
  out.append(el("p", {}, `${t.score}: ${score.sides.map((s) => `${t.side} ${s.side}: ${s.total}`).join(", ")}. ${winner}.`),
    el("p", {}, scoreWords(score)));
}

async function openRecord(record: Schemas["HandRecord"], illegal: number | null, seat: number): Promise<void> {
  const players = record.players ?? null;
  const overrides = (record.overrides ?? {}) as Record<string, SwitchValue>;
  const g: Game = {
    ruleset: record.ruleset,
    overrides,
    players,
    deal: record.deal,
    seat,
    actions: (record.actions ?? []).map(compact),
    vueltasDeal: record.vueltas?.deal ?? null,
    vueltasActions: (record.vueltas?.actions ?? []).map(compact),
    at: 0,
    illegal,
    declined: new Set(),
  };
  g.at = illegal ?? total(g);
  await showRuleset(g.ruleset, overrides, players, seat);
  if (g.deal.seed !== undefined) ($("seed") as HTMLInputElement).value = String(g.deal.seed);
  startGame(g);
  $("play").scrollIntoView();
}

// -- start --------------------------------------------------------------------------------------

function setLanguage(next: Lang, keep = true): void {
  lang = next;
  t = LABELS[lang];
  ($("lang") as HTMLSelectElement).value = lang;
  if (keep) {
    try {
      window.localStorage.setItem(LANG_KEY, lang);
    } catch {
      // storage refused: the choice lasts this visit (and the link still carries it)
    }
  }
  client = makeClient();
  applyLabels();
  const id = ($("ruleset") as HTMLSelectElement).value;
  if (id) {
    const g = game;
    void showRuleset(id, g?.overrides ?? formOverrides(details.get(id) ?? { switches: [] } as unknown as RulesetDetail),
      g?.players ?? null, g?.seat ?? Number(($("seat") as HTMLSelectElement).value));
  }
  renderBoard();
  if (game && lastTurn) window.history.replaceState(null, "", hashOf(game));
}

async function main(): Promise<void> {
  const langSelect = $("lang") as HTMLSelectElement;
  langSelect.replaceChildren(...LANGS.map((code) => el("option", { value: code, lang: code }, LANG_NAMES[code])));
  langSelect.value = lang;
  langSelect.addEventListener("change", () => setLanguage(langSelect.value as Lang));
  applyLabels();
  $("setup").addEventListener("submit", (event) => {
    event.preventDefault();
    void deal().catch((error: unknown) => setStatus(`${t.error}: ${errorText(error)}`, true));
  });
  $("ruleset").addEventListener("change", () => {
    void showRuleset(($("ruleset") as HTMLSelectElement).value);
  });
  $("players").addEventListener("change", () => {
    // the switches that apply depend on the seat count too
    const id = ($("ruleset") as HTMLSelectElement).value;
    const ruleset = details.get(id);
    const players = Number(($("players") as HTMLSelectElement).value);
    void showRuleset(id, ruleset ? formOverrides(ruleset) : {},
      ruleset && players === ruleset.player_options[0] ? null : players, Number(($("seat") as HTMLSelectElement).value));
  });
  $("hint-button").addEventListener("click", () => void askHint());
  $("review-button").addEventListener("click", reviewBoard);
  $("level").addEventListener("change", () => {
    // the next move of another seat is asked at the new level; the link keeps it
    if (game && lastTurn) {
      renderBoard();
      window.history.replaceState(null, "", hashOf(game));
    }
  });
  $("step-first").addEventListener("click", () => step(0));
  $("step-back").addEventListener("click", () => step((game?.at ?? 1) - 1));
  $("step-forward").addEventListener("click", () => step((game?.at ?? 0) + 1));
  $("step-last").addEventListener("click", () => step(Number.MAX_SAFE_INTEGER));
  $("question-form").addEventListener("submit", (event) => {
    event.preventDefault();
    void question();
  });
  $("adj-form").addEventListener("submit", (event) => {
    event.preventDefault();
    void adjudicatePasted();
  });
  window.addEventListener("hashchange", () => void openHash());
  try {
    await loadRulesets();
    ($("q-ruleset") as HTMLSelectElement).value = "tute-parejas";
    if (window.location.hash.length > 1) await openHash();
    else await showRuleset(rulesets[0]?.id ?? "tute-dos");
    document.body.dataset["ready"] = "true";
  } catch (error) {
    setStatus(`${t.error}: ${errorText(error)}`, true);
  }
}

void main();
