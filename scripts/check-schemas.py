#!/usr/bin/env python3
"""Validates projection lines against the JSON Schema files under schemas/ (docs/fleet.md).

    check-schemas.py FILE...     every line of every FILE, each against the schema its
                                 `schema` key names (session/1, hit/1, event/1)

Needs `jsonschema` (PyPI). Prints how many lines of each schema were valid; exits 1 naming the
first invalid lines (file, line number, what is wrong), 0 when every line is valid.
"""

import json
import sys
from pathlib import Path

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

SCHEMAS = Path(__file__).resolve().parent.parent / "schemas"
PROJECTIONS = {"session/1": "session-1", "hit/1": "hit-1", "event/1": "event-1"}


def validators():
    """A validator per projection, resolving the schemas' references among the files."""
    documents = {path.name: json.loads(path.read_text()) for path in SCHEMAS.glob("*.json")}
    registry = Registry().with_resources(
        (document["$id"], Resource.from_contents(document)) for document in documents.values())
    for document in documents.values():
        Draft202012Validator.check_schema(document)
    return {
        name: Draft202012Validator(documents[f"{stem}.schema.json"], registry=registry)
        for name, stem in PROJECTIONS.items()
    }


# The schemas constrain integers only by a lower bound of 0 or 1 (`status` by an enum and the
# 0-or-1 counts `torn_tail` and `nul_tail` by an upper bound too), and strings only under
# these keys (a const or an enum). A line is checked as its shape: every
# other string made "" and every integer but a status clamped to -1..1, which the schemas judge
# alike, so the many lines that differ only in values (a fleet's events) are validated once.
# Keep this in step with the schemas.
CONSTRAINED = {"schema", "screen", "type", "button", "status", "torn_tail", "nul_tail"}


def shape(value, key=None):
    """The value with every free string and integer replaced by a representative."""
    if isinstance(value, dict):
        return {name: shape(item, name) for name, item in value.items()}
    if isinstance(value, list):
        return [shape(item) for item in value]
    if key in CONSTRAINED or isinstance(value, bool) or value is None:
        return value
    if isinstance(value, str):
        return ""
    if isinstance(value, int):
        return max(-1, min(value, 1))
    return value


def representative(value):
    return json.dumps(shape(value), sort_keys=True)


def main(files):
    if not files:
        print(__doc__, file=sys.stderr)
        return 64
    checkers = validators()
    counts = {name: 0 for name in PROJECTIONS}
    failures = []
    judged = {}
    for file in files:
        with open(file, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                value = json.loads(line)
                checker = checkers.get(value.get("schema"))
                if checker is None:
                    failures.append(f"{file}:{number}: no schema named {value.get('schema')!r}")
                    continue
                shape = representative(value)
                if shape not in judged:
                    judged[shape] = list(checker.iter_errors(json.loads(shape)))
                errors = judged[shape]
                if errors:
                    best = best_match(errors)
                    failures.append(
                        f"{file}:{number}: {best.message} (at {list(best.absolute_path)}; "
                        "strings and integers shown as their shape)")
                else:
                    counts[value["schema"]] += 1
    for failure in failures[:20]:
        print(f"INVALID {failure}", file=sys.stderr)
    print("valid lines: " + ", ".join(f"{name} {count}" for name, count in counts.items())
          + f" ({len(judged)} shapes validated)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
