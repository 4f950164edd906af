import Foundation
import OverlayCheck
import OverlayDrawing
import Synchronization

/// Monotonic time and the statistics the benchmarks report.
enum BenchClock {
    /// CLOCK_MONOTONIC in nanoseconds (system-wide, so another process's reading can be compared with ours).
    static func nanoseconds() -> UInt64 {
        ChildProcess.monotonicNanoseconds()
    }

    /// Seconds taken by `body`.
    @inline(__always)
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = nanoseconds()
        try body()
        return Double(nanoseconds() - start) / 1e9
    }
}

extension Array where Element == Double {
    /// The q-quantile (0…1) by the nearest-rank method: the smallest sample with at least q of the samples at or
    /// below it. p99 of 200 samples is the 198th smallest.
    func quantile(_ q: Double) -> Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        let rank = Swift.max(1, Int((q * Double(sorted.count)).rounded(.up)))
        return sorted[Swift.min(rank, sorted.count) - 1]
    }

    var median: Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Keeps a value alive in a way the optimiser cannot see through, so the work producing it is not removed.
enum Sink {
    /// The last value's bits (relaxed: only the store itself must happen).
    static let bits = Atomic<UInt64>(0)

    /// The last value consumed (opaque to the optimiser).
    static var double: Double { Double(bitPattern: bits.load(ordering: .relaxed)) }

    @inline(never)
    static func consume(_ value: Double) {
        bits.store(value.bitPattern, ordering: .relaxed)
    }
}
