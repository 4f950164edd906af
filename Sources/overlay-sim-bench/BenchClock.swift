import Foundation
import OverlayCheck

/// Monotonic time and the statistics the window figures report.
enum BenchClock {
    /// CLOCK_MONOTONIC in nanoseconds (system-wide, so another process's reading can be compared with ours).
    static func nanoseconds() -> UInt64 {
        ChildProcess.monotonicNanoseconds()
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
