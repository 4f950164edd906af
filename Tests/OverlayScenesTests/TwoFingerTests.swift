import Foundation
import OverlayContainer
import OverlayFiles
import OverlayTestSupport
import OverlayUIKit
import XCTest

@testable import OverlayScenes
@testable import OverlaySimulation

/// Two fingers through the whole simulation on the built-in maps scene (notches H/4 and 3H/4, the 70 pt header on
/// the card's top edge): a second finger that takes over a header drag, and, in the landscape layout, a finger on
/// the map and another on the panel each driving their own gesture.
final class TwoFingerTests: XCTestCase {
    private func maps() -> Simulation {
        Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
    }

    private func callbacks(_ records: [FrameRecord]) -> [OverlayContainerEvent] {
        records.flatMap(\.events).compactMap { event in
            if case let .container(callback) = event { return callback }
            return nil
        }
    }

    /// The first finger drags the header up 50 pt past the slop, a second finger lands on the header and the first
    /// lifts: the drag goes on with the second finger, from where the first left it, and ends when it lifts.
    func testASecondFingerOnTheHeaderTakesTheDragOverWhenTheFirstLifts() {
        let simulation = maps()
        var builder = TraceBuilder()
        builder.down(195, 660)
        builder.move(195, from: 660, to: 600, step: 5)  // 50 pt past the slop: height 261, header 583…653
        builder.wait(0.05)
        builder.down(100, 620, pointer: 1)
        builder.move(100, from: 620, to: 640, step: 5, pointer: 1)  // moves nothing while the first finger is down
        builder.up(195, 600)
        let handOver = builder.time
        builder.move(100, from: 640, to: 540, step: 5, pointer: 1)  // 100 pt up with the second finger
        builder.up(100, 540, pointer: 1, after: 0.3)
        let records = simulation.run(trace: builder.trace())
        let drags = callbacks(records).filter { if case .willStartDragging = $0 { return true } else { return false } }
        XCTAssertEqual(drags.count, 1, "one drag from the first finger's start to the second finger's lift")
        let ends = records.filter { callbacks([$0]).contains(where: \.isWillEndDragging) }
        XCTAssertEqual(ends.count, 1)
        XCTAssertGreaterThan(ends.first?.time ?? 0, handOver + 0.3, "ended at the second finger's lift")
        let atHandOver = records.last { $0.time <= handOver + 1e-9 }!
        XCTAssertTrue(atHandOver.dragging)
        XCTAssertEqual(atHandOver.height, 261, accuracy: 1e-9, "the second finger's 20 pt moved nothing")
        let beforeRelease = records.last { $0.time <= handOver + 0.25 }!
        XCTAssertTrue(beforeRelease.dragging, "still dragging with the second finger")
        XCTAssertEqual(beforeRelease.height, 361, accuracy: 1e-9, "the second finger's 100 pt, with no jump at the hand-over")
    }

    /// Landscape (1024 × 600 pt): the container is a 375 pt panel on the left and the map beside it stays
    /// interactive. One finger pans the map while another drags the panel's header: both move, together.
    func testInLandscapeOneFingerPansTheMapWhileAnotherDragsTheOverlay() throws {
        let simulation = maps()
        let map = try XCTUnwrap(simulation.scene!.window.subviews.compactMap { $0 as? MapView }.first)
        var builder = TraceBuilder()
        builder.command(.resize(width: 1024, height: 600))  // notch 0 at 150: the header spans 450…520
        builder.wait(0.1)
        builder.down(700, 300, pointer: 0)
        builder.down(187, 480, pointer: 1)
        for step in 1...20 {
            builder.wait(1.0 / 120)
            builder.command(.pointer(phase: .move, x: 700 + Double(step) * 4, y: 300, pointer: 0, source: .touch))
            builder.command(.pointer(phase: .move, x: 187, y: 480 - Double(step) * 5, pointer: 1, source: .touch))
        }
        let moved = builder.time
        builder.up(780, 300, pointer: 0, after: 0.3)
        builder.up(187, 380, pointer: 1)
        var mapOffsetDuringDrag = CGPoint.zero
        let records = simulation.run(trace: builder.trace()) { simulation in
            if abs(simulation.currentTime - (moved + 0.1)) < 1e-9 { mapOffsetDuringDrag = map.mapOffset }
        }
        XCTAssertEqual(mapOffsetDuringDrag.x, 70, accuracy: 1e-9, "the map followed its finger (80 pt less the 10 pt slop)")
        XCTAssertEqual(mapOffsetDuringDrag.y, 0)
        let during = records.last { $0.time <= moved + 0.1 }!
        XCTAssertTrue(during.dragging, "the overlay is dragged at the same time")
        XCTAssertEqual(during.height, 240, accuracy: 1e-9, "150 + 100 pt less the 10 pt slop")
    }
}

extension OverlayContainerEvent {
    fileprivate var isWillEndDragging: Bool {
        if case .willEndDragging = self { return true }
        return false
    }
}
