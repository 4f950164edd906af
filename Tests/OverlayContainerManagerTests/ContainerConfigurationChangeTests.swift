import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// A container's configuration changed after it is registered: layout at once, queue rules from then on, the
/// views' defaults for later shows only.
final class ContainerConfigurationChangeTests: XCTestCase {
    func testLayoutSettingsMoveTheViewsOnScreenAtOnce() {
        let f = ManagerFixture()
        let container = f.container {
            $0.displayType = .vertical
            $0.alignment = .top
        }
        let first = f.show(animated: false)!
        let second = f.show(animated: false)!
        assertManagerFrame(f.view(second).content.frame, CGRect(x: 150, y: 60, width: 100, height: 50))
        f.manager.updateConfiguration(ofContainerNamed: "main") {
            $0.spacing = 30
            $0.insets = EdgeInsets(top: 20)
            $0.clipped = true
        }
        assertManagerFrame(f.view(first).content.frame, CGRect(x: 150, y: 20, width: 100, height: 50))
        assertManagerFrame(f.view(second).content.frame, CGRect(x: 150, y: 100, width: 100, height: 50))
        XCTAssertTrue(container.hostView.clipsToBounds)
        XCTAssertEqual(container.configuration.spacing, 30)

        container.configuration.displayType = .horizontal
        // Row 100 + 30 + 100 = 230 wide at x = (400 − 230) / 2 = 85, top aligned under the 20 pt inset.
        assertManagerFrame(f.view(first).content.frame, CGRect(x: 85, y: 20, width: 100, height: 50))
        assertManagerFrame(f.view(second).content.frame, CGRect(x: 215, y: 20, width: 100, height: 50))

        container.configuration.displayOrder = .descending
        XCTAssertTrue(container.hostView.subviews.last === f.view(first).content)
        XCTAssertEqual(f.entries("appear", "dismiss"), ["appear:main:1", "appear:main:2"], "nothing shown or dismissed")
    }

    func testALargerMaximumLetsWaitingViewsInAtOnceAndASmallerOneDismissesNobody() {
        let f = ManagerFixture()
        f.container { $0.maximumNumberOfViewsInMultipleMode = 1 }
        for _ in 1...4 { f.show() }
        f.advance(to: 0.3)
        XCTAssertEqual(f.showing(), [1])
        f.manager.updateConfiguration(ofContainerNamed: "main") { $0.maximumNumberOfViewsInMultipleMode = 3 }
        XCTAssertEqual(f.showing(), [1, 2, 3])
        XCTAssertEqual(f.waiting(), [4])
        XCTAssertEqual(f.eventTimes["appear:main:3"] ?? -1, 0.3, accuracy: 1e-9)

        f.manager.updateConfiguration(ofContainerNamed: "main") { $0.maximumNumberOfViewsInMultipleMode = 1 }
        XCTAssertEqual(f.showing(), [1, 2, 3], "shown views stay")
        f.manager.dismiss(id: ContainerViewID(1), in: "main")
        f.advance(to: 2)
        XCTAssertEqual(f.showing(), [2, 3])
        XCTAssertEqual(f.waiting(), [4], "still two shown, above the new maximum of one")
    }

    func testSwitchingToOneByOneDiscardsTheWaitingViewsAndAppliesToTheNextShow() {
        let f = ManagerFixture()
        f.container { $0.queueType = .oneByOneWaitFinish }
        for _ in 1...3 { f.show() }
        f.manager.updateConfiguration(ofContainerNamed: "main") { $0.queueType = .oneByOne }
        XCTAssertEqual(f.waiting(), [])
        XCTAssertEqual(f.entries("discarded"), ["discarded:main:2", "discarded:main:3"])
        f.show()
        XCTAssertEqual(f.showing(), [4], "the new view replaced the shown one")
        XCTAssertEqual(f.view(ContainerViewID(1)).phase, .disappearing)
    }

    func testTheViewsDefaultsApplyToLaterShowsOnly() {
        let f = ManagerFixture()
        f.container { $0.queueType = .oneByOneWaitFinish }
        let shown = f.show(animated: false)!
        let waiting = f.show(animated: false)!
        f.manager.updateConfiguration(ofContainerNamed: "main") {
            $0.backgroundStyle = .dim
            $0.shadowStyle = .radius(6)
            $0.autoDismiss = .seconds(1)
        }
        let later = f.show(animated: false)!
        XCTAssertNil(f.view(shown).backgroundView, "already shown: no background")
        XCTAssertEqual(f.view(waiting).configuration.backgroundStyle, .disabled, "waiting: settings of its show call")
        XCTAssertEqual(f.view(later).configuration.backgroundStyle, .dim)
        XCTAssertEqual(f.view(later).configuration.shadowStyle, .radius(6))
        XCTAssertEqual(f.view(later).configuration.autoDismiss, .seconds(1))
        XCTAssertEqual(f.view(shown).configuration.autoDismiss, .disabled)
    }

    func testUpdatingAnUnknownContainerIsReported() {
        let f = ManagerFixture()
        var called = false
        f.manager.updateConfiguration(ofContainerNamed: "nope") { _ in called = true }
        XCTAssertFalse(called)
        XCTAssertEqual(f.log, ["unknownContainer:nope"])
    }
}
