import Foundation
import Testing

/// The example app's additions to its Info.plist (Examples/MonsoonChooser.swiftpm/AppInfo.plist):
/// what lets the Files app, the share sheet and AirDrop hand it a log to play back.
@Suite("The example app opens session logs from other apps")
struct ExampleAppInfoTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/MonsoonChooser.swiftpm")

  @Test(
    "a .jsonl session log is a document type the app views, as an alternate handler of an imported type (it claims no .jsonl file as its own), opened as a copy that is removed once read"
  )
  func documentType() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("AppInfo.plist"))
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    let types = try #require(plist["CFBundleDocumentTypes"] as? [[String: Any]])
    #expect(types.count == 1)
    #expect(types.first?["LSItemContentTypes"] as? [String] == ["dev.monsoon.session-log"])
    #expect(types.first?["CFBundleTypeRole"] as? String == "Viewer")
    #expect(types.first?["LSHandlerRank"] as? String == "Alternate")
    #expect(plist["UTExportedTypeDeclarations"] == nil)
    let declared = try #require(plist["UTImportedTypeDeclarations"] as? [[String: Any]])
    #expect(declared.first?["UTTypeIdentifier"] as? String == "dev.monsoon.session-log")
    let tags = declared.first?["UTTypeTagSpecification"] as? [String: Any]
    #expect(tags?["public.filename-extension"] as? [String] == ["jsonl"])
    #expect(plist["LSSupportsOpeningDocumentsInPlace"] as? Bool == false)
    let root = try String(
      contentsOf: Self.folder.appendingPathComponent("AppRoot.swift"), encoding: .utf8)
    #expect(root.contains("defer { InboxCopy.remove(url) }"))
  }

  @Test("the app's package names the file, and keeps it out of the app's sources")
  func packageNamesIt() throws {
    let package = try String(
      contentsOf: Self.folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(package.contains(#"additionalInfoPlistContentFilePath: "AppInfo.plist""#))
    #expect(package.contains(#"exclude: ["AppInfo.plist"]"#))
    #expect(package.contains("supportedDeviceFamilies: [.phone, .pad]"))
  }
}
