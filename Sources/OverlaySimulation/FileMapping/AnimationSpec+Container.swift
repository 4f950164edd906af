import Foundation
import OverlayContainer
import OverlayFiles
import OverlayPhysics
import OverlayUIKit

/// A scenario file's `animation` as the container's animation controller.
extension AnimationSpec {
    /// A new animation controller with the file's parameters: a spring whose damping defaults to `style`'s, or a
    /// timing curve of fixed duration.
    public func makeAnimationController(style: OverlayContainerViewController.OverlayStyle) -> OverlayAnimatedTransitioning {
        switch self {
        case let .spring(response, damping, minimumDamping, minimumVelocity, maximumVelocity, mass):
            let controller = SpringOverlayTranslationAnimationController(style: style)
            controller.response = CGFloat(response)
            if let damping = damping { controller.damping = CGFloat(damping) }
            controller.minimumDamping = CGFloat(minimumDamping)
            controller.minimumVelocityConsidered = CGFloat(minimumVelocity)
            controller.maximumVelocityConsidered = CGFloat(maximumVelocity)
            controller.mass = CGFloat(mass)
            return controller
        case let .curve(name, duration):
            return CurveOverlayTranslationAnimationController(curve: name.timingCurve, duration: duration)
        }
    }
}

/// Moves the overlay along a timing curve of fixed duration instead of a spring.
final class CurveOverlayTranslationAnimationController: OverlayAnimatedTransitioning {
    let curve: TimingCurve
    let duration: Double

    init(curve: TimingCurve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating {
        ViewPropertyAnimator(timing: .curve(curve, duration: duration))
    }
}
