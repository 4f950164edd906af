import Foundation
import OverlayCheck
import OverlayFiles

/// The window's frame pacing: `run` on the software renderer at scale 2 and 60 or 120 steps a second while a
/// script drags the overlay without pause, its presents logged (`--present-log`).
extension WindowBenchmarks {
    struct Pacing {
        /// Seconds between consecutive presents while the finger moved.
        var intervals: [Double]
        /// Seconds from each move's timestamp to the present that first showed it, over the same stretch.
        var latencies: [Double]
        /// The window's size in pixels as it opened, from `run`'s own words when it had to fit the display.
        var fitted: String?
    }

    /// A finger on the header that goes up 400 pt and back every second, a move every step of `hz`, from `start`
    /// to `end` seconds: every step has something new to show. The moves come in the middle of the steps (not on
    /// their boundaries, where rounding would put two moves in one step and none in the next), and a step's last
    /// move is never where the step before left the finger (moves at 120 Hz read at 60 Hz would make the two
    /// steps around each turn end at the same height: a frame with nothing new, which the window rightly does not
    /// present, and the bench would count as a missed step).
    static func continuousDrag(start: Double, end: Double, hz: Int = 120) -> Trace {
        var events = [TraceEvent(time: start, kind: .pointer(phase: .down, x: 195, y: 668, pointer: 0, source: .touch))]
        var index = 1
        let rate = Double(hz)
        while start + (Double(index) + 0.5) / rate < end {
            let phase = Double(index % hz) / rate
            let y = 668 - 400 * (1 - cos(2 * Double.pi * phase)) / 2
            events.append(
                TraceEvent(
                    time: start + (Double(index) + 0.5) / rate,
                    kind: .pointer(phase: .move, x: 195, y: y, pointer: 0, source: .touch)))
            index += 1
        }
        events.append(TraceEvent(time: end, kind: .pointer(phase: .up, x: 195, y: 668, pointer: 0, source: .touch)))
        return Trace(events: events, until: end + 0.2)
    }

    /// The stretch of a pacing run of `duration` seconds whose presents are measured: from 1 s after the drag
    /// starts (0.5 s in) to the drag's end (0.3 s before the window quits).
    static func measuredSeconds(duration: Double) -> Double { duration - 0.3 - 1.5 }

    /// The intervals between the deadlines `BarePacing` kept over the seconds a pacing run of `duration` measures,
    /// at `hz` a second (this program run with `--bare-pacing`).
    func barePacing(duration: Double, hz: Int) throws -> [Double] {
        let bench = OverlaySimExecutable.bench
        let seconds = Self.measuredSeconds(duration: duration)
        let output = "\(scratch)/bare-pacing.txt", log = "\(scratch)/bare-pacing.log"
        let child = try ChildProcess(
            executable: bench, arguments: ["--bare-pacing", String(hz), "--bare-pacing-seconds", String(seconds)],
            environment: environment, stdout: output, stderr: log)
        let status = child.wait(timeout: seconds + 30)
        guard status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
            throw ChildProcessError("`--bare-pacing` exited with \(status.map(String.init) ?? "a timeout") (see \(log))")
        }
        let instants = text.split(separator: "\n").compactMap { Double($0) }
        guard instants.count >= 10 else { throw ChildProcessError("`--bare-pacing` kept only \(instants.count) deadlines (see \(log))") }
        return zip(instants.dropFirst(), instants).map { $0 - $1 }
    }

    /// Runs the window for `duration` seconds at `hz` steps a second under a continuous drag and returns the
    /// present-to-present intervals and the input-to-present latencies between 1 s after the drag starts and its end.
    func pacing(duration: Double, hz: Int) throws -> Pacing {
        if let unavailable { throw ChildProcessError(unavailable) }
        let script = "\(scratch)/continuous-drag.json", presents = "\(scratch)/presents.txt", log = "\(scratch)/pacing-run.log"
        let dragStart = 0.5, dragEnd = duration - 0.3  // the stretch `measuredSeconds` gives: dragStart + 1 to dragEnd
        try Self.continuousDrag(start: dragStart, end: dragEnd, hz: hz).encodeJSON().write(
            toFile: script, atomically: true, encoding: .utf8)
        let child = try ChildProcess(
            executable: executable,
            arguments: [
                "run", "--renderer", "software", "--scale", "2", "--hz", String(hz), "--script", script,
                "--present-log", presents, "--quit-after", String(duration),
            ],
            environment: environment, stdout: nil, stderr: log)
        let status = child.wait(timeout: duration + 30)
        guard status == 0, let text = try? String(contentsOfFile: presents, encoding: .utf8) else {
            throw ChildProcessError("`run --present-log` exited with \(status.map(String.init) ?? "a timeout") (see \(log))")
        }
        // A line per present: its instant, then the latencies of the inputs it was the first to show.
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
            .filter { ($0.first ?? -1) >= dragStart + 1 && ($0.first ?? .infinity) <= dragEnd }
        let times = lines.map { $0[0] }
        let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
        let latencies = lines.flatMap { $0.dropFirst() }
        guard intervals.count >= 10 else { throw ChildProcessError("only \(times.count) frames presented during the drag (see \(log))") }
        let fitted = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n")
            .first { $0.contains("does not fit") }.map(String.init)
        return Pacing(intervals: intervals, latencies: latencies, fitted: fitted)
    }
}
