import { createTuteClient, ProblemError, unwrap } from "tute-rules-client";

const client = createTuteClient({ baseUrl: process.env.TUTE_URL ?? "http://127.0.0.1:8000" });

// Seat 2 of tute-parejas, oros trumps: copas was led and seat 1 trumped with the 4 of oros.
const plays = await unwrap(
  client.POST("/v1/legal-plays", {
    body: {
      ruleset: "tute-parejas",
      trump: "O",
      seat: 2,
      hand: ["1C", "2C", "12E", "5O"],
      trick: [{ seat: 0, card: "3C" }, { seat: 1, card: "4O" }],
    },
  }),
);
console.log("legal:", plays.legal_plays.join(" "));
for (const excluded of plays.excluded) {
  console.log("excluded:", excluded.card, excluded.violations.map((v) => v.code).join(" "));
}

try {
  await unwrap(
    client.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: "tute-nonexistent" } } }),
  );
} catch (error) {
  if (!(error instanceof ProblemError)) throw error;
  console.log("problem:", error.status, error.code); // 404 UNKNOWN_RULESET
}
