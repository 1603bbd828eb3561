#!/usr/bin/env bash
# Runs two builds of monsoon-replay on the same logs and commands, and lists every command
# whose standard output, standard error or exit status differs between them.
#
#   scripts/compare-binaries.sh OLD NEW [--logs N] [--work DIR]
#
# OLD and NEW are two monsoon-replay executables (say, main's build copied aside, and the
# build of a change that promises the same outputs). The logs: every fixture under
# Tests/Fixtures, N generated logs (default 500, from OLD's `gen`: 5 to 60 events, seeds
# 1..N, every tenth with sel on each line, every seventh of version 1) and N mutated copies
# of them (scripts/mutate-logs.py: lines deleted, moved, duplicated, cut, bytes changed).
# Each log goes through the commands in `commands` below, one at a time, and the fleet
# commands run once over the whole folder. Every command runs in the logs' folder with
# relative paths, HOME set to a folder of its own (nothing is cached across runs or builds),
# and a time limit of 60 s (a hang shows as exit status 124).
#
# Prints the number of commands run and, for each that differs, the command and the first
# lines of the difference, and each command the new build crashed or hung on; exits 1 when any
# differs or crashed, 0 when none did. The outputs stay in
# DIR (default: a new temporary folder) for a closer look: DIR/old and DIR/new hold one
# .out, .err and .status file per command.
set -euo pipefail

usage() {
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
}
[ $# -ge 2 ] || usage
old_given=$1
new_given=$2
shift 2
count=500
work=""
while [ $# -gt 0 ]; do
  case $1 in
    --logs) count=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    *) usage ;;
  esac
done
[ -x "$old_given" ] && [ -x "$new_given" ] || { echo "compare-binaries: OLD and NEW must be executables" >&2; exit 66; }
repo=$(cd "$(dirname "$0")/.." && pwd)
[ -n "$work" ] || work=$(mktemp -d)
mkdir -p "$work"
work=$(realpath "$work")
logs="$work/logs"
rm -rf "$logs" "$work/old" "$work/new" "$work/bin-old" "$work/bin-new"
mkdir -p "$logs/gen" "$logs/fixtures" "$work/old" "$work/new" "$work/bin-old" "$work/bin-new"
# Both builds under the same name, so that no message differs by the program's name alone; a
# crash prints no backtrace (its addresses differ from run to run).
cp "$old_given" "$work/bin-old/monsoon-replay"
cp "$new_given" "$work/bin-new/monsoon-replay"
old="$work/bin-old/monsoon-replay"
new="$work/bin-new/monsoon-replay"
export SWIFT_BACKTRACE=enable=no

