import { createTuteClient, unwrap, type Schemas } from "tute-rules-client";

const client = createTuteClient({ baseUrl: process.env.TUTE_URL ?? "http://127.0.0.1:8000" });

// A tute-parejas hand: seat 0 is the app's player (here it takes basic's suggestion, as a hint
// would show it), seats 1 to 3 are strong players filling empty seats. The app keeps the
// record; the service sees only what each seat knows when it suggests that seat's action.
const deal: Schemas["DealIn"] = { seed: 11 };
const actions: Schemas["Action"][] = [];
const turnOf = () =>
  unwrap(client.POST("/v1/turns", { body: { ruleset: "tute-parejas", deal, actions } }));
let turn = await turnOf();
while (turn.to_act !== null) {
  const seat = turn.to_act;
  const suggestion = await unwrap(
    client.POST("/v1/suggestions", {
      body: {
        ruleset: "tute-parejas",
        seat,
        level: seat === 0 ? "basic" : "strong",
        seed: actions.length,
        effort: 16,
        record: { deal, actions },
      },
    }),
  );
  actions.push(suggestion.action);
  turn = await turnOf();
}

if (!turn.score) throw new Error("the hand is over: it has a score");
console.log("actions:", actions.length);
for (const side of turn.score.sides) {
  console.log(`side ${side.side} (seats [${side.seats.join(", ")}]): ${side.total} points`);
}
console.log("winner side:", turn.score.winner_side);
