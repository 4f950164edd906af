import Foundation

@testable import OverlayContainer
@testable import OverlayUIKit

/// A translation controller that records what the drivers ask of it and answers from settable state, so the drivers'
/// own rules are tested without a container (as the reference's tests do).
final class FakeTranslationController: OverlayTranslationController {
    var lastTranslationEndNotchIndex = 0
    var translationHeight: CGFloat = 211
    var translationPosition: OverlayTranslationPosition = .bottom
    var isDragging = false
    var hasReachedANotch = true
    var draggable = true
    var calls: [String] = []

    func overlayHasReachedANotch() -> Bool { hasReachedANotch }

    func isDraggable(at point: CGPoint, in coordinateSpace: CoordinateSpace) -> Bool {
        calls.append("isDraggable(\(point.x), \(point.y))")
        return draggable
    }

    func startOverlayTranslation() { calls.append("start") }

    func dragOverlay(withOffset offset: CGFloat, usesFunction: Bool) {
        calls.append("drag(\(offset), function: \(usesFunction))")
    }

    func endOverlayTranslation(withVelocity velocity: CGPoint) { calls.append("end(\(velocity.y))") }
}
