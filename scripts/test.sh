#!/usr/bin/env bash
# Runs every check and test: lint, types, generated-file freshness, pytest (engine, API,
# contract, live server), SDK tests, then the engine tests again against the mypyc-compiled
# engine (scripts/build_compiled.sh builds it first). Sets itself up first (scripts/bootstrap.sh).
#
#   scripts/test.sh             everything
#   scripts/test.sh ARGS...     pytest ARGS (the pure build) after the lint and type checks;
#                               TUTE_ENGINE_BUILD=compiled scripts/test.sh tests/engine checks
#                               the compiled build
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
PY=.venv/bin/python

echo "== ruff"
$PY -m ruff check service tests bench
echo "== mypy --strict"
$PY -m mypy
echo "== the compiled engine (mypyc; skipped while the sources are those of the last build)"
scripts/build_compiled.sh
echo "== pytest"
$PY -m pytest "$@"
if [ "$#" -eq 0 ]; then
  echo "== pytest: the engine tests against the compiled engine"
  TUTE_ENGINE_BUILD=compiled $PY -m pytest -n auto tests/engine
fi
