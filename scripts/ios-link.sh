#!/usr/bin/env bash
# Links the package's iOS code on a machine without Xcode (Linux): compiles the libraries the
# iOS screen needs and the example app to arm64 object files, and links them with an ld64.lld
# against the link stubs (.tbd files) of real iPhoneOS SDKs, so that code that references a
# symbol iOS 13 does not have, without weak linking, fails here:
#
#   scripts/ios-link.sh --sdk-git DIR   # once: DIR the theos/sdks git mirror the stubs come from
#   scripts/ios-link.sh                 # later: the stubs extracted before
#
# Needs scripts/ios-typecheck.sh to have unpacked iPhoneOS16.5.sdk (its Swift interfaces are
# what the code compiles against), and an ld64.lld that links for iOS: Debian's lld-19
# (`apt-get install lld-19`; lld-14 fails on the missing auto-linked libraries below). The
# ld64.lld in the Swift toolchain refuses every iOS input ("This version of lld does not
# support linking for platform iOS", a change of the swiftlang fork) and is not used.
#
#  1. MonsoonSystem, MonsoonEvents, MonsoonScreen, MonsoonFoundation and MonsoonUIKit are
#     compiled (whole module, -Onone: a debug build) for arm64-apple-ios13.0 (Package.swift's
#     .iOS platform) with the package's settings, against iPhoneOS16.5.sdk with its Swift
#     standard library patched for Swift 6 (scripts/ios-sdk-patches.py says what and why).
#     MonsoonUIKit is compiled in the Swift 5 mode with every feature the Swift 6 mode turns on
#     (the same code is generated), because four UIKit constants this SDK declares mutable are
#     errors in the Swift 6 mode (scripts/ios-typecheck.sh lists them apart); its other Swift 6
#     errors are warnings there, and any warning but those four fails the check.
#  2. They are linked into one dynamic library, deployment target 13.0, against
#     iPhoneOS13.7.sdk's stubs. Every strong reference must resolve there. A weak reference (an
#     API newer than iOS 13 used under `#available`, the Concurrency library that Xcode
#     back-deploys) may stay undefined, as it may at run time; each is listed with the
#     library that has it. Two strong references are left to libraries that come with Xcode's
#     toolchain, not with any SDK: ___isPlatformVersionAtLeast (clang's runtime,
#     libclang_rt.ios.a: the `#available` checks) and
#     _swift_getFunctionTypeMetadataGlobalActorBackDeploy (libswiftCompatibility56.a).
#     Any other undefined symbol fails the link, naming the object that references it.
#  3. The example app (Examples/MonsoonChooser.swiftpm), compiled at its manifest's iOS version
#     and language mode, is linked with the libraries into an executable against
#     iPhoneOS16.5.sdk's stubs, the same way. The mirror lacks that SDK's
#     Foundation.framework/Foundation.tbd (too large for it); iPhoneOS13.7.sdk's Foundation and
#     Swift Foundation stubs take its place, so a Foundation symbol newer than iOS 13.7 would be
#     reported missing here although iOS 16 has it.
# What it cannot see: the Concurrency back-deployment library (libswift_Concurrency.dylib in
# Xcode's lib/swift-5.5/iphoneos) and the static compatibility libraries
# (libswiftCompatibility51.a, 56, Concurrency, Packs) are Xcode's, so the symbols the code
# takes from them are listed, not checked against them; nothing here runs the code.
# Exit status: 0 linked, 1 a compile or link failed (a missing symbol), 2 the check could not
# run (no SDK, no stubs, no usable linker).
set -uo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/monsoon-ios-sdk"
SDK="$CACHE/iPhoneOS16.5.sdk"
RES="$CACHE/resource-dir"
STUBS="$CACHE/stubs"
SDK_GIT="${IOS_SDK_GIT:-}"
if [ "${1:-}" = --sdk-git ]; then SDK_GIT="$2"; shift 2; fi
MODULES=(MonsoonSystem MonsoonEvents MonsoonScreen MonsoonFoundation MonsoonUIKit)
# The Swift 6 language mode's features (the compiler's Features.def, Swift 6.3).
SWIFT6_FEATURES=(ConciseMagicFile ForwardTrailingClosures StrictConcurrency BareSlashRegexLiterals
  DeprecateApplicationMain ImportObjcForwardDeclarations DisableOutwardActorInference
  IsolatedDefaultValues GlobalConcurrency InferSendableFromCaptures ImplicitOpenExistentials
  RegionBasedIsolation DynamicActorIsolation NonfrozenEnumExhaustivity
  GlobalActorIsolatedTypesUsability)
