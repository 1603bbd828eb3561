#!/usr/bin/env bash
# Builds a libFuzzer harness from Fuzz/ with the MonsoonEvents sources and runs it.
# Usage: scripts/fuzz.sh TARGET SECONDS    (TARGET: log-replay | header | predicate)
# Exits non-zero when the fuzzer finds a crash, a leak or a timeout; the input that caused
# it is saved under fuzz-artifacts/. The committed seed corpus is Fuzz/Corpus/TARGET; new
# inputs go to a scratch copy, never into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh log-replay|header|predicate SECONDS" >&2; exit 64; }
[[ $# -eq 2 && $2 =~ ^[0-9]+$ ]] || usage
case "$1" in
  log-replay) harness=Fuzz/LogReplayFuzzer.swift ;;
  header) harness=Fuzz/HeaderFuzzer.swift ;;
  predicate) harness=Fuzz/PredicateFuzzer.swift ;;
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
mapfile -t events < <(find Sources/MonsoonEvents -name '*.swift' | sort)
echo "== building $binary"
if [[ $target == predicate ]]; then
  # The predicate parser lives in MonsoonReplay, which imports MonsoonEvents as a module.
  modules="$build/modules"
  mkdir -p "$modules"
  swiftc "${flags[@]}" -module-name MonsoonEvents -emit-module -emit-module-path \
    "$modules/MonsoonEvents.swiftmodule" -emit-library -static -o "$modules/libMonsoonEvents.a" \
    "${events[@]}"
  mapfile -t replay < <(find Sources/MonsoonReplay -name '*.swift' | sort)
  swiftc "${flags[@]}" -use-ld=lld -I "$modules" -L "$modules" -lMonsoonEvents \
    -module-name MonsoonFuzz "${replay[@]}" "$harness" -o "$binary"
else
  swiftc "${flags[@]}" -use-ld=lld -module-name MonsoonFuzz "${events[@]}" "$harness" \
    -o "$binary"
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo "== fuzzing $target for $seconds s"
"$binary" "$scratch" "Fuzz/Corpus/$target" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -detect_leaks=1 -print_final_stats=1 -artifact_prefix="fuzz-artifacts/$target-"
