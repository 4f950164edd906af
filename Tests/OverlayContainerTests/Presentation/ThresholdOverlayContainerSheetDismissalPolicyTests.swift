import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// A hand-made policy context with exactly the protocol's requirements (users adopt it in their own doubles).
private struct StubContext: OverlayContainerSheetDismissalPolicyContext {
    var isDragging = false
    var velocity: CGPoint = .zero
    var overlayTranslationHeight: CGFloat = 300
    var targetTranslationHeight: CGFloat = 300
    var heights: [CGFloat] = [100, 300, 644]
    var notchIndexes: Range<Int> { 0..<heights.count }
    var reachableIndexes: [Int] { Array(notchIndexes) }
    func height(forNotchAt index: Int) -> CGFloat { heights.indices.contains(index) ? heights[index] : 0 }
}

final class ThresholdOverlayContainerSheetDismissalPolicyTests: XCTestCase {
    private func policy(
        _ position: ThresholdOverlayContainerSheetDismissalPolicy.Position,
        _ velocity: ThresholdOverlayContainerSheetDismissalPolicy.Velocity
    ) -> ThresholdOverlayContainerSheetDismissalPolicy {
        ThresholdOverlayContainerSheetDismissalPolicy(dismissingVelocity: velocity, dismissingPosition: position)
    }

    private func context(target: CGFloat, velocity: CGFloat = 0, dragging: Bool = false) -> StubContext {
        StubContext(isDragging: dragging, velocity: CGPoint(x: 0, y: velocity), targetTranslationHeight: target)
    }

    func testDefaults() {
        let policy = ThresholdOverlayContainerSheetDismissalPolicy()
        XCTAssertEqual(policy.dismissingVelocity, .value(2400))
        XCTAssertEqual(policy.dismissingPosition, .notch(index: 0))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 100, velocity: 2400)))
        XCTAssertTrue(policy.shouldDismiss(using: context(target: 100, velocity: 2401)))
    }

    func testIsAValue() {
        var original = ThresholdOverlayContainerSheetDismissalPolicy()
        var copy = original
        copy.dismissingVelocity = .none
        copy.dismissingPosition = .translationHeight(500)
        XCTAssertEqual(original.dismissingVelocity, .value(2400), "changing a copy leaves the original as it was")
        XCTAssertEqual(original.dismissingPosition, .notch(index: 0))
        XCTAssertTrue(original.shouldDismiss(using: context(target: 644, velocity: 3000)))
        XCTAssertFalse(copy.shouldDismiss(using: context(target: 644, velocity: 3000)))
        XCTAssertTrue(copy.shouldDismiss(using: context(target: 499)))
        original.dismissingVelocity = .value(100)
        XCTAssertEqual(copy.dismissingVelocity, .none)
    }

    func testNeverWhileDragging() {
        let policy = self.policy(.notch(index: 1), .value(2400))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 50, velocity: 9000, dragging: true)))
        XCTAssertTrue(policy.shouldDismiss(using: context(target: 50, velocity: 9000)))
    }

    func testNotchPositionIsStrict() {
        let policy = self.policy(.notch(index: 1), .none)
        XCTAssertTrue(policy.shouldDismiss(using: context(target: 299.5)))
        XCTAssertTrue(policy.shouldDismiss(using: context(target: 100)))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 300)))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 644)))
        // A missing notch has height 0: only a rubber-banded target goes below it.
        XCTAssertFalse(self.policy(.notch(index: 7), .none).shouldDismiss(using: context(target: 0)))
    }

    func testTranslationHeightPositionIsStrict() {
        let policy = self.policy(.translationHeight(200), .none)
        XCTAssertTrue(policy.shouldDismiss(using: context(target: 199.99)))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 200)))
    }

    func testVelocityIsStrictAndDownwardOnly() {
        let policy = self.policy(.none, .value(2400))
        XCTAssertTrue(policy.shouldDismiss(using: context(target: 644, velocity: 2400.01)))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 644, velocity: 2400)))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 644, velocity: 2300)))
        XCTAssertFalse(policy.shouldDismiss(using: context(target: 644, velocity: -9000)))
    }

    func testNoneCases() {
        XCTAssertFalse(policy(.none, .none).shouldDismiss(using: context(target: -50, velocity: 99_999)))
        XCTAssertFalse(policy(.notch(index: 1), .none).shouldDismiss(using: context(target: 300, velocity: 99_999)))
        XCTAssertTrue(policy(.none, .value(0)).shouldDismiss(using: context(target: 644, velocity: 1)))
    }
}
