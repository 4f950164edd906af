import Foundation

/// A swipe: a drag of at least `minimumDistance` points whose dominant axis and direction match `direction`,
/// judged when the pointer lifts (like a drag gesture's end). No velocity is required.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The four swipe directions, in window coordinates (y grows downward).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case up, down, left, right
    }

    /// The direction that is recognized.
    public var direction: Direction
    /// The shortest drag (points, straight-line distance from where the pointer went down).
    public var minimumDistance: CGFloat = 10

    /// Creates a swipe recognizer for one direction.
    public init(direction: Direction) {
        self.direction = direction
    }

    /// The direction of a drag by (`dx`, `dy`): the dominant axis wins; a tie counts as horizontal.
    public static func direction(dx: CGFloat, dy: CGFloat) -> Direction {
        if abs(dx) >= abs(dy) { return dx >= 0 ? .right : .left }
        return dy >= 0 ? .down : .up
    }

    public override func touchEnded(_ touch: TouchEvent) {
        super.touchEnded(touch)
        guard state == .possible else { return }
        let dx = touch.location.x - startLocation.x, dy = touch.location.y - startLocation.y
        if (dx * dx + dy * dy).squareRoot() >= minimumDistance - 1e-9,
            Self.direction(dx: dx, dy: dy) == direction
        {
            requestBegin()
        } else {
            state = .failed
        }
    }

    public override func touchCancelled(_ touch: TouchEvent) {
        super.touchCancelled(touch)
        if state == .possible { state = .failed }
    }

    public override func didBegin() {
        transition(to: .ended)
    }
}
