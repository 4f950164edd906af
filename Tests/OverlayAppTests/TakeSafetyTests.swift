import Foundation
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import XCTest

/// A take survives what ends a window under Xvfb: a frame log piped into a reader that goes away (`| head -2`)
/// leaves the window running and the take saved; a SIGKILL, which nothing can catch, leaves the take streamed so far
/// in `FILE.partial`, a trace that replays.
final class TakeSafetyTests: XvfbTestCase {
    /// A drag of the header up from the lower notch, released.
    private func drag(in window: String) throws {
        try xdotool(mouseDrag(in: window, pressAt: 660, moves: stride(from: 650, through: 400, by: -25), interval: 0.02))
    }

    private func pointerPhases(_ trace: Trace) -> [PointerPhase] {
        trace.events.compactMap { event -> PointerPhase? in
            if case let .pointer(phase, _, _, _, _) = event.kind { return phase }
            return nil
        }
    }

    func testAClosedStdoutStopsTheLogButNotTheWindowAndTheTakeIsSaved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("take.json").path
        let app = overlaySim([
            "run", "--scenario", "maps", "--renderer", "software", "--log-events", "--record", record, "--quit-after", "4",
        ])
        let out = Pipe(), err = Pipe()
        app.standardOutput = out
        app.standardError = err
        let stderr = OutputBuffer()
        err.fileHandleForReading.readabilityHandler = { handle in stderr.append(handle.availableData) }
        try app.run()
        // `head -2`: two lines, then the reader goes away.
        var read = Data()
        while read.split(separator: UInt8(ascii: "\n")).count < 2 {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            read.append(chunk)
        }
        try out.fileHandleForReading.close()
        let window = try waitForWindow()
        XCTAssertFalse(window.isEmpty, "the window stays open")
        if !window.isEmpty { try drag(in: window) }
        app.waitUntilExit()
        err.fileHandleForReading.readabilityHandler = nil
        stderr.append(err.fileHandleForReading.readDataToEndOfFile())
        let said = String(decoding: stderr.data, as: UTF8.self)
        XCTAssertEqual(app.terminationReason, .exit, "not killed by SIGPIPE: \(said)")
        XCTAssertEqual(app.terminationStatus, 0, said)
        XCTAssertEqual(said.components(separatedBy: "stdout was closed").count - 1, 1, "said once: \(said)")
        XCTAssertTrue(said.contains("recording saved: \(record)"), said)
        let phases = pointerPhases(try Trace.load(path: record))
        XCTAssertEqual(phases.first, .down, "the drag after the pipe closed is in the take")
        XCTAssertEqual(phases.last, .up)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["take.json"], "no journal left")
    }

    func testAfterASIGKILLTheStreamedTakeIsATraceThatReplays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("take.json").path
        let journal = record + ".partial"
        let app = overlaySim(["run", "--scenario", "maps", "--renderer", "software", "--record", record])
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        let window = try waitForWindow()
        guard !window.isEmpty else {
            kill(app.processIdentifier, SIGKILL)
            app.waitUntilExit()
            return XCTFail("the window did not appear")
        }
        usleep(300_000)
        XCTAssertTrue(FileManager.default.fileExists(atPath: journal), "the take streams from its start")
        try drag(in: window)
        // Streamed every half second: a second after the release, all of the drag is on disk.
        usleep(1_000_000)
        kill(app.processIdentifier, SIGKILL)
        app.waitUntilExit()
        XCTAssertEqual(app.terminationReason, .uncaughtSignal)
        XCTAssertFalse(FileManager.default.fileExists(atPath: record), "nothing could save the take itself")
        let trace = try Trace.load(path: journal)
        let phases = pointerPhases(trace)
        XCTAssertEqual(phases.first, .down)
        XCTAssertEqual(phases.last, .up, "the whole drag")
        XCTAssertGreaterThan(phases.filter { $0 == .move }.count, 3)
        let up = trace.events.last { event in
            if case .pointer(.up, _, _, _, _) = event.kind { return true }
            return false
        }
        XCTAssertGreaterThan(trace.until ?? 0, (up?.time ?? .infinity) + 0.4, "it ends less than a second before the kill")
        // It replays as a trace: the drag lifts the card to the upper notch.
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = simulation.run(trace: Trace(events: trace.events, until: (trace.until ?? 0) + 2))
        XCTAssertEqual(simulation.scene!.container.lastReachedNotchIndex, 1)
    }
}
