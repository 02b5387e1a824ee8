import XCTest
@testable import LifeStore

/// `BusyPatience` counts its wait in tries of a fixed pause, so a locked database is reported
/// after the wait it was given whatever the machine's load (no clock is read).
final class BusyPatienceTests: XCTestCase {
    func testTheWaitEndsAfterItsShareOfTries() {
        let patience = BusyPatience(seconds: 2)
        let tries = Int(2 / BusyPatience.interval)
        XCTAssertTrue(patience.keepWaiting(afterTries: tries - 1), "still inside the wait")
        XCTAssertFalse(patience.keepWaiting(afterTries: tries), "two seconds' worth of pauses is the end")
        patience.seconds = 0.25
        XCTAssertFalse(patience.keepWaiting(afterTries: Int(0.25 / BusyPatience.interval)), "a shorter wait applies at once")
        XCTAssertFalse(BusyPatience(seconds: 0).keepWaiting(afterTries: 0), "no wait: busy at the first refusal")
    }
}
