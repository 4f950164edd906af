import Foundation
import XCTest

@testable import OverlayUIKit

/// Hit-testing and coordinate conversion in the view tree (<doc:GestureArbitration>).
final class ViewTests: XCTestCase {
    func testHitTestSkipsHiddenTransparentAndNonInteractiveViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === child)
        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        child.isHidden = false
        child.alpha = 0.005
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 200, y: 20)))
    }

    func testCoordinateConversionThroughAScrolledScrollView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        scroll.contentOffset = CGPoint(x: 0, y: 440)
        let row = View(frame: CGRect(x: 0, y: 440, width: 400, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        XCTAssertEqual(row.convertToWindow(.zero), CGPoint(x: 0, y: 100))
        XCTAssertEqual(row.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 5, y: 105))
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 120)) === row)
        XCTAssertTrue(root.convert(CGPoint(x: 10, y: 120), to: row) == CGPoint(x: 10, y: 20))
    }

    /// A layout pass walks only into subtrees that need it: a view whose own layout marks no subview stops there,
    /// and every view that needs layout is still reached (one just inserted, one deep in a moved subtree, one its
    /// parent resizes during the pass).
    func testALayoutPassReachesEveryViewThatNeedsItAndNoOther() {
        var passes: [String: Int] = [:]
        func counted(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> View {
            let view = View(frame: frame)
            view.layoutHandler = { _ in passes[name, default: 0] += 1 }
            return view
        }
        let root = counted("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = counted("parent"), first = counted("first"), second = counted("second")
        root.addSubview(parent)
        parent.addSubview(first)
        parent.addSubview(second)
        root.layoutIfNeeded()
        XCTAssertEqual(passes, ["root": 1, "parent": 1, "first": 1, "second": 1], "a new tree: every view once")
        XCTAssertTrue(root.isLayoutClean)

        passes = [:]
        parent.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(passes, ["parent": 1], "a marked view whose layout marks nothing: its subviews are not laid out")

        passes = [:]
        parent.addSubview(counted("inserted"))
        root.layoutIfNeeded()
        XCTAssertEqual(passes, ["parent": 1, "inserted": 1], "an inserted view is laid out with its new superview")

        passes = [:]
        let moved = counted("moved"), deep = counted("deep")
        moved.addSubview(deep)
        moved.layoutIfNeeded()
        deep.setNeedsLayout()
        passes = [:]
        first.addSubview(moved)
        root.layoutIfNeeded()
        XCTAssertEqual(passes, ["first": 1, "deep": 1], "a moved subtree: only what in it needs layout")

        passes = [:]
        parent.layoutHandler = { view in
            passes["parent", default: 0] += 1
            view.subviews[1].frame.size.width += 1
        }
        parent.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(passes, ["parent": 1, "second": 1], "a subview resized by its parent's layout, in the same pass")
        passes = [:]
        root.layoutIfNeeded()
        XCTAssertEqual(passes, [:], "nothing left for another pass")
    }
}
