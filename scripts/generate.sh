#!/usr/bin/env bash
# Regenerates the generated, committed files from the code. Each step is a function; run them
# all (no argument) or name some: scripts/generate.sh openapi
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
PY=.venv/bin/python

# The contract: flask-smorest renders the marshmallow schemas as OpenAPI 3.0.3.
step_openapi() {
  $PY -m tute.api openapi --output openapi.yaml
  echo "wrote openapi.yaml"
}

# The SDKs, from the openapi.yaml just written: clients/python (openapi-python-client) and
# clients/typescript/src/schema.ts (openapi-typescript); clients/generate.py says how.
step_sdks() {
  $PY clients/generate.py
}

# The rules reference, docs/rulesets/: a Markdown page per named ruleset and an index, from the
# rules registry (tute.rulesets); scripts/rules_reference.py says how.
step_rules_reference() {
  $PY scripts/rules_reference.py --out docs/rulesets
}

# The reference of every message template, docs/message-templates.md: id, codes, params with
# their types and the texts in en/es/it/pt, from the catalogs and the source;
# scripts/message_templates.py says how (run after the catalogs step when a message changed).
step_message_templates() {
  $PY scripts/message_templates.py
}

# The playground served at /playground: clients/playground (esbuild over the TypeScript SDK's
# src/, pinned in clients/playground/package-lock.json) into service/tute/api/playground_static/.
step_playground() {
  node clients/playground/build.mjs
}

# The message catalogs, service/tute/locales/: Babel extracts every msg("...") and
# noun("context", "...") of the package into tute.pot and merges it into the es, it and pt .po
# files (new messages arrive untranslated, and tests/engine/test_messages.py fails until a
# translator fills them in). scripts/bootstrap.sh compiles the .po files into .mo files.
step_catalogs() {
  local locales=service/tute/locales
  local extracted
  extracted=$(mktemp)
  .venv/bin/pybabel -q extract -F $locales/babel.cfg --no-default-keywords -k msg -k noun:1c,2 \
    -c "Translators:" --add-location=file --sort-output --project=tute-rules \
    --copyright-holder="the tute-rules authors" -o "$extracted" service/tute
  # and the rules registry's reference texts (ruleset names and descriptions, switch
  # descriptions) that GET /v1/rulesets answers in the reader's language
  # (called, not run with -m: tute.api imports the module, so -m would run a second copy)
  $PY -c 'import sys; from pathlib import Path
from tute.api.ruleset_texts import add_to_template_file
add_to_template_file(Path(sys.argv[1]))' "$extracted"
  # a new template file only when a message changed, not for its creation date alone (the
  # step leaves git status clean when nothing changed)
  if ! diff -q <(grep -v '^"POT-Creation-Date' "$extracted") \
                <(grep -v '^"POT-Creation-Date' $locales/tute.pot 2>/dev/null) >/dev/null; then
    mv "$extracted" $locales/tute.pot
  fi
  rm -f "$extracted"
  for language in es it pt; do
    if [ -f $locales/$language/LC_MESSAGES/tute.po ]; then
      .venv/bin/pybabel -q update -D tute -i $locales/tute.pot -d $locales -l $language \
        --no-fuzzy-matching --ignore-obsolete --ignore-pot-creation-date
    else
      .venv/bin/pybabel -q init -D tute -i $locales/tute.pot -d $locales -l $language
    fi
  done
  # compiled at once, so that the tests read the catalogs just written (bootstrap.sh does too)
  .venv/bin/pybabel -q compile -D tute -d $locales
  echo "wrote $locales"
}

STEPS=(openapi sdks rules_reference playground catalogs message_templates)

for step in "${@:-${STEPS[@]}}"; do
  "step_$step"
done
