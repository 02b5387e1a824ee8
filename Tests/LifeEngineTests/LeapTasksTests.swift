import XCTest
@testable import LifeEngine

/// The pool of node steps a HashLife jump keeps in flight.
final class LeapTasksTests: XCTestCase {
    func testTasksAreReusedAndRoomIsMadeBeforeATurn() {
        let pool = LeapTasks()
        let first = pool.add(node: 7, level: 6, parent: -1, slot: 0, depth: 0, base: 0, span: 1)
        let second = pool.add(node: 8, level: 5, parent: first, slot: 4, depth: 1, base: 0, span: 0.5)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(pool.tasks[Int(second)].parent, first)
        XCTAssertEqual(pool.tasks[Int(second)].slot, 4)
        pool.remove(second)
        XCTAssertEqual(pool.add(node: 9, level: 5, parent: first, slot: 1, depth: 1, base: 0, span: 0.5), second, "a finished task's number is reused")
        // Room made ahead: adding that many moves nothing.
        pool.makeRoom(200)
        let tasks = pool.tasks, squares = pool.squares
        for i in 0..<200 { _ = pool.add(node: UInt32(100 + i), level: 6, parent: first, slot: 0, depth: 1, base: 0, span: 0) }
        XCTAssertEqual(pool.tasks, tasks)
        XCTAssertEqual(pool.squares, squares)
        XCTAssertEqual(pool.tasks[Int(first)].node, 7, "tasks keep their fields when the pool grows")
        pool.reset()
        XCTAssertEqual(pool.add(node: 1, level: 5, parent: -1, slot: 0, depth: 0, base: 0, span: 1), 0, "a reset pool starts again")
    }

    func testACollectionKeepsOnlyTheNodesATaskHolds() {
        let pool = LeapTasks()
        let t = pool.add(node: 11, level: 7, parent: -1, slot: 0, depth: 0, base: 0, span: 1)
        let words = pool.squares + Int(t) * LeapTasks.stride
        for i in 0..<LeapTasks.stride { words[i] = UInt32(1000 + i) }
        // Bucket numbers being warmed are not nodes: only the node itself is held at first.
        pool.tasks[Int(t)].phase = LeapPhase.straddleRecordsAsked
        XCTAssertEqual(pool.heldNodes(), [11])
        pool.tasks[Int(t)].phase = LeapPhase.quarterRecordsAsked
        XCTAssertEqual(pool.heldNodes(), [11] + (1000..<1009).map(UInt32.init), "the grid of parts, not the quarters' buckets")
        pool.tasks[Int(t)].phase = LeapPhase.answerBucketAsked
        XCTAssertEqual(pool.heldNodes(), [11] + (1000..<1013).map(UInt32.init))
        // A level-5 step keeps leaf bits in the grid's words: only its four leaves are nodes.
        pool.tasks[Int(t)].level = 5
        XCTAssertEqual(pool.heldNodes(), [11] + (1009..<1013).map(UInt32.init))
        pool.tasks[Int(t)].phase = LeapPhase.leafRecordsAsked
        XCTAssertEqual(pool.heldNodes(), [11])
        pool.remove(t)
        XCTAssertEqual(pool.heldNodes(), [], "a finished task holds nothing")
    }
}
