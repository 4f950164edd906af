import Foundation
import OverlayUIKit

/// What the drivers need from the part that owns the overlay's translation height: its state, and the three calls
/// a gesture makes (start, drag, end). The pan driver and the scroll-view driver see only this protocol, so they can
/// be tested against a fake, and the container only wires the parts together.
protocol OverlayTranslationController: AnyObject {
    /// The notch the overlay most recently started moving to.
    var lastTranslationEndNotchIndex: Int { get }
    /// The model translation height (the target while an animation runs).
    var translationHeight: CGFloat { get }
    /// Top, bottom, in flight or stationary, from exact comparisons with the reachable range.
    var translationPosition: OverlayTranslationPosition { get }
    /// True from the first drag step that changed the height until the next `startOverlayTranslation()`.
    var isDragging: Bool { get }
    /// Whether some enabled notch has exactly the current height.
    func overlayHasReachedANotch() -> Bool
    /// Whether a drag may start at `point` (in `coordinateSpace`).
    func isDraggable(at point: CGPoint, in coordinateSpace: CoordinateSpace) -> Bool
    /// A gesture begins: remember the height it starts from.
    func startOverlayTranslation()
    /// Moves the overlay to the start height minus `offset`, through the translation function or a hard clamp.
    func dragOverlay(withOffset offset: CGFloat, usesFunction: Bool)
    /// The gesture ends with the finger's velocity (points per second, positive = down).
    func endOverlayTranslation(withVelocity velocity: CGPoint)
}
