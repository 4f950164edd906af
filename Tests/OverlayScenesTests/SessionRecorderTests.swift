import Foundation
import OverlayFiles
import OverlayScenes
import OverlaySimulation
import XCTest

/// A recorded session saved as a trace replays to the same state.
final class SessionRecorderTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testRecorderSavesAReplayableTrace() throws {
        let recorder = SessionRecorder()
        recorder.record(TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 195, y: 650, pointer: 0, source: .touch)))
        recorder.record(TraceEvent(time: 0.2, kind: .pointer(phase: .move, x: 195, y: 400, pointer: 0, source: .touch)))
        recorder.record(TraceEvent(time: 0.25, kind: .pointer(phase: .up, x: 195, y: 390, pointer: 0, source: .touch)))
        let path = try folder().appendingPathComponent("rec.json").path
        try recorder.save(to: path, until: 1.5)
        let trace = try Trace.load(path: path)
        XCTAssertEqual(trace.events, recorder.events)
        XCTAssertEqual(trace.until, 1.5)
        let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = simulation.run(trace: trace)
        XCTAssertEqual(simulation.scene!.container.lastReachedNotchIndex, 1)
    }
}
