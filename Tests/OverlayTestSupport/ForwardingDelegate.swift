import Foundation
import OverlayContainer
import OverlayUIKit

/// A delegate that forwards every call to another one; tests subclass it to observe or replace a few answers.
open class ForwardingDelegate: OverlayContainerViewControllerDelegate {
    public let inner: OverlayContainerViewControllerDelegate

    public init(inner: OverlayContainerViewControllerDelegate) {
        self.inner = inner
    }

    open func numberOfNotches(in c: OverlayContainerViewController) -> Int { inner.numberOfNotches(in: c) }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat)
        -> CGFloat
    {
        inner.overlayContainerViewController(c, heightForNotchAt: index, availableSpace: availableSpace)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, scrollViewDrivingOverlay o: ViewController) -> ScrollView?
    {
        inner.overlayContainerViewController(c, scrollViewDrivingOverlay: o)
    }
    open func overlayContainerViewController(
        _ c: OverlayContainerViewController, shouldStartDraggingOverlay o: ViewController, at point: CGPoint, in space: CoordinateSpace
    ) -> Bool {
        inner.overlayContainerViewController(c, shouldStartDraggingOverlay: o, at: point, in: space)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, willStartDraggingOverlay o: ViewController) {
        inner.overlayContainerViewController(c, willStartDraggingOverlay: o)
    }
    open func overlayContainerViewController(
        _ c: OverlayContainerViewController, willEndDraggingOverlay o: ViewController, atVelocity velocity: CGPoint
    ) {
        inner.overlayContainerViewController(c, willEndDraggingOverlay: o, atVelocity: velocity)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, willMoveOverlay o: ViewController, toNotchAt index: Int) {
        inner.overlayContainerViewController(c, willMoveOverlay: o, toNotchAt: index)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, didMoveOverlay o: ViewController, toNotchAt index: Int) {
        inner.overlayContainerViewController(c, didMoveOverlay: o, toNotchAt: index)
    }
    open func overlayContainerViewController(
        _ c: OverlayContainerViewController, willTranslateOverlay o: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        inner.overlayContainerViewController(c, willTranslateOverlay: o, transitionCoordinator: transitionCoordinator)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, overlayTranslationFunctionForOverlay o: ViewController)
        -> OverlayTranslationFunction?
    {
        inner.overlayContainerViewController(c, overlayTranslationFunctionForOverlay: o)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, transitioningDelegateForOverlay o: ViewController)
        -> OverlayTransitioningDelegate?
    {
        inner.overlayContainerViewController(c, transitioningDelegateForOverlay: o)
    }
    open func overlayContainerViewController(_ c: OverlayContainerViewController, canReachNotchAt index: Int, forOverlay o: ViewController)
        -> Bool
    {
        inner.overlayContainerViewController(c, canReachNotchAt: index, forOverlay: o)
    }
}
