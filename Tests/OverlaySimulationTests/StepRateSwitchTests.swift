import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayFiles
@testable import OverlayScenes
@testable import OverlaySimulation

/// A trace with `key f` (60 ↔ 120 Hz) replays through every step up to its `until` at the rates in force: the
/// window that recorded it ran the same steps, so its frame log is the replay's.
final class StepRateSwitchTests: XCTestCase {
    /// F at 0.505 s, a fast drag of the header up and its release, F again at 1.203 s and at 1.453 s; ends at
    /// 2.5 s. A key switches the rate from the step boundary before it: at 0.5, 1.2 and 1.45 s.
    private func switchingTrace() -> Trace {
        var trace = TraceBuilder(start: 0.505, interval: 0.01)
        trace.command(.key(.switchStepRate))
        trace.wait(0.1)
        trace.down(195, 660)
        trace.move(195, from: 660, to: 400, step: 20)
        trace.up(195, 400)
        var events = trace.events
        events.append(TraceEvent(time: 1.203, kind: .key(.switchStepRate)))
        events.append(TraceEvent(time: 1.453, kind: .key(.switchStepRate)))
        return Trace(events: events, until: 2.5)
    }

    func testSeveralRateSwitchesRunEveryStepUpToUntilAndKeepTheLastCallbacks() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let records = simulation.run(trace: switchingTrace())
        // 0.5 s at 60 Hz, 0.7 s at 120 Hz, 0.25 s at 60 Hz (15 steps), 1.05 s at 120 Hz: 30 + 84 + 15 + 126 steps.
        XCTAssertEqual(records.count, 255)
        XCTAssertEqual(simulation.stepsPerSecond, 120, "three switches from 60 Hz")
        XCTAssertEqual(records.last!.time, 2.5, accuracy: 1e-12, "the last step ends exactly at until")
        XCTAssertEqual(simulation.currentTime, 2.5)
        XCTAssertEqual(records[29].time, 0.5, accuracy: 1e-12)
        XCTAssertEqual(records[30].time - records[29].time, 1.0 / 120, accuracy: 1e-12, "120 Hz after the first F")
        let events = records.flatMap(\.events).map(\.description)
        XCTAssertEqual(events.suffix(3), ["willMove:1", "willTranslate", "didMove:1"], "the spring ended in the log")
        XCTAssertFalse(records.last!.animating)
        XCTAssertEqual(records.last!.height, 633)
        // Physics is exact: the same motion as at one rate throughout.
        let steady = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        var withoutKeys = switchingTrace()
        withoutKeys.events.removeAll { $0.kind == .key(.switchStepRate) }
        let steadyRecords = steady.run(trace: withoutKeys)
        XCTAssertEqual(steadyRecords.count, 150)
        XCTAssertEqual(
            FrameLog.finalLine(for: simulation.takeRecord()), FrameLog.finalLine(for: steady.takeRecord()),
            "the final state does not depend on the rates")
    }

    func testAReplayStartingAt120HzThatSwitchesDownStopsAtUntil() {
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 120)
        let records = simulation.run(trace: switchingTrace())
        // 0.5 s at 120 Hz, 0.7 s at 60 Hz, 0.25 s at 120 Hz, 1.05 s at 60 Hz: 60 + 42 + 30 + 63 steps.
        XCTAssertEqual(records.count, 195)
        XCTAssertEqual(records.last!.time, 2.5, accuracy: 1e-12, "not run on past until")
        XCTAssertTrue(records.flatMap(\.events).contains(.container(.didMove(notch: 1))))
    }
}
