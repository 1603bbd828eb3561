import MonsoonScreen
import MonsoonSystem
import MonsoonToolSystem

/// `render --format png`: an SVG render turned into a PNG by the first converter installed,
/// `rsvg-convert` (librsvg), else headless Chromium, at 2 pixels per point.
///
/// The converter works for the tool (``ChildProcess/Role/worker``): in a process group of its
/// own, with the time limit of ``ProgramTimeLimit``, ended with all it started should the tool
/// be ended by a signal (before the temporary files are removed); what it writes goes to the
/// tool's standard error, prefixed with its name (``ProgramOutput``): always for
/// `rsvg-convert`, which is quiet when it works, and only when it fails for Chromium, whose
/// messages on a good run are noise (D-Bus, GPU).
enum PNGConverter {
  /// Pixels per point in the PNG (Retina's 2x).
  static let scale = 2

  /// The Chromium programs tried, in order, when `rsvg-convert` is not installed.
  static let chromiumNames = ["chromium", "chromium-browser", "google-chrome"]

  /// One converter to try: its name, its arguments, and whether its output is passed on even
  /// when it works.
  private struct Attempt {
    let program: String
    let arguments: [String]
    let passesOnOutputAlways: Bool
  }

  /// The PNG of `svg`, a render `size` points large.
  /// - Parameter timeLimit: how long a converter may run.
  /// - Throws: ``CommandError`` with exit status 69 when no converter is installed (naming
  ///   what to install) or the converter failed; 75 when it passed its time limit; 73 when
  ///   its temporary files cannot be made.
  static func png(
    of svg: String, size: Size, timeLimit: ProgramTimeLimit, _ errors: inout OutputStream
  ) throws(CommandError) -> [UInt8] {
    let source: TemporaryFile
    let target: TemporaryFile
    do throws(FileError) {
      source = try TemporaryFile(suffix: ".svg", contents: Array(svg.utf8))
      target = try TemporaryFile(suffix: ".png")
    } catch {
      throw .failed(.cannotCreate, "cannot write a temporary file for the PNG: \(error)")
    }
    defer {
      source.remove()
      target.remove()
    }
    var attempts = [
      Attempt(
        program: "rsvg-convert",
        arguments: [
          "--format", "png", "--zoom", "\(scale)", "--output", target.path, source.path,
        ],
        passesOnOutputAlways: true)
    ]
    let width = Int(size.width.rounded(.up))
    let height = Int(size.height.rounded(.up))
    for name in chromiumNames {
      attempts.append(
        Attempt(
          program: name,
          arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)",
            "--screenshot=\(target.path)", fileURL(source.path),
          ],
          passesOnOutputAlways: false))
    }
    // So that what a converter leaves in its process group is waited for, not left behind.
    ChildProcess.adoptOrphans()
    for attempt in attempts {
      let program = attempt.program
      let outcome: ChildProcess.Outcome
      do throws(Errno) {
        outcome = try ChildProcess.run(
          program, attempt.arguments, as: .worker, timeLimit: timeLimit.limit(for: .worker),
          keeping: ProgramOutput.empty)
      } catch {
        if error == .noSuchFile { continue }
        throw .failed(.programUnavailable, "cannot start \(program): \(error)")
      }
      let bytes: [UInt8]
      do throws(CommandError) {
        bytes = try png(from: outcome, of: program, in: target, timeLimit: timeLimit)
      } catch {
        ProgramOutput.passOn(outcome.output, from: program, &errors)
        throw error
      }
      if attempt.passesOnOutputAlways {
        ProgramOutput.passOn(outcome.output, from: program, &errors)
      }
      return bytes
    }
    throw .failed(
      .programUnavailable,
      "cannot make a PNG: neither rsvg-convert nor Chromium is installed (apt-get install "
        + "librsvg2-bin; macOS: brew install librsvg); the SVG needs neither (--format svg)")
  }

  /// The PNG a converter that ended with `outcome` wrote to `target`.
  /// - Throws: ``CommandError``: 75 when it passed its time limit, 69 when it failed or wrote
  ///   no PNG.
  private static func png(
    from outcome: ChildProcess.Outcome, of program: String, in target: TemporaryFile,
    timeLimit: ProgramTimeLimit
  ) throws(CommandError) -> [UInt8] {
    let doing = "turning the SVG into a PNG"
    if let failure = timeLimit.failure(program, doing: doing, outcome) { throw failure }
    guard outcome.termination.succeeded else {
      throw .failed(.programUnavailable, "\(program) ended with \(outcome.termination) \(doing)")
    }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try WholeFile.read(target.path, limit: 1 << 28)
    } catch {
      throw .failed(.programUnavailable, "cannot read the PNG \(program) wrote: \(error)")
    }
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw .failed(.programUnavailable, "\(program) wrote no PNG (\(bytes.count) bytes)")
    }
    return bytes
  }

  /// A `file://` URL of an absolute path, with the bytes a URL path cannot hold as they are
  /// percent-encoded.
  private static func fileURL(_ path: String) -> String {
    var url = "file://"
    for byte in path.utf8 {
      let plain =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || Array("/-._~".utf8).contains(byte)
      url += plain ? String(UnicodeScalar(byte)) : "%" + hex(byte)
    }
    return url
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }
}
