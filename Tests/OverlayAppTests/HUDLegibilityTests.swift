import Foundation
import OverlayDrawing
import OverlayLab
import OverlaySimulation
import XCTest

@testable import OverlayApp

/// The HUD's and the help's text against what it is drawn on: WCAG 2 contrast of at least 4.5:1 (normal text,
/// level AA) for every text colour over its backdrop, a translucent backdrop taken over both a white and a black
/// scene; numbers never read "-0.0"; the HUD stays off the card.
final class HUDLegibilityTests: XCTestCase {
    /// WCAG's relative luminance of an opaque colour.
    private func luminance(_ color: (r: Double, g: Double, b: Double)) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = channel / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b)
    }

    /// `color` blended over the opaque `backdrop`.
    private func over(_ color: DrawColor, _ backdrop: (r: Double, g: Double, b: Double)) -> (r: Double, g: Double, b: Double) {
        let alpha = Double(color.alpha) / 255
        return (
            Double(color.red) * alpha + backdrop.r * (1 - alpha), Double(color.green) * alpha + backdrop.g * (1 - alpha),
            Double(color.blue) * alpha + backdrop.b * (1 - alpha)
        )
    }

    /// The WCAG contrast ratio of `text` on `background`, both over `scene`.
    private func contrast(_ text: DrawColor, on background: DrawColor, over scene: (r: Double, g: Double, b: Double)) -> Double {
        let backdrop = over(background, scene)
        let lighter = luminance(over(text, backdrop)), darker = luminance(backdrop)
        return (max(lighter, darker) + 0.05) / (min(lighter, darker) + 0.05)
    }

    func testTheContrastFormulaGivesWCAGsOwnFigures() {
        XCTAssertEqual(contrast(.black, on: .white, over: (255, 255, 255)), 21, accuracy: 1e-9)
        XCTAssertEqual(contrast(DrawColor(hex: 0x777777), on: .white, over: (255, 255, 255)), 4.48, accuracy: 0.01)
    }

    func testEveryHUDAndHelpTextIsAtLeastFourAndAHalfToOne() {
        let pairs: [(String, DrawColor, DrawColor)] = [
            ("HUD text on the HUD panel", ViewTreeDrawer.hudText, ViewTreeDrawer.hudPanel),
            ("notch label on its pill", ViewTreeDrawer.hudNotchLabel, ViewTreeDrawer.hudLabelBackground),
            ("target marker label on its pill", ViewTreeDrawer.hudText, ViewTreeDrawer.hudLabelBackground),
            ("chart title on the chart", TrajectoryHUD.chartTitle, TrajectoryHUD.chartBackground),
            ("help text on the help panel", WindowOverlays.text, WindowOverlays.helpPanel),
            ("help keys on the help panel", WindowOverlays.helpKey, WindowOverlays.helpPanel),
            ("message on its pill", WindowOverlays.text, WindowOverlays.panel),
        ]
        for (name, text, background) in pairs {
            for (sceneName, scene) in [("white", (255.0, 255.0, 255.0)), ("black", (0.0, 0.0, 0.0))] {
                let ratio = contrast(text, on: background, over: scene)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(name) over a \(sceneName) scene: \(String(format: "%.2f", ratio)):1")
            }
        }
        // The label as it was (the line's orange, 90 % opaque, straight on the chart) read 2.4:1 over a white scene.
        XCTAssertLessThan(contrast(ViewTreeDrawer.hudNotch, on: TrajectoryHUD.chartBackground, over: (255, 255, 255)), 4.5)
    }

    func testHUDNumbersNeverReadMinusZero() {
        XCTAssertEqual(WindowSession.hudNumber(-0.04, 1), "0.0")
        XCTAssertEqual(WindowSession.hudNumber(-0.0, 1), "0.0")
        XCTAssertEqual(WindowSession.hudNumber(-0.4, 0), "0")
        XCTAssertEqual(WindowSession.hudNumber(-0.06, 1), "-0.1")
        XCTAssertEqual(WindowSession.hudNumber(-12.25, 2), "-12.25")
        XCTAssertEqual(WindowSession.hudNumber(633, 1), "633.0")
    }

    func testTheChartStaysOffTheCardAndThePanelOffItsGrabber() {
        let lines = ["maps · reference · 60 Hz", "height 633.0  model 633.0", "notch 1  top", "finger 0 pt/s", "offset 0.0  t 2.33 s"]
        // A button at the top right pushes the chart down (the maps scene's), the card's top at 150 pt.
        let button = DrawRect(x: 330, y: 60, width: 44, height: 60)
        let card = DrawRect(x: 0, y: 150, width: 390, height: 694)
        let layout = HUDLayout.make(
            size: CGSize(width: 390, height: 844), lines: lines, chart: true, recording: false, obstacles: [button], overlay: card)
        let grabber = DrawRect(x: 0, y: 150 - 8, width: 390, height: HUDLayout.grabberStrip + 8)
        XCTAssertFalse(layout.panel.overlaps(grabber), "panel \(layout.panel)")
        if let chart = layout.chart {
            XCTAssertFalse(chart.overlaps(DrawRect(x: 0, y: 142, width: 390, height: 702)), "chart \(chart)")
        }
        // Without the card the chart would have gone under the button, over the card's top.
        let before = HUDLayout.make(size: CGSize(width: 390, height: 844), lines: lines, chart: true, recording: false, obstacles: [button])
        XCTAssertTrue(before.chart.map { $0.overlaps(card) } ?? false, "\(String(describing: before.chart))")
    }
}
