import Foundation
import OverlayPhysics
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// Appear/disappear actions, auto-dismissal, `animated: false`, dismissAll/dismissTopmost and unknown names.
final class OverlayContainerManagerTests: XCTestCase {
    func testActionsRunAtInsertionAndRemovalAcrossTheQueue() {
        let f = ManagerFixture()
        f.container { $0.maximumNumberOfViewsInMultipleMode = 1 }
        let first = f.show()!
        f.show()
        f.advance(to: 0.5)
        f.manager.dismiss(id: first, in: "main")
        f.advance(to: 2)
        let second = ContainerViewID(2)
        f.manager.dismiss(id: second, in: "main", animated: false)
        XCTAssertEqual(
            f.log,
            [
                "appearAction:1", "appear:main:1", "queued:main:2",
                "dismiss:main:1", "disappearAction:1", "disappear:main:1",  // 0.5, then 0.7 after the transition
                "appearAction:2", "appear:main:2",  // 1.0 = 0.5 + delayForShowingNext
                "dismiss:main:2", "disappearAction:2", "disappear:main:2",  // not animated: all at once
            ])
        XCTAssertEqual(f.eventTimes["disappear:main:1"] ?? -1, 0.7, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["appear:main:2"] ?? -1, 1.0, accuracy: 1e-9)
    }

    func testAShortDelayLetsTheNextViewAppearBeforeThePreviousIsRemoved() {
        let f = ManagerFixture()
        f.container {
            $0.queueType = .oneByOneWaitFinish
            $0.delayForShowingNext = 0.1
        }
        let first = f.show()!
        f.show()
        f.show()
        f.advance(to: 0.5)
        f.manager.dismiss(id: first, in: "main")
        f.advance(to: 1)
        XCTAssertEqual(
            f.entries("appearAction", "disappearAction"),
            ["appearAction:1", "appearAction:2", "disappearAction:1"])
        XCTAssertEqual(f.eventTimes["appear:main:2"] ?? -1, 0.6, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["disappear:main:1"] ?? -1, 0.7, accuracy: 1e-9)
        XCTAssertEqual(f.waiting(), [3])
    }

    func testAutoDismissFiresExactlyAfterItsSecondsAndDisappearsAfterTheTransition() {
        let f = ManagerFixture()
        f.container()
        f.advance(to: 1)
        let id = f.show(ContainerViewConfiguration(autoDismiss: .seconds(2)))!
        XCTAssertEqual(f.view(id).appearTime!, 1, accuracy: 1e-9)
        f.advance(to: 2.999)
        XCTAssertEqual(f.view(id).phase, .shown)
        // One large step still stops at the deadline.
        f.manager.advance(by: 5)
        XCTAssertEqual(f.eventTimes["dismiss:main:1"] ?? -1, 3, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["disappear:main:1"] ?? -1, 3.2, accuracy: 1e-9)
        XCTAssertEqual(
            f.entries("dismiss", "disappearAction", "disappear"),
            ["dismiss:main:1", "disappearAction:1", "disappear:main:1"])
    }

    func testAutoDismissOfAQueuedViewCountsFromItsAppearance() {
        let f = ManagerFixture()
        var configuration = ContainerConfiguration()
        configuration.animation = .timingCurve(.linear, duration: 0.2)
        configuration.queueType = .oneByOneWaitFinish
        configuration.autoDismiss = .seconds(1)  // a container default, used by both views
        f.manager.registerContainer(named: "main", configuration: configuration, attachedTo: .window(root: f.root))
        f.show()
        f.show()
        f.manager.advance(by: 10)
        XCTAssertEqual(f.eventTimes["dismiss:main:1"] ?? -1, 1, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["appear:main:2"] ?? -1, 1.5, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["dismiss:main:2"] ?? -1, 2.5, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["disappear:main:2"] ?? -1, 2.7, accuracy: 1e-9)
    }

    func testNotAnimatedSkipsTheTransitions() {
        let f = ManagerFixture()
        f.container()
        let id = f.show(animated: false)!
        let view = f.view(id)
        XCTAssertEqual(view.phase, .shown)
        XCTAssertEqual(view.presentation.opacity, 1)
        XCTAssertEqual(view.content.alpha, 1)
        XCTAssertTrue(view.content.superview === f.manager.container(named: "main")!.hostView)
        f.manager.dismiss(id: id, in: "main", animated: false)
        XCTAssertEqual(view.phase, .removed)
        XCTAssertNil(view.content.superview)
        XCTAssertEqual(f.log, ["appearAction:1", "appear:main:1", "dismiss:main:1", "disappearAction:1", "disappear:main:1"])
    }

