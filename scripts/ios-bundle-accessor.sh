#!/usr/bin/env bash
# Prints the `Bundle.module` accessor that SwiftPM (and Xcode) generate for a target with
# resources, its bundle named $1 (`Monsoon_MonsoonUIKit`, `MonsoonChooser_AppModule`), for
# scripts/ios-typecheck.sh and scripts/ios-link.sh, which compile such targets without
# SwiftPM. `nonisolated(unsafe)`: iPhoneOS16.5.sdk's Bundle is not yet marked Sendable; Xcode
# 16's is.
set -euo pipefail
[ $# = 1 ] || { echo "usage: $0 BUNDLE-NAME" >&2; exit 64; }
cat <<SWIFT
import Foundation
extension Foundation.Bundle {
  nonisolated(unsafe) static let module: Bundle = {
    let path = Bundle.main.bundleURL.appendingPathComponent("$1.bundle").path
    guard let bundle = Bundle(path: path) else { Swift.fatalError("no bundle at \\(path)") }
    return bundle
  }()
}
SWIFT
