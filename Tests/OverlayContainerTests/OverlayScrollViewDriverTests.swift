import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The scroll-versus-translation coordinator (<doc:ScrollViewCoordination>), case by case, with a scripted scroll view:
/// first against a fake translation controller, then through a container.
final class OverlayScrollViewDriverTests: XCTestCase {
    private let fake = FakeTranslationController()
    private let scrollView = ScrollView(frame: CGRect(x: 0, y: 70, width: 390, height: 500))
    private var driver: OverlayScrollViewDriver!

    override func setUp() {
        scrollView.contentSize = CGSize(width: 390, height: 4400)
        scrollView.alwaysBounceVertical = true
        driver = OverlayScrollViewDriver(translationController: fake, scrollView: scrollView)
    }

    /// Places the content without the driver reacting, then scripts tracking and a finger moving `dy` in 16 ms.
    private func set(offset: CGFloat, tracking: Bool = true, fingerDelta dy: CGFloat) {
        scrollView.isTracking = false
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        scrollView.isTracking = tracking
        let pan = scrollView.panGestureRecognizer
        pan.reset()
        pan.touchBegan(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 400), time: 10))
        pan.touchMoved(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 400 + dy), time: 10.016))
    }

    func testTheDecisionTableForEveryPosition() {
        // (position, content offset, finger delta, expected): the four rows of the table, each way round.
        let cases: [(OverlayTranslationPosition, CGFloat, CGFloat, Bool)] = [
            (.bottom, 30, -5, true), (.bottom, 0, -5, false), (.bottom, 30, 5, false),
            (.top, -8, 5, true), (.top, 0, 0, true), (.top, 0, -5, false), (.top, 200, 5, false),
            (.inFlight, 0, 5, true), (.inFlight, 200, -5, true), (.inFlight, 200, 5, false),
            (.stationary, -8, 5, false), (.stationary, 30, -5, false),
        ]
        for (position, offset, delta, expected) in cases {
            fake.translationPosition = position
            set(offset: offset, fingerDelta: delta)
            XCTAssertEqual(driver.shouldDragOverlay(scrollView), expected, "\(position) offset \(offset) finger \(delta)")
            set(offset: offset, tracking: false, fingerDelta: delta)
            XCTAssertFalse(driver.shouldDragOverlay(scrollView), "never while not tracking (\(position))")
        }
    }

    func testWhileTheOverlayMovesTheContentIsPinnedAndTheOverscrollIsHandedOver() {
        fake.translationPosition = .top
        set(offset: 0, fingerDelta: 5)
        driver.scrollViewWillBeginDragging(scrollView)
        // The finger pulls the content 6 pt past its top: the overlay takes those 6 pt, the content goes back to 0.
        scrollView.contentOffset = CGPoint(x: 0, y: -6)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "pinned at the top")
        XCTAssertEqual(driver.overlayTranslation, 6)
        // Pinning sets the offset, which scrolls again re-entrantly: a second drag step with the same total offset.
        XCTAssertEqual(
            fake.calls, ["start", "drag(6.0, function: false)", "drag(6.0, function: false)"],
            "a hard clamp, never the rubber band")
    }

    func testAReleaseAtTheBottomSendsTheContentBackToItsTopAndIgnoresAVelocityThatWouldNotDrag() {
        fake.translationPosition = .bottom
        set(offset: 120, fingerDelta: 5)
        var target = CGPoint(x: 0, y: 400)
        driver.scrollViewWillEndDragging(scrollView, withVelocity: CGPoint(x: 0, y: -1.5), targetContentOffset: &target)
        XCTAssertEqual(target.y, 0)
        XCTAssertEqual(fake.calls, ["end(0.0)"], "finger moving down at the bottom would not drag the overlay")
    }

    func testAReleaseInFlightStopsTheContentWhereItWasPinnedAndPassesTheVelocityOn() {
        fake.translationPosition = .inFlight
        fake.hasReachedANotch = false
        set(offset: 0, fingerDelta: -5)
        driver.scrollViewDidScroll(scrollView)
        var target = CGPoint(x: 0, y: 300)
        // UIKit's content points per millisecond (+1.2: content moving up) → finger −1200 pt/s (moving up).
        driver.scrollViewWillEndDragging(scrollView, withVelocity: CGPoint(x: 0, y: 1.2), targetContentOffset: &target)
        XCTAssertEqual(target.y, 0, "no deceleration: the content stays where it was pinned")
        XCTAssertEqual(fake.calls.last, "end(-1200.0)")
        XCTAssertEqual(driver.overlayTranslation, 0)
        XCTAssertEqual(scrollView.panGestureRecognizer.translation, .zero, "the next drag starts clean")
    }

    /// A container (notches 211 / 633) whose overlay is a scroll view of 100 rows of 44 pt.
    private final class Fixture {
        let harness: Harness
        let scrollView = ScrollView()

        init(heights: [CGFloat] = [211, 633]) {
            let delegate = RecordingDelegate(heights: heights)
            delegate.scrollView = scrollView
            scrollView.contentSize = CGSize(width: 390, height: 4400)
            scrollView.alwaysBounceVertical = true
            harness = Harness(delegate: delegate)
            harness.overlay.view.addSubview(scrollView)
            scrollView.frame = CGRect(x: 0, y: 70, width: 390, height: 500)
        }

        var container: OverlayContainerViewController { harness.container }
        var driver: OverlayScrollViewDriver { container.scrollViewDriver! }
        var log: [String] { harness.delegate.log }

        /// Scripts the pan's velocity: a finger moving `dy` points in 16 ms (negative = up).
        func fingerMoving(_ dy: CGFloat) {
            let pan = scrollView.panGestureRecognizer
            pan.reset()
            pan.touchBegan(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 400), time: 10))
            pan.touchMoved(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 400 + dy), time: 10.016))
        }

        /// Places the content (without the driver reacting), then scripts tracking and the finger's motion.
        func set(offset: CGFloat, tracking: Bool = true, fingerDelta: CGFloat) {
            scrollView.isTracking = false
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            scrollView.isTracking = tracking
            fingerMoving(fingerDelta)
        }

        /// Puts the overlay in flight: a drag to 400 pt that has not ended.
        func putInFlight() {
            container.translationController.startOverlayTranslation()
            container.translationController.dragOverlay(withOffset: -189, usesFunction: false)
            XCTAssertEqual(container.translationPosition, .inFlight)
        }
    }

    func testDecisionTableAtTheBottom() {
        let f = Fixture()
        XCTAssertEqual(f.container.translationPosition, .bottom)
        f.set(offset: 0, fingerDelta: -5)
        XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView), "content at its top (in bounds): no")
        f.set(offset: 30, fingerDelta: 5)
        XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView), "finger moving down: no")
        f.set(offset: 30, fingerDelta: -5)
        XCTAssertTrue(f.driver.shouldDragOverlay(f.scrollView), "content pushed past its top and finger up: yes")
        f.set(offset: 30, tracking: false, fingerDelta: -5)
        XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView), "never while not tracking")
    }

    func testDecisionTableAtTheTop() {
        let f = Fixture()
        f.container.moveOverlay(toNotchAt: 1, animated: false)
        f.container.tick(1 / 60)
        XCTAssertEqual(f.container.translationPosition, .top)
        f.set(offset: -8, fingerDelta: 5)
        XCTAssertTrue(f.driver.shouldDragOverlay(f.scrollView), "pulled past the top, finger down: yes")
        f.set(offset: 0, fingerDelta: 0)
        XCTAssertTrue(f.driver.shouldDragOverlay(f.scrollView), "at the top with velocity 0 (not moving up): yes")
        f.set(offset: 0, fingerDelta: -5)
        XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView), "finger moving up: the content scrolls")
        f.set(offset: 200, fingerDelta: 5)
        XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView), "content scrolled: it scrolls back first")
    }

    func testDecisionTableInFlight() {
        let f = Fixture()
        f.putInFlight()
        f.set(offset: 0, fingerDelta: 5)
        XCTAssertTrue(f.driver.shouldDragOverlay(f.scrollView), "content at its top, any motion: yes")
        f.set(offset: 120, fingerDelta: -5)
        XCTAssertTrue(f.driver.shouldDragOverlay(f.scrollView), "finger moving up: yes")
        f.set(offset: 120, fingerDelta: 5)
        XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView), "scrolled content and finger down: no")
    }

    func testDecisionTableStationaryNeverDrags() {
        let f = Fixture()
        f.harness.delegate.reachable = { $0 == 0 }
        XCTAssertEqual(f.container.translationPosition, .stationary)
        for (offset, delta) in [(CGFloat(0), CGFloat(5)), (-10, 5), (50, -5), (0, 0)] {
            f.set(offset: offset, fingerDelta: delta)
            XCTAssertFalse(f.driver.shouldDragOverlay(f.scrollView))
        }
    }

    func testDidScrollPinsTheContentAndMovesTheOverlayByTheFingerDelta() {
        let f = Fixture()
        f.scrollView.isTracking = true
        f.driver.scrollViewWillBeginDragging(f.scrollView)
        f.fingerMoving(-5)
        f.scrollView.panGestureRecognizer.setTranslation(CGPoint(x: 0, y: -12))
        // The content scrolled 12 pt into its rows; the driver takes that as overlay motion and pins it back.
        f.scrollView.contentOffset = CGPoint(x: 0, y: 12)
        XCTAssertEqual(f.scrollView.contentOffset.y, 0, "pinned to where it was")
        XCTAssertEqual(f.container.translationHeight, 223)
        XCTAssertEqual(f.driver.lastContentOffsetWhileScrolling.y, 0)
    }

    func testDidScrollConsumesTheOverscrollAtTheTop() {
        let f = Fixture()
        f.container.moveOverlay(toNotchAt: 1, animated: false)
        f.container.tick(1 / 60)
        f.scrollView.isTracking = true
        f.driver.scrollViewWillBeginDragging(f.scrollView)
        f.fingerMoving(6)
        f.scrollView.contentOffset = CGPoint(x: 0, y: -9)
        XCTAssertEqual(f.scrollView.contentOffset.y, 0, "never keeps an overscrolled offset while the overlay moves")
        XCTAssertEqual(f.container.translationHeight, 624, "lowered by the 9 pt of overscroll")
    }

    func testWithReferenceQuirksContentLandingExactlyOnItsTopIsPinnedBack() {
        // [quirk] at the top notch with the content scrolled 4 pt, a step that lands exactly on the top (offset 0) is
        // "in bounds", consumes 0 pt of overscroll, and the reference's pin rule (product not < 0) puts the content
        // back at 4. Fractional steps cross the top and hand over.
        let f = Fixture()
        f.container.keepsReferenceQuirks = true
        landExactlyOnTheTop(f)
        XCTAssertEqual(f.scrollView.contentOffset.y, 4)
        XCTAssertEqual(f.container.translationHeight, 633)
        f.scrollView.contentOffset = CGPoint(x: 0, y: -0.5)
        XCTAssertEqual(f.scrollView.contentOffset.y, 0, "opposite sides of the top: pinned to the top")
        XCTAssertEqual(f.container.translationHeight, 632.5)
    }

    func testContentLandingExactlyOnItsTopHandsOverLikeACrossing() {
        let f = Fixture()
        landExactlyOnTheTop(f)
        XCTAssertEqual(f.scrollView.contentOffset.y, 0, "the content rests on its top, not back at 4")
        XCTAssertEqual(f.container.translationHeight, 633)
        // The next whole-point step pulls 1 pt past the top: the overlay takes it.
        f.scrollView.contentOffset = CGPoint(x: 0, y: -1)
        XCTAssertEqual(f.scrollView.contentOffset.y, 0)
        XCTAssertEqual(f.container.translationHeight, 632)
    }

    /// At the top notch with the content scrolled 4 pt, the finger (moving down) brings it exactly to its top.
    private func landExactlyOnTheTop(_ f: Fixture) {
        f.container.moveOverlay(toNotchAt: 1, animated: false)
        f.container.tick(1 / 60)
        f.set(offset: 4, fingerDelta: 4)
        f.driver.scrollViewWillBeginDragging(f.scrollView)
        f.scrollView.isTracking = false
        f.scrollView.contentOffset = CGPoint(x: 0, y: 4)
        f.scrollView.isTracking = true
        f.scrollView.contentOffset = CGPoint(x: 0, y: 0)
    }

    func testDidScrollWhileNotTrackingOnlyFollowsTheContent() {
        let f = Fixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertEqual(f.driver.lastContentOffsetWhileScrolling.y, 300)
        XCTAssertEqual(f.container.translationHeight, 211)
    }

    // MARK: - Release

    private func release(_ f: Fixture, velocityY: CGFloat, target: CGFloat) -> CGFloat {
        var targetOffset = CGPoint(x: 0, y: target)
        f.driver.scrollViewWillEndDragging(f.scrollView, withVelocity: CGPoint(x: 0, y: velocityY), targetContentOffset: &targetOffset)
        return targetOffset.y
    }

    func testReleaseAtTheBottomSendsTheContentBackToItsTop() {
        let f = Fixture()
        f.set(offset: 0, fingerDelta: -5)
        XCTAssertEqual(release(f, velocityY: 0.8, target: 400), 0)
        XCTAssertEqual(release(f, velocityY: -0.1, target: -20), -20, "a target at or above the top is kept")
    }

    func testReleaseInFlightStopsTheContentWhereItWasPinned() {
        let f = Fixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        f.putInFlight()
        f.set(offset: 150, fingerDelta: -5)
        XCTAssertEqual(release(f, velocityY: 1.2, target: 700), 150)
    }

    func testReleaseAtATopNotchKeepsTheTarget() {
        let f = Fixture()
        f.container.moveOverlay(toNotchAt: 1, animated: false)
        f.container.tick(1 / 60)
        f.set(offset: 100, fingerDelta: -5)
        XCTAssertEqual(release(f, velocityY: 1.5, target: 850), 850)
    }

    func testReleaseVelocityIsPassedOnOnlyWhenTheDriverWouldDrag() {
        // In flight, finger moving up (would drag): the velocity reaches the overlay, ×(−1000).
        let f = Fixture()
        f.putInFlight()
        f.set(offset: 0, fingerDelta: -5)
        _ = release(f, velocityY: 0.9, target: 0)
        XCTAssertEqual(f.log.last, "willEndDragging:-900")
        f.container.tick(1 / 60)
        XCTAssertEqual(f.container.lastReachedNotchIndex, 1, "up at 900 pt/s goes to the upper notch")

        // In flight with scrolled content and the finger moving down: ignored, velocity 0.
        let g = Fixture()
        g.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        g.putInFlight()
        g.set(offset: 150, fingerDelta: 5)
        _ = release(g, velocityY: -0.9, target: 150)
        XCTAssertEqual(g.log.last, "willEndDragging:0")
        g.container.tick(1 / 60)
        XCTAssertEqual(g.container.lastReachedNotchIndex, 0, "at 400 pt with no velocity: nearest is 211")
    }

    func testReleaseResetsTheTranslations() {
        let f = Fixture()
        f.set(offset: 0, fingerDelta: -5)
        f.driver.scrollViewWillBeginDragging(f.scrollView)
        f.scrollView.panGestureRecognizer.setTranslation(CGPoint(x: 0, y: -20))
        f.scrollView.contentOffset = CGPoint(x: 0, y: 20)
        XCTAssertEqual(f.driver.overlayTranslation, -20)
        _ = release(f, velocityY: 0, target: 0)
        XCTAssertEqual(f.driver.overlayTranslation, 0)
        XCTAssertEqual(f.driver.scrollViewTranslation, 0)
        XCTAssertEqual(f.scrollView.panGestureRecognizer.translation, .zero)
    }

    // MARK: - Rebuilding (see the ContainerStructure article)

    func testDriversAreRebuiltWhenTheDrivingScrollViewChanges() {
        let f = Fixture()
        let old = f.driver
        XCTAssertTrue(f.scrollView.overlayDriver === old)
        XCTAssertTrue(f.container.panGestureRecognizer.requiredToFail.contains { $0 === f.scrollView.panGestureRecognizer })
        let other = ScrollView()
        f.container.drivingScrollView = other
        XCTAssertNil(f.scrollView.overlayDriver, "the old scroll view is given back")
        XCTAssertTrue(other.overlayDriver === f.container.scrollViewDriver)
        XCTAssertFalse(f.container.panGestureRecognizer.requiredToFail.contains { $0 === f.scrollView.panGestureRecognizer })
        f.container.drivingScrollView = nil
        XCTAssertTrue(f.container.activeDrivingScrollView === f.scrollView, "nil falls back to the delegate's scroll view")
    }

    func testNoDrivingScrollViewClearsThePansRequirement() {
        // Reference 3.5.3: without a driving scroll view, the pan waits for nothing.
        let f = Fixture()
        f.harness.delegate.scrollView = nil
        f.container.viewControllers = [ViewController()]
        XCTAssertNil(f.container.scrollViewDriver)
        XCTAssertTrue(f.container.panGestureRecognizer.requiredToFail.isEmpty)
    }

    func testAPanUnderWaySurvivesADriverRebuildAndEnds() {
        // A navigation that changes the driving scroll view mid-drag rebuilds the drivers: the pan's drag goes on
        // and still ends with willEndDragging and a move to a notch.
        let f = Fixture()
        f.container.panDriver!.gestureBegan(startingLocation: CGPoint(x: 10, y: 700), translation: CGPoint(x: 0, y: -40))
        XCTAssertEqual(f.container.translationHeight, 251)
        let other = ScrollView()
        f.container.drivingScrollView = other
        f.container.panDriver!.gestureChanged(translation: CGPoint(x: 0, y: -60))
        XCTAssertEqual(f.container.translationHeight, 271)
        f.container.panDriver!.gestureEnded(velocity: .zero)
        XCTAssertEqual(f.log.filter { $0.hasPrefix("willEndDragging") }, ["willEndDragging:0"])
        f.container.tick(1 / 60)
        XCTAssertEqual(f.container.lastReachedNotchIndex, 0)
        XCTAssertTrue(f.container.drivingScrollView === other)
    }
}
