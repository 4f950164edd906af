import Foundation
import OverlayFiles
import OverlayScenes
import XCTest

/// Drives the real window under Xvfb with xdotool: real X pointer events into the real SDL window.
final class WindowEndToEndTests: XvfbTestCase {

    /// Runs the window, drags the header from the lower notch up past the upper one, returns the frame log and the
    /// recorded trace.
    private func dragSession(environment extra: [String: String]) throws -> (
        log: [[String: Any]], trace: String, stdout: String,
        record: String
    ) {
        let record = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString).json").path
        let app = overlaySim(
            ["run", "--scenario", "maps", "--log-events", "--quit-after", "6", "--record", record],
            environment: extra)
        let out = Pipe()
        app.standardOutput = out
        app.standardError = FileHandle.nullDevice
        let collected = OutputBuffer()
        out.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try app.run()
        let window = try waitForWindow()
        XCTAssertFalse(window.isEmpty, "the window appeared")
        // Wait for the first frames to be logged: the window is up and stepping.
        let running = Date().addingTimeInterval(10)
        while collected.data.split(separator: UInt8(ascii: "\n")).count < 5 && Date() < running { usleep(50_000) }
        usleep(200_000)
        // Header at the lower notch: the card's top is at 633 pt, the header 70 pt tall.
        try xdotool(mouseDrag(in: window, pressAt: 660, moves: stride(from: 650, through: 120, by: -10)))
        app.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        collected.append(out.fileHandleForReading.readDataToEndOfFile())
        XCTAssertEqual(app.terminationStatus, 0)
        let lines = String(decoding: collected.data, as: UTF8.self).split(separator: "\n")
        let log = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let trace = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        return (log, trace, String(decoding: collected.data, as: UTF8.self), record)
    }

    private func assertFollowedAndSettled(_ log: [[String: Any]], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThan(log.count, 30, "frame log lines", file: file, line: line)
        let dragging = log.filter { ($0["dragging"] as? Bool) == true }
        let heights = dragging.compactMap { $0["height"] as? Double }
        XCTAssertGreaterThan(heights.count, 10, "frames while dragging", file: file, line: line)
        XCTAssertEqual(heights, heights.sorted(), "the overlay followed the pointer up", file: file, line: line)
        XCTAssertGreaterThan(heights.last ?? 0, 633, "dragged past the upper notch (rubber band)", file: file, line: line)
        let final = log.last { ($0["final"] as? Bool) == true }
        XCTAssertEqual(final?["notch"] as? Int, 1, file: file, line: line)
        XCTAssertEqual(final?["position"] as? String, "top", file: file, line: line)
        XCTAssertEqual(final?["height"] as? Double, 633, file: file, line: line)
    }

    func testMouseDragOfTheHeaderLiftsTheOverlayToTheUpperNotch() throws {
        let session = try dragSession(environment: ["SDL_MOUSE_TOUCH_EVENTS": "0"])
        assertFollowedAndSettled(session.log)
        XCTAssertTrue(session.trace.contains("\"down\""), "the session was recorded")
        XCTAssertFalse(session.trace.contains("\"touch\""), "mouse events, not fingers")
        try assertReplayPrintsTheLiveLog(session.stdout, record: session.record)
    }

    func testTheSameDragAsFingerEvents() throws {
        let session = try dragSession(environment: ["SDL_MOUSE_TOUCH_EVENTS": "1"])
        assertFollowedAndSettled(session.log)
        XCTAssertTrue(session.trace.contains("\"touch\""), "the drag arrived as finger events")
        try assertReplayPrintsTheLiveLog(session.stdout, record: session.record)
    }
}
