#!/usr/bin/env python3
"""A generated fleet of session logs, its projections, and the fleet questions of docs/fleet.md.

    fleet.py generate TOOL DIR     10,000 logs under DIR/logs (some damaged), then the
                                   projections (DIR/sessions.jsonl, DIR/hits.jsonl,
                                   DIR/events.jsonl) and
                                   verify's report (DIR/verify.out, DIR/verify.err)
    fleet.py duckdb DIR            runs every query of docs/fleet.md with DuckDB, checks its
                                   answer against a fold of the raw logs (and verify) and the
                                   output the docs print; writes DIR/answers.json
    fleet.py duckdb DIR --write-docs   the same, rewriting the outputs in docs/fleet.md
    fleet.py spark-docs [--write-docs] checks that docs/fleet.md shows scripts/fleet_spark_job.py
                                   as it is (or copies it there)
    fleet.py compare A.json B.json checks that two runs gave the same answers
    fleet.py parquet DIR STORE     runs every query of docs/fleet.md over the Parquet store
                                   of scripts/fleet-parquet.sh; each answer must be DuckDB's
                                   over the JSON Lines (DIR/answers.json)

The SQL is read from docs/fleet.md (each ```sql block whose first line is `-- fleet: NAME`),
so the recipe the docs show is the one that runs. Exits 1 on any mismatch.
"""

import concurrent.futures
import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO / "docs" / "fleet.md"

LOG_COUNT = 10_000
LOGS_PER_DIRECTORY = 100
# The bug predicate of the hit projection: the menu opened twice, and still a meal's detail.
PREDICATE = "nav.menu >= 2 and screen = detail"
# The default menu's meal prompt (ChooserMenu.default): its index and options.
MEAL_PROMPT = 5
MEALS = ["breakfast", "brunch", "lunch", "snack", "dinner"]

SQL_BLOCK = re.compile(r"```sql\n-- fleet: (?P<name>[\w-]+)\n(?P<sql>.*?)```\n", re.S)
OUTPUT_BLOCK = r"(```sql\n-- fleet: {name}\n.*?```\n\n```text\n)(?P<output>.*?)(```\n)"


def log_path(index):
    """The path of the index-th log, relative to the fleet directory."""
    return f"logs/{index // LOGS_PER_DIRECTORY:03d}/session-{index:05d}.jsonl"


def event_count(index):
    """How many events the index-th log has: 0 to 149, spread over the fleet."""
    return (index * 7919) % 150


# Damage done to a few logs, each in one way the format forbids (docs/log-format.md), so that
# "which logs are damaged" has an answer; a torn last line is not damage and stays valid.
def break_seq(lines):
    lines[3] = lines[3].replace('"seq":3,', '"seq":9,', 1)


def turn_time_back(lines):
    lines[4] = re.sub(r'"t":\d+', '"t":1', lines[4], count=1)


def cut_json(lines):
    lines[2] = lines[2][:20] + "\n"


def rename_type(lines):
    lines[2] = re.sub(r'"type":"\w+"', '"type":"swipe"', lines[2], count=1)


def drop_header(lines):
    del lines[0]


def empty(lines):
    lines.clear()


def change_sel(lines):
    lines[3] = re.sub(r'"sel":\[(\d)', lambda m: f'"sel":[{(int(m[1]) + 1) % 3}', lines[3])


def tear_tail(lines):
    lines[-1] = lines[-1][:15]


def nul_tail(lines):
    """A power loss after a write began: a partial line, then zeros to the block's end."""
    lines.append('{"seq":999,"t":1,"ty' + "\0" * 12)


DAMAGE = {
    101: break_seq, 1202: turn_time_back, 2303: cut_json, 3404: rename_type,
    4505: drop_header, 5606: empty, 6707: change_sel, 7808: break_seq, 8909: cut_json,
    9010: change_sel, 9111: tear_tail, 9212: nul_tail,
}
# What an app writes into its logs' headers besides the format's fields (docs/fleet.md,
# `header`): the app's version, one of three, by log.
APP_VERSIONS = ["2.0", "2.1", "2.2"]


