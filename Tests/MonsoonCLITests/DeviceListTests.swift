import Foundation
import MonsoonScreen
import Testing

/// `--device`: every iPhone since the 4s by its marketing name, and `--device list`.
@Suite("--device: every iPhone since the 4s")
struct DeviceListTests {
  static let names = [
    "4s", "5", "5s", "5c", "se", "6", "6plus", "6s", "6splus", "7", "7plus", "8", "8plus", "x",
    "xs", "xsmax", "xr", "11", "11pro", "11promax", "se2", "12mini", "12", "12pro", "12promax",
    "13mini", "13", "13pro", "13promax", "se3", "14", "14plus", "14pro", "14promax", "15",
    "15plus", "15pro", "15promax", "16", "16plus", "16pro", "16promax", "16e",
  ]

  @Test("the catalogue names every iPhone since the 4s, once each")
  func everyName() {
    #expect(Set(Device.catalogue.map(\.name)) == Set(Self.names))
    #expect(Device.catalogue.count == Self.names.count)
  }

  @Test(
    "sizes and safe areas as Apple publishes them, for one model of each shape",
    arguments: [
      ("4s", 320.0, 480.0, 20.0, 0.0), ("5s", 320, 568, 20, 0), ("se3", 375, 667, 20, 0),
      ("7plus", 414, 736, 20, 0), ("xs", 375, 812, 44, 34), ("xr", 414, 896, 48, 34),
      ("11promax", 414, 896, 44, 34), ("13mini", 375, 812, 50, 34), ("14", 390, 844, 47, 34),
      ("14plus", 428, 926, 47, 34), ("14pro", 393, 852, 59, 34), ("15plus", 430, 932, 59, 34),
      ("16pro", 402, 874, 62, 34), ("16promax", 440, 956, 62, 34), ("16e", 390, 844, 47, 34),
    ])
  func figures(name: String, width: Double, height: Double, top: Double, bottom: Double) throws {
    let device = try Device.named(name)
    #expect(device.size == Size(width: width, height: height))
    #expect(device.insets == SafeAreaInsets(top: top, bottom: bottom))
  }

  @Test("old and spelled-out names keep working: se1, 'iPhone 16 Pro Max', 15PRO")
  func otherSpellings() throws {
    #expect(try Device.named("se1").name == "se")
    #expect(try Device.named("iPhone 16 Pro Max").name == "16promax")
    #expect(try Device.named("15PRO").name == "15pro")
  }

  @Test("every device renders the sample, by name on the command line")
  func renders() throws {
    for name in Self.names {
      let result = try ToolRunner.run(["render", "sample.jsonl", "--device", name])
      #expect(result.status == 0, "\(name): \(result.standardError)")
      #expect(result.standardOutput.contains("data-device=\"\(name)\""), "\(name)")
    }
  }

  @Test("--device list prints every device with its points and safe area, and the source")
  func list() throws {
    for command in ["render", "html"] {
      let result = try ToolRunner.run([command, "--device", "list"])
      #expect(result.status == 0)
      let lines = result.standardOutput.split(separator: "\n")
      #expect(lines.count == Self.names.count + 2)
      #expect(lines.contains("16promax  440x956   62/34"))
      #expect(lines.contains("4s        320x480   20/0"))
      #expect(result.standardOutput.contains("Apple's Human Interface Guidelines"))
    }
  }
}
