import XCTest
import Foundation
import LifeEngine
@testable import LifeStore

/// The file browser's reading of folders: every name as its bytes (not UTF-8, control characters),
/// folders first, large folders in full up to the limit, and failures in plain words.
final class FolderListingTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-folder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Creates a file whose name is these bytes, holding `text`.
    private func write(_ name: [UInt8], _ text: String) throws {
        let path = FilePath(folder).appending(name)
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0, "created \(path)")
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Numbers in names are ordered by value, as file managers and Golly list them.
    func testNamesWithNumbersAreListedInNaturalOrder() {
        let names = ["p10.rle", "P2.rle", "p1000.rle", "p1.rle", "p100.rle", "p01.rle", "p2b.rle", "pa.rle", "p.rle", "q1.rle"]
        let listing = FolderListing(folder: FilePath("/tmp"), entries: names.map { FolderEntry(name: Array($0.utf8), isFolder: false, size: 0) }
            + [FolderEntry(name: Array("z9".utf8), isFolder: true, size: 0), FolderEntry(name: Array("a10".utf8), isFolder: true, size: 0)])
        XCTAssertEqual(listing.entries.map(\.displayName),
                       ["a10", "z9", "p.rle", "p01.rle", "p1.rle", "P2.rle", "p2b.rle", "p10.rle", "p100.rle", "p1000.rle", "pa.rle", "q1.rle"])
        // A number longer than any machine word, or written with 200 leading zeros, still goes by its value.
        let long = "p" + String(repeating: "0", count: 200) + "3", huge = "p9" + String(repeating: "0", count: 250)
        let numbers = FolderListing(folder: FilePath("/tmp"), entries: ["p9", huge, "p1", long, "p2", "p10"].map { FolderEntry(name: Array($0.utf8), isFolder: false, size: 0) })
        XCTAssertEqual(numbers.entries.map { String(decoding: $0.name, as: UTF8.self) }, ["p1", "p2", long, "p9", "p10", huge])
    }

    func testHostileNamesAreListedShownEscapedAndStillOpen() throws {
        let notText: [UInt8] = Array("bad".utf8) + [0xFF, 0xFE] + Array("name.rle".utf8)
        let control: [UInt8] = Array("ctl".utf8) + [0x01, 0x1B] + Array("[31m.rle".utf8)
        try write(notText, "x = 1, y = 1\no!\n")
        try write(control, "x = 3, y = 1\n3o!\n")
        try write(Array("Zeta.rle".utf8), "x = 2, y = 1\n2o!\n")
        try write(Array(".hidden.rle".utf8), "")
        try write(Array("notes.txt".utf8), "notes")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/nowhere.rle", withDestinationPath: folder + "/missing")
        let listing = try FolderListing.read(FilePath(folder))
        XCTAssertEqual(listing.entries.count, 7)
        XCTAssertEqual(listing.entries.first?.name, Array("sub".utf8), "folders first")
        XCTAssertTrue(listing.entries.first?.isFolder == true)
        let bad = try XCTUnwrap(listing.entries.first { $0.name == notText }, "a name that is not UTF-8 keeps its bytes")
        XCTAssertEqual(bad.displayName, "bad\\xFF\\xFEname.rle")
        // A name of 255 bytes shows whole (its row cuts it in the middle, keeping ".rle").
        let long = FolderEntry(name: Array(String(repeating: "x", count: 251).utf8) + Array(".rle".utf8), isFolder: false, size: 1)
        XCTAssertEqual(long.displayName.count, 255)
        XCTAssertTrue(long.displayName.hasSuffix("x.rle"))
        XCTAssertTrue(bad.isPattern)
        let ctl = try XCTUnwrap(listing.entries.first { $0.name == control })
        XCTAssertEqual(ctl.displayName, "ctl\\u{1}\\u{1B}[31m.rle", "no terminal escape reaches the screen")
        XCTAssertTrue(listing.entries.first { $0.name == Array(".hidden.rle".utf8) }?.isHidden == true)
        XCTAssertFalse(listing.entries.first { $0.name == Array("notes.txt".utf8) }?.isPattern ?? true)
        XCTAssertEqual(listing.entries.first { $0.name == Array("Zeta.rle".utf8) }?.size, 17)
        let link = try XCTUnwrap(listing.entries.first { $0.name == Array("nowhere.rle".utf8) }, "a dangling link is listed")
        XCTAssertFalse(link.isFolder)
        // Both hostile files open by their bytes.
        XCTAssertEqual(try PatternFileLoader.load(FilePath(folder).appending(notText)).cells.count, 1)
        XCTAssertEqual(try PatternFileLoader.load(FilePath(folder).appending(control)).cells.count, 3)
        XCTAssertThrowsError(try PatternFileLoader.load(FilePath(folder).appending(Array("nowhere.rle".utf8)))) { error in
            XCTAssertTrue("\(error)".hasSuffix("nowhere.rle: no such file"), "\(error)")
        }
    }

    func testTenThousandFilesAreListedInOrderAndALimitStopsTheRead() throws {
        for i in 0..<10_000 { try write(Array(String(format: "soup-%05d.rle", 9_999 - i).utf8), "") }
        let listing = try FolderListing.read(FilePath(folder))
        XCTAssertEqual(listing.entries.count, 10_000)
        XCTAssertFalse(listing.truncated)
        XCTAssertEqual(listing.entries.first?.displayName, "soup-00000.rle")
        XCTAssertEqual(listing.entries.last?.displayName, "soup-09999.rle")
        let cut = try FolderListing.read(FilePath(folder), limit: 100)
        XCTAssertEqual(cut.entries.count, 100)
        XCTAssertTrue(cut.truncated, "a folder larger than the limit says so")
    }

    func testFoldersThatCannotBeReadSayWhy() throws {
        XCTAssertThrowsError(try FolderListing.read(FilePath(folder + "/missing"))) { error in
            XCTAssertEqual((error as? FileProblem)?.reason, "no such file or folder")
        }
        try write(Array("file.rle".utf8), "")
        XCTAssertThrowsError(try FolderListing.read(FilePath(folder + "/file.rle"))) { error in
            XCTAssertEqual((error as? FileProblem)?.reason, "is not a folder")
        }
        XCTAssertEqual(TextFileReader.reason(EACCES), "permission denied (check its permissions)")
    }

    func testPathsKeepTheirBytes() {
        let path = FilePath(bytes: Array("/home/me/".utf8) + [0xC3, 0x28] + Array("/glider.rle".utf8))
        XCTAssertNil(path.string, "not UTF-8")
        XCTAssertEqual(path.description, "/home/me/\\xC3(/glider.rle")
        XCTAssertEqual(path.lastComponent, Array("glider.rle".utf8))
        XCTAssertEqual(path.parent?.parent, FilePath("/home/me"))
        XCTAssertEqual(FilePath("/home").parent, FilePath("/"))
        XCTAssertNil(FilePath("/").parent)
        XCTAssertEqual(FilePath("/").lastComponent, Array("/".utf8))
        XCTAssertEqual(FilePath("/").appending(Array("tmp".utf8)), FilePath("/tmp"))
        XCTAssertEqual(FilePath("/tmp/").appending(Array("x".utf8)), FilePath("/tmp/x"))
        XCTAssertEqual(FilePath("/tmp/sub/").parent, FilePath("/tmp"))
        XCTAssertEqual(FilePath(bytes: [0x2F, 0x61, 0, 0x62]), FilePath("/a"), "a NUL ends a path")
        XCTAssertEqual(FilePath.display(Array("é".utf8) + [0xE9], limit: 10), "é\\xE9")
    }
}
