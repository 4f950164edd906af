import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The default animation controller's damping and spring with their numbers (<doc:SpringAnimation>).
final class SpringOverlayTranslationAnimationControllerTests: XCTestCase {
    func testDampingTableFlexible() {
        let c = SpringOverlayTranslationAnimationController(style: .flexibleHeight)
        let table: [(CGFloat, CGFloat)] = [(0, 1), (150, 1), (500, 0.963), (1000, 0.911), (2000, 0.805), (3000, 0.70), (9000, 0.70)]
        for (v, zeta) in table {
            XCTAssertClose(c.dampingRatio(forVelocity: CGPoint(x: 0, y: v)), zeta, accuracy: 0.0005, "v = \(v)")
            XCTAssertClose(c.dampingRatio(forVelocity: CGPoint(x: 0, y: -v)), zeta, accuracy: 0.0005, "v = −\(v)")
        }
        XCTAssertEqual(SpringOverlayTranslationAnimationController().damping, 0.7)
    }

    func testDampingTableRigid() {
        for style in [OverlayContainerViewController.OverlayStyle.rigid, .expandableHeight] {
            let c = SpringOverlayTranslationAnimationController(style: style)
            let table: [(CGFloat, CGFloat)] = [(0, 1), (500, 0.988), (1000, 0.970), (2000, 0.935), (3000, 0.90)]
            for (v, zeta) in table {
                XCTAssertClose(c.dampingRatio(forVelocity: CGPoint(x: 0, y: v)), zeta, accuracy: 0.0005, "\(style) v = \(v)")
            }
        }
    }

    func testAnimatorSpringHasStiffnessAndDampingOfResponseAndRatio() {
        let c = SpringOverlayTranslationAnimationController(style: .flexibleHeight)
        let context = TranslationContext(
            overlayViewController: ViewController(), isDragging: false, velocity: CGPoint(x: 0, y: 3000),
            overlayTranslationHeight: 0, notches: NotchSnapshot(heights: [100], reachableIndexes: [0]),
            targetNotchIndex: 0, targetNotchHeight: 100)
        guard case let .spring(spring, initialVelocity) = (c.interruptibleAnimator(using: context) as? ViewPropertyAnimator)?.timing else {
            return XCTFail("expected a spring")
        }
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 438.65, accuracy: 0.005)
        XCTAssertEqual(spring.damping, 29.32, accuracy: 0.005)
        XCTAssertEqual(initialVelocity, 0, "the release velocity never pushes the spring")
        let slow = TranslationContext(
            overlayViewController: ViewController(), isDragging: false, velocity: .zero,
            overlayTranslationHeight: 0, notches: NotchSnapshot(heights: [100], reachableIndexes: [0]),
            targetNotchIndex: 0, targetNotchHeight: 100)
        guard case let .spring(critical, _) = (c.interruptibleAnimator(using: slow) as? ViewPropertyAnimator)?.timing else {
            return XCTFail()
        }
        XCTAssertEqual(critical.damping, 41.89, accuracy: 0.005)
    }

    func testVelocityHandOffStartsTheSpringAtTheReleaseSpeed() {
        let h = Harness(heights: [211, 633])
        let controller = SpringOverlayTranslationAnimationController(style: .expandableHeight)
        controller.handsOffVelocity = true
        final class Transitioning: OverlayTransitioningDelegate {
            let controller: OverlayAnimatedTransitioning
            init(_ controller: OverlayAnimatedTransitioning) { self.controller = controller }
            func animationController(for overlayViewController: ViewController) -> OverlayAnimatedTransitioning? { controller }
        }
        let transitioning = Transitioning(controller)
        h.delegate.transitioning = transitioning
        h.drag(offsets: [-100], velocity: -1000)
        h.container.layoutIfNeeded()
        // From 311 to 633 at 1000 pt/s upward: the height first moves at +1000 pt/s.
        let before = h.container.displayedTranslationHeight
        h.container.advancePhysics(by: 0.0001)
        XCTAssertEqual(Double(h.container.displayedTranslationHeight - before) / 0.0001, 1000, accuracy: 15)
        let reference = Harness(heights: [211, 633])
        reference.drag(offsets: [-100], velocity: -1000)
        reference.container.layoutIfNeeded()
        reference.container.advancePhysics(by: 0.0001)
        XCTAssertLessThan(Double(reference.container.displayedTranslationHeight - 311) / 0.0001, 15, "the reference starts from rest")
    }
}
