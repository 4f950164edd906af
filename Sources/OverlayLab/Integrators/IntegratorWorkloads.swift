import Foundation
import OverlayPhysics
import OverlayUIKit

/// The steps the integrator comparison costs: each method stepping the headline move (0.3 s, ζ 0.7, 300 pt from
/// rest) at 60 Hz, a new animation whenever one ends, the displayed height (model + displacement) summed so that
/// no step can be left out. The benchmarks package (Benchmarks/, a package of its own so that library users never
/// resolve its harness) times them; they are SPI because the animator's driving calls are package-internal.
@_spi(Benchmarks) public enum IntegratorWorkloads {
    /// The model height the displacement is added to, as the container displays it.
    private static let model = 633.0
    private static let dt = 1.0 / 60
    private static let move = IntegratorComparison.headline

    /// Ours as the container runs it: UIKit's spring timing parameters, `ViewPropertyAnimator(duration: 0,
    /// timingParameters:)`, a completion, started for its owner, advanced each step, the offset of the move's delta
    /// read, finished at its end.
    @inline(never)
    public static func overlayAnimator(steps: Int, from initial: Double) -> Double {
        let timing = SpringTimingParameters(response: move.spring.response, dampingRatio: move.spring.dampingRatio)
        var total = 0.0
        var moves = 0, latest = 0, made = 0
        func start() -> ViewPropertyAnimator {
            let animator = ViewPropertyAnimator(duration: 0, timingParameters: timing)
            made += 1
            let current = made
            animator.addCompletion { _ in if latest == current { moves += 1 } }
            latest = current
            animator.startDrivenByOwner()
            return animator
        }
        var animator = start()
        for _ in 0..<steps {
            if animator.advance(by: dt) {
                animator.finish(at: .end)
                animator = start()
            }
            total += model + animator.offset(forDelta: initial)
        }
        return total + Double(moves)
    }

    /// Wave's semi-implicit Euler at the display rate, a new spring per move.
    @inline(never)
    public static func semiImplicitEuler(steps: Int, from initial: Double) -> Double {
        peer(SemiImplicitEulerSpring.self, steps: steps, from: initial)
    }

    /// Advance's RK4 on 8 ms sub-steps, interpolated to the display time, a new spring per move.
    @inline(never)
    public static func fixedStepRK4(steps: Int, from initial: Double) -> Double {
        peer(FixedStepRK4Spring.self, steps: steps, from: initial)
    }

    /// A peer's method: a new spring whenever the previous one ends.
    @inline(__always)
    private static func peer<Method: PeerSpring>(_: Method.Type, steps: Int, from initial: Double) -> Double {
        var total = 0.0
        var spring = Method(spring: move.spring, displacement: initial, velocity: move.releaseVelocity)
        for _ in 0..<steps {
            if spring.advance(by: dt) {
                spring = Method(spring: move.spring, displacement: initial, velocity: move.releaseVelocity)
            }
            total += model + spring.displacement
        }
        return total
    }
}

/// What the peers' spring methods share: started from a displacement and velocity, advanced by a display frame.
private protocol PeerSpring {
    init(spring: Spring, displacement: Double, velocity: Double)
    /// True when the animation has just ended.
    mutating func advance(by dt: Double) -> Bool
    var displacement: Double { get }
}

extension SemiImplicitEulerSpring: PeerSpring {}
extension FixedStepRK4Spring: PeerSpring {
    /// Advance's defaults: 8 ms sub-steps, converged within 0.1.
    fileprivate init(spring: Spring, displacement: Double, velocity: Double) {
        self.init(
            spring: spring, displacement: displacement, velocity: velocity, subStep: Self.advanceSubStep,
            threshold: Self.advanceThreshold)
    }
}
