import Foundation
import OverlayPhysics

// The spring methods of two other Swift animation libraries, written here from their published descriptions (not
// from their code) so that the benchmarks and `overlay-sim integrators` can run them in the same process as
// ours, on the same springs, against the same Float80 oracle. Both work on the displacement u = x − target.

/// Wave's method: semi-implicit (symplectic) Euler at the display rate. Each frame the velocity first takes the
/// spring's acceleration over the frame, then the position moves by the new velocity. It ends on time, not on
/// thresholds: −ln(10⁻⁴)/(ζω0) after the start (for ζ ≥ 1, 1.25 × the value at ζ → 1), snapping to the target.
///
/// Wave also passes the damping coefficient through a soft clamp into 0…60, which lowers ζ of stiff springs; that
/// is left out so that every method of the comparison runs the same spring.
package struct SemiImplicitEulerSpring {
    package let mass: Double, stiffness: Double, damping: Double
    /// The time after which the animation ends, fixed when it starts.
    package let settlingTime: Double
    /// u = x − target.
    package private(set) var displacement: Double
    package private(set) var velocity: Double
    package private(set) var elapsed = 0.0

    package init(spring: Spring, displacement: Double, velocity: Double) {
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        self.displacement = displacement
        self.velocity = velocity
        let omega0 = spring.undampedAngularFrequency
        let zeta = spring.dampingRatio
        let tolerance = -log(1e-4)
        settlingTime = zeta < 1 ? tolerance / (zeta * omega0) : 1.25 * tolerance / omega0
    }

    /// One display frame of `dt` seconds; returns true when the animation has just ended (at the target).
    package mutating func advance(by dt: Double) -> Bool {
        let acceleration = (-stiffness * displacement - damping * velocity) / mass
        velocity += acceleration * dt
        displacement += velocity * dt
        elapsed += dt
        guard elapsed >= settlingTime else { return false }
        displacement = 0
        velocity = 0
        return true
    }
}

/// Advance's method: classic fourth-order Runge–Kutta on a fixed internal step (8 ms, "120 fps"), driven by an
/// accumulator of display time. Each advance adds the frame's time (at most 10 sub-steps' worth), runs sub-steps
/// until the simulation has reached or passed the display time, and shows the value and velocity linearly
/// interpolated between the last two sub-steps, which bracket the display time (so the simulation runs up to one
/// sub-step ahead of what is shown, and a curve is shown as its chords). It converges — snaps to the target and
/// stops — once |u| and |v| are both within a threshold (0.1 by default). Its spring has no mass: the
/// acceleration is −tension·u − damping·v, so tension and damping here are k/m and c/m.
package struct FixedStepRK4Spring {
    /// Advance's internal step.
    package static let advanceSubStep = 0.008
    /// Advance's cap on the time one advance may consume, in sub-steps.
    package static let maximumSubStepsPerAdvance = 10.0
    /// Advance's default convergence threshold (points and points per second alike).
    package static let advanceThreshold = 0.1

    package let tension: Double, damping: Double
    package let subStep: Double
    package let threshold: Double
    /// The last sub-step's state, up to one sub-step ahead of the display time.
    private var current: (u: Double, v: Double)
    /// Display time minus simulation time: ≤ 0 after each advance.
    private var accumulator = 0.0
    /// The state shown: interpolated to the display time.
    package private(set) var displacement: Double
    package private(set) var velocity: Double
    package private(set) var hasConverged = false

    /// `subStep` and `threshold` default to Advance's; a threshold of 0 never converges (the integrator alone).
    package init(
        spring: Spring, displacement: Double, velocity: Double, subStep: Double = advanceSubStep,
        threshold: Double = advanceThreshold
    ) {
        tension = spring.stiffness / spring.mass
        damping = spring.damping / spring.mass
        self.subStep = subStep
        self.threshold = threshold
        current = (displacement, velocity)
        self.displacement = displacement
        self.velocity = velocity
    }

    /// One display frame of `time` seconds; returns true once converged (at the target).
    package mutating func advance(by time: Double) -> Bool {
        guard !hasConverged else { return true }
        accumulator += min(time, subStep * Self.maximumSubStepsPerAdvance)
        var previous = current
        while accumulator > 0 {
            previous = current
            current = step(current)
            accumulator -= subStep
        }
        if abs(current.u) <= threshold && abs(current.v) <= threshold {
            current = (0, 0)
            displacement = 0
            velocity = 0
            hasConverged = true
            return true
        }
        let alpha = (subStep + accumulator) / subStep
        displacement = previous.u + (current.u - previous.u) * alpha
        velocity = previous.v + (current.v - previous.v) * alpha
        return false
    }

    private func acceleration(_ u: Double, _ v: Double) -> Double {
        -tension * u - damping * v
    }

    /// One RK4 step of u′ = v, v′ = a(u, v).
    private func step(_ state: (u: Double, v: Double)) -> (u: Double, v: Double) {
        let h = subStep, half = subStep / 2
        let u1 = state.u, v1 = state.v, a1 = acceleration(u1, v1)
        let u2 = u1 + v1 * half, v2 = v1 + a1 * half, a2 = acceleration(u2, v2)
        let u3 = u1 + v2 * half, v3 = v1 + a2 * half, a3 = acceleration(u3, v3)
        let u4 = u1 + v3 * h, v4 = v1 + a3 * h, a4 = acceleration(u4, v4)
        return (u1 + h / 6 * (v1 + 2 * v2 + 2 * v3 + v4), v1 + h / 6 * (a1 + 2 * a2 + 2 * a3 + a4))
    }
}
