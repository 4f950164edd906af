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
}
