import Foundation
import MonsoonClientKit

let directory = NSTemporaryDirectory() + "monsoon-client-" + UUID().uuidString
do {
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for line in try await ClientScenario.run(in: directory) { print("monsoon-client: \(line)") }
  try? FileManager.default.removeItem(atPath: directory)
  print("monsoon-client: ok")
} catch {
  try? FileManager.default.removeItem(atPath: directory)
  print("monsoon-client: \(error)")
  exit(1)
}