TOOLCHAIN_SYMBOLS=(___isPlatformVersionAtLeast _swift_getFunctionTypeMetadataGlobalActorBackDeploy)

not_run() { echo "ios-link: $1; the link did not run" >&2; exit 2; }
[ -f "$SDK/SDKSettings.json" ] && [ -d "$RES/apinotes" ] ||
  not_run "no SDK in $CACHE (run scripts/ios-typecheck.sh --sdk-git DIR first)"

# An ld64.lld that links for iOS: $LD64_LLD, else the newest ld64.lld-NN on PATH (Debian's),
# 15 or later (14 fails on an auto-linked library it cannot find, such as the compatibility
# libraries below; later ones warn).
LINKER=${LD64_LLD:-}
if [ -z "$LINKER" ]; then
  LINKER=$(compgen -c ld64.lld- | sort -u -t- -k2 -n | awk -F- '$2 >= 15' | tail -1)
fi
[ -n "$LINKER" ] && command -v "$LINKER" >/dev/null ||
  not_run "no ld64.lld-NN (15 or later) on PATH (apt-get install lld-19, or set LD64_LLD)"

# The public stubs of both SDKs, from the git mirror, once.
if [ ! -f "$STUBS/complete" ]; then
  [ -n "$SDK_GIT" ] || not_run "no stubs in $STUBS: pass the theos/sdks mirror with --sdk-git DIR"
  echo "ios-link: extracting the .tbd stubs of iPhoneOS13.7.sdk and iPhoneOS16.5.sdk into $STUBS" >&2
  rm -rf "$STUBS"
  python3 - "$SDK_GIT" "$STUBS" <<'PY' || not_run "could not extract the stubs from $SDK_GIT"
