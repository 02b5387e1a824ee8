import Foundation
import XCTest
import LifeStore

/// The lock a running app holds beside its boards: a second taker (another window) finds it
/// held until the first lets go; a lock that cannot be made says so rather than claiming either.
final class InstanceLockTests: XCTestCase {
    func testASecondTakerFindsTheLockHeldUntilItIsLetGo() throws {
        let folder = NSTemporaryDirectory() + "life-lock-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/instance.lock"
        func taken(_ outcome: InstanceLock.Outcome) -> InstanceLock? {
            if case .taken(let lock) = outcome { return lock } else { return nil }
        }
        var first = taken(InstanceLock.take(at: path))
        XCTAssertNotNil(first, "the first taker gets it")
        guard case .heldElsewhere = InstanceLock.take(at: path) else { return XCTFail("a second taker finds it held") }
        XCTAssertNotNil(first)
        first = nil
        guard case .taken = InstanceLock.take(at: path) else { return XCTFail("free again once let go") }
        guard case .unavailable = InstanceLock.take(at: folder + "/missing/instance.lock") else { return XCTFail("no folder: nothing known") }
    }
}
