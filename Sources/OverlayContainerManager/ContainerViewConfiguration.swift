import Foundation
import OverlayUIKit

/// The settings a shown view may have of its own, SwiftUIOverlayContainer's `ContainerViewConfigurationProtocol`:
/// every field is optional, nil falling back to the container's default. ``ContainerViewConfiguration`` conforms;
/// so may a `View` subclass, to carry its own settings: `ContainerManager.show` then uses them field by field,
/// under the fields set in the configuration passed to `show` (the call's, the view's, then the container's).
/// Every requirement has a default of nil, so a view declares only the fields it sets.
public protocol ContainerViewConfigurationProtocol {
    /// Where the view sits (stacking containers only).
    var alignment: ContainerAlignment? { get }
    /// What fills the container behind the view.
    var backgroundStyle: ContainerBackgroundStyle? { get }
    /// Whether a tap on the background dismisses the view.
    var tapToDismiss: Bool? { get }
    /// How the background comes and goes.
    var backgroundTransition: ContainerBackgroundTransition? { get }
    /// The shadow under the view.
    var shadowStyle: ContainerShadowStyle? { get }
    /// The gesture on the view that dismisses it.
    var dismissGesture: ContainerDismissGesture? { get }
    /// How the view enters and leaves.
    var transition: ContainerTransition? { get }
    /// The animation driving the transition.
    var animation: ContainerAnimation? { get }
    /// Whether (and when) the view dismisses itself.
    var autoDismiss: ContainerAutoDismiss? { get }
    /// Run when the view is inserted into the container.
    var appearAction: (() -> Void)? { get }
    /// Run when the view is removed from the container.
    var disappearAction: (() -> Void)? { get }
}

extension ContainerViewConfigurationProtocol {
    public var alignment: ContainerAlignment? { nil }
    public var backgroundStyle: ContainerBackgroundStyle? { nil }
    public var tapToDismiss: Bool? { nil }
    public var backgroundTransition: ContainerBackgroundTransition? { nil }
    public var shadowStyle: ContainerShadowStyle? { nil }
    public var dismissGesture: ContainerDismissGesture? { nil }
    public var transition: ContainerTransition? { nil }
    public var animation: ContainerAnimation? { nil }
    public var autoDismiss: ContainerAutoDismiss? { nil }
    public var appearAction: (() -> Void)? { nil }
    public var disappearAction: (() -> Void)? { nil }
}

/// The per-view settings of a shown view. Every field is optional: nil falls back to the container's default
/// (`ContainerConfiguration`). Closures make this a plain struct rather than a `Hashable` value.
public struct ContainerViewConfiguration: ContainerViewConfigurationProtocol {
    /// Where the view sits; used in `.stacking` containers only (stacks share the container's alignment).
    public var alignment: ContainerAlignment?
    /// What fills the container behind the view.
    public var backgroundStyle: ContainerBackgroundStyle?
    /// Whether a tap on the background dismisses the view; when false the background lets touches through.
    public var tapToDismiss: Bool?
    /// How the background comes and goes.
    public var backgroundTransition: ContainerBackgroundTransition?
    /// The shadow under the view.
    public var shadowStyle: ContainerShadowStyle?
    /// The gesture on the view that dismisses it.
    public var dismissGesture: ContainerDismissGesture?
    /// How the view enters and leaves.
    public var transition: ContainerTransition?
    /// The animation driving the transition.
    public var animation: ContainerAnimation?
    /// Whether (and when) the view dismisses itself.
    public var autoDismiss: ContainerAutoDismiss?
    /// Run when the view is inserted into the container (start of its appearing transition).
    public var appearAction: (() -> Void)?
    /// Run when the view is removed from the container (end of its disappearing transition).
    public var disappearAction: (() -> Void)?

