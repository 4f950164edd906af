import Benchmark
import BenchmarkSupport
import Foundation

// `overlay-sim check Assets/suites/maps` end to end with each build's own defaults (dc31005: a process per core;
// this tree: cases on threads in worker processes), the real command, its case processes and their start-up
// included, at its own scale, for this tree's build and the base build (scripts/bench builds dc31005 beside it), in
// the same run; each checks the suite as its own commit has it (the goldens are each build's). The custom metric
// `checkpoints` is the image checkpoints the run compared (read from its results.json); checkpoints/s is that over
// the wall time, and the verdict is ours ÷ the base's (scripts/bench).

/// The image checkpoints in `results.json`: every outcome of kind "image" (read as plain JSON, so that another
/// build's file reads the same).
private func checkpoints(in folder: String) -> Int {
    guard let data = FileManager.default.contents(atPath: folder + "/results.json"),
        let results = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let cases = results["cases"] as? [[String: Any]]
    else { return 0 }
    return cases.flatMap { ($0["outcomes"] as? [[String: Any]]) ?? [] }.filter { $0["kind"] as? String == "image" }.count
}

let benchmarks: @Sendable () -> Void = {
    let checkpointsMetric = BenchmarkMetric.custom("checkpoints", polarity: .prefersLarger, useScalingFactor: false)
    for (name, program, variable, suite) in [
        (
            "check", OverlaySimPrograms.current, "OVERLAY_SIM",
            OverlaySimPrograms.repository.appendingPathComponent("Assets/suites/maps").path
        ),
        ("check-base", OverlaySimPrograms.base, "OVERLAY_SIM_BASE", OverlaySimPrograms.baseSuite),
    ] where !OverlaySimPrograms.skip(program, variable) {
        let output = BenchmarkPlan.scratch + "/\(name)"
        Benchmark(
            name,
            configuration: .init(
                metrics: [.wallClock, .throughput, checkpointsMetric], warmupIterations: 1,
                maxDuration: .seconds(BenchmarkPlan.quick ? 0.1 : 8), maxIterations: BenchmarkPlan.count(11))
        ) { benchmark in
            try CommandRun.run(
                program!, ["check", suite, "--output", output], errorLog: BenchmarkPlan.scratch + "/\(name).log")
            benchmark.stopMeasurement()
            benchmark.measurement(checkpointsMetric, checkpoints(in: output))
            try? FileManager.default.removeItem(atPath: output)
        }
    }
}
