import Foundation
import XCTest

@testable import OverlayFiles

/// The journal of a take is a trace file after every flush, growing only: what a SIGKILL leaves replays.
final class TakeJournalTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func event(_ time: Double, _ phase: PointerPhase, y: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .pointer(phase: phase, x: 195, y: y, pointer: 0, source: .mouse))
    }

    func testEveryFlushLeavesATraceEndingAtItsInstant() throws {
        let take = try folder().appendingPathComponent("take.json").path
        let recorder = SessionRecorder()
        try recorder.stream(to: TakeJournal.path(forTake: take))
        let journal = take + ".partial"
        XCTAssertEqual(try Trace.load(path: journal).events, [], "a trace from the start")
        recorder.record(event(0.25, .down, y: 660))
        recorder.record(event(0.3, .move, y: 600))
        try recorder.flush(until: 0.5)
        var trace = try Trace.load(path: journal)
        XCTAssertEqual(trace.events, [event(0.25, .down, y: 660), event(0.3, .move, y: 600)])
        XCTAssertEqual(trace.until, 0.5)
        let size = try FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int
        try recorder.flush(until: 12_345.678_901_234)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int, size,
            "a flush without events rewrites only the closing part, of fixed length")
        recorder.record(event(12_346, .up, y: 400))
        try recorder.flush(until: 12_346.5)
        trace = try Trace.load(path: journal)
        XCTAssertEqual(trace.events.count, 3)
        XCTAssertEqual(trace.events.last, event(12_346, .up, y: 400))
        XCTAssertEqual(trace.until, 12_346.5)
        try recorder.save(to: take, until: 12_347)
        XCTAssertEqual(try Trace.load(path: take).events.count, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal), "the journal goes once the take is saved")
    }

    func testAFailedSaveKeepsTheJournal() throws {
        let base = try folder()
        let recorder = SessionRecorder()
        let journal = base.appendingPathComponent("take.json.partial").path
        try recorder.stream(to: journal)
        recorder.record(event(0.1, .down, y: 660))
        try recorder.flush(until: 0.2)
        XCTAssertThrowsError(try recorder.save(to: base.appendingPathComponent("gone/take.json").path, until: 1))
        XCTAssertEqual(try Trace.load(path: journal).events.count, 1)
    }

    func testAJournalThatCannotBeCreatedSaysWhere() {
        XCTAssertThrowsError(try TakeJournal(path: "/nonexistent-folder/take.json.partial")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent-folder/take.json.partial"), "\(error)")
        }
    }
}