    /// Creates a configuration; every field left nil uses the container's default.
    public init(
        alignment: ContainerAlignment? = nil,
        backgroundStyle: ContainerBackgroundStyle? = nil,
        tapToDismiss: Bool? = nil,
        backgroundTransition: ContainerBackgroundTransition? = nil,
        shadowStyle: ContainerShadowStyle? = nil,
        dismissGesture: ContainerDismissGesture? = nil,
        transition: ContainerTransition? = nil,
        animation: ContainerAnimation? = nil,
        autoDismiss: ContainerAutoDismiss? = nil,
        appearAction: (() -> Void)? = nil,
        disappearAction: (() -> Void)? = nil
    ) {
        self.alignment = alignment
        self.backgroundStyle = backgroundStyle
        self.tapToDismiss = tapToDismiss
        self.backgroundTransition = backgroundTransition
        self.shadowStyle = shadowStyle
        self.dismissGesture = dismissGesture
        self.transition = transition
        self.animation = animation
        self.autoDismiss = autoDismiss
        self.appearAction = appearAction
        self.disappearAction = disappearAction
    }
}

extension ContainerViewConfiguration {
    /// A copy of any configuration's fields (a view's own, for instance).
    public init(_ other: any ContainerViewConfigurationProtocol) {
        self.init(
            alignment: other.alignment, backgroundStyle: other.backgroundStyle, tapToDismiss: other.tapToDismiss,
            backgroundTransition: other.backgroundTransition, shadowStyle: other.shadowStyle,
            dismissGesture: other.dismissGesture, transition: other.transition, animation: other.animation,
            autoDismiss: other.autoDismiss, appearAction: other.appearAction, disappearAction: other.disappearAction)
    }

    /// These fields where set, `base`'s elsewhere: field by field, this configuration wins.
    public func overriding(_ base: any ContainerViewConfigurationProtocol) -> ContainerViewConfiguration {
        ContainerViewConfiguration(
            alignment: alignment ?? base.alignment, backgroundStyle: backgroundStyle ?? base.backgroundStyle,
            tapToDismiss: tapToDismiss ?? base.tapToDismiss,
            backgroundTransition: backgroundTransition ?? base.backgroundTransition,
            shadowStyle: shadowStyle ?? base.shadowStyle, dismissGesture: dismissGesture ?? base.dismissGesture,
            transition: transition ?? base.transition, animation: animation ?? base.animation,
            autoDismiss: autoDismiss ?? base.autoDismiss, appearAction: appearAction ?? base.appearAction,
            disappearAction: disappearAction ?? base.disappearAction)
    }
}

/// A view configuration with the container's defaults filled in: what the container really uses.
public struct ResolvedContainerViewConfiguration: Hashable, Sendable {
    public var alignment: ContainerAlignment
    public var backgroundStyle: ContainerBackgroundStyle
    public var tapToDismiss: Bool
    public var backgroundTransition: ContainerBackgroundTransition
    public var shadowStyle: ContainerShadowStyle
    public var dismissGesture: ContainerDismissGesture
    public var transition: ContainerTransition
    public var animation: ContainerAnimation
    public var autoDismiss: ContainerAutoDismiss

    /// Fills the nil fields of `view` from `container`. The alignment of a view in a horizontal or vertical
    /// container is always the container's (the stack is aligned as a whole).
    public init(_ view: ContainerViewConfiguration, container: ContainerConfiguration) {
        alignment = container.displayType == .stacking ? view.alignment ?? container.alignment : container.alignment
        backgroundStyle = view.backgroundStyle ?? container.backgroundStyle
        tapToDismiss = view.tapToDismiss ?? container.tapToDismiss
        backgroundTransition = view.backgroundTransition ?? container.backgroundTransition
        shadowStyle = view.shadowStyle ?? container.shadowStyle
        dismissGesture = view.dismissGesture ?? container.dismissGesture
        transition = view.transition ?? container.transition
        animation = view.animation ?? container.animation
        autoDismiss = view.autoDismiss ?? container.autoDismiss
    }
}
