import XCTest

@testable import OverlayUIKit

/// The observer list behind every `addObserver(_:)`: registration order, tokens, changes during delivery.
final class ObserverListTests: XCTestCase {
    func testObserversAreToldInRegistrationOrderUntilTheirTokenGoes() {
        let list = ObserverList<Int>()
        var heard: [String] = []
        XCTAssertTrue(list.isEmpty)
        let a = list.add { heard.append("a\($0)") }
        var b: ObservationToken? = list.add { heard.append("b\($0)") }
        let c = list.add { heard.append("c\($0)") }
        list.notify(1)
        XCTAssertEqual(heard, ["a1", "b1", "c1"])

        c.cancel()
        list.notify(2)
        XCTAssertEqual(heard, ["a1", "b1", "c1", "a2", "b2"])

        b = nil  // deinitialised: removed
        list.notify(3)
        XCTAssertEqual(heard.suffix(1), ["a3"])
        XCTAssertNil(b)
        a.cancel()
        XCTAssertTrue(list.isEmpty)
        list.notify(4)
        XCTAssertEqual(heard.count, 6)
    }

    func testChangesDuringDeliveryTakeEffectAtOnceForRemovalsAndNextTimeForAdditions() {
        let list = ObserverList<Int>()
        var heard: [String] = []
        var tokens: [String: ObservationToken] = [:]
        tokens["a"] = list.add { value in
            heard.append("a\(value)")
            if value == 1 {
                tokens["b"]?.cancel()  // b, registered after a, must not hear this event
                tokens["d"] = list.add { heard.append("d\($0)") }
            }
        }
        tokens["b"] = list.add { heard.append("b\($0)") }
        tokens["c"] = list.add { heard.append("c\($0)") }
        list.notify(1)
        XCTAssertEqual(heard, ["a1", "c1"])
        list.notify(2)
        XCTAssertEqual(heard, ["a1", "c1", "a2", "c2", "d2"])
    }

    func testATokenOutlivingItsListCancelsQuietly() {
        var list: ObserverList<Int>? = ObserverList<Int>()
        let token = list!.add { _ in }
        list = nil
        token.cancel()
        XCTAssertTrue(token.isCancelled)
    }
}
