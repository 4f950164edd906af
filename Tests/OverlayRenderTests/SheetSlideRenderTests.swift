import Foundation
import OverlayFiles
import OverlayRender
import OverlayScenes
import OverlaySimulation
import XCTest

/// A frame of the sheet example half-way through its presentation, rendered offscreen: the overlay is half in
/// view and the map is dimmed by half of 0.3.
final class SheetSlideRenderTests: XCTestCase {
    /// The sheet scene at `time` after pressing its button at 0.1 s, drawn at scale 1.
    private func render(at time: Double, pressing: Bool) throws -> RGBAImage {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.sheet), stepsPerSecond: 60)
        let drawer = ViewTreeDrawer()
        let events = pressing ? [TraceEvent(time: 0.1, kind: .key(.pressButton))] : []
        _ = simulation.run(trace: Trace(events: events, until: time), every: Int.max, observe: drawer.observe)
        return try OffscreenCanvas().render(drawer.drawList(simulation, scale: 1))
    }

    func testHalfWayThroughThePresentationTheSheetIsHalfInView() throws {
        let plain = try render(at: 0.325, pressing: false)
        // 0.225 s into the 0.45 s slide: half-way along ease-in-out, so the 300 pt overlay (top edge at rest at
        // 844 − 300 = 544) is 150 pt below its rest, and the dim is at 0.15.
        let sliding = try render(at: 0.1 + 0.225, pressing: true)
        let blue = (r: UInt8(0x0A), g: UInt8(0x84), b: UInt8(0xFF))
        for y in [697, 750, 843] {
            let pixel = sliding.pixel(x: 195, y: y)
            XCTAssertEqual([pixel.r, pixel.g, pixel.b], [blue.r, blue.g, blue.b], "the overlay at y = \(y)")
        }
        // Above the overlay (clear of its shadow) the map shows through the dim: each channel × 0.85.
        var compared = 0
        for y in stride(from: 10, through: 688, by: 17) {
            for x in stride(from: 5, through: 385, by: 38) {
                let before = plain.pixel(x: x, y: y), after = sliding.pixel(x: x, y: y)
                XCTAssertNotEqual([after.r, after.g, after.b], [blue.r, blue.g, blue.b], "(\(x), \(y)) is above the sheet")
                for (channel, (old, new)) in zip(["r", "g", "b"], [(before.r, after.r), (before.g, after.g), (before.b, after.b)]) {
                    XCTAssertEqual(Double(new), Double(old) * 0.85, accuracy: 2, "\(channel) at (\(x), \(y))")
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 300)
    }
}
