// swift-tools-version:6.0
import PackageDescription

// The modules, each importing only those below it (scripts/check-architecture.sh checks it).
// The app side (what an app links, and the playground copies) is MonsoonSystem, MonsoonEvents,
// MonsoonScreen, MonsoonFoundation and MonsoonUIKit; the rest is the tool's and the tests'
// side, which an app-side module never imports.
//
//   monsoon-replay (the tool)                    MonsoonUIKit (the iOS screen; empty where
//     -> MonsoonRender (SVG, viewer page,           UIKit is not)
//        UI-test writer), MonsoonReplay,              -> MonsoonFoundation, MonsoonScreen
//        MonsoonTesting, MonsoonToolSystem
//   MonsoonTestKit (Swift Testing: test store, property and model checks)
//     -> MonsoonTesting (no test framework: the tool links it), MonsoonReplay,
//        MonsoonToolSystem (package-only: child processes, signals, temporary files,
//        atomic writes, directory walks, parallel work)
//   MonsoonRender -> MonsoonScreen -> MonsoonEvents
//   MonsoonReplay, MonsoonTesting -> MonsoonEvents
//       MonsoonEvents, MonsoonToolSystem -> MonsoonSystem (package-only: the C library)
let package = Package(
  name: "Monsoon",
  defaultLocalization: "en",
  platforms: [.macOS(.v13), .iOS(.v13)],
  products: [
    .library(name: "MonsoonEvents", targets: ["MonsoonEvents"]),
    .library(name: "MonsoonScreen", targets: ["MonsoonScreen"]),
    .library(name: "MonsoonUIKit", targets: ["MonsoonUIKit"]),
    .library(name: "MonsoonFoundation", targets: ["MonsoonFoundation"]),
    .library(name: "MonsoonReplay", targets: ["MonsoonReplay"]),
    .library(name: "MonsoonTesting", targets: ["MonsoonTesting"]),
    .library(name: "MonsoonTestKit", targets: ["MonsoonTestKit"]),
    .executable(name: "monsoon-replay", targets: ["monsoon-replay"]),
  ],
  targets: [
    .target(name: "MonsoonSystem"),
    .target(name: "MonsoonEvents", dependencies: ["MonsoonSystem"]),
    .target(name: "MonsoonToolSystem", dependencies: ["MonsoonSystem"]),
    .target(name: "MonsoonScreen", dependencies: ["MonsoonEvents", "MonsoonSystem"]),
    .target(
      name: "MonsoonRender", dependencies: ["MonsoonScreen", "MonsoonEvents", "MonsoonSystem"],
      // The viewer's script as written; ViewerScript.swift holds it
      // (scripts/generate-viewer-script.py).
      exclude: ["Viewer/viewer.js"]
    ),
    .target(name: "MonsoonFoundation", dependencies: ["MonsoonScreen", "MonsoonEvents"]),
    .target(
      name: "MonsoonUIKit",
      dependencies: ["MonsoonFoundation", "MonsoonScreen", "MonsoonEvents", "MonsoonSystem"],
      // The screen's texts, English and Arabic (a String Catalog: Xcode compiles it into
      // .lproj tables; SwiftPM on Linux copies it into the resource bundle).
      resources: [.process("Localizable.xcstrings")]),
    .target(name: "MonsoonReplay", dependencies: ["MonsoonEvents", "MonsoonSystem"]),
    .target(name: "MonsoonTesting", dependencies: ["MonsoonEvents"]),
    .target(
      name: "MonsoonTestKit",
      dependencies: [
        "MonsoonTesting", "MonsoonReplay", "MonsoonEvents", "MonsoonToolSystem", "MonsoonSystem",
      ]
    ),
    .executableTarget(
      name: "monsoon-replay",
      dependencies: [
        "MonsoonEvents", "MonsoonScreen", "MonsoonRender", "MonsoonReplay", "MonsoonTesting",
        "MonsoonToolSystem", "MonsoonSystem",
      ]
    ),
    .executableTarget(
      name: "monsoon-bench",
      dependencies: [
        "MonsoonEvents", "MonsoonReplay", "MonsoonTesting", "MonsoonToolSystem", "MonsoonSystem",
      ],
      path: "Benchmarks/MonsoonBench"
    ),
    .target(
      name: "MonsoonTestSupport", dependencies: ["MonsoonSystem"], path: "Tests/MonsoonTestSupport"
    ),
    .testTarget(
      name: "MonsoonSystemTests",
      dependencies: ["MonsoonSystem", "MonsoonTestSupport"]
    ),
    .testTarget(
      name: "MonsoonToolSystemTests",
      dependencies: ["MonsoonToolSystem", "MonsoonSystem", "MonsoonTestSupport"]
    ),
    .testTarget(
      name: "MonsoonEventsTests",
      dependencies: [
        "MonsoonEvents", "MonsoonSystem", "MonsoonTesting", "MonsoonTestKit", "MonsoonTestSupport",
      ]
    ),
    .testTarget(
      name: "MonsoonScreenTests",
      dependencies: [
        "MonsoonScreen", "MonsoonRender", "MonsoonEvents", "MonsoonTesting", "MonsoonTestSupport",
      ]
    ),
    .testTarget(
      name: "MonsoonFoundationTests",
      dependencies: ["MonsoonFoundation", "MonsoonScreen", "MonsoonEvents"]
    ),
    .testTarget(
      name: "MonsoonReplayTests",
      dependencies: ["MonsoonReplay", "MonsoonEvents", "MonsoonTesting", "MonsoonTestSupport"]
    ),
    .testTarget(
      name: "MonsoonTestingTests",
      dependencies: ["MonsoonTesting", "MonsoonReplay", "MonsoonEvents", "MonsoonTestSupport"]
    ),
    .testTarget(
      name: "MonsoonTestKitTests",
      dependencies: [
        "MonsoonTestKit", "MonsoonTesting", "MonsoonReplay", "MonsoonEvents", "MonsoonSystem",
        "MonsoonTestSupport",
      ]
    ),
    .testTarget(
      name: "MonsoonCLITests",
      dependencies: [
        "monsoon-replay", "MonsoonEvents", "MonsoonReplay", "MonsoonScreen", "MonsoonRender",
        "MonsoonTesting", "MonsoonToolSystem", "MonsoonSystem", "MonsoonTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
