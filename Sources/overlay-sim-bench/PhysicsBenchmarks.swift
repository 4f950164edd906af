import Foundation
import OverlayContainer
import OverlayDrawing
import OverlayLab
import OverlayPhysics
import OverlayPresets
import OverlayScenes
import OverlayUIKit

/// The animation figures, measured on what the product runs: `ViewPropertyAnimator`, the additive animation the
/// container starts for every move (its offset is evaluated in closed form from the start at each step).
enum PhysicsBenchmarks {
    /// Median nanoseconds per step of one overlay's spring animation (response 0.3 s, ζ 0.9, a 300 pt move, 60 Hz):
    /// `advance(by:)` plus the displayed height (model + offset), with a new animator for each move made as the
    /// container makes one; over `samples` batches of `stepsPerBatch` steps.
    static func animationStep(samples: Int, stepsPerBatch: Int) -> (median: Double, p99: Double) {
        let timing = SpringTimingParameters(response: 0.3, dampingRatio: 0.9)
        // Warm-up.
        Sink.consume(runAnimation(timing, steps: stepsPerBatch * 10, from: -300))
        var perStep: [Double] = []
        perStep.reserveCapacity(samples)
        for _ in 0..<samples {
            // The start comes from the sink (which the previous batch wrote) so the loop cannot be hoisted out of
            // the sampling loop, and its result goes to the sink before the clock is read again.
            let initial = Sink.double.isNaN ? -299.0 : -300.0
            let start = BenchClock.nanoseconds()
            Sink.consume(runAnimation(timing, steps: stepsPerBatch, from: initial))
            let elapsed = BenchClock.nanoseconds() - start
            perStep.append(Double(elapsed) / Double(stepsPerBatch))
        }
        return (perStep.median, perStep.quantile(0.99))
    }

    /// `steps` steps of 1/60 s of moves of `from` points, a new animator whenever the previous one ends, made and
    /// driven as the container's default animation controller and translation controller do: UIKit's spring timing
    /// parameters, `ViewPropertyAnimator(duration: 0, timingParameters:)`, a completion, started for its owner,
    /// advanced each step, the offset of the move's delta added to the model height, finished at its end.
    @inline(never)
    static func runAnimation(_ timing: SpringTimingParameters, steps: Int, from initial: Double) -> Double {
        let model = 633.0
        var total = 0.0
        var moves = 0
        var latest = 0, made = 0
        func start() -> ViewPropertyAnimator {
            let animator = ViewPropertyAnimator(duration: 0, timingParameters: timing)
            made += 1
            let move = made
            animator.addCompletion { _ in if latest == move { moves += 1 } }
            latest = move
            animator.startDrivenByOwner()
            return animator
        }
        var animator = start()
        for _ in 0..<steps {
            if animator.advance(by: 1.0 / 60) {
                animator.finish(at: .end)
                animator = start()
            }
            total += model + animator.offset(forDelta: initial)
        }
        return total + Double(moves)
    }

    /// The springs the accuracy figure covers: the reference's (ζ 0.7 flexible, 0.9, 1 at low speed), a stiff
    /// critical one, an over-damped one, each from rest and with a 3000 pt/s release velocity.
    static let accuracySprings: [(Spring, Double)] = {
        let springs = [
            Spring(response: 0.3, dampingRatio: 0.7), Spring(response: 0.3, dampingRatio: 0.9),
            Spring(response: 0.3, dampingRatio: 1), Spring(response: 0.4, dampingRatio: 0.576),
            Spring(response: 0.35, dampingRatio: 1.3),
        ]
        return springs.flatMap { [($0, 0.0), ($0, 3000.0)] }
    }()

    /// Max |offset − u_exact| (pt) of the animator over a 300 pt move sampled at every step of `hz`, against the
    /// closed form evaluated independently in 80-bit precision, for as long as the animator runs (it ends at its
    /// settling duration, within 0.1 % of the distance, and snaps to the target by design).
    static func maximumStepError(hz: Int) -> Double {
        var worst = 0.0
        for (spring, velocity) in accuracySprings {
            // UIKit's normalised initial velocity: points per second over the distance, positive toward the target.
            let animator = ViewPropertyAnimator(spring: spring, initialVelocity: velocity / 300)
            animator.startDrivenByOwner()
            var index = 0
            while true {
                index += 1
                if animator.advance(by: 1 / Double(hz)) { break }
                let exact = ExactSpring(spring).displacement(u0: -300, v0: Float80(velocity), t: Float80(index) / Float80(hz))
                worst = max(worst, abs(Double(Float80(animator.offset(forDelta: -300)) - exact)))
            }
        }
        return worst
    }
}
