import Foundation
import OverlayPhysics
import OverlayUIKit

/// How the background comes and goes.
public enum ContainerBackgroundTransition: Hashable, Sendable {
    /// The background's opacity follows the view's transition progress.
    case opacity
    /// The background is fully there from insertion to removal.
    case identity
}

/// The shadow a renderer draws under a shown view.
public enum ContainerShadowStyle: Hashable, Sendable {
    /// No shadow.
    case disabled
    /// A black shadow with a blur radius, an opacity (0…1) and an offset, in points.
    case shadow(radius: CGFloat, opacity: Double, offset: CGSize)
    /// SwiftUIOverlayContainer's `.radius(r)`, SwiftUI's `shadow(radius:)`: black at opacity 0.33, not offset.
    case radius(CGFloat)
    /// SwiftUIOverlayContainer's `.custom(color, radius, x, y)`: a shadow of any colour (its alpha is the
    /// opacity), blurred over `radius`, offset by (`x`, `y`) points.
    case custom(color: RGBAColor, radius: CGFloat, x: CGFloat, y: CGFloat)

    /// The shadow the view draws, nil for none.
    public var viewShadow: ViewShadow? {
        switch self {
        case .disabled:
            return nil
        case .shadow(let radius, let opacity, let offset):
            return ViewShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: opacity), radius: radius, offset: offset)
        case .radius(let radius):
            return ViewShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: radius, offset: .zero)
        case .custom(let color, let radius, let x, let y):
            return ViewShadow(color: color, radius: radius, offset: CGSize(width: x, height: y))
        }
    }
}

/// The gesture on a shown view that dismisses it.
public enum ContainerDismissGesture: Hashable, Sendable {
    /// No gesture.
    case disabled
    /// One tap.
    case tap
    /// Two taps, the second going down within 0.3 s of the first lifting.
    case doubleTap
    /// The pointer held still (< 10 pt) for at least this many seconds.
    case longPress(seconds: Double)
    /// A drag of at least 10 pt whose dominant direction is up, down, left or right.
    case swipeUp, swipeDown, swipeLeft, swipeRight
    /// A gesture of the user's own (SwiftUIOverlayContainer's `customGesture`): a recognizer made for each shown
    /// view, and the condition on it that dismisses the view.
    case custom(ContainerCustomDismissGesture)
}

/// The edges a view can move in from.
public enum ContainerEdge: Hashable, Sendable {
    case top, bottom, leading, trailing
}

/// How a shown view enters and leaves; the values follow the transition progress p (0 = absent, 1 = present).
public enum ContainerTransition: Hashable, Sendable {
    /// No visual change (the view is simply there while present).
    case identity
    /// Opacity = p.
    case opacity
    /// Moves in from just outside the container's edge: offset = (1 − p) × the distance that hides it.
    case move(edge: ContainerEdge)
    /// Scale = factor + (1 − factor) × p, about the view's centre.
    case scale(from: CGFloat)
    /// Several transitions at once (opacities and scales multiply, offsets add).
    case combined([ContainerTransition])
    /// One transition while the view appears, another while it disappears (SwiftUI's `asymmetric`).
    indirect case asymmetric(insertion: ContainerTransition, removal: ContainerTransition)
    /// A transition of the user's own: values computed from the progress (``ContainerCustomTransition``).
    case custom(ContainerCustomTransition)
}

/// The animation that drives a transition's progress.
public enum ContainerAnimation: Hashable, Sendable {
    /// A spring from OverlayPhysics; it ends when its displacement stays below 0.001 (settling duration).
    case spring(Spring)
    /// A cubic timing curve over a fixed duration (seconds).
    case timingCurve(TimingCurve, duration: Double)

    /// The default: a critically damped spring with a 0.35 s response (ends after ≈ 0.514 s).
    public static let `default` = ContainerAnimation.spring(Spring(response: 0.35, dampingRatio: 1))
}

/// When a shown view goes away by itself.
public enum ContainerAutoDismiss: Hashable, Sendable {
    /// Only on request.
    case disabled
    /// This many seconds (simulation time) after the view appears (is inserted).
    case seconds(Double)
}
