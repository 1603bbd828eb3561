#!/usr/bin/env bash
# Checks that imports run one way (docs/architecture.md): each module imports only the modules
# below it; the app side (MonsoonSystem, MonsoonEvents, MonsoonScreen, MonsoonFoundation,
# MonsoonUIKit: what an app links and the playground copies) never imports the tool's side
# (MonsoonRender, MonsoonToolSystem, MonsoonReplay, MonsoonTesting, MonsoonTestKit,
# monsoon-replay); only MonsoonSystem's CLibrary/ folder imports the C library (every other
# file of the package, MonsoonToolSystem's too, calls its wrappers, through MonsoonSystem's
# package API outside it; the wrappers only the tool's side calls are the tool's, in
# CLibrary/ToolSide/, which the playground copy leaves out), no library
# imports Foundation but
# MonsoonFoundation (the `LocalizedError` conformances) and the UIKit layer, only
# MonsoonTestKit imports Swift Testing (MonsoonTesting must not: the tool links it), and the
# tool depends on neither MonsoonFoundation nor MonsoonUIKit in Package.swift. The test
# targets and the benchmark import only what Package.swift gives them, Foundation and Swift
# Testing. The tool replays through MonsoonReplay, never the log-reading
# types of MonsoonEvents. Prints each wrong arrow; exits 1 if any.
set -euo pipefail
cd "$(dirname "$0")/.."

c_library="Glibc Darwin Musl Android ucrt WinSDK"
declare -A allowed=(
  [MonsoonSystem]=""
  [MonsoonEvents]="MonsoonSystem"
  [MonsoonScreen]="MonsoonEvents MonsoonSystem"
  [MonsoonToolSystem]="MonsoonSystem"
  [MonsoonRender]="MonsoonScreen MonsoonEvents MonsoonSystem"
  [MonsoonReplay]="MonsoonEvents MonsoonSystem"
  [MonsoonTesting]="MonsoonEvents"
  [MonsoonTestKit]="MonsoonTesting MonsoonReplay MonsoonEvents MonsoonToolSystem MonsoonSystem Testing"
  [MonsoonFoundation]="MonsoonScreen MonsoonEvents Foundation"
  [MonsoonUIKit]="MonsoonFoundation MonsoonScreen MonsoonEvents MonsoonSystem UIKit SwiftUI AVFoundation QuartzCore Foundation"
  [monsoon-replay]="MonsoonRender MonsoonReplay MonsoonScreen MonsoonTesting MonsoonEvents MonsoonToolSystem MonsoonSystem"
)
# The app side, and the tool's side that it never imports (nor depends on in Package.swift).
app_side="MonsoonSystem MonsoonEvents MonsoonScreen MonsoonFoundation MonsoonUIKit"
tool_side="MonsoonRender MonsoonToolSystem MonsoonReplay MonsoonTesting MonsoonTestKit monsoon-replay"

