import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The objects a live tuning puts in place of the preset's: built from `TuningParameters` with the preset's own
/// kinds of translation function, policy and animation, so that tuning the fluid preset keeps its projection
/// policy and tuning the reference keeps its rushing-forward one.
package final class TunedFeel {
    package let parameters: TuningParameters
    package let function: OverlayTranslationFunction
    package let policy: OverlayTranslationTargetNotchPolicy
    package let animation: OverlayAnimatedTransitioning
    package final var notchHeights: [CGFloat] { parameters.notchHeights.map { CGFloat($0) } }

    package init(
        parameters: TuningParameters, function: OverlayTranslationFunction,
        policy: OverlayTranslationTargetNotchPolicy, animation: OverlayAnimatedTransitioning
    ) {
        self.parameters = parameters
        self.function = function
        self.policy = policy
        self.animation = animation
    }
}

extension TunedFeel {
    /// The objects for `parameters` of `preset`'s own kinds (the reference: a rubber band, rushing forward, and
    /// `referenceAnimation`'s kind of spring), for a container `dimension` points tall.
    package static func make(
        _ parameters: TuningParameters, preset: OverlayBehaviorPreset, style: OverlayContainerViewController.OverlayStyle,
        dimension: CGFloat, referenceAnimation: OverlayAnimatedTransitioning?
    ) -> TunedFeel {
        let isReference = preset.name == .reference
        // Translation function.
        let function: OverlayTranslationFunction
        if !isReference, preset.name == .sheet {
            let sheet = ScrollViewRubberBandTranslationFunction(
                dimension: dimension,
                coefficient: CGFloat(parameters.rubberBandFactor))
            sheet.bouncesAtMaximumHeight = parameters.bounces
            sheet.bouncesAtMinimumHeight = parameters.bounces
            function = sheet
        } else {
            let band = RubberBandOverlayTranslationFunction()
            band.factor = CGFloat(parameters.rubberBandFactor)
            band.bouncesAtMaximumHeight = parameters.bounces
            band.bouncesAtMinimumHeight = parameters.bounces
            function = band
        }
        // Target policy.
        let rate = DecelerationRate(rawValue: parameters.decelerationRate)
        let policy: OverlayTranslationTargetNotchPolicy
        switch isReference ? nil : preset.makeTargetNotchPolicy() {
        case let projection as MomentumProjectionTargetNotchPolicy:
            projection.decelerationRate = rate
            policy = projection
        case let adjacent as AdjacentSegmentTargetNotchPolicy:
            adjacent.decelerationRate = rate
            policy = adjacent
        case let pulley as PulleyTargetNotchPolicy:
            pulley.decelerationRate = rate
            policy = pulley
        default:
            let rushing = RushingForwardTargetNotchPolicy()
            rushing.minimumVelocity = CGFloat(parameters.minimumVelocity)
            rushing.minimumDuration = CGFloat(parameters.minimumDuration)
            policy = rushing
        }
        // Animation.
        let animation: OverlayAnimatedTransitioning
        let base: OverlayAnimatedTransitioning? =
            isReference
            ? referenceAnimation : preset.makeAnimationController(style: style)
        switch base {
        case let spring as SpringOverlayTranslationAnimationController:
            let tuned = SpringOverlayTranslationAnimationController(style: style)
            tuned.mass = spring.mass
            tuned.minimumDamping = spring.minimumDamping
            tuned.minimumVelocityConsidered = spring.minimumVelocityConsidered
            tuned.maximumVelocityConsidered = spring.maximumVelocityConsidered
            tuned.handsOffVelocity = spring.handsOffVelocity
            tuned.response = CGFloat(parameters.springResponse)
            tuned.damping = CGFloat(parameters.springDamping)
            animation = tuned
        case let spring as ConstantSpringAnimationController:
            animation = ConstantSpringAnimationController(
                response: parameters.springResponse,
                dampingRatio: parameters.springDamping,
                handsOffVelocity: spring.handsOffVelocity)
        case let spring as FloatingPanelAnimationController:
            let tuned = FloatingPanelAnimationController()
            tuned.bouncyReleaseSpeed = spring.bouncyReleaseSpeed
            tuned.response = CGFloat(parameters.springResponse)
            tuned.fastReleaseDampingRatio = CGFloat(parameters.springDamping)
            animation = tuned
        case let other?:
            animation = other
        case nil:
            let tuned = SpringOverlayTranslationAnimationController(style: style)
            tuned.response = CGFloat(parameters.springResponse)
            tuned.damping = CGFloat(parameters.springDamping)
            animation = tuned
        }
        return TunedFeel(parameters: parameters, function: function, policy: policy, animation: animation)
    }
}