# The logs.
find "$repo/Tests/Fixtures" -name '*.jsonl' | sort | while read -r fixture; do
  name=${fixture#"$repo/Tests/Fixtures/"}
  cp "$fixture" "$logs/fixtures/${name//\//-}"
done
for seed in $(seq 1 "$count"); do
  flags=(--seed "$(printf '%x' "$seed")" --events $((5 + seed % 56)))
  [ $((seed % 10)) = 0 ] && flags+=(--with-sel)
  "$old" gen "${flags[@]}" >"$logs/gen/g$seed.jsonl"
  if [ $((seed % 7)) = 0 ]; then
    # A version-1 log: the same events under version 1's rules, replayed for its own sel.
    sed -i '1s/"monsoon":2/"monsoon":1/' "$logs/gen/g$seed.jsonl"
  fi
done
python3 "$repo/scripts/mutate-logs.py" --seed 1 --count "$count" --out "$logs/mutated" "$logs"/gen/*.jsonl

# The commands run on each log; LOG is the log, OTHER another log to compare it with.
commands() {
  cat <<'EOF'
replay LOG
replay LOG --format json
replay LOG --lenient --format json
replay LOG --at 3 --changes
replay LOG --at 3 --lenient --format json
replay LOG --skip 2
replay LOG --each --format json
timeline LOG
timeline LOG --format json --lenient
follow LOG --format json
follow LOG --lenient
verify LOG
summary LOG --lenient
diff LOG OTHER --format json
diff LOG LOG --skip 2
bisect LOG --until 'screen=detail'
bisect LOG --lenient --until 'nav.menu>=1' --format json
render LOG --at 2
render LOG --lenient --device SE --appearance dark
xcuitest LOG --select-by-taps
shrink LOG --until 'screen=detail' -o -
STDIN replay
STDIN timeline - --format json
STDIN follow
EOF
}

# Runs one command with one build: $1 the build, $2 the folder its results go in, $3 the
# command's name there, the rest the command line (STDIN first: the log comes on standard input).
run_one() {
  local tool=$1 out=$2 name=$3 line=$4 log=$5 other=$6
  local home="$out/home-$name"
  mkdir -p "$home"
  line=${line//LOG/$log}
  line=${line//OTHER/$other}
  local status=0
  if [[ $line == STDIN* ]]; then
    (cd "$logs" && HOME=$home eval "timeout 60 \"$tool\" ${line#STDIN }" <"$logs/$log") \
      >"$out/$name.out" 2>"$out/$name.err" || status=$?
  else
    (cd "$logs" && HOME=$home eval "timeout 60 \"$tool\" $line" </dev/null) \
      >"$out/$name.out" 2>"$out/$name.err" || status=$?
  fi
  echo "$status" >"$out/$name.status"
  echo "$line" >"$out/$name.command"
  rm -rf "$home"
}
export -f run_one commands
export logs old new work

# Every command on one log, with both builds.
run_log() {
  local log=$1 other=fixtures/sample.jsonl n=0 line
  local key=${log//\//_}
  while IFS= read -r line; do
    n=$((n + 1))
    run_one "$old" "$work/old" "$key-$n" "$line" "$log" "$other"
    run_one "$new" "$work/new" "$key-$n" "$line" "$log" "$other"
  done < <(commands)
}
export -f run_log

(cd "$logs" && find fixtures gen mutated -name '*.jsonl' | sort) |
  xargs -P "$(nproc)" -I{} bash -c 'run_log "$1"' _ {}

# The fleet commands, once over every log.
fleet=0
while IFS= read -r line; do
  fleet=$((fleet + 1))
  run_one "$old" "$work/old" "fleet-$fleet" "$line" "" ""
  run_one "$new" "$work/new" "fleet-$fleet" "$line" "" ""
done <<'EOF'
replay --each gen mutated fixtures --format json --jobs 2
replay --each gen mutated --lenient --format json --jobs 1
verify gen mutated fixtures
summary gen mutated --lenient
timeline gen --format json
timeline gen mutated --lenient --format json --jobs 2
bisect --each gen mutated --until 'flavor=sweet' --format json --lenient
EOF

total=$(find "$work/old" -name '*.status' | wc -l)
different=0
for status in "$work"/old/*.status; do
  name=$(basename "$status" .status)
  parts="out err status"
  # Two crashes alike (the same signal) differ only in the shell's line naming the process.
  if [ "$(cat "$status")" -ge 128 ] && cmp -s "$status" "$work/new/$name.status"; then
    parts="out status"
  fi
  for part in $parts; do
    if ! cmp -s "$work/old/$name.$part" "$work/new/$name.$part"; then
      different=$((different + 1))
      echo "differs ($part): $(cat "$work/old/$name.command")"
      { diff "$work/old/$name.$part" "$work/new/$name.$part" || true; } | head -6 | sed 's/^/    /'
      break
    fi
  done
done
# A crash (a signal: 128 and above) or a hang (124) of the new build fails the comparison even
# where the old build failed alike.
failed=0
for status in "$work"/new/*.status; do
  if [ "$(cat "$status")" -ge 124 ]; then
    failed=$((failed + 1))
    echo "new build crashed or hung (exit $(cat "$status")): $(cat "${status%.status}.command")"
  fi
done
echo "compare-binaries: $total commands, $different differ, $failed crashed or hung in the new build (outputs in $work)"
[ "$different" = 0 ] && [ "$failed" = 0 ]
