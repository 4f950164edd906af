import Benchmark
import BenchmarkSupport
import Foundation
import OverlayFiles
import OverlayScenes

// The builds before OverlaySimulation kept the simulation in OverlayScenes and called the built-in scene `Scene`;
// scripts/bench compiles this same file against the base commit (dc31005) in a package of its own.
#if canImport(OverlaySimulation)
    import OverlaySimulation
    private typealias MapsScene = BuiltInScene
#else
    private typealias MapsScene = Scene
#endif
#if canImport(OverlayLab)
    @_spi(Benchmarks) import OverlayLab
#endif

// `simulate-session`: the maps scene built and a 10 s scripted session (drags, flings, list scrolls, wheel steps, a
// hand-over) replayed at 60 Hz with a frame record per step: what `simulate` does, less parsing and printing. The
// session is read from `OVERLAY_BENCH_TRACE` (written there from `ScriptedSession` when missing), so that the base
// build, whose libraries have no `ScriptedSession`, replays the same events; its run (`OVERLAY_BENCH_SIDE=base`)
// is named `simulate-session-base`, and the verdict is the base's time ÷ ours in the same round (scripts/bench).
private func session() throws -> Trace {
    let path = ProcessInfo.processInfo.environment["OVERLAY_BENCH_TRACE"] ?? BenchmarkPlan.scratch + "/session-10s.json"
    #if canImport(OverlayLab)
        if !FileManager.default.fileExists(atPath: path) {
            try ScriptedSession.maps(duration: 10).encodeJSON().write(toFile: path, atomically: true, encoding: .utf8)
        }
    #endif
    return try Trace.load(path: path)
}

let benchmarks: @Sendable () -> Void = {
    let base = ProcessInfo.processInfo.environment["OVERLAY_BENCH_SIDE"] == "base"
    var trace: Trace?
    Benchmark(
        base ? "simulate-session-base" : "simulate-session",
        configuration: .init(
            metrics: [.wallClock, .throughput], warmupIterations: 3, maxDuration: .seconds(BenchmarkPlan.quick ? 0.2 : 4),
            maxIterations: 100_000)
    ) { _ in
        // Read in the first warm-up iteration, which is not measured.
        if trace == nil { trace = try session() }
        let simulation = Simulation(scene: MapsScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
        let records = simulation.run(trace: trace!)
        blackHole(records.count)
        blackHole(records.last?.height)
    }
}