def generate(tool, directory):
    directory = Path(directory).resolve()

    def write(index):
        path = directory / log_path(index)
        path.parent.mkdir(parents=True, exist_ok=True)
        log = subprocess.run(
            [tool, "gen", "--seed", f"{index + 1:x}", "--events", str(event_count(index)),
             "--with-sel"], stdout=subprocess.PIPE, check=True).stdout
        header, newline, events = log.partition(b"\n")
        app = APP_VERSIONS[index % len(APP_VERSIONS)].encode()
        path.write_bytes(header[:-1] + b',"app":"' + app + b'"}' + newline + events)

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        list(pool.map(write, range(LOG_COUNT)))
    for index, damage in DAMAGE.items():
        path = directory / log_path(index)
        lines = path.read_text().splitlines(keepends=True)
        damage(lines)
        path.write_text("".join(lines))
    project(tool, directory)


def project(tool, directory):
    """The projections and verify's report, each a run over the whole fleet."""

    def run(arguments, out, err=subprocess.DEVNULL):
        with open(directory / out, "wb") as output:
            status = subprocess.run(
                [tool] + arguments, cwd=directory, stdout=output,
                stderr=open(directory / err, "wb") if isinstance(err, str) else err).returncode
        if status not in (0, 65, 66):
            sys.exit(f"{' '.join(arguments)}: exit status {status}")

    run(["replay", "--each", "--format", "json", "logs"], "sessions.jsonl")
    run(["bisect", "--each", "--until", PREDICATE, "--format", "json", "logs"], "hits.jsonl")
    run(["timeline", "--format", "json", "logs"], "events.jsonl")
    run(["verify", "logs"], "verify.out", "verify.err")


class Session:
    """One log folded in plain Python from its lines: the independent figures."""

    def __init__(self, path):
        self.events = self.randomizes = self.gos = self.menus = 0
        self.randomizes_before_go = None
        self.selections = [0] * 6
        self.on_detail = False
        self.first_hit = None
        text = path.read_text()
        lines = text.splitlines()
        self.app = json.loads(lines[0]).get("app")
        self.torn_tail = self.nul_tail = 0
        if not text.endswith("\n"):
            try:
                json.loads(lines[-1])
            except json.JSONDecodeError:
                self.torn_tail, self.nul_tail = 1, int(text.endswith("\0"))
        for line in lines[1:]:
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn last line; a damaged log is not folded
            self.events += 1
            kind = event["type"]
            self.randomizes += kind == "randomize"
            if kind == "go" and self.gos == 0:
                self.randomizes_before_go = self.randomizes
            self.gos += kind == "go"
            self.menus += kind == "nav" and event["button"] == "menu"
            self.on_detail = {"go": True, "back": False}.get(kind, self.on_detail)
            self.selections = event["sel"]
            if self.first_hit is None and self.menus >= 2 and self.on_detail:
                self.first_hit = event["seq"]

    @property
    def meal(self):
        return MEALS[self.selections[MEAL_PROMPT]]


def verify_report(directory):
    """verify's verdict on each damaged log: (file, status, first message)."""
    damaged = {}
    for line in (directory / "verify.out").read_text().splitlines():
        file, verdict = line.rsplit(": ", 1)
        if verdict == "unreadable":
            damaged[file] = 66
        elif not verdict.endswith(" 0 problems"):
            damaged[file] = 65
    messages = {}
    for line in (directory / "verify.err").read_text().splitlines():
        message = line.removeprefix("monsoon-replay: error: ")
        file = next((f for f in damaged if message.startswith(f + ":")), None)
        if file and file not in messages:
            messages[file] = message
    return sorted((file, status, messages[file]) for file, status in damaged.items())


