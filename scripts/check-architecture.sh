#!/usr/bin/env bash
# Checks that imports run one way (docs/architecture.md): each module imports only the modules
# below it, only MonsoonSystem imports the C library, no library imports Foundation but
# MonsoonFoundation (the `LocalizedError` conformances) and the UIKit layer, only
# MonsoonTestKit imports Swift Testing (MonsoonTesting must not: the tool links it), and the
# tool depends on neither MonsoonFoundation nor MonsoonUIKit in Package.swift. Prints each
# wrong arrow; exits 1 if any.
set -euo pipefail
cd "$(dirname "$0")/.."

c_library="Glibc Darwin Musl Android ucrt WinSDK"
declare -A allowed=(
  [MonsoonSystem]="$c_library"
  [MonsoonEvents]="MonsoonSystem"
  [MonsoonScreen]="MonsoonEvents MonsoonSystem"
  [MonsoonReplay]="MonsoonEvents MonsoonSystem"
  [MonsoonTesting]="MonsoonEvents MonsoonSystem"
  [MonsoonTestKit]="MonsoonTesting MonsoonReplay MonsoonEvents MonsoonSystem Testing"
  [MonsoonFoundation]="MonsoonScreen MonsoonEvents Foundation"
  [MonsoonUIKit]="MonsoonFoundation MonsoonScreen MonsoonEvents UIKit AVFoundation QuartzCore Foundation"
  [monsoon-replay]="MonsoonReplay MonsoonScreen MonsoonTesting MonsoonEvents MonsoonSystem"
)

status=0
for directory in Sources/*/; do
  module=$(basename "$directory")
  if [[ -z ${allowed[$module]+set} ]]; then
    echo "Sources/$module: a module docs/architecture.md does not place; add it to $0" >&2
    status=1
    continue
  fi
  while IFS=: read -r file line imported; do
    if [[ " ${allowed[$module]} " != *" $imported "* ]]; then
      echo "$file:$line: $module may not import $imported" >&2
      status=1
    fi
  done < <(grep -rnoE '^\s*(@testable |@_exported |@_implementationOnly )?((public|package|internal) )?import (class |struct |enum |func )?[A-Za-z_]+' \
    --include='*.swift' "$directory" | sed -E 's/^([^:]+):([0-9]+):.*import (class |struct |enum |func )?([A-Za-z_]+)$/\1:\2:\4/')
done
# What the tool links is what Package.swift gives it, whatever its files import.
tool_dependencies=$(swift package dump-package 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
for target in package["targets"]:
    if target["name"] == "monsoon-replay":
        for dependency in target["dependencies"]:
            print(next(iter(dependency.values()))[0])
')
for linked in MonsoonFoundation MonsoonUIKit; do
  if grep -qx "$linked" <<<"$tool_dependencies"; then
    echo "Package.swift: monsoon-replay may not depend on $linked (it loads no Foundation)" >&2
    status=1
  fi
done
if [[ $status == 0 ]]; then echo "imports run one way: ok"; fi
exit $status
