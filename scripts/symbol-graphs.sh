#!/usr/bin/env bash
# Writes the public symbol graphs of this package's modules and prints their directory; fails
# unless each module named has its graph. Works on a fresh clone: `swift package
# dump-symbol-graph` builds the libraries, then also tries the test runner's modules, which
# only `swift build --build-tests` makes, and exits 1 for them after writing every library's
# graph, so its status says nothing about the modules asked for.
# Usage: scripts/symbol-graphs.sh MODULE...
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || true
graphs=$(sed -n 's/^Files written to //p' "$log")
for module in "$@"; do
  if [[ -z $graphs || ! -f $graphs/$module.symbols.json ]]; then
    cat "$log" >&2
    echo "no symbol graph was written for $module" >&2
    exit 1
  fi
done
echo "$graphs"
