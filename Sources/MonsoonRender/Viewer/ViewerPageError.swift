import MonsoonScreen

/// Why a viewer page was not made.
package enum ViewerPageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page would be larger than the limit, in bytes.
  case tooLarge(limit: Int)

  /// The problem and what to do instead.
  package var description: String {
    switch self {
    case .tooLarge(let limit):
      let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      return "the viewer page would be larger than \(size); "
        + "use 'monsoon-replay render --at N' for single steps, or cut the log down"
    }
  }
}
