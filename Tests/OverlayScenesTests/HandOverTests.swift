import Foundation
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayContainerManager
@testable import OverlayFiles
@testable import OverlayPresets
@testable import OverlayScenes
@testable import OverlaySimulation
@testable import OverlayUIKit

/// End-to-end traces through `Simulation` on the maps scene (the ScrollViewCoordination article of OverlayContainer).
final class HandOverTests: XCTestCase {
    private struct Sample {
        var fingerY: Double
        var height: Double
        var offset: Double
    }

    /// Replays event by event, sampling after each one (one event per 120 Hz step).
    private func replay(_ scenario: Scenario, _ builder: TraceBuilder, hz: Int = 120) -> (Simulation, [Sample]) {
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: hz)
        var samples: [Sample] = []
        var fingerY = 0.0
        for event in builder.events {
            simulation.apply(event)
            if case let .pointer(_, _, y, _, _) = event.kind { fingerY = y }
            samples.append(
                Sample(
                    fingerY: fingerY, height: Double(simulation.scene!.container.displayedTranslationHeight),
                    offset: Double(simulation.scene!.drivingScrollView?.contentOffset.y ?? 0)))
        }
        return (simulation, samples)
    }

    private func assertNoJump(_ samples: [Sample], file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in zip(samples, samples.dropFirst()) {
            let moved = abs(b.height - a.height) + abs(b.offset - a.offset)
            XCTAssertLessThanOrEqual(
                moved, abs(b.fingerY - a.fingerY) + 1e-6,
                "jump at finger \(b.fingerY): height \(a.height)→\(b.height), offset \(a.offset)→\(b.offset)",
                file: file, line: line)
        }
    }

    func testOneGestureLiftsTheOverlayThenScrollsAndBackWithoutAJump() {
        var trace = TraceBuilder()
        trace.down(195, 800)
        // Fractional finger steps, as from a touchscreen (an offset landing exactly on the top pins, see
        // OverlayScrollViewDriverTests.testContentLandingExactlyOnItsTopIsPinnedBack).
        trace.move(195, from: 800, to: 100, step: 3.7)
        let upPhase = trace.events.count
        trace.move(195, from: 100, to: 840, step: 3.7)  // 40 pt further: the slop and the clamped step were not motion
        let (simulation, samples) = replay(BuiltInScenarios.maps, trace)
        let top = samples[upPhase - 1]
        XCTAssertEqual(top.height, 633, "lifted to the top notch")
        XCTAssertEqual(top.offset, 700 - 10 - 422, accuracy: 3.71, "then the rest of the gesture scrolled the list (less the 10 pt slop)")
        // On the way up the overlay moves first, the content stays at its top.
        let lifting = samples[..<upPhase].filter { $0.height < 633 }
        XCTAssertTrue(lifting.allSatisfy { $0.offset == 0 })
        // On the way down the content scrolls back to its top before the overlay lowers.
        let down = Array(samples[upPhase...])
        guard let firstLowered = down.firstIndex(where: { $0.height < 633 }) else { return XCTFail("never lowered") }
        XCTAssertTrue(down[..<firstLowered].allSatisfy { $0.offset >= 0 })
        XCTAssertEqual(down[firstLowered].offset, 0, "content at its top when the overlay starts to lower")
        XCTAssertEqual(samples.last!.height, 211, "lowered to the bottom notch without lifting the finger")
        assertNoJump(samples)
        XCTAssertEqual(simulation.scene!.container.isDragging, true)
    }

    func testReleaseAfterHandOverSettlesOnANotchWithTheContentInBounds() {
        var trace = TraceBuilder()
        trace.down(195, 800)
        trace.move(195, from: 800, to: 500, step: 6)
        trace.up(195, 500)
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let records = simulation.run(trace: trace.trace(until: trace.time + 2))
        let last = records.last!
        XCTAssertEqual(last.height, 633, "released moving up fast: the upper notch")
        XCTAssertEqual(last.notch, 1)
        XCTAssertEqual(last.contentOffset, 0, "released from the bottom half: content back at its top")
        XCTAssertFalse(last.animating)
        let events = records.flatMap(\.events)
        XCTAssertEqual(events.filter { $0 == .container(.willStartDragging) }.count, 1)
        XCTAssertEqual(events.suffix(3).map(\.description), ["willMove:1", "willTranslate", "didMove:1"])
    }

    func testDraggingByTheHeaderNeverChangesTheContentOffset() {
        var trace = TraceBuilder()
        trace.down(195, 650)
        trace.move(195, from: 650, to: 150, step: 5)
        trace.move(195, from: 150, to: 700, step: 5)
        trace.move(195, from: 700, to: 250, step: 5)
        trace.up(195, 250)
        let (simulation, samples) = replay(BuiltInScenarios.maps, trace)
        XCTAssertTrue(samples.allSatisfy { $0.offset == 0 })
        XCTAssertGreaterThan(samples.map(\.height).max()!, 633, "rubber band above the top notch")
        simulation.advance(to: trace.time + 1)
        XCTAssertEqual(simulation.scene!.container.displayedTranslationHeight, 633)
        XCTAssertEqual(simulation.scene!.drivingScrollView?.contentOffset.y, 0)
    }

    func testAContentOffsetSetByCodeSurvivesALaterOverlayMove() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let table = simulation.scene!.tables[0]
        table.contentOffset = CGPoint(x: 0, y: 440)
        simulation.apply(TraceEvent(time: 0.1, kind: .moveToNotch(index: 1, animated: true)))
        simulation.advance(to: 1)
        XCTAssertEqual(simulation.scene!.container.displayedTranslationHeight, 633)
        XCTAssertEqual(table.contentOffset.y, 440)
        var trace = TraceBuilder(start: 1.1)
        trace.down(195, 240)
        trace.move(195, from: 240, to: 500, step: 5)
        trace.up(195, 500)
        for event in trace.events { simulation.apply(event) }
        simulation.advance(to: trace.time + 1)
        XCTAssertEqual(simulation.scene!.container.displayedTranslationHeight, 211)
        XCTAssertEqual(table.contentOffset.y, 440)
    }

    func testFractionalTopNotchStillHandsOverAtTheTop() {
        var scenario = BuiltInScenarios.maps
        scenario.notches = [.fraction(0.25), .fraction(0.9)]
        var trace = TraceBuilder()
        trace.down(195, 800)
        trace.move(195, from: 800, to: 50, step: 3)
        let (simulation, samples) = replay(scenario, trace)
        let top = 0.9 * 844.0
        XCTAssertEqual(samples.last!.height, top)
        XCTAssertEqual(simulation.scene!.container.translationPosition, .top)
        XCTAssertGreaterThan(samples.last!.offset, 100, "the content scrolls once the fractional top notch is reached")
        assertNoJump(samples)
    }

    func testWheelScrollsTheContentWithinBoundsAndNotTheOverlay() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        simulation.apply(TraceEvent(time: 0.1, kind: .wheel(x: 195, y: 800, dy: 120)))
        XCTAssertEqual(simulation.scene!.drivingScrollView?.contentOffset.y, 120)
        simulation.apply(TraceEvent(time: 0.2, kind: .wheel(x: 195, y: 800, dy: -500)))
        XCTAssertEqual(simulation.scene!.drivingScrollView?.contentOffset.y, 0, "clamped at the top")
        XCTAssertEqual(simulation.scene!.container.translationHeight, 211)
    }

    // MARK: - Whole-point steps (mouse) and a first step after a rest

    /// Maps at the top notch, one 40 pt wheel step into the list, then a slow drag down the list in whole-point
    /// steps of `step` points every 16 ms (a mouse), 120 pt in all; returns the lowest overlay height during the drag
    /// and the content offset at its end.
    private func slowDragDownTheList(step: Double, referenceQuirks: Bool) -> (lowest: Double, offsetAtEnd: Double) {
        var scenario = BuiltInScenarios.maps
        scenario.referenceQuirks = referenceQuirks
        var trace = TraceBuilder(start: 0.1, interval: 0.016)
        trace.command(.moveToNotch(index: 1, animated: false))
        trace.wait(0.5)
        trace.command(.wheel(x: 195, y: 400, dy: 40))
        trace.wait(0.2)
        trace.down(195, 400)
        trace.move(195, from: 400, to: 520, step: step)
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
        var lowest = Double.infinity
        _ = simulation.run(trace: Trace(events: trace.events, until: trace.time + 0.1)) { simulation in
            if simulation.currentTime > 0.85 { lowest = min(lowest, Double(simulation.scene!.container.displayedTranslationHeight)) }
        }
        return (lowest, Double(simulation.scene!.drivingScrollView?.contentOffset.y ?? .nan))
    }

    func testASlowWholePointDragDownTheListHandsOverAtTheTopNotch() {
        for step in [1.0, 2, 3, 7, 10] {
            let drag = slowDragDownTheList(step: step, referenceQuirks: false)
            XCTAssertEqual(drag.offsetAtEnd, 0, "\(step) pt steps: the list reached its top")
            // 120 pt of finger: 40 scroll the list back (10 went into the pan's slop), the rest lowers the overlay.
            XCTAssertEqual(drag.lowest, 633 - 70, accuracy: step + 1e-9, "\(step) pt steps: the overlay took over")
        }
    }

    func testWithReferenceQuirksStepsLandingExactlyOnTheTopStick() {
        // The iOS library's pinning: steps of 1, 2 and 10 pt bring the list exactly onto its top and are pinned back
        // there; steps of 3 and 7.06 pt cross the top and hand over.
        for step in [1.0, 2, 10] {
            let drag = slowDragDownTheList(step: step, referenceQuirks: true)
            XCTAssertGreaterThan(drag.offsetAtEnd, 0, "\(step) pt steps stick above the top")
            XCTAssertEqual(drag.lowest, 633, "\(step) pt steps: the overlay never moved")
        }
        for step in [3.0, 7] {
            XCTAssertLessThan(slowDragDownTheList(step: step, referenceQuirks: true).lowest, 633, "\(step) pt steps cross the top")
        }
    }

    /// A press in the list at the bottom notch held 100 ms, then a 14 pt move up in one step and a few more.
    private func quickMoveAfterAPress(referenceQuirks: Bool) -> (
        offsetAfterFirstStep: Double, heightAfterFirstStep: Double, offsetAtEnd: Double
    ) {
        var scenario = BuiltInScenarios.maps
        scenario.referenceQuirks = referenceQuirks
        let simulation = Simulation(scene: BuiltInScene(scenario: scenario), stepsPerSecond: 60)
        simulation.apply(TraceEvent(time: 0.2, kind: .pointer(phase: .down, x: 195, y: 760, pointer: 0, source: .mouse)))
        simulation.apply(TraceEvent(time: 0.3, kind: .pointer(phase: .move, x: 195, y: 746, pointer: 0, source: .mouse)))
        let container = simulation.scene!.container
        let list = simulation.scene!.drivingScrollView!
        let first = (Double(list.contentOffset.y), Double(container.displayedTranslationHeight))
        for (index, y) in [736.0, 726, 716].enumerated() {
            simulation.apply(
                TraceEvent(time: 0.316 + 0.016 * Double(index), kind: .pointer(phase: .move, x: 195, y: y, pointer: 0, source: .mouse)))
        }
        return (first.0, first.1, Double(list.contentOffset.y))
    }

    func testAFastFirstMoveAfterAPressMovesTheOverlayNotTheList() {
        let move = quickMoveAfterAPress(referenceQuirks: false)
        XCTAssertEqual(move.offsetAfterFirstStep, 0, "the list stays at its top")
        XCTAssertEqual(move.heightAfterFirstStep, 211 + 4, "the overlay takes the 4 pt beyond the slop")
        XCTAssertEqual(move.offsetAtEnd, 0)
        let reference = quickMoveAfterAPress(referenceQuirks: true)
        XCTAssertEqual(reference.offsetAfterFirstStep, 4, "[quirk] the first step scrolls the list")
        XCTAssertEqual(reference.offsetAtEnd, 4, "[quirk] and it stays there")
    }
}
