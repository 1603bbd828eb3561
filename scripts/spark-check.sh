#!/usr/bin/env bash
# The Spark job of docs/fleet.md (scripts/fleet_spark_job.py, which the page shows as it is)
# over the fleet of scripts/fleet-duckdb.sh (made first when .build/fleet has no DuckDB
# answers), 8 partitions, three ways; every answer must equal DuckDB's:
#   1. classic Spark, local[2], with the tool built with --static-swift-stdlib (ldd must show no
#      libswiftCore), shipped with the job (--ship: addFile) under a name no worker has on disk,
#      so that the tasks find it only through SparkFiles.get, LD_LIBRARY_PATH unset;
#   2. Spark Connect: a local Spark Connect server that pyspark starts (--remote local[2]);
#   3. classic Spark, local[2,2] (a failed task is tried twice), with a tool that kills itself
#      half-way through the first partition it reads: the task must fail, be retried, and the
#      answers stay the same.
# Installs a JRE (Debian) and pyspark with what Spark Connect and mapInArrow need (PyPI, into
# .build/fleet-venv) when missing. Prints each run's time.
set -euo pipefail
cd "$(dirname "$0")/.."

fleet=.build/fleet
venv=.build/fleet-venv

python3 scripts/fleet.py spark-docs
command -v java >/dev/null || { apt-get update && apt-get install -y default-jre-headless; }
[ -f "$fleet/answers.json" ] || scripts/fleet-duckdb.sh
"$venv/bin/python" -c 'import pyspark, pyarrow, pandas, grpc, grpc_status, zstandard' \
  2>/dev/null || "$venv/bin/pip" install --quiet 'pyspark[connect]'

tool="$(swift build --show-bin-path)/monsoon-replay"
# The same objects relinked with the Swift runtime inside (seconds), then back as they were.
static=.build/static/monsoon-replay-static
mkdir -p .build/static
swift build --product monsoon-replay --static-swift-stdlib > /dev/null
cp "$tool" "$static"
swift build --product monsoon-replay > /dev/null
if ldd "$static" | grep -q "libswift"; then
  ldd "$static" >&2
  echo "the --static-swift-stdlib build still loads the Swift runtime" >&2
  exit 1
fi
echo "--static-swift-stdlib: ldd names no Swift library ($(ldd "$static" | wc -l) libraries: \
$(ldd "$static" | awk '{print $1}' | tr '\n' ' '))"
# The paths as the workers see them: relative to the fleet directory, where the job runs (in
# local mode the workers share the driver's file system and directory).
(cd "$fleet" && find logs -name '*.jsonl' | LC_ALL=C sort > paths.txt)

# A tool that, the first time it runs, prints 50 lines and is then killed (SIGKILL), as a
# worker lost half-way through a partition; every later run is the tool itself.
rm -rf "$fleet/killed"
cat > "$fleet/kill-once.sh" <<EOF
#!/bin/sh
if mkdir "$PWD/$fleet/killed" 2>/dev/null; then
  "$tool" "\$@" | head -n 50
  kill -9 \$\$
fi
exec "$tool" "\$@"
EOF
chmod +x "$fleet/kill-once.sh"

job() {
  local name=$1
  shift
  local started=$SECONDS
  (
    cd "$fleet"
    PYSPARK_PYTHON="$PWD/../fleet-venv/bin/python" "$PWD/../fleet-venv/bin/python" \
      ../../scripts/fleet_spark_job.py --partitions 8 --paths paths.txt \
      --answers "spark-answers-$name.json" "$@"
  ) 2> "$fleet/spark-$name.err" || { cat "$fleet/spark-$name.err" >&2; return 1; }
  python3 scripts/fleet.py compare "$fleet/answers.json" "$fleet/spark-answers-$name.json" 2>&1 |
    cut -c1-300 >&2
  echo "-- $((SECONDS - started)) s: $name: Spark's answers equal DuckDB's"
}

echo "running the Spark job over $(wc -l < "$fleet/paths.txt") logs"
LD_LIBRARY_PATH= job classic --master 'local[2]' --ship "$PWD/$static"
job connect --remote 'local[2]' --tool "$tool" --base "$PWD/$fleet"
job killed --master 'local[2,2]' --tool "$PWD/$fleet/kill-once.sh"
if [ ! -d "$fleet/killed" ] || ! grep -q "killed by signal 9" "$fleet/spark-killed.err" ||
  ! grep -q "TaskSetManager: Lost task" "$fleet/spark-killed.err"; then
  echo "the tool was not killed, or its task did not fail: the retry was not tested" >&2
  exit 1
fi
grep -m1 "TaskSetManager: Lost task" "$fleet/spark-killed.err" | cut -c1-110
grep -m1 "killed by signal 9" "$fleet/spark-killed.err" | cut -c1-110
echo "the killed task failed and was retried; the answers did not change"
