// With the SnapshotTesting trait only (Package.swift): without it, nothing here is built.
#if SnapshotTesting
    import Foundation
    import OverlayDrawing
    import OverlayFiles
    import OverlayRecordings
    import OverlayRender
    import OverlayScenes
    import OverlaySimulation
    import OverlaySnapshotTesting
    import OverlayTestSupport
    import SnapshotTesting
    import XCTest

    /// The touch overlay (`--show-touches`) on a two-finger session replayed from a libinput recording: one finger drags
    /// the header up while the other pans the map (both at once: the map is not inside the container). The golden is a
    /// snapshot reference in `__Snapshots__/TouchGoldenTests`, recorded by scripts/record-goldens and compared by decoded
    /// pixels.
    final class TouchGoldenTests: XCTestCase {
        private static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Recordings/two-fingers.yml").path

        /// The maps scene 0.4 s into the recording, both fingers down, at scale 1.
        private func render(showsTouches: Bool) throws -> RGBAImage {
            let scenario = BuiltInScenarios.maps
            let trace = try Trace.load(traceOrRecording: Self.recording, window: scenario.device)
            let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
            let drawer = ViewTreeDrawer(showsTouches: showsTouches)
            _ = simulation.run(
                trace: Trace(events: trace.events.filter { $0.time <= 0.4 }, until: 0.4), every: Int.max, observe: drawer.observe)
            return try OffscreenCanvas().render(drawer.drawList(simulation, scale: 1))
        }

        func testTwoFingersGolden() throws {
            assertSnapshot(of: try render(showsTouches: true), as: .image(), named: "touches-two-fingers", record: GoldenImage.record)
        }

        func testTheDiscsSitWhereTheFingersAre() throws {
            let with = try render(showsTouches: true), without = try render(showsTouches: false)
            // At 0.4 s the header finger is at (230.8, 402.0) pt and the map finger at (174.4, 315.1) pt (the recording's
            // positions): each disc's centre is greyed, 30 pt away nothing changed.
            for (x, y) in [(231, 402), (174, 315)] {
                let plain = without.pixel(x: x, y: y), shown = with.pixel(x: x, y: y)
                XCTAssertLessThan(
                    Int(shown.r) + Int(shown.g) + Int(shown.b), Int(plain.r) + Int(plain.g) + Int(plain.b) - 60, "(\(x), \(y))")
                let far = (with.pixel(x: x + 30, y: y - 30), without.pixel(x: x + 30, y: y - 30))
                XCTAssertTrue(far.0 == far.1, "(\(x + 30), \(y - 30))")
            }
        }
    }
#endif
