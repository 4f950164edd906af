import Foundation

/// Grid search for the settling time of a spring envelope.
enum SettlingSearch {
    /// Grid points per second: a 1 ms grid, so results are reproducible multiples of 0.001 s.
    static let gridPointsPerSecond = 1000.0
    /// Upper bound on the answer, in grid steps (60 s).
    static let maximumSteps = 60_000

    /// First grid time at which the envelope is ≤ `epsilon` and no longer rising.
    ///
    /// The damped envelopes are unimodal, so once a sample is ≤ epsilon and the next one is not larger,
    /// every later sample stays ≤ epsilon. Requiring "not rising" skips the early part of a critically
    /// damped envelope whose initial push away from the target can make it grow first.
    ///
    /// That test is false on every grid point before the answer and true on every one after it (rising: false;
    /// past the peak the envelope only falls), so the answer is the one grid point that is settled while the one
    /// before is not. Every overlay animation computes one when it starts, so it is first looked for where the
    /// envelope's formula says it crosses epsilon (`estimatedStep`: three envelopes), then by a binary search over
    /// the whole grid (about 32). The free regime (no spring at all) is not unimodal and walks the grid.
    static func duration(regime: SpringRegime, displacement: Double, velocity: Double, epsilon: Double) -> Double {
        if case .free = regime {
            return walk(from: 0) { settled(regime, displacement, velocity, epsilon, step: $0) }
        }
        if let step = estimatedStep(regime: regime, displacement: displacement, velocity: velocity, epsilon: epsilon) {
            return Double(step) / gridPointsPerSecond
        }
        return search(regime: regime, displacement: displacement, velocity: velocity, epsilon: epsilon)
    }

    /// The answer at the grid point where the envelope's formula says it crosses epsilon, when that point is
    /// settled and the one before is not (the test flips only there); nil when rounding put the estimate off it.
    static func estimatedStep(regime: SpringRegime, displacement: Double, velocity: Double, epsilon: Double) -> Int? {
        guard let time = regime.settlingEstimate(displacement: displacement, velocity: velocity, epsilon: epsilon),
            time.isFinite, time >= 0, time < Double(maximumSteps - 2) / gridPointsPerSecond
        else { return nil }
        func envelope(_ step: Int) -> Double {
            regime.envelope(displacement: displacement, velocity: velocity, time: Double(step) / gridPointsPerSecond)
        }
        let step = Int((time * gridPointsPerSecond).rounded(.up))
        let before = step > 0 ? envelope(step - 1) : .infinity, at = envelope(step), after = envelope(step + 1)
        let settledBefore = before <= epsilon && at <= before
        return at <= epsilon && after <= at && !settledBefore ? step : nil
    }

    /// The first settled grid point by a binary search over the whole grid (60 s when none is).
    static func search(regime: SpringRegime, displacement: Double, velocity: Double, epsilon: Double) -> Double {
        func settled(_ step: Int) -> Bool { Self.settled(regime, displacement, velocity, epsilon, step: step) }
        guard settled(maximumSteps - 1) else { return Double(maximumSteps) / gridPointsPerSecond }
        var low = 0, high = maximumSteps - 1  // the answer lies in low...high, and settled(high) holds
        while low < high {
            let middle = (low + high) / 2
            if settled(middle) { high = middle } else { low = middle + 1 }
        }
        return Double(low) / gridPointsPerSecond
    }

    /// The envelope at grid point `step` is ≤ epsilon and the next one is not larger.
    private static func settled(
        _ regime: SpringRegime, _ displacement: Double, _ velocity: Double, _ epsilon: Double,
        step: Int
    ) -> Bool {
        let current = regime.envelope(displacement: displacement, velocity: velocity, time: Double(step) / gridPointsPerSecond)
        return current <= epsilon
            && regime.envelope(displacement: displacement, velocity: velocity, time: Double(step + 1) / gridPointsPerSecond) <= current
    }

    /// The first settled grid point from `start`, one by one (60 s when none is).
    static func walk(from start: Int, settled: (Int) -> Bool) -> Double {
        for step in start..<maximumSteps where settled(step) {
            return Double(step) / gridPointsPerSecond
        }
        return Double(maximumSteps) / gridPointsPerSecond
    }
}