status=0
# Prints each import of the Swift files below $2 that $1's list does not allow, leaving out
# the files below $4 when given.
check_imports() {
  local module=$1 directory=$2 permitted=$3 skipped=${4:-}
  while IFS=: read -r file line imported; do
    [[ -n $skipped && $file == "$skipped"/* ]] && continue
    if [[ " $permitted " != *" $imported "* ]]; then
      if [[ " $c_library " == *" $imported "* ]]; then
        echo "$file:$line: $module may not import $imported; only Sources/MonsoonSystem/CLibrary/" \
          "imports the C library (call MonsoonSystem's wrappers or its package API)" >&2
      else
        echo "$file:$line: $module may not import $imported" >&2
      fi
      status=1
    fi
  done < <(grep -rnoE '^\s*(@testable |@_exported |@_implementationOnly )?((public|package|internal) )?import (class |struct |enum |func )?[A-Za-z_]+' \
    --include='*.swift' "$directory" | sed -E 's/^([^:]+):([0-9]+):.*import (class |struct |enum |func )?([A-Za-z_]+)$/\1:\2:\4/')
}
# The C library, in its one place: CLibrary/ of MonsoonSystem (its calls, constants and types,
# as swift-system's Internals, those of the tool's side in CLibrary/ToolSide/), which imports
# nothing else.
for directory in Sources/*/; do
  module=$(basename "$directory")
  if [[ -z ${allowed[$module]+set} ]]; then
    echo "Sources/$module: a module docs/architecture.md does not place; add it to $0" >&2
    status=1
    continue
  fi
  if [[ " $app_side " == *" $module "* ]]; then
    for linked in $tool_side; do
      if [[ " ${allowed[$module]} " == *" $linked "* ]]; then
        echo "$0: $module is on the app side and may not import $linked (the tool's side)" >&2
        status=1
      fi
    done
  fi
  check_imports "$module" "${directory%/}" "${allowed[$module]}" "Sources/MonsoonSystem/CLibrary"
done
if [[ ! -d Sources/MonsoonSystem/CLibrary ]]; then
  echo "Sources/MonsoonSystem/CLibrary: missing; the C library's calls live there" >&2
  status=1
else
  check_imports "MonsoonSystem's CLibrary" Sources/MonsoonSystem/CLibrary "$c_library"
fi
# Each target as Package.swift declares it: name, directory, then the modules it depends on.
targets=$(swift package dump-package 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
for target in package["targets"]:
    default = "Sources/" if target["type"] == "regular" or target["type"] == "executable" else "Tests/"
    path = target.get("path") or default + target["name"]
    names = [next(iter(d.values()))[0].replace("-", "_") for d in target["dependencies"]]
    print(target["name"], path, *names)
')
# The tests (Tests/iOSSimulator is a package of its own, Tests/iOSUITests an XcodeGen spec of
# the example app) and the benchmark.
while read -r name path dependencies; do
  [[ $path == Sources/* ]] && continue
  check_imports "$name" "$path" "$dependencies Foundation FoundationXML Dispatch Testing"
done <<<"$targets"
for directory in Tests/*/ Benchmarks/*/; do
  if ! grep -q " ${directory%/} " <<<"$(sed 's/$/ /' <<<"$targets")" \
    && [[ $directory != Tests/iOSSimulator/ && $directory != Tests/iOSUITests/ \
      && $directory != Tests/Fixtures/ ]]; then
    echo "$directory: no target of Package.swift reads it; add it there or to $0" >&2
    status=1
  fi
done
# The tool replays through MonsoonReplay (ReplayStart and the projections), never through the
# log-reading types of MonsoonEvents; it opens its inputs (logs, lists, archives, standard
# input) as FileByteSource, the one type for bytes from a file.
while IFS=: read -r file line text; do
  for type in $(grep -owE 'ReplayCursor|LogReader|LogReplayer|LineSplitter' <<<"$text" | sort -u); do
    echo "$file:$line: the tool may not use $type; call MonsoonReplay" >&2
    status=1
  done
done < <(grep -rnwE 'ReplayCursor|LogReader|LogReplayer|LineSplitter' \
  --include='*.swift' Sources/monsoon-replay | grep -vE '^[^:]+:[0-9]+:\s*//')
# And MonsoonReplay and MonsoonRender open every reader as the tool reads logs: the writer's
# template first, `LogReader(fast:)` (MonsoonReplay's Replay/ReplayStart.swift).
while IFS=: read -r file line _; do
  echo "$file:$line: open the log with LogReader(fast:), as the tool reads every log" >&2
  status=1
done < <(grep -rn 'LogReader(' --include='*.swift' Sources/MonsoonReplay Sources/MonsoonRender |
  grep -vE '^[^:]+:[0-9]+:\s*//' | grep -v 'LogReader(fast:')
# What the tool links is what Package.swift gives it, whatever its files import.
tool_dependencies=$(awk '$1 == "monsoon-replay" { for (i = 3; i <= NF; i++) print $i }' <<<"$targets" |
  sed 's/_/-/g')
for linked in MonsoonFoundation MonsoonUIKit; do
  if grep -qx "$linked" <<<"$tool_dependencies"; then
    echo "Package.swift: monsoon-replay may not depend on $linked (it loads no Foundation)" >&2
    status=1
  fi
done
# What an app-side module links is what Package.swift gives it: none of the tool's side.
for module in $app_side; do
  for linked in $(awk -v m="$module" '$1 == m { for (i = 3; i <= NF; i++) print $i }' <<<"$targets" |
    sed 's/_/-/g'); do
    if [[ " $tool_side " == *" $linked "* ]]; then
      echo "Package.swift: $module is on the app side and may not depend on $linked" >&2
      status=1
    fi
  done
done
# docs/architecture.md is the map a maintainer walks: every file and folder it names in
# backticks exists (a name alone anywhere in the repository, a partial path as the end of a
# path, `*` as in the shell; a folder ends with `/`), so the map cannot name a moved file.
while read -r name; do
  pattern=${name%/}
  if [[ $name == */ ]]; then type=d; else type=f; fi
  if [[ $pattern == */* ]]; then test=(-path "*/$pattern"); else test=(-name "$pattern"); fi
  if [[ -z $(find . \( -path ./.build -o -path ./.git -o -path ./Playgrounds \) -prune \
      -o -type $type "${test[@]}" -print -quit) ]]; then
    echo "docs/architecture.md: \`$name\` names nothing in the repository" >&2
    status=1
  fi
done < <(grep -oE '`[A-Za-z0-9_+*./-]+(\.(swift|md|sh|py|js|json|jsonl|txt|xcstrings)|/)`' \
  docs/architecture.md | tr -d '`' | sort -u)
# And every test suite it names (a `...Tests` in backticks) is a type in Tests/.
while read -r suite; do
  if ! grep -rqE "(struct|final class|enum) $suite\b" Tests; then
    echo "docs/architecture.md: \`$suite\` is no test suite in Tests/" >&2
    status=1
  fi
done < <(grep -oE '`[A-Z][A-Za-z]*Tests`' docs/architecture.md | tr -d '`' | sort -u)
if [[ $status == 0 ]]; then echo "imports run one way: ok"; fi
exit $status
