import Foundation
import OverlayFiles
import OverlayScenes
import XCTest

@testable import OverlayApp

/// The input-to-present latency the window logs (`--present-log`), at chosen real instants, without SDL or a
/// clock: each pointer input is handed to the present after the step that applied it, with its own real instant.
final class InputLatencyTests: XCTestCase {
    func testEachInputIsReportedOnceWithTheFramePresentedAfterItsStep() {
        var options = WindowOptions(scenario: BuiltInScenarios.maps)
        options.presentLogPath = "/dev/null"
        let session = WindowSession(options: options)
        session.advanceFrame(real: 0)
        XCTAssertEqual(session.takeInputsAwaitingPresent(), [])
        // Two moves inside the step that ends at 0.05 s (60 Hz), one in the next.
        for (time, y) in [(0.041, 660.0), (0.045, 650), (0.052, 640)] {
            session.receive(
                .trace(TraceEvent(time: time, kind: .pointer(phase: .move, x: 195, y: y, pointer: 0, source: .mouse))), at: time)
        }
        session.advanceFrame(real: 0.045)
        XCTAssertEqual(session.takeInputsAwaitingPresent(), [], "their step has not run yet")
        session.advanceFrame(real: 0.0515)
        XCTAssertEqual(session.takeInputsAwaitingPresent().map { ($0 * 1000).rounded() }, [41, 45], "applied in the step ending at 50 ms")
        XCTAssertEqual(session.takeInputsAwaitingPresent(), [], "reported once")
        session.advanceFrame(real: 0.0685)
        XCTAssertEqual(session.takeInputsAwaitingPresent().map { ($0 * 1000).rounded() }, [52])
    }

    func testWithoutThePresentLogNothingIsKept() {
        let session = WindowSession(options: WindowOptions(scenario: BuiltInScenarios.maps))
        session.advanceFrame(real: 0)
        session.receive(.trace(TraceEvent(time: 0.01, kind: .pointer(phase: .down, x: 195, y: 660, pointer: 0, source: .mouse))), at: 0.01)
        session.advanceFrame(real: 0.05)
        XCTAssertEqual(session.takeInputsAwaitingPresent(), [])
    }
}
