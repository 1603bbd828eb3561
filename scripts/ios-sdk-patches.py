#!/usr/bin/env python3
"""Copies of iPhoneOS16.5.sdk's Swift interfaces that this Swift 6 compiler can build and use.

    ios-sdk-patches.py swiftui SDK DIR   DIR/SwiftUI.swiftmodule: the type-check and the link
    ios-sdk-patches.py stdlib SDK DIR    DIR/Swift.swiftmodule, DIR/_Concurrency.swiftmodule:
                                         the link only (scripts/ios-link.sh)

A copy goes in DIR/<Module>.swiftmodule/arm64-apple-ios.swiftinterface, which the compiler
finds first when given `-I DIR`. Every declaration of the SDK's interface stays as it is; a
patch only rewrites a body, marks an old overload `@_disfavoredOverload`, or adds a
declaration. A copy is rewritten only when it would change, so that the modules built from it
in the module cache stay valid. Exit status 2, with a message, when the SDK's text is not what
a patch expects (the check did not run).

swiftui: Swift 6.3 cannot build the SwiftUI interface as shipped: Environment.wrappedValue's
@inlinable body calls os_log with an interpolation, and the mandatory OSLogOptimization pass
leaves that OSLogMessage alive with this SDK's Swift 5.8 os overlay ("string interpolation
cannot be used in this context", then "failed to build module 'SwiftUI'; this SDK is not
supported by the compiler"). The message's one interpolation is written out.

stdlib: the SDK's standard library is Swift 5.8's. The type-check lists the errors that
explains apart (scripts/ios-typecheck.sh); code generation cannot go past them, and SILGen
crashes on every `throw` in a typed-throws function (it needs `_willThrowTyped`, which 5.8
lacks). So the link build's copy adds the Swift 6 declarations the package uses, each
`@_alwaysEmitIntoClient` with a body written here (Swift 6's library has them inlinable or
back-deployed too): `_willThrowTyped`, typed-throws `Result.get()`, `Result(catching:)` and
`Array.withUnsafeMutableBytes`, `Optional.take()`, `Sequence.count(where:)`,
`AsyncStream.makeStream`, `MainActor.assumeIsolated`. The 5.8 overloads they replace are
marked `@_disfavoredOverload`, or renamed with their symbol kept, as Swift 6's library does.
What this changes in a link: the code of these few functions is this file's, not Apple's;
Apple's back-deployed `makeStream` and `assumeIsolated` would also reference the OS's own
symbols weakly (iOS 17 on), these do not.
"""

import os
import sys

INTERFACE = "arm64-apple-ios.swiftinterface"


def fail(message):
    print(f"ios-sdk-patches: {message}", file=sys.stderr)
    sys.exit(2)


def read(sdk, path):
    full = os.path.join(sdk, path)
    try:
        return open(full, encoding="utf-8").read()
    except OSError as error:
        fail(f"cannot read {full}: {error.strerror}")


