/// Stops the process when a pthread call fails: the package's locks and conditions fail only
/// when misused (a thread unlocking a lock it does not hold, relocking one it holds, an invalid
/// object), and going on after that would corrupt the data they guard.
@inline(__always)
package func checkPthread(_ result: Int32, _ call: StaticString) {
  precondition(result == 0, "\(call) failed: \(Errno(rawValue: result))")
}
