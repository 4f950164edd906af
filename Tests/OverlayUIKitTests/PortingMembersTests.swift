import XCTest

@testable import OverlayUIKit

/// The UIKit members ported code calls: `isDescendant(of:)`, `init(nibName:bundle:)`, `isScrollEnabled`, a window's
/// settable root and its screen.
final class PortingMembersTests: XCTestCase {
    func testIsDescendantFollowsTheSuperviews() {
        let root = View(), middle = View(), leaf = View(), elsewhere = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertTrue(leaf.isDescendant(of: root))
        XCTAssertTrue(leaf.isDescendant(of: leaf), "a view is its own descendant, as in UIKit")
        XCTAssertFalse(root.isDescendant(of: leaf))
        XCTAssertFalse(leaf.isDescendant(of: elsewhere))
        leaf.removeFromSuperview()
        XCTAssertFalse(leaf.isDescendant(of: root))
    }

    func testTheNibInitializerTakesNil() {
        let viewController = ViewController(nibName: nil, bundle: nil)
        XCTAssertNil(viewController.nibName)
        XCTAssertNil(viewController.nibBundle)
        XCTAssertEqual(viewController.view.frame, .zero, "the view comes from loadView()")
    }

    func testAScrollViewThatDoesNotScrollIgnoresTheWheelAndTheFinger() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let router = TouchRouter(root: scrollView)
        scrollView.scroll(by: 40)
        XCTAssertEqual(scrollView.contentOffset.y, 40)
        scrollView.isScrollEnabled = false
        scrollView.scroll(by: 40)
        XCTAssertEqual(scrollView.contentOffset.y, 40, "the wheel does not scroll it")
        router.handle(TouchEvent(phase: .began, location: CGPoint(x: 50, y: 90), time: 0))
        router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 50, y: 50), time: 0.05))
        router.handle(TouchEvent(phase: .moved, location: CGPoint(x: 50, y: 10), time: 0.1))
        XCTAssertEqual(scrollView.panGestureRecognizer.state, .failed, "its pan does not begin")
        XCTAssertFalse(scrollView.isTracking)
        XCTAssertEqual(scrollView.contentOffset.y, 40)
        scrollView.contentOffset.y = 200
        XCTAssertEqual(scrollView.contentOffset.y, 200, "code still sets the offset")
    }

    func testAWindowsScreenIsItsOwnAndFollowsItsSize() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        let other = Window(size: CGSize(width: 100, height: 200))
        let root = ViewController()
        window.rootViewController = root
        let leaf = View()
        root.view.addSubview(leaf)
        XCTAssertEqual(leaf.window?.screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(leaf.window?.screen.scale, 3)
        XCTAssertEqual(other.screen.bounds.size, CGSize(width: 100, height: 200))
        XCTAssertEqual(other.screen.scale, 1)
        window.resize(to: CGSize(width: 844, height: 390))
        XCTAssertEqual(leaf.window?.screen.bounds.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(other.screen.bounds.size, CGSize(width: 100, height: 200), "nothing is shared between windows")
    }
}
