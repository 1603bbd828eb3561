#!/usr/bin/env bash
# Measures the time-travel viewer for sessions of 1,000, 10,000 and 100,000 events (and any
# sizes given as arguments): the page's size, how long `html` takes to write it, and how long
# headless Chromium takes to open it (the page's own clock, from navigation start to the first
# step shown, read from data-ready-ms; then the wall time of a whole `chromium --dump-dom`).
# Usage: scripts/viewer-size.sh [EVENTS...]   (docs/performance.md quotes its output)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product monsoon-replay >/dev/null
tool=.build/release/monsoon-replay
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
printf '%10s  %12s  %10s  %14s  %12s\n' events "page bytes" "html s" "Chromium ready" "--dump-dom s"
for events in "${sizes[@]}"; do
  "$tool" gen --seed 1 --events "$events" >"$work/s.jsonl"
  start=$(date +%s.%N)
  "$tool" html "$work/s.jsonl" -o "$work/s.html"
  written=$(date +%s.%N)
  bytes=$(stat -c %s "$work/s.html")
  start_browser=$(date +%s.%N)
  timeout 300 chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile" --dump-dom "file://$work/s.html#seq=$events" \
    2>/dev/null >"$work/s.dom"
  end_browser=$(date +%s.%N)
  ready=$(sed -n 's/.*data-ready-ms="\([0-9]*\)".*/\1/p' "$work/s.dom" | head -1)
  printf '%10s  %12s  %10.2f  %11s ms  %12.2f\n' "$events" "$bytes" \
    "$(awk "BEGIN { print $written - $start }")" "${ready:-?}" \
    "$(awk "BEGIN { print $end_browser - $start_browser }")"
done
