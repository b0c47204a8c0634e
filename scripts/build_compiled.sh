#!/usr/bin/env bash
# Builds the mypyc-compiled engine into build/compiled/lib (the package as a wheel would install
# it: the sources, their C extensions, the catalogs), for the tests and benchmarks of the
# compiled build and for `TUTE_USE_MYPYC=1 scripts/serve.sh`. Skipped while the sources are
# those of the last build. Takes about 40 s of CPU (mypyc, then gcc -O3 on one C file a module,
# the files compiled on every core: setup.py's BuildExt): half a minute on 2 idle cores.
#
#   scripts/build_compiled.sh          build if needed; prints the folder to put on PYTHONPATH
set -euo pipefail
cd "$(dirname "$0")/.."
out=build/compiled
# the whole package is copied there (the API and the catalogs too): any change rebuilds it
sources=$(find setup.py pyproject.toml tools/build_backend service -type f \
            -not -path '*/__pycache__/*' | LC_ALL=C sort)
# shellcheck disable=SC2086  # one file name a word
stamp=$out/.sources-$(cat $sources | sha256sum | cut -c1-16)
if [ ! -f "$stamp" ]; then
  rm -rf "$out"
  mkdir -p "$out"
  log=$(mktemp)
  # mypyc type-checks with a cache of its own: test.sh runs mypy on .mypy_cache at the same
  # time, and two mypy processes writing one cache can crash either (an INTERNAL ERROR)
  if ! TUTE_USE_MYPYC=1 MYPY_CACHE_DIR=build/mypyc-cache .venv/bin/python setup.py -q build \
      -j "$(nproc)" --build-base "$out/tmp" --build-lib "$out/lib" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    echo "build_compiled: mypyc could not compile the engine (above)" >&2
    exit 1
  fi
  rm -rf "$out/tmp" "$log"
  touch "$stamp"
fi
echo "$out/lib"
