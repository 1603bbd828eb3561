import MonsoonEvents
import MonsoonSystem

/// `--menu <file.json>` of `gen` and `record`: a menu file, read through the package's one
/// size-limited reader.
enum MenuOption {
  /// Reads and decodes the menu file at `path`: a regular file or a pipe (such as
  /// `<(jq ...)`), never more than ``MenuFile/maximumFileSize`` bytes of it.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be read (a device, a
  ///   directory, an empty name), 65 when it is too large or not a valid menu.
  static func read(_ path: String) throws(CommandError) -> ChooserMenu {
    let bytes: [UInt8]
    do {
      bytes = try WholeFile.read(
        path, limit: MenuFile.maximumFileSize, accepting: [.regular, .pipe])
    } catch {
      if case .tooLarge = error.kind { throw .failed(.invalidData, "\(error)") }
      throw .failed(.noInput, "\(error)")
    }
    do {
      return try MenuFile.menu(fromJSON: bytes)
    } catch {
      throw .failed(.invalidData, "\(path): \(error)")
    }
  }
}
