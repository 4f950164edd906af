import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainer
import OverlayPresets
import OverlayDrawing
import OverlayScenes

/// The spring figures: the cost of one exact step, and its accuracy against the closed form.
enum PhysicsBenchmarks {
    /// Median nanoseconds per `SpringStepper.step` of one overlay (response 0.3 s, ζ 0.9, 60 Hz), over `samples`
    /// batches of `stepsPerBatch` dependent steps (each step needs the previous state, so nothing is hoisted).
    static func springStep(samples: Int, stepsPerBatch: Int) -> (median: Double, p99: Double) {
        let stepper = SpringStepper(spring: Spring(response: 0.3, dampingRatio: 0.9), timeStep: 1.0 / 60)
        // Warm-up.
        Sink.consume(runSteps(stepper, count: stepsPerBatch * 10, from: -300))
        var perStep: [Double] = []
        perStep.reserveCapacity(samples)
        for _ in 0..<samples {
            // The loop is a pure function: its input comes from the sink (which the previous batch wrote) so that it
            // cannot be hoisted out of the sampling loop, and its result goes to the sink before the clock is read
            // again so that it cannot be moved past the clock read.
            let initial = Sink.double.isNaN ? -299.0 : -300.0
            let start = BenchClock.nanoseconds()
            Sink.consume(runSteps(stepper, count: stepsPerBatch, from: initial))
            let elapsed = BenchClock.nanoseconds() - start
            perStep.append(Double(elapsed) / Double(stepsPerBatch))
        }
        return (perStep.median, perStep.quantile(0.99))
    }

    /// `count` steps from a 300 pt displacement, restarted every 600 steps (10 s) so values never become
    /// subnormal (which would time the FPU's slow path instead of the step).
    @inline(never)
    static func runSteps(_ stepper: SpringStepper, count: Int, from initial: Double) -> Double {
        var state = SpringState(displacement: initial, velocity: 0)
        var total = 0.0
        var sinceRestart = 0
        for _ in 0..<count {
            state = stepper.step(state)
            sinceRestart += 1
            if sinceRestart == 600 {
                total += state.displacement
                state = SpringState(displacement: initial, velocity: total * 1e-300)
                sinceRestart = 0
            }
        }
        return total + state.displacement
    }

    /// The springs the accuracy figure covers: the reference's (ζ 0.7 flexible, 0.9, 1 at low speed), a stiff
    /// critical one, an over-damped one, each from rest and with a 3000 pt/s release velocity.
    static let accuracySprings: [(Spring, Double)] = {
        let springs = [Spring(response: 0.3, dampingRatio: 0.7), Spring(response: 0.3, dampingRatio: 0.9),
                       Spring(response: 0.3, dampingRatio: 1), Spring(response: 0.4, dampingRatio: 0.576),
                       Spring(response: 0.35, dampingRatio: 1.3)]
        return springs.flatMap { [($0, 0.0), ($0, 3000.0)] }
    }()

    /// Max |x_step − x_exact| (pt) over a 300 pt animation (2 s) stepped at `hz`, against the closed form
    /// evaluated independently in 80-bit precision.
    static func maximumStepError(hz: Int) -> Double {
        var worst = 0.0
        for (spring, velocity) in accuracySprings {
            let stepper = SpringStepper(spring: spring, timeStep: 1 / Double(hz))
            var state = SpringState(displacement: -300, velocity: velocity)
            for index in 1...(2 * hz) {
                state = stepper.step(state)
                let exact = ExactSpring(spring).displacement(u0: -300, v0: Float80(velocity), t: Float80(index) / Float80(hz))
                worst = max(worst, abs(Double(Float80(state.displacement) - exact)))
            }
        }
        return worst
    }
}

/// The closed-form solution of m·u″ + c·u′ + k·u = 0 in Float80, written independently of OverlayPhysics as the
/// oracle for the accuracy figure.
struct ExactSpring {
    let mass: Float80, stiffness: Float80, damping: Float80

    init(_ spring: Spring) {
        mass = Float80(spring.mass)
        stiffness = Float80(spring.stiffness)
        damping = Float80(spring.damping)
    }

    func displacement(u0: Float80, v0: Float80, t: Float80) -> Float80 {
        let discriminant = damping * damping - 4 * mass * stiffness
        let a = damping / (2 * mass)
        if abs(discriminant) < 1e-9 * damping * damping {
            return expl(-a * t) * (u0 + (v0 + a * u0) * t)
        } else if discriminant < 0 {
            let wd = (-discriminant).squareRoot() / (2 * mass)
            return expl(-a * t) * (u0 * cosl(wd * t) + (v0 + a * u0) / wd * sinl(wd * t))
        } else {
            let root = discriminant.squareRoot() / (2 * mass)
            let r1 = -a + root, r2 = -a - root
            let c2 = (v0 - r1 * u0) / (r2 - r1)
            return (u0 - c2) * expl(r1 * t) + c2 * expl(r2 * t)
        }
    }
}
