#!/usr/bin/env python3
"""The per-session projection in Polars and in pandas (docs/fleet.md, "DataFrames").

    fleet_dataframes.py sessions.jsonl [--page docs/fleet.md]

Prints which meals sessions end on (DuckDB's `endings`) and the damaged logs by status, from
each library, and checks that the two agree. Polars is given the schema: inferred from the
first lines, it leaves out the keys only error lines have (`error`, `status`). With --page,
also checks that the page's "As run" block shows exactly what was printed.
"""

import contextlib
import io
import sys

import pandas
import polars as pl

COUNTS = pl.Struct({name: pl.Int64 for name in ("tap", "select", "randomize", "go", "back", "nav")})
SESSION = {
    "schema": pl.String, "file": pl.String, "seq": pl.Int64, "screen": pl.String,
    "selections": pl.List(pl.Int64),
    # The default menu's prompts; a custom menu has other keys.
    "choices": pl.Struct({name: pl.String for name in (
        "production", "flavor", "texture", "heat", "amount", "meal")}),
    "nav": pl.Struct({name: pl.Int64 for name in ("search", "calendar", "compass", "menu")}),
    "events": pl.Int64, "first_t": pl.Int64, "last_t": pl.Int64, "kinds": COUNTS,
    "rejected": pl.Int64, "ended_on_detail": pl.Boolean,
    # The header's fields this fleet's app writes; others are left out.
    "header": pl.Struct({"app": pl.String}),
    "skipped_lines": pl.Int64, "torn_tail": pl.Int64, "nul_tail": pl.Int64,
    "error": pl.String, "status": pl.Int64,
}


def main(path):
    inferred = pl.read_ndjson(path)
    print(f"Polars, schema inferred: error column: {'error' in inferred.columns}, "
          f"status column: {'status' in inferred.columns}")

    sessions = pl.read_ndjson(path, schema=SESSION)
    endings = (sessions.filter(pl.col("error").is_null())
               .group_by(meal=pl.col("choices").struct.field("meal"))
               .agg(sessions=pl.len(), on_detail=pl.col("ended_on_detail").sum())
               .sort(["sessions", "meal"], descending=[True, False]))
    damaged = (sessions.filter(pl.col("error").is_not_null())
               .group_by("status").agg(logs=pl.len()).sort("status"))
    print("Polars, with the schema:")
    print(endings)
    print(damaged)

    frame = pandas.read_json(path, lines=True)
    whole = frame[frame["error"].isna()]
    by_meal = (whole.assign(meal=whole["choices"].map(lambda choices: choices["meal"]))
               .groupby("meal").agg(sessions=("file", "size"),
                                    on_detail=("ended_on_detail", "sum"))
               .astype({"on_detail": int})
               .reset_index().sort_values(["sessions", "meal"], ascending=[False, True]))
    print("pandas:")
    print(by_meal.to_string(index=False))
    same = [list(row) for row in endings.iter_rows()] == [
        [meal, int(count), int(on)] for meal, count, on in by_meal.itertuples(index=False)]
    print("Polars and pandas agree" if same else "MISMATCH between Polars and pandas")
    return 0 if same else 1


PAGE_COMMAND = "$ scripts/fleet_dataframes.py sessions.jsonl\n"


def page_block(page):
    """The output the page shows after its command line, up to the end of the code block."""
    text = open(page, encoding="utf-8").read()
    start = text.index(PAGE_COMMAND) + len(PAGE_COMMAND)
    return text[start:text.index("```", start)]


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[2] == "--page":
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            status = main(sys.argv[1])
        print(printed.getvalue(), end="")
        if printed.getvalue() != page_block(sys.argv[3]):
            print(f"MISMATCH: {sys.argv[3]} shows another output of fleet_dataframes.py "
                  "(paste the lines above into its block)", file=sys.stderr)
            status = 1
        sys.exit(status)
    sys.exit(main(sys.argv[1]))
