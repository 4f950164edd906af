import Foundation

/// Estimates a pointer's velocity from timestamped positions (Flutter/Android-style least squares).
///
/// Uses a degree-2 least-squares fit of position against time over the recent samples, with times taken
/// relative to the newest sample; the velocity is the fit's linear coefficient, i.e. its derivative at the
/// newest sample. Recent means: no older than `horizon` before the newest, at most `maximumSamples`, and
/// not before a gap longer than `stopGap` (the pointer rested there). Two samples give their slope, fewer
/// give 0. Each axis is fitted independently. Storage is a fixed ring allocated once.
public struct VelocityTracker: Sendable {
    /// Oldest sample age (s, relative to the newest) that still counts.
    public var horizon: Double = 0.1
    /// A gap (s) between consecutive samples longer than this means the pointer stopped; older samples are ignored.
    public var stopGap: Double = 0.04
    /// Ring capacity. Changing it clears the recorded samples (the ring is reallocated once). The default holds a
    /// sample a millisecond over the whole horizon (the simulation coalesces a pointer's moves within a millisecond),
    /// so that the fit spans the same 100 ms whatever the input rate: a 240 Hz panel is not fitted over a shorter
    /// stretch of its gesture than a 60 Hz one.
    public var maximumSamples: Int = 128 {
        didSet { samples = SampleRing(capacity: maximumSamples) }
    }

    private var samples: SampleRing

    /// Slack (s) on the age and gap comparisons, so that e.g. 1.1 − 1.0 still counts as 0.1 s.
    private static let timeTolerance = 1e-9

    /// Creates an empty tracker.
    public init(horizon: Double = 0.1, stopGap: Double = 0.04, maximumSamples: Int = 128) {
        self.horizon = horizon
        self.stopGap = stopGap
        self.maximumSamples = maximumSamples
        samples = SampleRing(capacity: maximumSamples)
    }

    /// Records a position at `time` (seconds, any monotonic clock).
    ///
    /// A sample at the same time as the newest replaces it (the latest position wins); a sample older than
    /// the newest, or with a non-finite component, is ignored.
    public mutating func addSample(time: Double, x: Double, y: Double) {
        guard time.isFinite, x.isFinite, y.isFinite else { return }
        let sample = PointerSample(time: time, x: x, y: y)
        if let newest = samples.newest {
            if time < newest.time { return }
            if time == newest.time {
                samples[fromNewest: 0] = sample
                return
            }
        }
        samples.append(sample)
    }

    /// Forgets all samples (e.g. on touch-down).
    public mutating func reset() {
        samples.removeAll()
    }

    /// The estimated velocity in points per second.
    ///
    /// When `now` is given and the newest sample is more than `stopGap` older, the pointer is considered
    /// resting and the velocity is 0.
    public func velocity(at now: Double? = nil) -> (x: Double, y: Double) {
        guard let newest = samples.newest else { return (0, 0) }
        if let now, now - newest.time > stopGap + Self.timeTolerance { return (0, 0) }

        return samples.withNewestFirst { samples in
            let used = recentSampleCount(samples, newest: newest)
            guard used >= 2 else { return (0, 0) }

            // Scale times to [−1, 0] to keep the normal equations well conditioned.
            let span = newest.time - samples[used - 1].time
            var xSums = PowerSums()
            var ySums = PowerSums()
            for offset in 0..<used {
                let sample = samples[offset]
                let tau = (sample.time - newest.time) / span
                xSums.add(time: tau, value: sample.x)
                ySums.add(time: tau, value: sample.y)
            }
            return (Self.slope(xSums, sampleCount: used) / span, Self.slope(ySums, sampleCount: used) / span)
        }
    }

    /// How many of the newest samples pass the horizon, gap and capacity rules.
    private func recentSampleCount(_ samples: SampleRing.NewestFirst, newest: PointerSample) -> Int {
        var used = 1
        var newer = newest
        while used < samples.count {
            let candidate = samples[used]
            let tooOld = newest.time - candidate.time > horizon + Self.timeTolerance
            let afterRest = newer.time - candidate.time > stopGap + Self.timeTolerance
            if tooOld || afterRest { break }
            newer = candidate
            used += 1
        }
        return used
    }

    private static func slope(_ sums: PowerSums, sampleCount: Int) -> Double {
        if sampleCount >= 3, let slope = sums.quadraticSlope { return slope }
        return sums.linearSlope ?? 0
    }
}
