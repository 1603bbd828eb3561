#!/usr/bin/env bash
# Builds a libFuzzer harness from Fuzz/ with the package's modules it needs and runs it.
# Usage: scripts/fuzz.sh TARGET SECONDS    (TARGET: log-replay | header | condition | scan)
# Exits non-zero when the fuzzer finds a crash, a leak or a timeout; the input that caused
# it is saved under fuzz-artifacts/. The committed seed corpus is Fuzz/Corpus/TARGET; new
# inputs go to a scratch copy, never into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh log-replay|header|condition|scan SECONDS" >&2; exit 64; }
[[ $# -eq 2 && $2 =~ ^[0-9]+$ ]] || usage
case "$1" in
  log-replay) harness=Fuzz/LogReplayFuzzer.swift ;;
  header) harness=Fuzz/HeaderFuzzer.swift ;;
  condition) harness=Fuzz/ConditionFuzzer.swift ;;
  scan) harness=Fuzz/ScanFuzzer.swift ;;
  *) usage ;;
esac
target=$1
seconds=$2

export SWIFT_BACKTRACE=enable=no
build=.build/fuzz
mkdir -p "$build" fuzz-artifacts
binary="$build/$target"
flags=(-sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -package-name Monsoon
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)
# Builds one of the package's modules as a static library the harness links, after the
# modules it imports (MonsoonSystem, then MonsoonEvents, then the module itself). A module is
# built again only when its compiler, its flags or its list of files changed, one of its files
# is newer than its library, or a module it imports was built again: the four harnesses of one
# CI run share one build.
modules="$build/modules"
mkdir -p "$modules"
rebuilt_below=false
compiler="$(swiftc --version 2>&1 | head -1) ${flags[*]}"
build_module() {
  local name=$1
  mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
  local library="$modules/lib$name.a" list="$modules/$name.sources"
  if ! $rebuilt_below && [[ -f $library && -f $list ]] \
    && [[ $(printf '%s\n' "$compiler" "${sources[@]}") == "$(<"$list")" ]] \
    && [[ -z $(find "${sources[@]}" -newer "$library" -print -quit) ]]; then
    echo "   $name: unchanged since its last build"
    return
  fi
  rebuilt_below=true
  # A static archive keeps members it is not told to drop: a file removed or renamed since the
  # last build would still be linked.
  rm -f "$library" "$list"
  swiftc "${flags[@]}" -enable-testing -I "$modules" -module-name "$name" -emit-module \
    -emit-module-path "$modules/$name.swiftmodule" -emit-library -static \
    -o "$library" "${sources[@]}"
  printf '%s\n' "$compiler" "${sources[@]}" >"$list"
}
needed=(MonsoonSystem MonsoonEvents)
[[ $target == header ]] || needed+=(MonsoonReplay)
echo "== building $binary (with ${needed[*]})"
libraries=()
for module in "${needed[@]}"; do
  build_module "$module"
  libraries=("-l$module" "${libraries[@]}")
done
# A static library's own link requests are not followed, so the C library's Swift overlay,
# which MonsoonSystem uses, is named here.
[[ $(uname) == Linux ]] && libraries+=(-lswiftGlibc)
swiftc "${flags[@]}" -use-ld=lld -I "$modules" -L "$modules" "${libraries[@]}" \
  -module-name MonsoonFuzz "$harness" -o "$binary"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo "== fuzzing $target for $seconds s"
"$binary" "$scratch" "Fuzz/Corpus/$target" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -detect_leaks=1 -print_final_stats=1 -artifact_prefix="fuzz-artifacts/$target-"
