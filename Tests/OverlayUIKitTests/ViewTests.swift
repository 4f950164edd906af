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
}
