// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Monsoon",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "MonsoonEvents", targets: ["MonsoonEvents"]),
    .library(name: "MonsoonReplay", targets: ["MonsoonReplay"]),
    .executable(name: "monsoon-replay", targets: ["monsoon-replay"]),
  ],
  targets: [
    .target(name: "MonsoonEvents"),
    .target(name: "MonsoonReplay", dependencies: ["MonsoonEvents"]),
    .executableTarget(
      name: "monsoon-replay",
      dependencies: ["MonsoonEvents", "MonsoonReplay"]
    ),
    .executableTarget(
      name: "monsoon-bench",
      dependencies: ["MonsoonEvents", "MonsoonReplay"],
      path: "Benchmarks/MonsoonBench"
    ),
    .target(name: "MonsoonTestSupport", path: "Tests/MonsoonTestSupport"),
    .testTarget(
      name: "MonsoonEventsTests",
      dependencies: ["MonsoonEvents", "MonsoonReplay", "MonsoonTestSupport"]
    ),
    .testTarget(
      name: "MonsoonReplayTests",
      dependencies: ["MonsoonEvents", "MonsoonReplay", "MonsoonTestSupport"]
    ),
    .testTarget(
      name: "MonsoonCLITests",
      dependencies: ["monsoon-replay", "MonsoonEvents", "MonsoonReplay", "MonsoonTestSupport"]
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
