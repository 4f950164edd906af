import Foundation
import XCTest

@testable import OverlayUIKit

/// Links through anchors behave as `weak` references: they never keep their target alive, and read nil once it is
/// gone, whether the target is anchored (the package's views and view controllers) or a plain object.
final class WeakLinkTests: XCTestCase {
    private final class PlainDelegate: ScrollViewDelegate {}
    private final class AnchoredDelegate: ViewController, ScrollViewDelegate {}

    func testALinkDoesNotKeepItsTargetAliveAndReadsNilAfterIt() {
        var view: View? = View()
        weak let watched = view
        let link = WeakLink(view)
        let anchor = view!.linkAnchor
        XCTAssertTrue(link.wrappedValue === view)
        XCTAssertTrue(link.links(to: view!))
        XCTAssertTrue(anchor.isTargetAlive)
        view = nil
        XCTAssertNil(watched, "a link kept its target alive")
        XCTAssertNil(link.wrappedValue)
        XCTAssertFalse(anchor.isTargetAlive, "the anchor outlives its target and says it is gone")
        XCTAssertNil(anchor.target)
    }

    func testAClosureHoldingItsOwnViewsLinkDoesNotLeakIt() {
        // A scroll view's pan recognizer (which it owns) calls back through a link to the scroll view.
        var scrollView: ScrollView? = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak let watched = scrollView
        XCTAssertNotNil(scrollView!.panGestureRecognizer.shouldBegin)
        scrollView = nil
        XCTAssertNil(watched, "the scroll view's recognizer keeps the scroll view alive")
    }

    func testScrollViewDelegatesOfBothKindsAreWeak() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var plain: PlainDelegate? = PlainDelegate()
        scrollView.delegate = plain
        XCTAssertTrue(scrollView.delegate === plain)
        plain = nil
        XCTAssertNil(scrollView.delegate)

        var anchored: AnchoredDelegate? = AnchoredDelegate()
        weak let watched = anchored
        scrollView.delegate = anchored
        XCTAssertTrue(scrollView.delegate === anchored)
        anchored = nil
        XCTAssertNil(watched, "the scroll view kept its delegate alive")
        XCTAssertNil(scrollView.delegate)
    }

    func testADelegateOutlivingItsLinkHolderIsUntouched() {
        let delegate = AnchoredDelegate()
        var scrollView: ScrollView? = ScrollView(frame: .zero)
        scrollView!.delegate = delegate
        scrollView = nil
        // The anchor is still the delegate's own: a new link reaches it.
        let other = ScrollView(frame: .zero)
        other.delegate = delegate
        XCTAssertTrue(other.delegate === delegate)
    }

    func testAWindowsTouchRouterAndARecognizersFailureRequirementAreWeak() {
        let window = Window(size: CGSize(width: 100, height: 100))
        var router: TouchRouter? = TouchRouter(root: window)
        weak let watchedRouter = router
        window.touchRouter = router
        XCTAssertTrue(window.touchRouter === router)
        router = nil
        XCTAssertNil(watchedRouter, "the window kept its router alive")
        XCTAssertNil(window.touchRouter)

        let pan = PanGestureRecognizer()
        var tap: TapGestureRecognizer? = TapGestureRecognizer()
        weak let watchedTap = tap
        pan.require(toFail: tap!)
        pan.require(toFail: tap!)
        XCTAssertEqual(pan.requiredToFail.count, 1, "required once")
        XCTAssertTrue(pan.requiredToFail.first === tap)
        tap = nil
        XCTAssertNil(watchedTap, "a failure requirement kept the other recognizer alive")
        XCTAssertTrue(pan.requiredToFail.isEmpty)
    }

    func testReplacingALinkedSuperviewOrViewControllerKeepsLinksRight() {
        let first = View(), second = View(), child = View()
        first.addSubview(child)
        XCTAssertTrue(child.superview === first)
        second.addSubview(child)
        XCTAssertTrue(child.superview === second)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertEqual(second.subviews.count, 1)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)

        var owner: ViewController? = ViewController()
        let view = owner!.view
        XCTAssertTrue(view.viewController === owner)
        owner = nil
        XCTAssertNil(view.viewController, "a view kept its view controller alive")
    }

    func testTheTreesTypedBackLinksReadNilOnceTheirTargetIsGone() {
        // A subview outliving its superview: the typed anchor it holds says the parent is gone.
        var parent: ScrollView? = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak let watched = parent
        let child = View()
        parent!.addSubview(child)
        XCTAssertTrue(child.superview === parent, "a subclass is its subviews' superview")
        XCTAssertTrue(parent!.linkAnchor === parent!.typedAnchor, "one anchor per view, typed or not")
        let link = WeakLink<View>(parent)
        parent = nil
        XCTAssertNil(watched, "a subview kept its superview alive")
        XCTAssertNil(child.superview)
        XCTAssertNil(link.wrappedValue)
        // The walks up the tree stop there.
        child.setNeedsLayout()
        XCTAssertTrue(child.needsLayout)

        var owner: ViewController? = ViewController()
        let view = owner!.view
        XCTAssertTrue(owner!.linkAnchor === owner!.typedAnchor)
        owner = nil
        XCTAssertNil(view.viewController)
        view.layoutIfNeeded()
        XCTAssertFalse(view.needsLayout, "a view whose view controller is gone lays out alone")
    }
}
