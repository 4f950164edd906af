import Foundation
import OverlayPhysics
import OverlayUIKit

/// Configures and observes an `OverlayContainerViewController`: the same methods, labels and defaults as the
/// reference library's delegate (<doc:CallbackOrder>), so delegate code ported from iOS compiles with few changes.
///
/// Only the first two methods are required. Callbacks 5–9 fire only while the container has an overlay.
public protocol OverlayContainerViewControllerDelegate: AnyObject {
    /// The number of notches. Negative counts are treated as 0.
    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int

    /// The height of notch `index` for an available space of `availableSpace` points (the container's height).
    /// Heights should not decrease with the index; a height that is not finite or is negative is replaced by 0.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat

    /// The scroll view whose scrolling also translates the overlay. Default: nil.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView?

    /// Whether a drag starting at `point` may move the overlay. Default: the point lies inside the overlay's view.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController,
        at point: CGPoint,
        in coordinateSpace: CoordinateSpace
    ) -> Bool

    /// The first drag step that changes the height is about to be applied.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willStartDraggingOverlay overlayViewController: ViewController
    )

    /// A drag that moved the overlay ended with `velocity` (points per second, positive y is down).
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController,
        atVelocity velocity: CGPoint
    )

    /// The overlay starts moving to notch `index` (it may not get there if interrupted).
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    )

    /// The overlay reached notch `index`: the reliable signal.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        didMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    )

    /// The overlay is about to be translated (once per drag step, once per move with its final state).
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    )

    /// The translation function for drags; nil means `RubberBandOverlayTranslationFunction`.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        overlayTranslationFunctionForOverlay overlayViewController: ViewController
    ) -> OverlayTranslationFunction?

    /// The transitioning delegate (target policy, animation controller); nil means the defaults.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        transitioningDelegateForOverlay overlayViewController: ViewController
    ) -> OverlayTransitioningDelegate?

    /// Whether notch `index` is enabled. Asked afresh every time it matters (not cached). Default: true.
    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        canReachNotchAt index: Int,
        forOverlay overlayViewController: ViewController
    ) -> Bool
}

extension OverlayContainerViewControllerDelegate {
    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        nil
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController,
        at point: CGPoint,
        in coordinateSpace: CoordinateSpace
    ) -> Bool {
        let overlayView = overlayViewController.view
        return overlayView.bounds.contains(coordinateSpace.convert(point, to: overlayView))
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willStartDraggingOverlay overlayViewController: ViewController
    ) {}

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController,
        atVelocity velocity: CGPoint
    ) {}

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    ) {}

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        didMoveOverlay overlayViewController: ViewController,
        toNotchAt index: Int
    ) {}

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {}

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        overlayTranslationFunctionForOverlay overlayViewController: ViewController
    ) -> OverlayTranslationFunction? {
        nil
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        transitioningDelegateForOverlay overlayViewController: ViewController
    ) -> OverlayTransitioningDelegate? {
        nil
    }

    public func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        canReachNotchAt index: Int,
        forOverlay overlayViewController: ViewController
    ) -> Bool {
        true
    }
}
