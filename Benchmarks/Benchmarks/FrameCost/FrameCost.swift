import Benchmark
import BenchmarkSupport

// A headless frame of the maps scene against a memcpy of its pixels (780 × 1688 × 4 bytes between two buffers:
// what moving the frame's pixels once costs on this machine, in this run), and the same scene with a million rows.
// Before each measured frame and copy the caches are emptied (`CacheEviction`, outside the measurement), so that
// neither finds its bytes left in the cache by the iteration before. Verdicts (scripts/bench): `frame` ÷
// `frame-memcpy` ≤ 6 (medians); `frame-million-rows` ÷ `frame` ≤ 1.1.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 30, maxDuration: .seconds(BenchmarkPlan.quick ? 0.3 : 4),
        maxIterations: 100_000)
    var eviction: CacheEviction?
    func evictCaches() {
        if eviction == nil { eviction = CacheEviction() }
        blackHole(eviction!.evict())
    }

    var copy: FrameCopy?
    Benchmark("frame-memcpy", configuration: configuration) { benchmark in
        if copy == nil { copy = FrameCopy(byteCount: 780 * 1688 * 4) }
        evictCaches()
        benchmark.startMeasurement()
        blackHole(copy!.copy())
    }
    for (name, rows) in [("frame", 100), ("frame-million-rows", 1_000_000)] {
        var scene: DraggedScene?
        Benchmark(name, configuration: configuration) { benchmark in
            if scene == nil { scene = try DraggedScene(rows: rows) }
            evictCaches()
            benchmark.startMeasurement()
            blackHole(try scene!.renderNextFrame().pixels[0])
        }
    }
}
