import Foundation
import OverlayPhysics
import OverlayUIKit

/// Turns the container's pan gesture into translations (<doc:PanDriver>): the gesture layer reports began,
/// changed and ended; this driver decides whether the overlay may move and hands the finger's offset to the
/// translation controller, through the translation function (rubber band by default).
public final class OverlayPanDriver {
    // The translation controller is held (it links to nothing that holds this driver); the container's view is
    // weak: a driver a client keeps after its container went away answers as if nothing could be dragged.
    private let translationController: OverlayTranslationController
    @WeakLink private var containerView: View?
    /// Whether a gesture this driver (or the one it replaced) began is under way.
    final var isActive = false

    init(translationController: OverlayTranslationController, containerView: View) {
        self.translationController = translationController
        self.containerView = containerView
    }

    /// `gestureRecognizerShouldBegin` (<doc:PanDriver>): whether a pan starting at `location` (container
    /// coordinates) may begin at all. When false, the gesture never begins and leaves the touch to others.
    public func shouldBegin(at location: CGPoint) -> Bool {
        guard let containerView else { return false }
        return translationController.isDraggable(at: location, in: containerView)
    }

    /// The gesture began at `startingLocation` (container coordinates) with total translation `translation`
    /// (window coordinates). Returns false when dragging is not allowed there: the gesture is then cancelled,
    /// which has already ended the translation with `cancelVelocity`.
    @discardableResult
    public func gestureBegan(startingLocation: CGPoint, translation: CGPoint, cancelVelocity: CGPoint = .zero) -> Bool {
        translationController.startOverlayTranslation()
        guard let containerView, translationController.isDraggable(at: startingLocation, in: containerView) else {
            translationController.endOverlayTranslation(withVelocity: cancelVelocity)
            return false
        }
        isActive = true
        translationController.dragOverlay(withOffset: translation.y, usesFunction: true)
        return true
    }

    /// The finger moved; `translation` is the total since the gesture began.
    public func gestureChanged(translation: CGPoint) {
        guard isActive else { return }
        translationController.dragOverlay(withOffset: translation.y, usesFunction: true)
    }

    /// The gesture ended, was cancelled or failed, with the finger's velocity in points per second.
    public func gestureEnded(velocity: CGPoint) {
        guard isActive else { return }
        isActive = false
        translationController.endOverlayTranslation(withVelocity: velocity)
    }
}
