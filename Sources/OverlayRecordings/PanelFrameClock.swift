/// Recovers a touchscreen's own scan clock from the kernel's timestamps (`RecordingClock.panel`).
///
/// A panel's controller scans at a steady rate from a crystal, but the kernel stamps each frame when it reads it,
/// a little late and not always by the same amount, and a least-squares velocity at the lift amplifies that jitter.
/// The rate is not always a round one (88.7 Hz happens), and a controller may send more than one frame per scan
/// (one per group of fingers), a fraction of a millisecond apart. So nothing is snapped to a rate from a list:
///
/// The frames are cut into runs at gaps of more than 3 typical spacings or 20 ms. In a run, the scan period is the
/// median spacing of at least 1.5 ms (no panel scans faster than about 500 Hz), each frame gets a scan number
/// (frames under 1.5 ms apart share one, a longer spacing counts its whole scans: skipped scans stay skipped),
/// and a line fitted over the scan numbers gives each frame its time. The run keeps its stamps when they are on
/// that line already (within 50 µs), when the run has fewer than 4 scans, when the fitted period is not within
/// 25 % of the median spacing, or when any frame would move by more than half a scan or 4 ms: the clock only
/// takes jitter out, and never moves what the finger did by more than that bound.
enum PanelFrameClock {
    /// Frames closer than this (µs) are taken as one scan's.
    static let sameScan = 1_500.0
    /// The most a frame may move (µs), whatever the period.
    static let largestMove = 4_000.0

    /// Frame times in microseconds from the first frame, for frame timestamps `micros` (non-decreasing).
    static func times(forFrameMicroseconds micros: [Int]) -> [Int] {
        guard let first = micros.first else { return [] }
        let raw = micros.map { $0 - first }
        let spacings = zip(raw.dropFirst(), raw).map { Double($0 - $1) }.filter { $0 >= sameScan && $0 < 50_000 }.sorted()
        guard !spacings.isEmpty else { return raw }
        var times = raw.map(Double.init)
        let gap = max(3 * spacings[spacings.count / 2], 20_000)
        var start = 0
        for end in 1...times.count where end == times.count || times[end] - times[end - 1] > gap {
            refit(&times, start..<end)
            start = end
        }
        // Relative to the first frame, and never going back.
        var result = times.map { Int($0.rounded()) }
        let offset = result[0]
        for index in result.indices {
            result[index] = max(index > 0 ? result[index - 1] : 0, result[index] - offset)
        }
        return result
    }

    /// Puts the frames of `run` on their fitted scan grid, when that takes out jitter only (see the type).
    private static func refit(_ times: inout [Double], _ run: Range<Int>) {
        let stamps = Array(times[run])
        let spacings = zip(stamps.dropFirst(), stamps).map { $0 - $1 }
        let scanSpacings = spacings.filter { $0 >= sameScan }.sorted()
        guard !scanSpacings.isEmpty else { return }
        let median = scanSpacings[scanSpacings.count / 2]
        var scans = [0.0]
        for spacing in spacings {
            scans.append(scans[scans.count - 1] + (spacing < sameScan ? 0 : max(1, (spacing / median).rounded())))
        }
        guard let lastScan = scans.last, lastScan >= 3 else { return }
        let count = Double(stamps.count)
        let meanScan = scans.reduce(0, +) / count, meanTime = stamps.reduce(0, +) / count
        var covariance = 0.0, variance = 0.0
        for (scan, time) in zip(scans, stamps) {
            covariance += (scan - meanScan) * (time - meanTime)
            variance += (scan - meanScan) * (scan - meanScan)
        }
        let period = covariance / variance
        guard abs(period - median) <= 0.25 * median else { return }
        let fitted = scans.map { meanTime + period * ($0 - meanScan) }
        let moves = zip(fitted, stamps).map { abs($0 - $1) }
        guard let largest = moves.max(), largest > 50, largest <= min(period / 2, largestMove) else { return }
        for (offset, time) in fitted.enumerated() {
            times[run.lowerBound + offset] = time
        }
    }
}
