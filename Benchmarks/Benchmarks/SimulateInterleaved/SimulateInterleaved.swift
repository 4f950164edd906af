import Benchmark
import BenchmarkSupport
import Foundation

// `simulate-interleaved`: the simulation's speed against the base build (dc31005) measured in turn, finely enough to
// hold on a shared machine. `simulate-session` and `simulate-session-base` are two harness runs one after the other,
// seconds apart; a slow spell of the machine (here they last seconds and can make a replay 1.5 × slower) can fall on
// one side only, and did. Here each iteration runs the simulation timer of both builds (scripts/bench builds
// Benchmarks/Interleaved/SimulateTimer.swift against each: `OVERLAY_BENCH_TIMER`, `OVERLAY_BENCH_TIMER_BASE`) on
// COUNT replays of the same 10 s maps session, in alternating order, and records the base's median time ÷ ours as
// the custom metric `base-per-ours` (in thousandths: ≥ 1,000 is as fast as the base), with each side's median
// microseconds beside it (throughput too: the JMH export needs it). The harness repeats and reports; scripts/bench
// takes the median iteration.
let benchmarks: @Sendable () -> Void = {
    let environment = ProcessInfo.processInfo.environment
    guard let ours = SimulateTimer(variable: "OVERLAY_BENCH_TIMER"), let base = SimulateTimer(variable: "OVERLAY_BENCH_TIMER_BASE")
    else { return }
    let trace = environment["OVERLAY_BENCH_TRACE"] ?? BenchmarkPlan.scratch + "/session-10s.json"
    let replays = BenchmarkPlan.quick ? "4" : "40"
    let ratio = BenchmarkMetric.custom("base-per-ours", polarity: .prefersLarger, useScalingFactor: false)
    let oursTime = BenchmarkMetric.custom("ours-microseconds", useScalingFactor: false)
    let baseTime = BenchmarkMetric.custom("base-microseconds", useScalingFactor: false)
    var iteration = 0
    Benchmark(
        "simulate-interleaved",
        configuration: .init(
            metrics: [.wallClock, .throughput, ratio, oursTime, baseTime], warmupIterations: 1,
            maxDuration: .seconds(BenchmarkPlan.quick ? 0.2 : 8), maxIterations: BenchmarkPlan.count(40))
    ) { benchmark in
        // The base's libraries cannot write the session; this tree's timer does when it is missing.
        if !FileManager.default.fileExists(atPath: trace) { _ = try ours.medianMicroseconds(trace: trace, replays: "1") }
        // Which side goes first alternates, so that a spell that starts or ends within an iteration favours neither.
        iteration += 1
        let first = iteration.isMultiple(of: 2) ? ours : base
        let second = iteration.isMultiple(of: 2) ? base : ours
        let firstTime = try first.medianMicroseconds(trace: trace, replays: replays)
        let secondTime = try second.medianMicroseconds(trace: trace, replays: replays)
        let (o, b) = iteration.isMultiple(of: 2) ? (firstTime, secondTime) : (secondTime, firstTime)
        benchmark.measurement(ratio, Int((b / o * 1000).rounded()))
        benchmark.measurement(oursTime, Int(o.rounded()))
        benchmark.measurement(baseTime, Int(b.rounded()))
    }
}

/// One build's simulation timer: a program that replays the session COUNT times and prints the median microseconds.
private struct SimulateTimer {
    let path: String

    /// The program `variable` names; nil (the benchmark is skipped, and says why) when it is not executable.
    init?(variable: String) {
        let path = ProcessInfo.processInfo.environment[variable] ?? ""
        guard !path.isEmpty, FileManager.default.isExecutableFile(atPath: path) else {
            FileHandle.standardError.write(
                Data("benchmarks: \(variable) is not an executable simulation timer; simulate-interleaved skipped\n".utf8))
            return nil
        }
        self.path = path
    }

    /// The median microseconds of `replays` replays of `trace`, as the program printed it.
    func medianMicroseconds(trace: String, replays: String) throws -> Double {
        let printed = try CommandRun.output(path, [trace, replays])
        guard let value = Double(printed.trimmingCharacters(in: .whitespacesAndNewlines)), value.isFinite, value > 0 else {
            throw CommandRun.Failure(description: "\(path) printed \(printed.debugDescription), not a time in microseconds")
        }
        return value
    }
}
