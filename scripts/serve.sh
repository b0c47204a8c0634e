#!/usr/bin/env bash
# Starts the service on 127.0.0.1:8000 (override with TUTE_BIND) under gunicorn. Sets up .venv
# with the runtime dependencies alone on first use (no dev tools, no npm): scripts/test.sh
# installs the rest when it runs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --serve
export TUTE_BIND=${TUTE_BIND:-127.0.0.1:8000}
exec .venv/bin/gunicorn -c deploy/gunicorn.conf.py --no-control-socket "tute.api.wsgi:app"
