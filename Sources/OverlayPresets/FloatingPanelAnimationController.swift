import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// FloatingPanel's attraction spring (<doc:BehaviorPresets>): response 0.4 s; damping ratio
/// ζ = ln(0.991)/(−2π·2.5·0.001) ≈ 0.576 when the release is faster than 300 pt/s, else 1 (critical); the release
/// velocity is carried into the spring.
///
/// FloatingPanel integrates its spring with one implicit (backward) Euler step per display frame, which is
/// frame-rate dependent and slightly dissipative; we use the exact closed form with the same ω and ζ, so a
/// trajectory here is the ideal one FloatingPanel approximates, identical at 60 and 120 Hz.
public final class FloatingPanelAnimationController: OverlayAnimatedTransitioning {
    /// The spring's response in seconds (1/f).
    public var response: CGFloat = FloatingPanelBehaviorConstants.springResponse
    /// The damping ratio used above `bouncyReleaseSpeed`.
    public var fastReleaseDampingRatio: CGFloat = CGFloat(FloatingPanelBehaviorConstants.springDampingRatio)
    /// Release speeds (pt/s) at or below this get a critically damped spring.
    public var bouncyReleaseSpeed: CGFloat = FloatingPanelBehaviorConstants.bouncyReleaseSpeed

    /// Creates the controller with FloatingPanel's defaults.
    public init() {}

    /// The damping ratio for a release velocity: `fastReleaseDampingRatio` strictly above `bouncyReleaseSpeed`,
    /// else 1.
    public func dampingRatio(forVelocity velocity: CGPoint) -> CGFloat {
        let speed = velocity.y.isFinite ? abs(velocity.y) : 0
        return speed > bouncyReleaseSpeed ? fastReleaseDampingRatio : 1
    }

    public func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating {
        let velocity = context.normalisedVelocityTowardTargetNotch
        let timing = SpringTimingParameters(
            response: response, dampingRatio: dampingRatio(forVelocity: context.velocity),
            initialVelocity: CGVector(dx: 0, dy: CGFloat(velocity)))
        return ViewPropertyAnimator(duration: 0, timingParameters: timing)
    }
}
