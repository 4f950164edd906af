import Foundation
import OverlayPhysics

// UIKit's convenience initialisers of a property animator, over the designated ones.
extension ViewPropertyAnimator {
    /// A cubic animator with a standard curve.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations = animations { addAnimations(animations) }
    }

    /// A cubic animator through two control points.
    public convenience init(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations = animations { addAnimations(animations) }
    }

    /// A spring animator with a damping ratio that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations = animations { addAnimations(animations) }
    }

    /// A spring animator (OverlaySim's shorthand) with UIKit's normalised initial velocity.
    public convenience init(spring: Spring, initialVelocity: Double = 0) {
        self.init(timing: .spring(spring, initialVelocity: initialVelocity))
    }
}
