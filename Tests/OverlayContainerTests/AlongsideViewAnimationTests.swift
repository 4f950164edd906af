import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// View properties changed inside the overlay's alongside blocks animate with the overlay's own timing, as in
/// UIKit; `tick` advances the view animations and the scroll views inside the container (the ViewAnimation article
/// of OverlayUIKit, <doc:TransitionCoordinator>).
final class AlongsideViewAnimationTests: XCTestCase {
    /// The reference's backdrop code, unchanged: `backdrop.alpha = context.translationProgress()`.
    func testABackdropAlphaSetAlongsideFollowsTheOverlaySpring() {
        let backdrop = View()
        let ground = ViewController()
        ground.setView(backdrop)
        let h = Harness(heights: [211, 633], ground: [ground])
        backdrop.alpha = 0
        h.delegate.onWillTranslate = { coordinator in
            coordinator.animate(
                alongsideTransition: { context in
                    backdrop.alpha = context.translationProgress()
                }, completion: nil)
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.layoutIfNeeded()
        XCTAssertEqual(backdrop.alpha, 1, "the model value is the new one at once, as UIKit's")
        XCTAssertEqual(backdrop.presentationAlpha, 0, accuracy: 1e-12, "on screen it starts where it was")
        for _ in 0..<12 {
            h.container.advancePhysics(by: 1.0 / 120)
            let progress = (h.container.displayedTranslationHeight - 211) / 422
            XCTAssertEqual(
                Double(backdrop.presentationAlpha), Double(progress), accuracy: 1e-9,
                "at \(h.container.displayedTranslationHeight) of 633 the alpha is the overlay's progress")
        }
        XCTAssertLessThan(backdrop.presentationAlpha, 0.9, "0.1 s in, far from 1 (it jumped to 1 before)")
        h.run(seconds: 1)
        XCTAssertEqual(backdrop.presentationAlpha, 1)
        XCTAssertFalse(backdrop.hasRunningAnimations)
        // A drag step is not animated: it applies at once.
        h.drag(offsets: [211], velocity: 0)
        XCTAssertEqual(backdrop.alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(backdrop.presentationAlpha, 0.5, accuracy: 1e-12)
    }

    func testFramesAndColoursSetAlongsideAnimateAdditively() {
        let badge = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.backgroundColor = .black
        let h = Harness(heights: [211, 633])
        h.overlay.view.addSubview(badge)
        h.delegate.onWillTranslate = { coordinator in
            coordinator.animate(
                alongsideTransition: { context in
                    badge.frame.origin.x = 100 * context.translationProgress()
                    badge.backgroundColor = .white
                }, completion: nil)
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.tick(1.0 / 60)
        h.container.advancePhysics(by: 0.05)
        let progress = Double((h.container.displayedTranslationHeight - 211) / 422)
        XCTAssertEqual(badge.frame.origin.x, 100)
        XCTAssertEqual(Double(badge.presentationFrame.origin.x), 100 * progress, accuracy: 1e-9)
        XCTAssertEqual(badge.presentationBackgroundColor?.red ?? -1, progress, accuracy: 1e-9)
        // A second move before the first ends: both offsets add up, so nothing jumps.
        let before = badge.presentationFrame.origin.x
        h.container.moveOverlay(toNotchAt: 0, animated: true)
        h.container.layoutIfNeeded()
        XCTAssertEqual(badge.frame.origin.x, 0)
        XCTAssertEqual(badge.presentationFrame.origin.x, before, accuracy: 1e-9, "continuous when the second starts")
        h.run(seconds: 1.5)
        XCTAssertEqual(badge.presentationFrame.origin.x, 0)
    }

    func testAGrabFromTheDisplayedHeightStopsTheAlongsideAnimationWhereItIs() {
        final class Grab: OverlayTransitioningDelegate {
            func overlayDragStart(for overlayViewController: ViewController) -> OverlayDragStart { .fromDisplayedHeight }
        }
        let backdrop = View()
        let h = Harness(heights: [211, 633])
        h.overlay.view.addSubview(backdrop)
        backdrop.alpha = 0
        let grab = Grab()
        h.delegate.transitioning = grab
        h.delegate.onWillTranslate = { coordinator in
            guard coordinator.isAnimated else { return }
            coordinator.animate(alongsideTransition: { context in backdrop.alpha = context.translationProgress() }, completion: nil)
        }
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.tick(0.05)
        let shown = backdrop.presentationAlpha
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 1)
        h.pan.gestureBegan(startingLocation: CGPoint(x: 10, y: 500), translation: .zero)
        XCTAssertEqual(backdrop.alpha, shown, accuracy: 1e-12, "stopped at .current: the model keeps what was on screen")
        XCTAssertFalse(backdrop.hasRunningAnimations)
    }

    func testViewAnimateStartedInACallbackRunsOnTheContainersTick() {
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let h = Harness(heights: [211, 633])
        h.overlay.view.addSubview(badge)
        var finished: [Bool] = []
        h.container.moveOverlay(toNotchAt: 1, animated: false) {
            View.animate(
                withDuration: 0.2, delay: 0, options: .curveLinear,
                animations: {
                    badge.frame.origin.y = 40
                }, completion: { finished.append($0) })
        }
        h.container.tick(1.0 / 60)
        XCTAssertTrue(badge.animationClock === h.container.animationClock)
        h.container.tick(0.1)
        // Started in the first tick's layout phase, it ran for that tick's physics too.
        XCTAssertEqual(Double(badge.presentationFrame.origin.y), 40 * ((0.1 + 1.0 / 60) / 0.2), accuracy: 1e-9)
        h.container.tick(0.1)
        XCTAssertEqual(finished, [true], "completed exactly at its end, within a tick")
        XCTAssertEqual(badge.presentationFrame.origin.y, 40)
    }

    func testTickAdvancesTheDrivingScrollViewsDeceleration() {
        let table = TableView(numberOfRows: 100, rowHeight: 44)
        let overlay = ViewController()
        overlay.setView(table)
        let delegate = RecordingDelegate(heights: [211, 633])
        delegate.scrollView = table
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.viewControllers = [overlay]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        container.moveOverlay(toNotchAt: 1, animated: false)
        container.tick(1.0 / 60)
        table.contentOffset = CGPoint(x: 0, y: 230)
        table.scroll(by: 0)
        // A fling at the top notch: the content decelerates, moved only by the container's tick.
        let router = TouchRouter(root: container.view)
        var time = 1.0
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 600), time: time))
        for step in 1...6 {
            time += 1.0 / 120
            router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 600 - 15 * CGFloat(step)), time: time))
        }
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 510), time: time))
        XCTAssertTrue(table.isDecelerating)
        let released = table.contentOffset.y
        for _ in 0..<60 { container.tick(1.0 / 60) }
        XCTAssertGreaterThan(table.contentOffset.y, released + 100, "a second of ticks carried the fling on")
        for _ in 0..<600 { container.tick(1.0 / 60) }
        XCTAssertFalse(table.isDecelerating, "and brought it to rest")
    }
}