def expected_answers(directory):
    """Every query's answer from the raw logs and verify, without the projections."""
    damaged = verify_report(directory)
    broken = {file for file, _, _ in damaged}
    files = [log_path(index) for index in range(LOG_COUNT)]
    sessions = [Session(directory / file) for file in files if file not in broken]

    endings = {}
    for session in sessions:
        total, on_detail = endings.get(session.meal, (0, 0))
        endings[session.meal] = (total + 1, on_detail + session.on_detail)
    went = [s.randomizes for s in sessions if s.gos > 0]
    before = [s.randomizes_before_go for s in sessions if s.gos > 0]
    buckets = {}
    for count in went:
        bucket = min(count // 5 * 5, 20)
        buckets[bucket] = buckets.get(bucket, 0) + 1
    hits = [s.first_hit for s in sessions if s.first_hit is not None]
    quality = {}
    for session in sessions:
        total, torn, nul = quality.get(session.app, (0, 0, 0))
        quality[session.app] = (total + 1, torn + session.torn_tail, nul + session.nul_tail)
    statuses = {}
    for _, status, _ in damaged:
        statuses[status] = statuses.get(status, 0) + 1
    return {
        "endings": sorted(
            ([meal, total, on_detail] for meal, (total, on_detail) in endings.items()),
            key=lambda row: (-row[1], row[0])),
        "randomizes-before-go": [
            [len(before), round(sum(before) / len(before), 2), median(before), max(before)]],
        "randomizes": [[len(went), round(sum(went) / len(went), 2), median(went), max(went)]],
        "randomize-buckets": [
            [f"{bucket}+" if bucket == 20 else f"{bucket}-{bucket + 4}", buckets[bucket]]
            for bucket in sorted(buckets)],
        "hits": [[len(hits), len(sessions) - len(hits), len(damaged),
                  round(sum(hits) / len(hits), 2)]],
        "damaged": [[status, statuses[status]] for status in sorted(statuses)],
        "damaged-logs": [list(row) for row in damaged],
        # Strict replay skips no line: a log with one is an error line (damaged-logs).
        "quality": [[app, total, 0, torn, nul]
                    for app, (total, torn, nul) in sorted(quality.items())],
    }


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return float(ordered[middle])
    return (ordered[middle - 1] + ordered[middle]) / 2


def queries():
    """The docs' queries, in order: (name, sql)."""
    return [(m["name"], m["sql"]) for m in SQL_BLOCK.finditer(DOCS.read_text())]


def plain(value):
    """A DuckDB value as JSON keeps it (Decimal and the like as float)."""
    if isinstance(value, (bool, int, str)) or value is None:
        return value
    return float(value)


def table(columns, rows):
    """Rows as the docs print them: a header, then columns padded to their widest cell."""
    cells = [columns] + [["NULL" if v is None else str(v) for v in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(columns))]
    return "".join(
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() + "\n"
        for row in cells)


def check_duckdb(directory, write_docs):
    import duckdb

    directory = Path(directory).resolve()
    os.chdir(directory)
    connection = duckdb.connect()
    expected = expected_answers(directory)
    docs = DOCS.read_text()
    answers, failures = {}, []
    for name, sql in queries():
        result = connection.execute(sql)
        if name == "setup":
            continue  # the views the queries read
        columns = [column[0] for column in result.description]
        rows = [[plain(value) for value in row] for row in result.fetchall()]
        answers[name] = rows
        if name not in expected:
            failures.append(f"{name}: no independent figure to check it against")
        elif rows != expected[name]:
            failures.append(f"{name}: DuckDB says {rows}, the raw logs say {expected[name]}")
        pattern = re.compile(OUTPUT_BLOCK.format(name=re.escape(name)), re.S)
        shown = pattern.search(docs)
        printed = table(columns, rows)
        if shown is None:
            failures.append(f"{name}: docs/fleet.md shows no ```text output after the query")
        elif write_docs:
            docs = pattern.sub(lambda m: m[1] + printed + m[3], docs)
        elif shown["output"] != printed:
            failures.append(
                f"{name}: docs/fleet.md shows\n{shown['output']}DuckDB prints\n{printed}")
        print(f"-- {name}\n{printed}")
    if write_docs:
        DOCS.write_text(docs)
    (directory / "answers.json").write_text(json.dumps(answers, indent=1) + "\n")
    for failure in failures:
        print(f"MISMATCH {failure}", file=sys.stderr)
    return 1 if failures else 0


SPARK_JOB = REPO / "scripts" / "fleet_spark_job.py"
# The job's block: the page's other Python blocks are snippets.
PYTHON_BLOCK = re.compile(r'(```python\n)(?P<code>"""The fleet questions.*?)(```\n)', re.S)


def check_spark_docs(write_docs):
    docs = DOCS.read_text()
    job = SPARK_JOB.read_text()
    shown = PYTHON_BLOCK.search(docs)
    if shown is None:
        print("docs/fleet.md shows no ```python block for the Spark job", file=sys.stderr)
        return 1
    if write_docs:
        DOCS.write_text(docs[:shown.start("code")] + job + docs[shown.end("code"):])
        return 0
    if shown["code"] != job:
        print("docs/fleet.md does not show scripts/fleet_spark_job.py as it is "
              "(scripts/fleet.py spark-docs --write-docs copies it)", file=sys.stderr)
        return 1
    return 0


# The question that reads the most: the per-event projection, joined with itself.
SLOWEST = "randomizes-before-go"


def check_parquet(directory, store):
    """The page's questions over the Parquet store of scripts/fleet-parquet.sh: each answer
    must be DuckDB's over the JSON Lines (DIR/answers.json). Prints the sizes of both and the
    time of the slowest question (SLOWEST) over each, best of three."""
    import duckdb

    directory, store = Path(directory).resolve(), Path(store).resolve()
    expected = json.loads((directory / "answers.json").read_text())
    over_json = duckdb.connect()
    os.chdir(directory)
    over_parquet = duckdb.connect()
    for view in ("sessions", "hits", "events"):
        over_parquet.execute(
            f"CREATE VIEW {view} AS SELECT * FROM read_parquet("
            f"'{store}/{view}/*/*.parquet', hive_partitioning = true)")
    failures, timings = [], {}
    script = (REPO / "scripts" / "fleet-parquet.sh").read_text()
    recipe = re.search(r"  # BEGIN the page's recipe.*?\n(.*?)  # END the page's recipe", script,
                       re.S)[1]
    recipe = "".join(line.removeprefix("  ") + "\n" for line in recipe.splitlines())
    if f"```sh\n{recipe}```\n" not in DOCS.read_text():
        failures.append("docs/fleet.md does not show scripts/fleet-parquet.sh's recipe as it is")
    for name, sql in queries():
        if name == "setup":
            over_json.execute(sql)
            continue
        rows = [[plain(value) for value in row] for row in over_parquet.execute(sql).fetchall()]
        if name == "damaged-logs":  # the same logs, now in their day's folder
            rows = [[re.sub(r"logs/dt=[\d-]+/", "", cell) if isinstance(cell, str) else cell
                     for cell in row] for row in rows]
            expected[name] = sorted(
                [[re.sub(r"logs/\d+/", "", cell) if isinstance(cell, str) else cell
                  for cell in row] for row in expected[name]])
            rows.sort()
        if rows != expected.get(name):
            failures.append(f"{name}: over Parquet {rows}, over JSON Lines {expected.get(name)}")
        if name == SLOWEST:
            timings[name] = [best_time(connection, sql) for connection in (over_json, over_parquet)]
    slowest = SLOWEST
    sizes = [sum(path.stat().st_size for path in paths) for paths in (
        [directory / f"{view}.jsonl" for view in ("sessions", "hits", "events")],
        list(store.rglob("*.parquet")))]
    days = len(list((store / "sessions").glob("dt=*")))
    print(f"Parquet store: {days} days; every answer equals DuckDB's over the JSON Lines")
    print(f"projections: {sizes[0] / 1e6:.1f} MB of JSON Lines, {sizes[1] / 1e6:.1f} MB of Parquet")
    print(f"slowest question ({slowest}): {timings[slowest][0]:.3f} s over JSON Lines, "
          f"{timings[slowest][1]:.3f} s over Parquet (best of 3)")
    for failure in failures:
        print(f"MISMATCH {failure}", file=sys.stderr)
    return 1 if failures else 0


def best_time(connection, sql):
    import time

    best = None
    for _ in range(3):
        started = time.perf_counter()
        connection.execute(sql).fetchall()
        elapsed = time.perf_counter() - started
        best = elapsed if best is None else min(best, elapsed)
    return best


def compare(first, second):
    """1 when the answers of two runs differ, naming each question that does."""
    a, b = (json.loads(Path(path).read_text()) for path in (first, second))
    differing = [name for name in sorted(set(a) | set(b)) if a.get(name) != b.get(name)]
    for name in differing:
        print(f"MISMATCH {name}: {first} says {a.get(name)}, {second} says {b.get(name)}",
              file=sys.stderr)
    return 1 if differing else 0


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "generate":
        generate(arguments[1], arguments[2])
        return 0
    if len(arguments) in (2, 3) and arguments[0] == "duckdb":
        return check_duckdb(arguments[1], arguments[2:] == ["--write-docs"])
    if arguments[:1] == ["spark-docs"] and arguments[1:] in ([], ["--write-docs"]):
        return check_spark_docs(arguments[1:] == ["--write-docs"])
    if len(arguments) == 3 and arguments[0] == "parquet":
        return check_parquet(arguments[1], arguments[2])
    if len(arguments) == 3 and arguments[0] == "compare":
        return compare(arguments[1], arguments[2])
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
