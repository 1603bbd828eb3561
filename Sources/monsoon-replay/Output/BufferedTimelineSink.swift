import MonsoonEvents
import MonsoonReplay

/// Lines and warnings kept until the log's turn comes, within a share of a ``ByteBudget``
/// taken ``step`` bytes at a time.
struct BufferedTimelineSink: TimelineSink, Sendable {
  /// How many bytes the sink takes from the budget at a time.
  static let step = 1 << 16

  private let budget: ByteBudget
  /// The lines, each ending with a newline.
  private(set) var bytes: [UInt8] = []
  private(set) var warnings: [Diagnostic] = []
  /// The lines passed over, for a lenient replay's tally.
  private(set) var tally = LenientTally()
  /// The bytes taken from the budget, to give back once the lines are written out.
  private(set) var taken = 0
  /// Room for lines written in place, copied to `bytes`: a log's lines are short, where an
  /// array's room must be filled before it is written in.
  private var scratch: [UInt8] = []
  /// Whether a line did not fit in the budget; then the sink has let go of everything it
  /// held (lines, warnings and its share of the budget), and the log must be read again.
  private(set) var overflowed = false

  /// An empty sink drawing on `budget`.
  init(budget: ByteBudget) {
    self.budget = budget
  }

  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool {
    write(&bytes)
    return endLine()
  }

  mutating func lines(
    maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> Bool {
    if scratch.count < maximumCount { scratch = [UInt8](repeating: 0, count: maximumCount) }
    let count = scratch.withUnsafeMutableBufferPointer { write($0) }
    precondition(0 <= count && count <= maximumCount, "lines were written past their room")
    bytes.append(contentsOf: scratch[..<count])
    return takeBudget()
  }

  /// Ends the line with a newline and takes the budget it needs.
  private mutating func endLine() -> Bool {
    bytes.append(0x0A)
    return takeBudget()
  }

  /// Takes the budget the bytes held need; lets go of everything when it cannot.
  private mutating func takeBudget() -> Bool {
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

  mutating func passOver(_ problem: LogProblem) {
    tally.count(problem)
  }

  private mutating func letGo() {
    bytes = []
    scratch = []
    warnings = []
    tally = LenientTally()
    budget.giveBack(taken)
    taken = 0
    overflowed = true
  }
}
