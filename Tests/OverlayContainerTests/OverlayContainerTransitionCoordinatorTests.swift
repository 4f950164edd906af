import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The transition coordinator (<doc:TransitionCoordinator>) and the additive animations (<doc:SpringAnimation>).
final class OverlayContainerTransitionCoordinatorTests: XCTestCase {
    func testDragCoordinatorContext() {
        let h = Harness(heights: [100, 300, 500])
        h.drag(offsets: [-150], velocity: 0)
        let c = h.delegate.coordinators[0]
        XCTAssertTrue(c.isDragging)
        XCTAssertFalse(c.isAnimated)
        XCTAssertFalse(c.isCancelled)
        XCTAssertEqual(c.velocity, .zero)
        XCTAssertEqual(c.overlayTranslationHeight, 250)
        XCTAssertEqual(c.targetTranslationHeight, 250)
        XCTAssertEqual(c.notchIndexes, 0..<3)
        XCTAssertEqual(c.reachableIndexes, [0, 1, 2])
        XCTAssertEqual(c.height(forNotchAt: 2), 500)
        XCTAssertEqual(c.height(forNotchAt: 3), 0)
        XCTAssertEqual(c.translationProgress(), 0.375)
        XCTAssertEqual(c.overallTranslationProgress(), 0.375)
    }

    func testAnimatedCoordinatorContext() {
        let h = Harness(heights: [100, 300, 500])
        h.drag(offsets: [-150], velocity: -700)
        h.container.tick(1 / 60)
        let c = h.delegate.coordinators.last!
        XCTAssertTrue(c.isAnimated)
        XCTAssertFalse(c.isDragging)
        XCTAssertEqual(c.velocity, CGPoint(x: 0, y: -700), "the release velocity")
        XCTAssertEqual(c.overlayTranslationHeight, 250, "the model height before the move")
        XCTAssertEqual(c.targetTranslationHeight, 500, "250 + 70 projected; two nearest 300/500; up → 500")
        XCTAssertEqual(c.translationProgress(), 1)
    }

    func testProgressUsesReachableNotchesAndIsUnclamped() {
        let h = Harness(heights: [100, 300, 500])
        h.delegate.reachable = { $0 != 2 }
        h.drag(offsets: [-400], velocity: 0)
        let c = h.delegate.coordinators[0]
        // 100 + 400 = 500 > 300: rubber band round2(300·(1 + 0.5·log10(500/300))) = 333.28
        XCTAssertEqual(c.targetTranslationHeight, 333.28)
        XCTAssertEqual(c.translationProgress(), (333.28 - 100) / 200, accuracy: 1e-12)
        XCTAssertGreaterThan(c.translationProgress(), 1)
        XCTAssertEqual(c.overallTranslationProgress(), (333.28 - 100) / 400, accuracy: 1e-12)
        h.delegate.reachable = { $0 == 1 }
        h.drag(offsets: [-10], velocity: 0)
        XCTAssertEqual(h.delegate.coordinators.last!.translationProgress(), 0, "one reachable notch: 0")
    }

    func testNonAnimatedAlongsideRunsAtOnceAndCompletionAfterAllHandlers() {
        let h = Harness(heights: [211, 633])
        var order: [String] = []
        var kept: OverlayContainerTransitionCoordinator?
        h.delegate.onWillTranslate = { coordinator in
            kept = coordinator
            coordinator.animate(alongsideTransition: { _ in order.append("animation") }, completion: { _ in order.append("completion") })
            order.append("handler returns")
        }
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(order, ["animation", "handler returns", "completion"])
        kept?.animate(alongsideTransition: { _ in order.append("late animation") }, completion: { _ in order.append("late completion") })
        h.run(seconds: 1)
        XCTAssertEqual(order, ["animation", "handler returns", "completion", "late animation"], "a late completion never runs")
    }

