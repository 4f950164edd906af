import Foundation
import XCTest
@testable import OverlayScenes

final class AtomicFileTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func testWriteReplacesAndLeavesNoTemporaryFile() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("out.json").path
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["out.json"])
    }

    func testMissingFolderIsAnErrorNamingIt() throws {
        XCTAssertThrowsError(try AtomicFile.write("x", to: "/nonexistent-folder/out.json")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent-folder"), "\(error)")
        }
    }

    func testFailedRenameKeepsTheExistingFile() throws {
        let dir = try folder()
        // A directory in the way: rename(2) of a file over a non-empty directory fails.
        let blocked = dir.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write("x", to: blocked.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["blocked"], "temporary file removed")
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
        let simulation = Simulation(scene: Scene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        _ = simulation.run(trace: trace)
        XCTAssertEqual(simulation.scene.container.lastReachedNotchIndex, 1)
    }
}
