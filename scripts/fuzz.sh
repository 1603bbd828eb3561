#!/usr/bin/env bash
# Builds a libFuzzer harness from Fuzz/ with the MonsoonEvents sources and runs it.
# Usage: scripts/fuzz.sh TARGET SECONDS    (TARGET: log-replay | header)
# Exits non-zero when the fuzzer finds a crash, a leak or a timeout; the input that caused
# it is saved under fuzz-artifacts/. The committed seed corpus is Fuzz/Corpus/TARGET; new
# inputs go to a scratch copy, never into the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh log-replay|header SECONDS" >&2; exit 64; }
[[ $# -eq 2 && $2 =~ ^[0-9]+$ ]] || usage
case "$1" in
  log-replay) harness=Fuzz/LogReplayFuzzer.swift ;;
  header) harness=Fuzz/HeaderFuzzer.swift ;;
  *) usage ;;
esac
target=$1
seconds=$2

export SWIFT_BACKTRACE=enable=no
build=.build/fuzz
mkdir -p "$build" fuzz-artifacts
binary="$build/$target"
mapfile -t sources < <(find Sources/MonsoonEvents -name '*.swift' | sort)
echo "== building $binary"
swiftc -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -swift-version 6 \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -module-name MonsoonFuzz "${sources[@]}" "$harness" -o "$binary"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo "== fuzzing $target for $seconds s"
"$binary" "$scratch" "Fuzz/Corpus/$target" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -detect_leaks=1 -print_final_stats=1 -artifact_prefix="fuzz-artifacts/$target-"
