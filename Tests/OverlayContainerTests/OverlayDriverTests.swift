import Foundation
import XCTest
@testable import OverlayUIKit
@testable import OverlayContainer

/// A translation controller that records what the drivers ask of it and answers from settable state, so the drivers'
/// own rules are tested without a container (as the reference's tests do).
private final class FakeTranslationController: OverlayTranslationController {
    var lastTranslationEndNotchIndex = 0
    var translationHeight: CGFloat = 211
    var translationPosition: OverlayTranslationPosition = .bottom
    var isDragging = false
    var hasReachedANotch = true
    var draggable = true
    var calls: [String] = []

    func overlayHasReachedANotch() -> Bool { hasReachedANotch }

    func isDraggable(at point: CGPoint, in coordinateSpace: CoordinateSpace) -> Bool {
        calls.append("isDraggable(\(point.x), \(point.y))")
        return draggable
    }

    func startOverlayTranslation() { calls.append("start") }

    func dragOverlay(withOffset offset: CGFloat, usesFunction: Bool) {
        calls.append("drag(\(offset), function: \(usesFunction))")
    }

    func endOverlayTranslation(withVelocity velocity: CGPoint) { calls.append("end(\(velocity.y))") }
}

final class OverlayPanDriverTests: XCTestCase {
    private let fake = FakeTranslationController()
    private let containerView = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    func testABeganGestureStartsThenDragsThroughTheTranslationFunction() {
        let driver = OverlayPanDriver(translationController: fake, containerView: containerView)
        XCTAssertTrue(driver.gestureBegan(startingLocation: CGPoint(x: 10, y: 640), translation: CGPoint(x: 0, y: -1)))
        driver.gestureChanged(translation: CGPoint(x: 0, y: -40))
        driver.gestureEnded(velocity: CGPoint(x: 0, y: -900))
        XCTAssertEqual(fake.calls, ["start", "isDraggable(10.0, 640.0)", "drag(-1.0, function: true)",
                                    "drag(-40.0, function: true)", "end(-900.0)"])
    }

    func testWhereDraggingIsNotAllowedTheGestureEndsAtOnceAndLaterStepsAreIgnored() {
        fake.draggable = false
        let driver = OverlayPanDriver(translationController: fake, containerView: containerView)
        XCTAssertFalse(driver.shouldBegin(at: CGPoint(x: 10, y: 100)))
        XCTAssertFalse(driver.gestureBegan(startingLocation: CGPoint(x: 10, y: 100), translation: CGPoint(x: 0, y: 12)))
        driver.gestureChanged(translation: CGPoint(x: 0, y: 30))
        driver.gestureEnded(velocity: CGPoint(x: 0, y: 500))
        XCTAssertEqual(fake.calls, ["isDraggable(10.0, 100.0)", "start", "isDraggable(10.0, 100.0)", "end(0.0)"],
                       "ended with zero velocity when cancelled; nothing after")
    }
}

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
        XCTAssertEqual(fake.calls, ["start", "drag(6.0, function: false)", "drag(6.0, function: false)"],
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
}
