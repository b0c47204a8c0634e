#!/usr/bin/env bash
# Creates .venv (Python 3.11+) and installs the project with its dev tools; idempotent and quick
# when nothing changed: the install is redone only when pyproject.toml changes.
#
#   scripts/bootstrap.sh           everything the tests need (scripts/test.sh, generate.sh)
#   scripts/bootstrap.sh --serve   only what serving needs (scripts/serve.sh): the runtime
#                                  dependencies, no dev tools, no npm, no browser
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3.11}
command -v "$PYTHON" >/dev/null 2>&1 || PYTHON=python3
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
hash=$(sha256sum pyproject.toml | cut -c1-16)
stamp=.venv/.installed-$hash

# The message catalogs: each language's .po compiled into the .mo the service reads (fast; the
# .mo files are build output, never committed).
compile_catalogs() {
  .venv/bin/pybabel -q compile -D tute -d service/tute/locales
}

# Swagger UI 4's swagger-ui-bundle gave way to swagger-ui-bundle-v2 (Swagger UI 5), which installs
# the same module, swagger_ui_bundle: a .venv that still has the old package drops both, and the
# install that follows brings back the new one alone (pip would leave the two sharing its files).
drop_old_swagger_ui_bundle() {
  if .venv/bin/python -m pip show --quiet swagger-ui-bundle >/dev/null 2>&1; then
    .venv/bin/python -m pip uninstall --quiet -y swagger-ui-bundle swagger-ui-bundle-v2
  fi
}

if [ "${1:-}" = "--serve" ]; then
  # the full install (stamp) holds the runtime too; otherwise install the project alone
  serve_stamp=.venv/.installed-serve-$hash
  if [ ! -f "$stamp" ] && [ ! -f "$serve_stamp" ]; then
    drop_old_swagger_ui_bundle
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[catalogs]"
    rm -f .venv/.installed-serve-*
    touch "$serve_stamp"
  fi
  compile_catalogs
  exit 0
fi

# Debian packages the live tests drive, installed with apt-get when missing: Chromium for the
# browser tests of /docs and /playground (driven by Playwright, whose own browser download
# cannot reach its host here) and nginx for the compose proxy's test
# (tests/deploy/test_proxy_live.py runs deploy/compose/nginx.conf in front of gunicorn). They
# install while pip and npm run (on a fresh machine apt-get takes a minute or two of its own).
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
apt_pid=""
apt_log=""
if [ "${#missing[@]}" -gt 0 ]; then
  apt_log=$(mktemp)
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
  echo "bootstrap: installing Debian's ${missing[*]} (apt-get) for the live tests" >&2
  { $sudo apt-get update -qq \
    && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; } \
    >"$apt_log" 2>&1 &
  apt_pid=$!
fi
wait_for_apt() {
  [ -n "$apt_pid" ] || return 0
  local failed=0
  if ! wait "$apt_pid"; then
    tail -n 20 "$apt_log" >&2
    echo "bootstrap: could not install Debian's ${missing[*]}, which the live tests need:" \
         "install them as root (apt-get install ${missing[*]}) and run scripts/bootstrap.sh" \
         "again" >&2
    failed=1
  fi
  rm -f "$apt_log"
  return "$failed"
}

# npm ci in the folder $1, skipped while its node_modules matches its package-lock.json (a stamp
# named after the lock file's hash, left in node_modules once npm ci has succeeded). The three
# folders install at once, while pip installs the Python side (each waits on the network more
# than on the CPU); a failure prints that folder's npm log.
npm_ci_when_lock_changed() {
  local dir=$1 stamp
  stamp=$dir/node_modules/.installed-$(sha256sum "$dir/package-lock.json" | cut -c1-16)
  if [ ! -f "$stamp" ]; then
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    touch "$stamp"
  fi
}
# OpenAPI linter (@redocly/cli, pinned in tools/spec-lint/package-lock.json); TypeScript SDK
# toolchain (openapi-typescript, openapi-fetch, typescript, tsx, pinned in
# clients/typescript/package-lock.json); the playground's toolchain (esbuild, axe-core for its
# accessibility test, typescript, pinned in clients/playground/package-lock.json).
npm_dirs=(tools/spec-lint clients/typescript clients/playground)
npm_logs=$(mktemp -d)
npm_pids=()
# a failing step below stops the script: the npm installs still running stop with it, and an
# apt-get install is waited for (stopped half-way it would leave dpkg's state to repair)
trap 'kill "${npm_pids[@]}" 2>/dev/null || true; [ -z "$apt_pid" ] || wait "$apt_pid" || true' EXIT
for dir in "${npm_dirs[@]}"; do
  npm_ci_when_lock_changed "$dir" >"$npm_logs/${dir//\//_}.log" 2>&1 &
  npm_pids+=($!)
done
wait_for_npm() {
  local i failed=0
  for i in "${!npm_dirs[@]}"; do
    if ! wait "${npm_pids[$i]}"; then
      cat "$npm_logs/${npm_dirs[$i]//\//_}.log" >&2
      echo "bootstrap: npm ci failed in ${npm_dirs[$i]} (above)" >&2
      failed=1
    fi
  done
  rm -rf "$npm_logs"
  return "$failed"
}

if [ ! -f "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  drop_old_swagger_ui_bundle
  .venv/bin/python -m pip install --quiet -e ".[dev]"
  rm -f .venv/.installed-*
  touch "$stamp"
fi
compile_catalogs
# The generated Python SDK, installed as an app installs it (pip install clients/python), once
# here rather than in a test process: redone only when clients/python changed.
.venv/bin/python -m tests.support.python_sdk
npm_status=0
wait_for_npm || npm_status=$?
apt_status=0
wait_for_apt || apt_status=$?
trap - EXIT
[ "$npm_status" -eq 0 ] && [ "$apt_status" -eq 0 ]
