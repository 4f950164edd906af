import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// Every dismiss gesture through real `TouchRouter` events, with negative cases, and background taps.
/// The shown view is 100 × 50, centred in the 400 × 800 window: centre (200, 400).
final class ContainerDismissGestureTests: XCTestCase {
    private let centre = CGPoint(x: 200, y: 400)

    private func fixture(
        _ gesture: ContainerDismissGesture,
        background: ContainerBackgroundStyle = .disabled,
        tapToDismiss: Bool = true
    ) -> (ManagerFixture, ContainerView) {
        let f = ManagerFixture()
        f.container()
        let id = f.show(
            ContainerViewConfiguration(
                backgroundStyle: background, tapToDismiss: tapToDismiss,
                dismissGesture: gesture), animated: false)!
        return (f, f.view(id))
    }

    private func offset(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint {
        CGPoint(x: centre.x + dx, y: centre.y + dy)
    }

    func testTapDismisses() {
        let (f, view) = fixture(.tap)
        f.tap(centre, at: 0)
        XCTAssertEqual(view.phase, .disappearing)
        XCTAssertEqual(f.log.last, "dismiss:main:1")
    }

    func testTapBesideAViewWithoutBackgroundFallsThrough() {
        let (f, view) = fixture(.tap)
        let behind = TapGestureRecognizer()
        var behindTaps = 0
        behind.addTarget { _ in behindTaps += 1 }
        f.root.addGestureRecognizer(behind)
        f.tap(CGPoint(x: 20, y: 20), at: 0)
        XCTAssertEqual(behindTaps, 1)
        XCTAssertEqual(view.phase, .shown)
    }

    func testDoubleTapWithinTheIntervalDismisses() {
        let (f, view) = fixture(.doubleTap)
        f.tap(centre, at: 0)  // lifts at 0.05
        XCTAssertEqual(view.phase, .shown, "one tap is not enough")
        f.tap(offset(3, 2), at: 0.3)  // goes down 0.25 s later
        XCTAssertEqual(view.phase, .disappearing)
    }

    func testSlowDoubleTapDoesNotDismiss() {
        let (f, view) = fixture(.doubleTap)
        f.tap(centre, at: 0)
        f.tap(centre, at: 0.4)  // 0.35 s gap > 0.3 s
        XCTAssertEqual(view.phase, .shown)
        f.tap(centre, at: 0.6)  // but it starts a new pair with the tap at 0.4
        XCTAssertEqual(view.phase, .disappearing)
    }

    func testLongPressFiresAfterItsDurationWhileHeldStill() {
        let (f, view) = fixture(.longPress(seconds: 1))
        f.router.handle(TouchEvent(phase: .began, location: centre, time: 0))
        f.router.handle(TouchEvent(phase: .moved, location: offset(4, 3), time: 0.5))
        f.advance(to: 0.95)
        XCTAssertEqual(view.phase, .shown)
        f.advance(to: 1.0)
        XCTAssertEqual(view.phase, .disappearing, "fires while still held, with no touch event")
        XCTAssertEqual(f.eventTimes["dismiss:main:1"] ?? -1, 1, accuracy: 1e-9)
        f.router.handle(TouchEvent(phase: .ended, location: offset(4, 3), time: 1.2))
    }

    func testLongPressReleasedEarlyOrMovedDoesNotDismiss() {
        let (f, view) = fixture(.longPress(seconds: 1))
        f.drag([centre, centre], times: [0, 0.9])
        f.advance(to: 2)
        XCTAssertEqual(view.phase, .shown, "released before the duration")
        f.router.handle(TouchEvent(phase: .began, location: centre, time: 2))
        f.router.handle(TouchEvent(phase: .moved, location: offset(12, 0), time: 2.2))
        f.advance(to: 3.5)
        XCTAssertEqual(view.phase, .shown, "moved 12 pt")
        f.router.handle(TouchEvent(phase: .ended, location: offset(12, 0), time: 3.5))
        XCTAssertEqual(view.phase, .shown)
    }

    func testEachSwipeDismissesInItsDirection() {
        let cases: [(ContainerDismissGesture, CGFloat, CGFloat)] = [
            (.swipeUp, 0, -30), (.swipeDown, 5, 30), (.swipeLeft, -30, 8), (.swipeRight, 20, 15),
        ]
        for (gesture, dx, dy) in cases {
            let (f, view) = fixture(gesture)
            f.drag([centre, offset(dx / 2, dy / 2), offset(dx, dy)], times: [0, 0.05, 0.1])
            XCTAssertEqual(view.phase, .disappearing, "\(gesture)")
        }
    }

    func testTooShortOrWrongDirectionSwipesDoNotDismiss() {
        let (f, view) = fixture(.swipeUp)
        f.drag([centre, offset(0, -8)], times: [0, 0.1])
        XCTAssertEqual(view.phase, .shown, "8 pt is too short")
        f.drag([centre, offset(0, 30)], times: [1, 1.1])
        XCTAssertEqual(view.phase, .shown, "down is not up")
        f.drag([centre, offset(-25, -20)], times: [2, 2.1])
        XCTAssertEqual(view.phase, .shown, "mostly left is not up")
        f.drag([centre, offset(0, -10)], times: [3, 3.1])
        XCTAssertEqual(view.phase, .disappearing, "10 pt up is enough")
    }

    func testTapOnADimmedBackgroundDismissesWhenTapToDismiss() {
        let (f, view) = fixture(.disabled, background: .dim)
        f.tap(CGPoint(x: 20, y: 20), at: 0)
        XCTAssertEqual(view.phase, .disappearing)
    }

    func testTapOnABackgroundWithoutTapToDismissFallsThrough() {
        let (f, view) = fixture(.disabled, background: .dim, tapToDismiss: false)
        let behind = TapGestureRecognizer()
        var behindTaps = 0
        behind.addTarget { _ in behindTaps += 1 }
        f.root.addGestureRecognizer(behind)
        f.tap(CGPoint(x: 20, y: 20), at: 0)
        XCTAssertEqual(view.phase, .shown)
        XCTAssertEqual(behindTaps, 1)
        XCTAssertTrue(f.router.activePointers.isEmpty)
    }

    func testTapOnTheViewDoesNotReachItsBackground() {
        let (f, view) = fixture(.disabled, background: .dim)
        f.tap(centre, at: 0)
        XCTAssertEqual(view.phase, .shown, "the view, not the background, took the tap")
    }

    func testGestureStopsAfterDismissalAndIsRemovedWithTheView() {
        let (f, view) = fixture(.tap)
        f.tap(centre, at: 0)
        f.tap(centre, at: 0.1)
        XCTAssertEqual(f.entries("dismiss"), ["dismiss:main:1"])
        f.advance(to: 1)
        XCTAssertEqual(view.phase, .removed)
        XCTAssertTrue(view.content.gestureRecognizers.isEmpty)
    }
}
