import XCTest
import Foundation
import Logging
@testable import LifeStore

final class LogFileTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-log-\(UUID().uuidString)"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    func testLinesGoToTheFileItsFolderIsMadeAndOnlyTheOwnerReadsIt() throws {
        let file = LogFile(path: folder + "/state/life.log")
        file.write("one")
        file.write("two")
        XCTAssertEqual(read(folder + "/state/life.log"), "one\ntwo\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/state/life.log")[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func testAFullFileRotatesOnceAndTheTotalStaysUnderTwiceTheCap() {
        let path = folder + "/life.log"
        let file = LogFile(path: path, maxBytes: 100)
        // 10 bytes a line: ten lines fill a file, the eleventh starts a new one.
        for i in 0..<25 { file.write("line \(String(format: "%04d", i))") }
        XCTAssertEqual(read(path + ".1").split(separator: "\n").first, "line 0010")
        XCTAssertEqual(read(path + ".1").split(separator: "\n").count, 10)
        XCTAssertEqual(read(path).split(separator: "\n"), ["line 0020", "line 0021", "line 0022", "line 0023", "line 0024"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".2"), "one rotation only")
        // A later start appends to the file there.
        let again = LogFile(path: path, maxBytes: 100)
        again.write("line 0025")
        XCTAssertEqual(read(path).split(separator: "\n").last, "line 0025")
        XCTAssertEqual(read(path).split(separator: "\n").count, 6)
    }

    func testAFileThatCannotBeWrittenIsGivenUpQuietly() throws {
        try FileManager.default.createDirectory(atPath: folder + "/life.log", withIntermediateDirectories: true)
        let file = LogFile(path: folder + "/life.log")
        file.write("nowhere to go")
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/life.log", isDirectory: &isFolder) && isFolder.boolValue)
    }

    func testTheHandlerWritesTimeLevelLabelMessageAndSortedMetadataOnOneLine() {
        let path = folder + "/life.log"
        var handler = FileLogHandler(label: "life", file: LogFile(path: path), now: { Date(timeIntervalSince1970: 1_800_000_000) })
        handler[metadataKey: "session"] = "7"
        let logger = Logger(label: "life") { _ in handler }
        logger.info("opened\na file", metadata: ["path": "/tmp/x.rle", "cells": "5"])
        logger.debug("left out below info")
        XCTAssertEqual(read(path), "2027-01-15T08:00:00Z info life: opened a file cells=5 path=/tmp/x.rle session=7\n")
    }

    /// A message quoting a megabytes-long line (a file's `#N`) is cut, so one line cannot fill the log.
    func testALongMessageIsCut() {
        let path = folder + "/life.log"
        let handler = FileLogHandler(label: "life", file: LogFile(path: path), now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let logger = Logger(label: "life") { _ in handler }
        logger.info("Opened \(String(repeating: "n", count: 3_000_000)): 5 cells")
        let line = read(path)
        XCTAssertEqual(line, "2027-01-15T08:00:00Z info life: Opened " + String(repeating: "n", count: FileLogHandler.messageLimit - 7) + "…\n")
    }
}
