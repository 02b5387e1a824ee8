import XCTest
import Foundation
import CGIF
import CPNG
import LifeTestSupport
import LifeStore
@testable import LifeCLI

/// `life render` as a process, its pictures and movies read back by libpng and giflib: live
/// pixels are live cells, frames are the generations asked for.
final class RenderCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        folder = NSTemporaryDirectory() + "life-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    static let rPentomino = "x = 3, y = 3\nb2o$2o$bo!\n"
    /// The R-pentomino's population at generations 0, 10, ... 100, from bgolly 3.3 (`bgolly -m 100 -i 10`).
    static let gollyPopulations = [5, 11, 32, 27, 33, 64, 79, 53, 67, 98, 121]

    /// A PNG's width, height and RGB bytes, read by libpng.
    private func readPNG(_ path: String) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        var image = png_image()
        image.version = png_uint_32(LIFE_PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else { throw XCTSkip("libpng cannot read \(path)") }
        image.format = png_uint_32(LIFE_PNG_FORMAT_RGB)
        var rgb = [UInt8](repeating: 0, count: Int(image.width * image.height) * 3)
        let ok = rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        XCTAssertNotEqual(ok, 0, "libpng reads it back")
        return (Int(image.width), Int(image.height), rgb)
    }

    private func count(_ rgb: [UInt8], _ color: (UInt8, UInt8, UInt8)) -> Int {
        stride(from: 0, to: rgb.count, by: 3).filter { rgb[$0] == color.0 && rgb[$0 + 1] == color.1 && rgb[$0 + 2] == color.2 }.count
    }

    func testAPictureHasAPixelAPerLiveCellAndScaleMakesItLarger() throws {
        let png = folder + "/r.png"
        let r = try LifeExecutable.run(["render", "-", "--output", png, "--generation", "100", "--colors", "FF0000,000000"], stdin: Self.rPentomino)
        XCTAssertEqual(r.status, 0, r.err)
        let picture = try readPNG(png)
        XCTAssertEqual(count(picture.rgb, (255, 0, 0)), Self.gollyPopulations[10], "live pixels are the population at generation 100")
        XCTAssertEqual(count(picture.rgb, (255, 0, 0)) + count(picture.rgb, (0, 0, 0)), picture.width * picture.height, "two colours only")
        let big = folder + "/r4.png"
        let scaled = try LifeExecutable.run(["render", "-", "--output", big, "--generation", "100", "--scale", "4", "--grid"], stdin: Self.rPentomino)
        XCTAssertEqual(scaled.status, 0, scaled.err)
        let four = try readPNG(big)
        XCTAssertEqual(four.width, picture.width * 4)
        XCTAssertEqual(four.height, picture.height * 4)
        XCTAssertEqual(count(four.rgb, (0x4A, 0xDE, 0x80)), 121 * 9, "3×3 live pixels a cell inside its grid lines, Life's green by default")
    }

    func testAPictureOfAFileSavedLaterCountsGenerationsAsTheFileDoes() throws {
        // The R-pentomino saved as generation 150: 160 is ten generations into its run.
        let saved = "#CXRLE Pos=0,0 Gen=150\n" + Self.rPentomino
        let png = folder + "/later.png"
        let r = try LifeExecutable.run(["render", "-", "--output", png, "--generation", "160", "--colors", "FF0000,000000"], stdin: saved)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(count(try readPNG(png).rgb, (255, 0, 0)), Self.gollyPopulations[1])
        // Before the file's generation: refused with both numbers (it drew 150 and said nothing).
        let before = try LifeExecutable.run(["render", "-", "--output", folder + "/before.png", "--generation", "100"], stdin: saved)
        XCTAssertEqual(before.status, 1, before.err)
        XCTAssertTrue(before.err.contains("--generation 100 is before the file's own generation, 150"), before.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/before.png"))
    }

    /// --every is written as --generations is: 1e1, 2^4.
    func testTheStepBetweenFramesTakesTheJumpFieldsNotation() throws {
        for (generations, every, frames) in [("1e2", "1e1", 11), ("2^6", "2^4", 5)] {
            let gif = folder + "/every-\(frames).gif"
            let r = try LifeExecutable.run(["render", "-", "--output", gif, "--generations", generations, "--every", every], stdin: Self.rPentomino)
            XCTAssertEqual(r.status, 0, r.err)
            var error: Int32 = 0
            let file = try XCTUnwrap(DGifOpenFileName(gif, &error), "giflib opens it")
            XCTAssertEqual(DGifSlurp(file), GIF_OK)
            XCTAssertEqual(Int(file.pointee.ImageCount), frames, "\(generations) every \(every)")
            DGifCloseFile(file, &error)
        }
        let past = try LifeExecutable.run(["render", "-", "--output", folder + "/one.gif", "--generations", "8", "--every", "1e4"], stdin: Self.rPentomino)
        XCTAssertEqual(past.status, 64)
        XCTAssertTrue(past.err.contains("--every 10000 is more than the 8 generations of the movie: it would be one frame"), past.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/one.gif"))
        let bad = try LifeExecutable.run(["render", "-", "--output", folder + "/x.gif", "--generations", "10", "--every", "ten"], stdin: Self.rPentomino)
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.err.contains("write a whole number such as 1000000, 1e9 or 2^40"), bad.err)
    }

    func testAGifHasAFramePerKGenerationsEachWithItsPopulation() throws {
        let gif = folder + "/r.gif"
        let r = try LifeExecutable.run(["render", "-", "--output", gif, "--generations", "100", "--every", "10", "--colors", "00FF00,000000"],
                                       stdin: Self.rPentomino)
        XCTAssertEqual(r.status, 0, r.err)
        var error: Int32 = 0
        let file = try XCTUnwrap(DGifOpenFileName(gif, &error), "giflib opens it")
        defer { DGifCloseFile(file, &error) }
        XCTAssertEqual(DGifSlurp(file), GIF_OK)
        XCTAssertEqual(Int(file.pointee.ImageCount), 11, "generations 0, 10, ... 100")
        let map = try XCTUnwrap(file.pointee.SColorMap)
        let size = Int(file.pointee.SWidth) * Int(file.pointee.SHeight)
        var populations: [Int] = []
        for i in 0..<Int(file.pointee.ImageCount) {
            let frame = file.pointee.SavedImages[i]
            XCTAssertEqual(Int(frame.ImageDesc.Width) * Int(frame.ImageDesc.Height), size, "every frame the same size: the run's extent")
            var live = 0
            for p in 0..<size {
                let c = map.pointee.Colors[Int(frame.RasterBits[p])]
                if c.Red == 0 && c.Green == 255 && c.Blue == 0 { live += 1 }
            }
            populations.append(live)
        }
        XCTAssertEqual(populations, Self.gollyPopulations)
    }

    /// A GIF counts time in hundredths: at 30 fps a frame shows 3, and the last holds 33 of them
    /// (a second), not 30 (0.9 s), as the app's movie dialog says.
    func testAGifsLastFrameHoldsASecondAtAnyRate() throws {
        for (fps, delay, hold) in [(30, 3, 33), (10, 10, 10), (50, 2, 50)] {
            let path = folder + "/held-\(fps).gif"
            let r = try LifeExecutable.run(["render", "-", "--output", path, "--generations", "10", "--fps", String(fps)], stdin: Self.rPentomino)
            XCTAssertEqual(r.status, 0, r.err)
            var error: Int32 = 0
            let file = try XCTUnwrap(DGifOpenFileName(path, &error))
            defer { DGifCloseFile(file, &error) }
            XCTAssertEqual(DGifSlurp(file), GIF_OK)
            let delays = (0..<file.pointee.ImageCount).map { i -> Int in
                var control = GraphicsControlBlock()
                return DGifSavedExtensionToGCB(file, i, &control) == GIF_OK ? Int(control.DelayTime) : -1
            }
            XCTAssertEqual(delays, Array(repeating: delay, count: 10) + [delay * hold], "\(fps) fps")
        }
    }

    func testBadOptionsExit64AndAnUnwritableOutputExits1() throws {
        XCTAssertEqual(try LifeExecutable.run(["render", "-", "--output", folder + "/x.gif", "--generations", "5", "--fps", "60"],
                                              stdin: Self.rPentomino).status, 64, "GIF players show at most 50 frames a second")
        for arguments in [["--output", folder + "/x.bmp"], ["--output", folder + "/x.png", "--scale", "0"],
                          ["--output", folder + "/x.gif"], ["--output", folder + "/x.png", "--generations", "5"],
                          ["--output", folder + "/x.png", "--colors", "red,blue"], ["--output", folder + "/x.png", "--every", "5"], ["--output", folder + "/x.gif", "--generations", "10", "--every", "0"],
                          ["--output", folder + "/x.avi", "--generations", "10"], ["--output", folder + "/x.mp4"]] {
            let r = try LifeExecutable.run(["render", "-"] + arguments, stdin: Self.rPentomino)
            XCTAssertEqual(r.status, 64, "\(arguments): \(r.err)")
        }
        // Numbers out of range name the range, as `life run` and the app's fields do.
        for (arguments, message) in [(["--output", folder + "/x.png", "--generation", "4611686018427387905"], "--generation must be 0 to 2^62"),
                                     (["--output", folder + "/x.png", "--generation", "99999999999999999999"], "the generation drawn, 0 to 2^62"),
                                     (["--output", folder + "/x.gif", "--generations", "99999999999999999999"], "the last generation, 0 to 1000000000"),
                                     // A negative number is read as one, not as a missing value.
                                     (["--output", folder + "/x.png", "--scale", "-1"], "--scale must be 1 to 64 pixels a cell, got -1"),
                                     (["--output", folder + "/x.gif", "--generations", "10", "--every", "-2"], "--every must be 1 or more, got -2"),
                                     (["--output", folder + "/x.gif", "--generations", "10", "--fps", "-5"], "--fps must be 1 to 100, got -5")] {
            let r = try LifeExecutable.run(["render", "-"] + arguments, stdin: Self.rPentomino)
            XCTAssertEqual(r.status, 64, "\(arguments): \(r.err)")
            XCTAssertTrue(r.err.contains(message), "\(arguments): \(r.err)")
        }
        for output in ["/nonexistent-folder/x.png", "/nonexistent-folder/x.gif"] {
            var arguments = ["render", "-", "--output", output]
            if output.hasSuffix(".gif") { arguments += ["--generations", "3"] }
            let r = try LifeExecutable.run(arguments, stdin: Self.rPentomino)
            XCTAssertEqual(r.status, 1, r.err)
            XCTAssertTrue(r.err.contains("/nonexistent-folder/x."), r.err)
        }
        // Too large at the scale asked (1,002 cells with the dead one at each side: 64,128 pixels
        // would be too wide): the largest that fits, said.
        let huge = try LifeExecutable.run(["render", "-", "--output", folder + "/h.png", "--scale", "64"], stdin: "x = 1000, y = 1\no998bo!\n")
        XCTAssertEqual(huge.status, 0, huge.err)
        XCTAssertEqual(try readPNG(folder + "/h.png").width, 16_032, "16 pixels a cell")
        XCTAssertTrue(huge.err.contains("1002x3 cells at 64 px a cell would be too large; drawn at 16"), huge.err)
    }

    /// A picture, movie or graph is never written over a device or pipe (nor one a link names):
    /// the rename of the finished file put a file in its place, and libpng deleted it when a write
    /// failed. An output that cannot be written is said before any work.
    func testPicturesAndGraphsNeverReplaceAPipeAndAnUnwritableOutputIsSaidFirst() throws {
        let pipe = folder + "/pipe.png", link = folder + "/link.png", gifPipe = folder + "/pipe.gif"
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        XCTAssertEqual(mkfifo(gifPipe, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: pipe)
        let runs: [[String]] = [["render", "-", "--output", pipe], ["render", "-", "--output", link],
                                ["render", "-", "--output", gifPipe, "--generations", "3"],
                                ["run", "-", "--generations", "3", "--stats", folder + "/s.csv", "--graph", pipe]]
        for arguments in runs {
            let r = try LifeExecutable.run(arguments, stdin: Self.rPentomino)
            XCTAssertEqual(r.status, 1, "\(arguments): \(r.err)")
            XCTAssertTrue(r.err.contains("cannot be written: it is a device, pipe or socket, not a file"), "\(arguments): \(r.err)")
            for path in [pipe, gifPipe] {
                var info = stat()
                XCTAssertEqual(lstat(path, &info), 0, "\(arguments): \(path) is still there")
                XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "\(arguments): \(path) is still a pipe")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/s.csv"), "the run did not go ahead")
        // Said before the work: a far generation is not computed first.
        let far = try LifeExecutable.run(["render", "-", "--output", "/nonexistent-folder/x.png", "--generation", "2^40"], stdin: Self.rPentomino)
        XCTAssertEqual(far.status, 1)
        XCTAssertTrue(far.err.contains("the folder /nonexistent-folder does not exist"), far.err)
    }

    /// A picture written over an existing file keeps that file's permissions; a file its owner
    /// made read-only is not replaced (a rename beside it would, as `cp` does not).
    func testAWriteProtectedPictureIsNotReplacedAndAReplacedOneKeepsItsPermissions() throws {
        let kept = folder + "/kept.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: kept, contents: Data("old".utf8)))
        chmod(kept, 0o640)
        let r = try LifeExecutable.run(["render", "-", "--output", kept], stdin: Self.rPentomino)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int, 0o640)
        // Root may write over anything, so as root the program runs as nobody (setpriv), in a
        // folder anyone may write to: the check is the one a user meets.
        let shared = NSTemporaryDirectory() + "life-protected-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: shared) }
        chmod(shared, 0o777)
        let protected = shared + "/protected.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: protected, contents: Data("old".utf8)))
        let root = geteuid() == 0
        if root { chown(protected, 65534, 65534) }
        chmod(protected, 0o444)
        let arguments = ["render", "-", "--output", protected]
        let refused = root
            ? try LifeExecutable.run(["--reuid=65534", "--regid=65534", "--clear-groups", LifeExecutable.url.path] + arguments,
                                     stdin: Self.rPentomino, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            : try LifeExecutable.run(arguments, stdin: Self.rPentomino)
        XCTAssertEqual(refused.status, 1, refused.err)
        XCTAssertTrue(refused.err.contains("protected.png: is write-protected: Life does not replace it"), refused.err)
        XCTAssertEqual(try String(contentsOfFile: protected, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: shared), ["protected.png"], "nothing left beside it")
        // Whoever runs it (root too, whom permissions do not stop): a file its owner cannot write is left alone.
        let own = folder + "/own.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: own, contents: Data("old".utf8)))
        chmod(own, 0o444)
        let mine = try LifeExecutable.run(["render", "-", "--output", own], stdin: Self.rPentomino)
        XCTAssertEqual(mine.status, 1, mine.err)
        XCTAssertEqual(try String(contentsOfFile: own, encoding: .utf8), "old")
        // A symbolic link is written through: the file it names is replaced, the link stays.
        let target = folder + "/target.png", link = folder + "/link.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let through = try LifeExecutable.run(["render", "-", "--output", link], stdin: Self.rPentomino)
        XCTAssertEqual(through.status, 0, through.err)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target, "the link stays a link")
        XCTAssertGreaterThan(try readPNG(target).width, 0, "the file it names holds the picture")
    }

    func testAUniverseTooLargeForAPixelACellIsDrawnByDensity() throws {
        // Two blocks 100,000 cells apart: 100,002 cells wide and a dead cell at each side (100,004
        // from x = -1), more than 16,384 pixels.
        let png = folder + "/far.png"
        let r = try LifeExecutable.run(["render", "-", "--output", png, "--colors", "FFFFFF,000000"],
                                       stdin: "#Life 1.06\n0 0\n1 0\n0 1\n1 1\n100000 0\n100001 0\n100000 1\n100001 1\n")
        XCTAssertEqual(r.status, 0, r.err)
        let picture = try readPNG(png)
        XCTAssertEqual(picture.width, (100_004 + 31) / 32, "32 cells a pixel: the smallest power of two within 4,096 pixels")
        XCTAssertEqual(picture.height, 1)
        let lit = stride(from: 0, to: picture.rgb.count, by: 3).filter { picture.rgb[$0] > 0 }.map { $0 / 3 }
        XCTAssertEqual(lit, [1 / 32, 100_001 / 32], "each block lights the pixel over it")
        XCTAssertTrue(lit.allSatisfy { picture.rgb[$0 * 3] < 255 }, "4 live cells of 1,024 a pixel: a shade, not full live colour")
        XCTAssertEqual(r.err, "life: 100004x4 cells are more than one pixel a cell makes room for; drawn by density, "
                       + "32x32 cells a pixel (3126x1 pixels, shaded by how many live)\n", "said, so no one takes a pixel for a cell")
        // A picture at a pixel a cell says nothing.
        let near = try LifeExecutable.run(["render", "-", "--output", folder + "/near.png"], stdin: "#Life 1.06\n0 0\n1 0\n")
        XCTAssertEqual(near.err, "")
    }

    /// A stand-in for ffmpeg on PATH: records its arguments and how many bytes it was sent, or fails.
    private func fakeFFmpeg(failing: Bool = false) throws -> String {
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = failing ? "#!/bin/sh\ncat > /dev/null\necho 'Unknown encoder libx264' >&2\nexit 1\n"
            : "#!/bin/sh\necho \"$@\" > \(folder)/args\nwc -c > \(folder)/bytes\nfor last; do :; done\necho video > \"$last\"\n"
        try script.write(toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(bin + "/ffmpeg", 0o755)
        return bin
    }

    func testAVideoPipesEveryFrameToFFmpegAsRawRGB() throws {
        let bin = try fakeFFmpeg()
        let r = try LifeExecutable.run(["render", "-", "--output", folder + "/r.mp4", "--generations", "100", "--every", "10", "--fps", "12"],
                                       stdin: Self.rPentomino, environment: ["PATH": bin + ":/usr/bin:/bin"])
        XCTAssertEqual(r.status, 0, r.err)
        let args = try String(contentsOfFile: folder + "/args", encoding: .utf8)
        XCTAssertTrue(args.contains("-f rawvideo -pix_fmt rgb24") && args.contains("-framerate 12") && args.contains("libx264")
                      && args.contains(folder + "/r.part-") && args.hasSuffix(".mp4\n"), "written beside, its ending kept: \(args)")
        XCTAssertEqual(try String(contentsOfFile: folder + "/r.mp4", encoding: .utf8), "video\n", "then renamed over the name asked")
        let size = try XCTUnwrap(args.components(separatedBy: "-video_size ").last?.split(separator: " ").first).split(separator: "x").compactMap { Int($0) }
        let bytes = try XCTUnwrap(Int(try String(contentsOfFile: folder + "/bytes", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(bytes, (10 + 12) * size[0] * size[1] * 3, "11 frames of \(size), 3 bytes a pixel, the last held a second (12 frame times), as the app's movies")
        let webm = try LifeExecutable.run(["render", "-", "--output", folder + "/r.webm", "--generations", "5"],
                                          stdin: Self.rPentomino, environment: ["PATH": bin + ":/usr/bin:/bin"])
        XCTAssertEqual(webm.status, 0, webm.err)
        XCTAssertTrue(try String(contentsOfFile: folder + "/args", encoding: .utf8).contains("libvpx-vp9"))
    }

    func testWithoutFFmpegOrWhenItFailsTheReasonIsGiven() throws {
        let none = try LifeExecutable.run(["render", "-", "--output", folder + "/r.mp4", "--generations", "5"],
                                          stdin: Self.rPentomino, environment: ["PATH": folder + "/empty"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.err.contains("needs the ffmpeg program") && none.err.contains("write a .gif instead"), none.err)
        let bin = try fakeFFmpeg(failing: true)
        try "an older video".write(toFile: folder + "/r.mp4", atomically: true, encoding: .utf8)
        let failed = try LifeExecutable.run(["render", "-", "--output", folder + "/r.mp4", "--generations", "5"],
                                            stdin: Self.rPentomino, environment: ["PATH": bin + ":/usr/bin:/bin"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.err.contains(folder + "/r.mp4: ffmpeg could not make the video: Unknown encoder libx264"), failed.err)
        XCTAssertEqual(try String(contentsOfFile: folder + "/r.mp4", encoding: .utf8), "an older video", "a failed video loses no file")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".part") }, [], "nor leaves one")
    }

    /// `rle` rendered at `scale` pixels a cell, live cells white on black, read back.
    private func whiteOnBlack(_ rle: String, scale: Int, file: StaticString = #filePath, line: UInt = #line) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let png = folder + "/white-on-black.png"
        let r = try LifeExecutable.run(["render", "-", "--output", png, "--scale", String(scale), "--colors", "FFFFFF,000000"], stdin: rle)
        XCTAssertEqual(r.status, 0, r.err, file: file, line: line)
        return try readPNG(png)
    }

    /// A hexagonal rule's picture leans as the app draws it: a column of three cells with a dead
    /// cell round it (3x5 cells) at 8 px a cell is 24 px and half a cell (4 px) for each of the 4
    /// rows under the first wide: 40 px, the column's cells 12, 8 and 4 px right, a cell in.
    func testAHexagonalRulesPictureLeans() throws {
        let picture = try whiteOnBlack("x = 1, y = 3, rule = B2/S34H\no$o$o!\n", scale: 8)
        XCTAssertEqual([picture.width, picture.height], [40, 40])
        XCTAssertEqual(count(picture.rgb, (255, 255, 255)), 3 * 64)
        func firstLit(_ y: Int) -> Int? { (0..<picture.width).first { picture.rgb[(y * picture.width + $0) * 3] == 255 } }
        XCTAssertEqual([firstLit(0), firstLit(8), firstLit(16), firstLit(24), firstLit(32)], [nil, 20, 16, 12, nil])
    }

    /// A macrocell file of more cells than a file's list takes goes straight from its tree into
    /// HashLife (one `life run` wrote was refused as too many cells to list).
    func testAMacrocellOfMillionsOfCellsIsDrawnFromItsTree() throws {
        let mc = folder + "/gun.mc", png = folder + "/gun.png"
        let run = try LifeExecutable.run(["run", "-", "--generations", "6e7", "--output", mc], stdin: Fixtures.gosperGun)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertTrue(run.out.contains("population 10000"), "a glider every 30 generations: ten million cells and more: \(run.out)")
        let r = try LifeExecutable.run(["render", mc, "--output", png])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.err.contains("drawn by density"), r.err)
        XCTAssertGreaterThan(try readPNG(png).width, 1000)
        // A movie too: a 4,096-cell square (16.7 million cells), written as a macrocell tree by hand.
        var lines = ["[M2] (life test)", "#R B3/S23", String(repeating: "********$", count: 8)]
        for level in 4...12 { lines.append("\(level) \(level - 3) \(level - 3) \(level - 3) \(level - 3)") }
        let square = folder + "/square.mc", gif = folder + "/square.gif"
        try (lines.joined(separator: "\n") + "\n").write(toFile: square, atomically: true, encoding: .utf8)
        let movie = try LifeExecutable.run(["render", square, "--output", gif, "--generations", "2"])
        XCTAssertEqual(movie.status, 0, movie.err)
        XCTAssertGreaterThan((try FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int) ?? 0, 1000)
    }

    /// A tube is drawn with its finite side whole: a glider on a 10-row tube is 10 rows high.
    func testATubesFiniteSideIsDrawnWhole() throws {
        let picture = try whiteOnBlack("x = 3, y = 3, rule = B3/S23:T0,10\nbo$2bo$3o!\n", scale: 2)
        XCTAssertEqual([picture.width, picture.height], [10, 20], "5 cells across (the glider and a dead cell each side), the 10 rows")
        XCTAssertEqual(count(picture.rgb, (255, 255, 255)), 5 * 4)
    }

    func testAThemesColours() throws {
        // The Light theme's cell colour, read from its file.
        let json = try String(contentsOfFile: RepositoryPaths.path("Themes/light.json"), encoding: .utf8)
        let cellHex = try XCTUnwrap(json.range(of: ##""cell"\s*:\s*"#?[0-9A-Fa-f]{6}""##, options: .regularExpression).map { String(json[$0].suffix(7).prefix(6)) })
        let cell = (UInt8(cellHex.prefix(2), radix: 16)!, UInt8(cellHex.dropFirst(2).prefix(2), radix: 16)!, UInt8(cellHex.suffix(2), radix: 16)!)
        let png = folder + "/light.png"
        let r = try LifeExecutable.run(["render", "-", "--output", png, "--generation", "100", "--theme", "light"], stdin: Self.rPentomino)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(count(try readPNG(png).rgb, cell), Self.gollyPopulations[10])
        let unknown = try LifeExecutable.run(["render", "-", "--output", png, "--theme", "Neon"], stdin: Self.rPentomino)
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.err.contains("no such theme; the themes are Dark, Light, High contrast"), unknown.err)
        // A program copied away from its files says so, and where it looked (it offered "the themes are Dark").
        let away = ResourceLocator(environment: [:], executablePath: "/opt/copied/bin/life", fileExists: { _ in false })
        let said = try XCTUnwrap(RenderCommand.themeProblem("Light", locator: away))
        XCTAssertTrue(said.hasPrefix("--theme Light: Life's theme files were not found (looked for Themes/ in /opt/copied/share/life)"), said)
        XCTAssertTrue(said.hasSuffix("set LIFE_DATA_DIR to the folder holding Assets/ and Themes/"), said)
        XCTAssertNil(RenderCommand.themeProblem("high CONTRAST"), "this checkout's themes are found, by any case")
    }

    func testARunsGraphBesideItsFigures() throws {
        let csv = folder + "/r.csv", png = folder + "/r.png"
        let r = try LifeExecutable.run(["run", "-", "--generations", "100", "--stats", csv, "--graph", png], stdin: Self.rPentomino)
        XCTAssertEqual(r.status, 0, r.err)
        let graph = try readPNG(png)
        XCTAssertEqual([graph.width, graph.height], [960, 400])
        XCTAssertGreaterThan(count(graph.rgb, (0xE6, 0xE6, 0xE6)), 100, "the population's line")
        XCTAssertEqual(try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").count, 102, "and the CSV beside it")
        let alone = try LifeExecutable.run(["run", "-", "--generations", "10", "--graph", png], stdin: Self.rPentomino)
        XCTAssertEqual(alone.status, 64)
        XCTAssertTrue(alone.err.contains("give --stats stats.csv too"), alone.err)
        let jpeg = try LifeExecutable.run(["run", "-", "--generations", "10", "--stats", csv, "--graph", folder + "/r.jpg"], stdin: Self.rPentomino)
        XCTAssertEqual(jpeg.status, 64)
        XCTAssertTrue(jpeg.err.contains("--graph writes PNG"), jpeg.err)
    }
}
