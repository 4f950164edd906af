import Foundation
import OverlayContainer
import OverlayContainerManager
import OverlayFiles
import OverlayPhysics
import OverlayPresets
import OverlaySimulation
import OverlayUIKit

/// The container delegate a scenario describes: its notches, reachability, drag area, driving scroll view, and
/// the translation function, target policy and animation of its preset. With the reference preset those come
/// from the scenario's own settings; another preset supplies its own (and may be switched live). The scene's
/// behaviour answers what the scenario alone does not settle (the show-hide example's reachability, ...).
final class SceneOverlayDelegate: OverlayContainerViewControllerDelegate, OverlayTransitioningDelegate, LinkAnchored {
    /// What the container's link to this delegate holds: anchored, the delegate keeps the fast retain path that a
    /// plain `weak` reference would take away (the TreeRuntime article, "Weak without a side table").
    final var linkAnchor: LinkAnchor { anchorSlot.existingAnchor ?? anchorSlot.keep(LinkAnchor(self)) }
    private var anchorSlot = LinkAnchorSlot()
    deinit { anchorSlot.ownerIsGoing() }
    let scenario: Scenario
    /// Strong (a behaviour holds its scene weakly, so there is no cycle): asked at every step, and a weakly held
    /// object costs an atomic side-table retain at every read.
    var behavior: SceneBehavior?
    /// The enabled notch indexes; nil means all (the reference's default).
    var reachable: Set<Int>?
    /// The behaviour preset in use.
    private(set) var preset: OverlayBehaviorPreset

    private let scenarioFunction: RubberBandOverlayTranslationFunction
    private let scenarioPolicy: RushingForwardTargetNotchPolicy
    private var scenarioAnimation: OverlayAnimatedTransitioning?
    private var presetFunction: OverlayTranslationFunction?
    private var presetTransitioning: OverlayPresetTransitioningDelegate?
    private var style: OverlayContainerViewController.OverlayStyle = .expandableHeight
    /// Live tuning (Tuning/Scene+Tuning.swift): objects used in place of the preset's until the preset changes.
    var tuning: TunedFeel?
    /// Tuned notches (BuiltInScene.tune), of the scenario's kinds so that a resize moves them as it moves the
    /// scenario's; kept across preset changes.
    var tunedNotches: [NotchHeight]?
    /// The scenario's own animation controller (the reference preset's), for tuning.
    var scenarioAnimationController: OverlayAnimatedTransitioning? { scenarioAnimation }

    init(scenario: Scenario) {
        self.scenario = scenario
        reachable = scenario.reachable.map(Set.init)
        preset = OverlayBehaviorPreset(name: scenario.preset.behaviorPresetName)
        scenarioFunction = scenario.translationFunction.makeTranslationFunction()
        scenarioPolicy = scenario.targetPolicy.makeTargetNotchPolicy()
    }

    /// Builds the scenario's animation controller once the container's style is known.
    func configureAnimation(style: OverlayContainerViewController.OverlayStyle) {
        self.style = style
        scenarioAnimation = scenario.animation.makeAnimationController(style: style)
        apply(preset)
    }

    /// Switches the preset (live: the next gesture uses it).
    func apply(_ newPreset: OverlayBehaviorPreset) {
        preset = newPreset
        tuning = nil
        if newPreset.name == .reference {
            presetTransitioning = nil
            presetFunction = nil
        } else {
            presetTransitioning = OverlayPresetTransitioningDelegate(preset: newPreset, style: style)
            presetFunction = nil
        }
        for table in behavior?.tables ?? [] {
            if let bounces = newPreset.scrollViewBounces {
                table.bounces = bounces
            } else {
                table.bounces = scenario.scrollView?.bounces ?? true
            }
        }
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        scenario.notches.count
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        let notches = tunedNotches ?? scenario.notches
        return notches[notches.indices.contains(index) ? index : notches.count - 1].height(availableSpace: availableSpace)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        canReachNotchAt index: Int, forOverlay overlayViewController: ViewController
    ) -> Bool {
        behavior?.canReach(index) ?? reachable?.contains(index) ?? true
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: ViewController
    ) -> ScrollView? {
        behavior?.drivingTable
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        shouldStartDraggingOverlay overlayViewController: ViewController,
        at point: CGPoint, in coordinateSpace: CoordinateSpace
    ) -> Bool {
        switch scenario.dragArea {
        case .anywhere:
            return true
        case .overlay:
            let view = overlayViewController.view
            return view.bounds.contains(coordinateSpace.convert(point, to: view))
        case .header:
            guard let header = behavior?.dragHeader else { return false }
            return header.bounds.contains(coordinateSpace.convert(point, to: header))
        }
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willStartDraggingOverlay overlayViewController: ViewController
    ) {
        presetTransitioning?.overlayWillStartDragging(in: containerViewController)
        (tuning?.policy as? OverlayDragStartObserving)?.overlayWillStartDragging(in: containerViewController)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        behavior?.willTranslate(transitionCoordinator)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willEndDraggingOverlay overlayViewController: ViewController,
        atVelocity velocity: CGPoint
    ) {
        behavior?.willEndDragging(velocity: velocity)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        overlayTranslationFunctionForOverlay overlayViewController: ViewController
    ) -> OverlayTranslationFunction? {
        if let tuned = tuning?.function { return tuned }
        guard preset.name != .reference else { return scenarioFunction }
        // Built per call: a sheet-like rubber band depends on the available space, which a resize changes.
        return preset.makeTranslationFunction(availableSpace: containerViewController.view.bounds.height)
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        transitioningDelegateForOverlay overlayViewController: ViewController
    ) -> OverlayTransitioningDelegate? {
        self
    }

    func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        if let override = behavior?.targetPolicy { return override }
        if let tuned = tuning?.policy { return tuned }
        return presetTransitioning?.overlayTargetNotchPolicy(for: overlayViewController) ?? scenarioPolicy
    }

    func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart {
        preset.dragStart
    }

    func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? {
        tuning?.animation ?? presetTransitioning?.animationController(for: overlayViewController) ?? scenarioAnimation
    }
}
