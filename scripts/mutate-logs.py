#!/usr/bin/env python3
"""Writes mutated copies of session logs, the same copies for the same seed.

    scripts/mutate-logs.py --seed S --count N --out DIR LOG...

Each copy is one log of those given with one or two edits that a careless tool, a crash or a
hostile tester makes: a line deleted, duplicated or moved; the file cut at any byte; a digit
changed; a key or a value's quote removed; a byte turned non-ASCII; a blank or foreign line
inserted; the last newline removed. The copies are DIR/m0000.jsonl, DIR/m0001.jsonl, ...;
scripts/compare-binaries.sh replays them with two builds of the tool.
"""
import argparse
import random
import sys
from pathlib import Path


def mutate(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    body = list(range(1, len(lines)))  # the event lines: the header stays, most of the time
    kind = rng.choice(
        ["delete", "duplicate", "move", "cut", "digit", "quote", "byte", "insert", "no-newline",
         "header"]
    )
    if kind in ("delete", "duplicate", "move", "digit", "quote", "byte") and not body:
        kind = "cut"
    if kind == "delete":
        del lines[rng.choice(body)]
    elif kind == "duplicate":
        i = rng.choice(body)
        lines.insert(i, lines[i])
    elif kind == "move":
        i, j = rng.choice(body), rng.choice(body)
        lines.insert(j, lines.pop(i))
    elif kind == "cut":
        joined = b"\n".join(lines) + b"\n"
        return joined[: rng.randrange(len(joined) + 1)]
    elif kind == "digit":
        i = rng.choice(body)
        digits = [k for k, c in enumerate(lines[i]) if chr(c).isdigit()]
        if digits:
            k = rng.choice(digits)
            line = bytearray(lines[i])
            line[k] = ord(rng.choice("0123456789"))
            lines[i] = bytes(line)
    elif kind == "quote":
        i = rng.choice(body)
        quotes = [k for k, c in enumerate(lines[i]) if c == ord('"')]
        if quotes:
            k = rng.choice(quotes)
            lines[i] = lines[i][:k] + lines[i][k + 1:]
    elif kind == "byte":
        i = rng.choice(body)
        if lines[i]:
            k = rng.randrange(len(lines[i]))
            line = bytearray(lines[i])
            line[k] = rng.choice([0xE9, 0xFF, 0x00, 0x7B, 0x7D, 0x2C])
            lines[i] = bytes(line)
    elif kind == "insert":
        foreign = rng.choice([b"", b"   ", b"{}", b"not json", b'{"seq":1,"type":"go"}',
                              b'{"seq":9223372036854775807,"type":"go"}'])
        lines.insert(rng.randrange(1, len(lines) + 1) if lines else 0, foreign)
    elif kind == "no-newline":
        return b"\n".join(lines)
    elif kind == "header":
        if lines:
            lines[0] = lines[0].replace(b'"monsoon":2', b'"monsoon":1', 1)
    return b"\n".join(lines) + b"\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("logs", nargs="+", type=Path)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sources = [log.read_bytes() for log in args.logs]
    args.out.mkdir(parents=True, exist_ok=True)
    for n in range(args.count):
        data = rng.choice(sources)
        for _ in range(rng.choice([1, 1, 2])):
            data = mutate(data, rng)
        (args.out / f"m{n:04d}.jsonl").write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
