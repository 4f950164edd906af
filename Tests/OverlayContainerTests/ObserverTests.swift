import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayTestSupport
import OverlayUIKit
import XCTest

/// Several observers of one container (`addObserver(_:)`), each kept by its token.
final class ObserverTests: XCTestCase {
    private func maps() -> Harness {
        Harness(heights: [211, 633])
    }

    func testTwoObserversHearEveryEventInRegistrationOrderBeforeTheDelegate() {
        let h = maps()
        // Both observers write into the delegate's log, so the log shows who heard what first.
        let first = h.container.addObserver { [unowned h] in h.delegate.log.append("first \($0)") }
        let second = h.container.addObserver { [unowned h] in h.delegate.log.append("second \($0)") }
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(
            h.delegate.log,
            [
                "first willMove:1", "second willMove:1", "willMove:1",
                "first willTranslate", "second willTranslate", "willTranslate",
                "first didMove:1", "second didMove:1", "didMove:1",
            ])
        withExtendedLifetime((first, second)) {}
    }

    func testACancelledTokenStopsDeliveryAndTheOtherObserverGoesOn() {
        let h = maps()
        var heardByFirst: [OverlayContainerEvent] = []
        var heardBySecond: [OverlayContainerEvent] = []
        let first = h.container.addObserver { heardByFirst.append($0) }
        let second = h.container.addObserver { heardBySecond.append($0) }
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(heardByFirst.count, 3)

        first.cancel()
        XCTAssertTrue(first.isCancelled)
        first.cancel()  // a second cancel does nothing
        h.container.moveOverlay(toNotchAt: 0, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(heardByFirst.map(\.description), ["willMove:1", "willTranslate", "didMove:1"], "nothing after cancel")
        XCTAssertEqual(
            heardBySecond.map(\.description),
            ["willMove:1", "willTranslate", "didMove:1", "willMove:0", "willTranslate", "didMove:0"])
        XCTAssertFalse(second.isCancelled)
        withExtendedLifetime(second) {}
    }

    func testAReleasedTokenStopsDelivery() {
        let h = maps()
        var heard: [OverlayContainerEvent] = []
        var token: ObservationToken? = h.container.addObserver { heard.append($0) }
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(heard.last, .didMove(notch: 1))
        XCTAssertNotNil(token)
        token = nil
        h.container.moveOverlay(toNotchAt: 0, animated: false)
        h.container.layoutIfNeeded()
        XCTAssertEqual(heard.last, .didMove(notch: 1), "the observer went with its token")
        XCTAssertEqual(h.delegate.log.last, "didMove:0", "the container moved all the same")
    }
}
