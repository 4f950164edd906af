import Foundation
import OverlayUIKit

/// What a transition does to a shown view at one progress: its opacity, its offset and its scale (about its
/// centre).
public struct ContainerTransitionValues: Hashable, Sendable {
    /// Opacity, 0…1.
    public var opacity: Double
    /// Translation, points.
    public var offset: CGPoint
    /// Scale about the view's centre.
    public var scale: CGFloat

    /// The values; the defaults change nothing.
    public init(opacity: Double = 1, offset: CGPoint = .zero, scale: CGFloat = 1) {
        self.opacity = opacity
        self.offset = offset
        self.scale = scale
    }

    /// Nothing changed: opacity 1, no offset, scale 1.
    public static let identity = ContainerTransitionValues()
}

/// Where a custom transition is asked for its values.
public struct ContainerTransitionContext: Hashable, Sendable {
    /// The transition progress p: 0 = absent, 1 = present (it runs 0 → 1 while appearing, → 0 while
    /// disappearing).
    public var progress: Double
    /// Whether the view is leaving (its disappearing transition), else appearing or shown.
    public var isRemoval: Bool
    /// The view's laid-out frame in the container, before the transition.
    public var frame: CGRect
    /// The container's bounds.
    public var containerBounds: CGRect
}

/// A transition of the user's own, as a value: a closure from the progress (and the view's frame, the
/// container's bounds and the direction) to the view's opacity, offset and scale. It must give the identity at
/// p = 1 for the view to rest where it is laid out. Two values are equal when they are copies of one `init`.
public struct ContainerCustomTransition: Hashable, Sendable {
    private final class Body: Sendable {
        let name: String
        let values: @Sendable (ContainerTransitionContext) -> ContainerTransitionValues
        init(name: String, values: @escaping @Sendable (ContainerTransitionContext) -> ContainerTransitionValues) {
            self.name = name
            self.values = values
        }
    }
    private let body: Body

    /// A transition named `name` (for logs) computing its values with `values`.
    public init(
        name: String = "custom",
        _ values: @escaping @Sendable (ContainerTransitionContext) -> ContainerTransitionValues
    ) {
        body = Body(name: name, values: values)
    }

    /// The name given at creation.
    public var name: String { body.name }

    /// The values at `context`.
    public func values(_ context: ContainerTransitionContext) -> ContainerTransitionValues { body.values(context) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.body === rhs.body }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(body)) }
}

extension ContainerTransition {
    /// A transition of the user's own (see ``ContainerCustomTransition``).
    public static func custom(
        name: String = "custom",
        _ values: @escaping @Sendable (ContainerTransitionContext) -> ContainerTransitionValues
    ) -> ContainerTransition {
        .custom(ContainerCustomTransition(name: name, values))
    }
}