    func testAnimatedAlongsideRunsAfterTheModelJumpsAndCompletionAtTheEnd() {
        let h = Harness(heights: [211, 633])
        var seen: [String] = []
        h.delegate.onWillTranslate = { [unowned h] coordinator in
            coordinator.animate(
                alongsideTransition: { context in
                    seen.append("animation model=\(h.container.translationHeight) progress=\(context.translationProgress())")
                }, completion: { _ in seen.append("completion") })
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.tick(1 / 60)
        XCTAssertEqual(seen, ["animation model=633.0 progress=1.0"])
        h.run(seconds: 1)
        XCTAssertEqual(seen.last, "completion")
    }

    func testDisplayedHeightFollowsTheClosedFormSpring() {
        let h = Harness(heights: [211, 633], style: .flexibleHeight)
        h.drag(offsets: [-200], velocity: -3000)
        h.container.layoutIfNeeded()
        // From 411 to 633 with ζ 0.7 (≥ 3000 pt/s, flexible), response 0.3 s, initial velocity 0.
        let spring = Spring(response: 0.3, dampingRatio: 0.7)
        var t = 0.0
        var peak: CGFloat = 0
        // The animation ends at its settling duration (0.495 s for ζ 0.7), then the offset snaps to 0.
        for _ in 0..<59 {
            h.container.advancePhysics(by: 1 / 120)
            t += 1 / 120
            let expected = 633 + spring.state(after: t, from: SpringState(displacement: 411 - 633, velocity: 0)).displacement
            XCTAssertEqual(Double(h.container.displayedTranslationHeight), expected, accuracy: 1e-9)
            peak = max(peak, h.container.displayedTranslationHeight)
        }
        // ζ 0.7 overshoots the target by about 4.6 % of the distance (peak near π/ωd ≈ 0.21 s).
        XCTAssertEqual(Double(peak - 633), 0.046 * 222, accuracy: 0.3)
        h.container.advancePhysics(by: 1 / 120)
        XCTAssertEqual(h.container.displayedTranslationHeight, 633)
        XCTAssertFalse(h.container.isAnimating)
    }

    func testAnimationsAreIdenticalAt60And120HzAtSharedInstants() {
        func trajectory(hz: Double) -> [CGFloat] {
            let h = Harness(heights: [211, 633])
            h.container.moveOverlay(toNotchAt: 1, animated: true)
            var samples: [CGFloat] = []
            let perSample = Int(hz / 60)
            for step in 1...Int(hz) {
                h.container.tick(1 / hz)
                if step % perSample == 0 { samples.append(h.container.displayedTranslationHeight) }
                if step == Int(hz / 10) { h.container.moveOverlay(toNotchAt: 0, animated: true) }
            }
            return samples
        }
        let slow = trajectory(hz: 60)
        let fast = trajectory(hz: 120)
        XCTAssertEqual(slow.count, fast.count)
        for (a, b) in zip(slow, fast) {
            XCTAssertEqual(Double(a), Double(b), accuracy: 1e-6)
        }
    }

    func testNonAnimatedMoveDuringAnAnimationKeepsTheOffsetRunning() {
        // UIKit-like: the running additive animation keeps contributing after an instant model change.
        let h = Harness(heights: [211, 633])
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.run(seconds: 0.1)
        let offset = h.container.displayedTranslationHeight - h.container.translationHeight
        h.container.moveOverlay(toNotchAt: 0, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(h.container.translationHeight, 211)
        XCTAssertEqual(h.container.displayedTranslationHeight - 211, offset, accuracy: 1e-9)
        h.run(seconds: 1)
        XCTAssertEqual(h.container.displayedTranslationHeight, 211)
        XCTAssertEqual(
            h.delegate.log.filter { $0.hasPrefix("didMove") }, ["didMove:0", "didMove:1"], "[quirk] the old animator still reports")
    }

    func testCustomAnimationControllerAndPolicyAreUsed() {
        final class Transitioning: OverlayTransitioningDelegate, OverlayAnimatedTransitioning, OverlayTranslationTargetNotchPolicy {
            var contexts: [Int] = []
            func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? { self }
            func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? { self }
            func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int { context.reachableIndexes.last! }
            func interruptibleAnimator(using context: OverlayContainerContextTransitioning) -> ViewImplicitlyAnimating {
                contexts.append(context.targetNotchIndex)
                return ViewPropertyAnimator(duration: 0.3, curve: .easeOut)
            }
        }
        let h = Harness(heights: [211, 422, 633])
        let transitioning = Transitioning()
        h.delegate.transitioning = transitioning
        h.drag(offsets: [-5], velocity: 0)
        h.container.tick(1 / 60)
        XCTAssertEqual(transitioning.contexts, [2])
        h.run(seconds: 0.15)
        let progress = (h.container.displayedTranslationHeight - 216) / (633 - 216)
        // One 1/60 s tick plus 0.15 s into a 0.3 s ease-out.
        XCTAssertEqual(Double(progress), TimingCurve.easeOut.progress(at: (0.15 + 1 / 60) / 0.3), accuracy: 1e-9)
        h.run(seconds: 0.2)
        XCTAssertTrue(h.delegate.log.contains("didMove:2"))
        XCTAssertEqual(h.container.displayedTranslationHeight, 633)
    }
}
