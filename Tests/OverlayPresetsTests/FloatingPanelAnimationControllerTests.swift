import OverlayPhysics
import XCTest

@testable import OverlayContainer
@testable import OverlayPresets
@testable import OverlayUIKit

/// FloatingPanel's spring: its damping formula and the speed that switches it (<doc:BehaviorPresets>).
final class FloatingPanelAnimationControllerTests: XCTestCase {
    private func context(from height: CGFloat, to target: CGFloat, velocity: CGFloat) -> AnimationContext {
        AnimationContext(overlayTranslationHeight: height, velocity: CGPoint(x: 0, y: velocity), targetNotchHeight: target)
    }

    func testFloatingPanelDampingFormula() {
        // ζ = ln(0.991)/(−2π·2.5·0.001) = −0.0090407/−0.0157080 = 0.57555.
        XCTAssertEqual(FloatingPanelBehaviorConstants.springDampingRatio, 0.57555, accuracy: 0.00005)
        XCTAssertEqual(FloatingPanelBehaviorConstants.springDampingRatio, log(0.991) / (-2 * Double.pi * 2.5 * 0.001), accuracy: 1e-12)
    }

    func testFloatingPanelSwitchesDampingAbove300() throws {
        let controller = FloatingPanelAnimationController()
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: 300))), 1)
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: -300))), 1)
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: 301))), 0.57555, accuracy: 0.00005)
        XCTAssertEqual(Double(controller.dampingRatio(forVelocity: CGPoint(x: 0, y: -301))), 0.57555, accuracy: 0.00005)

        // The animator: response 0.4 s (k = (2π/0.4)² = 246.74), velocity carried: 1000 pt/s up over 211 pt.
        let animator = try XCTUnwrap(
            controller.interruptibleAnimator(using: context(from: 211, to: 422, velocity: -1000)) as? ViewPropertyAnimator)
        guard case let .spring(spring, initialVelocity) = animator.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(spring.stiffness, 246.7401, accuracy: 1e-3)
        XCTAssertEqual(spring.dampingRatio, 0.57555, accuracy: 0.00005)
        XCTAssertEqual(initialVelocity, 1000.0 / 211.0, accuracy: 1e-9)
    }
}

/// An animation context from plain values.
struct AnimationContext: OverlayContainerContextTransitioning {
    let overlayViewController = ViewController()
    var isDragging: Bool { false }
    var velocity: CGPoint
    var overlayTranslationHeight: CGFloat
    var notchIndexes: Range<Int> { 0..<0 }
    var reachableIndexes: [Int] { [] }
    var targetNotchIndex: Int { 0 }
    var targetNotchHeight: CGFloat

    init(overlayTranslationHeight: CGFloat, velocity: CGPoint, targetNotchHeight: CGFloat) {
        self.overlayTranslationHeight = overlayTranslationHeight
        self.velocity = velocity
        self.targetNotchHeight = targetNotchHeight
    }

    func height(forNotchAt index: Int) -> CGFloat { 0 }
}
