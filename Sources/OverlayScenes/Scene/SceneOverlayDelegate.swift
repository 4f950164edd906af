import Foundation
import OverlayCore
import OverlayPhysics

/// The container delegate a scenario describes: its notches, reachability, drag area, driving scroll view,
/// translation function, target policy and animation.
final class SceneOverlayDelegate: OverlayContainerViewControllerDelegate, OverlayTransitioningDelegate {
    let scenario: Scenario
    weak var content: SearchViewController?
    /// The enabled notch indexes; nil means all (the reference's default).
    var reachable: Set<Int>?

    private let translationFunction: RubberBandOverlayTranslationFunction
    private let policy: RushingForwardTargetNotchPolicy
    private var animationController: OverlayAnimatedTransitioning?

    init(scenario: Scenario) {
        self.scenario = scenario
        reachable = scenario.reachable.map(Set.init)
        translationFunction = RubberBandOverlayTranslationFunction()
        switch scenario.translationFunction {
        case let .rubberBand(factor, bouncesAtMaximumHeight, bouncesAtMinimumHeight):
            translationFunction.factor = CGFloat(factor)
            translationFunction.bouncesAtMaximumHeight = bouncesAtMaximumHeight
            translationFunction.bouncesAtMinimumHeight = bouncesAtMinimumHeight
        case .clamp:
            translationFunction.bouncesAtMaximumHeight = false
            translationFunction.bouncesAtMinimumHeight = false
        }
        policy = RushingForwardTargetNotchPolicy()
        if case let .rushingForward(minimumVelocity, minimumDuration) = scenario.targetPolicy {
            policy.minimumVelocity = CGFloat(minimumVelocity)
            policy.minimumDuration = CGFloat(minimumDuration)
        }
    }

    /// Builds the animation controller once the container's style is known.
    func configureAnimation(style: OverlayContainerViewController.OverlayStyle) {
        switch scenario.animation {
        case let .spring(response, damping, minimumDamping, minimumVelocity, maximumVelocity, mass):
            let controller = SpringOverlayTranslationAnimationController(style: style)
            controller.response = CGFloat(response)
            if let damping = damping { controller.damping = CGFloat(damping) }
            controller.minimumDamping = CGFloat(minimumDamping)
            controller.minimumVelocityConsidered = CGFloat(minimumVelocity)
            controller.maximumVelocityConsidered = CGFloat(maximumVelocity)
            controller.mass = CGFloat(mass)
            animationController = controller
        case let .curve(name, duration):
            animationController = CurveOverlayTranslationAnimationController(curve: name.timingCurve, duration: duration)
        }
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        scenario.notches.count
    }

    func overlayContainerViewController(_ containerViewController: OverlayContainerViewController,
                                        heightForNotchAt index: Int, availableSpace: CGFloat) -> CGFloat {
        switch scenario.notches[index] {
        case let .points(points): return CGFloat(points)
        case let .fraction(fraction): return CGFloat(fraction) * availableSpace
        }
    }

    func overlayContainerViewController(_ containerViewController: OverlayContainerViewController,
                                        canReachNotchAt index: Int, forOverlay overlayViewController: ViewController) -> Bool {
        reachable?.contains(index) ?? true
    }

    func overlayContainerViewController(_ containerViewController: OverlayContainerViewController,
                                        scrollViewDrivingOverlay overlayViewController: ViewController) -> ScrollView? {
        content?.table
    }

    func overlayContainerViewController(_ containerViewController: OverlayContainerViewController,
                                        shouldStartDraggingOverlay overlayViewController: ViewController,
                                        at point: CGPoint, in coordinateSpace: CoordinateSpace) -> Bool {
        switch scenario.dragArea {
        case .anywhere:
            return true
        case .overlay:
            let view = overlayViewController.view
            return view.bounds.contains(coordinateSpace.convert(point, to: view))
        case .header:
            guard let header = content?.header else { return false }
            return header.bounds.contains(coordinateSpace.convert(point, to: header))
        }
    }

    func overlayContainerViewController(_ containerViewController: OverlayContainerViewController,
                                        overlayTranslationFunctionForOverlay overlayViewController: ViewController) -> OverlayTranslationFunction? {
        translationFunction
    }

    func overlayContainerViewController(_ containerViewController: OverlayContainerViewController,
                                        transitioningDelegateForOverlay overlayViewController: ViewController) -> OverlayTransitioningDelegate? {
        self
    }

    func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        policy
    }

    func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? {
        animationController
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

    func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> OverlayAnimator {
        OverlayAnimator(timing: .curve(curve, duration: duration))
    }
}

extension TimingCurveName {
    var timingCurve: TimingCurve {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        }
    }
}
