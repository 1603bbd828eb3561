#!/usr/bin/env bash
# Loads the time-travel viewer in headless Chromium and checks it as a person would:
# - the slider has last seq + 1 positions and the timeline one entry per step;
# - opening the page at #seq=N shows step N, the same screen `render --at N` draws, and
#   stepping to another seq changes the shown screen;
# - the script ran without an uncaught error, and a screenshot is not blank;
# - a session of 100,000 events opens, and its steps show what `render --at` draws;
# - when Node.js is installed: the keys work, the animations use the motion specs' numbers and
#   the Randomize sound decodes (scripts/browser-keys.mjs, over CDP); and at 390, 768 and
#   1200 px wide the page fits the window, the phone is whole, the controls stay in view at
#   phone width, two columns from 700 px, a Randomize's row says what it changed and the
#   choices marked are those the step's own event changed, and at 1440 px too: the whole change
#   and the choices in view at phone width, Randomize rows whole, nav rows with their count,
#   "(no change)" steps set apart, changes said in words, the row focus ring inside the list,
#   the arrow keys moving between rows (scripts/browser-widths.mjs; with BROWSER_SHOTS=DIR, a
#   screenshot at each width goes there).
# Installs chromium, libxml2-utils, librsvg2-bin and python3 with apt-get when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update && apt-get install -y "${missing[@]}"
fi

swift build
tool=.build/debug/monsoon-replay
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

browser() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile" --enable-logging=stderr "$@" 2>>"$work/console.log"
}

# check NAME LOG DEVICE SEQ...: builds the viewer of LOG and loads it at each SEQ.
check() {
  local name=$1 log=$2 device=$3
  shift 3
  echo "== $name ($device)"
  "$tool" html "$log" --device "$device" -o "$work/$name.html"
  local last
  last=$("$tool" replay "$log" --format json | sed -n 's/^{"seq":\([0-9]*\),.*/\1/p')
  for seq in "$@"; do
    : >"$work/console.log"
    browser --dump-dom "file://$work/$name.html#seq=$seq" >"$work/$name-$seq.dom"
    if grep -q "Uncaught" "$work/console.log"; then
      grep "Uncaught" "$work/console.log" >&2
      echo "browser-check: FAIL: a script error in $name at #seq=$seq" >&2
      exit 1
    fi
    "$tool" render "$log" --device "$device" --at "$seq" -o "$work/$name-$seq.svg"
    rsvg-convert -w 200 "$work/$name-$seq.svg" -o "$work/$name-$seq.png"
  done
  browser --screenshot="$work/$name.png" --window-size=1280,1000 \
    "file://$work/$name.html#seq=$last" >/dev/null
  python3 scripts/browser-check.py "$work" "$name" "$last" "$@"
  if command -v node >/dev/null && command -v curl >/dev/null; then
    local port=$((9300 + RANDOM % 500))
    chromium --headless --no-sandbox --disable-gpu --no-first-run \
      --user-data-dir="$work/cdp-profile" --remote-debugging-port="$port" about:blank \
      2>/dev/null &
    local browser_pid=$!
    for _ in $(seq 50); do
      curl -sf "http://127.0.0.1:$port/json/version" >/dev/null 2>&1 && break
      sleep 0.2
    done
    local status=0
    node --experimental-websocket --no-warnings scripts/browser-keys.mjs "$port" \
      "file://$work/$name.html" "$last" || status=$?
    if [ "$name" = sample ] && [ "$status" -eq 0 ]; then
      node --experimental-websocket --no-warnings scripts/browser-widths.mjs "$port" \
        "file://$work/$name.html" ${BROWSER_SHOTS:-} || status=$?
    fi
    kill "$browser_pid"
    wait "$browser_pid" 2>/dev/null || true
    [ "$status" -eq 0 ] || { echo "browser-check: FAIL: keyboard check of $name" >&2; exit 1; }
  else
    echo "(Node.js or curl not installed: keyboard check skipped)"
  fi
}

"$tool" sample >"$work/sample.jsonl"
check sample "$work/sample.jsonl" 15 0 6 11 20
check sample-4s "$work/sample.jsonl" 4s 0 10 11
check crowded Tests/Fixtures/render/crowded-menu.jsonl 16promax 0 3 5 7
# A long session opens whole: every step reachable, the page a few MB (docs/performance.md).
"$tool" gen --seed 1 --events 100000 >"$work/long.jsonl"
check long "$work/long.jsonl" 15 0 54321 100000
echo "browser-check: OK"
