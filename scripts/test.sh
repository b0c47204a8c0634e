#!/usr/bin/env bash
# Runs every check and test: lint, types, generated-file freshness, pytest (engine, API,
# contract, live server), SDK tests, and the engine tests again against the mypyc-compiled
# engine. Sets itself up first (scripts/bootstrap.sh). pytest runs on every core (pytest-xdist,
# a worker a core and one more, work stealing so that a worker left with long tests hands the
# rest to an idle one); the compiled build's engine tests run beside it in a process of their
# own. tests/README.md says where each kind of test lives.
#
#   scripts/test.sh             everything
#   scripts/test.sh --quick     ruff, mypy, then the engine and in-process API tests (no live
#                               server, browser or package build) with fewer hypothesis examples
#                               (the "quick" profile) on the pure build, and the checks of the
#                               generated references, the import graph and the docs' links:
#                               a few minutes
#   scripts/test.sh ARGS...     pytest ARGS (the pure build) after the lint and type checks;
#                               TUTE_ENGINE_BUILD=compiled scripts/test.sh tests/engine checks
#                               the compiled build (built first when its sources changed)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
PY=.venv/bin/python
# Bytecode caches on, where the environment turned them off: each pytest process (every worker
# and the compiled build's session) and every server and subprocess a test starts would
# otherwise compile the service's and the tests' sources again (pytest's assertion rewriting
# included: each worker's collection takes half the CPU with the cache). __pycache__ is
# git-ignored and kept out of the sdist and the image.
unset PYTHONDONTWRITEBYTECODE
start=$SECONDS
took() { echo "   ($((SECONDS - start)) s since the set-up)"; }

quick=0
if [ "${1:-}" = "--quick" ]; then
  quick=1
  shift
fi

# The compiled engine (mypyc: about 40 s of CPU, skipped while the sources are those of the
# last build) builds while ruff and mypy run; the quick run does not need it. In the full run its
# engine tests follow the build in the same background job, in a process of their own beside the
# main run (which needs no compiled module: the tests that load both builds are either_build, see
# below), with their own cache directory, so the two runs never write the same file; their
# output follows the main run's.
mkdir -p reports
compiled_log=reports/pytest-compiled-engine.log
build_log=""
background_pid=""
if [ "$quick" -eq 0 ]; then
  build_log=$(mktemp)
  if [ "$#" -gt 0 ]; then
    scripts/build_compiled.sh >"$build_log" 2>&1 &
  else
    rm -f "$compiled_log"
    # exec: once built, the job is the pytest process itself (the trap below stops it)
    ( scripts/build_compiled.sh >"$build_log" 2>&1 \
        && exec env TUTE_ENGINE_BUILD=compiled TUTE_EXAMPLE_SHARE=1/2 \
             $PY -m pytest -p no:cacheprovider tests/engine \
             >"$compiled_log" 2>&1 ) &
  fi
  background_pid=$!
  trap 'kill "$background_pid" 2>/dev/null || true; rm -f "$build_log"' EXIT
fi

echo "== ruff"
$PY -m ruff check service tests bench
echo "== mypy --strict"
$PY -m mypy
took

if [ "$quick" -eq 1 ]; then
  echo "== pytest --quick: the engine and in-process API tests, the quick hypothesis profile"
  $PY -m pytest -n auto --dist worksteal --hypothesis-profile=quick -m "not live and not slow" \
    tests/engine tests/api tests/test_message_templates.py tests/test_rules_reference.py \
    tests/test_import_graph.py tests/test_doc_links.py "$@"
  took
  exit 0
fi

if [ "$#" -gt 0 ]; then
  echo "== the compiled engine (mypyc; skipped while the sources are those of the last build)"
  if ! wait "$background_pid"; then
    cat "$build_log" >&2
    exit 1
  fi
  trap - EXIT
  rm -f "$build_log"
  took
  echo "== pytest $*"
  $PY -m pytest "$@"
  exit 0
fi

echo "== pytest: everything, the pure build (the compiled build's engine tests run beside it)"
status=0
# One worker more than the cores: about a sixth of the tests' time is spent waiting (servers
# starting, npm, the browser, slow clients), which a spare worker fills. On two cores, two
# workers took 7 min 34 s, three 6 min 46 s (the same tree, one after the other); with four,
# the live contract run (then one process, now three shards) hit its 300 s limit.
workers=$(( $(nproc) + 1 ))
# the either_build tests ask both builds the same question: the compiled session answers them.
# TUTE_EXAMPLE_SHARE: the heaviest engine properties draw half their inputs in each build's
# session, the other half in the other's (tests/support/examples.py)
TUTE_EXAMPLE_SHARE=0/2 $PY -m pytest -n "$workers" --dist worksteal -m "not either_build" \
  || status=$?
took
echo "== pytest: the engine tests against the compiled engine ($compiled_log)"
compiled_status=0
wait "$background_pid" || compiled_status=$?
trap - EXIT
if [ -s "$compiled_log" ]; then
  cat "$compiled_log"
else  # the build failed: its log says why
  cat "$build_log" >&2
  echo "test.sh: the compiled engine could not be built (above)" >&2
fi
rm -f "$build_log"
took
# pytest's own exit codes, "no tests ran" (5) included, are failures
if [ "$status" -ne 0 ]; then
  exit "$status"
fi
exit "$compiled_status"
