import Foundation

/// The state of a spring relative to its target: displacement u = x − target and velocity (units per second).
public struct SpringState: Hashable, Sendable {
    /// Displacement from the target, u = x − target.
    public var displacement: Double
    /// Velocity in units per second (absolute, not normalised to the distance).
    public var velocity: Double

    /// Creates a state from a displacement (x − target) and a velocity in units per second.
    public init(displacement: Double, velocity: Double) {
        self.displacement = displacement
        self.velocity = velocity
    }
}

/// A damped harmonic spring m·x″ + c·x′ + k·(x − target) = 0.
///
/// Physical parameters are stored; the designer-facing response / damping ratio are derived from them.
/// Expected ranges: mass > 0, stiffness ≥ 0, damping ≥ 0.
public struct Spring: Hashable, Sendable {
    /// Mass m (usually 1).
    public var mass: Double
    /// Stiffness k (force per unit of displacement).
    public var stiffness: Double
    /// Damping coefficient c (force per unit of velocity).
    public var damping: Double

    /// Creates a spring from its physical parameters (UIKit's `UISpringTimingParameters(mass:stiffness:damping:…)`).
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring from a response (the undamped period, seconds) and a damping ratio ζ:
    /// k = m·(2π/response)², c = 4π·ζ·m/response.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        let angularFrequency = 2 * Double.pi / response
        self.mass = mass
        self.stiffness = mass * angularFrequency * angularFrequency
        self.damping = 4 * Double.pi * dampingRatio * mass / response
    }

    /// The undamped period in seconds, 2π·√(m/k).
    public var response: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// The damping ratio ζ = c / (2√(k·m)): < 1 bounces, 1 is critical, > 1 creeps.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The undamped angular frequency ω0 = √(k/m), radians per second.
    public var undampedAngularFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// The regime and its constants; not cached (keeps `Spring` a plain value): an animator that evaluates the
    /// closed form at every step keeps its own.
    package var regime: SpringRegime {
        SpringRegime(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// Exact closed-form state after `time` seconds from `state` (displacement u = x − target, velocity).
    ///
    /// Handles the under-damped, critically damped (|ζ − 1| < 1e-6) and over-damped cases; exact for any `time`.
    public func state(after time: Double, from state: SpringState) -> SpringState {
        let (u, v) = regime.propagate(displacement: state.displacement, velocity: state.velocity, time: time)
        return SpringState(displacement: u, velocity: v)
    }

    /// Time (s) after which the envelope of the *normalised* displacement stays ≤ `epsilon`.
    ///
    /// The motion starts from normalised displacement 1 with normalised velocity `initialVelocity`
    /// (UIKit's convention: velocity divided by the distance to travel, positive towards the target), so the
    /// result does not depend on the distance, like UIKit's / SwiftUI's settling duration. The envelope is an
    /// upper bound of |u| (e.g. A·e^(−ζω0t) with A = √(u0² + ((v0 + ζω0u0)/ωd)²) when under-damped); it is
    /// evaluated on a 1 ms grid so the answer is deterministic and a multiple of 0.001 s. Capped at 60 s
    /// (a spring that never settles, e.g. undamped, returns 60).
    public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
        regime.settlingDuration(initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// Time (s) after which the envelope of the displacement, from an absolute `state`, stays ≤ `threshold`
    /// (same units as the displacement). Unlike `settlingDuration(initialVelocity:epsilon:)` this works from a
    /// zero displacement with a velocity (a bounce that starts at an edge). 1 ms grid, capped at 60 s.
    public func settlingDuration(from state: SpringState, threshold: Double) -> Double {
        SettlingSearch.duration(
            regime: regime,
            displacement: state.displacement,
            velocity: state.velocity,
            epsilon: threshold
        )
    }

    /// Rest test: |u| ≤ `displacementThreshold` and |v| ≤ `velocityThreshold`.
    public func isAtRest(
        _ state: SpringState,
        displacementThreshold: Double = 0.01,
        velocityThreshold: Double = 0.1
    ) -> Bool {
        abs(state.displacement) <= displacementThreshold && abs(state.velocity) <= velocityThreshold
    }
}
