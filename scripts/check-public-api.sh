#!/usr/bin/env bash
# Checks the public API of MonsoonEvents, MonsoonScreen and MonsoonTesting against
# docs/public-api.txt, the list of every public symbol, one a line, grouped per module:
#  1. from the symbol graphs (scripts/symbol-graphs.sh), every public or open symbol a module
#     declares, in its own types and in extensions of other modules' types, but those the
#     compiler makes (`!=`, a collection's inherited methods); fails on a public symbol the list
#     lacks and on a listed symbol that is not public;
#  2. the names the app's code uses (the README's ```swift blocks, the DocC catalogs' code and
#     symbol links, Examples/MonsoonClient and Examples/MonsoonChooser.swiftpm): fails on a type,
#     or a `Type.member`, of these modules that such code names and that is only `package`.
# What the list holds is the rule of docs/architecture.md ("The public surface"): what an app
# calls (the code above), what the public API of MonsoonReplay, MonsoonTestKit, MonsoonFoundation
# and MonsoonUIKit mentions in its signatures, and the conformances a public type needs.
# When the README or the public API changes: run this script; a name it reports as used but not
# public is made public in its source, then `scripts/check-public-api.sh --update` rewrites the
# list (review its diff), and scripts/check-client.sh --update the client's PublicNames.swift.
# Usage: scripts/check-public-api.sh [--update]
set -euo pipefail
cd "$(dirname "$0")/.."

update=false
for argument in "$@"; do
  case $argument in
    --update) update=true ;;
    *) echo "usage: scripts/check-public-api.sh [--update]" >&2; exit 64 ;;
  esac
done

modules=(MonsoonEvents MonsoonScreen MonsoonTesting)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The package-level graphs first (for the names that are only `package`), then the public ones,
# which stay in .build for scripts/build-docs.sh.
swift package dump-symbol-graph --minimum-access-level package >"$scratch/package.log" 2>&1 || true
package_graphs=$(sed -n 's/^Files written to //p' "$scratch/package.log")
mkdir -p "$scratch/package"
for module in "${modules[@]}"; do
  if [[ -z $package_graphs || ! -f $package_graphs/$module.symbols.json ]]; then
    cat "$scratch/package.log" >&2
    echo "no package-level symbol graph was written for $module" >&2
    exit 1
  fi
  cp "$package_graphs/$module".*json "$scratch/package/"
  cp "$package_graphs/$module"@*.symbols.json "$scratch/package/" 2>/dev/null || true
done
graphs=$(scripts/symbol-graphs.sh "${modules[@]}")

python3 - "$graphs" "$scratch/package" "$update" "${modules[@]}" <<'PYTHON'
import glob, json, pathlib, re, sys

graphs, package_graphs, update, modules = sys.argv[1], sys.argv[2], sys.argv[3] == "true", sys.argv[4:]
LIST = pathlib.Path("docs/public-api.txt")
HEADER = """\
# The public API of MonsoonEvents, MonsoonScreen and MonsoonTesting: every public symbol, one a
# line (its kind, then its path), grouped per module. Public is what an app calls (the README's
# code, the DocC catalogs' code and links, Examples/MonsoonClient, Examples/MonsoonChooser.swiftpm)
# and what the public API of MonsoonReplay, MonsoonTestKit, MonsoonFoundation and MonsoonUIKit
# names; everything else is `package`. Checked against the symbol graphs by
# scripts/check-public-api.sh, which rewrites this file with --update.
"""

def symbols(directory, module, levels):
    """(kind, path) of each symbol `module` declares at one of `levels`, sorted."""
    found = []
    for path in [f"{directory}/{module}.symbols.json"] + sorted(glob.glob(f"{directory}/{module}@*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            if symbol["accessLevel"] not in levels or kind == "extension":
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            found.append((kind, ".".join(symbol["pathComponents"])))
    return sorted(found, key=lambda item: (item[1], item[0]))

public = {module: symbols(graphs, module, {"public", "open"}) for module in modules}
made = HEADER + "".join(
    f"\n[{module}]\n" + "".join(f"{kind} {path}\n" for kind, path in public[module])
    for module in modules)

failed = False
if update:
    LIST.write_text(made)
    print(f"wrote {LIST}")
else:
    listed, module = {}, None
    for number, line in enumerate(LIST.read_text().splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            module = line.strip("[]")
            listed.setdefault(module, [])
            continue
        kind, _, path = line.partition(" ")
        listed.setdefault(module, []).append((kind, path))
    for module in modules:
        have, want = sorted(public[module]), sorted(listed.get(module, []))
        for kind, path in sorted(set(have) - set(want)):
            print(f"{module}: public but not in {LIST}: {kind} {path}")
            failed = True
        for kind, path in sorted(set(want) - set(have)):
            print(f"{module}: in {LIST} but not public: {kind} {path}")
            failed = True

# The names the app's code uses.
code = []
def blocks(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    found = [(path, block) for block in re.findall(r"```swift\n(.*?)\n```", text, re.S)]
    if path.endswith(".md") and ".docc/" in path:
        found += [(path, link.replace("/", ".")) for link in re.findall(r"``([A-Za-z_][\w./]*)", text)]
    return found
code += blocks("README.md")
for article in sorted(glob.glob("Sources/*/*.docc/*.md")):
    code += blocks(article)
for source in sorted(glob.glob("Examples/MonsoonChooser.swiftpm/*.swift")
                     + glob.glob("Examples/MonsoonClient/Sources/**/*.swift", recursive=True)
                     + glob.glob("Examples/MonsoonClient/Tests/**/*.swift", recursive=True)):
    if not source.endswith("PublicNames.swift"):
        code.append((source, pathlib.Path(source).read_text(encoding="utf-8")))

def name(path):
    """A symbol's path without its argument labels: the name code spells."""
    return re.sub(r"\(.*", "", path)

public_names = {name(path) for module in modules for _, path in public[module]}
package_only = {}
for module in modules:
    for kind, path in symbols(package_graphs, module, {"package"}):
        if name(path) not in public_names:
            package_only.setdefault(name(path), (module, kind))
reported = set()
for source, text in code:
    for name in set(re.findall(r"\b[A-Z]\w*(?:\.[a-z_]\w*)?", text)):
        type_name = name.split(".")[0]
        hit = name if name in package_only else type_name if type_name in package_only else None
        if hit and (source, hit) not in reported:
            module, kind = package_only[hit]
            print(f"{source} uses {module}'s {kind} {hit}, which is package, not public")
            reported.add((source, hit))
            failed = True

counts = ", ".join(f"{module} {len(public[module])}" for module in modules)
if failed:
    sys.exit(f"the public API differs from {LIST} or from what the docs use ({counts})")
print(f"the public API is {LIST}: {counts} symbols")
PYTHON
