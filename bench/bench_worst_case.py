"""The most a single request can cost, against a typical legal-plays request.

Every operation's body is built in its worst shapes within the body limit and answered in
process (the WSGI app, as gunicorn calls it); the figure is each body's server time divided by
the time of bench_http.py's legal-plays request, measured in the same run. The shapes:

- **lists full**: every list field of the documented example (found by walking its schema)
  filled to its ``maxItems`` by repeating its items (repeated cards: every problem the engine
  can find at once);
- **list over, empty items**: one list field at a time replaced by as many empty items (``{}``,
  ``0``) as the body limit holds: the body of the issue's amplification, 21,828 empty actions;
- **unknown members**: as many unknown members as the body limit holds;
- **longest legal record**: the longest hand record found in random legal hands of every
  ruleset (vueltas included), adjudicated and asked for its last position;
- **every override at once**: every switch of ``tute-parejas`` sent as an override, the same
  each time (cached) and a different value each time (built each time).

Batch operations answer up to 1,000 bodies in one request (their limit is 1 MiB) and a
bounded amount of work (``tute.api.batch_routes.batch_work``): for each batch route, the
costliest batch it accepts, made of its costliest items (lists full, the documented example,
the longest legal record, a basic suggestion) as many times as the work limit admits, is
compared as a whole with one typical request (target <= 200, issue "hold up at the edges"),
and so is the same batch one item over the limit (a 413, refused before any item is
answered). A refused batch body
(lists over, unknown members) is compared with the 1,000 typical requests its route admits.
Target for every other ratio: <= 20 (issue "bounded cost per request").

    .venv/bin/python bench/bench_worst_case.py [--json]
"""

from __future__ import annotations

import argparse
import copy
import io
import itertools
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "service"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_http import BODY  # noqa: E402
from marshmallow import Schema, fields, validate  # noqa: E402
from tute import (  # noqa: E402
    SWITCHES,
    deal_from_seed,
    find_ruleset,
    random_record,
    ruleset_ids,
)
from tute.api import create_app  # noqa: E402
from tute.api.batch_routes import MAX_BATCH_ITEMS, MAX_BATCH_WORK, WORK, batch_work  # noqa: E402
from tute.api.encode import encode  # noqa: E402
from tute.api.suggestion_routes import BASIC_EXAMPLE  # noqa: E402

SINGLE_LIMIT = 64 * 1024
BATCH_LIMIT = 1024 * 1024
TARGET = 20.0
#: the costliest batch accepted, as a whole, against one typical request
BATCH_TARGET = 200.0
APP = create_app({"TUTE_CORS_ORIGINS": "", "TUTE_MAX_BODY_BYTES": SINGLE_LIMIT,
                  "TUTE_MAX_BATCH_BODY_BYTES": BATCH_LIMIT})


def dumps(body: Any) -> bytes:
    return json.dumps(body, separators=(",", ":")).encode()


def post(path: str, body: Any) -> tuple[int, int, float]:
    """Status, answer size and seconds of one POST through the WSGI app."""
    data = body if isinstance(body, bytes) else dumps(body)
    environ = {"REQUEST_METHOD": "POST", "PATH_INFO": path, "SERVER_NAME": "bench",
               "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
               "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(data)),
               "wsgi.input": io.BytesIO(data), "HTTP_HOST": "bench"}
    status: list[str] = []
    started = time.perf_counter()
    answer = b"".join(APP(environ, lambda s, h, e=None: status.append(s)))
    return int(status[0].split()[0]), len(answer), time.perf_counter() - started


def timed(path: str, body: Any, budget: float = 0.4) -> tuple[int, int, float]:
    """The median time of repeated calls (at least 3, else as many as ``budget`` allows)."""
    data = dumps(body)
    runs: list[float] = []
    spent = 0.0
    while len(runs) < 3 or (spent < budget and len(runs) < 2000):
        status, size, seconds = post(path, data)
        runs.append(seconds)
        spent += seconds
    return status, size, statistics.median(runs)


# -- bodies ---------------------------------------------------------------------------------------


def operations() -> dict[str, tuple[str, Schema, dict[str, Any]]]:
    """Each operation's path, body schema and documented example."""
    found = {}
    for rule in APP.url_map.iter_rules():
        view = APP.view_functions[rule.endpoint]
        arguments = getattr(view, "_apidoc", {}).get("arguments")
        if arguments:
            parameter = arguments["parameters"][0]
            found[rule.rule] = (rule.rule, parameter["schema"], parameter["example"])
    return found


