import OverlayPhysics
import XCTest

@testable import OverlayContainer
@testable import OverlayPresets
@testable import OverlayUIKit

/// Pulley's and the sheet's fixed springs (<doc:BehaviorPresets>).
final class ConstantSpringAnimationControllerTests: XCTestCase {
    private func context(from height: CGFloat, to target: CGFloat, velocity: CGFloat) -> AnimationContext {
        AnimationContext(overlayTranslationHeight: height, velocity: CGPoint(x: 0, y: velocity), targetNotchHeight: target)
    }

    func testPulleySpringSettlesIn0_3Seconds() throws {
        let controller = ConstantSpringAnimationController.pulley()
        XCTAssertEqual(controller.dampingRatio, 0.75)
        XCTAssertFalse(controller.handsOffVelocity)
        XCTAssertEqual(controller.spring.settlingDuration(), 0.3, accuracy: 0.001)
        // Envelope 1/√(1 − 0.75²) = 1.512 decays to 0.001 at ln(1512)/(0.75·2π/r) = 1.5535·r → r ≈ 0.1931 s.
        XCTAssertEqual(controller.response, 0.1931, accuracy: 0.0002)
        // No release velocity: a fast flick still starts the spring at rest.
        let animator = try XCTUnwrap(
            controller.interruptibleAnimator(using: context(from: 300, to: 633, velocity: -2000)) as? ViewPropertyAnimator)
        guard case let .spring(_, initialVelocity) = animator.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(initialVelocity, 0)
        XCTAssertEqual(animator.duration, 0.3, accuracy: 0.001)
    }

    func testSheetSpringIsCriticalAndCarriesVelocity() throws {
        let controller = ConstantSpringAnimationController.sheet()
        XCTAssertEqual(controller.spring.dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(controller.spring.response, 0.35, accuracy: 1e-12)
        let animator = try XCTUnwrap(
            controller.interruptibleAnimator(using: context(from: 300, to: 633, velocity: -999)) as? ViewPropertyAnimator)
        guard case let .spring(_, initialVelocity) = animator.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(initialVelocity, 3, accuracy: 1e-12, "999 pt/s over 333 pt")
    }
}
