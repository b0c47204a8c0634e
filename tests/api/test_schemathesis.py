"""The whole contract fuzzed in process: schemathesis generates valid and invalid requests for
every operation of the app's own /openapi.json and runs every check on each response (status
codes, content types, response schemas, headers, 405 with Allow, negative data rejected, ...).

Deterministic (fixed seed, derandomized) and bounded, so it costs about a minute.
"""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig
from tute.api import create_app

MAX_EXAMPLES = 150

CONFIG = SchemathesisConfig.from_dict({
    "seed": 20251130,
    "generation": {"mode": "all", "max-examples": MAX_EXAMPLES, "deterministic": True},
    "checks": {
        # A schema-valid body can still describe a state that cannot occur (a seat out of turn,
        # a card twice) or name a ruleset that does not exist: the contract answers those with
        # the documented 422 and 404 problems, so they count as accepted answers here.
        "positive_data_acceptance": {"expected-statuses": ["2XX", "404", "422"]},
    },
})

schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app(), config=CONFIG)


@schema.parametrize()
@settings(max_examples=MAX_EXAMPLES, derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
def test_every_operation_honours_the_contract(case: schemathesis.Case) -> None:
    case.call_and_validate()
