#!/usr/bin/env python3
"""Mutation score of the package's tests: plants each deliberate bug of the reducer and of the
log rules in turn, runs the tests, and shows that every mutant is caught.

Usage: scripts/mutation-score.py [--only NAME ...] [--work DIR] [--baseline-tested]

The mutants are applied to a copy of the working tree (in DIR, by default
$TMPDIR/monsoon-mutants), never to the tree itself; the copy keeps its .build between runs.
The unmutated copy must build and pass first (--baseline-tested: the caller has just run every
test on this same tree, as .ci/run does, so the copy is only built). A mutant is caught when a test target fails (they run one
after another, most likely catchers first, and the first failure stops the run). Exits 1 when a
mutant survives, 2 when the script cannot plant a mutant.

A rule may live in more than one place (the reducer has a plain form and a fast path). Each
mutant names the files the rule lives in by what they contain (its "homes"), and the script
fails loudly, naming the file, when a mutant does not change every home, or when a snippet it
looks for is found nowhere: a refactor that moves a rule must update this table.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Test targets, the most likely catchers first: a mutant is caught as soon as one fails.
TEST_TARGETS = [
    "MonsoonEventsTests", "MonsoonTestingTests", "MonsoonTestKitTests", "MonsoonReplayTests",
    "MonsoonCLITests", "MonsoonScreenTests", "MonsoonSystemTests", "MonsoonToolSystemTests",
]


@dataclass
class Patch:
    """A regular expression (multi-line) and its replacement, applied to every match in every
    Swift file under the mutant's scope; it must match at least once."""
    pattern: str
    replacement: str


@dataclass
class Mutant:
    name: str
    bug: str
    # Where the rule may live: the Swift files under this directory...
    scope: str
    # ...whose text matches this expression. Every one of them must be changed.
    homes: str
    patches: list = field(default_factory=list)


# The reducer's rules live wherever a function is declared to throw a Rejection (a call of the
# reducer inside `do throws(Rejection) { ... }` is not a home).
REDUCER_HOMES = r"func \w+[^{]*throws\(Rejection\)"

MUTANTS = [
    Mutant(
        "randomize-repeats", "Randomize may land on the current combination",
        # Written once (SessionReducer.randomize).
        "Sources/MonsoonEvents", r"static func randomize\(",
        [
            Patch(r"menu\.combinationCount - 1", "menu.combinationCount"),
            Patch(r"if (\w+) >= (\w+) \{ \1 (?:&\+|\+)= 1 \}", r"_ = \2"),
        ]),
    Mutant(
        "randomize-keeps-option", "version 2's Randomize may leave a prompt on its option",
        # Version 2's move of each prompt (ChooserMenu.selections(moving:by:)).
        "Sources/MonsoonEvents", r"func selections\(moving",
        [Patch(r"selections\.unchecked\(prompt\) &\+ 1 &\+ Int",
               "selections.unchecked(prompt) &+ Int")]),
    Mutant(
        "tap-wraps-early", "a tap wraps to the first choice one choice early",
        "Sources/MonsoonEvents", REDUCER_HOMES,
        [Patch(r"state\.selections\[prompt\] = next == options \? 0 : next",
               "state.selections[prompt] = next >= options - 1 ? 0 : next")]),
    Mutant(
        "select-accepts-count", "select accepts option == the number of options",
        "Sources/MonsoonEvents", REDUCER_HOMES,
        [Patch(r"guard \(0\.\.<options\)\.contains\(option\) else",
               "guard (0...options).contains(option) else")]),
    Mutant(
        "back-on-chooser", "Back is allowed on the chooser",
        "Sources/MonsoonEvents", REDUCER_HOMES,
        [Patch(r"guard state\.screen == screen else",
               "guard state.screen == screen || event == .back else")]),
    Mutant(
        "nav-wrong-button", "a tap on Calendar is counted on Compass",
        "Sources/MonsoonEvents", REDUCER_HOMES,
        [Patch(r"state\.navTaps\[button\] &\+= 1",
               "state.navTaps[button == .calendar ? .compass : button] &+= 1")]),
    Mutant(
        "seq-gap-accepted", "strict replay accepts a gap in seq",
        "Sources/MonsoonEvents", r"\.unexpectedSeq\(found:",
        [Patch(r"guard seq == lastSeq \+ 1 else \{", "guard seq > lastSeq else {")]),
    Mutant(
        "sel-mismatch-ignored", "a recorded sel that differs from the replayed one is ignored",
        "Sources/MonsoonEvents", r"\.diverged\(recorded:",
        [Patch(r"if recorded != state\.selections \{",
               "if recorded != state.selections && recorded.isEmpty && !recorded.isEmpty {")]),
    Mutant(
        "time-backwards-accepted", "a t earlier than an earlier line's is accepted",
        "Sources/MonsoonEvents", r"\.timeWentBackwards\(found:",
        [Patch(r"if let time, let lastTime, time < lastTime \{",
               "if let time, let lastTime, time < lastTime, time > lastTime {")]),
]


class PlantingError(Exception):
    pass


