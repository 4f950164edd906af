import Foundation
import OverlayContainer
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlayUIKit

/// The live tuning of any overlay container, through its delegate's public answers: what the window's tuning
/// panel (T), `P` and the HUD's projected notch use for a user's container.
///
/// Until the first `applyPreset(_:)` or `tune(_:)` nothing changes: the parameters are read from the delegate's
/// own translation function, target policy and animation controller (the reference's defaults where it gives
/// none) and its notch heights. The first change puts a stand-in between the container and its delegate: it
/// forwards every callback and question to the delegate and answers the feel questions itself (the preset's
/// objects, then the tuned ones, and tuned notch heights). Not reachable this way: a delegate that changes its
/// own objects later is overridden while a tuning is in place, and notch counts stay the delegate's.
public final class ContainerTuning: OverlayTuning {
    /// The container tuned.
    public let container: OverlayContainerViewController
    /// The behaviour preset in use; `reference` means the delegate's own answers.
    public private(set) var preset = OverlayBehaviorPreset(name: .reference)
    private var stand: TuningDelegateStandIn?

    /// A tuning of `container` that changes nothing until it is used.
    public init(container: OverlayContainerViewController) {
        self.container = container
    }

    public var notchHeights: [CGFloat] {
        (0..<container.numberOfNotches).map(container.heightForNotch(at:))
    }

    private var overlay: ViewController { container.topViewController ?? ViewController() }

    /// The delegate's (or the stand-in's) transitioning delegate.
    private var transitioning: OverlayTransitioningDelegate? {
        container.delegate?.overlayContainerViewController(container, transitioningDelegateForOverlay: overlay)
    }

    public func applyPreset(_ preset: OverlayBehaviorPreset) {
        let stand = installedStandIn()
        self.preset = preset
        stand.tuning = nil
        stand.presetTransitioning =
            preset.name == .reference ? nil : OverlayPresetTransitioningDelegate(preset: preset, style: container.style)
        stand.presetName = preset.name
        if let scrollView = container.activeDrivingScrollView {
            if stand.originalBounces == nil { stand.originalBounces = scrollView.bounces }
            scrollView.bounces = preset.scrollViewBounces ?? stand.originalBounces ?? scrollView.bounces
        }
    }

    public var tuningParameters: TuningParameters {
        if let tuned = stand?.tuning { return tuned.parameters }
        var parameters = TuningParameters(
            springResponse: 0.3, springDamping: 1, rubberBandFactor: 0.5, bounces: true,
            minimumVelocity: 400, minimumDuration: 0.1,
            decelerationRate: container.activeDrivingScrollView?.decelerationRate.rawValue ?? 0.998,
            notchHeights: notchHeights.map(Double.init))
        let function = container.delegate?.overlayContainerViewController(container, overlayTranslationFunctionForOverlay: overlay)
        parameters.read(
            function: function, policy: transitioning?.overlayTargetNotchPolicy(for: overlay),
            animation: transitioning?.animationController(for: overlay))
        return parameters.clamped
    }

    public func tune(_ parameters: TuningParameters) {
        let stand = installedStandIn()
        var parameters = parameters.clamped
        let count = container.numberOfNotches
        if parameters.notchHeights.count != count {
            let last = parameters.notchHeights.last ?? 0
            parameters.notchHeights = Array((parameters.notchHeights + Array(repeating: last, count: count)).prefix(count))
        }
        let reference =
            preset.name == .reference
            ? stand.original?.overlayContainerViewController(container, transitioningDelegateForOverlay: overlay)?.animationController(
                for: overlay)
            : nil
        stand.tuning = TunedFeel.make(
            parameters, preset: preset, style: container.style, dimension: container.view.bounds.height,
            referenceAnimation: reference)
        // A notch the tuning left where the delegate puts it stays the delegate's; a moved one keeps its share of
        // the available space, so a resize after tuning moves every notch.
        let space = Double(container.availableSpace)
        let answers = notchHeights
        stand.notches = parameters.notchHeights.enumerated().map { index, height in
            let previous = stand.notches.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            guard abs(height - Double(answers[index])) > 1e-9 else { return previous }
            return NotchHeight.fraction(0).retuned(to: height, availableSpace: space)
        }
        container.activeDrivingScrollView?.decelerationRate = DecelerationRate(rawValue: parameters.decelerationRate)
        container.invalidateNotchHeights()
        container.layoutIfNeeded()
    }