import os, subprocess, sys
git, destination = sys.argv[1], sys.argv[2]
batch = subprocess.Popen(["git", "--git-dir", git, "cat-file", "--batch"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = []
for sdk in ("iPhoneOS13.7.sdk", "iPhoneOS16.5.sdk"):
    tree = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "HEAD", sdk],
                          capture_output=True, check=True).stdout.decode()
    count = 0
    for line in tree.splitlines():
        meta, path = line.split("\t", 1)
        mode, _, obj = meta.split()
        if not path.endswith(".tbd") or "/PrivateFrameworks/" in path:
            continue
        batch.stdin.write((obj + "\n").encode()); batch.stdin.flush()
        header = batch.stdout.readline().split()
        if header[1] == b"missing":
            missing.append(path)
            continue
        data = batch.stdout.read(int(header[2])); batch.stdout.read(1)
        target = os.path.join(destination, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == "120000":
            os.symlink(data.decode(), target)
        else:
            open(target, "wb").write(data)
        count += 1
    if count == 0:
        sys.exit(f"{git} holds no stubs of {sdk}")
open(os.path.join(destination, "missing"), "w").write("".join(p + "\n" for p in missing))
open(os.path.join(destination, "complete"), "w").write("")
PY
fi

OUT=$(mktemp -d); [ -n "${IOS_LINK_KEEP:-}" ] || trap 'rm -rf "$OUT"' EXIT
INTERFACES="$CACHE/link-interfaces"
python3 scripts/ios-sdk-patches.py swiftui "$SDK" "$INTERFACES" || exit 2
python3 scripts/ios-sdk-patches.py stdlib "$SDK" "$INTERFACES" || exit 2
# The app's stubs: iPhoneOS16.5.sdk's, with iPhoneOS13.7.sdk's Foundation where the mirror
# lacks it.
APP_STUBS="$OUT/app-stubs"
cp -a "$STUBS/iPhoneOS16.5.sdk" "$APP_STUBS"
while IFS= read -r missing; do
  case $missing in
    iPhoneOS16.5.sdk/System/Library/Frameworks/Foundation.framework/Foundation.tbd)
      mkdir -p "$APP_STUBS/System/Library/Frameworks/Foundation.framework"
      cp "$STUBS/iPhoneOS13.7.sdk/System/Library/Frameworks/Foundation.framework/Foundation.tbd" \
        "$APP_STUBS/System/Library/Frameworks/Foundation.framework/"
      cp "$STUBS/iPhoneOS13.7.sdk/usr/lib/swift/libswiftFoundation.tbd" "$APP_STUBS/usr/lib/swift/"
      echo "ios-link: $missing is not in the mirror: the app links against iPhoneOS13.7.sdk's Foundation" ;;
    iPhoneOS16.5.sdk/*) echo "ios-link: $missing is not in the mirror" ;;
    *) not_run "$missing, which the libraries' link needs, is not in the mirror" ;;
  esac
done < "$STUBS/missing"

IOS_MIN=$(grep -oE '\.iOS\(\.v[0-9]+(_[0-9]+)?\)' Package.swift | head -1 | grep -oE '[0-9]+(_[0-9]+)?' | tr _ .)
IOS_MIN=${IOS_MIN:-13}; case $IOS_MIN in *.*) ;; *) IOS_MIN=$IOS_MIN.0 ;; esac
COMMON=(-sdk "$SDK" -resource-dir "$RES" -module-cache-path "$CACHE/link-module-cache"
  -I "$INTERFACES" -I "$OUT" -parse-as-library -wmo -Onone)
failed=0
compile() { # compile NAME LOG SWIFTC-ARGUMENTS...: an object and a module in $OUT
  local name=$1 log=$2; shift 2
  if ! swiftc -c "$@" -emit-module -emit-module-path "$OUT/$name.swiftmodule" -o "$OUT/$name.o" \
    > "$log" 2>&1; then
    grep -E '^[^ ].*: error: |error: ' "$log" | sort -u | sed 's/^/   /'
    echo "ios-link: $name did not compile for iOS"
    failed=1
    return 1
  fi
  grep -E '^[^ ].*: warning: ' "$log" | sort -u | tee -a "$OUT/warnings" | sed 's/^/   /'
  return 0
}
touch "$OUT/warnings"

echo "-- compiling for arm64-apple-ios$IOS_MIN: ${MODULES[*]}"
for module in "${MODULES[@]}"; do
  mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
  if [ -n "$(find "Sources/$module" -name '*.xcstrings' | head -1)" ]; then
    scripts/ios-bundle-accessor.sh "Monsoon_$module" > "$OUT/${module}_resource_bundle_accessor.swift"
    files+=("$OUT/${module}_resource_bundle_accessor.swift" -DSWIFT_PACKAGE)
  fi
  language=(-swift-version 6)
  if [ "$module" = MonsoonUIKit ]; then
    language=(-swift-version 5)
    for feature in "${SWIFT6_FEATURES[@]}"; do language+=(-enable-upcoming-feature "$feature"); done
  fi
  compile "$module" "$OUT/$module.log" -module-name "$module" -target "arm64-apple-ios$IOS_MIN" \
    "${COMMON[@]}" "${language[@]}" -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature InternalImportsByDefault -package-name monsoon "${files[@]}" || break
done

# The example app, as its manifest builds it (see scripts/ios-typecheck.sh).
APP=Examples/MonsoonChooser.swiftpm
app_ios=$(grep -oE '\.iOS\("[0-9.]+"\)|\.iOS\(\.v[0-9_]+\)' "$APP/Package.swift" | head -1 |
  grep -oE '[0-9]+([._][0-9]+)?' | tr _ .)
app_ios=${app_ios:-$IOS_MIN}; case $app_ios in *.*) ;; *) app_ios=$app_ios.0 ;; esac
tools=$(sed -nE '1s|^// swift-tools-version: *([0-9]+).*|\1|p' "$APP/Package.swift")
mode=5; [ "${tools:-5}" -ge 6 ] && mode=6
app_features=()
for feature in $(grep -oE 'enableUpcomingFeature\("[A-Za-z]+"\)' "$APP/Package.swift" | cut -d'"' -f2); do
  app_features+=(-enable-upcoming-feature "$feature")
done
if [ "$failed" = 0 ]; then
  echo "-- compiling $APP for arm64-apple-ios$app_ios (Swift $mode)"
  mapfile -t files < <(find "$APP" -name '*.swift' ! -path "$APP/Package.swift" \
    ! -path '*/.build/*' ! -path '*/.swiftpm/*' | sort)
  compile AppModule "$OUT/app.log" -module-name AppModule -target "arm64-apple-ios$app_ios" \
    "${COMMON[@]}" -swift-version "$mode" "${app_features[@]}" -DSWIFT_PACKAGE "${files[@]}"
fi
[ "$failed" = 0 ] || exit 1
# MonsoonUIKit's compile runs Swift 6's data-race checks on SIL (regions, `sending`) that the
# type-check cannot reach (its errors of the SDK's age stop it first); here they are warnings
# ("this is an error in the Swift 6 language mode"), and any warning fails, but the four
# UIKit constants this SDK declares mutable.
unexpected=$(grep -cv "reference to static property '[a-z]*' is not concurrency-safe because it involves shared mutable state" "$OUT/warnings")
if [ "$unexpected" -gt 0 ]; then
  echo "ios-link: $unexpected warnings above (an error in Xcode's Swift 6 build, or a warning the package allows none of)"
  exit 1
fi

NM="$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-nm"
LIBRARY_OBJECTS=()
for module in "${MODULES[@]}"; do LIBRARY_OBJECTS+=("$OUT/$module.o"); done

# link_stubs NAME STUBS SDK-VERSION VERSION KIND... -- OBJECTS...: weak references and the
# toolchain's symbols may stay undefined; lld fails on anything else.
link_stubs() {
  local name=$1 stubs=$2 sdk_version=$3 version=$4 kind=(); shift 4
  while [ "$1" != -- ]; do kind+=("$1"); shift; done; shift
  local allowed=()
  "$NM" -m "$@" | awk '/\(undefined\) weak external/ { print $NF }' | sort -u > "$OUT/$name.weak"
  while IFS= read -r symbol; do allowed+=(-U "$symbol"); done < "$OUT/$name.weak"
  for symbol in "${TOOLCHAIN_SYMBOLS[@]}"; do allowed+=(-U "$symbol"); done
  "$LINKER" -arch arm64 -platform_version ios "$version" "$sdk_version" "${kind[@]}" -o "$OUT/$name" \
    -syslibroot "$stubs" -L "$stubs/usr/lib/swift" -L "$stubs/usr/lib" \
    -F "$stubs/System/Library/Frameworks" "$@" -lSystem "${allowed[@]}" --error-limit=0 \
    > "$OUT/$name.link" 2>&1
}

echo "-- linking the libraries: a dynamic library for iOS $IOS_MIN against iPhoneOS13.7.sdk's stubs ($LINKER)"
link_stubs libMonsoon.dylib "$STUBS/iPhoneOS13.7.sdk" 13.7 "$IOS_MIN" \
  -dylib -install_name @rpath/libMonsoon.dylib -- "${LIBRARY_OBJECTS[@]}"
library_status=$?
echo "-- linking the example app: an executable for iOS $app_ios against iPhoneOS16.5.sdk's stubs"
link_stubs MonsoonChooser "$APP_STUBS" 16.5 "$app_ios" -execute -- "$OUT/AppModule.o" \
  "${LIBRARY_OBJECTS[@]}"
app_status=$?

# What each link left undefined, and where it is: the weak references by the library that has
# them (the link's SDK, only a later SDK, or neither), the toolchain's symbols, and the
# auto-linked libraries the stubs do not have.
python3 - "$STUBS" "$OUT" "${TOOLCHAIN_SYMBOLS[*]}" \
  "libMonsoon.dylib:iPhoneOS13.7.sdk:$library_status" "MonsoonChooser:iPhoneOS16.5.sdk:$app_status" <<'PY'
import glob, os, re, sys
stubs, out, toolchain = sys.argv[1], sys.argv[2], sys.argv[3]
SECTION = re.compile(
    r"(symbols|weak-symbols|weak-def-symbols|thread-local-symbols|objc-classes|objc-eh-types"
    r"|objc-ivars):\s*\[([^\]]*)\]", re.S)
def exports(sdk):
    table = {}
    for path in glob.glob(os.path.join(stubs, sdk, "**", "*.tbd"), recursive=True):
        if os.path.islink(path):
            continue
        text = open(path, encoding="utf-8", errors="replace").read()
        name = re.search(r"install-name:\s*'?([^'\n]+)", text)
        library = os.path.basename(name.group(1).strip()) if name else os.path.basename(path)
        for kind, body in SECTION.findall(text):
            for item in body.split(","):
                item = item.strip().strip("'\"")
                if not item:
                    continue
                bare = item.lstrip("_")
                symbols = {
                    "objc-classes": ["_OBJC_CLASS_$_" + bare, "_OBJC_METACLASS_$_" + bare],
                    "objc-eh-types": ["_OBJC_EHTYPE_$_" + bare],
                    "objc-ivars": ["_OBJC_IVAR_$_" + bare],
                }.get(kind, [item])
                for symbol in symbols:
                    table.setdefault(symbol, library)
    return table
tables = {sdk: exports(sdk) for sdk in ("iPhoneOS13.7.sdk", "iPhoneOS16.5.sdk")}
NOWHERE = [
    (r"^__swift_FORCE_LOAD_\$_swiftCompatibility(.*)$",
     r"libswiftCompatibility\1.a, a static library of Xcode's toolchain"),
    (r"^_swift_coroFrameAlloc$",
     "a later Swift runtime's; the object calls its own fallback where it is missing"),
]
for argument in sys.argv[4:]:
    name, sdk, status = argument.split(":")
    weak = [line.strip() for line in open(os.path.join(out, name + ".weak")) if line.strip()]
    later, nowhere = {}, []
    for symbol in weak:
        if symbol in tables[sdk]:
            continue
        library = tables["iPhoneOS16.5.sdk"].get(symbol)
        if library:
            later.setdefault(library, []).append(symbol)
        else:
            reason = next((re.sub(p, r, symbol) for p, r in NOWHERE if re.match(p, symbol)), None)
            nowhere.append((symbol, reason or "in neither SDK's stubs"))
    print(f"-- {name} ({sdk[:-4]}'s stubs): {len(weak)} weak references; those it lacks:")
    for library, symbols in sorted(later.items()):
        where = ("the Concurrency library: in iOS 15 on, and in the back-deployment library "
                 "Xcode embeds below iOS 15") if library == "libswift_Concurrency.dylib" \
            else "a later iOS's (absent on this one: weak)"
        print(f"   {library}, {where}: {len(symbols)}")
        for symbol in symbols:
            print(f"      {symbol}")
    for symbol, reason in nowhere:
        print(f"   {symbol}: {reason}")
    print(f"   strong references left to Xcode's toolchain: {toolchain}")
    link = open(os.path.join(out, name + ".link")).read()
    missing = sorted(set(re.findall(r"warning: auto-linked (?:library|framework) not found for (.+)", link)))
    if missing:
        print(f"   auto-linked but not in the stubs (nothing of theirs is referenced): {', '.join(missing)}")
    if status != "0":
        print(f"-- {name}: the link failed:")
        for line in link.splitlines():
            if "warning: auto-linked" not in line and line.strip():
                print("   " + line)
PY
echo "ios-link: done in $((SECONDS - started)) s"
if [ "$library_status" != 0 ] || [ "$app_status" != 0 ]; then
  echo "ios-link: a symbol the code references strongly is missing (above)"
  exit 1
fi
echo "ios-link: ${MODULES[*]} link for iOS $IOS_MIN; the example app links for iOS $app_ios"
