import MonsoonEvents
import MonsoonTestKit
import MonsoonTestSupport
import Testing

/// The session store and its log file against the pure reducer, with the kit's model checks:
/// random command sequences with reopens and crashes, and sends from several tasks at once
/// whose log must be a linearization of what the callers were told. CI runs these under TSan.
@Suite("The session store against its model")
struct SessionStoreModelTests {
  @Test(
    "sequential: sends, flushes, reopens and crashes keep the store, the model and the file in step",
    arguments: LogDurability.allCases)
  func sequential(durability: LogDurability) async throws {
    let directory = try TemporaryDirectory()
    await StoreModelCheck.sequential(durability: durability, in: directory.path, seed: 0x5707e)
  }

  @Test(
    "parallel: the log is a linearization of the sends acknowledged to 3 tasks",
    arguments: LogDurability.allCases)
  func parallel(durability: LogDurability) async throws {
    let directory = try TemporaryDirectory()
    await StoreModelCheck.parallel(durability: durability, in: directory.path, seed: 0x9a7a)
  }
}
