import Benchmark
import BenchmarkSupport
import Foundation
import OverlayFiles

// `simulate-session`: the maps scene built and a 10 s scripted session (drags, flings, list scrolls, wheel steps, a
// hand-over) replayed at 60 Hz with a frame record per step: what `simulate` does, less parsing and printing. The
// session is read from `OVERLAY_BENCH_TRACE` (written there from `ScriptedSession` when missing), so that the base
// build, whose libraries have no `ScriptedSession`, replays the same events; its run (`OVERLAY_BENCH_SIDE=base`)
// is named `simulate-session-base`, and the verdict is the base's time ÷ ours in the same round (scripts/bench). The
// measurement stops before the simulation is released: the base never frees its scene.
// scripts/bench compiles this folder against the base commit (dc31005) in a package of its own.
let benchmarks: @Sendable () -> Void = {
    let base = ProcessInfo.processInfo.environment["OVERLAY_BENCH_SIDE"] == "base"
    let path = ProcessInfo.processInfo.environment["OVERLAY_BENCH_TRACE"] ?? BenchmarkPlan.scratch + "/session-10s.json"
    var trace: Trace?
    Benchmark(
        base ? "simulate-session-base" : "simulate-session",
        configuration: .init(
            metrics: [.wallClock, .throughput], warmupIterations: 3, maxDuration: .seconds(BenchmarkPlan.quick ? 0.2 : 4),
            maxIterations: 100_000)
    ) { benchmark in
        // Read in the first warm-up iteration, which is not measured.
        if trace == nil { trace = try loadMapsSession(path: path) }
        let replay = replayMapsSession(trace!)
        // The simulation is released after the measurement (see `replayMapsSession`).
        benchmark.stopMeasurement()
        blackHole(replay.records)
        blackHole(replay.lastHeight)
        withExtendedLifetime(replay.simulation) {}
    }
}
