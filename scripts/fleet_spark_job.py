"""The fleet questions of docs/fleet.md on Apache Spark.

Reads a list of log paths (one a line), pipes each partition's paths through
`monsoon-replay replay --each --format json --files-from -` (and `bisect --each`,
`timeline`), and
answers the questions the DuckDB recipe answers, printing them as JSON:

    spark-submit --files monsoon-replay fleet_spark_job.py --tool ./monsoon-replay \\
        --paths hdfs:///fleet/paths.txt --partitions 200
    python3 fleet_spark_job.py --master 'local[2]' --tool /opt/monsoon/monsoon-replay \\
        --paths paths.txt --partitions 8 --answers answers.json
"""

import argparse
import json
import shlex

from pyspark.sql import SparkSession

SESSION_SCHEMA = (
    "schema STRING, file STRING, seq BIGINT, screen STRING, selections ARRAY<BIGINT>, "
    "choices MAP<STRING, STRING>, "
    "nav STRUCT<search: BIGINT, calendar: BIGINT, compass: BIGINT, menu: BIGINT>, "
    "events BIGINT, first_t BIGINT, last_t BIGINT, "
    "kinds STRUCT<tap: BIGINT, select: BIGINT, randomize: BIGINT, go: BIGINT, back: BIGINT, "
    "nav: BIGINT>, rejected BIGINT, ended_on_detail BOOLEAN, error STRING, status BIGINT")
HIT_SCHEMA = "schema STRING, file STRING, seq BIGINT, error STRING, status BIGINT"
EVENT_SCHEMA = (
    "schema STRING, file STRING, seq BIGINT, event STRUCT<type: STRING>, error STRING, "
    "status BIGINT")
PREDICATE = "nav.menu >= 2 and screen = detail"

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
}


def project(spark, paths, command, schema, name, line_per_log=True):
    """One projection of every log: each partition's paths go to one run of the tool on its
    standard input. The tool exits 65 when a partition holds a damaged log (its error line
    is the answer), so the exit status is not checked; a line per path is, for the
    projections that have one (the per-event one has a line per event)."""
    lines = paths.pipe(command).cache()
    if line_per_log and lines.count() != paths.count():
        raise SystemExit(f"{name}: {lines.count()} lines for {paths.count()} logs")
    frame = spark.read.json(lines, schema=schema)
    frame.createOrReplaceTempView(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", default="./monsoon-replay", help="the tool on the workers")
    parser.add_argument("--paths", required=True, help="a text file of log paths, one a line")
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--master", help="such as local[2]; spark-submit sets it otherwise")
    parser.add_argument("--answers", help="write the answers here as JSON, not to stdout")
    arguments = parser.parse_args()

    builder = (
        SparkSession.builder.appName("monsoon-fleet")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false"))
    if arguments.master:
        builder = builder.master(arguments.master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    paths = spark.sparkContext.textFile(arguments.paths, arguments.partitions).cache()

    tool = shlex.quote(arguments.tool)
    project(spark, paths, f"{tool} replay --each --format json --files-from -",
            SESSION_SCHEMA, "sessions")
    project(spark, paths,
            f"{tool} bisect --each --until {shlex.quote(PREDICATE)} --format json "
            "--files-from -", HIT_SCHEMA, "hits")
    project(spark, paths, f"{tool} timeline --format json --files-from -",
            EVENT_SCHEMA, "events", line_per_log=False)

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
