import Foundation
import XCTest

@testable import OverlayApp

/// How long before a present's deadline the window stops sleeping: 0.3 ms while sleeps end on time, the latest wake of
/// the last two seconds plus 0.2 ms after a late one, at most a quarter of a step, back to 0.3 ms once the late wakes
/// have left the span. Wakes shaped like a real machine's: 50–120 µs late with jitter, bursts of 1–3 ms.
final class PresentWakeMarginTests: XCTestCase {
    private let step = 1.0 / 60

    /// Notes a frame's sleep every step from `start` for `frames` frames, each waking `late(index)` after its target.
    private func sleep(
        _ margin: inout PresentWakeMargin, from start: Double, frames: Int, late: (Int) -> Double
    ) {
        for index in 0..<frames {
            let target = start + Double(index) * step
            margin.note(sleptTo: target, wokeAt: target + late(index))
        }
    }

    func testWakesOnTimeKeepTheLeastMargin() {
        var margin = PresentWakeMargin()
        XCTAssertEqual(margin.margin(step: step), 0.0003, "before any sleep")
        var random = SystemRandomNumberGenerator()
        sleep(&margin, from: 0, frames: 300) { _ in Double.random(in: 0.00005...0.0001, using: &random) }
        XCTAssertEqual(margin.margin(step: step), 0.0003, "a wake up to 0.1 ms late, plus 0.2 ms, is within 0.3 ms")
        XCTAssertLessThanOrEqual(margin.latestWake, 0.0001)
        // A wake earlier than its target is on time.
        margin.note(sleptTo: 10, wokeAt: 9.999)
        XCTAssertEqual(margin.margin(step: step), 0.0003)
    }

    func testALateWakeRaisesTheMarginForTheSpanThenLeaves() {
        var margin = PresentWakeMargin()
        sleep(&margin, from: 0, frames: 60) { $0 == 30 ? 0.0015 : 0.00008 }
        XCTAssertEqual(margin.margin(step: step), 0.0017, accuracy: 1e-12, "1.5 ms late, 0.2 ms to spare")
        XCTAssertEqual(margin.latestWake, 0.0015, accuracy: 1e-12)
        // A later, larger one raises it further; a smaller one does not lower it.
        sleep(&margin, from: 1, frames: 30) { $0 == 10 ? 0.0025 : ($0 == 20 ? 0.0005 : 0.00008) }
        XCTAssertEqual(margin.margin(step: step), 0.0027, accuracy: 1e-12)
        // Wakes on time after the last late one (at 1.17 s): it leaves the span two seconds on, to within a slice (a
        // quarter of a second).
        sleep(&margin, from: 1.5, frames: 60) { _ in 0.00008 }
        XCTAssertEqual(margin.margin(step: step), 0.0027, accuracy: 1e-12, "1.3 s after it, still in the span")
        sleep(&margin, from: 2.5, frames: 90) { _ in 0.00008 }
        XCTAssertEqual(margin.margin(step: step), 0.0003, "2.8 s after it, gone")
    }

    func testTheMarginIsAtMostAQuarterOfAStep() {
        var margin = PresentWakeMargin()
        margin.note(sleptTo: 1, wokeAt: 1.012)  // a 12 ms stall
        XCTAssertEqual(margin.margin(step: 1.0 / 60), 0.25 / 60, accuracy: 1e-15)
        XCTAssertEqual(margin.margin(step: 1.0 / 120), 0.25 / 120, accuracy: 1e-15)
        // A step so short that a quarter of it is under the least margin: the least margin.
        XCTAssertEqual(margin.margin(step: 0.0004), 0.0003)
    }

    func testAPauseLongerThanTheSpanForgetsEverything() {
        var margin = PresentWakeMargin()
        margin.note(sleptTo: 1, wokeAt: 1.002)
        XCTAssertEqual(margin.margin(step: step), 0.0022, accuracy: 1e-12)
        // Nothing moved for 10 s: the next sleep starts a new span.
        margin.note(sleptTo: 11, wokeAt: 11.0001)
        XCTAssertEqual(margin.margin(step: step), 0.0003)
        // A clock that jumped absurdly far (a suspended machine) does not trap.
        margin.note(sleptTo: 1e300, wokeAt: 1e300)
        XCTAssertEqual(margin.margin(step: step), 0.0003)
    }

    func testWakesThatAreNotNumbersAreIgnored() {
        var margin = PresentWakeMargin()
        margin.note(sleptTo: 1, wokeAt: .nan)
        margin.note(sleptTo: .nan, wokeAt: 1)
        margin.note(sleptTo: 1, wokeAt: .infinity)
        margin.note(sleptTo: -.infinity, wokeAt: 1)
        XCTAssertEqual(margin.margin(step: step), 0.0003)
        XCTAssertEqual(margin.latestWake, 0)
    }

    /// The wait the window and the bench's loop with nothing to draw share: asleep until the margin before the
    /// deadline, the wake noted, then watching the clock until the deadline. On a clock that reads 2 ms late after
    /// the sleep, the wake is 2 ms late and the next margin is that plus 0.2 ms; with no time left to sleep, nothing
    /// is noted and it returns at the deadline.
    func testItSleepsToTheMarginNotesTheWakeAndWatchesTheClockToTheDeadline() {
        var margin = PresentWakeMargin()
        var readings = [0.0, 0.0027, 0.0029, 0.0031]
        var reads = 0
        func clock() -> Double {
            defer { reads += 1 }
            return readings.isEmpty ? 1 : readings.removeFirst()
        }
        // Deadline 1 ms ahead, margin 0.3 ms: a sleep to 0.7 ms that the clock says ended at 2.7 ms.
        let late = margin.wait(until: 0.001, step: step, clock: clock)
        XCTAssertEqual(late ?? -1, 0.002, accuracy: 1e-12)
        XCTAssertEqual(reads, 3, "the start, the wake, and one look at the clock already past the deadline")
        XCTAssertEqual(margin.margin(step: step), 0.0022, accuracy: 1e-12)
        // The margin now covers the whole wait: no sleep, the clock watched until it reaches the deadline.
        readings = [0.01, 0.0105, 0.0112, 0.0119, 0.0121]
        reads = 0
        XCTAssertNil(margin.wait(until: 0.012, step: step, clock: clock))
        XCTAssertEqual(reads, 5, "watched until 12.1 ms")
        XCTAssertEqual(margin.latestWake, 0.002, accuracy: 1e-12, "nothing noted without a sleep")
    }
}
