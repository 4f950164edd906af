import Foundation

/// Simulated time in whole fixed steps (1/60 or 1/120 s), and its pacing against real time when a window runs it.
///
/// Times come from integer step counts, never from accumulated sums, so clocks at 60 and 120 Hz give bit-identical
/// times at shared instants. The rate may change between steps; the new rate counts from the instant of the change.
///
/// Headless replays only call `step()`. A window also paces the clock ("Fix Your Timestep"): simulated time is real
/// time minus an offset that grows only when time is skipped — a hitch longer than `maximumFrameTime` (clamped, so
/// the simulation cannot fall into a spiral of death) or a pause. Each frame the host runs whole steps until the
/// clock reaches `frameTarget(real:simulationTime:paused:)`, so every input polled before the frame is applied at its
/// own instant before the frame is drawn, and the simulation is ahead of real time by less than one step.
public struct FixedStepClock: Sendable {
    /// Steps per second, at least 1; `setStepsPerSecond(_:)` changes it between steps.
    public private(set) var stepsPerSecond: Int
    /// Steps taken since the clock started, at every rate.
    public private(set) var stepCount = 0
    /// The longest stretch of real time one frame may simulate.
    public var maximumFrameTime: Double
    /// Real time minus simulated time, in seconds (grows when time is skipped).
    public private(set) var realTimeOffset = 0.0

    private var rateChangeTime = 0.0
    private var stepsSinceRateChange = 0

    /// A clock at time 0; a rate below 1 counts as 1.
    public init(stepsPerSecond: Int, maximumFrameTime: Double = 0.25) {
        self.stepsPerSecond = Swift.max(1, stepsPerSecond)
        self.maximumFrameTime = maximumFrameTime
    }

    /// The fixed step, 1/stepsPerSecond seconds.
    public var timeStep: Double { 1 / Double(stepsPerSecond) }

    /// The time of the last step boundary reached.
    public var time: Double { rateChangeTime + Double(stepsSinceRateChange) / Double(stepsPerSecond) }

    /// The time of the next step boundary.
    public var nextStepTime: Double { rateChangeTime + Double(stepsSinceRateChange + 1) / Double(stepsPerSecond) }

    /// Whether the next step boundary is at or before `instant` (within a billionth of a step, so that an instant
    /// computed as a multiple of the step counts as that boundary). Whole steps up to an instant are counted this
    /// way, one at a time at the rate in force, so a rate change on the way is followed.
    public func nextStepEnds(by instant: Double) -> Bool {
        nextStepTime <= instant + 1e-9 * timeStep
    }

    /// Moves to the next step boundary.
    public mutating func step() {
        stepCount += 1
        stepsSinceRateChange += 1
    }

    /// Switches the rate from the current step boundary on (a rate below 1 counts as 1).
    public mutating func setStepsPerSecond(_ rate: Int) {
        rateChangeTime = time
        stepsSinceRateChange = 0
        stepsPerSecond = Swift.max(1, rate)
    }

    // MARK: - Pacing against real time

    /// The simulated instant that corresponds to the real instant `real` (seconds on the host's monotonic clock).
    public func simulationTime(forReal real: Double) -> Double {
        real - realTimeOffset
    }

    /// Makes the real instant `real` correspond to the simulated instant `simulationTime` (a start or a restart).
    public mutating func synchronize(real: Double, simulationTime: Double) {
        realTimeOffset = real - simulationTime
    }

    /// The instant the simulation, now at `simulationTime`, should reach in a frame at the real instant `real`.
    /// Real time beyond `maximumFrameTime` is skipped, and all of it while paused; skipped time is forgotten.
    public mutating func frameTarget(real: Double, simulationTime: Double, paused: Bool) -> Double {
        let wanted = real - realTimeOffset
        if paused {
            realTimeOffset += Swift.max(0, wanted - simulationTime)
            return simulationTime
        }
        let limit = Swift.max(0, maximumFrameTime)
        if wanted - simulationTime > limit {
            realTimeOffset += wanted - simulationTime - limit
            return simulationTime + limit
        }
        return wanted
    }
}
