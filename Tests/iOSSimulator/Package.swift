// swift-tools-version:6.0
// The chooser's real UIKit controls, driven on an iOS simulator by Swift Testing:
//
//   xcodebuild test -scheme MonsoonSimulatorTests -destination 'platform=iOS Simulator,name=iPhone 16'
//
// run in this folder by the Apple workflow (.github/workflows/apple.yml). Nothing on Linux runs
// UIKit: there, scripts/ios-typecheck.sh type-checks the driver (ChooserOnScreen.swift) against
// a real iPhoneOS SDK, and .ci/run parses the tests.
import PackageDescription

let package = Package(
  name: "MonsoonSimulatorTests",
  platforms: [.iOS(.v13)],
  dependencies: [
    // `name:` makes the dependency "Monsoon" whatever the clone's folder is called.
    .package(name: "Monsoon", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "ChooserScreenTests",
      dependencies: [
        .product(name: "MonsoonEvents", package: "Monsoon"),
        .product(name: "MonsoonScreen", package: "Monsoon"),
        .product(name: "MonsoonFoundation", package: "Monsoon"),
        .product(name: "MonsoonUIKit", package: "Monsoon"),
        // The sample session the replay tests open.
        .product(name: "MonsoonTesting", package: "Monsoon"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
