import Benchmark
import BenchmarkSupport
import Foundation
import OverlayFiles
@_spi(Benchmarks) import OverlayLab

// The peak memory of `overlay-sim simulate` on a 1-minute and a 1-day trace of the maps scene, a line printed every
// 60 steps to /dev/null. The 1-minute trace is 12 scripted 5 s cycles in a row; the 1-day trace is one such cycle at
// the start of every 10 minutes for 24 hours (144 cycles, 5,184,000 steps). The custom metric `peak-rss` is the
// child's maximum resident set in kB, from GNU time (which forks the child from its own small process, so the
// figure is the child's alone). The verdict is the 1-day ÷ the 1-minute peak within 10 % (scripts/bench).
// In quick mode (which checks that it runs) the long trace is 1 hour.
private func dayTrace() -> Trace {
    let cycle = ScriptedSession.maps(duration: ScriptedSession.cycleLength)
    let length = BenchmarkPlan.quick ? 3_600.0 : 86_400
    var events: [TraceEvent] = []
    for start in stride(from: 0.0, to: length, by: 600) {
        events += cycle.events.map { TraceEvent(time: start + $0.time, kind: $0.kind) }
    }
    return Trace(events: events, until: length)
}

let benchmarks: @Sendable () -> Void = {
    let time = "/usr/bin/time"
    guard let program = OverlaySimPrograms.current, FileManager.default.isExecutableFile(atPath: time) else {
        FileHandle.standardError.write(Data("benchmarks: SimulateMemory needs OVERLAY_SIM and \(time) (Debian's `time`)\n".utf8))
        return
    }
    let peak = BenchmarkMetric.custom("peak-rss", polarity: .prefersSmaller, useScalingFactor: false)
    let traces: [(String, () -> Trace)] = [
        ("simulate-peak-rss-1min", { ScriptedSession.maps(duration: 60) }), ("simulate-peak-rss-1day", dayTrace),
    ]
    for (name, trace) in traces {
        let path = BenchmarkPlan.scratch + "/\(name).json", report = BenchmarkPlan.scratch + "/\(name).time"
        Benchmark(
            name,
            configuration: .init(
                metrics: [.wallClock, .throughput, peak], warmupIterations: 0, maxDuration: .seconds(1),
                maxIterations: 1),
            closure: { benchmark in
                try CommandRun.run(
                    time,
                    ["-f", "%M", "-o", report, program, "simulate", "--scenario", "maps", "--trace", path, "--every", "60"])
                let text = try String(contentsOfFile: report, encoding: .utf8)
                guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
                    throw CommandRun.Failure(description: "\(time) wrote no peak to \(report): \(text)")
                }
                benchmark.measurement(peak, kilobytes)
                // The wall clock is not this benchmark's figure, and the harness keeps no throughput for an iteration
                // over 2 s (the 1-day replay), without which its JMH export leaves the benchmark out: the measured
                // region is made empty.
                benchmark.startMeasurement()
            },
            setup: {
                if !FileManager.default.fileExists(atPath: path) {
                    try trace().encodeJSON().write(toFile: path, atomically: true, encoding: .utf8)
                }
            })
    }
}
