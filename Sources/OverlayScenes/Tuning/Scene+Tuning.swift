import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The objects a live tuning puts in place of the preset's: built from `TuningParameters` with the preset's own
/// kinds of translation function, policy and animation, so that tuning the fluid preset keeps its projection
/// policy and tuning the reference keeps its rushing-forward one.
final class SceneTuning {
    let parameters: TuningParameters
    let function: OverlayTranslationFunction
    let policy: OverlayTranslationTargetNotchPolicy
    let animation: OverlayAnimatedTransitioning
    var notchHeights: [CGFloat] { parameters.notchHeights.map { CGFloat($0) } }

    init(
        parameters: TuningParameters, function: OverlayTranslationFunction,
        policy: OverlayTranslationTargetNotchPolicy, animation: OverlayAnimatedTransitioning
    ) {
        self.parameters = parameters
        self.function = function
        self.policy = policy
        self.animation = animation
    }
}

extension SceneViewController: OverlayTuning {
    func applyPreset(_ preset: OverlayBehaviorPreset) {
        overlayDelegate.apply(preset)
    }

    /// The scenario with the tuned parameters written in, and the preset in use.
    var tunedScenario: Scenario {
        var tuned = tuningParameters.applied(to: scenario)
        tuned.preset = PresetName(preset.name)
        return tuned
    }

    /// The live parameters of the current preset: the tuned ones after `tune(_:)`, else the preset's own values
    /// (for the reference preset, the scenario's), with the notch heights the container uses now.
    var tuningParameters: TuningParameters {
        if let tuning = overlayDelegate.tuning { return tuning.parameters }
        let style = container.style
        let availableHeight = Double(container.view.bounds.height)
        var parameters = TuningParameters.from(
            scenario: scenario, availableHeight: availableHeight,
            fallback: TuningParameters(
                springResponse: 0.3, springDamping: 1, rubberBandFactor: 0.5, bounces: true, minimumVelocity: 400,
                minimumDuration: 0.1, decelerationRate: 0.998, notchHeights: []))
        parameters.notchHeights = notchHeights.map(Double.init)
        guard preset.name != .reference else { return parameters }
        switch preset.makeTranslationFunction(availableSpace: CGFloat(availableHeight)) {
        case let function as RubberBandOverlayTranslationFunction:
            parameters.rubberBandFactor = Double(function.factor)
            parameters.bounces = function.bouncesAtMaximumHeight || function.bouncesAtMinimumHeight
        case let function as ScrollViewRubberBandTranslationFunction:
            parameters.rubberBandFactor = Double(function.coefficient)
            parameters.bounces = function.bouncesAtMaximumHeight || function.bouncesAtMinimumHeight
        default:
            break
        }
        switch preset.makeTargetNotchPolicy() {
        case let policy as MomentumProjectionTargetNotchPolicy: parameters.decelerationRate = policy.decelerationRate.rawValue
        case let policy as AdjacentSegmentTargetNotchPolicy: parameters.decelerationRate = policy.decelerationRate.rawValue
        case let policy as PulleyTargetNotchPolicy: parameters.decelerationRate = policy.decelerationRate.rawValue
        default: break
        }
        switch preset.makeAnimationController(style: style) {
        case let spring as SpringOverlayTranslationAnimationController:
            parameters.springResponse = Double(spring.response)
            parameters.springDamping = Double(spring.damping)
        case let spring as ConstantSpringAnimationController:
            parameters.springResponse = spring.response
            parameters.springDamping = spring.dampingRatio
        case let spring as FloatingPanelAnimationController:
            parameters.springResponse = Double(spring.response)
            parameters.springDamping = Double(spring.fastReleaseDampingRatio)
        default:
            break
        }
        return parameters.clamped
    }

    /// Applies `parameters` live: the next gesture (and the next animation) uses them. Rebuilds the translation
    /// function, target policy and animation controller of the current preset's kinds with the new values, sets
    /// the scroll views' deceleration rate, and replaces the notch heights (a count that differs from the
    /// scenario's is cut or padded with the last height). Changing the preset (P) drops the tuned objects but keeps
    /// the notch heights.
    func tune(_ parameters: TuningParameters) {
        var parameters = parameters.clamped
        let count = scenario.notches.count
        if parameters.notchHeights.count != count {
            let last = parameters.notchHeights.last ?? 0
            parameters.notchHeights = Array((parameters.notchHeights + Array(repeating: last, count: count)).prefix(count))
        }
        overlayDelegate.tuning = makeTuning(parameters)
        let rate = DecelerationRate(rawValue: parameters.decelerationRate)
        for table in behavior.tables { table.decelerationRate = rate }
        container.invalidateNotchHeights()
        container.layoutIfNeeded()
        view.layoutIfNeeded()
    }

    /// The notch the target policy in use would pick for a release now, at `height` with the finger's `velocity`
    /// (points per second, positive down), for the HUD's projected target while dragging.
    func projectedTargetNotch(height: CGFloat, velocity: CGFloat) -> Int? {
        let heights = notchHeights
        guard !heights.isEmpty,
            let policy = overlayDelegate.overlayTargetNotchPolicy(for: container.topViewController ?? ViewController())
        else { return nil }
        let context = PresetDecisionContext(
            overlayViewController: container.topViewController ?? ViewController(),
            velocity: CGPoint(x: 0, y: velocity), overlayTranslationHeight: height, heights: heights,
            reachableIndexes: container.enabledNotchIndexes)
        let index = policy.targetNotchIndex(using: context)
        return heights.indices.contains(index) ? index : nil
    }

    private func makeTuning(_ parameters: TuningParameters) -> SceneTuning {
        overlayDelegate.tunedNotchHeights = parameters.notchHeights.map { CGFloat($0) }
        return SceneTuning.make(
            parameters, preset: preset, style: container.style, dimension: container.view.bounds.height,
            referenceAnimation: overlayDelegate.scenarioAnimationController)
    }
}

extension SceneTuning {
    /// The objects for `parameters` of `preset`'s own kinds (the reference: a rubber band, rushing forward, and
    /// `referenceAnimation`'s kind of spring), for a container `dimension` points tall.
    static func make(
        _ parameters: TuningParameters, preset: OverlayBehaviorPreset, style: OverlayContainerViewController.OverlayStyle,
        dimension: CGFloat, referenceAnimation: OverlayAnimatedTransitioning?
    ) -> SceneTuning {
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
        return SceneTuning(parameters: parameters, function: function, policy: policy, animation: animation)
    }
}

extension Scene {
    /// The live parameters of the current preset: the tuned ones after `tune(_:)`, else the preset's own values
    /// (for the reference preset, the scenario's), with the notch heights the container uses now.
    public var tuningParameters: TuningParameters { controller.tuningParameters }

    /// Applies `parameters` live (see ``OverlayTuning/tune(_:)``): the next gesture uses them.
    public func tune(_ parameters: TuningParameters) {
        controller.tune(parameters)
    }

    /// The notch the target policy in use would pick for a release now, at `height` with the finger's `velocity`
    /// (points per second, positive down).
    public func projectedTargetNotch(height: CGFloat, velocity: CGFloat) -> Int? {
        controller.projectedTargetNotch(height: height, velocity: velocity)
    }

    /// The scene's live tuning (what the window's tuning panel edits).
    public var tuning: OverlayTuning { controller }
}
