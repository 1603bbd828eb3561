#!/usr/bin/env bash
# The Spark job of docs/fleet.md (scripts/fleet_spark_job.py, which the page shows as it is)
# in Spark's local mode, local[2] with 8 partitions, over the fleet of scripts/fleet-duckdb.sh
# (made first when .build/fleet has no DuckDB answers): every answer must equal DuckDB's.
# Installs a JRE (Debian) and pyspark (PyPI, into .build/fleet-venv) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

fleet=.build/fleet
venv=.build/fleet-venv

python3 scripts/fleet.py spark-docs
command -v java >/dev/null || { apt-get update && apt-get install -y default-jre-headless; }
[ -f "$fleet/answers.json" ] || scripts/fleet-duckdb.sh
"$venv/bin/python" -c 'import pyspark' 2>/dev/null || "$venv/bin/pip" install --quiet pyspark

tool="$(swift build --show-bin-path)/monsoon-replay"
# The paths as the workers see them: relative to the fleet directory, where the job runs (in
# local mode the workers share the driver's file system and directory).
(cd "$fleet" && find logs -name '*.jsonl' | LC_ALL=C sort > paths.txt)
echo "running the Spark job over $(wc -l < "$fleet/paths.txt") logs"
(
  cd "$fleet"
  PYSPARK_PYTHON="$PWD/../fleet-venv/bin/python" "$PWD/../fleet-venv/bin/python" \
    ../../scripts/fleet_spark_job.py --master 'local[2]' --partitions 8 --tool "$tool" \
    --paths paths.txt --answers spark-answers.json
)
python3 scripts/fleet.py compare "$fleet/answers.json" "$fleet/spark-answers.json"
echo "Spark's answers equal DuckDB's"
