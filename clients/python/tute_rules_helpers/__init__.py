"""Hand-written helpers beside the generated ``tute_rules_client`` (regeneration keeps them).

The generated operations return ``Response[Result | Problem]``: a 2xx result or an RFC 9457
problem. :func:`unwrap` turns that into the result, or raises :class:`ProblemError` carrying the
problem's stable ``code``, so callers write ``except ProblemError as e: if e.code == ...``::

    from tute_rules_client import Client
    from tute_rules_client.api.rulesets import get_ruleset
    from tute_rules_helpers import ProblemError, unwrap

    try:
        ruleset = unwrap(get_ruleset.sync_detailed("tute-dos", client=Client(base_url=url)))
    except ProblemError as error:
        print(error.status, error.code, error.detail)
"""

from tute_rules_helpers.problems import ProblemError, UnexpectedResponseError, unwrap

__all__ = ["ProblemError", "UnexpectedResponseError", "unwrap"]
