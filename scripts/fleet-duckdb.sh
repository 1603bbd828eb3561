#!/usr/bin/env bash
# The fleet questions of docs/fleet.md on one machine: generates 10,000 logs (a few damaged),
# writes the per-session and hit projections, runs the page's SQL with DuckDB (from PyPI, in a
# virtual environment under .build) and checks every answer against a fold of the raw logs and
# verify's report, and the page's printed outputs against DuckDB's. Exits non-zero on any
# mismatch. The fleet and DuckDB's answers stay in .build/fleet for scripts/spark-check.sh.
#
#   scripts/fleet-duckdb.sh                 check
#   scripts/fleet-duckdb.sh --write-docs    check the answers, then rewrite the page's outputs
set -euo pipefail
cd "$(dirname "$0")/.."

fleet=.build/fleet
venv=.build/fleet-venv

# Debian's python3 needs python3-venv for `python3 -m venv` (and pip inside it).
if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  apt-get update && apt-get install -y python3-venv
fi
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c 'import duckdb' 2>/dev/null || "$venv/bin/pip" install --quiet duckdb

swift build --product monsoon-replay
tool="$(swift build --show-bin-path)/monsoon-replay"

rm -rf "$fleet"
mkdir -p "$fleet"
echo "generating 10,000 logs and their projections in $fleet"
python3 scripts/fleet.py generate "$tool" "$fleet"
"$venv/bin/python" scripts/fleet.py duckdb "$fleet" "$@"
