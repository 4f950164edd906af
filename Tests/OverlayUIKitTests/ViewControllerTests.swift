import Foundation
import XCTest

@testable import OverlayUIKit

/// A view controller's layout pass: its children's first, then its view's.
final class ViewControllerTests: XCTestCase {
    private final class Recording: ViewController {
        let name: String
        let log: (String) -> Void
        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
            super.init()
        }
        override func layoutIfNeeded() {
            log(name)
            super.layoutIfNeeded()
        }
    }

    func testChildrenFirstThenTheViewAndNothingBeforeLoading() {
        var log: [String] = []
        let parent = Recording("parent") { log.append($0) }
        let first = Recording("first") { log.append($0) }, second = Recording("second") { log.append($0) }
        parent.addChild(first)
        parent.addChild(second)
        var laidOut = 0
        parent.view.layoutHandler = { _ in laidOut += 1 }
        _ = first.view
        parent.layoutIfNeeded()
        XCTAssertEqual(log, ["parent", "first", "second"])
        XCTAssertEqual(laidOut, 1)
        XCTAssertFalse(second.isViewLoaded, "a pass does not load a view")
        parent.layoutIfNeeded()
        XCTAssertEqual(laidOut, 1, "a clean view is not laid out again")
    }
}
