import Foundation
import OverlayContainer
import OverlayUIKit

extension OverlayContainerViewController {
    /// Whether a finger moves the overlay now, as the frame log's `dragging` says: the container counts a drag that
    /// has moved the overlay, and its gesture is still under way (the container's pan, or the driving scroll view
    /// tracking). The container's own `isDragging` stays true after the release until the next drag starts.
    public var isFingerDraggingOverlay: Bool {
        guard isDragging else { return false }
        return isPanUnderWay || activeDrivingScrollView?.isTracking == true
    }

    /// The velocity of the finger that moves the overlay (points per second, positive down): the container's pan
    /// while it drives, else the driving scroll view's pan while it tracks; 0 when no finger moves it.
    public var overlayFingerVelocity: CGFloat {
        guard isFingerDraggingOverlay else { return 0 }
        if isPanUnderWay { return panGestureRecognizer.velocity.y }
        return activeDrivingScrollView?.panGestureRecognizer.velocity.y ?? 0
    }

    private var isPanUnderWay: Bool {
        let state = panGestureRecognizer.state
        return state == .began || state == .changed
    }
}
