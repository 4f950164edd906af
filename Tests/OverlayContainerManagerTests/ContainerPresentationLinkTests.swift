import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// `isPresented` flags: a change shows or dismisses; any dismissal sets the flag back to false.
final class ContainerPresentationLinkTests: XCTestCase {
    private func link(
        _ f: ManagerFixture, _ flag: ContainerState<Bool>,
        configuration: ContainerViewConfiguration = ContainerViewConfiguration()
    ) -> ContainerPresentationLink {
        f.manager.containerView(in: "main", configuration: configuration, isPresented: flag.binding) {
            View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        }
    }

    func testTrueShowsAndATapOnTheBackgroundSetsItBackToFalse() {
        let f = ManagerFixture()
        f.container()
        let flag = ContainerState(false)
        var flagWhenObserversHear: [String] = []
        let observation = f.manager.addObserver { flagWhenObserversHear.append("\($0) \(flag.wrappedValue)") }
        let presentation = link(f, flag, configuration: ContainerViewConfiguration(backgroundStyle: .dim))
        f.manager.advance(by: 0.1)
        XCTAssertNil(presentation.presentedID, "false: nothing shown")
        flag.wrappedValue = true
        XCTAssertEqual(f.manager.container(named: "main")!.insertedViews.count, 0, "read at the next step")
        f.manager.advance(by: 0)
        XCTAssertEqual(presentation.presentedID?.rawValue, 1)
        XCTAssertEqual(f.showing(), [1])
        let shown = f.view(presentation.presentedID)
        f.advance(to: 0.5)
        f.tap(CGPoint(x: 20, y: 20), at: 0.5)
        XCTAssertFalse(flag.wrappedValue, "the tap-dismissal set it back at once")
        XCTAssertNil(presentation.presentedID)
        f.advance(to: 1)
        XCTAssertEqual(
            flagWhenObserversHear, ["appear:main:1 true", "dismiss:main:1 false", "disappear:main:1 false"],
            "false before anyone hears of the dismissal")
        XCTAssertEqual(shown.phase, .removed)
        withExtendedLifetime(observation) {}
    }

    func testFalseDismissesAndTrueAgainShowsANewView() {
        let f = ManagerFixture()
        f.container()
        let flag = ContainerState(false)
        let presentation = link(f, flag)
        flag.wrappedValue = true
        f.advance(to: 0.5)
        flag.wrappedValue = false
        f.manager.advance(by: 0)
        XCTAssertEqual(f.view(ContainerViewID(1)).phase, .disappearing)
        XCTAssertEqual(f.eventTimes["dismiss:main:1"] ?? -1, 0.5, accuracy: 1e-9)
        flag.wrappedValue = true
        f.manager.advance(by: 0.05)
        XCTAssertEqual(presentation.presentedID?.rawValue, 2, "a fresh view while the first still leaves")
        XCTAssertEqual(f.entries("appear", "dismiss", "disappear"), ["appear:main:1", "dismiss:main:1", "appear:main:2"])
    }

    func testTheInitialValueIsNotAChange() {
        let f = ManagerFixture()
        f.container()
        let flag = ContainerState(true)
        _ = link(f, flag)
        f.manager.advance(by: 0.1)
        XCTAssertEqual(f.showing(), [])
        XCTAssertTrue(flag.wrappedValue)
    }

    func testAutoDismissalManagerDismissalAndReplacementSetTheFlagBack() {
        let f = ManagerFixture()
        f.container { $0.queueType = .oneByOne }
        let auto = ContainerState(false), byManager = ContainerState(false), replaced = ContainerState(false)
        _ = link(f, auto, configuration: ContainerViewConfiguration(autoDismiss: .seconds(0.5)))
        _ = link(f, byManager)
        auto.wrappedValue = true
        f.manager.advance(by: 0)
        f.manager.advance(by: 0.5)
        XCTAssertFalse(auto.wrappedValue, "auto-dismissed after 0.5 s")

        byManager.wrappedValue = true
        f.manager.advance(by: 0)
        f.manager.dismissAllViews(in: ["main"], onlyShowing: false)
        XCTAssertFalse(byManager.wrappedValue)

        _ = link(f, replaced)
        replaced.wrappedValue = true
        f.manager.advance(by: 0)
        XCTAssertTrue(replaced.wrappedValue)
        f.manager.show(view: View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), in: "main")  // oneByOne: replaces it
        XCTAssertFalse(replaced.wrappedValue)
    }

    func testAViewOfTheTreeFollowsAFlagThroughItsManagerAndACancelledLinkStops() {
        let f = ManagerFixture()
        f.container()
        let button = View(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        f.root.addSubview(button)
        let flag = ContainerState(false)
        let presentation = button.containerView(in: "main", isPresented: flag.binding) {
            View(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        }
        XCTAssertNotNil(presentation)
        flag.wrappedValue = true
        f.manager.advance(by: 0)
        XCTAssertEqual(f.view(ContainerViewID(1)).size, CGSize(width: 60, height: 30))
        presentation?.cancel()
        flag.wrappedValue = false
        f.manager.advance(by: 0)
        XCTAssertEqual(f.showing(), [1], "a cancelled link no longer dismisses")
        XCTAssertNil(View().containerView(in: "main", isPresented: flag.binding) { View() }, "no manager in its tree")
    }
}
