import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayDrawing
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlaySimulation
import OverlayUIKit

extension SceneViewController: OverlayTuning {
    func applyPreset(_ preset: OverlayBehaviorPreset) {
        overlayDelegate.apply(preset)
    }

    /// The scenario with the tuned parameters written in (notches of the scenario's kinds, so the file resizes as
    /// the scene does), and the preset in use.
    var tunedScenario: Scenario {
        var tuned = tuningParameters.applied(to: scenario)
        tuned.preset = PresetName(preset.name)
        if let notches = overlayDelegate.tunedNotches { tuned.notches = notches }
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
    /// scenario's is cut or padded with the last height): a changed notch keeps its scenario kind (a fraction stays
    /// a fraction of the available space), so a later resize moves it as it moves the scenario's. Changing the
    /// preset (P) drops the tuned objects but keeps the notch heights.
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

    private func makeTuning(_ parameters: TuningParameters) -> TunedFeel {
        // Relative to the space as the scenario's notches are: a resize after tuning moves them too.
        let space = Double(container.availableSpace)
        let current = overlayDelegate.tunedNotches ?? scenario.notches
        overlayDelegate.tunedNotches = zip(current, parameters.notchHeights).map { $0.retuned(to: $1, availableSpace: space) }
        return TunedFeel.make(
            parameters, preset: preset, style: container.style, dimension: container.view.bounds.height,
            referenceAnimation: overlayDelegate.scenarioAnimationController)
    }
}

extension BuiltInScene {
    /// The live parameters of the current preset: the tuned ones after `tune(_:)`, else the preset's own values
    /// (for the reference preset, the scenario's), with the notch heights the container uses now.
    public var tuningParameters: TuningParameters { controller.tuningParameters }

    /// Applies `parameters` live (see `OverlayTuning/tune(_:)`): the next gesture uses them.
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
