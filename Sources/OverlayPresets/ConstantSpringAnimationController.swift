import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// A spring whose response and damping ratio do not depend on the release, optionally carrying the release
/// velocity: Pulley's UIView spring (no velocity) and the sheet's critically damped spring (velocity carried).
public final class ConstantSpringAnimationController: OverlayAnimatedTransitioning {
    /// The spring's response in seconds.
    public var response: Double
    /// The spring's damping ratio.
    public var dampingRatio: Double
    /// Whether the release velocity becomes the spring's initial velocity (UIKit-normalised by the distance).
    public var handsOffVelocity: Bool

    /// Creates a controller for a fixed spring.
    public init(response: Double, dampingRatio: Double, handsOffVelocity: Bool) {
        self.response = response
        self.dampingRatio = dampingRatio
        self.handsOffVelocity = handsOffVelocity
    }

    /// Pulley's `UIView.animate(withDuration: 0.3, usingSpringWithDamping: 0.75, initialSpringVelocity: 0)`:
    /// ζ 0.75 with the response that makes the settling duration 0.3 s, no velocity.
    public static func pulley() -> ConstantSpringAnimationController {
        ConstantSpringAnimationController(
            response: PulleyBehaviorConstants.springResponse,
            dampingRatio: PulleyBehaviorConstants.springDampingRatio,
            handsOffVelocity: false
        )
    }

    /// The sheet's spring: critically damped, response 0.35 s, release velocity carried (an approximation,
    /// Apple does not document the sheet's physics; see <doc:BehaviorPresets>).
    public static func sheet() -> ConstantSpringAnimationController {
        ConstantSpringAnimationController(
            response: SheetBehaviorConstants.springResponse,
            dampingRatio: SheetBehaviorConstants.springDampingRatio,
            handsOffVelocity: true
        )
    }

    /// The spring every animator of this controller uses.
    public var spring: Spring {
        Spring(response: response, dampingRatio: dampingRatio)
    }

    public func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating {
        let velocity = handsOffVelocity ? context.normalisedVelocityTowardTargetNotch : 0
        let timing = SpringTimingParameters(
            response: CGFloat(response), dampingRatio: CGFloat(dampingRatio),
            initialVelocity: CGVector(dx: 0, dy: CGFloat(velocity)))
        return ViewPropertyAnimator(duration: 0, timingParameters: timing)
    }
}
