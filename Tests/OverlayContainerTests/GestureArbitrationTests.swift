import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The router's arbitration between the container's pan and the driving scroll view's recognizers (<doc:PanDriver>):
/// who gets a touch, failure requirements, several pointers, cancellation.
final class GestureArbitrationTests: XCTestCase {
    private func move(_ router: TouchRouter, pointer: Int = 0, from: CGPoint, by delta: CGPoint, steps: Int, start time: inout Double) {
        for index in 1...steps {
            time += 1.0 / 120
            let f = CGFloat(index) / CGFloat(steps)
            router.handle(
                TouchEvent(pointer: pointer, phase: .moved, location: CGPoint(x: from.x + delta.x * f, y: from.y + delta.y * f), time: time)
            )
        }
    }

    /// A container with a header (drags start there) above a driving table.
    private final class Scene {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let harness: Harness
        let header = View()
        let table = ScrollView()
        let router: TouchRouter

        init(contentHeight: CGFloat = 4400, bounce: Bool = true) {
            let delegate = RecordingDelegate(heights: [211, 633])
            delegate.scrollView = table
            harness = Harness(delegate: delegate)
            let header = self.header
            delegate.dragArea = { point, space in header.bounds.contains(space.convert(point, to: header)) }
            table.contentSize = CGSize(width: 390, height: contentHeight)
            table.alwaysBounceVertical = bounce
            harness.overlay.view.addSubview(table)
            harness.overlay.view.addSubview(header)
            harness.overlay.view.layoutHandler = { [header, table] view in
                header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 70)
                table.frame = CGRect(x: 0, y: 70, width: view.bounds.width, height: view.bounds.height - 70)
            }
            harness.overlay.view.setNeedsLayout()
            // Rebuild the drivers now that the delegate names the table.
            harness.container.viewControllers = [harness.overlay]
            root.addSubview(harness.container.view)
            harness.container.layoutIfNeeded()
            router = TouchRouter(root: root)
        }
    }

    func testATouchInTheDrivingScrollViewBelongsToTheScrollView() {
        let s = Scene()
        var t = 0.0
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 800), time: t))
        move(s.router, from: CGPoint(x: 100, y: 800), by: CGPoint(x: 0, y: -100), steps: 20, start: &t)
        XCTAssertEqual(s.table.panGestureRecognizer.state, .changed)
        XCTAssertEqual(s.harness.container.panGestureRecognizer.state, .failed)
        XCTAssertTrue(s.table.isTracking)
        XCTAssertEqual(s.harness.container.translationHeight, 301, "the scroll-view driver lifted the overlay (100 − 10 slop)")
        XCTAssertEqual(s.table.contentOffset.y, 0)
    }

    func testATouchOnTheHeaderDragsTheOverlayThroughThePan() {
        let s = Scene()
        var t = 0.0
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 650), time: t))
        move(s.router, from: CGPoint(x: 100, y: 650), by: CGPoint(x: 0, y: -110), steps: 22, start: &t)
        XCTAssertEqual(s.harness.container.panGestureRecognizer.state, .changed)
        XCTAssertEqual(s.harness.container.translationHeight, 311)
        XCTAssertFalse(s.table.isTracking)
    }

    func testWhenTheScrollViewCannotScrollTheContainerPanWaitsThenDecides() {
        // Short content without alwaysBounceVertical: the table's pan fails, the container's pan may begin,
        // but the delegate allows drags only on the header, so it never begins (see the PanDriver article).
        let s = Scene(contentHeight: 100, bounce: false)
        var t = 0.0
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 800), time: t))
        move(s.router, from: CGPoint(x: 100, y: 800), by: CGPoint(x: 0, y: -100), steps: 20, start: &t)
        XCTAssertEqual(s.table.panGestureRecognizer.state, .failed)
        XCTAssertEqual(s.harness.container.panGestureRecognizer.state, .failed)
        XCTAssertEqual(s.harness.container.translationHeight, 211)
        XCTAssertTrue(s.harness.delegate.log.isEmpty, "no willTranslate: the pan never began")
        s.router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 700), time: t + 0.01))
        // Allowed everywhere: the same touch now drags the overlay after the table's pan failed.
        s.harness.delegate.dragArea = { _, _ in true }
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 800), time: 1))
        t = 1
        move(s.router, from: CGPoint(x: 100, y: 800), by: CGPoint(x: 0, y: -100), steps: 20, start: &t)
        XCTAssertEqual(s.harness.container.panGestureRecognizer.state, .changed)
        XCTAssertEqual(s.harness.container.translationHeight, 301)
    }

    func testTouchesOutsideTheOverlayFallThroughTheContainer() {
        let s = Scene()
        let ground = View(frame: s.root.bounds)
        s.root.insertSubview(ground, at: 0)
        let tap = TapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        ground.addGestureRecognizer(tap)
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 300), time: 0))
        XCTAssertTrue(s.router.hitView(forPointer: 0) === ground)
        s.router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 102, y: 301), time: 0.1))
        XCTAssertEqual(taps, 1)
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 300), time: 1))
        s.router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 100, y: 320), time: 1.05))
        s.router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 320), time: 1.1))
        XCTAssertEqual(taps, 1, "moved past the slop: not a tap")
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 300), time: 2))
        s.router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 100, y: 300), time: 2.8))
        XCTAssertEqual(taps, 1, "held too long: not a tap")
    }

    func testASecondPointerDoesNotDisturbTheFirstDrag() {
        let s = Scene()
        var t = 0.0
        s.router.handle(TouchEvent(pointer: 0, phase: .began, location: CGPoint(x: 100, y: 650), time: t))
        move(s.router, pointer: 0, from: CGPoint(x: 100, y: 650), by: CGPoint(x: 0, y: -60), steps: 12, start: &t)
        let height = s.harness.container.translationHeight
        s.router.handle(TouchEvent(pointer: 1, phase: .began, location: CGPoint(x: 300, y: 650), time: t))
        move(s.router, pointer: 1, from: CGPoint(x: 300, y: 650), by: CGPoint(x: 0, y: 100), steps: 10, start: &t)
        XCTAssertEqual(s.harness.container.translationHeight, height)
        s.router.handle(TouchEvent(pointer: 1, phase: .ended, location: CGPoint(x: 300, y: 750), time: t))
        move(s.router, pointer: 0, from: CGPoint(x: 100, y: 590), by: CGPoint(x: 0, y: -20), steps: 4, start: &t)
        XCTAssertEqual(s.harness.container.translationHeight, height + 20)
    }

    func testCancelEndsTheDragAndTheOverlaySettles() {
        let s = Scene()
        var t = 0.0
        s.router.handle(TouchEvent(phase: .began, location: CGPoint(x: 100, y: 650), time: t))
        move(s.router, from: CGPoint(x: 100, y: 650), by: CGPoint(x: 0, y: -150), steps: 30, start: &t)
        s.router.handle(TouchEvent(phase: .cancelled, location: CGPoint(x: 100, y: 500), time: t + 0.2))
        XCTAssertTrue(s.harness.delegate.log.contains("willEndDragging:0"), "rested 200 ms before the cancel: velocity 0")
        for _ in 0..<60 { s.harness.container.tick(1.0 / 60) }
        XCTAssertEqual(s.harness.container.translationHeight, 211)
    }
}
