import Foundation
import OverlayDrawing
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// The HUD's panel, chart and badge never overlap one another or the scene's buttons, at any width from 200 pt.
final class HUDLayoutTests: XCTestCase {
    private let lines = [
        "containers · floatingpanel · 120 Hz · paused",
        "height 633.0  model 633.0",
        "notch 1  inFlight  dragging",
        "finger -1234 pt/s",
        "offset 1234.5  t 123.45 s",
        "frame 17 ms",
        "toasts: 3 shown, 2 waiting",
        "banners: 1 shown, 0 waiting",
        "menu: 0 shown, 0 waiting",
    ]

    /// The containers scene's three buttons (16 pt margins, 40 pt tall at y 100), at a window width.
    private func buttons(width: Double) -> [DrawRect] {
        let buttonWidth = (width - 64) / 3
        return (0..<3).map { DrawRect(x: 16 + Double($0) * (buttonWidth + 16), y: 100, width: buttonWidth, height: 40) }
    }

    func testNothingOverlapsAtAnyWidthFrom200Points() {
        for width in stride(from: 200.0, through: 1200, by: 10) {
            for height in [390.0, 600, 844] {
                for recording in [false, true] {
                    let obstacles = buttons(width: width)
                    let layout = HUDLayout.make(
                        size: CGSize(width: width, height: height), lines: lines, chart: true,
                        recording: recording, obstacles: obstacles)
                    var rects = [("panel", layout.panel)]
                    if let chart = layout.chart { rects.append(("chart", chart)) }
                    if let badge = layout.badge { rects.append(("badge", badge)) }
                    rects += obstacles.enumerated().map { ("button \($0.offset)", $0.element) }
                    for (i, a) in rects.enumerated() {
                        XCTAssertGreaterThanOrEqual(a.1.x, 0, "\(a.0) at \(width)")
                        XCTAssertLessThanOrEqual(a.1.maxX, width + 1e-9, "\(a.0) inside the window at \(width)")
                        for b in rects[(i + 1)...] where !(a.0.hasPrefix("button") && b.0.hasPrefix("button")) {
                            XCTAssertFalse(a.1.overlaps(b.1), "\(a.0) \(a.1) and \(b.0) \(b.1) overlap at \(width)×\(height)")
                        }
                    }
                    XCTAssertGreaterThanOrEqual(layout.fontSize, 8, "readable at \(width)")
                    let longest = Double(layout.lines.map(\.count).max()!) * HUDLayout.characterWidth * layout.fontSize
                    XCTAssertLessThanOrEqual(longest + 16, layout.panel.width + 0.5, "no line is cut at \(width) (font \(layout.fontSize))")
                    XCTAssertEqual(layout.lines.joined().filter { $0 != " " }, lines.joined().filter { $0 != " " }, "all the text is shown")
                }
            }
        }
    }

    func testTheChartGoesBesideThePanelWhenThereIsRoomElseBelowItElseNowhere() {
        let wide = HUDLayout.make(size: CGSize(width: 844, height: 390), lines: lines, chart: true, recording: false, obstacles: [])
        XCTAssertEqual(wide.chart?.y, wide.panel.y, "beside the panel")
        let narrow = HUDLayout.make(size: CGSize(width: 390, height: 844), lines: lines, chart: true, recording: false, obstacles: [])
        XCTAssertEqual(narrow.fontSize, 12, accuracy: 1e-9)
        XCTAssertGreaterThan(narrow.chart?.y ?? 0, narrow.panel.maxY, "below the panel")
        let short = HUDLayout.make(size: CGSize(width: 300, height: 390), lines: lines, chart: true, recording: false, obstacles: [])
        XCTAssertNil(short.chart, "collapsed: no room")
    }

    func testThePanelMovesBelowButtonsItWouldCover() {
        let layout = HUDLayout.make(
            size: CGSize(width: 390, height: 844), lines: lines, chart: false, recording: false,
            obstacles: buttons(width: 390))
        XCTAssertEqual(layout.panel.y, 148, "8 pt below the buttons")
    }
}
