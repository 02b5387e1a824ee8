import XCTest
import LifeEngine
import LifeTestSupport

final class EnginePickerTests: XCTestCase {
    /// A clock that returns the given readings in turn.
    final class Readings {
        var values: [Double]
        init(_ values: [Double]) { self.values = values }
        func next() -> Double { values.isEmpty ? 0 : values.removeFirst() }
    }

    func testTheLimitsDecideWithoutAProbe() {
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        let never = { () -> Double in XCTFail("no probe expected"); return 0 }
        XCTAssertEqual(EnginePicker.choose(for: gun, generations: 1 << 20, clock: never), .hashlife)
        XCTAssertEqual(EnginePicker.choose(for: gun, generations: 4095, clock: never), .tiles)
        var torus = gun
        torus.topology = .torus(width: 64, height: 64)
        XCTAssertEqual(EnginePicker.choose(for: torus, generations: 1 << 30, clock: never), .tiles, "HashLife runs on the plane only")
    }

    func testInBetweenTheProbeTimesBothEngines() {
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        // Readings: tiles start, tiles end, HashLife's second stretch start, end.
        let hashQuicker = Readings([0, 10, 0, 1])
        XCTAssertEqual(EnginePicker.choose(for: gun, generations: 100_000, clock: hashQuicker.next), .hashlife,
                       "HashLife more than twice as quick")
        let closeCall = Readings([0, 10, 0, 6])
        XCTAssertEqual(EnginePicker.choose(for: gun, generations: 100_000, clock: closeCall.next), .tiles,
                       "not twice as quick: the tiled engine")
    }
}
