import Foundation
import XCTest

@testable import OverlayUIKit

/// The pan recognizer on its own: the 10 pt slop, translation measured from the slop circle, least-squares velocity.
final class PanGestureRecognizerTests: XCTestCase {
    func testPanBeginsAfterTheSlopAndMeasuresFromThere() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        root.addGestureRecognizer(pan)
        let router = TouchRouter(root: root)
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 100), time: 0))
        router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 109), time: 0.01))
        XCTAssertEqual(pan.state, .possible, "9 pt is inside the 10 pt slop")
        router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 111), time: 0.02))
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation, CGPoint(x: 0, y: 1), "measured from the slop circle: no jump, nothing lost")
        router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 131), time: 0.03))
        XCTAssertEqual(pan.translation, CGPoint(x: 0, y: 21))
        // Least-squares quadratic through (−30 ms, 100), (−20, 109), (−10, 111), (0, 131): slope 1775 pt/s at the newest.
        XCTAssertEqual(pan.velocity.y, 1775, accuracy: 1e-6)
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 131), time: 0.04))
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(pan.state, .possible, "reset after the touch")
    }

    // MARK: - Several fingers

    private func touch(_ router: TouchRouter, _ pointer: Int, _ phase: TouchPhase, _ x: CGFloat, _ y: CGFloat, _ time: Double) {
        router.handle(TouchEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: time))
    }

    /// A second finger joins a running pan without moving it; when the first lifts, the pan goes on with the second
    /// from where the first left it (no jump in translation or velocity) and ends only when the second lifts.
    func testASecondFingerJoinsThePanAndTakesOverWhenTheFirstLifts() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        var translations: [CGFloat] = []
        pan.addTarget { recognizer in
            states.append(recognizer.state)
            translations.append((recognizer as! PanGestureRecognizer).translation.y)
        }
        root.addGestureRecognizer(pan)
        let router = TouchRouter(root: root)
        touch(router, 0, .began, 100, 100, 0)
        // 20 pt down in 10 ms steps: began at 110 (slop crossed at 110: translation 0 there), then 10 pt more.
        for step in 1...4 { touch(router, 0, .moved, 100, 100 + CGFloat(step) * 5, Double(step) * 0.01) }
        XCTAssertEqual(pan.translation.y, 10)
        touch(router, 1, .began, 200, 250, 0.045)
        XCTAssertEqual(pan.joinedPointers, [1])
        XCTAssertEqual(pan.trackedPointer, 0)
        touch(router, 1, .moved, 200, 230, 0.05)
        XCTAssertEqual(pan.translation.y, 10, "the joined finger moves nothing while the first is down")
        touch(router, 0, .moved, 100, 125, 0.05)
        XCTAssertEqual(pan.translation.y, 15)
        let velocityBefore = pan.velocity.y
        XCTAssertEqual(velocityBefore, 500, accuracy: 1e-6, "5 pt every 10 ms")
        // The first finger lifts 5 pt further on: that last step counts; then the second finger carries on.
        touch(router, 0, .ended, 100, 130, 0.06)
        XCTAssertEqual(pan.state, .changed, "the pan goes on")
        XCTAssertEqual(pan.trackedPointer, 1)
        XCTAssertEqual(pan.joinedPointers, [])
        XCTAssertEqual(pan.translation.y, 20, "no jump at the hand-over (the fingers are 100 pt apart)")
        XCTAssertEqual(pan.currentLocation, CGPoint(x: 200, y: 230), "locations are the finger's own")
        touch(router, 1, .moved, 200, 235, 0.07)
        XCTAssertEqual(pan.translation.y, 25)
        XCTAssertEqual(pan.velocity.y, 500, accuracy: 1e-6, "the path the tracker sees is continuous: still 5 pt per 10 ms")
        touch(router, 1, .ended, 200, 235, 0.08)
        XCTAssertEqual(states, [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        XCTAssertEqual(translations, [0, 5, 10, 15, 20, 25, 25])
        XCTAssertEqual(pan.state, .possible, "reset once the last finger lifted")
        XCTAssertNil(pan.trackedPointer)
    }

    /// A joined finger that lifts first is forgotten; a cancelled first finger cancels the whole gesture (UIKit
    /// cancels a gesture when one of its touches is cancelled) rather than handing it over.
    func testAJoinedFingerLiftingFirstIsForgottenAndACancelEndsTheGesture() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        root.addGestureRecognizer(pan)
        let router = TouchRouter(root: root)
        touch(router, 0, .began, 100, 100, 0)
        touch(router, 0, .moved, 100, 120, 0.02)
        touch(router, 1, .began, 200, 200, 0.03)
        touch(router, 1, .ended, 200, 200, 0.04)
        XCTAssertEqual(pan.joinedPointers, [])
        touch(router, 2, .began, 150, 150, 0.05)
        touch(router, 0, .cancelled, 100, 120, 0.06)
        XCTAssertEqual(states, [.began, .cancelled])
        XCTAssertEqual(pan.state, .possible)
        touch(router, 2, .moved, 150, 190, 0.07)
        XCTAssertEqual(states, [.began, .cancelled], "the finger left over drives nothing")
        touch(router, 2, .ended, 150, 190, 0.08)
        touch(router, 3, .began, 100, 100, 1)
        touch(router, 3, .moved, 100, 130, 1.02)
        XCTAssertEqual(pan.state, .began, "a new touch starts a new pan")
    }

    /// Pans on unrelated views (neither inside the other) run at once, one finger each; on a view and its ancestor
    /// they exclude each other, across fingers too.
    func testPansOnUnrelatedViewsRunTogetherAndRelatedOnesDoNot() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let left = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = View(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        let inner = View(frame: CGRect(x: 0, y: 150, width: 200, height: 150))
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inner)
        let leftPan = PanGestureRecognizer(), rightPan = PanGestureRecognizer(), innerPan = PanGestureRecognizer()
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        inner.addGestureRecognizer(innerPan)
        let router = TouchRouter(root: root)
        touch(router, 0, .began, 100, 100, 0)
        touch(router, 1, .began, 300, 50, 0)
        touch(router, 0, .moved, 100, 130, 0.02)
        touch(router, 1, .moved, 300, 80, 0.02)
        XCTAssertEqual(leftPan.state, .began)
        XCTAssertEqual(rightPan.state, .began, "unrelated views: both pans run")
        // A third finger on the view inside the right one: its pan is related to the running right pan.
        touch(router, 2, .began, 300, 250, 0.03)
        touch(router, 2, .moved, 300, 200, 0.05)
        XCTAssertEqual(innerPan.state, .failed, "a descendant's pan does not begin while its ancestor's runs")
        XCTAssertEqual(rightPan.joinedPointers, [2], "the finger joined the right pan instead")
    }
}
