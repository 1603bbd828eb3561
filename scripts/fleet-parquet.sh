#!/usr/bin/env bash
# Keeping a fleet as Parquet (docs/fleet.md, "Keeping a fleet: Parquet by day"), as the page
# shows it: the logs of the DuckDB fleet (scripts/fleet-duckdb.sh, made first when missing)
# laid out by day in logs/dt=YYYY-MM-DD/ folders (hard links), projected one day at a time,
# only the days not yet in the store, each day appended to the Parquet store with DuckDB's
# COPY ... (FORMAT parquet, PARTITION_BY (dt)). Twelve days first, then two more arrive and only
# those two are processed. Then the page's questions over the store must give DuckDB's
# answers over the JSON Lines, and the store's sizes and one query's time over both are
# printed. Exits non-zero on any difference.
set -euo pipefail
cd "$(dirname "$0")/.."

fleet=.build/fleet
venv=.build/fleet-venv
work=$fleet/by-day
[ -f "$fleet/answers.json" ] || scripts/fleet-duckdb.sh
tool="$(swift build --show-bin-path)/monsoon-replay"
python="$PWD/$venv/bin/python"

# DuckDB's command-line tool, as the page uses it (`duckdb DATABASE -c SQL`), through the
# Python package CI already has.
duckdb() {
  "$python" -c 'import duckdb, sys
connection = duckdb.connect(sys.argv[1])
connection.execute("SET enable_progress_bar = false")
connection.execute(sys.argv[3])' "$@"
}

rm -rf "$work"
mkdir -p "$work"
"$python" - "$fleet" "$work" <<'EOF'
import os, sys
from pathlib import Path
fleet, work = Path(sys.argv[1]), Path(sys.argv[2])
# Log i arrives on day i % 14, from 2025-11-17 to 2025-11-30.
for index, log in enumerate(sorted((fleet / "logs").rglob("*.jsonl"))):
    day = work / "incoming" / f"dt=2025-11-{17 + index % 14:02d}"
    day.mkdir(parents=True, exist_ok=True)
    os.link(log, day / log.name)
EOF
# The views of the page's setup block, generated from schemas/ (scripts/schema-columns.py).
cp schemas/duckdb-views.sql "$work/setup.sql"

keep_new_days() {
  # BEGIN the page's recipe (docs/fleet.md shows this block as it is)
  # A projection's run: 65 and 66 say some logs are damaged (their error lines are in the
  # output), 1 that bisect's condition held in none; anything else stops the recipe.
  project() { "$@" && return; case $? in 1 | 65 | 66) return 0 ;; esac; return 1; }
  mkdir -p store
  for day in logs/dt=*; do
    dt=${day#logs/dt=}
    [ -d "store/sessions/dt=$dt" ] && continue  # kept already
    project monsoon-replay replay --each --format json "$day" > sessions.jsonl
    project monsoon-replay bisect --each --until 'nav.menu >= 2 and screen = detail' \
      --format json "$day" > hits.jsonl
    project monsoon-replay timeline --format json "$day" > events.jsonl
    duckdb day.db -c "$(cat setup.sql)
      COPY (SELECT *, '$dt' AS dt FROM sessions)
        TO 'store/sessions' (FORMAT parquet, PARTITION_BY (dt), APPEND);
      COPY (SELECT *, '$dt' AS dt FROM hits)
        TO 'store/hits' (FORMAT parquet, PARTITION_BY (dt), APPEND);
      COPY (SELECT *, '$dt' AS dt FROM events)
        TO 'store/events' (FORMAT parquet, PARTITION_BY (dt), APPEND);"
    rm day.db
    echo "kept $dt"
  done
  # END the page's recipe
}

monsoon-replay() { "$tool" "$@" 2>/dev/null; }
cd "$work"
mkdir logs
for day in 17 18 19 20 21 22 23 24 25 26 27 28; do mv "incoming/dt=2025-11-$day" logs/; done
started=$SECONDS
keep_new_days > kept-first.txt
echo "first run: $(wc -l < kept-first.txt) days kept in $((SECONDS - started)) s"
mv incoming/dt=2025-11-29 incoming/dt=2025-11-30 logs/
started=$SECONDS
keep_new_days > kept-second.txt
echo "second run: $(tr '\n' ' ' < kept-second.txt)in $((SECONDS - started)) s"
[ "$(cat kept-second.txt)" = "kept 2025-11-29
kept 2025-11-30" ] || { echo "the second run did not keep exactly the two new days" >&2; exit 1; }
cd - > /dev/null
"$python" scripts/fleet.py parquet "$fleet" "$work/store"
