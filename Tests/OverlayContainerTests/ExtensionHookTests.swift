import Foundation
import XCTest
import OverlayPhysics
@testable import OverlayUIKit
@testable import OverlayContainer
import OverlayTestSupport

/// OverlaySim's additions the presets and scenes build on: values that follow an animation, grabbing from the
/// displayed height, velocity hand-off, and forwarding to an overlay presentation controller.
final class ExtensionHookTests: XCTestCase {
    func testAnimatedValueFollowsTheOverlaySpring() {
        let h = Harness(heights: [211, 633])
        var backdrop = AnimatedValue(0)
        h.delegate.onWillTranslate = { coordinator in
            coordinator.animate(alongsideTransition: { context in
                backdrop.set(Double(context.translationProgress()), animatedBy: coordinator.animator)
            }, completion: nil)
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.layoutIfNeeded()
        XCTAssertEqual(backdrop.target, 1)
        XCTAssertEqual(backdrop.value, 0, accuracy: 1e-12, "starts where it was")
        h.container.advancePhysics(by: 0.1)
        let progress = Double((h.container.displayedTranslationHeight - 211) / 422)
        XCTAssertEqual(backdrop.value, progress, accuracy: 1e-9, "follows the overlay's own progress")
        h.run(seconds: 1)
        XCTAssertEqual(backdrop.value, 1)
        // Without an animator (a drag step) it jumps.
        backdrop.set(0.25)
        XCTAssertEqual(backdrop.value, 0.25)
    }

    func testGrabbingFromTheDisplayedHeightStopsTheAnimationWithoutAJump() {
        final class GrabsFromDisplayedHeight: OverlayTransitioningDelegate {
            func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart { .fromDisplayedHeight }
        }
        let h = Harness(heights: [211, 633])
        let transitioning = GrabsFromDisplayedHeight()
        h.delegate.transitioning = transitioning
        h.delegate.onWillTranslate = { coordinator in
            coordinator.animate(alongsideTransition: nil) { context in h.delegate.log.append("completion(cancelled: \(context.isCancelled))") }
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.run(seconds: 0.1)
        let displayed = h.container.displayedTranslationHeight
        XCTAssertTrue(h.pan.gestureBegan(startingLocation: CGPoint(x: 10, y: 800), translation: .zero))
        XCTAssertEqual(h.container.translationHeight, displayed, accuracy: 1e-9)
        XCTAssertEqual(h.container.displayedTranslationHeight, displayed, accuracy: 1e-9)
        XCTAssertFalse(h.container.isAnimating)
        XCTAssertTrue(h.delegate.log.contains("completion(cancelled: true)"))
        XCTAssertFalse(h.delegate.log.contains("didMove:1"), "an interrupted move never reports didMove")
        h.pan.gestureChanged(translation: CGPoint(x: 0, y: -10))
        XCTAssertEqual(h.container.translationHeight, displayed + 10, accuracy: 1e-9)
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

    func testFlaggedContainersForwardToTheirPresentationControllerAfterTheDelegate() {
        final class Forwarded: OverlayContainerPresentationController {
            var log: [String] = []
            weak var delegate: RecordingDelegate?
            override func overlayContainerViewController(_ c: OverlayContainerViewController, willMoveOverlay o: ViewController, toNotchAt index: Int) {
                log.append("pc willMove:\(index) after \(delegate?.log.last ?? "")")
            }
            override func overlayContainerViewController(_ c: OverlayContainerViewController, willTranslateOverlay o: ViewController,
                                                         transitionCoordinator: OverlayContainerTransitionCoordinator) {
                log.append("pc willTranslate")
            }
        }
        let h = Harness(heights: [211, 633])
        let wrapper = ViewController()
        wrapper.addChild(h.container)
        let presentation = Forwarded(presentedViewController: wrapper, presenting: nil)
        presentation.delegate = h.delegate
        wrapper.presentationRecord.presentationController = presentation
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        XCTAssertTrue(presentation.log.isEmpty, "not flagged before the presentation begins")
        presentation.presentationTransitionWillBegin()
        XCTAssertTrue(h.container.isPresentedInsideAnOverlayContainerPresentationController)
        h.container.moveOverlay(toNotchAt: 0, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(presentation.log, ["pc willMove:0 after willMove:0", "pc willTranslate"])
        presentation.dismissalTransitionDidEnd(false)
        XCTAssertFalse(h.container.isPresentedInsideAnOverlayContainerPresentationController, "[quirk] cleared even when cancelled")
    }
}
