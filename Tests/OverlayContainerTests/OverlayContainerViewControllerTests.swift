import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// Notch model, reachability, positions, ambiguity, invalidation and resizes (<doc:NotchModel>,
/// <doc:TranslationPosition>, <doc:DeferredTranslations>).
final class OverlayContainerViewControllerTests: XCTestCase {
    func testHeightsAreAskedWithTheAvailableSpaceAndCached() {
        let delegate = RecordingDelegate(notches: { [$0 / 4, $0 * 3 / 4] })
        let h = Harness(delegate: delegate)
        XCTAssertEqual(h.container.numberOfNotches, 2)
        XCTAssertEqual(h.container.heightForNotch(at: 0), 211)
        XCTAssertEqual(h.container.heightForNotch(at: 1), 633)
        XCTAssertEqual(h.container.heightForNotch(at: 7), 0, "out of range is 0")
        let queries = delegate.heightQueries
        h.run(seconds: 0.5)
        XCTAssertEqual(delegate.heightQueries, queries, "cached between reloads")
    }

    func testReachabilityIsAskedAfreshEveryTime() {
        let h = Harness(heights: [100, 300, 500])
        XCTAssertEqual(h.container.enabledNotchIndexes, [0, 1, 2])
        h.delegate.reachable = { $0 != 1 }
        XCTAssertEqual(h.container.enabledNotchIndexes, [0, 2], "no invalidation needed")
    }

