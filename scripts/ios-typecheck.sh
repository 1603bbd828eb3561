#!/usr/bin/env bash
# Type-checks the package's Apple-side code for iOS on a machine without Xcode (Linux), against
# a real iPhoneOS SDK, at the package's own deployment target:
#
#   scripts/ios-typecheck.sh --sdk-git DIR [MODULE...]   # once: unpack the SDK from a theos/sdks git mirror
#   scripts/ios-typecheck.sh [MODULE...]                 # later: the SDK unpacked before
#   scripts/ios-typecheck.sh MonsoonUIKit                # the UIKit layer, the simulator tests' driver, the apps
#
# The SDK is iPhoneOS16.5.sdk from a git mirror of the public theos/sdks repository (headers,
# module maps and Swift interfaces; no link stubs): pass the mirror's git directory with
# --sdk-git or IOS_SDK_GIT once; it is unpacked into ${XDG_CACHE_HOME:-~/.cache}/monsoon-ios-sdk
# (1.5-3 minutes, about 200 MB) and reused from there. On a Mac, build with Xcode instead
# (.github/workflows/apple.yml).
#
# The library modules MonsoonSystem, MonsoonEvents, MonsoonScreen, MonsoonReplay, MonsoonTesting,
# MonsoonFoundation (where it exists) and MonsoonUIKit (MonsoonTestKit needs Swift Testing, which
# the SDK lacks) are built in that order for arm64-apple-iosNN (NN from Package.swift's .iOS
# platform) with the package's Swift settings, each against the interfaces of the ones before
# it; those named (default: all) are type-checked in full (MonsoonUIKit also through SIL, where
# Swift 6's region-based data-race checks run, when it has no error at all; with this SDK it
# has those set apart below, so scripts/ios-link.sh runs these checks). Then the Swift
# files of Tests/iOSSimulator that do not import Swift Testing (the driver the simulator tests
# use) are type-checked against them all, each app package (Examples/*.swiftpm, and
# Playgrounds/*.swiftpm, the example with the library sources in it) as its manifest builds it,
# and the iOS code of the README and of MonsoonUIKit's DocC articles (each ```swift block after
# a `<!-- ios: NAME.swift -->` line, its errors named by file and line) as an app at the
# package's iOS version would build it.
# SwiftUI is checked for real: the SDK's SwiftUI interface is loaded from a copy with one
# message rewritten (below, where the copy is made, says why).
#
# What it cannot see: that SDK's standard library is Swift 5.8's and its UIKit headers predate
# Swift 6. Errors that only this explains are listed apart and not counted: typed throws in the
# standard library ("any Error" conversions), Optional.take, count(where:), AsyncStream.makeStream,
# MainActor.assumeIsolated (all back-deployed by Xcode 16's library), UIKit constants flagged
# "not concurrency-safe", and a Swift 6 PreviewProvider's conformance to _PreviewProvider.
# Everything else is an error on an Apple platform too; so is a Swift 6 library API that is
# not back-deployed to the package's minimums (String(validating:as:) needs iOS 18 / macOS 15).
# Nothing here links or runs: scripts/ios-link.sh links; behaviour on iOS is the Apple
# workflow's to test.
# Exit status: 0 clean, 1 errors, 2 no SDK (the check did not run).
set -uo pipefail
cd "$(dirname "$0")/.."
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/monsoon-ios-sdk"
SDK="$CACHE/iPhoneOS16.5.sdk"
SDK_GIT="${IOS_SDK_GIT:-}"
if [ "${1:-}" = --sdk-git ]; then SDK_GIT="$2"; shift 2; fi
CHAIN=(MonsoonSystem MonsoonEvents MonsoonScreen MonsoonReplay MonsoonTesting MonsoonFoundation MonsoonUIKit)
CHECK=("$@"); [ ${#CHECK[@]} -gt 0 ] || CHECK=("${CHAIN[@]}")

if [ ! -f "$SDK/SDKSettings.json" ]; then
  if [ -z "$SDK_GIT" ]; then
    echo "ios-typecheck: no SDK in $CACHE: pass the git directory of a theos/sdks mirror with --sdk-git DIR; the check did not run" >&2
    exit 2
  fi
  echo "ios-typecheck: unpacking iPhoneOS16.5.sdk (headers, module maps, Swift interfaces) into $CACHE" >&2
  rm -rf "$SDK.partial"; mkdir -p "$SDK.partial"
  # Only what a type-check reads: no .tbd link stubs. A blob missing from the mirror is skipped.
  git --git-dir="$SDK_GIT" ls-tree -r HEAD iPhoneOS16.5.sdk |
    grep -Ev '\.tbd$|/PrivateFrameworks/|\.swiftdoc$' |
    while IFS=$'\t' read -r meta path; do
      set -- $meta; mode=$1; obj=$3; rel=${path#iPhoneOS16.5.sdk/}
      mkdir -p "$SDK.partial/$(dirname "$rel")"
      if [ "$mode" = 120000 ]; then
        ln -sfn "$(git --git-dir="$SDK_GIT" cat-file blob "$obj")" "$SDK.partial/$rel"
      else
        git --git-dir="$SDK_GIT" cat-file blob "$obj" > "$SDK.partial/$rel" 2>/dev/null || rm -f "$SDK.partial/$rel"
      fi
    done
  [ -f "$SDK.partial/SDKSettings.json" ] || { echo "ios-typecheck: $SDK_GIT holds no iPhoneOS16.5.sdk" >&2; exit 2; }
  rm -rf "$SDK"; mv "$SDK.partial" "$SDK"
fi

# A resource directory with the toolchain's clang headers and shims, and the API notes that
# Apple's toolchain carries for Dispatch and os (their Objective-C names as Swift sees them);
# the Linux toolchain's own module maps (Dispatch, Foundation for Linux) must stay out of it.
SWIFT_LIB="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
RES="$CACHE/resource-dir"
mkdir -p "$RES/apinotes"
ln -sfn "$SWIFT_LIB/clang" "$RES/clang"; ln -sfn "$SWIFT_LIB/shims" "$RES/shims"
python3 - "$RES/apinotes" <<'PY'
import sys
d = sys.argv[1]
def notes(module, sections):
    out = [f"Name: {module}"]
    for section, entries in sections:
        out.append(f"{section}:")
        for name, attrs in entries:
            out.append(f"- Name: {name}")
            out += [f"  {k}: {v}" for k, v in attrs]
    open(f"{d}/{module}.apinotes", "w").write("\n".join(out) + "\n")
P = [("SwiftPrivate", "true")]
N = [("Availability", "nonswift")]
def named(n): return [("SwiftName", f"'{n}'")]
dispatch_private_functions = """get_global_queue assert_queue assert_queue_barrier assert_queue_not async
barrier_async apply barrier_sync queue_get_label queue_get_qos_class after queue_get_specific
queue_set_specific get_specific queue_attr_make_initially_inactive
queue_attr_make_with_autorelease_frequency queue_attr_make_with_qos_class data_get_size data_apply
data_create_concat data_create_subrange data_copy_region data_create_map group_async group_wait
group_notify io_read io_write io_close io_set_interval read write semaphore_wait semaphore_signal
source_create source_get_handle source_get_mask source_get_data source_merge_data
source_set_event_handler source_set_cancel_handler source_set_registration_handler source_cancel
source_testcancel source_set_timer time walltime""".split()
dispatch_hidden_functions = """release retain async_f barrier_async_f apply_f sync_f barrier_sync_f after_f
get_main_queue set_finalizer_f get_context set_context block_create block_create_with_qos_class
block_perform block_wait block_notify block_cancel block_testcancel data_create group_async_f
group_notify_f source_set_event_handler_f source_set_cancel_handler_f
source_set_registration_handler_f""".split()
renamed = {
    "dispatch_queue_create": ("DispatchQueue.init(__label:attr:)", True),
    "dispatch_queue_create_with_target": ("DispatchQueue.init(__label:attr:queue:)", True),
    "dispatch_sync": ("DispatchQueue.sync(self:execute:)", False),
    "dispatch_set_target_queue": ("DispatchObject.setTarget(self:queue:)", False),
    "dispatch_activate": ("DispatchObject.activate(self:)", False),
    "dispatch_suspend": ("DispatchObject.suspend(self:)", False),
    "dispatch_resume": ("DispatchObject.resume(self:)", False),
    "dispatch_group_create": ("DispatchGroup.init()", False),
    "dispatch_group_enter": ("DispatchGroup.enter(self:)", False),
    "dispatch_group_leave": ("DispatchGroup.leave(self:)", False),
    "dispatch_io_create": ("DispatchIO.init(__type:fd:queue:handler:)", True),
    "dispatch_io_create_with_path": ("DispatchIO.init(__type:path:oflag:mode:queue:handler:)", True),
    "dispatch_io_create_with_io": ("DispatchIO.init(__type:io:queue:handler:)", True),
    "dispatch_io_barrier": ("DispatchIO.barrier(self:execute:)", False),
    "dispatch_io_get_descriptor": ("getter:DispatchIO.fileDescriptor(self:)", False),
    "dispatch_io_set_high_water": ("DispatchIO.setLimit(self:highWater:)", False),
    "dispatch_io_set_low_water": ("DispatchIO.setLimit(self:lowWater:)", False),
    "dispatch_semaphore_create": ("DispatchSemaphore.init(value:)", False),
    "dispatch_main": ("dispatchMain()", False),
}
functions = [(f"dispatch_{f}", P) for f in dispatch_private_functions]
functions += [(f"dispatch_{f}", N) for f in dispatch_hidden_functions]
functions += [(c, named(n) + (P if private else [])) for c, (n, private) in renamed.items()]
hidden_types = """object queue semaphore io data group qos_class data_applier fd io_handler source function
io_close_flags io_interval_flags io_type source_timer_flags queue_attr queue_priority
source_mach_send_flags source_memorypressure_flags source_proc_flags source_vnode_flags""".split()
typedefs = [(f"dispatch_{t}_t", N) for t in hidden_types] + [("dispatch_block_t", N)]
typedefs += [(f"dispatch_{t}_t", P) for t in ("autorelease_frequency", "block_flags", "source_type")]
classes = [("OS_dispatch_" + k, named(v)) for k, v in [("object", "DispatchObject"),
    ("queue", "DispatchQueue"), ("io", "DispatchIO"), ("semaphore", "DispatchSemaphore"),
    ("group", "DispatchGroup"), ("source", "DispatchSource"), ("data", "__DispatchData")]]
classes.append(("OS_dispatch_queue_attr", P))
protocols = [("OS_dispatch_" + k, named(v)) for k, v in [("source", "DispatchSourceProtocol"),
    ("source_mach_send", "DispatchSourceMachSend"), ("source_mach_recv", "DispatchSourceMachReceive"),
    ("source_memorypressure", "DispatchSourceMemoryPressure"), ("source_proc", "DispatchSourceProcess"),
    ("source_read", "DispatchSourceRead"), ("source_signal", "DispatchSourceSignal"),
    ("source_timer", "DispatchSourceTimer"), ("source_data_or", "DispatchSourceUserDataOr"),
    ("source_data_add", "DispatchSourceUserDataAdd"),
    ("source_data_replace", "DispatchSourceUserDataReplace"),
    ("source_vnode", "DispatchSourceFileSystemObject"), ("source_write", "DispatchSourceWrite")]]
globals_ = [("_dispatch_data_destructor_free", N), ("_dispatch_data_destructor_munmap", N)]
enumerators = [(f"DISPATCH_BLOCK_{e}", N) for e in
    "BARRIER DETACHED ASSIGN_CURRENT NO_QOS_CLASS INHERIT_QOS_CLASS ENFORCE_QOS_CLASS".split()]
enumerators += [(f"DISPATCH_AUTORELEASE_FREQUENCY_{e}", N) for e in "INHERIT WORK_ITEM NEVER".split()]
notes("Dispatch", [("Typedefs", typedefs), ("Classes", classes), ("Protocols", protocols),
                   ("Functions", functions), ("Globals", globals_), ("Enumerators", enumerators)])
os_functions = [(f, P) for f in ("_os_log_impl", "_os_log_error_impl", "_os_log_fault_impl",
    "_os_signpost_emit_with_name_impl", "os_signpost_enabled", "os_signpost_id_generate",
    "os_signpost_id_make_with_pointer")]
os_functions += [("os_log_create", named("OSLog.init(__subsystem:category:)") + P),
                 ("os_log_type_enabled", named("OSLog.isEnabled(self:type:)"))]
os_functions += [(f, N) for f in ("_os_log_sensitive_deprecated", "_os_trace_with_buffer",
    "os_log_is_enabled", "_os_log_create", "os_log_is_debug_enabled")]
notes("os", [("Typedefs", [("os_log_type_t", named("OSLogType")), ("os_trace_payload_t", N),
                           ("os_log_t", N), ("os_signpost_type_t", named("OSSignpostType"))]),
             ("Classes", [("OS_os_log", named("OSLog"))]),
             ("Enumerators", [(f"OS_LOG_TYPE_{e}", P) for e in "DEFAULT INFO DEBUG ERROR FAULT".split()]
                + [(f"OS_SIGNPOST_{e}", P) for e in ("INTERVAL_BEGIN", "INTERVAL_END", "EVENT")]),
             ("Functions", os_functions)])
PY

# This compiler cannot build the SDK's SwiftUI interface as Apple ships it (one @inlinable
# os_log call with an interpolation fails Swift 6's OSLogOptimization pass with this SDK's
# Swift 5.8 os overlay, and the module with it): the cache holds a copy with that one message
# written out, found first (-I). scripts/ios-sdk-patches.py makes it and says more.
PATCHED="$CACHE/patched-interfaces"
python3 scripts/ios-sdk-patches.py swiftui "$SDK" "$PATCHED" || exit 2

# The deployment target is the package's own: .iOS(.vNN) in Package.swift.
IOS_MIN=$(grep -oE '\.iOS\(\.v[0-9]+(_[0-9]+)?\)' Package.swift | head -1 | grep -oE '[0-9]+(_[0-9]+)?' | tr _ .)
IOS_MIN=${IOS_MIN:-16}; case $IOS_MIN in *.*) ;; *) IOS_MIN=$IOS_MIN.0 ;; esac
TARGET=arm64-apple-ios$IOS_MIN
SDK_FLAGS=(-sdk "$SDK" -resource-dir "$RES" -module-cache-path "$CACHE/module-cache" -I "$PATCHED"
  -parse-as-library -continue-building-after-errors)
FLAGS=(-target "$TARGET" "${SDK_FLAGS[@]}" -swift-version 6 -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault -package-name monsoon)
# The libraries' own code is checked as a Debug build compiles it (DEBUG set), where Xcode's
# previews run: MonsoonUIKit's previews are only there.
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
# Errors that this SDK's age explains (its Swift 5.8 library, its unannotated UIKit, its
# SwiftUI from before Swift 6), each for an API that Xcode 16's SDK has and back-deploys to the
# package's minimums or declares for Swift 6: shown, not counted. Anything else is an error on
# an Apple platform too. (This SDK's PreviewProvider is `@MainActor(unsafe)` and refines a
# nonisolated _PreviewProvider, so a Swift 6 conformance "crosses into main actor-isolated
# code"; Xcode 16's is `@MainActor @preconcurrency` and compiles it. The preview's own code is
# still checked: only that one conformance error is set apart.)
AGE='any Error|has no member .(take|makeStream|assumeIsolated).|generic parameter .Element. could not be inferred|cannot infer type of closure parameter|cannot call value of non-function type|not concurrency-safe because it involves shared mutable state|main actor-isolated .* in a synchronous nonisolated context|to protocol ._PreviewProvider. crosses into main actor-isolated code'
for module in "${CHAIN[@]}"; do
  [ -d "Sources/$module" ] || continue
  mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
  [ ${#files[@]} -gt 0 ] || continue
  if [ -n "$(find "Sources/$module" -name '*.xcstrings' | head -1)" ]; then
    # A module with resources gets `Bundle.module` from SwiftPM (or Xcode), and SWIFT_PACKAGE
    # set: the same accessor and condition (nonisolated: this SDK's Bundle is not yet marked
    # Sendable; Xcode 16's is). ../shared/tools/ios-typecheck.sh checks the code without them,
    # as an app target that compiles the sources itself builds it.
    scripts/ios-bundle-accessor.sh "Monsoon_$module" > "$OUT/${module}_resource_bundle_accessor.swift"
    files+=("$OUT/${module}_resource_bundle_accessor.swift" -DSWIFT_PACKAGE)
  fi
  if [[ " ${CHECK[*]} " == *" $module "* ]]; then
    swiftc -typecheck -module-name "$module" "${FLAGS[@]}" -DDEBUG -I "$OUT" "${files[@]}" > "$OUT/$module.log" 2>&1
    grep -E '^[^ ].*: (error|warning): ' "$OUT/$module.log" | sort -u >> "$OUT/all.txt"
  fi
  if [ "$module" = MonsoonUIKit ] && [[ " ${CHECK[*]} " == *" $module "* ]] && ! grep -q ': error: ' "$OUT/$module.log"; then
    # Swift 6's data-race checks of regions and `sending` run on SIL, after type-checking.
    swiftc -emit-sil -wmo -o /dev/null -module-name "$module" "${FLAGS[@]}" -DDEBUG -I "$OUT" "${files[@]}" > "$OUT/$module.sil.log" 2>&1
    grep -E '^[^ ].*: (error|warning): ' "$OUT/$module.sil.log" | sort -u >> "$OUT/all.txt"
  fi
  swiftc -emit-module -module-name "$module" "${FLAGS[@]}" -I "$OUT" -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module-path "$OUT/$module.swiftmodule" "${files[@]}" > /dev/null 2>&1 ||
    echo "Sources/$module: error: no module interface for the Examples (fix the errors above)" >> "$OUT/all.txt"
  if [ "$module" = MonsoonUIKit ]; then
    # The docs' preview code imports the module as a Debug build has it, with its previews.
    # That interface is emitted in Swift 5 mode, where this SDK's PreviewProvider conformance is
    # no error (its one Swift 6 error is set apart above; the code was checked in Swift 6).
    mkdir -p "$OUT/debug"
    swiftc -emit-module -module-name "$module" "${FLAGS[@]}" -swift-version 5 -DDEBUG -I "$OUT" \
      -Xfrontend -experimental-skip-all-function-bodies \
      -emit-module-path "$OUT/debug/$module.swiftmodule" "${files[@]}" > /dev/null 2>&1 ||
      echo "Sources/$module: error: no Debug module interface for the docs' iOS code (fix the errors above)" >> "$OUT/all.txt"
  fi
done
# The simulator tests' driver: everything there but the files that import Swift Testing.
mapfile -t driver < <(grep -rLE '^\s*(@testable )?import Testing' --include='*.swift' Tests/iOSSimulator/Tests 2>/dev/null | sort)
if [ ${#driver[@]} -gt 0 ]; then
  swiftc -typecheck -module-name ChooserScreenTests "${FLAGS[@]}" -I "$OUT" "${driver[@]}" > "$OUT/driver.log" 2>&1
  grep -E '^[^ ].*: (error|warning): ' "$OUT/driver.log" | sort -u >> "$OUT/all.txt"
fi
# The app packages: the example (Examples/*.swiftpm, which depends on this package by path)
# and its self-contained copy (Playgrounds/*.swiftpm, written by scripts/make-playground.sh),
# each type-checked as the one module its manifest builds (AppModule, SWIFT_PACKAGE set, the
# bundle accessor where it has resources), at the manifest's own iOS version, in its language
# mode, with its upcoming features, and without this package's -package-name. The example
# imports the libraries built above; the copy holds their sources and sees none of them.
APPS=()
for app in Examples/*.swiftpm Playgrounds/*.swiftpm; do
  manifest="$app/Package.swift"
  [ -f "$manifest" ] || continue
  mapfile -t files < <(find "$app" -name '*.swift' ! -path "$manifest" ! -path '*/.build/*' \
    ! -path '*/.swiftpm/*' | sort)
  [ ${#files[@]} -gt 0 ] || continue
  app_ios=$(grep -oE '\.iOS\("[0-9.]+"\)|\.iOS\(\.v[0-9_]+\)' "$manifest" | head -1 |
    grep -oE '[0-9]+([._][0-9]+)?' | tr _ .)
  app_ios=${app_ios:-$IOS_MIN}; case $app_ios in *.*) ;; *) app_ios=$app_ios.0 ;; esac
  tools=$(sed -nE '1s|^// swift-tools-version: *([0-9]+).*|\1|p' "$manifest")
  mode=5; [ "${tools:-5}" -ge 6 ] && mode=6
  grep -q 'swiftLanguageModes: \[\.v5\]' "$manifest" && mode=5
  app_flags=(-target "arm64-apple-ios$app_ios" "${SDK_FLAGS[@]}" -swift-version "$mode" -DSWIFT_PACKAGE)
  for feature in $(grep -oE 'enableUpcomingFeature\("[A-Za-z]+"\)' "$manifest" | cut -d'"' -f2); do
    app_flags+=(-enable-upcoming-feature "$feature")
  done
  grep -q '\.package(' "$manifest" && app_flags+=(-I "$OUT")
  name=$(sed -nE 's|^  name: "([^"]+)",$|\1|p' "$manifest" | head -1)
  if grep -q 'resources:' "$manifest"; then
    accessor="$OUT/${name}_AppModule_resource_bundle_accessor.swift"
    scripts/ios-bundle-accessor.sh "${name}_AppModule" > "$accessor"
    files+=("$accessor")
  fi
  log="$OUT/app-$(echo "$app" | tr / -).log"
  swiftc -typecheck -module-name AppModule "${app_flags[@]}" "${files[@]}" > "$log" 2>&1
  grep -E '^[^ ].*: (error|warning): ' "$log" | sort -u >> "$OUT/all.txt"
  APPS+=("$app (iOS $app_ios, Swift $mode)")
done

# The playground is one module: a type it declares at the top level with the name of a
# SwiftUI, UIKit or Foundation type hides that type from the app's own code (an
# `enum Environment` hid SwiftUI's `@Environment`). The frameworks' type names come from the
# SDK's Swift interfaces and Objective-C headers; each clash is an error naming its file.
FRAMEWORK_NAMES="$OUT/framework-type-names.txt"
{
  cat "$SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface" \
    "$SDK/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface" \
    "$SDK/usr/lib/swift/UIKit.swiftmodule/arm64-apple-ios.swiftinterface" |
    grep -oE '^(@[^ ]+ )*public (final )?(struct|class|enum|protocol|typealias|actor) [A-Za-z_][A-Za-z0-9_]*' |
    awk '{print $NF}'
  cat "$SDK"/System/Library/Frameworks/{Foundation,UIKit}.framework/Headers/*.h |
    grep -oE '^@(interface|protocol) [A-Za-z_][A-Za-z0-9_]*' | awk '{print $2}'
} | sort -u > "$FRAMEWORK_NAMES"
for playground in Playgrounds/*.swiftpm; do
  [ -d "$playground" ] || continue
  grep -rnoE --include='*.swift' \
    '^(public |package |internal |private |fileprivate )?(final )?(struct|class|enum|protocol|typealias|actor) [A-Za-z_][A-Za-z0-9_]*' \
    "$playground" | while IFS=: read -r file line declaration; do
    name=${declaration##* }
    if grep -qxF "$name" "$FRAMEWORK_NAMES"; then
      echo "$file:$line:1: error: '$name' is also a SwiftUI, UIKit or Foundation type: in the playground's one module it hides that type; rename it"
    fi
  done >> "$OUT/all.txt"
done
# The docs' iOS code (the README's and MonsoonUIKit's DocC articles'): each ```swift block after a
# line `<!-- ios: NAME.swift -->`, as printed, in a file of its own (errors name the document and
# its line), type-checked as an app's code: at the package's iOS version, in Swift 6, importing
# the libraries built above (no package access).
mkdir -p "$OUT/readme"
python3 - "$OUT/readme" README.md Sources/MonsoonUIKit/MonsoonUIKit.docc/*.md <<'PY' >> "$OUT/all.txt"
import pathlib, re, sys
names = {}
for document in sys.argv[2:]:
    lines = pathlib.Path(document).read_text().split("\n")
    for index, line in enumerate(lines):
        marker = re.fullmatch(r"<!-- ios: ([\w+-]+\.swift) -->", line)
        if not marker:
            continue
        if index + 1 >= len(lines) or lines[index + 1] != "```swift":
            print(f"{document}:{index + 1}:1: error: an ios: marker must be followed by a ```swift block")
            continue
        if marker[1] in names:
            print(f"{document}:{index + 1}:1: error: {marker[1]} is named by {names[marker[1]]} too")
            continue
        names[marker[1]] = document
        end = lines.index("```", index + 2)
        code = "\n".join(lines[index + 2:end])
        pathlib.Path(sys.argv[1], marker[1]).write_text(
            f'#sourceLocation(file: "{document}", line: {index + 3})\n{code}\n')
PY
mapfile -t readme < <(find "$OUT/readme" -name '*.swift' | sort)
if [ ${#readme[@]} -gt 0 ]; then
  swiftc -typecheck -module-name ReadmeSnippets -target "$TARGET" "${SDK_FLAGS[@]}" -swift-version 6 \
    -DDEBUG -I "$OUT/debug" -I "$OUT" "${readme[@]}" > "$OUT/readme.log" 2>&1
  grep -E '^[^ ].*: (error|warning): ' "$OUT/readme.log" | sort -u >> "$OUT/all.txt"
fi
touch "$OUT/all.txt"
if grep -Eq "$AGE" "$OUT/all.txt"; then
  echo "-- explained by the SDK's age (not counted; read the header of this script):"
  grep -E "$AGE" "$OUT/all.txt" | sed 's/^/   /'
fi
real=$(grep -Ev "$AGE" "$OUT/all.txt" | grep -c ': error: ')
if [ "$real" -gt 0 ]; then
  echo "-- errors on iOS:"
  grep -Ev "$AGE" "$OUT/all.txt"
  echo "ios-typecheck: $real errors (libraries for $TARGET, apps for their own iOS versions)"
  exit 1
fi
grep -Ev "$AGE" "$OUT/all.txt"
echo "ios-typecheck: ${CHECK[*]} and the simulator tests' driver type-check for $TARGET (0 errors)"
for app in "${APPS[@]}"; do echo "ios-typecheck: $app type-checks (0 errors)"; done
echo "ios-typecheck: the iOS code of the README and MonsoonUIKit's articles (${#readme[@]} blocks) type-checks for $TARGET (0 errors)"
