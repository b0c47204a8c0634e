"""The baseline of bench_http.py: a bare Flask app that answers a JSON body with itself."""

from __future__ import annotations

from typing import Any

from flask import Flask, request

app = Flask("echo")


@app.post("/echo")
def echo() -> Any:
    return request.get_json()
