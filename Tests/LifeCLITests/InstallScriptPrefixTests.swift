import XCTest
import Foundation
import LifeTestSupport

/// `scripts/install.sh` with awkward prefixes and interrupted or edited installs: the entry's Exec
/// quoted as the Desktop Entry specification says (so a launcher runs the path as given), a
/// relative prefix taken from the current folder, a manifest written as files are, and files the
/// user changed kept by --uninstall.
final class InstallScriptPrefixTests: XCTestCase {
    private var scratch: String!
    private let script = RepositoryPaths.path("scripts/install.sh")

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        scratch = NSTemporaryDirectory() + "life-install-prefix-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
    }

    private func install(_ arguments: [String], in directory: String? = nil) throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run([script] + arguments, executable: URL(fileURLWithPath: "/bin/bash"), directory: directory)
    }

    /// Every file below `folder`, relative to it, sorted.
    private func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// The arguments a launcher gets from an Exec value, read as the specification says: the
    /// string escapes first (`\\` is a backslash), then the quoting (in double quotes, a
    /// backslash escapes `"`, backquote, `$` and `\`), then `%%` is a percent sign.
    static func execArguments(_ value: String) -> [String] {
        var unescaped = "", chars = Array(value), i = 0
        while i < chars.count {
            if chars[i] == "\\", i + 1 < chars.count {
                switch chars[i + 1] {
                case "s": unescaped.append(" ")
                case "n": unescaped.append("\n")
                case "t": unescaped.append("\t")
                case "r": unescaped.append("\r")
                default: unescaped.append(chars[i + 1])
                }
                i += 2
            } else {
                unescaped.append(chars[i])
                i += 1
            }
        }
        var arguments: [String] = [], current = "", inQuotes = false, started = false
        chars = Array(unescaped)
        i = 0
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\\", i + 1 < chars.count, "\"`$\\".contains(chars[i + 1]) {
                    current.append(chars[i + 1])
                    i += 1
                } else if c == "\"" {
                    inQuotes = false
                } else {
                    current.append(c)
                }
            } else if c == " " {
                if started { arguments.append(current) }
                current = ""
                started = false
            } else if c == "\"" {
                inQuotes = true
                started = true
            } else {
                current.append(c)
                started = true
            }
            i += 1
        }
        if started { arguments.append(current) }
        return arguments.map { $0.replacingOccurrences(of: "%%", with: "%") }
    }

    func testTheParserReadsTheSpecificationsOwnExamples() {
        XCTAssertEqual(Self.execArguments(#""/opt/a b/life" %f"#), ["/opt/a b/life", "%f"])
        XCTAssertEqual(Self.execArguments(#""/x/q\\"d\\$e\\\\f" %f"#), [#"/x/q"d$e\f"#, "%f"])
        XCTAssertEqual(Self.execArguments("/opt/50%%/life %f"), ["/opt/50%/life", "%f"])
    }

    func testAPrefixWithSpacesAndShellCharactersRunsFromTheEntry() throws {
        let prefix = scratch + "/a b&c|d$e\"f`g\\h%i'j;k"
        let installed = try install(["--prefix", prefix, "--binary", LifeExecutable.url.path])
        XCTAssertEqual(installed.status, 0, installed.err)
        let entry = try String(contentsOfFile: prefix + "/share/applications/life.desktop", encoding: .utf8)
        let exec = try XCTUnwrap(entry.split(separator: "\n").first { $0.hasPrefix("Exec=") }).dropFirst("Exec=".count)
        XCTAssertEqual(Self.execArguments(String(exec)), [prefix + "/bin/life", "%f"], String(exec))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/bin/life"))
        let valid = try LifeExecutable.run([prefix + "/share/applications/life.desktop"],
                                           executable: URL(fileURLWithPath: "/usr/bin/desktop-file-validate"))
        XCTAssertEqual(valid.status, 0, valid.out + valid.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/share/life/installed-files"))

        let removed = try install(["--prefix", prefix, "--uninstall"])
        XCTAssertEqual(removed.status, 0, removed.err)
        XCTAssertEqual(files(under: prefix), [], "uninstall removes exactly what was installed")
    }

    func testARelativePrefixIsTakenFromTheCurrentFolder() throws {
        let name = "relative-\(UUID().uuidString)"
        let installed = try install(["--prefix", name, "--binary", LifeExecutable.url.path], in: scratch)
        XCTAssertEqual(installed.status, 0, installed.err)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: scratch + "/" + name + "/bin/life"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: RepositoryPaths.path(name)), "not inside the repository")
        let entry = try String(contentsOfFile: scratch + "/" + name + "/share/applications/life.desktop", encoding: .utf8)
        XCTAssertTrue(entry.contains("Exec=\(scratch!)/\(name)/bin/life %f"), entry)
        let removed = try install(["--prefix", name, "--uninstall"], in: scratch)
        XCTAssertEqual(removed.status, 0, removed.err)
        XCTAssertEqual(files(under: scratch + "/" + name), [])
    }

    func testAnInstallStoppedMidwayIsUndoneByUninstall() throws {
        let prefix = scratch + "/stopped"
        // A file where the entries' folder goes: the install fails there, after the binaries and assets.
        try FileManager.default.createDirectory(atPath: prefix + "/share", withIntermediateDirectories: true)
        try "in the way".write(toFile: prefix + "/share/applications", atomically: true, encoding: .utf8)
        let failed = try install(["--prefix", prefix, "--binary", LifeExecutable.url.path])
        XCTAssertNotEqual(failed.status, 0, failed.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/bin/life"), "the test needs an install stopped after copying")
        let manifest = try String(contentsOfFile: prefix + "/share/life/installed-files", encoding: .utf8)
        XCTAssertTrue(manifest.contains(prefix + "/bin/life\n"), manifest)
        XCTAssertTrue(manifest.contains(prefix + "/share/life/Themes/dark.json\n"), manifest)

        let removed = try install(["--prefix", prefix, "--uninstall"])
        XCTAssertEqual(removed.status, 0, removed.err)
        XCTAssertEqual(files(under: prefix), ["share/applications"], "only what was there before is left")
    }

    func testUninstallKeepsAFileChangedSinceInstallAndSaysSo() throws {
        let prefix = scratch + "/edited"
        XCTAssertEqual(try install(["--prefix", prefix, "--binary", LifeExecutable.url.path]).status, 0)
        let entry = prefix + "/share/applications/life.desktop"
        let edited = try String(contentsOfFile: entry, encoding: .utf8) + "X-Mine=true\n"
        try edited.write(toFile: entry, atomically: true, encoding: .utf8)

        let removed = try install(["--prefix", prefix, "--uninstall"])
        XCTAssertEqual(removed.status, 0, removed.err)
        XCTAssertEqual(try String(contentsOfFile: entry, encoding: .utf8), edited, "the user's change is kept")
        XCTAssertTrue(removed.out.contains("Kept \(entry)"), removed.out)
        // (The launcher's cache of the kept entry is rebuilt for it, as for any entry left.)
        XCTAssertEqual(files(under: prefix).filter { !$0.hasSuffix("mimeinfo.cache") }, ["share/applications/life.desktop"],
                       "everything else is removed")
    }
}
