import Benchmark
import BenchmarkSupport
import Foundation

// A headless frame of the maps scene against a memcpy of its pixels (780 × 1688 × 4 bytes between two buffers:
// what moving the frame's pixels once costs on this machine, in this run), and the same scene with a million rows.
// Before each measured frame and copy the caches are emptied (`CacheEviction`, outside the measurement), so that
// neither finds its bytes left in the cache by the iteration before. Verdicts (scripts/bench): `frame` ÷
// `frame-memcpy` ≤ 6 (medians); a million rows' frame ÷ the 100 rows' ≤ 1.1, from `frame-rows-in-turn`: `frame` and
// `frame-million-rows` run 4 s each one after the other, and a slow spell of the machine in one of them moved their
// ratio from 0.98 to 1.19 between runs of one scripts/bench, so each of its iterations draws a frame of both scenes,
// in alternating order, and records the million rows' time ÷ the 100 rows' as the custom metric
// `million-per-hundred` (thousandths), each frame's microseconds beside it.
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

    var pair: (hundred: DraggedScene, million: DraggedScene)?
    var turn = 0
    let ratio = BenchmarkMetric.custom("million-per-hundred", useScalingFactor: false)
    let hundredTime = BenchmarkMetric.custom("hundred-rows-microseconds", useScalingFactor: false)
    let millionTime = BenchmarkMetric.custom("million-rows-microseconds", useScalingFactor: false)
    Benchmark(
        "frame-rows-in-turn",
        configuration: .init(
            metrics: [.wallClock, .throughput, ratio, hundredTime, millionTime], warmupIterations: 30,
            maxDuration: .seconds(BenchmarkPlan.quick ? 0.3 : 6), maxIterations: 100_000)
    ) { benchmark in
        if pair == nil { pair = (try DraggedScene(rows: 100), try DraggedScene(rows: 1_000_000)) }
        /// Nanoseconds of one frame of `scene`, after the caches were emptied.
        func timed(_ scene: DraggedScene) throws -> UInt64 {
            evictCaches()
            let start = DispatchTime.now().uptimeNanoseconds
            blackHole(try scene.renderNextFrame().pixels[0])
            return DispatchTime.now().uptimeNanoseconds - start
        }
        turn += 1
        let hundredFirst = turn.isMultiple(of: 2)
        let first = try timed(hundredFirst ? pair!.hundred : pair!.million)
        let second = try timed(hundredFirst ? pair!.million : pair!.hundred)
        let (hundred, million) = hundredFirst ? (first, second) : (second, first)
        benchmark.measurement(ratio, Int((Double(million) / Double(hundred) * 1000).rounded()))
        benchmark.measurement(hundredTime, Int(hundred / 1000))
        benchmark.measurement(millionTime, Int(million / 1000))
    }
}
