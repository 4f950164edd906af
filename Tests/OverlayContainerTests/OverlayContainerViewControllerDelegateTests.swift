import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// Callback orderings of <doc:CallbackOrder>.
final class OverlayContainerViewControllerDelegateTests: XCTestCase {
    /// Maps-like notches: H/4 and 3H/4 of 844 pt.
    private func maps() -> Harness {
        let harness = Harness(heights: [211, 633])
        harness.delegate.onWillTranslate = { [unowned harness] coordinator in
            coordinator.animate(alongsideTransition: nil) { context in
                harness.delegate.log.append("coordinatorCompletion(cancelled: \(context.isCancelled))")
            }
        }
        return harness
    }

    func testInitialLayoutMovesToNotchZeroWithoutAnimation() {
        let delegate = RecordingDelegate(heights: [211, 633])
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.viewControllers = [ViewController()]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertTrue(delegate.log.isEmpty, "nothing happens before the layout pass")
        container.tick(1 / 60)
        XCTAssertEqual(delegate.log, ["willMove:0", "willTranslate", "didMove:0"])
        XCTAssertEqual(container.translationHeight, 211)
        XCTAssertEqual(container.translationPosition, .bottom)
    }

    func testDragEndingOnANewNotch() {
        let h = maps()
        h.drag(offsets: [-10, -100, -300], velocity: -800)
        XCTAssertEqual(h.container.translationHeight, 511)
        XCTAssertEqual(
            h.delegate.log,
            [
                "willStartDragging", "willTranslate(drag)", "coordinatorCompletion(cancelled: false)",
                "willTranslate(drag)", "coordinatorCompletion(cancelled: false)",
                "willTranslate(drag)", "coordinatorCompletion(cancelled: false)",
                "willEndDragging:-800",
            ])
        h.delegate.log.removeAll()
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log, ["willMove:1", "willTranslate(animated)"])
        XCTAssertEqual(h.container.translationHeight, 633, "the model jumps to the target")
        XCTAssertEqual(h.container.lastReachedNotchIndex, 1, "set when the move starts")
        XCTAssertEqual(h.container.translationPosition, .top)
        h.run(seconds: 1)
        XCTAssertEqual(h.delegate.log, ["willMove:1", "willTranslate(animated)", "didMove:1", "coordinatorCompletion(cancelled: false)"])
        XCTAssertEqual(h.container.displayedTranslationHeight, 633)
    }

    func testDragEndingWhereItStartedIsNotAmbiguous() {
        let h = maps()
        h.drag(offsets: [-40, 0], velocity: 0)
        h.run(seconds: 1)
        XCTAssertEqual(
            h.delegate.log.filter { !$0.hasPrefix("coordinator") },
            [
                "willStartDragging", "willTranslate(drag)", "willTranslate(drag)", "willEndDragging:0",
            ])
    }

    func testDragThatNeverMovesTheOverlayFiresNoStartOrEnd() {
        let h = maps()
        // At the bottom notch with bouncing off, pushing down keeps h at 211: willTranslate still fires [quirk].
        let function = RubberBandOverlayTranslationFunction()
        function.bouncesAtMinimumHeight = false
        h.delegate.translationFunction = function
        h.drag(offsets: [20, 60], velocity: 300)
        XCTAssertEqual(h.delegate.log.filter { !$0.hasPrefix("coordinator") }, ["willTranslate(drag)", "willTranslate(drag)"])
        XCTAssertEqual(h.container.isDragging, false)
    }

    func testAnimatedMoveOrdersDidMoveBeforeCompletions() {
        let h = maps()
        h.container.moveOverlay(toNotchAt: 1, animated: true) { h.delegate.log.append("moveCompletion") }
        XCTAssertTrue(h.delegate.log.isEmpty, "moves are deferred to the layout pass")
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log, ["willMove:1", "willTranslate(animated)"])
        h.run(seconds: 1)
        XCTAssertEqual(
            h.delegate.log,
            [
                "willMove:1", "willTranslate(animated)", "didMove:1", "moveCompletion", "coordinatorCompletion(cancelled: false)",
            ])
    }

    func testNonAnimatedMoveOrdersDidMoveAfterCompletions() {
        let h = maps()
        h.container.moveOverlay(toNotchAt: 1, animated: false) { h.delegate.log.append("moveCompletion") }
        h.container.tick(1 / 60)
        XCTAssertEqual(
            h.delegate.log,
            [
                "willMove:1", "willTranslate", "coordinatorCompletion(cancelled: false)", "moveCompletion", "didMove:1",
            ])
        XCTAssertEqual(h.container.displayedTranslationHeight, 633)
        XCTAssertFalse(h.container.isAnimating)
    }

    func testTwoMovesBeforeOneLayoutPassCollapseAndKeepEveryCompletion() {
        let h = maps()
        h.container.moveOverlay(toNotchAt: 0, animated: true) { h.delegate.log.append("first") }
        h.container.moveOverlay(toNotchAt: 1, animated: true) { h.delegate.log.append("second") }
        h.run(seconds: 1)
        XCTAssertEqual(
            h.delegate.log,
            [
                "willMove:1", "willTranslate(animated)", "didMove:1", "first", "second", "coordinatorCompletion(cancelled: false)",
            ])
    }

    func testInterruptedAnimationIsCancelledAndNeverReportsDidMove() {
        let h = maps()
        h.container.moveOverlay(toNotchAt: 1, animated: true) { h.delegate.log.append("moveA") }
        h.run(seconds: 0.1)
        let before = h.container.displayedTranslationHeight
        h.container.moveOverlay(toNotchAt: 0, animated: true) { h.delegate.log.append("moveB") }
        h.container.layoutIfNeeded()
        XCTAssertClose(h.container.displayedTranslationHeight, before, accuracy: 1e-9, "additive animations: no jump")
        h.run(seconds: 1)
        XCTAssertEqual(
            h.delegate.log,
            [
                "willMove:1", "willTranslate(animated)",
                "willMove:0", "willTranslate(animated)",
                "moveA", "coordinatorCompletion(cancelled: true)",
                "didMove:0", "moveB", "coordinatorCompletion(cancelled: false)",
            ])
        XCTAssertEqual(h.container.displayedTranslationHeight, 211)
        XCTAssertEqual(h.delegate.coordinators[0].isCancelled, true, "read live after the fact")
        XCTAssertEqual(h.delegate.coordinators[1].isCancelled, false)
    }

    func testDragDuringAnAnimationStillGetsTheOldDidMove() {
        // [quirk] drags do not replace the latest animator, so its didMove fires mid-drag.
        let h = maps()
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.run(seconds: 0.1)
        let location = CGPoint(x: 100, y: 700)
        XCTAssertTrue(h.pan.gestureBegan(startingLocation: location, translation: CGPoint(x: 0, y: 30)))
        XCTAssertEqual(h.container.translationHeight, 603, "the drag starts from the model height (the target)")
        h.run(seconds: 0.5)
        XCTAssertTrue(h.delegate.log.contains("didMove:1"))
        XCTAssertTrue(h.container.isDragging)
    }

    func testDidMoveWaitsForTheSettlingDuration() {
        let h = maps()
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.layoutIfNeeded()
        // Velocity 0 → critically damped spring of response 0.3 s: settles (0.1 % of the distance) at ≈ 0.441 s.
        for _ in 0..<430 { h.container.advancePhysics(by: 0.001) }
        XCTAssertFalse(h.delegate.log.contains("didMove:1"))
        XCTAssertTrue(h.container.isAnimating)
        for _ in 0..<20 { h.container.advancePhysics(by: 0.001) }
        XCTAssertTrue(h.delegate.log.contains("didMove:1"))
        XCTAssertFalse(h.container.isAnimating)
    }

    func testObserversSeeTheSameSequence() {
        let h = maps()
        var events: [OverlayContainerEvent] = []
        let observation = h.container.addObserver { events.append($0) }
        h.drag(offsets: [-10, -300], velocity: -800)
        h.run(seconds: 1)
        XCTAssertEqual(
            events.map(\.description),
            [
                "willStartDragging", "willTranslate", "willTranslate", "willEndDragging", "willMove:1", "willTranslate", "didMove:1",
            ])
        XCTAssertEqual(events[3], .willEndDragging(velocity: CGPoint(x: 0, y: -800)))
        XCTAssertFalse(observation.isCancelled)
    }
}
