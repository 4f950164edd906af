import Foundation
import XCTest

@testable import OverlayContainerManager
@testable import OverlayUIKit

/// Queue types with more views than places, fill-in order and `delayForShowingNext`.
final class ContainerQueueTypeTests: XCTestCase {
    func testMultipleModeShowsUpToTheMaximumAndFillsInFirstInFirstOut() {
        let f = ManagerFixture()
        f.container { $0.maximumNumberOfViewsInMultipleMode = 2 }
        let ids = (1...5).map { _ in f.show()! }
        XCTAssertEqual(ids.map(\.rawValue), [1, 2, 3, 4, 5])
        XCTAssertEqual(f.showing(), [1, 2])
        XCTAssertEqual(f.waiting(), [3, 4, 5])
        XCTAssertEqual(
            f.entries("appear", "queued"),
            ["appear:main:1", "appear:main:2", "queued:main:3", "queued:main:4", "queued:main:5"])

        f.advance(to: 1)
        f.manager.dismiss(id: ids[0], in: "main")
        // The freed place is handed on after delayForShowingNext (0.5 s), not at once.
        XCTAssertEqual(f.showing(), [2])
        f.advance(to: 1.49)
        XCTAssertEqual(f.showing(), [2])
        f.advance(to: 1.6)
        XCTAssertEqual(f.showing(), [2, 3])
        XCTAssertEqual(f.eventTimes["appear:main:3"] ?? -1, 1.5, accuracy: 1e-9)
        XCTAssertEqual(f.waiting(), [4, 5])

        f.manager.dismiss(id: ids[1], in: "main")
        f.manager.dismiss(id: ids[2], in: "main")
        f.advance(to: 2.2)
        XCTAssertEqual(f.showing(), [4, 5])
        XCTAssertEqual(f.eventTimes["appear:main:4"] ?? -1, 2.1, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["appear:main:5"] ?? -1, 2.1, accuracy: 1e-9)
        XCTAssertEqual(f.waiting(), [])
    }

    func testANewViewQueuesBehindWaitingOnesEvenWhenAPlaceIsFree() {
        let f = ManagerFixture()
        f.container { $0.maximumNumberOfViewsInMultipleMode = 1 }
        let first = f.show()!
        f.show()
        f.manager.dismiss(id: first, in: "main")
        // A place is free, but view 2 waits for its fill-in; view 3 must not overtake it.
        f.show()
        XCTAssertEqual(f.showing(), [])
        XCTAssertEqual(f.waiting(), [2, 3])
        f.advance(to: 0.5)
        XCTAssertEqual(f.showing(), [2])
        XCTAssertEqual(f.waiting(), [3])
    }

    func testOneByOneReplacesTheShownViewAtOnce() {
        let f = ManagerFixture()
        f.container { $0.queueType = .oneByOne }
        f.show()
        f.advance(to: 0.1)
        f.show()
        XCTAssertEqual(f.showing(), [2])
        XCTAssertEqual(f.waiting(), [])
        XCTAssertEqual(f.entries("appear", "dismiss", "disappear"), ["appear:main:1", "dismiss:main:1", "appear:main:2"])
        // View 1 was half in (linear 0.2 s); it leaves from there over a full 0.2 s.
        XCTAssertEqual(f.view(ContainerViewID(1)).presentation.opacity, 0.5, accuracy: 1e-9)
        f.advance(to: 0.35)
        XCTAssertEqual(f.eventTimes["disappear:main:1"] ?? -1, 0.3, accuracy: 1e-9)
        f.show()
        XCTAssertEqual(f.showing(), [3])
        XCTAssertEqual(f.manager.container(named: "main")!.insertedViews.map(\.id.rawValue), [2, 3])
    }

