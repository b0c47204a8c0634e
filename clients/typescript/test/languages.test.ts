// Messages in the caller's language: createTuteClient({ language }) sends it as Accept-Language,
// and the service answers every human-readable text (offers, violations, problems and their field
// errors) in it, names it in Content-Language, and gives each text's values in `params`, the same
// in every language. The bodies are the README's examples (tests/api/test_languages.py has the
// same texts as GOLDEN).
import assert from "node:assert/strict";
import { test } from "node:test";
import { createTuteClient, type Schemas, unwrap } from "tute-rules-client";
import { problemOf, serviceUrl } from "./live.ts";

/** The README's declarations example: seat 0 of tute-dos just won a trick holding 12C and 11C. */
const declarations: Schemas["DeclarationContext"] = {
  ruleset: "tute-dos", trump: "B", dealer: 1, seat: 0, hand: ["7B", "12B", "12C", "11C", "3O", "10O", "5E"],
  last_trick_winner: 0, tricks_played: 1, stage: "before_draw", stock_size: 24, turn_up: "1B",
};

/** The README's play-verdict example: seat 2 of tute-parejas plays 5O on a copas lead, holding copas. */
const play: Schemas["PlayRequest"] = {
  ruleset: "tute-parejas", trump: "O", seat: 2, hand: ["1C", "2C", "12E", "5O"],
  trick: [{ seat: 0, card: "3C" }, { seat: 1, card: "4O" }], card: "5O",
};

const OFFER_TEXTS = {
  en: "20 in C", es: "las veinte en copas", it: "le venti a coppe", pt: "cante de 20 em copas",
} as const;

for (const [language, text] of Object.entries(OFFER_TEXTS)) {
  test(`an offer comes in the asked language with its params (${language})`, async () => {
    const client = createTuteClient({ baseUrl: serviceUrl(), language });
    const { data, response } = await client.POST("/v1/declarations", { body: declarations });
    assert.ok(data, `no offers: ${response.status}`);
    assert.equal(response.headers.get("Content-Language"), language);
    assert.match(response.headers.get("Vary") ?? "", /Accept-Language/);
    const offer = data.available[0];
    assert.ok(offer);
    assert.equal(offer.message, text);
    const params: Schemas["MessageParams"] = offer.params;
    assert.deepEqual(params, { points: 20, suit: "C" });
  });
}

test("without a language the messages are in English", async () => {
  const client = createTuteClient({ baseUrl: serviceUrl() });
  const { data, response } = await client.POST("/v1/declarations", { body: declarations });
  assert.equal(response.headers.get("Content-Language"), "en");
  assert.equal(data?.available[0]?.message, OFFER_TEXTS.en);
});

test("a language list with q-values picks the first language the service speaks", async () => {
  const client = createTuteClient({ baseUrl: serviceUrl(), language: "fr, pt-BR;q=0.9, en;q=0.5" });
  const { data, response } = await client.POST("/v1/declarations", { body: declarations });
  assert.equal(response.headers.get("Content-Language"), "pt");
  assert.equal(data?.available[0]?.message, OFFER_TEXTS.pt);
});

test("a play verdict's violation in Spanish", async () => {
  const client = createTuteClient({ baseUrl: serviceUrl(), language: "es" });
  const verdict = await unwrap(client.POST("/v1/play-verdicts", { body: play }));
  assert.equal(verdict.legal, false);
  assert.deepEqual(
    verdict.violations.map((v) => [v.code, v.message, v.params]),
    [["MUST_FOLLOW_SUIT", "tienes una carta del palo de salida y debes asistir", {}]],
  );
});

test("a ProblemError's message names every field error in Spanish", async () => {
  const client = createTuteClient({ baseUrl: serviceUrl(), language: "es" });
  const problem = await problemOf(
    unwrap(
      client.POST("/v1/legal-plays", {
        body: { ruleset: "tute-dos", trump: "O", seat: 0, hand: ["1C", "1C", "3E", "3E"] },
      }),
    ),
  );
  // the codes and fields are the contract's in every language; the texts are Spanish
  assert.equal(problem.status, 422);
  assert.equal(problem.code, "IMPOSSIBLE_POSITION");
  assert.equal(problem.problem.title, "Posición imposible");
  assert.deepEqual(
    problem.errors.map((e) => [e.field, e.code, e.message, e.params]),
    [
      ["/hand/1", "DUPLICATE_CARD", "1C ya está en /hand/0", { card: "1C", where: "/hand/0" }],
      ["/hand/3", "DUPLICATE_CARD", "3E ya está en /hand/2", { card: "3E", where: "/hand/2" }],
    ],
  );
  assert.equal(
    problem.message,
    "422 IMPOSSIBLE_POSITION: 2 problema(s) hacen imposible este estado [/hand/1 DUPLICATE_CARD: " +
      "1C ya está en /hand/0; /hand/3 DUPLICATE_CARD: 3E ya está en /hand/2]",
  );
});

test("a language merges with the caller's headers (a plain object, a Headers, a list of pairs)", async () => {
  const object = { "X-Request-ID": "ts-language-object" };
  const instance = new Headers({ "X-Request-ID": "ts-language-headers" });
  const pairs: [string, string][] = [["X-Request-ID", "ts-language-pairs"]];
  for (const headers of [object, instance, pairs]) {
    const sent: Headers[] = [];
    const recording = (request: Request): Promise<Response> => {
      sent.push(request.headers);
      return fetch(request);
    };
    const client = createTuteClient({ baseUrl: serviceUrl(), language: "es", headers, fetch: recording });
    const { response } = await client.POST("/v1/declarations", { body: declarations });
    const id = new Headers(headers).get("X-Request-ID");
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.get("Accept-Language"), "es");
    assert.equal(sent[0]?.get("X-Request-ID"), id);
    assert.equal(response.headers.get("Content-Language"), "es");
    assert.equal(response.headers.get("X-Request-ID"), id);
  }
  // the caller's own headers are left as they were
  assert.deepEqual(object, { "X-Request-ID": "ts-language-object" });
  assert.equal(instance.get("Accept-Language"), null);
  assert.deepEqual(pairs, [["X-Request-ID", "ts-language-pairs"]]);
});
