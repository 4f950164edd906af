import Foundation
import OverlayUIKit

/// The container's callbacks, forwarded in <doc:CallbackOrder>: to the observers, the delegate and the presentation
/// controller.
extension OverlayContainerViewController {
    /// Forwards a callback: observer first, then the delegate, then the presentation controller (only while an
    /// overlay exists).
    func notify(_ event: OverlayContainerEvent) {
        guard let overlay = topViewController else { return }
        observers.notify(event)
        let presentation = forwardingPresentationController
        switch event {
        case .willStartDragging:
            delegate?.overlayContainerViewController(self, willStartDraggingOverlay: overlay)
            presentation?.overlayContainerViewController(self, willStartDraggingOverlay: overlay)
        case let .willEndDragging(velocity):
            delegate?.overlayContainerViewController(self, willEndDraggingOverlay: overlay, atVelocity: velocity)
            presentation?.overlayContainerViewController(self, willEndDraggingOverlay: overlay, atVelocity: velocity)
        case let .willMove(notch):
            delegate?.overlayContainerViewController(self, willMoveOverlay: overlay, toNotchAt: notch)
            presentation?.overlayContainerViewController(self, willMoveOverlay: overlay, toNotchAt: notch)
        case let .didMove(notch):
            delegate?.overlayContainerViewController(self, didMoveOverlay: overlay, toNotchAt: notch)
            presentation?.overlayContainerViewController(self, didMoveOverlay: overlay, toNotchAt: notch)
        case .willTranslate:
            break
        }
    }

    /// <doc:CallbackOrder>: the container's own alongside block first, then the observer and the delegate.
    func overlayWillTranslate(_ coordinator: TranslationCoordinator) {
        guard let overlay = topViewController else { return }
        coordinator.animate(alongsideTransition: applyStyleAlongside, completion: nil)
        observers.notify(
            .willTranslate(
                isAnimated: coordinator.isAnimated,
                isDragging: coordinator.isDragging,
                targetHeight: coordinator.targetTranslationHeight
            ))
        delegate?.overlayContainerViewController(self, willTranslateOverlay: overlay, transitionCoordinator: coordinator)
        forwardingPresentationController?.overlayContainerViewController(
            self, willTranslateOverlay: overlay, transitionCoordinator: coordinator)
    }
}
