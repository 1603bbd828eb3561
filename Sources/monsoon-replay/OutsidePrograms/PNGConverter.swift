import MonsoonScreen
import MonsoonSystem

/// `render --format png`: an SVG render turned into a PNG by the first converter installed,
/// `rsvg-convert` (librsvg), else headless Chromium, at 2 pixels per point.
enum PNGConverter {
  /// Pixels per point in the PNG (Retina's 2x).
  static let scale = 2

  /// The Chromium programs tried, in order, when `rsvg-convert` is not installed.
  static let chromiumNames = ["chromium", "chromium-browser", "google-chrome"]

  /// The PNG of `svg`, a render `size` points large.
  /// - Throws: ``CommandError`` with exit status 69 when no converter is installed (naming
  ///   what to install) or the converter failed; 73 when its temporary files cannot be made.
  static func png(of svg: String, size: Size) throws(CommandError) -> [UInt8] {
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
      (
        "rsvg-convert",
        ["--format", "png", "--zoom", "\(scale)", "--output", target.path, source.path],
        [ChildProcess.Redirection.nullDevice(0), .duplicate(2, to: 1)]
      )
    ]
    let width = Int(size.width.rounded(.up))
    let height = Int(size.height.rounded(.up))
    for name in chromiumNames {
      attempts.append(
        (
          name,
          [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)",
            "--screenshot=\(target.path)", fileURL(source.path),
          ],
          // Chromium's messages on a good run are noise (D-Bus, GPU).
          [.nullDevice(0), .nullDevice(1), .nullDevice(2)]
        ))
    }
    for (program, arguments, redirections) in attempts {
      let ended: ChildProcess.Termination
      do throws(Errno) {
        ended = try ChildProcess.run(program, arguments, redirections: redirections)
      } catch {
        if error == .noSuchFile { continue }
        throw .failed(.unavailable, "cannot start \(program): \(error)")
      }
      guard ended.succeeded else {
        throw .failed(.unavailable, "\(program) ended with \(ended) turning the SVG into a PNG")
      }
      let bytes: [UInt8]
      do throws(FileError) {
        bytes = try WholeFile.read(target.path, limit: 1 << 28)
      } catch {
        throw .failed(.unavailable, "cannot read the PNG \(program) wrote: \(error)")
      }
      guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
        throw .failed(.unavailable, "\(program) wrote no PNG (\(bytes.count) bytes)")
      }
      return bytes
    }
    throw .failed(
      .unavailable,
      "cannot make a PNG: neither rsvg-convert nor Chromium is installed (apt-get install "
        + "librsvg2-bin; macOS: brew install librsvg); the SVG needs neither (--format svg)")
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
