import Foundation
import OverlayDrawing
import OverlayFiles
import OverlayLab
import OverlayRender
import OverlayScenes
import OverlaySimulation
import XCTest

/// The plot's legend fits the canvas, with and without the approved run (a check's trajectory plot has one more
/// item): nothing is drawn in the right margin of its row, and its last label, "drag start", is whole.
final class TrajectoryLegendTests: XCTestCase {
    private func plot(comparing: Bool) throws -> RGBAImage {
        let trace = Trace(events: [TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true))], until: 0.5)
        let recording = ReplayRecording.record(scenario: BuiltInScenarios.maps, trace: trace)
        let expected = comparing ? recording.samples.map { (time: $0.time, height: $0.height - 20) } : nil
        return try OffscreenCanvas().render(TrajectoryPlot.drawList(recording, expected: expected))
    }

    /// Whether any pixel of the legend's row (y 28…52) right of `x` is not white.
    private func inked(_ image: RGBAImage, rightOf x: Int) -> Bool {
        for y in 28..<52 {
            for column in x..<image.width {
                let pixel = image.pixel(x: column, y: y)
                if pixel.r < 240 || pixel.g < 240 || pixel.b < 240 { return true }
            }
        }
        return false
    }

    func testTheLegendStaysInsideTheCanvas() throws {
        for comparing in [false, true] {
            let image = try plot(comparing: comparing)
            XCTAssertFalse(inked(image, rightOf: 885), "comparing \(comparing): the legend reaches the right margin")
            XCTAssertTrue(inked(image, rightOf: 600), "comparing \(comparing): the legend's last items are drawn")
            XCTAssertLessThanOrEqual(TrajectoryPlot.legendWidth(comparing: comparing), TrajectoryPlot.width - 40)
        }
    }
}
