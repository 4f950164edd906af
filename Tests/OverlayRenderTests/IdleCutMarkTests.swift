import OverlayDrawing
import OverlayFiles
import OverlayLab
import OverlayRender
import OverlayScenes
import OverlaySimulation
import XCTest

/// A shortened idle stretch is marked, read back from the offscreen renderer: a dashed line and its label on the
/// plot, a caption band on the film's frames; the rest of each image is the same pixels as without the mark.
final class IdleCutMarkTests: XCTestCase {
    /// Two taps on the maps scene, 2 s apart in the replay: the gap stands for 20 hours recorded.
    private let trace = Trace(events: [
        TraceEvent(time: 0, kind: .pointer(phase: .down, x: 195, y: 700, pointer: 0, source: .touch)),
        TraceEvent(time: 0.1, kind: .pointer(phase: .up, x: 195, y: 700, pointer: 0, source: .touch)),
        TraceEvent(time: 2.1, kind: .pointer(phase: .down, x: 195, y: 700, pointer: 1, source: .touch)),
        TraceEvent(time: 2.2, kind: .pointer(phase: .up, x: 195, y: 700, pointer: 1, source: .touch)),
    ])
    private let cut = IdleCut(start: 0.1, replayed: 2, recorded: 72_000)

    private func isGrey(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.r < 215 && abs(Int(p.r) - Int(p.g)) < 8 && abs(Int(p.g) - Int(p.b)) < 8
    }

    func testThePlotMarksTheCutAndNothingElse() throws {
        var recording = ReplayRecording.record(scenario: BuiltInScenarios.maps, trace: trace)
        let plain = try OffscreenCanvas().render(TrajectoryPlot.drawList(recording))
        recording.idleCuts = [cut]
        let marked = try OffscreenCanvas().render(TrajectoryPlot.drawList(recording))
        // The chart spans 0…4.2 s (2 s after the last event) over x = 70…870: the middle of the cut, 1.1 s, is at 279.5.
        XCTAssertEqual(recording.samples.last?.time ?? 0, 4.2, accuracy: 1e-9)
        let x = 70 + 800 * 1.1 / 4.2
        let column = Int(x)
        // Dashes 6 pt long every 10 pt from the top of each panel (upper at y = 70, lower at y = 450).
        for y in [72, 82, 92, 452, 462, 472] {
            XCTAssertTrue(isGrey(marked.pixel(x: column, y: y)), "a dash at (\(column), \(y)): \(marked.pixel(x: column, y: y))")
            XCTAssertEqual(plain.pixel(x: column, y: y).r, 255, "no mark without the cut at (\(column), \(y))")
        }
        XCTAssertEqual(marked.pixel(x: column, y: 78).r, 255, "a gap between dashes")
        // The label, right of the line at the top of the upper panel.
        let label = (x: Int(x) + 4...Int(x) + 90, y: 72...88)
        var labelPixels = 0
        for y in label.y { for x in label.x where marked.pixel(x: x, y: y) != plain.pixel(x: x, y: y) { labelPixels += 1 } }
        XCTAssertGreaterThan(labelPixels, 60, "the label is drawn")
        // Nothing else moved: every other pixel is the same.
        for row in 0..<marked.height {
            for pixel in 0..<marked.width where marked.pixel(x: pixel, y: row) != plain.pixel(x: pixel, y: row) {
                let onLine = abs(Double(pixel) + 0.5 - x) <= 2
                XCTAssertTrue(onLine || (label.x.contains(pixel) && label.y.contains(row)), "(\(pixel), \(row)) changed")
            }
        }
    }

    func testTheFilmCaptionCoversOnlyItsBand() throws {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = simulation.run(trace: Trace(events: Array(trace.events.prefix(2)), until: 1))
        XCTAssertTrue(cut.contains(simulation.currentTime), "a frame taken in the cut")
        let list = ViewTreeDrawer().drawList(simulation, scale: 1)
        var captioned = list
        IdleCutMarks.drawFilmCaption(cut, into: &captioned)
        let plain = try OffscreenCanvas().render(list), marked = try OffscreenCanvas().render(captioned)
        XCTAssertEqual(marked.width, 390)
        // The band, 12 pt from the top and the sides and 44 pt tall, near-black over the map; the words in white.
        let band = (x: 12..<378, y: 12..<56)
        for (x, y) in [(24, 16), (200, 50), (370, 30)] {
            let p = marked.pixel(x: x, y: y)
            XCTAssertTrue(p.r < 70 && p.g < 70 && p.b < 70, "dark at (\(x), \(y)): \(p)")
        }
        var white = 0
        for y in band.y { for x in band.x where marked.pixel(x: x, y: y).r > 200 { white += 1 } }
        XCTAssertGreaterThan(white, 150, "the caption's text")
        for y in 0..<marked.height {
            for x in 0..<marked.width where !(band.x.contains(x) && band.y.contains(y)) {
                XCTAssertEqual(marked.pixel(x: x, y: y).r, plain.pixel(x: x, y: y).r, "(\(x), \(y)) outside the band")
            }
        }
    }
}
