import Foundation
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import XCTest

/// `overlay-sim run --record FILE` under Xvfb, ended by SIGINT (Ctrl-C), SIGTERM or SIGHUP (the terminal closed) in
/// the middle of a session:
/// the window closes as on Esc, the recording is saved (atomically) with the drag in it, and the status is
/// 128 + the signal.
final class InterruptedRecordingTests: XvfbTestCase {

    private func interruptedSession(signal number: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("session.json").path
        // No --quit-after: only the signal ends it.
        let app = overlaySim(["run", "--scenario", "maps", "--record", record, "--renderer", "software"])
        let err = Pipe()
        app.standardOutput = FileHandle.nullDevice
        app.standardError = err
        try app.run()
        let window = try waitForWindow()
        guard !window.isEmpty else {
            kill(app.processIdentifier, SIGKILL)
            app.waitUntilExit()
            return XCTFail("the window did not appear")
        }
        usleep(300_000)
        // A drag of the header up, released; then the signal while the overlay settles.
        try xdotool(
            mouseDrag(in: window, pressAt: 660, moves: stride(from: 650, through: 400, by: -25), interval: 0.02) + ["sleep", "0.1"])
        kill(app.processIdentifier, number)
        let killer = DispatchWorkItem { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: killer)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        app.waitUntilExit()
        killer.cancel()
        XCTAssertEqual(app.terminationReason, .exit, "ended by itself, not killed by the signal: \(stderr)")
        XCTAssertEqual(app.terminationStatus, 128 + number, stderr)
        XCTAssertTrue(stderr.contains("recording saved: \(record)"), stderr)
        let trace = try Trace.load(path: record)
        let phases = trace.events.compactMap { event -> PointerPhase? in
            if case let .pointer(phase, _, _, _, _) = event.kind { return phase }
            return nil
        }
        XCTAssertEqual(phases.first, .down, "the drag is in the recording")
        XCTAssertEqual(phases.last, .up)
        XCTAssertGreaterThan(phases.filter { $0 == .move }.count, 3)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["session.json"], "no temporary file, no journal")
        // The recording replays to the notch the drag reached.
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = simulation.run(trace: Trace(events: trace.events, until: (trace.events.last?.time ?? 0) + 2))
        XCTAssertEqual(simulation.scene!.container.lastReachedNotchIndex, 1)
    }

    func testSIGINTSavesTheRecording() throws {
        try interruptedSession(signal: SIGINT)
    }

    func testSIGTERMSavesTheRecording() throws {
        try interruptedSession(signal: SIGTERM)
    }

    func testSIGHUPSavesTheRecording() throws {
        try interruptedSession(signal: SIGHUP)
    }
}
