"""The fleet questions of docs/fleet.md on Apache Spark, classic or Spark Connect.

Reads a list of log paths (one a line) and, with `mapInArrow`, runs
`monsoon-replay replay --each --format json --files-from -` (and `bisect --each`,
`timeline`) once per batch of each partition's paths, then answers the questions the DuckDB
recipe answers, printing them as JSON. A tool that exits with a status the projections do not
document, or by a signal, fails its task, so Spark runs it again; the driver checks that every
log has exactly one line in the per-session and hit projections, and an end marker in the
per-event one, before it answers:

    spark-submit --files monsoon-replay fleet_spark_job.py --tool monsoon-replay \\
        --paths hdfs:///fleet/paths.txt --partitions 200
    python3 fleet_spark_job.py --master 'local[2]' --tool /opt/monsoon/monsoon-replay \\
        --paths paths.txt --partitions 8 --answers answers.json
    python3 fleet_spark_job.py --remote sc://spark-connect:15002 --tool ... --paths ...
"""

import argparse
import json
import os
import subprocess

import pyarrow
from pyspark import SparkFiles
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

SESSION_SCHEMA = (
    "schema STRING, file STRING, seq BIGINT, screen STRING, selections ARRAY<BIGINT>, "
    "choices MAP<STRING, STRING>, "
    "nav STRUCT<search: BIGINT, calendar: BIGINT, compass: BIGINT, menu: BIGINT>, "
    "events BIGINT, first_t BIGINT, last_t BIGINT, "
    "kinds STRUCT<tap: BIGINT, select: BIGINT, randomize: BIGINT, go: BIGINT, back: BIGINT, "
    "nav: BIGINT>, rejected BIGINT, ended_on_detail BOOLEAN, header STRING, "
    "skipped_lines BIGINT, torn_tail BIGINT, nul_tail BIGINT, error STRING, status BIGINT")
HIT_SCHEMA = "schema STRING, file STRING, seq BIGINT, error STRING, status BIGINT"
EVENT_SCHEMA = (
    "schema STRING, file STRING, seq BIGINT, event STRUCT<type: STRING>, error STRING, "
    "status BIGINT")
PREDICATE = "nav.menu >= 2 and screen = detail"
# What a run of the tool over many logs may exit with (docs/fleet.md): 0, 65 or 66 with an
# error line per damaged log, 1 for `bisect --each` when the condition holds in no log.
STATUSES = {0, 1, 65, 66}
# One row of a projection's output: a line the tool printed, or (line null) the end marker of
# a log whose run ended with `status`.
OUTPUT_SCHEMA = "line STRING, ended STRING, status INT"

QUESTIONS = {
    "randomizes-before-go": """
        WITH whole AS (
          SELECT file FROM events GROUP BY file HAVING count(error) = 0),
        first_go AS (
          SELECT file, min(seq) AS seq FROM events
          WHERE event.type = 'go' AND file IN (SELECT file FROM whole) GROUP BY file),
        before AS (
          SELECT g.file, count(e.seq) AS randomizes
          FROM first_go g LEFT JOIN events e
            ON e.file = g.file AND e.seq < g.seq AND e.event.type = 'randomize'
          GROUP BY g.file)
        SELECT count(*) AS sessions, round(avg(randomizes), 2) AS mean,
               median(randomizes) AS median, max(randomizes) AS most
        FROM before""",
    "endings": """
        SELECT choices['meal'] AS meal, count(*) AS sessions,
               count_if(ended_on_detail) AS on_detail
        FROM sessions WHERE error IS NULL
        GROUP BY meal ORDER BY sessions DESC, meal""",
    "randomizes": """
        SELECT count(*) AS sessions, round(avg(kinds.randomize), 2) AS mean,
               median(kinds.randomize) AS median, max(kinds.randomize) AS most
        FROM sessions WHERE kinds.go > 0""",
    "randomize-buckets": """
        SELECT CASE WHEN kinds.randomize >= 20 THEN '20+'
                    ELSE concat(floor(kinds.randomize / 5) * 5, '-',
                                floor(kinds.randomize / 5) * 5 + 4) END AS randomizes,
               count(*) AS sessions
        FROM sessions WHERE kinds.go > 0
        GROUP BY randomizes ORDER BY min(kinds.randomize)""",
    "hits": """
        SELECT count_if(seq IS NOT NULL) AS hit,
               count_if(seq IS NULL AND error IS NULL) AS never,
               count_if(error IS NOT NULL) AS damaged, round(avg(seq), 2) AS mean_first_seq
        FROM hits""",
    "damaged": """
        SELECT status, count(*) AS logs FROM sessions WHERE error IS NOT NULL
        GROUP BY status ORDER BY status""",
    "damaged-logs": """
        SELECT file, status, error FROM sessions WHERE error IS NOT NULL ORDER BY file""",
    # `header` is read as a string: Spark keeps an object's JSON text in a STRING field.
    "quality": """
        SELECT get_json_object(header, '$.app') AS app, count(*) AS sessions,
               sum(skipped_lines) AS skipped_lines, sum(torn_tail) AS torn_tails,
               sum(nul_tail) AS nul_tails
        FROM sessions WHERE error IS NULL
        GROUP BY app ORDER BY app""",
}


