import Foundation
import OverlayPhysics

extension View {
    /// The four standard timing curves, as `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The cubic curve it stands for.
        public var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// Which kind of timing a `TimingCurveProvider` gives, as `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable {
    case builtin, cubic, spring, composed
}

/// Supplies an animator's timing, as `UITimingCurveProvider`: cubic parameters, spring parameters, or both
/// (a spring is used when both are given). Class-bound as UIKit's: an animator keeps the provider it was made with
/// as a plain reference.
public protocol TimingCurveProvider: AnyObject {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, as `UICubicTimingParameters`.
public final class CubicTimingParameters: TimingCurveProvider {
    /// The standard curve, when made from one (`.easeInOut` otherwise).
    public let animationCurve: View.AnimationCurve
    /// The first control point (the curve runs from (0, 0) to (1, 1)).
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    public let timingCurveType: TimingCurveType

    /// Ease-in-ease-out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the standard curves.
    public init(animationCurve: View.AnimationCurve) {
        self.animationCurve = animationCurve
        let curve = animationCurve.timingCurve
        controlPoint1 = CGPoint(x: curve.x1, y: curve.y1)
        controlPoint2 = CGPoint(x: curve.x2, y: curve.y2)
        timingCurveType = .builtin
    }

    /// A custom curve through two control points.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        animationCurve = .easeInOut
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        timingCurveType = .cubic
    }

    /// The curve as OverlayPhysics evaluates it.
    public var timingCurve: TimingCurve {
        TimingCurve(
            controlPoint1: Double(controlPoint1.x), Double(controlPoint1.y),
            controlPoint2: Double(controlPoint2.x), Double(controlPoint2.y))
    }

    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// A spring timing, as `UISpringTimingParameters`, plus the response form the overlay libraries use.
///
/// Two families, as in UIKit:
/// - **Physical** (`init(mass:stiffness:damping:initialVelocity:)`, `init(duration:bounce:initialVelocity:)`,
///   `init(response:dampingRatio:mass:initialVelocity:)`): the spring is fully given, the animator's duration is
///   ignored and the animation lasts until the spring settles (0.1 % of the distance).
/// - **Damping ratio only** (`init()`, `init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`): the
///   animator's duration is kept, and the spring's stiffness is chosen so that it settles (to 0.1 %) exactly then.
///   UIKit does not document its own choice; this one is OverlaySim's.
///
/// `initialVelocity` follows UIKit's convention: the speed divided by the distance to travel (1 = the whole
/// distance in one second), positive toward the target. One number drives every property animated together:
/// `dy`, or `dx` when `dy` is 0.
public final class SpringTimingParameters: TimingCurveProvider {
    /// How the spring is given.
    public enum Kind: Hashable, Sendable {
        /// A fully specified spring; the animation lasts its settling duration.
        case physical(Spring)
        /// A damping ratio; the stiffness follows from the animator's duration.
        case dampingRatio(Double)
    }

    /// How the spring is given.
    public let kind: Kind
    /// The normalised initial velocity (UIKit's convention).
    public let initialVelocity: CGVector
    public var timingCurveType: TimingCurveType { .spring }

    /// UIKit's default: damping ratio 4.56 (its documented value), at rest.
    public convenience init() {
        self.init(dampingRatio: 4.56)
    }

    /// A spring with this damping ratio that settles in the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with this damping ratio and normalised initial velocity that settles in the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(Double(ratio).isFinite ? max(0, Double(ratio)) : 1)
        initialVelocity = velocity
    }

    /// A spring of this mass, stiffness and damping coefficient (the duration follows from them).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))
        initialVelocity = velocity
    }

    /// UIKit's iOS 17 form: a perceptual duration and a bounce (0 critically damped, up to 1 undamped; below 0
    /// overdamped): stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce) below 0).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let bounce = Double(bounce).isFinite ? min(max(Double(bounce), -0.99), 1) : 0
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        kind = .physical(Spring(response: duration > 0 ? duration : 0.5, dampingRatio: ratio))
        initialVelocity = velocity
    }

    /// The overlay libraries' form: a response (the undamped period, seconds) and a damping ratio:
    /// stiffness m·(2π/response)², damping 4π·ζ·m/response.
    public init(response: CGFloat, dampingRatio ratio: CGFloat, mass: CGFloat = 1, initialVelocity velocity: CGVector = .zero) {
        kind = .physical(Spring(response: Double(response), dampingRatio: Double(ratio), mass: Double(mass)))
        initialVelocity = velocity
    }

    /// The one normalised velocity used for every animated property: `dy`, or `dx` when `dy` is 0.
    public var normalisedVelocity: Double {
        let value = initialVelocity.dy != 0 ? initialVelocity.dy : initialVelocity.dx
        return Double(value).isFinite ? Double(value) : 0
    }

    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The spring for an animator of `duration` seconds: a physical spring as given, or the damping ratio's
    /// spring whose settling duration is `duration`.
    func spring(forDuration duration: Double) -> Spring {
        switch kind {
        case let .physical(spring):
            return spring
        case let .dampingRatio(ratio):
            return SpringTimingParameters.spring(dampingRatio: ratio, settlingIn: duration, initialVelocity: normalisedVelocity)
        }
    }

    /// The response whose spring settles in `duration`: the motion of a spring of response r is the response-1
    /// motion slowed by r (with the velocity scaled by r), so r = duration / T(1, v·r), solved by a few fixed-point
    /// steps (one when v = 0).
    static func spring(dampingRatio ratio: Double, settlingIn duration: Double, initialVelocity velocity: Double) -> Spring {
        guard duration > 0, duration.isFinite else { return Spring(response: 0.3, dampingRatio: max(ratio, 0.01)) }
        let ratio = max(ratio, 0.01)
        var response = duration
        for _ in 0..<8 {
            let unit = Spring(response: 1, dampingRatio: ratio).settlingDuration(initialVelocity: velocity * response)
            guard unit > 0 else { break }
            let next = duration / unit
            if abs(next - response) < 1e-9 { break }
            response = next
        }
        return Spring(response: response, dampingRatio: ratio)
    }
}

/// An animator's timing once resolved: what OverlaySim evaluates.
public enum ViewAnimationTiming: Hashable, Sendable {
    /// A spring from a normalised displacement of 1 with UIKit's normalised `initialVelocity` (positive toward the
    /// target). The container's default always passes 0 (its release velocity only lowers the damping).
    case spring(Spring, initialVelocity: Double)
    /// A cubic timing curve over a fixed duration in seconds.
    case curve(TimingCurve, duration: Double)
}
