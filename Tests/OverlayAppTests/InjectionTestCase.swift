import Foundation
import OverlayFiles
import XCTest

/// A window test that feeds a trace to the real window as SDL events (`run --inject TRACE`) and checks that the
/// session's frame log equals `simulate` of its recording, byte for byte.
class InjectionTestCase: XvfbTestCase {
    struct Session {
        var run: WindowRun
        var record: String
        var recorded: Trace
        var log: [[String: Any]]
    }

    /// Runs the window on `trace` (its events pushed as SDL events) with the frame log and a recording, until
    /// `quitAfter`; checks that it ended well and that `simulate` of the recording prints the same log.
    func injected(
        _ trace: Trace, quitAfter: Double, arguments extra: [String] = [], folder: URL? = nil,
        act: (String) throws -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Session {
        let folder = try folder ?? temporaryFolder()
        let input = folder.appendingPathComponent("injected.json").path
        try trace.encodeJSON().write(toFile: input, atomically: true, encoding: .utf8)
        let record = folder.appendingPathComponent("recorded.json").path
        let run = try runWindow(
            [
                "run", "--scenario", "maps", "--renderer", "software", "--inject", input, "--log-events",
                "--record", record, "--quit-after", String(quitAfter),
            ] + extra, act: act)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let recorded = try Trace.load(path: record)
        XCTAssertGreaterThan(run.stdout.split(separator: "\n").count, 60, file: file, line: line)
        try assertReplayPrintsTheLiveLog(run.stdout, record: record, file: file, line: line)
        let log = run.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return Session(run: run, record: record, recorded: recorded, log: log)
    }

    /// The pointer events of the recording are those injected: same phases, pointers, sources and positions (to
    /// the precision of SDL's normalised floats), each applied at its time or later (pushed when the window's loop
    /// reached it, stamped when the window read it; a debug build that writes every frame as a PNG for
    /// `--dump-frame` can be a tenth of a second late).
    func assertSameGestures(_ recorded: Trace, _ injected: Trace, file: StaticString = #filePath, line: UInt = #line) {
        let got = pointers(recorded), wanted = pointers(injected)
        XCTAssertEqual(
            got.count, wanted.count,
            "as many pointer events; recorded: " + got.map { "\($0.phase)#\($0.pointer)@\($0.time)" }.joined(separator: " "), file: file,
            line: line)
        for (index, (a, b)) in zip(got, wanted).enumerated() {
            let what = "pointer event \(index): recorded \(a), injected \(b)"
            XCTAssertEqual(a.phase, b.phase, what, file: file, line: line)
            XCTAssertEqual(a.pointer, b.pointer, what, file: file, line: line)
            XCTAssertEqual(a.source, b.source, what, file: file, line: line)
            XCTAssertEqual(a.x, b.x, accuracy: 0.001, what, file: file, line: line)
            XCTAssertEqual(a.y, b.y, accuracy: 0.001, what, file: file, line: line)
            // Never before its time: the injector pushes it once its time has come, and the window stamps it when it
            // reads it, to the microsecond (SDL's own stamps, whole milliseconds, could put it up to 1 ms early).
            XCTAssertGreaterThanOrEqual(a.time, b.time - 1e-9, what, file: file, line: line)
            // Recorded when the loop read it: a loaded machine's loop can stall for a second or two.
            XCTAssertLessThan(a.time, b.time + 3, what, file: file, line: line)
        }
    }

    /// Whether the window read some pointer event of `injected` more than `slack` seconds after its time. A loaded
    /// machine's loop can stall for half a second or more (once in CI, 1.2 s after a real resize, it read a whole
    /// two-finger gesture in one turn), and then no frame can show the gesture as the trace spaces it: a test whose
    /// assertions sample the frames during a gesture runs it again.
    func readLate(_ recorded: Trace, _ injected: Trace, slack: Double = 0.2) -> Bool {
        zip(pointers(recorded), pointers(injected)).contains { $0.time - $1.time > slack }
    }

    /// The pointer events of `trace`, in order.
    private typealias PointerEvent = (time: Double, phase: PointerPhase, x: Double, y: Double, pointer: Int, source: PointerSource)

    private func pointers(_ trace: Trace) -> [PointerEvent] {
        trace.events.compactMap { event in
            guard case let .pointer(phase, x, y, pointer, source) = event.kind else { return nil }
            return (event.time, phase, x, y, pointer, source)
        }
    }

    func callbacks(_ log: [[String: Any]], _ name: String) -> Int {
        log.flatMap { ($0["events"] as? [String]) ?? [] }.filter { $0 == name }.count
    }

    func touch(_ phase: PointerPhase, _ time: Double, _ x: Double, _ y: Double, pointer: Int = 0) -> TraceEvent {
        TraceEvent(time: time, kind: .pointer(phase: phase, x: x, y: y, pointer: pointer, source: .touch))
    }

    /// The frame log of `simulate` of `trace` on the maps scenario, a line per element.
    func simulatedLog(_ trace: Trace, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let path = try temporaryFolder().appendingPathComponent("simulated.json").path
        try trace.encodeJSON().write(toFile: path, atomically: true, encoding: .utf8)
        let output = try simulated(trace: path, file: file, line: line)
        return output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}
