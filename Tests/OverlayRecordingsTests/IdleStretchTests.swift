import OverlayFiles
import OverlayTestSupport
import XCTest

@testable import OverlayRecordings

/// Long pauses shortened on request (film, plot), never while a finger is down.
final class IdleStretchTests: XCTestCase {
    private let abs = EvdevCode.absolute
    private let id = EvdevCode.multiTouchTrackingID, x = EvdevCode.multiTouchPositionX, y = EvdevCode.multiTouchPositionY

    /// A tap, a finger held still for 10 s, then 20 hours later another tap.
    static func recording() -> String {
        let abs = EvdevCode.absolute, id = EvdevCode.multiTouchTrackingID
        let x = EvdevCode.multiTouchPositionX, y = EvdevCode.multiTouchPositionY
        let frames = [
            RecordingText.at(0, (abs, id, 1), (abs, x, 700), (abs, y, 2400)), RecordingText.at(0.1, (abs, id, -1)),
            RecordingText.at(1, (abs, id, 2), (abs, x, 700), (abs, y, 2400)), RecordingText.at(11, (abs, id, -1)),
            RecordingText.at(72_011, (abs, id, 3), (abs, x, 700), (abs, y, 2400)), RecordingText.at(72_011.1, (abs, id, -1)),
        ]
        return RecordingText.recording(RecordingText.device(frames: frames))
    }

    func testIdleStretchesAreShortenedOnlyOnRequestAndSaid() throws {
        let text = Self.recording()
        let kept = try RecordingText.convert(text)
        XCTAssertEqual(kept.trace.events.map(\.time), [0, 0.1, 1, 11, 72_011, 72_011.1])
        XCTAssertEqual(kept.warnings, [])
        let collapsed = try RecordingText.convert(text, options: RecordingImportOptions(idleLimit: 2))
        // The 0.9 s pause stays, the 10 s hold stays (a finger is down), the 20 hours become 2 s.
        XCTAssertEqual(collapsed.trace.events.map(\.time), [0, 0.1, 1, 11, 13, 13.1])
        XCTAssertEqual(
            collapsed.warnings,
            [
                "devices[0] \"Test Touchscreen\": no finger down from 11.000 s to 72011.000 s (as recorded): "
                    + "this idle stretch of 72000.000 s is replayed as 2.000 s"
            ])
        // Where the film and the plot mark the cut: from the lift at 11 s, 2 s long in the replay, 20 hours as recorded.
        XCTAssertEqual(collapsed.idleCuts, [IdleCut(start: 11, replayed: 2, recorded: 72_000)])
        XCTAssertEqual(collapsed.idleCuts.first?.label, "⋯ 20 h idle")
        XCTAssertEqual(kept.idleCuts, [])
    }

    func testCutsAreSaidInSecondsMinutesOrHours() {
        let labels = [3.24, 59.94, 60, 125, 3600, 5430].map { IdleCut(start: 0, replayed: 2, recorded: $0).label }
        XCTAssertEqual(labels, ["⋯ 3.2 s idle", "⋯ 59.9 s idle", "⋯ 1 min idle", "⋯ 2 min 5 s idle", "⋯ 1 h idle", "⋯ 1 h 31 min idle"])
        let cut = IdleCut(start: 0.1, replayed: 2, recorded: 8)
        XCTAssertEqual([0.0999, 0.1, 2.0999, 2.1].map(cut.contains), [false, true, true, false])
    }
}
