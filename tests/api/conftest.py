"""Fixtures for the API tests: an app built by the real factory and its Flask test client.

One app per test module (building one takes about 60 ms of CPU, more than most API tests
themselves); each test gets a test client of its own. A test that changes the app itself
(its config, its hooks) builds its own with ``create_app``.
"""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from tute.api import create_app


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TUTE_CORS_ORIGINS": "", "TUTE_MAX_BODY_BYTES": 64 * 1024})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
