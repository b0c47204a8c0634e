#!/usr/bin/env bash
# Runs every check and test: lint, types, generated-file freshness, pytest (engine, API,
# contract, live server), SDK tests. Sets itself up first (scripts/bootstrap.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
PY=.venv/bin/python

echo "== ruff"
$PY -m ruff check service tests bench
echo "== mypy --strict"
$PY -m mypy
echo "== pytest"
$PY -m pytest "$@"
