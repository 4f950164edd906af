import Foundation
import OverlayPhysics
import OverlayUIKit

/// A presentation controller that hears the translations of the overlay containers it presents
/// (<doc:SheetPresentation>).
///
/// When its presentation begins, it flags the containers it presents: the presented view controller itself if it
/// is a container, else the first container down each branch of its children. A flagged container forwards its
/// callbacks 5–9 (after its delegate) to the first `OverlayContainerPresentationController` found walking up its
/// parents. The flag is cleared when the dismissal ends, whether or not it completed [quirk].
open class OverlayContainerPresentationController: PresentationController {
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        for container in Self.presentedContainers(in: presentedViewController) {
            container.isPresentedInsideAnOverlayContainerPresentationController = true
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        for container in Self.presentedContainers(in: presentedViewController) {
            container.isPresentedInsideAnOverlayContainerPresentationController = false
        }
    }

    /// The container itself, or the first containers found down each branch of the children.
    static func presentedContainers(in viewController: ViewController) -> [OverlayContainerViewController] {
        if let container = viewController as? OverlayContainerViewController { return [container] }
        return viewController.children.flatMap(presentedContainers(in:))
    }

    /// Mirrors `willStartDraggingOverlay`.
    open func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willStartDraggingOverlay overlayViewController: ViewController
    ) {}
    /// Mirrors `willEndDraggingOverlay(_:atVelocity:)`.
    open func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController,
        atVelocity velocity: CGPoint
    ) {}
    /// Mirrors `willMoveOverlay(_:toNotchAt:)`.
    open func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    ) {}
    /// Mirrors `didMoveOverlay(_:toNotchAt:)`.
    open func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        didMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    ) {}
    /// Mirrors `willTranslateOverlay(_:transitionCoordinator:)`.
    open func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {}
}