def swift_files(directory):
    for base, _, names in os.walk(directory):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def plant(mutant, tree):
    """Applies the mutant's patches in `tree`; returns the original text of each changed file."""
    scope = os.path.join(tree, mutant.scope)
    texts = {path: open(path, encoding="utf-8").read() for path in swift_files(scope)}
    homes = {path for path, text in texts.items() if re.search(mutant.homes, text)}
    if not homes:
        raise PlantingError(f"{mutant.name}: no file under {mutant.scope} matches /{mutant.homes}/")
    changed = dict(texts)
    for patch in mutant.patches:
        hits = 0
        for path in changed:
            changed[path], count = re.subn(patch.pattern, patch.replacement, changed[path])
            hits += count
        if hits == 0:
            raise PlantingError(
                f"{mutant.name}: /{patch.pattern}/ is found nowhere under {mutant.scope}; "
                "the rule moved or changed: update this mutant in scripts/mutation-score.py")
    touched = {path for path in changed if changed[path] != texts[path]}
    missed = sorted(homes - touched)
    if missed:
        names = ", ".join(os.path.relpath(path, tree) for path in missed)
        raise PlantingError(
            f"{mutant.name}: the rule also lives in {names}, which no patch changed; add a "
            "patch for it in scripts/mutation-score.py")
    for path in touched:
        with open(path, "w", encoding="utf-8") as file:
            file.write(changed[path])
    return {path: texts[path] for path in touched}


def restore(originals):
    for path, text in originals.items():
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)


def sync_tree(work):
    """Copies the working tree's files into `work`, touching only files that changed, so that
    the copy's .build stays valid between runs."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True).stdout.decode().split("\0")
    wanted = {name for name in listed if name and os.path.isfile(os.path.join(ROOT, name))}
    for name in sorted(wanted):
        source, target = os.path.join(ROOT, name), os.path.join(work, name)
        with open(source, "rb") as file:
            data = file.read()
        if os.path.exists(target):
            with open(target, "rb") as file:
                if file.read() == data:
                    continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target)
    for base, directories, names in os.walk(work):
        if base == work:
            directories[:] = [d for d in directories if d not in (".build", ".git")]
        for name in names:
            relative = os.path.relpath(os.path.join(base, name), work)
            if relative not in wanted:
                os.remove(os.path.join(base, name))


def run(command, cwd, log):
    log.write(f"$ {' '.join(command)}\n")
    log.flush()
    return subprocess.run(command, cwd=cwd, stdout=log, stderr=subprocess.STDOUT).returncode


def failing_tests(log_path, limit=3):
    names = []
    with open(log_path, encoding="utf-8", errors="replace") as file:
        for line in file:
            found = re.match(r'✘ Test "(.*?)"', line.strip())
            if found and found.group(1) not in names:
                names.append(found.group(1))
    return names[:limit]


# Not run on a mutant: the playground copy's check (PlaygroundCopyTests), which
# every mutant fails for the wrong reason (the copy is of the unmutated sources), hiding a
# survivor.
SKIPPED_TESTS = ["PlaygroundCopyTests"]


def test_until_caught(work, log):
    """Runs the test targets in turn; returns the first that fails, or None."""
    skips = [argument for test in SKIPPED_TESTS for argument in ("--skip", test)]
    for target in TEST_TARGETS:
        command = ["swift", "test", "--skip-build", "--filter", f"^{target}\\."] + skips
        if run(command, work, log) != 0:
            return target
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", help="run only these mutants")
    parser.add_argument(
        "--work", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "monsoon-mutants"))
    parser.add_argument(
        "--baseline-tested", action="store_true",
        help="every test has just passed on this tree: build the unmutated copy, do not test it")
    options = parser.parse_args()
    mutants = [m for m in MUTANTS if not options.only or m.name in options.only]
    os.environ["SWIFT_BACKTRACE"] = "enable=no"
    os.makedirs(options.work, exist_ok=True)
    sync_tree(options.work)
    logs = os.path.join(options.work, ".build", "mutants")
    os.makedirs(logs, exist_ok=True)
    started = time.monotonic()

    baseline_log = os.path.join(logs, "unmutated.log")
    with open(baseline_log, "w") as log:
        if run(["swift", "build", "--build-tests"], options.work, log) != 0:
            print(f"the unmutated copy does not build; see {baseline_log}")
            return 2
        survivor = None if options.baseline_tested else test_until_caught(options.work, log)
    if survivor:
        print(f"the unmutated copy fails {survivor}; fix the tests first (see {baseline_log})")
        return 2
    verdict = "builds (its tests passed on the tree)" if options.baseline_tested else "builds and passes"
    print(f"unmutated: {verdict} ({time.monotonic() - started:.0f} s)")

    caught = 0
    for mutant in mutants:
        began = time.monotonic()
        log_path = os.path.join(logs, f"{mutant.name}.log")
        try:
            originals = plant(mutant, options.work)
        except PlantingError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        try:
            with open(log_path, "w") as log:
                if run(["swift", "build", "--build-tests"], options.work, log) != 0:
                    print(f"error: {mutant.name} does not compile; see {log_path}", file=sys.stderr)
                    return 2
                target = test_until_caught(options.work, log)
        finally:
            restore(originals)
        seconds = time.monotonic() - began
        files = ", ".join(sorted(os.path.relpath(p, options.work) for p in originals))
        if target:
            caught += 1
            tests = "; ".join(failing_tests(log_path)) or "(the test process failed)"
            print(f"caught   {mutant.name}: {mutant.bug} [{files}] by {target}: {tests} "
                  f"({seconds:.0f} s)")
        else:
            print(f"SURVIVED {mutant.name}: {mutant.bug} [{files}] ({seconds:.0f} s; {log_path})")
    total = time.monotonic() - started
    print(f"mutation score: {caught} of {len(mutants)} caught "
          f"({100 * caught // max(1, len(mutants))}%) in {total / 60:.1f} min")
    return 0 if caught == len(mutants) else 1


if __name__ == "__main__":
    sys.exit(main())
