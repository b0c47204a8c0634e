"""Third-party generators compile the contract (issue 24, item 3).

openapi-generator's ``python`` and ``typescript-fetch`` clients are generated here from
openapi.yaml with the pinned ``openapi-generator-cli`` (pyproject.toml's dev extra; it bundles
its JAR and runs with Java 17), into this test's temporary directory (never committed). The
Python client is installed into a virtual environment of its own, the TypeScript one compiled
with the repository's pinned typescript (clients/typescript's node_modules, strict mode); each
then runs a smoke program against a live gunicorn: list the rulesets, deal, list the legal
plays, resolve a trick, adjudicate a hand (the examples of docs/http-api.md), and send an
impossible position, whose 422 must come back as the generated client's error with the problem
typed. Each answer the generated client read is written back to JSON by the client's own models
and compared with the JSON the service sends, so that no member is lost or misread on the way.

The contract's nullable enums (``allOf: [$ref]`` with ``nullable: true``) and problem types (a
URI string, not an enum) are written the way these generators handle: the ``anyOf`` of an enum
and a null-only branch made ``typescript-fetch`` code that did not compile.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.contract.live_server import BIN, ROOT, LiveServer

SPEC = ROOT / "openapi.yaml"
GENERATOR = BIN / "openapi-generator-cli"
NODE_MODULES = ROOT / "clients" / "typescript" / "node_modules"
TSC = NODE_MODULES / ".bin" / "tsc"

pytestmark = [pytest.mark.live, pytest.mark.slow]

#: the requests of the smoke programs, the examples of docs/http-api.md
DEAL = {"ruleset": "tute-dos", "seed": 42}
POSITION = {"ruleset": "tute-parejas", "trump": "O", "seat": 2, "hand": ["1C", "2C", "12E", "5O"],
            "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"}]}
TRICK = {"ruleset": "tute-parejas", "trump": "O",
         "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"},
                   {"seat": 2, "card": "1C"}, {"seat": 3, "card": "12C"}]}
HAND = {"ruleset": "tute-dos", "deal": {"seed": 42},
        "actions": [{"seat": 1, "kind": "play", "card": "1C"},
                    {"seat": 0, "kind": "play", "card": "12O"},
                    {"seat": 1, "kind": "declare", "declaration": "marriage", "suit": "E"},
                    {"seat": 1, "kind": "play", "card": "3O"}]}
#: a card twice and a seat out of turn: a 422 IMPOSSIBLE_POSITION listing both
IMPOSSIBLE = {"ruleset": "tute-dos", "trump": "B", "seat": 0, "hand": ["1B", "1B", "12C"],
              "trick": [{"seat": 0, "card": "3C"}]}
REQUESTS = {"deal": DEAL, "position": POSITION, "trick": TRICK, "hand": HAND,
            "impossible": IMPOSSIBLE}

PYTHON_SMOKE = '''
import json, os, sys
import tute_oag
from tute_oag import ApiClient, Configuration, HandsApi, PlayApi, RulesetsApi
from tute_oag.models import DealRequest, HandRecord, Position, Problem, TrickRequest

requests = json.loads(sys.argv[1])
client = ApiClient(Configuration(host=os.environ["TUTE_URL"]))
rulesets, hands, play = RulesetsApi(client), HandsApi(client), PlayApi(client)
out = {
    "rulesets": rulesets.list_rulesets().to_dict(),
    "deal": hands.deal_hand(DealRequest.from_dict(requests["deal"])).to_dict(),
    "legal_plays": play.list_legal_plays(Position.from_dict(requests["position"])).to_dict(),
    "trick": play.resolve_trick(TrickRequest.from_dict(requests["trick"])).to_dict(),
    "hand": hands.adjudicate_hand(HandRecord.from_dict(requests["hand"])).to_dict(),
}
legal = play.list_legal_plays(Position.from_dict(requests["position"]))
out["legal_cards"] = list(legal.legal_plays)
out["violation_codes"] = [v.code.value for e in legal.excluded for v in e.violations]
try:
    play.list_legal_plays(Position.from_dict(requests["impossible"]))
    raise SystemExit("the impossible position was answered")
except tute_oag.exceptions.UnprocessableEntityException as error:
    problem = error.data
    assert isinstance(problem, Problem), type(problem)
    out["problem"] = {"status": error.status, "type": problem.type, "code": problem.code.value,
                      "errors": [[item.var_field, item.code.value] for item in problem.errors]}
print(json.dumps(out))
'''

TS_SMOKE = '''
import {
  Configuration, HandsApi, PlayApi, RulesetsApi, ResponseError,
  AdjudicationToJSON, DealResultToJSON, LegalPlaysResultToJSON, RulesetListToJSON,
  TrickResultToJSON, DealRequestFromJSON, HandRecordFromJSON, PositionFromJSON,
  TrickRequestFromJSON, ProblemFromJSON, type Problem,
} from "./src/index";

async function main(): Promise<void> {
  const requests = JSON.parse(process.argv[2]!);
  const configuration = new Configuration({ basePath: process.env["TUTE_URL"]! });
  const rulesets = new RulesetsApi(configuration);
  const hands = new HandsApi(configuration);
  const play = new PlayApi(configuration);
  const legal = await play.listLegalPlays({ position: PositionFromJSON(requests.position) });
  const deal = await hands.dealHand({ dealRequest: DealRequestFromJSON(requests.deal) });
  const trick = await play.resolveTrick({ trickRequest: TrickRequestFromJSON(requests.trick) });
  const hand = await hands.adjudicateHand({ handRecord: HandRecordFromJSON(requests.hand) });
  const out: Record<string, unknown> = {
    rulesets: RulesetListToJSON(await rulesets.listRulesets()),
    deal: DealResultToJSON(deal),
    legal_plays: LegalPlaysResultToJSON(legal),
    trick: TrickResultToJSON(trick),
    hand: AdjudicationToJSON(hand),
    legal_cards: legal.legalPlays,
    violation_codes: legal.excluded.flatMap((e) => e.violations.map((v) => v.code)),
  };
  try {
    await play.listLegalPlays({ position: PositionFromJSON(requests.impossible) });
    throw new Error("the impossible position was answered");
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    const problem: Problem = ProblemFromJSON(await error.response.json());
    out["problem"] = {
      status: error.response.status, type: problem.type, code: problem.code,
      errors: (problem.errors ?? []).map((item) => [item.field, item.code]),
    };
  }
  console.log(JSON.stringify(out));
}

main().catch((error: unknown) => { console.error(error); process.exit(1); });
'''

TS_CONFIG = {
    "compilerOptions": {
        "target": "ES2022", "module": "commonjs", "lib": ["ES2022", "DOM"], "strict": True,
        "skipLibCheck": False, "outDir": "dist", "rootDir": ".", "types": ["node"],
        # node's types (process) from the TypeScript SDK's pinned dev dependencies
        "typeRoots": [str(NODE_MODULES / "@types")],
    },
    "include": ["src", "smoke.ts"],
}


def generate(generator: str, output: Path, *properties: str) -> None:
    if not GENERATOR.exists():
        raise RuntimeError(f"{GENERATOR} is missing: run scripts/bootstrap.sh (the dev extra)")
    if shutil.which("java") is None:
        raise RuntimeError("openapi-generator-cli needs Java (17) on PATH")
    run = subprocess.run(
        [str(GENERATOR), "generate", "--input-spec", str(SPEC), "--generator-name", generator,
         "--output", str(output), "--additional-properties", ",".join(properties)],
        capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-4000:]


def service_json(server: LiveServer, path: str, body: dict[str, Any] | None = None) -> Any:
    """The JSON the service answers, read without any generated code."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.url + path, data=data, headers={
        "Content-Type": "application/json", "Accept-Language": "en"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def without_nulls(value: Any) -> Any:
    """``value`` without the members that are null: openapi-generator's Python models can write
    back an optional nullable member they read as absent as null (``overrides: {}`` came back
    as ``{"double_at": null}`` while the contract was being reshaped), which the contract reads
    as absent too; every member with a value must still come back as the service sent it."""
    if isinstance(value, dict):
        return {key: without_nulls(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [without_nulls(item) for item in value]
    return value


def check_smoke(answers: dict[str, Any], server: LiveServer) -> None:
    """What a smoke program printed: each answer as the service sent it, and the typed 422."""
    expected = {
        "rulesets": service_json(server, "/v1/rulesets"),
        "deal": service_json(server, "/v1/deals", DEAL),
        "legal_plays": service_json(server, "/v1/legal-plays", POSITION),
        "trick": service_json(server, "/v1/trick-results", TRICK),
        "hand": service_json(server, "/v1/hand-adjudications", HAND),
    }
    for name, answer in expected.items():
        assert without_nulls(answers[name]) == without_nulls(answer), name
    # the figures of docs/http-api.md, read through the generated models
    assert {ruleset["id"] for ruleset in answers["rulesets"]["rulesets"]} >= {
        "tute-dos", "tute-parejas", "guinote"}
    assert answers["deal"]["trump"] == "C" and answers["deal"]["turn_up"] == "4C"
    assert answers["legal_cards"] == ["1C", "2C"]
    assert answers["violation_codes"] == ["MUST_FOLLOW_SUIT", "MUST_FOLLOW_SUIT"]
    assert (answers["trick"]["winner_seat"], answers["trick"]["winning_card"]) == (1, "4O")
    assert answers["hand"]["error"]["code"] == "CARD_NOT_IN_HAND"
    assert answers["hand"]["ended_by"] is None
    assert answers["problem"] == {
        "status": 422, "type": "urn:tute-rules:problem:impossible-position",
        "code": "IMPOSSIBLE_POSITION",
        "errors": [["/hand/1", "DUPLICATE_CARD"], ["/trick/0/seat", "SEAT_OUT_OF_ORDER"]]}


def test_openapi_generator_python_client(tmp_path: Path, server: LiveServer) -> None:
    source = tmp_path / "python-client"
    generate("python", source, "packageName=tute_oag", "projectName=tute-oag")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         str(source)], capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stdout[-4000:] + install.stderr[-4000:]
    smoke = tmp_path / "smoke.py"
    smoke.write_text(PYTHON_SMOKE, encoding="utf-8")
    run = subprocess.run(
        [str(python), str(smoke), json.dumps(REQUESTS)], capture_output=True, text=True,
        timeout=120, cwd=tmp_path, env={**os.environ, "TUTE_URL": server.url})
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-4000:]
    check_smoke(json.loads(run.stdout), server)


def test_openapi_generator_typescript_fetch_client(tmp_path: Path, server: LiveServer) -> None:
    if not TSC.exists():
        raise RuntimeError(f"{TSC} is missing: run scripts/bootstrap.sh (npm ci)")
    project = tmp_path / "typescript-client"
    generate("typescript-fetch", project, "supportsES6=true", "npmName=tute-oag")
    (project / "smoke.ts").write_text(TS_SMOKE, encoding="utf-8")
    (project / "tsconfig.smoke.json").write_text(json.dumps(TS_CONFIG), encoding="utf-8")
    # the pinned typescript@5.9.3, strict: what the generator wrote and the smoke program
    compile_ = subprocess.run([str(TSC), "-p", "tsconfig.smoke.json"], capture_output=True,
                              text=True, timeout=300, cwd=project)
    assert compile_.returncode == 0, compile_.stdout[-6000:] + compile_.stderr[-2000:]
    run = subprocess.run(
        ["node", "dist/smoke.js", json.dumps(REQUESTS)], capture_output=True, text=True,
        timeout=120, cwd=project, env={**os.environ, "TUTE_URL": server.url})
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-4000:]
    check_smoke(json.loads(run.stdout), server)
