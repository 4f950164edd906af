import Foundation
import OverlayPhysics
import OverlayUIKit

/// Coordinates scrolling a list with translating the overlay (<doc:ScrollViewCoordination>): while the finger
/// drags the driving scroll view, this driver decides step by step whether the motion scrolls the content or moves
/// the overlay, and pins the content while the overlay moves, so one continuous gesture hands over between them
/// without a jump.
///
/// It is installed in the scroll view's driver slot, which hears every callback before the app's delegate (the
/// reference's delegate proxy); the app's delegate gets the target offset as this driver changed it.
final class OverlayScrollViewDriver: ScrollViewDelegate, LinkAnchored {
    /// What links to this driver hold (``WeakLink``).
    final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }
    // Held: the translation controller links to nothing that holds this driver.
    private let translationController: OverlayTranslationController
    @WeakLink private(set) final var scrollView: ScrollView?

    /// The accumulated offset handed to `dragOverlay`.
    private(set) final var overlayTranslation: CGFloat = 0
    /// The last seen pan translation.y.
    private(set) final var scrollViewTranslation: CGFloat = 0
    /// Where the content was (or was pinned) at the last scroll step.
    private(set) final var lastContentOffsetWhileScrolling: CGPoint
    /// Keep the reference's behaviour where OverlaySim departs from it on purpose (the ReferenceQuirks article):
    /// a finger step that lands the content exactly on its top is pinned back, and a step's direction is the
    /// velocity's even when that is 0 or points the other way. False: the step hands over, with its own direction.
    final var keepsReferenceQuirks = false
    /// The finger's motion in the current scroll step (points, positive down; 0 when not tracking).
    private var stepTranslation: CGFloat = 0

    init(translationController: OverlayTranslationController, scrollView: ScrollView) {
        self.translationController = translationController
        lastContentOffsetWhileScrolling = scrollView.contentOffset
        self.scrollView = scrollView
        scrollView.setOverlayDriver(self)
    }

    /// Gives the scroll view back (only if it still points at this driver). A drag this driver was running ends
    /// there, released at rest: the reference would leave it open forever when the drivers are rebuilt mid-drag
    /// (a navigation changing the driving scroll view under the finger), with no willEndDragging ever.
    func clean() {
        guard let scrollView = scrollView, scrollView.overlayDriver === self else { return }
        scrollView.setOverlayDriver(nil)
        if scrollView.isTracking && translationController.isDragging {
            translationController.endOverlayTranslation(withVelocity: .zero)
        }
    }

    // MARK: - Helpers (see the ScrollViewCoordination article)

    private func adjustedInsetTop(_ scrollView: ScrollView) -> CGFloat { scrollView.adjustedContentInset.top }
    private func topOffsetInContent(_ scrollView: ScrollView) -> CGFloat { scrollView.contentOffset.y + adjustedInsetTop(scrollView) }
    private func isContentOriginInBounds(_ scrollView: ScrollView) -> Bool { topOffsetInContent(scrollView) <= 0 }
    private func topInset(_ scrollView: ScrollView) -> CGFloat { -adjustedInsetTop(scrollView) }

    /// The finger's vertical direction: its velocity, or the direction of this step when the velocity has none
    /// or points the other way. The velocity is 0 when the finger just moved again after resting (a press held,
    /// then a quick move), and points the wrong way after a fast first move (the tracker's fit through a 14 pt
    /// jump and a 12 pt step overshoots to +880 pt/s while the finger moves up). The reference reads either as
    /// "not moving up", which at the bottom notch scrolls the list by that step and leaves it scrolled there.
    private func fingerDirection(_ scrollView: ScrollView) -> CGFloat {
        let velocity = scrollView.panGestureRecognizer.velocity.y
        guard !keepsReferenceQuirks, velocity * stepTranslation <= 0, stepTranslation != 0 || velocity == 0 else { return velocity }
        return stepTranslation
    }

    /// The decision table of <doc:ScrollViewCoordination>.
    func shouldDragOverlay(_ scrollView: ScrollView) -> Bool {
        guard scrollView.isTracking else { return false }
        let scrollsUp = fingerDirection(scrollView) < 0
        let inBounds = isContentOriginInBounds(scrollView)
        switch translationController.translationPosition {
        case .bottom: return !inBounds && scrollsUp
        case .top: return inBounds && !scrollsUp
        case .inFlight: return inBounds || scrollsUp
        case .stationary: return false
        }
    }

    /// The pinning rule of <doc:ScrollViewCoordination>.
    private func adjustedContentOffset(_ scrollView: ScrollView) -> CGPoint {
        var offset = lastContentOffsetWhileScrolling
        let top = topInset(scrollView)
        let position = translationController.translationPosition
        if (position == .inFlight || position == .top) && offset.y < top {
            offset.y = top
        }
        // The last and the live offset on opposite sides of the top: the content goes to its top. A live offset
        // exactly on the top (every whole-point mouse step can land there) counts as crossing it, or the content
        // would be pinned back and a slow drag would never hand over; the reference keeps the old offset then.
        let product = (offset.y - top) * (scrollView.contentOffset.y - top)
        if product < 0 || (product == 0 && !keepsReferenceQuirks) {
            offset.y = top
        }
        return offset
    }

    // MARK: - Scroll view callbacks

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        translationController.startOverlayTranslation()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let previous = scrollViewTranslation
        scrollViewTranslation = scrollView.panGestureRecognizer.translation.y
        // Content moving by itself or set by code is no finger step.
        stepTranslation = scrollView.isTracking ? scrollViewTranslation - previous : 0
        guard shouldDragOverlay(scrollView) else {
            lastContentOffsetWhileScrolling = scrollView.contentOffset
            return
        }
        if isContentOriginInBounds(scrollView) {
            overlayTranslation += -topOffsetInContent(scrollView)
        } else {
            overlayTranslation += scrollViewTranslation - previous
        }
        let offset = adjustedContentOffset(scrollView)
        // Stored before setting: setting it calls didScroll again, re-entrantly.
        lastContentOffsetWhileScrolling = offset
        scrollView.contentOffset = offset
        translationController.dragOverlay(withOffset: overlayTranslation, usesFunction: false)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        // UIKit's content points per millisecond → finger points per second, positive = finger moving down.
        let fingerVelocity = CGPoint(x: velocity.x * -1000, y: velocity.y * -1000)
        overlayTranslation = 0
        scrollViewTranslation = 0
        scrollView.panGestureRecognizer.setTranslation(.zero)
        let top = topInset(scrollView)
        switch translationController.translationPosition {
        case .bottom where targetContentOffset.y > top:
            targetContentOffset.y = top
        case .inFlight where !translationController.overlayHasReachedANotch():
            targetContentOffset.y = lastContentOffsetWhileScrolling.y
        default:
            break
        }
        let releaseVelocity = shouldDragOverlay(scrollView) ? fingerVelocity : .zero
        translationController.endOverlayTranslation(withVelocity: releaseVelocity)
    }
}
