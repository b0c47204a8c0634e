"""Fixtures for the API tests: an app built by the real factory and its Flask test client."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from tute.api import create_app


@pytest.fixture
def app() -> Flask:
    return create_app({"TUTE_CORS_ORIGINS": "", "TUTE_MAX_BODY_BYTES": 64 * 1024})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
