import XCTest

@testable import OverlayApp

/// `FingerMapping` with numbers, no SDL: a finger normalised over the window (as X11 gives it, over the size less
/// one pixel) or over the panel (as SDL's evdev code gives it) lands on the window point it touched.
final class FingerMappingTests: XCTestCase {
    private typealias Rect = FingerMapping.ScreenRect
    /// Xvfb's 1024 × 900 screen with a 390 × 844 window centred across and 28 px down.
    private let desk = FingerMapping(
        window: Rect(x: 317, y: 28, width: 390, height: 844), display: Rect(x: 0, y: 0, width: 1024, height: 900), scale: 1,
        driverDividesByLessOnePixel: true)

    private func assertPoint(
        _ got: (x: Double, y: Double), _ x: Double, _ y: Double, _ message: String = "", line: UInt = #line
    ) {
        XCTAssertEqual(got.x, x, accuracy: 1e-9, message, line: line)
        XCTAssertEqual(got.y, y, accuracy: 1e-9, message, line: line)
    }

    func testAPanelsFingerIsPlacedOnTheDisplayThenTakenOffTheWindowsPosition() {
        assertPoint(desk.point(x: 0.5, y: 0.75, in: .panel), 195, 647, "512 − 317, 675 − 28")
        assertPoint(desk.point(x: 0, y: 0, in: .panel), -317, -28, "the panel's corner is the display's, left of and above the window")
        assertPoint(desk.point(x: 0.1, y: 0.5, in: .panel), 102.4 - 317, 422)
        XCTAssertTrue(desk.contains((195, 647)))
        XCTAssertFalse(desk.contains((102.4 - 317, 422)), "beside the window")
        XCTAssertFalse(desk.contains((390, 10)), "the right edge is the first point outside")
        XCTAssertTrue(desk.contains((389.9, 843.9)))
    }

    /// A phone's panel as a second display right of a 1920 px monitor, the window on it at scale 2.
    func testAPanelOnASecondDisplayAtScaleTwo() {
        let phone = FingerMapping(
            window: Rect(x: 2020, y: 300, width: 780, height: 1688), display: Rect(x: 1920, y: 0, width: 1080, height: 2340),
            scale: 2)
        assertPoint(phone.point(x: 0.5, y: 0.5, in: .panel), 220, 435, "(1920 + 540 − 2020) / 2, (1170 − 300) / 2")
        XCTAssertTrue(phone.contains((220, 435)))
        XCTAssertFalse(phone.contains((-50, 10)), "a finger between the panel's edge and the window")
    }

    func testAWindowsFingerIsDividedAsTheDriverDividesIt() {
        XCTAssertEqual(desk.space(windowID: 3, touchID: 5), .window(lessOnePixel: true), "X11's XInput 2 touches")
        XCTAssertEqual(desk.space(windowID: 3, touchID: -1), .window(lessOnePixel: false), "SDL's fingers made from the mouse")
        XCTAssertEqual(desk.space(windowID: 0, touchID: 5), .panel, "no window: SDL read the panel")
        assertPoint(desk.point(x: 1, y: 1, in: .window(lessOnePixel: true)), 389, 843, "the last pixel")
        assertPoint(desk.point(x: 0.5, y: 0.5, in: .window(lessOnePixel: true)), 194.5, 421.5)
        assertPoint(desk.point(x: 0.5, y: 0.5, in: .window(lessOnePixel: false)), 195, 422)
        var doubled = desk
        doubled.window = Rect(x: 317, y: 28, width: 780, height: 1688)
        doubled.scale = 2
        assertPoint(doubled.point(x: 0.5, y: 0.5, in: .window(lessOnePixel: true)), 194.75, 421.75, "779 / 2 / 2")
    }

    func testNormalisingAPointGivesItBack() {
        for space in [FingerMapping.Space.panel, .window(lessOnePixel: true), .window(lessOnePixel: false)] {
            let normalized = desk.normalized((195, 647), in: space)
            assertPoint(desk.point(x: normalized.x, y: normalized.y, in: space), 195, 647, "\(space)")
        }
        assertPoint(desk.normalized((195, 647), in: .panel), 0.5, 0.75)
    }
}
