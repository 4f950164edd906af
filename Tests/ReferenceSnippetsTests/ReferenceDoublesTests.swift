import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// Test doubles as the reference's own tests write them: contexts adopted by plain structs and classes with exactly
// the protocols' requirements, fed to the policies.

private struct TargetContext: OverlayContainerContextTargetNotchPolicy {
    var heightByIndex: [Int: CGFloat] = [:]
    var isDragging = false
    var velocity: CGPoint = .zero
    var overlayTranslationHeight: CGFloat = 0
    var reachableIndexes: [Int] = []
    var notchIndexes: Range<Int> { 0..<heightByIndex.count }
    let overlayViewController = ViewController()

    func height(forNotchAt index: Int) -> CGFloat {
        heightByIndex[index] ?? 0
    }
}

private final class FakeSheetContext: OverlayContainerSheetDismissalPolicyContext {
    var targetTranslationHeight: CGFloat { overlayTranslationHeight }
    var isDragging: Bool { false }
    var velocity: CGPoint = .zero
    var overlayTranslationHeight: CGFloat = 0
    var notchIndexes: Range<Int> { 0..<3 }
    var reachableIndexes: [Int] { [0, 1, 2] }

    func height(forNotchAt index: Int) -> CGFloat {
        [0, 100, 200][index]
    }
}

private struct TransitioningContext: OverlayContainerContextTransitioning {
    let overlayViewController = ViewController()
    var isDragging = false
    var velocity: CGPoint = .zero
    var overlayTranslationHeight: CGFloat = 100
    var notchIndexes: Range<Int> { 0..<2 }
    var reachableIndexes: [Int] { [0, 1] }
    var targetNotchIndex = 1
    var targetNotchHeight: CGFloat = 300

    func height(forNotchAt index: Int) -> CGFloat {
        index == 0 ? 100 : 300
    }
}

final class ReferenceDoublesTests: XCTestCase {
    func testRushingForwardWithAHandMadeContext() {
        var context = TargetContext()
        context.heightByIndex = [0: 100, 1: 200, 2: 300]
        context.reachableIndexes = Array(context.notchIndexes)
        let policy = RushingForwardTargetNotchPolicy()
        for (height, index) in [(0.0, 0), (149.0, 0), (151.0, 1), (249.0, 1), (251.0, 2), (100_000.0, 2)] {
            context.overlayTranslationHeight = CGFloat(height)
            XCTAssertEqual(policy.targetNotchIndex(using: context), index, "height \(height)")
        }
        policy.minimumDuration = 0
        context.velocity = CGPoint(x: 0, y: -500)
        context.overlayTranslationHeight = 125
        XCTAssertEqual(policy.targetNotchIndex(using: context), 1, "fast up: the higher of the two nearest")
        context.reachableIndexes = [1, 2]
        context.velocity = .zero
        context.overlayTranslationHeight = 50
        XCTAssertEqual(policy.targetNotchIndex(using: context), 1, "never a disabled notch")
    }

    func testThresholdPolicyWithAHandMadeContext() {
        let context = FakeSheetContext()
        var policy = ThresholdOverlayContainerSheetDismissalPolicy(
            dismissingVelocity: .none,
            dismissingPosition: .translationHeight(200))
        context.overlayTranslationHeight = 190
        XCTAssertTrue(policy.shouldDismiss(using: context))
        policy.dismissingPosition = .notch(index: 1)
        XCTAssertFalse(policy.shouldDismiss(using: context))
        context.overlayTranslationHeight = 99
        XCTAssertTrue(policy.shouldDismiss(using: context))
        let defaults = ThresholdOverlayContainerSheetDismissalPolicy()
        context.overlayTranslationHeight = 200
        context.velocity = CGPoint(x: 0, y: 2401)
        XCTAssertTrue(defaults.shouldDismiss(using: context))
    }

    func testTheDefaultAnimationControllerWithAHandMadeContext() throws {
        let controller = SpringOverlayTranslationAnimationController()
        let animator = try XCTUnwrap(controller.interruptibleAnimator(using: TransitioningContext()) as? ViewPropertyAnimator)
        guard case let .spring(spring, velocity) = animator.timing else { return XCTFail("a spring") }
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-9, "at rest: critically damped")
        XCTAssertEqual(spring.response, 0.3, accuracy: 1e-9)
        XCTAssertEqual(velocity, 0)
        XCTAssertEqual(animator.state, .inactive, "the container starts it")
    }
}
