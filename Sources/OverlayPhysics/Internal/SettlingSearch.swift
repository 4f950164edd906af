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
    /// past the peak the envelope only falls), so a binary search finds the same first point as walking the grid,
    /// in about 16 evaluations instead of hundreds: every overlay animation computes one when it starts. The free
    /// regime (no spring at all) is not unimodal and walks the grid.
    static func duration(regime: SpringRegime, displacement: Double, velocity: Double, epsilon: Double) -> Double {
        func envelope(_ step: Int) -> Double {
            regime.envelope(displacement: displacement, velocity: velocity, time: Double(step) / gridPointsPerSecond)
        }
        func settled(_ step: Int) -> Bool {
            let current = envelope(step)
            return current <= epsilon && envelope(step + 1) <= current
        }
        if case .free = regime { return walk(from: 0, settled: settled) }
        guard settled(maximumSteps - 1) else { return Double(maximumSteps) / gridPointsPerSecond }
        var low = 0, high = maximumSteps - 1      // the answer lies in low...high, and settled(high) holds
        while low < high {
            let middle = (low + high) / 2
            if settled(middle) { high = middle } else { low = middle + 1 }
        }
        return Double(low) / gridPointsPerSecond
    }

    /// The first settled grid point from `start`, one by one (60 s when none is).
    static func walk(from start: Int, settled: (Int) -> Bool) -> Double {
        for step in start..<maximumSteps where settled(step) {
            return Double(step) / gridPointsPerSecond
        }
        return Double(maximumSteps) / gridPointsPerSecond
    }
}
