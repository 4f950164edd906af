import OverlayFiles

/// Recovers a touchscreen's own frame clock from the kernel's timestamps.
///
/// A panel's controller scans at a standard rate (60, 90, 120, 144, 240 Hz…) from a crystal, but the kernel stamps
/// each frame when it reads it, a few milliseconds after the scan and not always the same few. A least-squares
/// velocity taken at the lift amplifies that jitter (±4 ms moved it by up to 29 % in the tests). While a finger
/// moves the panel sends a frame every scan, so such a run of frames is evenly spaced in truth.
///
/// The frames are cut into runs at gaps of more than 3 median spacings or 20 ms. A run of at least 4 frames whose
/// line fitted over the frame number has a period within 5 % of a standard rate's (30, 50, 60, 90, 100, 120, 144,
/// 165, 180, 200, 240, 360 or 480 Hz; no two closer than 9 %) is put on that rate's grid, the phase from the stamps,
/// unless its stamps are clean already (every spacing within 5 % of a whole number of scans: skipped scans where a
/// finger rested are kept as they are). With jitter that large a skipped scan cannot be told from a late frame, and
/// is taken as jitter. Runs at other rates keep their stamps.
enum PanelFrameClock {
    /// Scan periods of panels, in microseconds: 30 to 480 Hz.
    private static let standardPeriods: [Double] = [30, 50, 60, 90, 100, 120, 144, 165, 180, 200, 240, 360, 480]
        .map { 1_000_000 / $0 }

    /// Frame times in microseconds from the first frame, for frame timestamps `micros` (non-decreasing).
    static func times(forFrameMicroseconds micros: [Int]) -> [Int] {
        guard let first = micros.first else { return [] }
        let raw = micros.map { $0 - first }
        let spacings = zip(raw.dropFirst(), raw).map { Double($0 - $1) }.filter { $0 > 0 && $0 < 50_000 }.sorted()
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

    /// Puts the frames of `run` on a standard rate's grid, when their fitted period is within 5 % of one.
    private static func refit(_ times: inout [Double], _ run: Range<Int>) {
        let count = run.count
        guard count >= 4 else { return }
        let meanIndex = Double(count - 1) / 2
        let meanTime = run.reduce(0.0) { $0 + times[$1] } / Double(count)
        var covariance = 0.0, variance = 0.0
        for (index, position) in run.enumerated() {
            let di = Double(index) - meanIndex
            covariance += di * (times[position] - meanTime)
            variance += di * di
        }
        let fitted = covariance / variance
        guard let standard = standardPeriods.min(by: { abs($0 - fitted) < abs($1 - fitted) }),
            abs(standard - fitted) <= 0.05 * standard
        else { return }
        // Clean stamps are whole numbers of scans apart: of the smallest spacing, or of a standard period below it.
        let spacings = zip(run.dropFirst(), run).map { times[$0] - times[$1] }
        let smallest = spacings.min() ?? 0
        let clean =
            smallest > 0
            && ([smallest] + standardPeriods.filter { $0 <= smallest * 1.05 }).contains { period in
                spacings.allSatisfy { spacing in
                    let multiple = spacing / period
                    return multiple >= 0.95 && abs(multiple - multiple.rounded()) <= 0.05
                }
            }
        guard !clean else { return }
        for (index, position) in run.enumerated() {
            times[position] = meanTime + standard * (Double(index) - meanIndex)
        }
    }
}
