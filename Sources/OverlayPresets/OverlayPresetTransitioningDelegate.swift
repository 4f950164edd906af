import Foundation
import OverlayContainer
import OverlayUIKit

/// The transitioning delegate a scene returns for a preset: it keeps one target policy and one animation
/// controller for the container's lifetime (so a stateful policy such as Pulley's sees every drag).
public final class OverlayPresetTransitioningDelegate: OverlayTransitioningDelegate, OverlayDragStartObserving {
    /// The preset the objects come from.
    public let preset: OverlayBehaviorPreset
    /// The policy handed to the container.
    public let targetNotchPolicy: OverlayTranslationTargetNotchPolicy
    /// The animation controller handed to the container.
    public let animationController: OverlayAnimatedTransitioning

    /// Makes the preset's policy and its animation controller for `style`.
    public init(preset: OverlayBehaviorPreset, style: OverlayContainerViewController.OverlayStyle) {
        self.preset = preset
        targetNotchPolicy = preset.makeTargetNotchPolicy()
        animationController = preset.makeAnimationController(style: style)
    }

    public func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        targetNotchPolicy
    }

    public func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? {
        animationController
    }

    public func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart {
        preset.dragStart
    }

    /// Forwards a drag start to the policy and the controller when they observe drag starts; call it from
    /// the delegate's `willStartDraggingOverlay`.
    public func overlayWillStartDragging(in container: OverlayContainerViewController) {
        (targetNotchPolicy as? OverlayDragStartObserving)?.overlayWillStartDragging(in: container)
        (animationController as? OverlayDragStartObserving)?.overlayWillStartDragging(in: container)
    }
}
