import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayPhysics
import OverlayTestSupport
import OverlayUIKit
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// Same trace, same log, byte for byte; 60 Hz and 120 Hz agree at shared instants.
final class DeterminismTests: XCTestCase {
    /// A session with drags, a scroll hand-over, a flick, a code move and a resize, on odd timestamps.
    private func session() -> Trace {
        var trace = TraceBuilder(start: 0.0137, interval: 0.0071)
        trace.down(195, 660)
        trace.move(195, from: 660, to: 300, step: 7)
        trace.up(195, 300)
        trace.wait(0.2)
        trace.down(195, 500)
        trace.move(195, from: 500, to: 200, step: 9)
        trace.move(195, from: 200, to: 700, step: 11)
        trace.up(195, 700)
        trace.wait(0.05)
        trace.command(.moveToNotch(index: 1, animated: true))
        trace.wait(0.13)
        trace.command(.resize(width: 844, height: 390))
        trace.wait(0.31)
        trace.down(100, 300)
        trace.move(100, from: 300, to: 120, step: 12)
        trace.up(100, 120, after: 0.0071)
        return trace.trace(until: trace.time + 1.5)
    }

    private func log(hz: Int, every: Int) -> [String] {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: hz)
        return simulation.run(trace: session(), every: every).map(FrameLog.line(for:))
            + [FrameLog.finalLine(for: simulation.takeRecord())]
    }

    func testTheSameTraceTwiceGivesIdenticalLogs() {
        XCTAssertEqual(log(hz: 60, every: 1), log(hz: 60, every: 1))
        XCTAssertEqual(log(hz: 120, every: 1), log(hz: 120, every: 1))
    }

    func test60And120HzAgreeAtSharedInstants() {
        let slow = log(hz: 60, every: 1)
        let fast = log(hz: 120, every: 2)
        XCTAssertEqual(slow.count, fast.count)
        for (index, (a, b)) in zip(slow, fast).enumerated() where a != b {
            XCTFail("line \(index) differs:\n60 Hz:  \(a)\n120 Hz: \(b)")
            break
        }
        // The session really moved things: several notches, callbacks, content offsets.
        let joined = slow.joined()
        XCTAssertTrue(joined.contains("didMove:1"))
        XCTAssertTrue(joined.contains("willStartDragging"))
        XCTAssertTrue(slow.contains { $0.contains("\"dragging\":true") })
    }

    func testFrameLogNumberFormatting() {
        XCTAssertEqual(FrameLog.number(-0.0000001, decimals: 3), "0")
        XCTAssertEqual(FrameLog.number(632.81398, decimals: 3), "632.814")
        XCTAssertEqual(FrameLog.number(211, decimals: 3), "211")
        XCTAssertEqual(FrameLog.number(1.0 / 60, decimals: 6), "0.016667")
        XCTAssertEqual(FrameLog.number(.nan, decimals: 3), "null")
    }
}

/// A flood of moves in one frame is coalesced per millisecond, identically at 60 and 120 Hz, and ends where the
/// last move says.
final class CoalescingTests: XCTestCase {
    private func flood(_ count: Int) -> Trace {
        var events = [TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .touch))]
        for index in 1...count {
            let fraction = Double(index) / Double(count)
            events.append(
                TraceEvent(
                    time: 0.2 + fraction / 60, kind: .pointer(phase: .move, x: 195, y: 668 - 200 * fraction, pointer: 0, source: .touch)))
        }
        return Trace(events: events, until: 0.5)
    }

    func testAFloodEndsWhereTheLastMoveSaysAndCostsFewDragSteps() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let records = simulation.run(trace: flood(20_000))
        XCTAssertEqual(simulation.scene!.container.translationHeight, 211 + 190, "200 pt up less the 10 pt slop")
        let translations = records.flatMap(\.events).filter {
            if case .container(.willTranslate) = $0 { return true } else { return false }
        }.count
        XCTAssertLessThan(translations, 40, "about one drag step per millisecond, not 20,000")
        XCTAssertGreaterThan(translations, 10)
    }

    func testCoalescingIsTheSameAt60And120Hz() {
        let slow = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60).run(trace: flood(5_000)).map(
            FrameLog.line(for:))
        let fast = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 120).run(trace: flood(5_000), every: 2)
            .map(
                FrameLog.line(for:))
        XCTAssertEqual(slow, fast)
    }

    func testMovesOfOtherPointersOrOtherMillisecondsAreKept() {
        let a = TraceEvent(time: 0.1001, kind: .pointer(phase: .move, x: 0, y: 0, pointer: 0, source: .touch))
        let b = TraceEvent(time: 0.1004, kind: .pointer(phase: .move, x: 0, y: 1, pointer: 0, source: .touch))
        let c = TraceEvent(time: 0.1004, kind: .pointer(phase: .move, x: 0, y: 1, pointer: 1, source: .touch))
        let d = TraceEvent(time: 0.1011, kind: .pointer(phase: .move, x: 0, y: 2, pointer: 0, source: .touch))
        XCTAssertTrue(Simulation.coalesces(a, into: b))
        XCTAssertFalse(Simulation.coalesces(a, into: c), "another pointer")
        XCTAssertFalse(Simulation.coalesces(b, into: d), "the next millisecond")
        let up = TraceEvent(time: 0.1004, kind: .pointer(phase: .up, x: 0, y: 1, pointer: 0, source: .touch))
        XCTAssertFalse(Simulation.coalesces(a, into: up), "a lift is never merged away")
        // A 1/120 s boundary splits a millisecond: 0.00833… lies inside the 9th millisecond.
        let before = TraceEvent(time: 1.0 / 120 - 0.0001, kind: a.kind)
        let after = TraceEvent(time: 1.0 / 120 + 0.0001, kind: a.kind)
        XCTAssertFalse(Simulation.coalesces(before, into: after))
    }
}