    public func projectedTargetNotch(height: CGFloat, velocity: CGFloat) -> Int? {
        let heights = notchHeights
        guard !heights.isEmpty else { return nil }
        let policy = transitioning?.overlayTargetNotchPolicy(for: overlay) ?? RushingForwardTargetNotchPolicy()
        let context = PresetDecisionContext(
            overlayViewController: overlay, velocity: CGPoint(x: 0, y: velocity),
            overlayTranslationHeight: height, heights: heights,
            reachableIndexes: container.enabledNotchIndexes)
        let index = policy.targetNotchIndex(using: context)
        return heights.indices.contains(index) ? index : nil
    }

    /// A scenario with the container's size and style and these values (notches as points), for `--params`; named
    /// after the first title among the container and its parents.
    public var tunedScenario: Scenario {
        let size = container.view.bounds.size
        var named: ViewController? = container
        while let current = named, current.title == nil { named = current.parent }
        var scenario = Scenario(
            name: named?.title ?? "tuning", device: DeviceSize(width: Double(size.width), height: Double(size.height)),
            style: OverlayStyleName(container.style), notches: [.points(0)], preset: PresetName(preset.name))
        if let scrollView = container.activeDrivingScrollView {
            scenario.scrollView = TableSpec(
                bounces: scrollView.bounces,
                alwaysBounceVertical: scrollView.alwaysBounceVertical,
                decelerationRate: scrollView.decelerationRate.rawValue)
        }
        return tuningParameters.applied(to: scenario)
    }

    /// The stand-in between the container and its delegate, put there on first use.
    private func installedStandIn() -> TuningDelegateStandIn {
        if let stand, container.delegate === stand { return stand }
        let made = TuningDelegateStandIn(original: container.delegate, container: container)
        stand = made
        container.delegate = made
        return made
    }
}

extension TuningParameters {
    /// Overwrites the values these objects carry (kinds OverlaySim knows; others leave the values as they are).
    mutating func read(
        function: OverlayTranslationFunction?, policy: OverlayTranslationTargetNotchPolicy?,
        animation: OverlayAnimatedTransitioning?
    ) {
        switch function {
        case let band as RubberBandOverlayTranslationFunction:
            rubberBandFactor = Double(band.factor)
            bounces = band.bouncesAtMaximumHeight || band.bouncesAtMinimumHeight
        case let band as ScrollViewRubberBandTranslationFunction:
            rubberBandFactor = Double(band.coefficient)
            bounces = band.bouncesAtMaximumHeight || band.bouncesAtMinimumHeight
        default:
            break
        }
        switch policy {
        case let rushing as RushingForwardTargetNotchPolicy:
            minimumVelocity = Double(rushing.minimumVelocity)
            minimumDuration = Double(rushing.minimumDuration)
        case let projection as MomentumProjectionTargetNotchPolicy: decelerationRate = projection.decelerationRate.rawValue
        case let adjacent as AdjacentSegmentTargetNotchPolicy: decelerationRate = adjacent.decelerationRate.rawValue
        case let pulley as PulleyTargetNotchPolicy: decelerationRate = pulley.decelerationRate.rawValue
        default: break
        }
        switch animation {
        case let spring as SpringOverlayTranslationAnimationController:
            springResponse = Double(spring.response)
            springDamping = Double(spring.damping)
        case let spring as ConstantSpringAnimationController:
            springResponse = spring.response
            springDamping = spring.dampingRatio
        case let spring as FloatingPanelAnimationController:
            springResponse = Double(spring.response)
            springDamping = Double(spring.fastReleaseDampingRatio)
        default:
            break
        }
    }
}
