import Foundation
@testable import OverlayCore

/// A delegate that forwards every call to another one; tests subclass it to observe or replace a few answers.
class ForwardingDelegate: OverlayContainerViewControllerDelegate {
    let inner: OverlayContainerViewControllerDelegate

    init(inner: OverlayContainerViewControllerDelegate) {
        self.inner = inner
    }

    func numberOfNotches(in c: OverlayContainerViewController) -> Int { inner.numberOfNotches(in: c) }
    func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat) -> CGFloat {
        inner.overlayContainerViewController(c, heightForNotchAt: index, availableSpace: availableSpace)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, scrollViewDrivingOverlay o: ViewController) -> ScrollView? {
        inner.overlayContainerViewController(c, scrollViewDrivingOverlay: o)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, shouldStartDraggingOverlay o: ViewController, at point: CGPoint, in space: CoordinateSpace) -> Bool {
        inner.overlayContainerViewController(c, shouldStartDraggingOverlay: o, at: point, in: space)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, willStartDraggingOverlay o: ViewController) {
        inner.overlayContainerViewController(c, willStartDraggingOverlay: o)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, willEndDraggingOverlay o: ViewController, atVelocity velocity: CGPoint) {
        inner.overlayContainerViewController(c, willEndDraggingOverlay: o, atVelocity: velocity)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, willMoveOverlay o: ViewController, toNotchAt index: Int) {
        inner.overlayContainerViewController(c, willMoveOverlay: o, toNotchAt: index)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, didMoveOverlay o: ViewController, toNotchAt index: Int) {
        inner.overlayContainerViewController(c, didMoveOverlay: o, toNotchAt: index)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, willTranslateOverlay o: ViewController, transitionCoordinator: OverlayContainerTransitionCoordinator) {
        inner.overlayContainerViewController(c, willTranslateOverlay: o, transitionCoordinator: transitionCoordinator)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, overlayTranslationFunctionForOverlay o: ViewController) -> OverlayTranslationFunction? {
        inner.overlayContainerViewController(c, overlayTranslationFunctionForOverlay: o)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, transitioningDelegateForOverlay o: ViewController) -> OverlayTransitioningDelegate? {
        inner.overlayContainerViewController(c, transitioningDelegateForOverlay: o)
    }
    func overlayContainerViewController(_ c: OverlayContainerViewController, canReachNotchAt index: Int, forOverlay o: ViewController) -> Bool {
        inner.overlayContainerViewController(c, canReachNotchAt: index, forOverlay: o)
    }
}
