import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonTesting
import Testing

@testable import MonsoonTestKit

@Suite("The failure database: a failing case is tried first next run, until it passes")
struct FailureDatabaseTests {
  @Test("a case is saved, read back, replaced and forgotten; a damaged file reads as none")
  func saveAndRead() throws {
    let directory = try TemporaryDirectory()
    let database = FailureDatabase(directory: directory.path + "/monsoon-failures")
    #expect(database.entry(for: "T@a/b.swift:3:5") == nil)
    database.save(.init(seed: 0xabc, caseIndex: 7), for: "T@a/b.swift:3:5")
    #expect(database.entry(for: "T@a/b.swift:3:5") == .init(seed: 0xabc, caseIndex: 7))
    #expect(database.entry(for: "T@a_b.swift:3:5") == nil, "another key, another file")
    database.save(.init(seed: 1, caseIndex: 0), for: "T@a/b.swift:3:5")
    #expect(database.entry(for: "T@a/b.swift:3:5") == .init(seed: 1, caseIndex: 0))
    database.remove(for: "T@a/b.swift:3:5")
    #expect(database.entry(for: "T@a/b.swift:3:5") == nil)
    try directory.write("junk", "not a case")
    let junk = FailureDatabase(directory: directory.path)
    #expect(junk.path(for: "k").hasPrefix(directory.path + "/k-"))
    #expect(junk.entry(for: "junk") == nil)
  }

  @Test("kept under .build/monsoon-failures when .build exists, unless MONSOON_FAILURES=off")
  func whereItLives() throws {
    let directory = try TemporaryDirectory()
    let build = directory.path + "/.build"
    #expect(FailureDatabase.current(build: build, environment: { _ in nil }) == nil)
    try directory.write(".build", "a file, not a directory")
    #expect(FailureDatabase.current(build: build, environment: { _ in nil }) == nil)
    let present = directory.path
    #expect(
      FailureDatabase.current(build: present, environment: { _ in nil })?.directory
        == present + "/monsoon-failures")
    #expect(
      FailureDatabase.current(build: present) { $0 == "MONSOON_FAILURES" ? "off" : nil } == nil)
  }

  @Test("a failing check saves its case; the next run tries it first; once it passes, it goes")
  func triedFirstUntilItPasses() async throws {
    let directory = try TemporaryDirectory()
    let database = FailureDatabase(directory: directory.path + "/monsoon-failures")
    let place = SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1)
    let key = FailureDatabase.key(at: place)
    let numbers = Generator.integers(in: 0...1_000)
    let fails: @Sendable (Int) async throws -> Void = { value in
      if value >= 990 { throw PropertyIsFalse() }
    }
    let first = await capturedIssues {
      await check(
        numbers, seed: 0x5eed, count: 1_000, sourceLocation: place, database: database, fails,
        rerun: { await failsAgain(fails, $0) })
    }
    let saved = try #require(database.entry(for: key))
    #expect(saved.caseIndex > 0, "the failing case is not the first")
    let seen = LockedValue<[Int]>([])
    let second = await capturedIssues {
      await check(
        numbers, seed: 0x5eed, count: 1_000, sourceLocation: place, database: database,
        { value in
          seen.withLock { $0.append(value) }
          try await fails(value)
        }, rerun: { await failsAgain(fails, $0) })
    }
    #expect(seen.current.first == numbers.example(seed: saved.seed))
    #expect(second.map { $0.comments.map(\.rawValue) } == first.map { $0.comments.map(\.rawValue) })
    #expect(database.entry(for: key) == saved)
    let passes = await capturedIssues {
      await check(
        numbers, seed: 0x5eed, count: 10, sourceLocation: place, database: database, { _ in },
        rerun: { _ in false })
    }
    #expect(passes.isEmpty)
    #expect(database.entry(for: key) == nil)
  }
}
