import Foundation
import OverlayContainer
import OverlayFiles
import OverlayPresets
import OverlayUIKit

/// Stands between a container and its delegate while ``ContainerTuning`` changes its feel: every callback and
/// question goes to the delegate, except the feel questions (translation function, target policy, animation,
/// drag start, notch heights), which the preset's or the tuned objects answer when there are any.
final class TuningDelegateStandIn: OverlayContainerViewControllerDelegate, OverlayTransitioningDelegate, LinkAnchored {
    /// What the container's link to this stand-in holds (``WeakLink``): anchored, the stand-in keeps the fast
    /// retain path that a plain `weak` reference to it would take away (the TreeRuntime article).
    final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }

    /// The container's own delegate (held weakly, as the container held it, through the same kind of link).
    var original: OverlayContainerViewControllerDelegate? { originalLink.delegate }
    private let originalLink: ContainerDelegateLink
    final var presetName: OverlayBehaviorPresetName = .reference
    final var presetTransitioning: OverlayPresetTransitioningDelegate?
    final var tuning: TunedFeel?
    /// Tuned notches by index; nil: the delegate's own answer. A tuned one is a fraction of the available space,
    /// so a resize moves it as it moves the space.
    final var notches: [NotchHeight?]?
    /// The driving scroll view's bounces before a preset changed them.
    final var originalBounces: Bool?
    @WeakLink private var container: OverlayContainerViewController?

    init(original: OverlayContainerViewControllerDelegate?, container: OverlayContainerViewController) {
        originalLink = ContainerDelegateLink(original)
        self.container = container
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        original?.numberOfNotches(in: containerViewController) ?? 0
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController, heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        if let notches, notches.indices.contains(index), let notch = notches[index] {
            return notch.height(availableSpace: availableSpace)
        }
        return original?.overlayContainerViewController(containerViewController, heightForNotchAt: index, availableSpace: availableSpace)
            ?? 0
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        original?.overlayContainerViewController(containerViewController, scrollViewDrivingOverlay: overlayViewController)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController, at point: CGPoint,
        in coordinateSpace: CoordinateSpace
    ) -> Bool {
        guard let original else { return false }
        return original.overlayContainerViewController(
            containerViewController, shouldStartDraggingOverlay: overlayViewController,
            at: point, in: coordinateSpace)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willStartDraggingOverlay overlayViewController: ViewController
    ) {
        presetTransitioning?.overlayWillStartDragging(in: containerViewController)
        (tuning?.policy as? OverlayDragStartObserving)?.overlayWillStartDragging(in: containerViewController)
        original?.overlayContainerViewController(containerViewController, willStartDraggingOverlay: overlayViewController)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController, atVelocity velocity: CGPoint
    ) {
        original?.overlayContainerViewController(
            containerViewController, willEndDraggingOverlay: overlayViewController, atVelocity: velocity)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willMoveOverlay overlayViewController: ViewController, toNotchAt index: Int
    ) {
        original?.overlayContainerViewController(containerViewController, willMoveOverlay: overlayViewController, toNotchAt: index)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        didMoveOverlay overlayViewController: ViewController, toNotchAt index: Int
    ) {
        original?.overlayContainerViewController(containerViewController, didMoveOverlay: overlayViewController, toNotchAt: index)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        original?.overlayContainerViewController(
            containerViewController, willTranslateOverlay: overlayViewController,
            transitionCoordinator: transitionCoordinator)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        overlayTranslationFunctionForOverlay overlayViewController: ViewController
    ) -> OverlayTranslationFunction? {
        if let tuned = tuning?.function { return tuned }
        if presetTransitioning != nil {
            return OverlayBehaviorPreset(name: presetName).makeTranslationFunction(
                availableSpace: containerViewController.view.bounds.height)
        }
        return original?.overlayContainerViewController(
            containerViewController, overlayTranslationFunctionForOverlay: overlayViewController)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        transitioningDelegateForOverlay overlayViewController: ViewController
    ) -> OverlayTransitioningDelegate? {
        tuning != nil || presetTransitioning != nil
            ? self
            : original?.overlayContainerViewController(containerViewController, transitioningDelegateForOverlay: overlayViewController)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController, canReachNotchAt index: Int,
        forOverlay overlayViewController: ViewController
    ) -> Bool {
        original?.overlayContainerViewController(containerViewController, canReachNotchAt: index, forOverlay: overlayViewController) ?? true
    }

    // MARK: - Transitioning (only while a preset or a tuning is in place)

    func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        tuning?.policy ?? presetTransitioning?.overlayTargetNotchPolicy(for: overlayViewController)
    }

    func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? {
        tuning?.animation ?? presetTransitioning?.animationController(for: overlayViewController)
    }

    func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart {
        if let preset = presetTransitioning { return preset.overlayDragStart(for: overlayViewController) }
        guard let container else { return .fromTargetHeight }
        return original?.overlayContainerViewController(container, transitioningDelegateForOverlay: overlayViewController)?
            .overlayDragStart(for: overlayViewController) ?? .fromTargetHeight
    }
}
