import Benchmark
import BenchmarkSupport
@_spi(Benchmarks) import OverlayLab

// Ours against the peers' spring methods, one 60 Hz step each, on the same move (0.3 s ζ 0.7, 300 pt, from rest)
// in the same run: the verdict is `animation-step` ÷ `rk4-step`, each at the fastest tenth of its iterations
// (scripts/bench; the Benchmarks article says why). An iteration is 1,000 dependent steps (the scaling factor), a new
// animation whenever one ends.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 100, scalingFactor: .kilo,
        maxDuration: .seconds(BenchmarkPlan.quick ? 0.2 : 3), maxIterations: 1_000_000)
    let workloads: [(String, (Int, Double) -> Double)] = [
        ("animation-step", IntegratorWorkloads.overlayAnimator),
        ("rk4-step", IntegratorWorkloads.fixedStepRK4),
        ("euler-step", IntegratorWorkloads.semiImplicitEuler),
    ]
    for (name, workload) in workloads {
        Benchmark(name, configuration: configuration) { benchmark in
            // The start is opaque to the optimiser, so no iteration can be folded into another.
            blackHole(workload(benchmark.scaledIterations.count, identity(-300)))
        }
    }
}
