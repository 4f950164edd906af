import Foundation
import XCTest

@testable import OverlayUIKit

/// The back-links that are unowned (a view's superview and view controller, a recognizer's view, a view
/// controller's parent) end when their target goes away, as weak ones would: reading them afterwards gives nil
/// instead of trapping.
final class BackLinkLifetimeTests: XCTestCase {
    func testAChildOutlivingItsSuperviewSeesNoSuperview() {
        let child = View()
        var parent: View? = View()
        parent!.addSubview(child)
        XCTAssertTrue(child.superview === parent)
        parent = nil
        XCTAssertNil(child.superview)
        // Still usable: it walks to itself as the root and can join another tree.
        child.setNeedsLayout()
        let other = View()
        other.addSubview(child)
        XCTAssertTrue(child.superview === other)
    }

    func testARecognizerOutlivingItsViewSeesNoView() {
        let recognizer = PanGestureRecognizer()
        var view: View? = View()
        view!.addGestureRecognizer(recognizer)
        XCTAssertTrue(recognizer.view === view)
        view = nil
        XCTAssertNil(recognizer.view)
    }

    func testAMovedRecognizerOrChildIsNotClearedByItsFormerOwner() {
        let recognizer = PanGestureRecognizer(), child = View()
        var first: View? = View()
        let second = View()
        first!.addGestureRecognizer(recognizer)
        first!.addSubview(child)
        second.addGestureRecognizer(recognizer)
        second.addSubview(child)
        first = nil
        XCTAssertTrue(recognizer.view === second)
        XCTAssertTrue(child.superview === second)
    }

    func testAChildViewControllerOutlivingItsParentSeesNoParent() {
        let child = ViewController()
        var parent: ViewController? = ViewController()
        parent!.addChild(child)
        XCTAssertTrue(child.parent === parent)
        parent = nil
        XCTAssertNil(child.parent)
    }

    func testAViewOutlivingItsViewControllerSeesNoViewController() {
        var controller: ViewController? = ViewController()
        let view = controller!.view
        XCTAssertTrue(view.viewController === controller)
        controller = nil
        XCTAssertNil(view.viewController)
        view.layoutIfNeeded()  // a layout pass no longer tells anyone
    }

    func testAViewHandedToAnotherViewControllerKeepsTheNewOne() {
        var first: ViewController? = ViewController()
        let second = ViewController()
        let view = View()
        first!.setView(view)
        second.setView(view)
        first = nil
        XCTAssertTrue(view.viewController === second)
        // A view a view controller gives up no longer names it.
        let replaced = View()
        second.setView(replaced)
        XCTAssertNil(view.viewController)
        XCTAssertTrue(replaced.viewController === second)
    }

    func testABackLinkReadsNilOnceItsViewIsGoneAndOnlyThen() {
        // Back-links are weak (the TreeRuntime article): a recognizer kept after its view went reads nil.
        var view: ScrollView? = ScrollView()
        let recognizer = TapGestureRecognizer()
        view!.addGestureRecognizer(recognizer)
        XCTAssertTrue(recognizer.view === view)
        view = nil
        XCTAssertNil(recognizer.view)
        // A recognizer moved to another view is not cleared by the one it left.
        var first: ScrollView? = ScrollView()
        let second = ScrollView()
        first!.addGestureRecognizer(recognizer)
        second.addGestureRecognizer(recognizer)
        first = nil
        XCTAssertTrue(recognizer.view === second)
    }

    func testALayerKeptAfterItsViewWasLetGoStillWorks() {
        var view: View? = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let layer = view!.layer
        view = nil
        // The layer holds its view (the layer's state is the view's): nothing dangles.
        XCTAssertEqual(layer.view.frame.width, 100)
        layer.cornerRadius = 12
        XCTAssertEqual(layer.cornerRadius, 12)
        XCTAssertEqual(layer.view.cornerRadius, 12)
    }

    func testAPresentationHostKeptAfterItsWindowSeesNoRootView() {
        var window: Window? = Window(size: CGSize(width: 390, height: 844))
        let host = window!.presentationHost
        XCTAssertTrue(host.rootView === window)
        window = nil
        XCTAssertNil(host.rootView)
        host.layout()  // nothing to size it by: no trap
    }
}
