import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// README "Custom Translation" and "Custom Translation Animations", and the example's target policy: a struct.

/// The example app's policy: moving up is easy, moving down needs a fast flick to skip a notch.
private struct ActivityLikeTargetNotchPolicy: OverlayTranslationTargetNotchPolicy {
    func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        let movesUp = context.velocity.y < 0
        if movesUp {
            return RushingForwardTargetNotchPolicy().targetNotchIndex(using: context)
        } else {
            let defaultPolicy = RushingForwardTargetNotchPolicy()
            defaultPolicy.minimumVelocity = 2400
            return defaultPolicy.targetNotchIndex(using: context)
        }
    }
}

/// A translation function as a struct: follows the finger, stops hard at the limits.
private struct HardStopTranslationFunction: OverlayTranslationFunction {
    func overlayTranslationHeight(using parameters: OverlayTranslationParameters) -> CGFloat {
        min(max(parameters.translation, parameters.minimumHeight), parameters.maximumHeight)
    }
}

/// An animation controller as a struct, returning a property animator with UIKit's spring timing.
private struct BouncyAnimationController: OverlayAnimatedTransitioning {
    func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating {
        let distance = context.targetNotchHeight - context.overlayTranslationHeight
        let velocity = distance == 0 ? 0 : -context.velocity.y / distance
        let timing = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: velocity))
        return ViewPropertyAnimator(duration: 0.5, timingParameters: timing)
    }
}

private final class TunedDelegate: OverlayContainerViewControllerDelegate, OverlayTransitioningDelegate {
    var usesStructs = false

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 3 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        [100, 300, availableSpace - 200][index]
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        overlayTranslationFunctionForOverlay overlayViewController: ViewController
    ) -> OverlayTranslationFunction? {
        if usesStructs { return HardStopTranslationFunction() }
        let function = RubberBandOverlayTranslationFunction()
        function.factor = 0.7
        function.bouncesAtMinimumHeight = false
        return function
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        transitioningDelegateForOverlay overlayViewController: ViewController
    ) -> OverlayTransitioningDelegate? {
        self
    }

    func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        if usesStructs { return ActivityLikeTargetNotchPolicy() }
        let policy = RushingForwardTargetNotchPolicy()
        policy.minimumVelocity = 0
        return policy
    }

    func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? {
        if usesStructs { return BouncyAnimationController() }
        let controller = SpringOverlayTranslationAnimationController()
        controller.damping = 0.2
        return controller
    }
}

final class TranslationSnippetTests: XCTestCase {
    private func makeContainer(_ delegate: TunedDelegate) -> (SnippetWindow, OverlayContainerViewController) {
        let window = SnippetWindow()
        let container = OverlayContainerViewController(style: .rigid)
        container.delegate = delegate
        container.viewControllers = [ViewController()]
        window.show(container)
        window.drive(container)
        window.run(0.05)
        return (window, container)
    }

    func testTheReadmesTweaksAreUsed() {
        let delegate = TunedDelegate()
        let (window, container) = makeContainer(delegate)
        // The rubber band with factor 0.7 past the top (644). The finger moves 600 pt, of which the pan's 10 pt slop
        // does not count: 100 + 590 = 690 → round2(644·(1 + 0.7·log10(690/644))).
        window.drag(
            from: CGPoint(x: 100, y: 844 - 100 + 10), to: CGPoint(x: 100, y: 844 - 700 + 10), duration: 0.2,
            release: false)
        XCTAssertEqual(
            Double(container.translationHeight), (644 * (1 + 0.7 * log10(690 / 644.0)) * 100).rounded() / 100,
            accuracy: 1e-9)
        window.lift(at: CGPoint(x: 100, y: 844 - 700 + 10))
        // Minimum velocity 0: any upward release goes to the higher of the two nearest notches; damping 0.2 bounces.
        window.run(0.2)
        XCTAssertEqual(container.lastReachedNotchIndex, 2)
        // Released above the top notch, a spring of damping ratio 0.2 (at that speed) swings well below it.
        var lowest = container.displayedTranslationHeight
        for _ in 0..<60 {
            window.run(1.0 / 60)
            lowest = min(lowest, container.displayedTranslationHeight)
        }
        XCTAssertLessThan(lowest, 644 - 2, "a low damping ratio bounces under the notch (a critical spring would not)")
    }

    func testPoliciesFunctionsAndAnimationControllersCanBeStructs() {
        let delegate = TunedDelegate()
        delegate.usesStructs = true
        let (window, container) = makeContainer(delegate)
        // A hard stop at the top notch.
        window.drag(
            from: CGPoint(x: 100, y: 844 - 100 + 10), to: CGPoint(x: 100, y: 844 - 800 + 10), duration: 0.2,
            release: false)
        XCTAssertEqual(container.translationHeight, 644, "the struct function stops hard at the top")
        window.lift(at: CGPoint(x: 100, y: 844 - 800 + 10))
        window.run(1)
        XCTAssertEqual(container.lastReachedNotchIndex, 2)
        // A slow drag down from the top past the middle notch: the struct policy keeps the nearest notch.
        window.drag(from: CGPoint(x: 100, y: 844 - 644 + 10), to: CGPoint(x: 100, y: 844 - 330 + 10), duration: 1)
        window.run(0.05)
        XCTAssertEqual(container.lastReachedNotchIndex, 1)
        // The struct animation controller's spring lasts the duration it was given.
        window.run(0.5)
        XCTAssertFalse(container.isAnimating)
        XCTAssertEqual(container.displayedTranslationHeight, 300)
    }
}