def write(directory, module, text):
    folder = os.path.join(directory, f"{module}.swiftmodule")
    os.makedirs(folder, exist_ok=True)
    target = os.path.join(folder, INTERFACE)
    if os.path.exists(target) and open(target, encoding="utf-8").read() == text:
        return
    with open(target + ".partial", "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(target + ".partial", target)


def expect(text, old, count, where):
    found = text.count(old)
    if found != count:
        fail(f"{where}: expected {count} of {old.strip()!r}, found {found}")


def replace(text, old, new, count, where):
    expect(text, old, count, where)
    return text.replace(old, new)


def swiftui(sdk, directory):
    path = f"System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/{INTERFACE}"
    text = read(sdk, path)
    text = replace(
        text,
        "Accessing Environment<\\(Value.self)>'s value outside of \\\n",
        "Accessing Environment<Value>'s value outside of \\\n",
        1,
        path,
    )
    write(directory, "SwiftUI", text)


SWIFT_ADDITIONS = """
@_alwaysEmitIntoClient
@_silgen_name("swift_willThrowTyped")
public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {
}
extension Swift.Result {
  @_alwaysEmitIntoClient public func get() throws(Failure) -> Success {
    switch self {
    case let .success(success): return success
    case let .failure(failure): throw failure
    }
  }
  @_alwaysEmitIntoClient public init(catching body: () throws(Failure) -> Success) {
    do throws(Failure) { self = .success(try body()) } catch { self = .failure(error) }
  }
}
extension Swift.Optional {
  @_alwaysEmitIntoClient public mutating func take() -> Swift.Optional<Wrapped> {
    let taken = self
    self = nil
    return taken
  }
}
extension Swift.Sequence {
  @_alwaysEmitIntoClient public func count<E>(
    where predicate: (Self.Element) throws(E) -> Swift.Bool
  ) throws(E) -> Swift.Int where E : Swift.Error {
    var count = 0
    for element in self where try predicate(element) { count += 1 }
    return count
  }
}
"""

# Typed-throws byte access on Array, through its (unpatched) buffer-pointer call.
ARRAY_ADDITIONS = """
extension Swift.Array {
  @_alwaysEmitIntoClient public mutating func withUnsafeMutableBytes<R, E>(
    _ body: (Swift.UnsafeMutableRawBufferPointer) throws(E) -> R
  ) throws(E) -> R where E : Swift.Error {
    let result: Swift.Result<R, E> = self.withUnsafeMutableBufferPointer { buffer in
      do throws(E) { return .success(try body(Swift.UnsafeMutableRawBufferPointer(buffer))) }
      catch { return .failure(error) }
    }
    return try result.get()
  }
}
"""

CONCURRENCY_ADDITIONS = """
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension _Concurrency.AsyncStream {
  @_alwaysEmitIntoClient public static func makeStream(
    of elementType: Element.Type = Element.self,
    bufferingPolicy limit: _Concurrency.AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded
  ) -> (stream: _Concurrency.AsyncStream<Element>, continuation: _Concurrency.AsyncStream<Element>.Continuation) {
    var made: _Concurrency.AsyncStream<Element>.Continuation? = nil
    let stream = _Concurrency.AsyncStream<Element>(elementType, bufferingPolicy: limit) { made = $0 }
    return (stream: stream, continuation: made!)
  }
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension _Concurrency.MainActor {
  @_alwaysEmitIntoClient @_unavailableFromAsync(message: "await the call to the @MainActor closure directly")
  public static func assumeIsolated<T>(
    _ operation: @_Concurrency.MainActor () throws -> T,
    file: Swift.StaticString = #fileID, line: Swift.UInt = #line
  ) rethrows -> T where T : Swift.Sendable {
    typealias Isolated = @_Concurrency.MainActor () throws -> T
    typealias Plain = () throws -> T
    let executor: Builtin.Executor = _Concurrency.MainActor.shared.unownedExecutor.executor
    guard _taskIsCurrentExecutor(executor) else {
      Swift.fatalError("Incorrect actor executor assumption; expected MainActor executor", file: file, line: line)
    }
    return try Swift.withoutActuallyEscaping(operation) { (isolated: @escaping Isolated) throws -> T in
      try Swift.unsafeBitCast(isolated, to: Plain.self)()
    }
  }
}
"""


def stdlib(sdk, directory):
    path = f"usr/lib/swift/Swift.swiftmodule/{INTERFACE}"
    text = read(sdk, path)
    # Swift 6 renamed the untyped overloads and kept their symbols; so does this copy.
    old = "extension Swift.Array {\n  @inlinable public mutating func withUnsafeMutableBytes<R>("
    text = replace(text, old, old.replace("@inlinable", "@_disfavoredOverload @inlinable"), 1, path)
    text = replace(
        text,
        "  @inlinable public func get() throws -> Success {\n",
        '  @_silgen_name("$ss6ResultO3getxyKF") @inlinable internal func __abi_get() throws -> Success {\n',
        1,
        path,
    )
    text = replace(
        text,
        "  @_transparent public init(catching body: () throws -> Success) {\n",
        "  @_disfavoredOverload @_transparent public init(catching body: () throws -> Success) {\n",
        1,
        path,
    )
    text += SWIFT_ADDITIONS + ARRAY_ADDITIONS
    write(directory, "Swift", text)

    path = f"usr/lib/swift/_Concurrency.swiftmodule/{INTERFACE}"
    text = read(sdk, path)
    expect(text, "internal func _taskIsCurrentExecutor(_ executor: Builtin.Executor) -> Swift.Bool\n", 1, path)
    write(directory, "_Concurrency", text + CONCURRENCY_ADDITIONS)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("swiftui", "stdlib"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(64)
    {"swiftui": swiftui, "stdlib": stdlib}[sys.argv[1]](sys.argv[2], sys.argv[3])


if __name__ == "__main__":
    main()
