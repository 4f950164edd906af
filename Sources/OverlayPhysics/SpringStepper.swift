import Foundation

/// An exact fixed-step integrator for a linear spring.
///
/// The closed-form state transition over a fixed `timeStep` is linear in (u, v), so it is a 2×2 matrix
/// that is computed once; each step is then four multiplications, with no integration error and no
/// stability limit on the step size.
public struct SpringStepper: Sendable {
    /// The spring being integrated.
    public let spring: Spring
    /// The fixed step, in seconds.
    public let timeStep: Double

    // Columns of the transition matrix: the images of (1, 0) and (0, 1) after one step.
    private let displacementFromDisplacement: Double
    private let displacementFromVelocity: Double
    private let velocityFromDisplacement: Double
    private let velocityFromVelocity: Double

    /// Creates a stepper and precomputes the one-step transition matrix of `spring` over `timeStep` seconds.
    public init(spring: Spring, timeStep: Double) {
        self.spring = spring
        self.timeStep = timeStep
        let unitDisplacement = spring.state(after: timeStep, from: SpringState(displacement: 1, velocity: 0))
        let unitVelocity = spring.state(after: timeStep, from: SpringState(displacement: 0, velocity: 1))
        displacementFromDisplacement = unitDisplacement.displacement
        velocityFromDisplacement = unitDisplacement.velocity
        displacementFromVelocity = unitVelocity.displacement
        velocityFromVelocity = unitVelocity.velocity
    }

    /// The state one `timeStep` after `state` (exact up to rounding).
    public func step(_ state: SpringState) -> SpringState {
        SpringState(
            displacement: displacementFromDisplacement * state.displacement + displacementFromVelocity * state.velocity,
            velocity: velocityFromDisplacement * state.displacement + velocityFromVelocity * state.velocity
        )
    }
}
