/// Lines and warnings kept until the log's turn comes, within a share of a ``ByteBudget``
/// taken ``step`` bytes at a time.
struct BufferedTimelineSink: TimelineSink, Sendable {
  /// How many bytes the sink takes from the budget at a time.
  static let step = 1 << 16

  private let budget: ByteBudget
  /// The lines, each ending with a newline.
  private(set) var bytes: [UInt8] = []
  private(set) var warnings: [Diagnostic] = []
  /// The bytes taken from the budget, to give back once the lines are written out.
  private(set) var taken = 0
  /// Whether a line did not fit in the budget; then the sink has let go of everything it
  /// held (lines, warnings and its share of the budget), and the log must be read again.
  private(set) var overflowed = false

  /// An empty sink drawing on `budget`.
  init(budget: ByteBudget) {
    self.budget = budget
  }

  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool {
    write(&bytes)
    bytes.append(0x0A)
    while bytes.count > taken {
      guard budget.take(Self.step) else {
        letGo()
        return false
      }
      taken += Self.step
    }
    return true
  }

  mutating func warn(_ message: String) {
    warnings.append(.warning(message))
  }

  private mutating func letGo() {
    bytes = []
    warnings = []
    budget.giveBack(taken)
    taken = 0
    overflowed = true
  }
}
