// swift-tools-version:6.0
// A client of Monsoon, as an app developer's package would be: it depends on the package by
// path, imports Foundation, Observation and every Monsoon library together, compiles the
// code of the README and docs/ (its tests too) exactly as printed, and runs it
// (scripts/check-client.sh, run by .ci/run and by the Apple workflow).
import PackageDescription

let package = Package(
  name: "MonsoonClient",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [.library(name: "MonsoonClientKit", targets: ["MonsoonClientKit"])],
  dependencies: [
    // `name:` makes the dependency "Monsoon" whatever the clone's folder is called.
    .package(name: "Monsoon", path: "../..")
  ],
  targets: [
    .target(
      name: "MonsoonClientKit",
      dependencies: [
        .product(name: "MonsoonEvents", package: "Monsoon"),
        .product(name: "MonsoonScreen", package: "Monsoon"),
        .product(name: "MonsoonReplay", package: "Monsoon"),
        .product(name: "MonsoonTesting", package: "Monsoon"),
        .product(name: "MonsoonUIKit", package: "Monsoon"),
        .product(name: "MonsoonFoundation", package: "Monsoon"),
      ]
    ),
    .executableTarget(name: "monsoon-client", dependencies: ["MonsoonClientKit"]),
    // The README's test target, with the README's dependencies (check-client.sh compares
    // them) and its test examples as printed.
    .testTarget(
      name: "MonsoonClientTests",
      dependencies: [
        "MonsoonClientKit",
        .product(name: "MonsoonTesting", package: "Monsoon"),
        .product(name: "MonsoonTestKit", package: "Monsoon"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
