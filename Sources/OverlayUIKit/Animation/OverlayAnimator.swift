import Foundation
import OverlayPhysics

/// How an overlay animation evolves over time.
public enum OverlayAnimationTiming: Hashable, Sendable {
    /// A spring. `initialVelocity` follows UIKit's convention: points per second divided by the distance to travel,
    /// positive toward the target. The reference always passes 0 (its release velocity only lowers the damping).
    case spring(Spring, initialVelocity: Double)
    /// A cubic timing curve over a fixed duration in seconds.
    case curve(TimingCurve, duration: Double)
}

/// An additive animation of the overlay's translation height, the stand-in for `UIViewPropertyAnimator`.
///
/// Like UIKit's additive animations, an animator does not own the height: when it starts, the model height has
/// already jumped to the target, and the animator contributes an offset `from − to` that decays to 0. The
/// displayed height is the model height plus the offsets of every running animator, so a second animation or a
/// drag blends in without a jump while the first one runs to its natural end.
///
/// It finishes after a duration fixed when it starts (a spring's settling duration, as UIKit computes one),
/// whatever the step rate, so 60 Hz and 120 Hz runs finish at the same instant.
public final class OverlayAnimator {
    /// The timing this animator follows.
    public let timing: OverlayAnimationTiming

    /// Seconds since the animator started.
    public private(set) var elapsed: Double = 0

    /// The total running time, fixed when the animator is created.
    public let duration: Double

    /// Whether the animator has started and not yet finished.
    public private(set) var isRunning = false

    /// Whether the animator has finished and run its completions.
    public private(set) var isFinished = false

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var startOffset: Double = 0

    /// Creates an animator; it starts when the container performs the translation.
    public init(timing: OverlayAnimationTiming) {
        self.timing = timing
        switch timing {
        case let .spring(spring, initialVelocity):
            // UIKit's convention on both sides: normalised, positive toward the target.
            duration = spring.settlingDuration(initialVelocity: initialVelocity)
        case let .curve(_, duration):
            self.duration = duration.isFinite ? max(0, duration) : 0
        }
    }

    /// A spring animator with UIKit's normalised initial velocity.
    public convenience init(spring: Spring, initialVelocity: Double = 0) {
        self.init(timing: .spring(spring, initialVelocity: initialVelocity))
    }

    /// Adds a closure that runs when the animator starts (or at once if it is running), after the model change.
    public func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else if !isFinished { animations.append(animation) }
    }

    /// Adds a closure that runs when the animator finishes, after those added before it.
    public func addCompletion(_ completion: @escaping () -> Void) {
        if !isFinished { completions.append(completion) }
    }

    /// The share of the way done, 0 at the start and 1 at the end (may overshoot 1 with a bouncy spring).
    public var fractionComplete: Double {
        guard startOffset != 0 else { return isFinished ? 1 : min(1, duration > 0 ? elapsed / duration : 1) }
        return 1 - offset / startOffset
    }

    /// The current additive offset (displayed − model contribution), in points.
    public private(set) var offset: Double = 0

    // MARK: - Driven by the translation controller

    package func start(fromOffset offset: Double) {
        guard !isRunning, !isFinished else { return }
        startOffset = offset.isFinite ? offset : 0
        self.offset = startOffset
        isRunning = true
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    /// Advances time; returns true when the animator has just reached its end (completions not yet run).
    package func advance(by time: Double) -> Bool {
        guard isRunning else { return false }
        elapsed += max(0, time)
        // Tolerance so that 1/120 + 1/120 and 1/60 end on the same side of the deadline.
        if elapsed >= duration - 1e-9 {
            offset = 0
            return true
        }
        offset = offset(at: elapsed)
        return false
    }

    package func finish() {
        guard isRunning else { return }
        isRunning = false
        isFinished = true
        offset = 0
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }

    private func offset(at time: Double) -> Double {
        switch timing {
        case let .spring(spring, initialVelocity):
            let initial = SpringState(displacement: startOffset, velocity: -initialVelocity * startOffset)
            return spring.state(after: time, from: initial).displacement
        case let .curve(curve, duration):
            guard duration > 0 else { return 0 }
            return startOffset * (1 - curve.progress(at: time / duration))
        }
    }
}
