import Foundation
import OverlayUIKit

/// A dismiss gesture of the user's own (``ContainerDismissGesture/custom(_:)``): `makeRecognizer` builds a
/// recognizer for each shown view (attached to its content, like the built-in gestures), and the view is dismissed
/// the first time `dismissesWhen` holds on one of the recognizer's state changes (by default: the gesture ended).
/// Two values are equal when they are copies of one `init`.
public struct ContainerCustomDismissGesture: Hashable, Sendable {
    private final class Body: Sendable {
        let make: @Sendable () -> GestureRecognizer
        let condition: @Sendable (GestureRecognizer) -> Bool
        init(make: @escaping @Sendable () -> GestureRecognizer, condition: @escaping @Sendable (GestureRecognizer) -> Bool) {
            self.make = make
            self.condition = condition
        }
    }
    private let body: Body

    /// A gesture recognized by what `makeRecognizer` builds, dismissing when `dismissesWhen` holds.
    public init(
        _ makeRecognizer: @escaping @Sendable () -> GestureRecognizer,
        dismissesWhen: @escaping @Sendable (GestureRecognizer) -> Bool = { $0.state == .ended }
    ) {
        body = Body(make: makeRecognizer, condition: dismissesWhen)
    }

    /// A new recognizer.
    public func makeRecognizer() -> GestureRecognizer { body.make() }

    /// Whether the recognizer's current state dismisses the view.
    public func dismisses(_ recognizer: GestureRecognizer) -> Bool { body.condition(recognizer) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.body === rhs.body }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(body)) }
}

extension ContainerDismissGesture {
    /// A gesture of the user's own (see ``ContainerCustomDismissGesture``).
    public static func custom(
        _ makeRecognizer: @escaping @Sendable () -> GestureRecognizer,
        dismissesWhen: @escaping @Sendable (GestureRecognizer) -> Bool = { $0.state == .ended }
    ) -> ContainerDismissGesture {
        .custom(ContainerCustomDismissGesture(makeRecognizer, dismissesWhen: dismissesWhen))
    }
}
