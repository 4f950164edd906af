import Foundation

/// A "Fix Your Timestep" accumulator (Glenn Fiedler): real frame time in, whole fixed steps out.
///
/// Physics always advances by `timeStep`; the leftover real time stays in `accumulator` and
/// `interpolationAlpha` says how far the display is between the last two physics states.
public struct FixedStepClock: Sendable {
    /// Physics steps per second (e.g. 60 or 120); positive.
    public let stepsPerSecond: Int
    /// Longest real frame accepted; longer frames are clamped so a hitch cannot cause a spiral of death.
    public var maximumFrameTime: Double
    /// Number of fixed steps taken since creation.
    public private(set) var stepCount: Int = 0
    /// Real time received but not yet consumed by a whole step, in [0, timeStep).
    public private(set) var accumulator: Double = 0

    /// Fraction of a whole step treated as a whole step, so frame times meant as exact multiples of the step
    /// (1/60 s at 120 Hz) are not short-changed by rounding.
    private static let stepTolerance = 1e-9

    /// Creates a clock at time 0. `stepsPerSecond` must be positive.
    public init(stepsPerSecond: Int, maximumFrameTime: Double = 0.25) {
        precondition(stepsPerSecond > 0, "stepsPerSecond must be positive")
        self.stepsPerSecond = stepsPerSecond
        self.maximumFrameTime = maximumFrameTime
    }

    /// The fixed step, 1/stepsPerSecond seconds.
    public var timeStep: Double {
        1 / Double(stepsPerSecond)
    }

    /// Simulated time, Double(stepCount)/Double(stepsPerSecond). Derived from the integer count rather than
    /// accumulated, so clocks at 60 and 120 Hz give bit-identical times at shared instants.
    public var time: Double {
        Double(stepCount) / Double(stepsPerSecond)
    }

    /// How far the display lies between the previous and the current physics state, accumulator/timeStep in [0, 1).
    public var interpolationAlpha: Double {
        accumulator / timeStep
    }

    /// Adds one real frame's duration and returns how many whole steps to run now (stepCount advances by it).
    ///
    /// The frame time is clamped to [0, maximumFrameTime]; NaN counts as 0.
    public mutating func advance(byRealTime frameTime: Double) -> Int {
        let limit = Swift.max(0, maximumFrameTime)
        let clamped = frameTime.isNaN ? 0 : Swift.min(Swift.max(frameTime, 0), limit)
        accumulator += clamped
        let steps = Int((accumulator / timeStep + Self.stepTolerance).rounded(.down))
        // Subtract in step units and clamp: the tolerance may leave a tiny negative remainder.
        accumulator = Swift.max(0, accumulator - Double(steps) * timeStep)
        stepCount += steps
        return steps
    }
}