def run_tool(tool, arguments, base):
    """The function `mapInArrow` runs on each partition: one run of the tool per batch of
    paths, its lines and an end marker per path out. A run that exits with a status the
    projections do not document, or by a signal, raises, which fails the task (Spark retries
    it): its lines are never half used. The tool runs in `base` (the directory the paths are
    relative to), or where the worker runs it."""

    def run(batches):
        found = tool if os.path.exists(tool) else SparkFiles.get(os.path.basename(tool))
        for batch in batches:
            paths = batch.column("value").to_pylist()
            if not paths:
                continue
            done = subprocess.run(
                [found, *arguments, "--files-from", "-"], input="".join(p + "\n" for p in paths),
                capture_output=True, text=True, cwd=base)
            if done.returncode not in STATUSES:
                how = (f"was killed by signal {-done.returncode}" if done.returncode < 0
                       else f"exited with status {done.returncode}")
                raise RuntimeError(
                    f"monsoon-replay {arguments[0]} {how} on {len(paths)} logs "
                    f"({paths[0]} ...): {done.stderr[-2000:]}")
            lines = done.stdout.splitlines()
            yield pyarrow.RecordBatch.from_pydict({
                "line": lines + [None] * len(paths),
                "ended": [None] * len(lines) + paths,
                "status": [None] * len(lines) + [done.returncode] * len(paths),
            }, schema=pyarrow.schema([("line", pyarrow.string()), ("ended", pyarrow.string()),
                                      ("status", pyarrow.int32())]))

    return run


def project(spark, paths, tool, arguments, schema, name, line_per_log=True, base=None):
    """One projection of every log as the view `name`, after checking that no log lost its
    lines: each has exactly one line (`line_per_log`) or one end marker (the per-event
    projection, where a log has a line per event, and none without events)."""
    output = paths.mapInArrow(run_tool(tool, arguments, base), OUTPUT_SCHEMA).cache()
    frame = (output.where("line IS NOT NULL")
             .select(F.from_json("line", schema).alias("row")).select("row.*"))
    if line_per_log:
        seen = frame.groupBy("file").count()
    else:
        seen = output.where("ended IS NOT NULL").groupBy(F.col("ended").alias("file")).count()
    wrong = (paths.join(seen, paths.value == seen.file, "full_outer")
             .where("count IS NULL OR count != 1 OR value IS NULL"))
    problems = wrong.limit(5).collect()
    if problems:
        raise SystemExit(
            f"{name}: {wrong.count()} logs without exactly one "
            f"{'line' if line_per_log else 'end marker'}, such as {problems}")
    frame.createOrReplaceTempView(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--tool", default="monsoon-replay",
        help="the tool's path on the workers, or the name of a file shipped with the job")
    parser.add_argument("--paths", required=True, help="a text file of log paths, one a line")
    parser.add_argument(
        "--base", help="the directory relative paths start from on the workers (Spark Connect "
        "runs Python in a directory of its own, not the driver's)")
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--master", help="such as local[2]; spark-submit sets it otherwise")
    parser.add_argument("--remote", help="a Spark Connect server, such as sc://host:15002")
    parser.add_argument("--answers", help="write the answers here as JSON, not to stdout")
    arguments = parser.parse_args()

    builder = SparkSession.builder.appName("monsoon-fleet")
    if arguments.remote:
        builder = builder.remote(arguments.remote)
    else:
        builder = (builder.config("spark.ui.enabled", "false")
                   .config("spark.ui.showConsoleProgress", "false"))
        if arguments.master:
            builder = builder.master(arguments.master)
    spark = builder.getOrCreate()
    paths = spark.read.text(arguments.paths).repartition(arguments.partitions).cache()

    tool, base = arguments.tool, arguments.base
    project(spark, paths, tool, ["replay", "--each", "--format", "json"],
            SESSION_SCHEMA, "sessions", base=base)
    project(spark, paths, tool, ["bisect", "--each", "--until", PREDICATE, "--format", "json"],
            HIT_SCHEMA, "hits", base=base)
    project(spark, paths, tool, ["timeline", "--format", "json"],
            EVENT_SCHEMA, "events", line_per_log=False, base=base)

    answers = {
        name: [list(row) for row in spark.sql(sql).collect()]
        for name, sql in QUESTIONS.items()
    }
    text = json.dumps(answers, indent=1) + "\n"
    if arguments.answers:
        with open(arguments.answers, "w") as file:
            file.write(text)
    else:
        print(text, end="")
    spark.stop()


if __name__ == "__main__":
    main()
