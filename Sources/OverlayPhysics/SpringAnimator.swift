import Foundation

/// A spring running toward a target, advanced with the exact closed form.
///
/// Value and velocity are absolute (points, points per second). Retargeting keeps both, so a redirected
/// motion stays continuous in position and velocity (WWDC18 "Designing Fluid Interfaces").
public struct SpringAnimator: Sendable {
    /// The spring driving the motion; may be swapped mid-flight (value and velocity carry over).
    public var spring: Spring
    /// The current value.
    public private(set) var value: Double
    /// The current velocity, units per second.
    public private(set) var velocity: Double
    /// The value the spring pulls toward.
    public private(set) var target: Double

    /// Creates an animator at `value` moving with `velocity` (units per second) toward `target`.
    public init(spring: Spring, value: Double, velocity: Double = 0, target: Double) {
        self.spring = spring
        self.value = value
        self.velocity = velocity
        self.target = target
    }

    /// Moves the target; the current value and velocity are kept.
    public mutating func retarget(to newTarget: Double) {
        target = newTarget
    }

    /// Advances the motion by `time` seconds with the closed form (exact for any step).
    /// Non-positive or NaN times leave the state unchanged.
    public mutating func advance(by time: Double) {
        guard time > 0 else { return }
        let next = spring.state(after: time, from: SpringState(displacement: value - target, velocity: velocity))
        value = target + next.displacement
        velocity = next.velocity
    }

    /// Rest test: |value − target| ≤ `displacementThreshold` and |velocity| ≤ `velocityThreshold`.
    public func isAtRest(displacementThreshold: Double = 0.01, velocityThreshold: Double = 0.1) -> Bool {
        spring.isAtRest(
            SpringState(displacement: value - target, velocity: velocity),
            displacementThreshold: displacementThreshold,
            velocityThreshold: velocityThreshold
        )
    }

    /// Snaps to the target: value = target, velocity = 0 (call once `isAtRest` holds).
    public mutating func settle() {
        value = target
        velocity = 0
    }
}
