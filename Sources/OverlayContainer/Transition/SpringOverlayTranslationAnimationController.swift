import Foundation
import OverlayPhysics
import OverlayUIKit

/// The default animation controller (<doc:SpringAnimation>): a spring of response 0.3 s whose damping ratio falls
/// from 1 (critical) at low release speeds to `damping` at high ones. The release velocity never pushes the
/// spring: its initial velocity is always 0.
public final class SpringOverlayTranslationAnimationController: OverlayAnimatedTransitioning {
    /// The spring's mass.
    public var mass: CGFloat = 1
    /// The damping ratio used at and above `maximumVelocityConsidered`.
    public var damping: CGFloat = 0.7
    /// The spring's response in seconds.
    public var response: CGFloat = 0.3
    /// The damping ratio used at and below `minimumVelocityConsidered`.
    public var minimumDamping: CGFloat = 1
    /// Speeds below this (points per second) count as this.
    public var minimumVelocityConsidered: CGFloat = 150
    /// Speeds above this count as this.
    public var maximumVelocityConsidered: CGFloat = 3000

    /// Hands the release velocity to the spring as its initial velocity (UIKit-normalised by the distance to
    /// travel). Off in the reference, which only lets the velocity lower the damping; on in the fluid preset.
    public var handsOffVelocity = false

    /// Damping 0.7, the plain default.
    public init() {}

    /// Damping 0.9 for rigid and expandable overlays (so a rigid panel does not lift off the bottom edge on
    /// overshoot), 0.7 for flexible ones.
    public init(style: OverlayContainerViewController.OverlayStyle) {
        damping = style == .flexibleHeight ? 0.7 : 0.9
    }

    /// The damping ratio for a release speed: `nv · (damping − minimumDamping) + minimumDamping` with `nv` the
    /// speed normalised into the considered range.
    public func dampingRatio(forVelocity velocity: CGPoint) -> CGFloat {
        let speed = velocity.y.isFinite ? abs(velocity.y) : 0
        let clamped = min(max(speed, minimumVelocityConsidered), maximumVelocityConsidered)
        let span = maximumVelocityConsidered - minimumVelocityConsidered
        let normalised = span > 0 ? (clamped - minimumVelocityConsidered) / span : 1
        return normalised * (damping - minimumDamping) + minimumDamping
    }

    public func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating {
        propertyAnimator(using: context)
    }

    /// The animator `interruptibleAnimator(using:)` returns: UIKit's spring timing from the response, the damping
    /// ratio for the release speed and the mass (stiffness m·(2π/response)², damping 4π·ζ·m/response); the
    /// duration is the spring's own.
    public func propertyAnimator(using context: OverlayContainerContextTransitioning) -> ViewPropertyAnimator {
        let velocity = handsOffVelocity ? context.normalisedVelocityTowardTargetNotch : 0
        let timing = SpringTimingParameters(
            response: response, dampingRatio: dampingRatio(forVelocity: context.velocity),
            mass: mass, initialVelocity: CGVector(dx: 0, dy: CGFloat(velocity)))
        return ViewPropertyAnimator(duration: 0, timingParameters: timing)
    }

}

extension OverlayContainerContextTransitioning {
    /// The release speed toward the target notch divided by the distance to it, in 1/s: the initial velocity a
    /// UIKit spring timing expects (`SpringTimingParameters.initialVelocity`), 0 when the overlay is already at
    /// the target, clamped to ±100. Up (negative y) raises the height, so the speed along the height is
    /// −`velocity.y`. Animation controllers that hand the release velocity to their spring read it here.
    public var normalisedVelocityTowardTargetNotch: Double {
        let distance = Double(targetNotchHeight - overlayTranslationHeight)
        let speed = -Double(velocity.y)
        guard abs(distance) > 1e-6, speed.isFinite else { return 0 }
        return min(max(speed / distance, -100), 100)
    }
}
