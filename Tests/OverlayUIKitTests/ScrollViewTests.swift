import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayUIKit

/// The scroll view model: tracking, rubber band, deceleration, target offsets, bounces, callbacks.
final class ScrollViewTests: XCTestCase {
    /// Records the delegate callbacks; can replace the target offset.
    private final class Recorder: ScrollViewDelegate {
        var log: [String] = []
        var newTarget: CGFloat?
        var reportedTarget: CGFloat?
        var reportedVelocity: CGPoint?

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            if log.last != "didScroll" { log.append("didScroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
            log.append("willEndDragging")
            reportedTarget = targetContentOffset.y
            reportedVelocity = velocity
            if let newTarget = newTarget { targetContentOffset.y = newTarget }
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging(\(decelerate))")
        }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.append("didEndDecelerating") }
    }

    private let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    private let scrollView = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 500))
    private let recorder = Recorder()
    private lazy var router = TouchRouter(root: root)
    private var time = 0.0

    override func setUp() {
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        scrollView.delegate = recorder
    }

    /// Drags from y to y + distance in 5 pt moves every 1/120 s (the first 10 pt are the slop).
    private func drag(from y: CGFloat, by distance: CGFloat, lift: Bool = true, pauseBeforeLift: Double = 0) {
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 50, y: y), time: time))
        let steps = Int(abs(distance) / 5)
        for index in stride(from: 1, through: steps, by: 1) {
            time += 1.0 / 120
            let location = CGPoint(x: 50, y: y + distance * CGFloat(index) / CGFloat(steps))
            router.handle(TouchEvent(phase: .moved, location: location, time: time))
        }
        if lift {
            time += pauseBeforeLift + 1.0 / 120
            router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 50, y: y + distance), time: time))
        }
    }

    private func run(_ seconds: Double, step: Double = 1.0 / 60) {
        for _ in 0..<Int((seconds / step).rounded()) { scrollView.advancePhysics(by: step) }
    }

    func testTrackingFollowsTheFingerOneToOneAfterTheSlopAlsoPastTheTop() {
        drag(from: 300, by: 60, lift: false)
        XCTAssertTrue(scrollView.isTracking)
        XCTAssertEqual(scrollView.contentOffset.y, -50, "60 pt down less the 10 pt slop, 1:1 past the top")
    }

    func testPastTheBottomTheContentResistsWithTheRubberBand() {
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        drag(from: 500, by: -110, lift: false)
        // 100 pt past the end, dimension 500: (1 − 1/(100·0.55/500 + 1))·500 = 49.55
        XCTAssertEqual(scrollView.contentOffset.y, 500 + CGFloat(rubberband(overshoot: 100, dimension: 500)), accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 549.55, accuracy: 0.01)
    }

    func testWithoutBouncingTheContentStaysInBounds() {
        scrollView.bounces = false
        drag(from: 300, by: 60, lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testReleaseDeceleratesExactlyToTheProjectedTarget() {
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        recorder.log.removeAll()
        drag(from: 400, by: -40)
        let released = scrollView.contentOffset.y
        let velocity = recorder.reportedVelocity!.y
        XCTAssertGreaterThan(velocity, 0.3, "points per millisecond, positive toward the end")
        let expected = project(value: Double(released), velocity: Double(velocity) * 1000)
        XCTAssertLessThan(expected, 500, "inside the content: no bounce in this test")
        XCTAssertEqual(Double(recorder.reportedTarget!), expected, accuracy: 1e-9)
        XCTAssertTrue(scrollView.isDecelerating)
        run(8)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(Double(scrollView.contentOffset.y), expected, accuracy: 1e-9)
        XCTAssertEqual(
            recorder.log, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "didScroll", "didEndDecelerating"])
    }

    func testAChangedTargetIsHonoured() {
        recorder.newTarget = 333
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        drag(from: 400, by: -60)
        run(5)
        XCTAssertEqual(scrollView.contentOffset.y, 333)
        recorder.newTarget = nil
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        recorder.newTarget = 250
        drag(from: 400, by: -60)
        XCTAssertEqual(scrollView.contentOffset.y, 250, "a target where the content already is stops it there")
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testReleasedOverscrolledItBouncesBackIntoBounds() {
        drag(from: 300, by: 80, pauseBeforeLift: 0.1)
        XCTAssertEqual(scrollView.contentOffset.y, -70)
        XCTAssertTrue(scrollView.isDecelerating)
        run(0.2)
        XCTAssertLessThan(scrollView.contentOffset.y, 0)
        XCTAssertGreaterThan(scrollView.contentOffset.y, -70)
        run(3)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.log.last, "didEndDecelerating")
    }

    func testAFlingAcrossTheEndOvershootsThenComesBack() {
        scrollView.contentOffset = CGPoint(x: 0, y: 420)
        drag(from: 500, by: -60)
        var furthest: CGFloat = 0
        for _ in 0..<300 {
            scrollView.advancePhysics(by: 1.0 / 120)
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        XCTAssertGreaterThan(furthest, 500, "past the end")
        XCTAssertEqual(scrollView.contentOffset.y, 500, "and back to it")
    }

    func testATouchCatchesMovingContent() {
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        drag(from: 400, by: -60)
        run(0.1)
        let caught = scrollView.contentOffset.y
        time += 0.1
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 50, y: 300), time: time))
        XCTAssertFalse(scrollView.isDecelerating)
        run(0.5)
        XCTAssertEqual(scrollView.contentOffset.y, caught)
    }

    func testMotionIsTheSameWhateverTheStepRate() {
        func trajectory(step: Double) -> [CGFloat] {
            let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
            view.contentSize = CGSize(width: 400, height: 1000)
            let router = TouchRouter(root: view)
            view.contentOffset = CGPoint(x: 0, y: 300)
            var t = 0.0
            router.handle(TouchEvent(phase: .began, location: CGPoint(x: 5, y: 400), time: t))
            for y in stride(from: 395.0, through: 300, by: -5) {
                t += 0.01
                router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 5, y: y), time: t))
            }
            router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 5, y: 300), time: t + 0.005))
            var samples: [CGFloat] = []
            for index in 1...180 {
                if step < 1.0 / 60 { view.advancePhysics(by: step) }
                view.advancePhysics(by: step)
                if index % 1 == 0 { samples.append(view.contentOffset.y) }
            }
            return samples
        }
        let a = trajectory(step: 1.0 / 60)
        let b = trajectory(step: 1.0 / 120)
        for (x, y) in zip(a, b) { XCTAssertEqual(Double(x), Double(y), accuracy: 1e-6) }
        XCTAssertEqual(a.last, 500, "the fling reached the end and settled there")
    }

    func testShortContentWithoutAlwaysBounceDoesNotScroll() {
        scrollView.contentSize = CGSize(width: 400, height: 300)
        drag(from: 300, by: -80, lift: false)
        XCTAssertEqual(scrollView.panGestureRecognizer.state, .failed)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        scrollView.alwaysBounceVertical = true
        drag(from: 300, by: 0, lift: true)
        time += 0.1
        drag(from: 300, by: 60, lift: false)
        XCTAssertEqual(scrollView.contentOffset.y, -50)
    }

    func testWheelScrollsWithinBounds() {
        scrollView.scroll(by: 120)
        XCTAssertEqual(scrollView.contentOffset.y, 120)
        scrollView.scroll(by: 10_000)
        XCTAssertEqual(scrollView.contentOffset.y, 500)
        scrollView.scroll(by: .nan)
        XCTAssertEqual(scrollView.contentOffset.y, 500)
    }

    func testTableRowsAreVirtual() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), numberOfRows: 1_000_000, rowHeight: 44)
        XCTAssertEqual(table.contentSize.height, 44_000_000)
        XCTAssertEqual(table.visibleRows, 0..<10)
        table.contentOffset = CGPoint(x: 0, y: 44 * 500_000 + 22)
        XCTAssertEqual(table.visibleRows, 500_000..<500_011)
        XCTAssertEqual(table.rowIndex(at: CGPoint(x: 10, y: 44 * 7 + 1)), 7)
        XCTAssertNil(table.rowIndex(at: CGPoint(x: 10, y: 44_000_001)))
        XCTAssertTrue(table.subviews.isEmpty)
    }

    func testContentLeftPastItsEndByAResizeComesBackIntoBounds() {
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        scrollView.frame = CGRect(x: 0, y: 100, width: 400, height: 800)
        XCTAssertEqual(scrollView.contentOffset.y, 200, "the new maximum: 1000 − 800")
        // While a deceleration runs it is left alone, then the content bounces back once it stops.
        scrollView.frame = CGRect(x: 0, y: 100, width: 400, height: 500)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        drag(from: 400, by: -60)
        scrollView.frame = CGRect(x: 0, y: 100, width: 400, height: 900)
        XCTAssertTrue(scrollView.isDecelerating)
        run(10)
        XCTAssertEqual(scrollView.contentOffset.y, 100)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testAFlingPastTheEndNeverOvershootsAViewport() {
        scrollView.frame = CGRect(x: 0, y: 100, width: 400, height: 120)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scrollView.contentOffset = CGPoint(x: 0, y: 1860)
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 50, y: 200), time: time))
        for step in 1...4 {
            time += 0.004
            router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 50, y: 200 - CGFloat(step) * 20), time: time))
        }
        router.handle(TouchEvent(phase: .ended, location: CGPoint(x: 50, y: 110), time: time + 0.004))
        var furthest: CGFloat = 0
        for _ in 0..<600 {
            scrollView.advancePhysics(by: 1.0 / 120)
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        XCTAssertGreaterThan(furthest, 1880, "it does overshoot the end (1880)")
        XCTAssertLessThan(furthest, 1880 + 120, "through the 0.55 rubber band: less than one viewport past it")
        XCTAssertEqual(scrollView.contentOffset.y, 1880)
    }

    func testAReleasePastTheTopDoesNotCarryOnOutward() {
        drag(from: 300, by: 80)
        let released = scrollView.contentOffset.y
        XCTAssertLessThan(released, 0)
        var furthest = released
        for _ in 0..<240 {
            scrollView.advancePhysics(by: 1.0 / 120)
            furthest = min(furthest, scrollView.contentOffset.y)
        }
        XCTAssertEqual(furthest, released, "springs back from where the finger left it")
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }
}
