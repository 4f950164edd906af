import OverlayDrawing
import OverlayRecordings
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// What the touch overlay knows: the pointers down and where they were over the last quarter second.
final class TouchTrailsTests: XCTestCase {
    func testFingersDownAndTheirRecentPositions() {
        var trails = TouchTrails()
        trails.record(.down, pointer: 1, source: .touch, x: 10, y: 10, time: 0)
        trails.record(.down, pointer: 0, source: .mouse, x: 50, y: 50, time: 0.05)
        for step in 1...10 {
            trails.record(.move, pointer: 1, source: .touch, x: 10, y: 10 + Double(step) * 10, time: Double(step) * 0.05)
        }
        trails.record(.move, pointer: 1, source: .touch, x: 10, y: 110, time: 0.55)  // no movement: no new sample
        let visible = trails.visible(at: 0.55)
        XCTAssertEqual(visible.map(\.pointer), [0, 1], "by pointer number")
        XCTAssertEqual(visible[0].samples.map(\.y), [50], "a finger at rest keeps its place")
        // Samples of the last 0.25 s (from 0.3 s), and the one before them, so the trail reaches back the whole 0.25 s.
        XCTAssertEqual(visible[1].samples.map(\.y), [60, 70, 80, 90, 100, 110])
        XCTAssertTrue(visible.allSatisfy(\.isDown))
    }

    func testALiftedFingersTrailShowsUntilItHasFaded() {
        var trails = TouchTrails()
        trails.record(.down, pointer: 3, source: .touch, x: 0, y: 0, time: 1)
        trails.record(.move, pointer: 3, source: .touch, x: 0, y: 40, time: 1.1)
        trails.record(.up, pointer: 3, source: .touch, x: 0, y: 80, time: 1.2)
        XCTAssertEqual(trails.visible(at: 1.2).first?.isDown, false)
        XCTAssertEqual(trails.visible(at: 1.2).first?.samples.map(\.y), [0, 40, 80])
        XCTAssertEqual(trails.visible(at: 1.44).first?.samples.map(\.y), [40, 80])
        XCTAssertTrue(trails.visible(at: 1.46).isEmpty)
        // A later event forgets it; a new touch with the same number starts a new trail.
        trails.record(.down, pointer: 3, source: .touch, x: 5, y: 5, time: 2)
        XCTAssertEqual(trails.fingers.count, 1)
        XCTAssertEqual(trails.fingers[0].samples.map(\.y), [5])
    }

    func testATrailKeepsAtMostSixtyFourPositions() {
        var trails = TouchTrails()
        trails.record(.down, pointer: 0, source: .touch, x: 0, y: 0, time: 0)
        for step in 1...1000 { trails.record(.move, pointer: 0, source: .touch, x: Double(step), y: 0, time: Double(step) * 0.0001) }
        XCTAssertEqual(trails.fingers[0].samples.count, TouchTrails.maximumSamples)
        XCTAssertEqual(trails.fingers[0].samples.last?.x, 1000)
    }

    func testTheDrawerDrawsADiscPerFingerDownOnlyWhenAsked() throws {
        let trace = try Trace.load(traceOrRecording: RecordingText.two, window: DeviceSize())
        func replay(showsTouches: Bool, until: Double) -> DrawList {
            let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
            let drawer = ViewTreeDrawer(showsTouches: showsTouches)
            _ = simulation.run(
                trace: Trace(events: trace.events.filter { $0.time <= until }, until: until), every: Int.max,
                observe: drawer.observe)
            return drawer.drawList(simulation, scale: 1)
        }
        let plain = replay(showsTouches: false, until: 0.4), touches = replay(showsTouches: true, until: 0.4)
        // Two fingers down at 0.4 s: a rim and a disc each, and a trail each, after the scene.
        XCTAssertEqual(Array(touches.commands.prefix(plain.commands.count)), plain.commands)
        let extra = Array(touches.commands.dropFirst(plain.commands.count))
        XCTAssertEqual(extra.count, 6)
        let discs = extra.compactMap { command -> DrawPoint? in
            if case let .circle(center, radius, _) = command, radius == 22 { return center } else { return nil }
        }
        let fingers = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = fingers.run(trace: Trace(events: trace.events.filter { $0.time <= 0.4 }, until: 0.4))
        XCTAssertEqual(discs, fingers.touchTrails.visible(at: 0.4).map { DrawPoint(x: $0.samples.last!.x, y: $0.samples.last!.y) })
        // After the last lift (1.008 s) and its trail's quarter second, nothing is left to draw.
        XCTAssertEqual(replay(showsTouches: true, until: 1.3).commands.count, replay(showsTouches: false, until: 1.3).commands.count)
    }
}

private enum RecordingText {
    static var two: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Recordings/two-fingers.yml").path
    }
}
