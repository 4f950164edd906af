import Foundation
import OverlayFiles
import XCTest

/// A live take with F presses (60 ↔ 120 Hz) between drags, recorded in the real window under Xvfb: `simulate` of
/// the take prints the live frame log byte for byte, however many times the rate switched.
final class StepRateSwitchWindowTests: XvfbTestCase {
    func testATakeWithRateSwitchesReplaysAsItRanLive() throws {
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: record) }
        let run = try runWindow([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--quit-after", "6", "--record", record,
        ]) { window in
            usleep(400_000)
            try press(["f"], in: window)
            // Up from the lower notch (header top at 633 pt), released at speed.
            var commands = mouseDrag(in: window, pressAt: 660, moves: stride(from: 640, through: 300, by: -34)) + ["sleep", "0.3"]
            try xdotool(commands)
            try press(["f"], in: window)
            // Down again from the upper notch (header top at 211 pt) while the rate is 60 Hz again.
            commands = mouseDrag(in: window, pressAt: 240, moves: stride(from: 260, through: 600, by: 34)) + ["sleep", "0.2"]
            try xdotool(commands)
            try press(["f"], in: window)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let trace = try Trace.load(path: record)
        XCTAssertEqual(trace.events.filter { $0.kind == .key(.switchStepRate) }.count, 3, "three F presses recorded")
        let lines = run.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("didMove:1") }, "the first drag reached the upper notch")
        XCTAssertTrue(lines.contains { $0.contains("didMove:0") }, "the second one came back down")
        try assertReplayPrintsTheLiveLog(run.stdout, record: record)
    }
}
