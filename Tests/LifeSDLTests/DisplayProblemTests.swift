import XCTest
@testable import LifeSDL

/// Without a display the window says so and the program ends (`life FILE` on a console hung in
/// SDL's other video drivers).
final class DisplayProblemTests: XCTestCase {
    func testNoDisplayIsSaidAndAnyDisplayOrChosenDriverOpens() {
        let problem = SDLSession.displayProblem(environment: [:])
        XCTAssertTrue(problem?.contains("no display") == true, problem ?? "nil")
        XCTAssertNotNil(SDLSession.displayProblem(environment: ["DISPLAY": ""]), "an empty name is none")
        XCTAssertNil(SDLSession.displayProblem(environment: ["DISPLAY": ":0"]))
        XCTAssertNil(SDLSession.displayProblem(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        XCTAssertNil(SDLSession.displayProblem(environment: ["SDL_VIDEODRIVER": "kmsdrm"]), "a driver chosen by hand is tried")
        XCTAssertEqual("\(SDLError(message: problem!))", problem!, "said as it is")
    }
}
