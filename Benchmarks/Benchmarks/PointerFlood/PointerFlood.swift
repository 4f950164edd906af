import Benchmark
import BenchmarkSupport
import OverlayContainer
import OverlayFiles
import OverlayScenes
import OverlaySimulation

// 100,000 pointer moves on the maps header with timestamps spread over one 1/60 s step, from the bottom notch
// 200 pt upwards: timed from the first event to the end of that step (the scene and its first 12 steps are made
// before the clock starts). The custom metric `landing-error` is how far (in nanopoints) the overlay ends from
// where a sparse replay of the same path (8 moves) puts it: where the last event says.
private let downY = 844 - 211 + 35.0
private let lastY = downY - 200

private func moves(_ count: Int) -> [TraceEvent] {
    let stepStart = 12.0 / 60, step = 1.0 / 60
    return (1...count).map { index in
        let fraction = Double(index) / Double(count)
        return TraceEvent(
            time: stepStart + step * fraction,
            kind: .pointer(phase: .move, x: 195, y: downY + (lastY - downY) * fraction, pointer: 0, source: .touch))
    }
}

/// The maps scene with a finger down on its header, 12 steps in.
private func fingerDown() -> Simulation {
    let simulation = Simulation(scene: BuiltInScene(scenario: BuiltInScenarios.maps), stepsPerSecond: 60)
    simulation.apply(TraceEvent(time: 0.1, kind: .pointer(phase: .down, x: 195, y: downY, pointer: 0, source: .touch)))
    while simulation.stepIndex < 12 { simulation.step() }
    return simulation
}

let benchmarks: @Sendable () -> Void = {
    let flood = moves(100_000)
    let landingError = BenchmarkMetric.custom("landing-error", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "pointer-flood",
        configuration: .init(
            metrics: [.wallClock, .throughput, landingError], warmupIterations: 1,
            maxDuration: .seconds(BenchmarkPlan.quick ? 0.1 : 5), maxIterations: BenchmarkPlan.count(31))
    ) { benchmark in
        let simulation = fingerDown()
        benchmark.startMeasurement()
        simulation.apply(contentsOf: flood)
        simulation.step()
        benchmark.stopMeasurement()
        let sparse = fingerDown()
        sparse.apply(contentsOf: moves(8))
        sparse.step()
        let error = abs(Double(simulation.container?.translationHeight ?? 0) - Double(sparse.container?.translationHeight ?? 0))
        benchmark.measurement(landingError, Int((error * 1e9).rounded()))
    }
}
