"""The SDK tests talk to a live gunicorn through the installed Python SDK, as an app would.

``scripts/bootstrap.sh`` installs ``clients/python`` into the venv (``pip install``, once);
before the test modules import the SDK, this checks that the installed copy is still the tree's
and reinstalls it when it is not, one pytest worker at a time (tests/support/python_sdk.py), so
the tests always exercise exactly the committed, regenerated files.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.contract.live_server import LiveServer, live_server
from tests.support.python_sdk import PYTHON_SDK as PYTHON_SDK
from tests.support.python_sdk import ensure_installed

#: What each SDK's quickstart (clients/python/examples/quickstart.py,
#: clients/typescript/examples/quickstart.ts) prints against a live server, line by line.
#: 002_14bda97cc2fd8fa7.txt: "si el segundo tiene cartas del palo de salida entonces debe
#: lanzarlas de manera obligatoria" (follow the led suit, even when the trick is already trumped)
QUICKSTART_OUTPUT = [
    "legal: 1C 2C",
    "excluded: 12E MUST_FOLLOW_SUIT",
    "excluded: 5O MUST_FOLLOW_SUIT",
    "problem: 404 UNKNOWN_RULESET",
]


ensure_installed()


@pytest.fixture(scope="package")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("sdk-server"), workers=2) as running:
        yield running
