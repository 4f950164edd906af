import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The container's pass-through views let touches on empty areas fall through (<doc:ContainerStructure>).
final class PassThroughViewTests: XCTestCase {
    func testPassThroughLetsTouchesFallThroughEmptyAreas() {
        let ground = ViewController()
        let h = Harness(heights: [211, 633], ground: [ground])
        let root = h.container.view
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 700)) === h.overlay.view, "overlay content takes touches")
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 100)) === ground.view, "above the overlay: the ground content")
        let empty = Harness(heights: [211, 633])
        XCTAssertNil(empty.container.view.hitTest(CGPoint(x: 50, y: 100)), "nothing there: falls through the container")
    }
}
