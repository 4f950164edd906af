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
    static func duration(regime: SpringRegime, displacement: Double, velocity: Double, epsilon: Double) -> Double {
        func envelope(_ step: Int) -> Double {
            regime.envelope(displacement: displacement, velocity: velocity, time: Double(step) / gridPointsPerSecond)
        }
        var current = envelope(0)
        for step in 0..<maximumSteps {
            let next = envelope(step + 1)
            if current <= epsilon && next <= current {
                return Double(step) / gridPointsPerSecond
            }
            current = next
        }
        return Double(maximumSteps) / gridPointsPerSecond
    }
}
