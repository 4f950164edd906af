import Foundation
import OverlayPhysics

/// The stand-in for UIKit's transition coordinator of a modal presentation or dismissal: lets the presentation
/// controller (or anyone) animate alongside the slide and be told when it ends.
///
/// Ask a view controller for it with `transitionCoordinator` while its presentation or dismissal runs.
public final class PresentationTransitionCoordinator {
    /// True for a presentation, false for a dismissal.
    public let isPresenting: Bool
    /// The animator of an animated transition (nil when not animated). The alongside blocks are its animations:
    /// the view properties they change animate with the slide.
    public let animator: ViewPropertyAnimator?

    private var pendingAnimations: [(PresentationTransitionCoordinator) -> Void] = []
    private var pendingCompletions: [(PresentationTransitionCoordinator) -> Void] = []
    private var hasPerformedAnimations = false
    private var hasFinished = false

    init(isPresenting: Bool, animator: ViewPropertyAnimator?) {
        self.isPresenting = isPresenting
        self.animator = animator
    }

    /// Whether the transition is animated.
    public var isAnimated: Bool { animator != nil }

    /// Whether this is a dismissal.
    public var isDismissing: Bool { !isPresenting }

    /// The transition's length in seconds, 0 when not animated.
    public var transitionDuration: Double { animator?.duration ?? 0 }

    /// Runs `animation` alongside the transition and `completion` after it, before the presentation controller's
    /// `…TransitionDidEnd`. Animated: `animation` runs when the slide starts (at once if it already runs).
    /// Not animated: it runs when the host performs the change, right after `…TransitionWillBegin`.
    /// Returns false, running nothing, once the transition has ended.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((PresentationTransitionCoordinator) -> Void)?,
        completion: ((PresentationTransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if let animator = animator {
            guard !animator.isFinished else { return false }
            if let animation = animation {
                animator.addAnimations { animation(self) }
            }
            if let completion = completion { animator.addCompletion { _ in completion(self) } }
            return true
        }
        guard !hasFinished else { return false }
        if let animation = animation {
            if hasPerformedAnimations {
                AnimationContext.perform(nil) { animation(self) }
            } else {
                pendingAnimations.append(animation)
            }
        }
        if let completion = completion { pendingCompletions.append(completion) }
        return true
    }

    // MARK: - Driven by the host (non-animated transitions)

    func performAnimationsNow() {
        hasPerformedAnimations = true
        let blocks = pendingAnimations
        pendingAnimations = []
        AnimationContext.perform(nil) {
            for block in blocks { block(self) }
        }
    }

    func finishNow() {
        hasFinished = true
        let blocks = pendingCompletions
        pendingCompletions = []
        for block in blocks { block(self) }
    }
}
