import Foundation
import OverlayPhysics
import OverlayUIKit

/// One move of the integrator comparison: an overlay travelling `distance` points to its target on `spring`,
/// released with `releaseVelocity` (pt/s, positive toward the target).
package struct SpringMove: Sendable {
    package var spring: Spring
    package var distance: Double
    package var releaseVelocity: Double

    package init(response: Double, dampingRatio: Double, distance: Double = 300, releaseVelocity: Double = 0) {
        spring = Spring(response: response, dampingRatio: dampingRatio)
        self.distance = distance
        self.releaseVelocity = releaseVelocity
    }

    /// u(0) = x − target at the start.
    package var initialDisplacement: Double { -distance }

    /// "0.3 s ζ 0.7, from rest" / "… 3000 pt/s".
    package var label: String {
        let start = releaseVelocity == 0 ? "from rest" : String(format: "%.0f pt/s", releaseVelocity)
        return String(format: "%g s ζ %g, %@", spring.response.roundedTo(4), spring.dampingRatio.roundedTo(4), start)
    }

    /// The animator the product runs for this move (UIKit's normalised initial velocity), not started.
    package func animator() -> ViewPropertyAnimator {
        ViewPropertyAnimator(spring: spring, initialVelocity: releaseVelocity / distance)
    }
}

/// The methods compared: ours and the two peers.
package enum SpringMethod: CaseIterable, Sendable {
    /// `ViewPropertyAnimator`: the closed form evaluated from the start at each step.
    case overlayAnimator
    /// Wave's semi-implicit Euler at the display rate.
    case semiImplicitEuler
    /// Advance's RK4 on 8 ms sub-steps with interpolation to the display time.
    case fixedStepRK4

    package var title: String {
        switch self {
        case .overlayAnimator: return "ours: closed form from the start, each step (ViewPropertyAnimator)"
        case .semiImplicitEuler: return "semi-implicit Euler per frame (Wave)"
        case .fixedStepRK4: return "RK4, 8 ms sub-steps, interpolated (Advance)"
        }
    }

    package var shortTitle: String {
        switch self {
        case .overlayAnimator: return "ours"
        case .semiImplicitEuler: return "Euler"
        case .fixedStepRK4: return "RK4 8 ms"
        }
    }
}

/// A method's run of a move, sampled at every display frame: time, u = x − target, and |u − u_exact| (pt).
package struct MethodRun {
    package var times: [Double] = []
    package var displacements: [Double] = []
    package var errors: [Double] = []
    package var maximumError: Double { errors.max() ?? 0 }
}

/// Runs each method on a move at a display rate and measures it against the Float80 closed form.
package enum IntegratorComparison {
    /// The headline move: 0 → 300 pt on the reference container's flexible spring (0.3 s, ζ 0.7), from rest.
    package static let headline = SpringMove(response: 0.3, dampingRatio: 0.7)

    /// Ten moves: the headline and nine others spanning ζ 0.5…1.3 and responses 0.15…0.6 s, from rest and with
    /// release velocities (SwiftUI's default and interactive springs, the reference's ζ 0.9 and critical ones,
    /// a fast throw on a bouncy spring, an over-damped one).
    package static let moves: [SpringMove] = [
        headline,
        SpringMove(response: 0.3, dampingRatio: 0.7, releaseVelocity: 3000),
        SpringMove(response: 0.3, dampingRatio: 0.9),
        SpringMove(response: 0.3, dampingRatio: 1),
        SpringMove(response: 0.15, dampingRatio: 0.86),
        SpringMove(response: 0.2, dampingRatio: 0.8, releaseVelocity: 1500),
        SpringMove(response: 0.4, dampingRatio: 0.576, releaseVelocity: 3000),
        SpringMove(response: 0.5, dampingRatio: 0.825),
        SpringMove(response: 0.6, dampingRatio: 0.5, releaseVelocity: 2000),
        SpringMove(response: 0.35, dampingRatio: 1.3, releaseVelocity: 3000),
    ]

    /// Frames of `hz` for which ours is still running: the move's window. The animator ends at its settling
    /// duration (within 0.1 % of the distance) and snaps to the target there, as UIKit's does.
    package static func frames(of move: SpringMove, hz: Int) -> Int {
        let animator = move.animator()
        animator.startDrivenByOwner()
        var frames = 0
        while !animator.advance(by: 1 / Double(hz)) { frames += 1 }
        return frames
    }

    /// `method` on `move`, one sample per frame of `hz` for frames 1…`frames` (default: the move's window).
    /// A method that ends earlier stays at the target.
    package static func run(_ method: SpringMethod, _ move: SpringMove, hz: Int, frames: Int? = nil) -> MethodRun {
        let count = frames ?? self.frames(of: move, hz: hz)
        let dt = 1 / Double(hz)
        var stepper = Stepper(method, move)
        var run = MethodRun()
        let exact = ExactSpring(move.spring)
        for index in 1...max(1, count) {
            let u = stepper.advance(by: dt)
            let t = Float80(index) / Float80(hz)
            let reference = exact.displacement(u0: Float80(move.initialDisplacement), v0: Float80(move.releaseVelocity), t: t)
            run.times.append(Double(index) * dt)
            run.displacements.append(u)
            run.errors.append(Double(abs(Float80(u) - reference)))
        }
        return run
    }

    /// One method behind one interface (for the comparison, not the timings: those call each method directly).
    private struct Stepper {
        var animator: ViewPropertyAnimator?
        var animatorDelta = 0.0
        var euler: SemiImplicitEulerSpring?
        var rk4: FixedStepRK4Spring?
        var ended = false

        init(_ method: SpringMethod, _ move: SpringMove) {
            let u0 = move.initialDisplacement, v0 = move.releaseVelocity
            switch method {
            case .overlayAnimator:
                let animator = move.animator()
                animator.startDrivenByOwner()
                self.animator = animator
                animatorDelta = u0
            case .semiImplicitEuler:
                euler = SemiImplicitEulerSpring(spring: move.spring, displacement: u0, velocity: v0)
            case .fixedStepRK4:
                rk4 = FixedStepRK4Spring(spring: move.spring, displacement: u0, velocity: v0)
            }
        }

        /// The displacement shown after another frame of `dt`.
        mutating func advance(by dt: Double) -> Double {
            guard !ended else { return 0 }
            if let animator {
                ended = animator.advance(by: dt)
                return animator.offset(forDelta: animatorDelta)
            } else if var euler {
                ended = euler.advance(by: dt)
                self.euler = euler
                return euler.displacement
            } else if var rk4 {
                ended = rk4.advance(by: dt)
                self.rk4 = rk4
                return rk4.displacement
            }
            return 0
        }
    }
}

extension Double {
    fileprivate func roundedTo(_ digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (self * scale).rounded() / scale
    }
}
