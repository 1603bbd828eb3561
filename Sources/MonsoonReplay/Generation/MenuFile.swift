import Foundation
public import MonsoonEvents

/// Reads a menu from JSON: an array of prompts, or an object whose `"prompts"` holds one —
/// the same shape as a log header's `"prompts"`.
///
/// ```json
/// [{"id":"flavor","choices":["savory","sweet","umami"]},{"id":"heat","choices":["spicy","mild"]}]
/// ```
public enum MenuFile {
  private struct Wrapper: Decodable {
    let prompts: [Prompt]
  }

  /// Decodes a menu from JSON bytes.
  /// - Throws: ``MenuFileError`` when the JSON has neither shape, or the prompts break a menu
  ///   rule.
  public static func menu(fromJSON bytes: [UInt8]) throws(MenuFileError) -> Menu {
    let data = Data(bytes)
    let decoder = JSONDecoder()
    let prompts: [Prompt]
    if let array = try? decoder.decode([Prompt].self, from: data) {
      prompts = array
    } else if let wrapper = try? decoder.decode(Wrapper.self, from: data) {
      prompts = wrapper.prompts
    } else {
      throw MenuFileError(
        reason: "expected a JSON array of prompts such as "
          + "[{\"id\":\"flavor\",\"choices\":[\"savory\",\"sweet\"]}], "
          + "or an object with such an array in \"prompts\"")
    }
    do {
      return try Menu(prompts: prompts)
    } catch {
      throw MenuFileError(reason: "invalid menu: \(error)")
    }
  }
}

/// Why a menu file could not be used.
public struct MenuFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the file's content.
  public let reason: String

  /// The reason.
  public var description: String { reason }
}
