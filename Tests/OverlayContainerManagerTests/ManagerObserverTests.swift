import Foundation
import OverlayUIKit
import XCTest

@testable import OverlayContainerManager

/// Several observers of one manager (`addObserver(_:)`), each kept by its token.
final class ManagerObserverTests: XCTestCase {
    func testTwoObserversHearInRegistrationOrderAndACancelledOneStops() {
        let f = ManagerFixture()  // its own observer, added first, writes `f.log`
        f.container()
        var heard: [String] = []
        let first = f.manager.addObserver { event in
            heard.append("first \(event)")
            f.log.append("(first)")
        }
        let second = f.manager.addObserver { heard.append("second \($0)") }
        f.show(animated: false)
        XCTAssertEqual(heard, ["first appear:main:1", "second appear:main:1"])
        XCTAssertEqual(f.log, ["appearAction:1", "appear:main:1", "(first)"], "the fixture's observer heard it before `first`")

        first.cancel()
        f.manager.dismissTopmostView(in: "main", animated: false)
        XCTAssertEqual(heard, ["first appear:main:1", "second appear:main:1", "second dismiss:main:1", "second disappear:main:1"])
        withExtendedLifetime(second) {}
    }
}
