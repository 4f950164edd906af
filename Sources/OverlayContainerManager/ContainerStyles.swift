import Foundation
import OverlayPhysics
import OverlayUIKit

/// What fills the whole container behind a shown view.
public enum ContainerBackgroundStyle: Hashable, Sendable {
    /// No background: touches around the view fall through to what lies behind the container.
    case disabled
    /// A colour with its own opacity.
    case color(RGBAColor)
    /// Black at opacity 0.3.
    case dim

    /// The colour drawn, or nil when disabled.
    public var color: RGBAColor? {
        switch self {
        case .disabled: return nil
        case .color(let color): return color
        case .dim: return .dim
        }
    }
}

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
