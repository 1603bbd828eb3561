// swift-tools-version: 5.9
// An app package: Xcode (and Swift Playgrounds on a Mac) open this folder as an iOS app.
// It depends on the Monsoon package two folders up, so open it from a clone of the repository;
// `name:` calls that package "Monsoon" whatever the clone's folder is named.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "MonsoonChooser",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "MonsoonChooser",
      targets: ["AppModule"],
      bundleIdentifier: "dev.monsoon.chooser",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .leaf),
      accentColor: .presetColor(.orange),
      supportedDeviceFamilies: [.phone, .pad],
      supportedInterfaceOrientations: [
        .portrait,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
        .landscapeLeft(.when(deviceFamilies: [.pad])),
        .landscapeRight(.when(deviceFamilies: [.pad])),
      ],
      // The session log as a document type: opened from Files, the share sheet and AirDrop.
      additionalInfoPlistContentFilePath: "AppInfo.plist"
    )
  ],
  dependencies: [.package(name: "Monsoon", path: "../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "MonsoonScreen", package: "Monsoon"),
        .product(name: "MonsoonFoundation", package: "Monsoon"),
        .product(name: "MonsoonUIKit", package: "Monsoon"),
      ],
      path: ".",
      exclude: ["AppInfo.plist"]
    )
  ]
)
