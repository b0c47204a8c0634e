#!/usr/bin/env bash
# Starts the service on 127.0.0.1:8000 (override with TUTE_BIND) under gunicorn. Sets up .venv
# with the runtime dependencies alone on first use (no dev tools, no npm): scripts/test.sh
# installs the rest when it runs.
#
# The engine is the pure Python one unless TUTE_USE_MYPYC=1 is set: then it is compiled with
# mypyc first (scripts/build_compiled.sh: 1-4 minutes the first time, a gcc on the machine) and
# served from build/compiled/lib (GET /readyz says "engine": "compiled").
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --serve
export TUTE_BIND=${TUTE_BIND:-127.0.0.1:8000}
if [ "${TUTE_USE_MYPYC:-0}" = "1" ]; then
  # the compiler (mypy's mypyc) and a setuptools that reads pyproject.toml's license, pinned as in
  # the dev extra
  .venv/bin/python -m pip install --quiet --disable-pip-version-check mypy==2.4.1 \
    setuptools==84.2.1
  export PYTHONPATH
  PYTHONPATH=$(scripts/build_compiled.sh)${PYTHONPATH:+:$PYTHONPATH}
fi
exec .venv/bin/gunicorn -c deploy/gunicorn.conf.py --no-control-socket "tute.api.wsgi:app"
