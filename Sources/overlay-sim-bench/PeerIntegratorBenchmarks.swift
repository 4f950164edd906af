import Foundation
import OverlayLab
import OverlayPhysics
import OverlayScenes
import OverlayUIKit

/// The `peer-integrators` figure: our animation step against Wave's and Advance's spring methods (implemented in
/// OverlayLab from their published descriptions), on the same ten moves, in the same process: the error of
/// each against the Float80 closed form at 60 and 120 Hz, and the cost of one 60 Hz step.
enum PeerIntegratorBenchmarks {

    /// Median nanoseconds per 60 Hz step of each method, and of ours' steps alone.
    struct Costs {
        var perStep: [SpringMethod: Double]
        /// Ours with every animator of the batch created beforehand: what is left is the steps (and starts).
        var animatorStepsAlone: Double
    }

    /// Median nanoseconds per 60 Hz step of each method on the headline move, a new animation whenever one ends:
    /// `samples` batches of `stepsPerBatch` dependent steps per method, the methods interleaved batch by batch so
    /// that a busy machine slows them alike.
    static func costs(samples: Int, stepsPerBatch: Int) -> Costs {
        let move = IntegratorComparison.headline
        // nil: ours with its animators made before the clock starts.
        let runs: [SpringMethod?] = SpringMethod.allCases + [nil]
        let stepsPerMove = IntegratorComparison.frames(of: move, hz: 60) + 1
        var perStep: [SpringMethod?: [Double]] = [:]
        for method in runs {
            Sink.consume(method.map { run($0, move, steps: stepsPerBatch, from: -300) } ?? 0)
        }
        for sample in 0..<samples {
            for offset in 0..<runs.count {
                let method = runs[(sample + offset) % runs.count]
                // The start comes from the sink so that the batch cannot be hoisted; its result goes back to it.
                let initial = Sink.double.isNaN ? -299.0 : -300.0
                let animators = method == nil ? (0...stepsPerBatch / stepsPerMove).map { _ in move.animator() } : []
                let start = BenchClock.nanoseconds()
                Sink.consume(
                    method.map { run($0, move, steps: stepsPerBatch, from: initial) }
                        ?? runAnimators(animators, steps: stepsPerBatch, from: initial))
                perStep[method, default: []].append(Double(BenchClock.nanoseconds() - start) / Double(stepsPerBatch))
            }
        }
        var medians: [SpringMethod: Double] = [:]
        for method in SpringMethod.allCases { medians[method] = perStep[method]?.median }
        return Costs(perStep: medians, animatorStepsAlone: perStep[nil]?.median ?? .nan)
    }

    /// `runAnimator` on animators made beforehand, the next one whenever one ends.
    @inline(never)
    static func runAnimators(_ animators: [ViewPropertyAnimator], steps: Int, from initial: Double) -> Double {
        var total = 0.0
        var next = 0
        var animator = animators[next]
        animator.startDrivenByOwner()
        for _ in 0..<steps {
            if animator.advance(by: dt) {
                next += 1
                animator = animators[next]
                animator.startDrivenByOwner()
            }
            total += model + animator.offset(forDelta: initial)
        }
        return total
    }

    private static func run(_ method: SpringMethod, _ move: SpringMove, steps: Int, from initial: Double) -> Double {
        switch method {
        case .overlayAnimator: return runAnimator(move, steps: steps, from: initial)
        case .semiImplicitEuler: return runEuler(move, steps: steps, from: initial)
        case .fixedStepRK4: return runRK4(move, steps: steps, from: initial)
        }
    }

    /// The model height plus the animation's displacement, as the container displays it; ours as the container
    /// runs it (a new animator per move).
    private static let model = 633.0, dt = 1.0 / 60

    @inline(never)
    static func runAnimator(_ move: SpringMove, steps: Int, from initial: Double) -> Double {
        var total = 0.0
        var animator = move.animator()
        animator.startDrivenByOwner()
        for _ in 0..<steps {
            if animator.advance(by: dt) {
                animator = move.animator()
                animator.startDrivenByOwner()
            }
            total += model + animator.offset(forDelta: initial)
        }
        return total
    }

    @inline(never)
    static func runEuler(_ move: SpringMove, steps: Int, from initial: Double) -> Double {
        var total = 0.0
        var spring = SemiImplicitEulerSpring(spring: move.spring, displacement: initial, velocity: move.releaseVelocity)
        for _ in 0..<steps {
            if spring.advance(by: dt) {
                spring = SemiImplicitEulerSpring(spring: move.spring, displacement: initial, velocity: move.releaseVelocity)
            }
            total += model + spring.displacement
        }
        return total
    }

    @inline(never)
    static func runRK4(_ move: SpringMove, steps: Int, from initial: Double) -> Double {
        var total = 0.0
        var spring = FixedStepRK4Spring(spring: move.spring, displacement: initial, velocity: move.releaseVelocity)
        for _ in 0..<steps {
            if spring.advance(by: dt) {
                spring = FixedStepRK4Spring(spring: move.spring, displacement: initial, velocity: move.releaseVelocity)
            }
            total += model + spring.displacement
        }
        return total
    }

    /// The figure: ours' worst error over the ten moves and both rates; met when it is ≤ 1e-6 pt and ours' step
    /// costs less than Advance's.
    static func figure(_ errors: IntegratorErrors, costs: Costs) -> BenchFigure {
        let ours = errors.worst(.overlayAnimator)
        let oursCost = costs.perStep[.overlayAnimator] ?? .nan, rk4Cost = costs.perStep[.fixedStepRK4] ?? .nan
        let euler = errors.headline(.semiImplicitEuler), rk4 = errors.headline(.fixedStepRK4)
        let format = IntegratorChart.formatError
        let note =
            "0.3 s ζ 0.7 at 60/120 Hz: Euler (Wave) \(format(euler[0])) / \(format(euler[1])), "
            + "RK4 8 ms (Advance) \(format(rk4[0])) / \(format(rk4[1])); 10 springs: Euler ≤ \(format(errors.worst(.semiImplicitEuler))), "
            + "RK4 ≤ \(format(errors.worst(.fixedStepRK4))); "
            + String(
                format: "ns per 60 Hz step: ours %.1f (%.1f with its animators made beforehand), Euler %.1f, RK4 %.1f",
                oursCost, costs.animatorStepsAlone, costs.perStep[.semiImplicitEuler] ?? .nan, rk4Cost)
        return BenchFigure(
            name: "peer-integrators", title: "ours vs Wave's and Advance's springs: our max error",
            value: ours, unit: "pt", target: "≤ 1e-6 pt, and a step cheaper than RK4 (Advance)",
            met: ours <= 1e-6 && oursCost < rk4Cost, note: note)
    }
}