    func testOneByOneWaitFinishShowsTheNextAfterTheDismissalAndTheDelay() {
        let f = ManagerFixture()
        f.container { $0.queueType = .oneByOneWaitFinish }
        let ids = (1...3).map { _ in f.show()! }
        XCTAssertEqual(f.showing(), [1])
        XCTAssertEqual(f.waiting(), [2, 3])
        f.advance(to: 1)
        f.manager.dismiss(id: ids[0], in: "main")
        f.advance(to: 1.45)
        XCTAssertEqual(f.showing(), [])
        f.advance(to: 1.5)
        XCTAssertEqual(f.showing(), [2])
        XCTAssertEqual(f.eventTimes["disappear:main:1"] ?? -1, 1.2, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["appear:main:2"] ?? -1, 1.5, accuracy: 1e-9)
        f.advance(to: 2)
        f.manager.dismiss(id: ids[1], in: "main")
        f.advance(to: 3)
        XCTAssertEqual(f.eventTimes["appear:main:3"] ?? -1, 2.5, accuracy: 1e-9)
        XCTAssertEqual(f.showing(), [3])
    }

    func testZeroDelayFillsInAtTheMomentOfTheDismissal() {
        let f = ManagerFixture()
        f.container {
            $0.queueType = .oneByOneWaitFinish
            $0.delayForShowingNext = 0
        }
        let first = f.show()!
        f.show()
        f.advance(to: 0.3)
        f.manager.dismiss(id: first, in: "main")
        XCTAssertEqual(f.showing(), [2])
        XCTAssertEqual(
            f.entries("dismiss", "appear"),
            ["appear:main:1", "dismiss:main:1", "appear:main:2"])
    }

    func testDismissingAWaitingViewDropsItWithoutActions() {
        let f = ManagerFixture()
        f.container { $0.queueType = .oneByOneWaitFinish }
        f.show()
        let second = f.show()!
        f.manager.dismiss(id: second, in: "main")
        XCTAssertEqual(f.waiting(), [])
        XCTAssertEqual(f.view(ContainerViewID(1)).phase, .appearing)
        XCTAssertNil(f.manager.containerView(id: second))
        XCTAssertEqual(f.log.last, "discarded:main:2")
        XCTAssertFalse(f.log.contains("disappearAction:2"))
    }

    func testDebounceKeepsOnlyTheLastShowOfABurst() {
        let f = ManagerFixture()
        f.container { $0.queueControlOperator = .debounce(seconds: 0.1) }
        f.show()
        f.advance(to: 0.05)
        f.show()
        f.advance(to: 0.12)
        f.show()
        XCTAssertEqual(f.showing(), [])
        f.advance(to: 0.21)
        XCTAssertEqual(f.showing(), [], "the wait restarts with every call")
        f.advance(to: 0.3)
        XCTAssertEqual(f.showing(), [3])
        XCTAssertEqual(f.eventTimes["appear:main:3"] ?? -1, 0.22, accuracy: 1e-9)
        XCTAssertEqual(
            f.entries("pending", "debounced", "appear"),
            [
                "pending:main:1", "debounced:main:1", "pending:main:2", "debounced:main:2", "pending:main:3",
                "appear:main:3",
            ])
        XCTAssertFalse(f.log.contains("appearAction:1"))
        // Calls further apart than the interval each take effect.
        f.advance(to: 0.5)
        f.show()
        f.advance(to: 0.7)
        f.show()
        f.advance(to: 1)
        XCTAssertEqual(f.showing(), [3, 4, 5])
        XCTAssertEqual(f.eventTimes["appear:main:4"] ?? -1, 0.6, accuracy: 1e-9)
        XCTAssertEqual(f.eventTimes["appear:main:5"] ?? -1, 0.8, accuracy: 1e-9)
    }

    func testDismissingThePendingViewCancelsTheDebouncedShow() {
        let f = ManagerFixture()
        f.container { $0.queueControlOperator = .debounce(seconds: 0.1) }
        let id = f.show()!
        f.manager.dismiss(id: id, in: "main")
        f.advance(to: 0.5)
        XCTAssertEqual(f.showing(), [])
        XCTAssertEqual(f.log, ["pending:main:1", "discarded:main:1"])
    }
}
