import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The pan driver (<doc:PanDriver>): its calls on a fake translation controller, then through a container: where a
/// pan may begin, and grabbing from the displayed height.
final class OverlayPanDriverTests: XCTestCase {
    private let fake = FakeTranslationController()
    private let containerView = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    func testABeganGestureStartsThenDragsThroughTheTranslationFunction() {
        let driver = OverlayPanDriver(translationController: fake, containerView: containerView)
        XCTAssertTrue(driver.gestureBegan(startingLocation: CGPoint(x: 10, y: 640), translation: CGPoint(x: 0, y: -1)))
        driver.gestureChanged(translation: CGPoint(x: 0, y: -40))
        driver.gestureEnded(velocity: CGPoint(x: 0, y: -900))
        XCTAssertEqual(
            fake.calls,
            [
                "start", "isDraggable(10.0, 640.0)", "drag(-1.0, function: true)",
                "drag(-40.0, function: true)", "end(-900.0)",
            ])
    }

    func testWhereDraggingIsNotAllowedTheGestureEndsAtOnceAndLaterStepsAreIgnored() {
        fake.draggable = false
        let driver = OverlayPanDriver(translationController: fake, containerView: containerView)
        XCTAssertFalse(driver.shouldBegin(at: CGPoint(x: 10, y: 100)))
        XCTAssertFalse(driver.gestureBegan(startingLocation: CGPoint(x: 10, y: 100), translation: CGPoint(x: 0, y: 12)))
        driver.gestureChanged(translation: CGPoint(x: 0, y: 30))
        driver.gestureEnded(velocity: CGPoint(x: 0, y: 500))
        XCTAssertEqual(
            fake.calls, ["isDraggable(10.0, 100.0)", "start", "isDraggable(10.0, 100.0)", "end(0.0)"],
            "ended with zero velocity when cancelled; nothing after")
    }

    func testGrabbingFromTheDisplayedHeightStopsTheAnimationWithoutAJump() {
        final class GrabsFromDisplayedHeight: OverlayTransitioningDelegate {
            func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart { .fromDisplayedHeight }
        }
        let h = Harness(heights: [211, 633])
        let transitioning = GrabsFromDisplayedHeight()
        h.delegate.transitioning = transitioning
        h.delegate.onWillTranslate = { coordinator in
            coordinator.animate(alongsideTransition: nil) { context in
                h.delegate.log.append("completion(cancelled: \(context.isCancelled))")
            }
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

    func testDefaultShouldStartDraggingIsInsideTheOverlayView() {
        final class Minimal: OverlayContainerViewControllerDelegate {
            func numberOfNotches(in c: OverlayContainerViewController) -> Int { 2 }
            func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat)
                -> CGFloat
            {
                [211, 633][index]
            }
        }
        let delegate = Minimal()
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.viewControllers = [ViewController()]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        container.tick(1 / 60)
        XCTAssertTrue(container.panDriver!.shouldBegin(at: CGPoint(x: 20, y: 700)))
        XCTAssertFalse(container.panDriver!.shouldBegin(at: CGPoint(x: 20, y: 600)))
    }

    func testPanThatMayNotStartIsCancelledWithoutMovingTheOverlay() {
        let h = Harness(heights: [211, 633])
        // Drags start only on a 70 pt header at the overlay's top.
        h.delegate.dragArea = { [unowned h] point, space in
            let p = space.convert(point, to: h.overlay.view)
            return p.y >= 0 && p.y < 70
        }
        XCTAssertFalse(h.pan.gestureBegan(startingLocation: CGPoint(x: 20, y: 800), translation: CGPoint(x: 0, y: -30)))
        h.pan.gestureChanged(translation: CGPoint(x: 0, y: -100))
        h.pan.gestureEnded(velocity: CGPoint(x: 0, y: -900))
        XCTAssertEqual(h.container.translationHeight, 211)
        XCTAssertTrue(h.delegate.log.isEmpty)
        XCTAssertTrue(h.pan.gestureBegan(startingLocation: CGPoint(x: 20, y: 650), translation: CGPoint(x: 0, y: -30)))
        XCTAssertEqual(h.container.translationHeight, 241)
    }
}