    func testDismissAllInAndNotInWithAndWithoutWaitingViews() {
        let f = ManagerFixture()
        for name in ["a", "b", "c"] { f.container(name) { $0.maximumNumberOfViewsInMultipleMode = 1 } }
        for name in ["a", "b", "c"] {
            f.show(in: name)
            f.show(in: name)
        }  // a: 1 + 2 waits, b: 3 + 4, c: 5 + 6
        f.advance(to: 1)

        f.manager.dismissAllViews(in: ["a", "nope"], onlyShowing: true)
        XCTAssertTrue(f.log.contains("unknownContainer:nope"))
        XCTAssertEqual(f.showing("a"), [])
        XCTAssertEqual(f.waiting("a"), [2], "onlyShowing keeps the waiting view")
        XCTAssertEqual(f.showing("b"), [3])

        f.manager.dismissAllViews(notIn: ["a"], onlyShowing: false)
        XCTAssertEqual(f.showing("b"), [])
        XCTAssertEqual(f.waiting("b"), [])
        XCTAssertEqual(f.waiting("c"), [])
        XCTAssertTrue(f.log.contains("discarded:b:4"))
        XCTAssertTrue(f.log.contains("discarded:c:6"))

        f.advance(to: 3)
        XCTAssertEqual(f.showing("a"), [2], "the waiting view filled the freed place")
        XCTAssertEqual(f.showing("b"), [])
        XCTAssertEqual(f.showing("c"), [])
        XCTAssertFalse(f.log.contains("appear:b:4"))

        f.manager.dismissAllViews(in: ["a"], onlyShowing: false, animated: false)
        XCTAssertEqual(f.manager.container(named: "a")!.insertedViews.count, 0)
    }

    func testDismissTopmostTakesTheLatestShowingView() {
        let f = ManagerFixture()
        f.container()
        for _ in 1...3 { f.show() }
        f.manager.dismissTopmostView(in: "main")
        XCTAssertEqual(f.showing(), [1, 2])
        f.manager.dismissTopmostView(in: "main")
        XCTAssertEqual(f.showing(), [1])
        f.advance(to: 1)
        XCTAssertEqual(f.manager.container(named: "main")!.insertedViews.map(\.id.rawValue), [1])
    }

    func testDismissTopmostInSeveralContainersTakesTheTopOfEach() {
        let f = ManagerFixture()
        for name in ["a", "b", "c"] { f.container(name) }
        for name in ["a", "b", "c", "a", "b", "c"] { f.show(in: name) }
        XCTAssertEqual(f.showing("a"), [1, 4])
        f.manager.dismissTopmostView(in: ["a", "b", "nope"], animated: false)
        XCTAssertEqual(f.showing("a"), [1])
        XCTAssertEqual(f.showing("b"), [2])
        XCTAssertEqual(f.showing("c"), [3, 6], "a container not named keeps its views")
        XCTAssertTrue(f.log.contains("unknownContainer:nope"), f.log.joined(separator: " "))
    }

    func testUnknownContainerNamesAreReportedAndHarmless() {
        let f = ManagerFixture()
        f.container()
        XCTAssertNil(f.show(in: "nope"))
        f.manager.dismiss(id: ContainerViewID(1), in: "nope")
        f.manager.dismissTopmostView(in: "nope")
        f.manager.dismissAllViews(in: ["nope"], onlyShowing: false)
        f.manager.dismiss(id: ContainerViewID(42), in: "main")  // unknown id: ignored
        XCTAssertEqual(
            f.log,
            [
                "unknownContainer:nope", "unknownContainer:nope", "unknownContainer:nope",
                "unknownContainer:nope",
            ])
        XCTAssertEqual(f.show()?.rawValue, 1, "a failed show takes no id")
    }

    func testEnvironmentTellsTheContainerAndDismissesTheView() {
        final class Receiver: View, ContainerEnvironmentReceiver {
            var environments: [ContainerEnvironment] = []
            func containerEnvironmentDidChange(_ environment: ContainerEnvironment) { environments.append(environment) }
        }
        let f = ManagerFixture()
        f.container {
            $0.displayType = .vertical
            $0.queueType = .oneByOneWaitFinish
        }
        let content = Receiver(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let id = f.manager.show(view: content, in: "main")!
        let environment = try! XCTUnwrap(content.environments.last)
        XCTAssertEqual(environment.containerName, "main")
        XCTAssertEqual(environment.containerSize, CGSize(width: 400, height: 800))
        XCTAssertEqual(environment.displayType, .vertical)
        XCTAssertEqual(environment.queueType, .oneByOneWaitFinish)
        XCTAssertEqual(f.view(id).size, CGSize(width: 80, height: 40))
        f.root.frame.size = CGSize(width: 300, height: 600)
        f.manager.layoutIfNeeded()
        XCTAssertEqual(content.environments.last?.containerSize, CGSize(width: 300, height: 600))
        environment.dismiss()
        XCTAssertEqual(f.view(id).phase, .disappearing)
    }
}
