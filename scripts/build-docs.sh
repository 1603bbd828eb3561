#!/usr/bin/env bash
# Builds the DocC documentation of each library with the toolchain's own docc (no plugin
# package can be fetched here) and fails on any warning, such as a broken symbol link.
# MonsoonUIKit's sources are all UIKit, so off Apple platforms its graph holds the module alone:
# its articles name types in code voice, not as symbol links, and build the same everywhere.
# Usage: scripts/build-docs.sh [OUTPUT_DIR]   (default .build/docs; one .doccarchive a module)
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
modules=(MonsoonEvents MonsoonScreen MonsoonReplay MonsoonTesting MonsoonTestKit MonsoonFoundation
  MonsoonUIKit)
graphs=$(scripts/symbol-graphs.sh "${modules[@]}")

mkdir -p "$output"
for module in "${modules[@]}"; do
  scratch=$(mktemp -d)
  # A module's own graph and its extensions of other modules' types, nothing else.
  cp "$graphs/$module.symbols.json" "$scratch/"
  cp "$graphs/$module"@*.symbols.json "$scratch/" 2>/dev/null || true
  catalog=()
  [[ -d Sources/$module/$module.docc ]] && catalog=("Sources/$module/$module.docc")
  echo "== $module"
  docc convert "${catalog[@]}" --additional-symbol-graph-dir "$scratch" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.monsoon.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors
  rm -rf "$scratch"
done
