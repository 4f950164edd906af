import Foundation
import OverlayUIKit

/// Turns the finger's raw translation into the overlay's height while dragging (rubber band, hard stop, ...).
/// A class or a struct.
public protocol OverlayTranslationFunction {
    /// The translation height for these parameters. Called afresh on every drag step.
    func overlayTranslationHeight(using parameters: OverlayTranslationParameters) -> CGFloat
}

/// Chooses the notch an overlay goes to when a translation ends. A class or a struct.
public protocol OverlayTranslationTargetNotchPolicy {
    /// The target notch index, normally one of `context.reachableIndexes`.
    func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int
}

/// Builds the animator that moves the overlay to its target notch (<doc:SpringAnimation>). A class or a struct.
public protocol OverlayAnimatedTransitioning {
    /// A new, not yet started animator for this translation: a `ViewPropertyAnimator`, as the reference's
    /// `UIViewPropertyAnimator`. The container starts and advances it; its timing moves the overlay, and the
    /// view changes of every alongside block animate with it.
    func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating
}

/// Supplies the target policy and the animation controller; nil means the default for either.
public protocol OverlayTransitioningDelegate: AnyObject {
    /// The policy for the overlay, or nil for `RushingForwardTargetNotchPolicy`.
    func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy?
    /// The animation controller for the overlay, or nil for `SpringOverlayTranslationAnimationController`.
    func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning?
    /// Where a drag that begins during an animation starts from (an OverlaySim addition); the default is the
    /// reference's `.fromTargetHeight`.
    func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart
}

extension OverlayTransitioningDelegate {
    public func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        nil
    }

    public func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? {
        nil
    }

    public func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart {
        .fromTargetHeight
    }
}