    func testPositionUsesExactEquality() {
        let h = Harness(heights: [211, 633])
        XCTAssertEqual(h.container.translationPosition, .bottom)
        h.drag(offsets: [-100], velocity: 0)
        XCTAssertEqual(h.container.translationPosition, .inFlight)
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationPosition, .bottom, "back to the nearest notch (policy, zero velocity)")
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.container.translationPosition, .top)
    }

    func testSingleReachableNotchIsStationary() {
        let h = Harness(heights: [0, 422, 744])
        h.delegate.reachable = { $0 == 0 }
        XCTAssertEqual(h.container.translationHeight, 0)
        XCTAssertEqual(h.container.translationPosition, .stationary)
    }

    func testFractionalTopNotchIsReachedExactly() {
        // Issue #31: 0.9·H must read "top" after a drag that ends there.
        let top: CGFloat = 0.9 * 844
        let h = Harness(heights: [211, top])
        h.drag(offsets: [-(top - 211) - 200], velocity: -1000)
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationHeight, top)
        XCTAssertEqual(h.container.displayedTranslationHeight, top)
        XCTAssertEqual(h.container.translationPosition, .top)
    }

    func testDisabledLastReachedNotchWidensTheRange() {
        // Show-hide example: at notch 0 (h = 0), then 0 is disabled and 1, 2 enabled.
        let h = Harness(heights: [0, 422, 744])
        h.delegate.reachable = { $0 != 0 }
        let range = h.container.translationController.reachableRange()
        XCTAssertEqual(range.minimum, 0, "min(height(lastReached) = 0, 422)")
        XCTAssertEqual(range.maximum, 744)
        XCTAssertEqual(h.container.translationPosition, .bottom)
        // Any end of a translation is ambiguous there, even one that did not move.
        h.drag(offsets: [0], velocity: 0)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log.filter { $0.hasPrefix("willMove") }, ["willMove:1"])
        h.run(seconds: 1)
        XCTAssertEqual(h.container.lastReachedNotchIndex, 1)
        let narrowed = h.container.translationController.reachableRange()
        XCTAssertEqual(narrowed.minimum, 422, "shrinks back once at an enabled notch")
    }

    func testDragEndingExactlyOnAnotherNotchIsAmbiguousAndAnimatesZeroDistance() {
        let h = Harness(heights: [211, 633])
        h.drag(offsets: [-422], velocity: 0)
        XCTAssertEqual(h.container.translationHeight, 633)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log.suffix(2), ["willMove:1", "willTranslate(animated)"])
        XCTAssertTrue(h.container.isAnimating, "a zero-distance spring still runs its duration")
        h.run(seconds: 1)
        XCTAssertEqual(h.delegate.log.last, "didMove:1")
    }

    func testAmbiguityQuirkUsesThePositionInTheEnabledListAsAnIndex() {
        // Enabled [1, 2] (heights 300, 500), resting on 2: h = 500 is at position 1 of the enabled list, and
        // height(1) = 300 ≠ height(lastReached = 2), so even a release that never moved is ambiguous [quirk].
        let h = Harness(heights: [100, 300, 500])
        h.container.moveOverlay(toNotchAt: 2, animated: false)
        h.container.tick(1 / 60)
        h.delegate.reachable = { $0 != 0 }
        h.delegate.log.removeAll()
        h.container.translationController.startOverlayTranslation()
        h.container.translationController.endOverlayTranslation(withVelocity: .zero)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log, ["willMove:2", "willTranslate(animated)"])
        // With every notch enabled the same release is not ambiguous.
        h.run(seconds: 1)
        h.delegate.reachable = { _ in true }
        h.delegate.log.removeAll()
        h.container.translationController.endOverlayTranslation(withVelocity: .zero)
        h.container.tick(1 / 60)
        XCTAssertTrue(h.delegate.log.isEmpty)
    }

    func testDragIsClampedToTheRangeEvenThroughADisabledMiddleNotch() {
        let h = Harness(heights: [100, 300, 500])
        h.delegate.reachable = { $0 != 2 }
        h.drag(offsets: [-150], velocity: 0)
        XCTAssertEqual(h.container.translationHeight, 250)
        h.run(seconds: 1)
        XCTAssertEqual(h.container.lastReachedNotchIndex, 1)
        h.drag(offsets: [-400], velocity: 0)
        XCTAssertGreaterThan(h.container.translationHeight, 300, "rubber band above the highest *enabled* notch")
        XCTAssertLessThan(h.container.translationHeight, 400)
    }

    func testMoveToADisabledNotchIsAllowed() {
        let h = Harness(heights: [100, 300, 500])
        h.delegate.reachable = { $0 != 2 }
        h.container.moveOverlay(toNotchAt: 2, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.container.translationHeight, 500)
        XCTAssertEqual(h.container.translationController.reachableRange().maximum, 500)
    }

    func testInvalidationWithANewNotchCountGoesToTheNearestReachableNotchAnimated() {
        let h = Harness(heights: [100, 300])
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        h.delegate.notches = { _ in [100, 250, 450, 700] }
        h.delegate.log.removeAll()
        h.container.invalidateNotchHeights()
        h.container.tick(1 / 60)
        XCTAssertEqual(h.container.numberOfNotches, 4)
        XCTAssertEqual(h.delegate.log, ["willMove:1", "willTranslate(animated)"], "300 is nearest to 250 (index 1)")
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationHeight, 250)
        XCTAssertEqual(h.delegate.log.last, "didMove:1")
    }

    func testMoveOverlayAfterInvalidationOverridesTheTarget() {
        let h = Harness(heights: [100, 300])
        h.delegate.notches = { _ in [100, 300, 600] }
        h.container.invalidateNotchHeights()
        h.container.moveOverlay(toNotchAt: 2, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log, ["willMove:2", "willTranslate", "didMove:2"])
        XCTAssertEqual(h.container.translationHeight, 600)
    }

    func testInvalidationThatShrinksTheCountLeavesLastReachedOutOfRange() {
        let h = Harness(heights: [100, 300, 500])
        h.container.moveOverlay(toNotchAt: 2, animated: false)
        h.container.tick(1 / 60)
        h.delegate.notches = { _ in [100, 300] }
        h.container.invalidateNotchHeights()
        h.container.tick(1 / 60)
        // The policy runs from h = 500: nearest is 300.
        XCTAssertEqual(h.container.lastReachedNotchIndex, 1)
        XCTAssertEqual(h.container.translationHeight, 300)
    }

    func testResizeKeepsTheNotchIndexWithoutAnimation() {
        let delegate = RecordingDelegate(notches: { [$0 / 4, $0 * 3 / 4] })
        let h = Harness(delegate: delegate)
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        delegate.log.removeAll()
        h.container.view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        h.container.tick(1 / 60)
        XCTAssertEqual(delegate.log, ["willMove:1", "willTranslate", "didMove:1"])
        XCTAssertEqual(h.container.translationHeight, 292.5)
        XCTAssertEqual(h.container.lastReachedNotchIndex, 1)
        XCTAssertEqual(h.container.translationView.frame, CGRect(x: 0, y: 390 - 292.5, width: 844, height: 292.5))
    }

    func testResizeDuringAPendingMoveLetsThePendingMoveWin() {
        let delegate = RecordingDelegate(notches: { [$0 / 4, $0 * 3 / 4] })
        let h = Harness(delegate: delegate)
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        h.container.tick(1 / 60)
        XCTAssertEqual(delegate.log, ["willMove:1", "willTranslate", "didMove:1"])
        XCTAssertEqual(h.container.translationHeight, 450)
    }

    func testWidthOnlyResizeDoesNotMove() {
        let h = Harness(heights: [211, 633])
        h.container.view.frame = CGRect(x: 0, y: 0, width: 600, height: 844)
        h.container.tick(1 / 60)
        XCTAssertTrue(h.delegate.log.isEmpty)
        XCTAssertEqual(h.container.translationView.frame.width, 600)
    }

    func testPendingMoveWaitsWhileThereIsNoOverlay() {
        // [quirk] a layout pass without view controllers clears the flag, the move stays pending (see the
        // DeferredTranslations article).
        let delegate = RecordingDelegate(heights: [211, 633])
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        container.tick(1 / 60)
        XCTAssertTrue(delegate.log.isEmpty)
        container.viewControllers = [ViewController()]
        container.tick(1 / 60)
        XCTAssertTrue(delegate.log.isEmpty, "setting viewControllers does not flag a layout update")
        container.moveOverlay(toNotchAt: 1, animated: false)
        container.tick(1 / 60)
        XCTAssertEqual(delegate.log, ["willMove:1", "willTranslate", "didMove:1"])
    }

    func testChangingViewControllersKeepsTheTranslationState() {
        let h = Harness(heights: [211, 633])
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        let ground = ViewController()
        let newOverlay = ViewController()
        h.delegate.log.removeAll()
        h.container.viewControllers = [ground, newOverlay]
        h.container.tick(1 / 60)
        XCTAssertTrue(h.delegate.log.isEmpty)
        XCTAssertEqual(h.container.translationHeight, 633)
        XCTAssertFalse(h.container.groundView.isHidden)
        XCTAssertTrue(ground.view.superview === h.container.groundView)
        XCTAssertTrue(newOverlay.view.superview === h.container.overlayContainerView)
        XCTAssertNil(h.overlay.viewIfLoaded?.superview, "the old overlay is removed")
        XCTAssertTrue(h.overlay.parent == nil)
    }

    func testNoDelegateMeansNoNotchesAndNoCallbacks() {
        let container = OverlayContainerViewController()
        container.viewControllers = [ViewController()]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        container.tick(1 / 60)
        XCTAssertEqual(container.numberOfNotches, 0)
        XCTAssertEqual(container.translationHeight, 0)
        XCTAssertEqual(container.translationPosition, .stationary)
        XCTAssertTrue(container.panDriver!.shouldBegin(at: CGPoint(x: 10, y: 10)), "every drag allowed")
    }

    func testGroundViewHoldsEveryViewControllerButTheLastAndHidesWithOne() {
        let a = ViewController(), b = ViewController()
        let h = Harness(heights: [211, 633], ground: [a, b])
        XCTAssertFalse(h.container.groundView.isHidden)
        XCTAssertEqual(h.container.groundView.subviews.count, 2)
        XCTAssertTrue(h.container.groundView.subviews[0] === a.view, "array order, later on top")
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        let single = Harness(heights: [211, 633])
        XCTAssertTrue(single.container.groundView.isHidden)
    }
}
