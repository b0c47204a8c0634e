"""The whole contract fuzzed in process: schemathesis generates valid and invalid requests for
every operation of the app's own /openapi.json and runs every check on each response (status
codes, content types, response schemas, headers, 405 with Allow, negative data rejected, ...).

Deterministic (fixed seed, derandomized) and bounded. It is the fast half of the contract's
fuzzing: no server, so it runs in ``--quick`` too; the live run (tests/contract) sends each
operation more fuzzed requests and the coverage phase's boundary and invalid
values, through gunicorn, so this one sends 25 a operation and leaves the coverage phase to it
(a third of this file's time, and each pytest worker made its cases again at collection).
Generated ruleset names are mapped to real ids (most of the time), so that random states reach
the rules rather than stopping at a 404.
"""

from __future__ import annotations

from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig
from tute import ruleset_ids
from tute.api import create_app

from tests.support.examples import scaled

# Each operation's 25 requests (valid and invalid) take about 1.5 seconds: generating the bodies
# is most of it. The live run (tests/contract) fuzzes every operation again from outside, with
# 40 requests and the coverage phase.
MAX_EXAMPLES = scaled(25)

CONFIG = SchemathesisConfig.from_dict({
    "seed": 20251130,
    "cache": {"enabled": False},  # no .schemathesis/ crash cache in the working tree
    "generation": {"mode": "all", "max-examples": MAX_EXAMPLES, "deterministic": True},
    # the coverage phase's boundary and invalid values are the live run's (see the docstring)
    "phases": {"coverage": {"enabled": False}},
    "checks": {
        # A schema-valid body can still describe a state that cannot occur (a seat out of turn,
        # a card twice) or name a ruleset that does not exist (a path too): the contract
        # answers those with the documented 422 (404 for a path) problems, so they count as
        # accepted answers here; so does the documented 413 of a batch whose items ask for more
        # work than a batch may (a sum over its items' lists no schema can state), as in the
        # live run's tests/contract/schemathesis.toml.
        # 304: a conditional GET whose If-None-Match (any ETag, or *) names the current answer
        "positive_data_acceptance": {"expected-statuses": ["2XX", "304", "404", "413", "422"]},
    },
})

schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app(), config=CONFIG)
KNOWN = ruleset_ids()


def known(name: object) -> object:
    """A real ruleset id for a valid generated name; a name the schema refuses stays, so invalid
    requests stay invalid, and every fourth valid one stays unknown (a 422 in a body, a 404 in
    a path)."""
    if isinstance(name, str) and 1 <= len(name) <= 64 and len(name) % 4:
        return KNOWN[sum(map(ord, name)) % len(KNOWN)]
    return name


@schema.hook
def map_path_parameters(context: Any, path_parameters: Any) -> Any:
    if isinstance(path_parameters, dict) and "ruleset_id" in path_parameters:
        return {**path_parameters, "ruleset_id": known(path_parameters["ruleset_id"])}
    return path_parameters


@schema.hook
def map_body(context: Any, body: Any) -> Any:
    if isinstance(body, dict) and "ruleset" in body:
        return {**body, "ruleset": known(body["ruleset"])}
    if isinstance(body, dict) and isinstance(body.get("items"), list):  # a batch
        return {**body, "items": [map_body(context, item) for item in body["items"]]}
    return body


@schema.parametrize()
@settings(max_examples=MAX_EXAMPLES, derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
def test_every_operation_honours_the_contract(case: schemathesis.Case) -> None:
    if case.path.startswith("/v1/batch/"):
        # A batch answers an item the single operation would refuse in its own slot of the 207
        # (documented on the items), instead of refusing the whole batch: negative data inside
        # an item is accepted by design. Everything else is checked.
        case.call_and_validate(excluded_checks=[schemathesis.checks.negative_data_rejection])
    else:
        case.call_and_validate()