def list_limit(field: fields.Field[Any]) -> int | None:
    limit = getattr(field, "max_items", None) or field.metadata.get("maxItems")
    for validator in field.validators:
        if isinstance(validator, validate.Length) and validator.max is not None:
            limit = validator.max
    return limit


def list_paths(schema: Schema, body: dict[str, Any],
               path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], int | None, Any]]:
    """Every list in ``body`` with its limit and an empty item of its kind, by schema."""
    for name, value in body.items():
        field = schema.load_fields.get(name)
        if field is None or not isinstance(value, list):
            if isinstance(value, dict) and isinstance(field, fields.Nested):
                yield from list_paths(field.schema, value, (*path, name))
            continue
        inner = getattr(field, "inner", None)
        nested = isinstance(inner, fields.Nested) or type(field).__name__ in (
            "TrickCards", "BatchItems")
        yield (*path, name), list_limit(field), {} if nested else 0
        if isinstance(inner, fields.Nested) and value and isinstance(value[0], dict):
            for index in range(len(value)):
                yield from list_paths(inner.schema, value[index], (*path, name, index))


def get(body: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        body = body[key]
    return body


def put(body: Any, path: tuple[Any, ...], value: Any) -> Any:
    copied = copy.deepcopy(body)
    get(copied, path[:-1])[path[-1]] = value
    return copied


def filled(schema: Schema, example: dict[str, Any]) -> dict[str, Any]:
    body = copy.deepcopy(example)
    for path, limit, _ in sorted(list_paths(schema, example), key=lambda p: -len(p[0])):
        items = get(body, path)
        if items and limit:
            get(body, path[:-1])[path[-1]] = list(itertools.islice(itertools.cycle(items),
                                                                   limit))
    return body


def overfull(body: dict[str, Any], path: tuple[Any, ...], empty: Any,
             limit: int) -> dict[str, Any]:
    """``body`` with the list at ``path`` holding as many ``empty`` items as ``limit`` allows."""
    base = len(dumps(put(body, path, [])))
    item = len(dumps(empty)) + 1
    return put(body, path, [empty] * max(1, (limit - base) // item))


def unknown_members(example: dict[str, Any], limit: int) -> dict[str, Any]:
    body = copy.deepcopy(example)
    size = len(dumps(body))
    for n in itertools.count():
        key = f"x{n}"
        size += len(key) + 5  # ,"xN":0
        if size > limit:
            return body
        body[key] = 0
    raise AssertionError


def longest_record() -> tuple[str, dict[str, Any], int]:
    best: tuple[int, str, Any] = (0, "", None)
    for ruleset_id in ruleset_ids():
        rules = find_ruleset(ruleset_id)
        for seed in range(40):
            record = random_record(rules, deal_from_seed(rules, seed), seed)
            count = record.action_count
            if count > best[0]:
                best = (count, ruleset_id, (seed, record))
    count, ruleset_id, (seed, record) = best
    body: dict[str, Any] = {"ruleset": ruleset_id, "deal": {"seed": seed},
                            "actions": [encode(a) for a in record.actions]}
    if record.vueltas is not None:
        deal = record.vueltas.deal
        second = ({"seed": deal.seed, "dealer": deal.dealer} if deal.seed is not None else
                  {k: encode(deal)[k] for k in ("dealer", "hands", "stock", "turn_up",
                                                "unowned")})
        body["vueltas"] = {"deal": second,
                           "actions": [encode(a) for a in record.vueltas.actions]}
    return ruleset_id, body, count


def every_override(vary: Iterator[int] | None) -> dict[str, Any]:
    rules = find_ruleset("tute-parejas")
    overrides = {name: encode(getattr(rules, name)) for name in SWITCHES
                 if hasattr(rules, name)}
    if vary is not None:  # a value not seen before: the ruleset is built, not looked up
        overrides["match_target"] = next(vary)
    return {**BODY, "overrides": overrides}


# -- the run --------------------------------------------------------------------------------------


#: "items" of a batch measured as a whole, against BATCH_TARGET
BATCH_WHOLE = 0


def cases() -> Iterator[tuple[str, str, Callable[[], Any], int]]:
    """(name, path, body maker, items per request; BATCH_WHOLE: a batch taken whole)."""
    for path, (_, schema, example) in operations().items():
        batch = path.startswith("/v1/batch/")
        limit = BATCH_LIMIT if batch else SINGLE_LIMIT
        items = 1
        if batch:
            single = path.replace("/batch", "")
            _, item_schema, item_example = operations()[single]
            shapes = [("lists full", filled(item_schema, item_example)),
                      ("example", item_example)]
            if single == "/v1/hand-adjudications":
                shapes.append(("longest legal record", longest_record()[1]))
            if single == "/v1/suggestions":  # a batch takes random and basic ones only
                shapes.append(("basic", BASIC_EXAMPLE))
            for shape, item in shapes:
                work = batch_work([item], WORK[path])
                copies = min(MAX_BATCH_ITEMS, MAX_BATCH_WORK // work)
                body = {"items": [item] * copies}
                yield (f"{path} {shape}, the most accepted ({copies} items, whole)", path,
                       lambda b=body: b, BATCH_WHOLE)
                over = {"items": [item] * (copies + 1)}
                yield (f"{path} {shape}, one item over the work limit", path,
                       lambda b=over: b, BATCH_WHOLE)
        else:
            body = filled(schema, example)
            yield f"{path} lists full", path, lambda b=body: b, items
        for list_path, _, empty in list_paths(schema, example):
            if isinstance(list_path[-1], int) or any(isinstance(k, int) for k in list_path):
                continue  # one list of each kind is enough
            over = overfull(example, list_path, empty, limit)
            name = "/".join(str(k) for k in list_path)
            yield (f"{path} {name} over, empty items", path, lambda b=over: b,
                   MAX_BATCH_ITEMS if batch else 1)
        unknown = unknown_members(example, limit)
        yield (f"{path} unknown members", path, lambda b=unknown: b,
               MAX_BATCH_ITEMS if batch else 1)
    ruleset_id, record, count = longest_record()
    yield (f"/v1/hand-adjudications longest legal record ({ruleset_id}, {count} actions)",
           "/v1/hand-adjudications", lambda: record, 1)
    last = {**record, "after_actions": count, "seat": 0}
    yield (f"/v1/positions longest legal record ({ruleset_id}, after {count})",
           "/v1/positions", lambda: last, 1)
    yield "/v1/legal-plays every override (cached)", "/v1/legal-plays", \
        lambda: every_override(None), 1
    values = itertools.cycle(range(1, 1000))
    yield "/v1/legal-plays every override (built each time)", "/v1/legal-plays", \
        lambda: every_override(values), 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    for _ in range(200):  # warm-up
        post("/v1/legal-plays", BODY)
    _, _, typical = timed("/v1/legal-plays", BODY, budget=1.0)
    rows = []
    for name, path, make, items in cases():
        if "built each time" in name:
            runs = [post(path, make()) for _ in range(50)]
            status, size, seconds = runs[0][0], runs[0][1], statistics.median(
                r[2] for r in runs)
        else:
            status, size, seconds = timed(path, make())
        ratio = seconds / max(items, 1) / typical
        rows.append({"case": name, "status": status, "answer_bytes": size,
                     "seconds": seconds, "items": items, "ratio": round(ratio, 2),
                     "target": BATCH_TARGET if items == BATCH_WHOLE else TARGET})
    worst = max((r for r in rows if r["target"] == TARGET), key=lambda r: r["ratio"])
    worst_batch = max((r for r in rows if r["target"] == BATCH_TARGET),
                      key=lambda r: r["ratio"])
    if args.json:
        print(json.dumps({"typical_seconds": typical, "cases": rows, "worst": worst,
                          "worst_batch": worst_batch}))
    else:
        print(f"typical legal-plays request: {typical * 1e6:.0f} us (in process)")
        print(f"{'case':<72}{'status':>7}{'bytes':>9}{'ms':>9}{'x typical':>11}")
        for row in rows:
            per = " /item" if row["items"] > 1 else (" whole" if row["items"] == BATCH_WHOLE
                                                      else "")
            print(f"{row['case']:<72}{row['status']:>7}{row['answer_bytes']:>9}"
                  f"{row['seconds'] * 1e3:>9.2f}{row['ratio']:>11.2f}{per}")
        print(f"worst: {worst['case']}: {worst['ratio']} x typical (target <= {TARGET})")
        print(f"worst batch: {worst_batch['case']}: {worst_batch['ratio']} x typical "
              f"(target <= {BATCH_TARGET})")
    sys.exit(0 if worst["ratio"] <= TARGET and worst_batch["ratio"] <= BATCH_TARGET else 1)


if __name__ == "__main__":
    main()
