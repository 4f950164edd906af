import XCTest

@testable import OverlayPhysics

final class VelocityTrackerTests: XCTestCase {
    /// Deterministic ±2 ms jitter on a 8 ms cadence.
    private let jitter: [Double] = [0.0013, -0.0017, 0.0004, 0.0019, -0.0008, -0.0002, 0.0011, -0.0015, 0.0007, -0.0019, 0.0016, 0.0]

    private func assertRelative(_ actual: Double, _ expected: Double, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(actual, expected, accuracy: 1e-6 * max(1, abs(expected)), message, line: line)
    }

    func testEmptyAndSingleSampleGiveZero() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity().x, 0)
        tracker.addSample(time: 1, x: 10, y: 20)
        XCTAssertEqual(tracker.velocity().x, 0)
        XCTAssertEqual(tracker.velocity().y, 0)
    }

    func testTwoSamplesGiveTheirSlope() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 1.000, x: 10, y: 20)
        tracker.addSample(time: 1.010, x: 15, y: 18)
        assertRelative(tracker.velocity().x, 500)
        assertRelative(tracker.velocity().y, -200)
    }

    func testConstantVelocityIsRecoveredExactly() {
        var tracker = VelocityTracker()
        for i in 0..<15 {
            let t = 2.0 + Double(i) / 120
            tracker.addSample(time: t, x: 10 + 750 * (t - 2), y: -5 - 320 * (t - 2))
        }
        assertRelative(tracker.velocity().x, 750)
        assertRelative(tracker.velocity().y, -320)
    }

    func testConstantAccelerationIsRecoveredAtTheNewestSample() {
        // x = 3 + 200t + 2000t²: v(t) = 200 + 4000t. y decelerates independently.
        var tracker = VelocityTracker()
        var newest = 0.0
        for i in 0..<12 {
            let t = Double(i) * 0.008
            newest = t
            tracker.addSample(time: t, x: 3 + 200 * t + 2000 * t * t, y: 900 * t - 3000 * t * t)
        }
        assertRelative(tracker.velocity().x, 200 + 4000 * newest)
        assertRelative(tracker.velocity().y, 900 - 6000 * newest)
    }

    func testJitteredTimestamps() {
        var tracker = VelocityTracker()
        var newest = 0.0
        for i in 0..<12 {
            let t = 5 + Double(i) * 0.008 + jitter[i]
            newest = t
            let s = t - 5
            tracker.addSample(time: t, x: 40 + 1200 * s - 4500 * s * s, y: 7 - 60 * s)
        }
        let s = newest - 5
        assertRelative(tracker.velocity().x, 1200 - 9000 * s)
        assertRelative(tracker.velocity().y, -60)
    }

    func testRestGapAtQueryTime() {
        var tracker = VelocityTracker()
        for i in 0..<6 {
            let t = Double(i) * 0.01
            tracker.addSample(time: t, x: 500 * t, y: 0)
        }
        assertRelative(tracker.velocity(at: 0.05 + 0.03).x, 500)
        XCTAssertEqual(tracker.velocity(at: 0.05 + 0.05).x, 0)
        XCTAssertEqual(tracker.velocity(at: 0.05 + 0.05).y, 0)
    }

    func testRestGapBetweenSamplesDiscardsOlderSamples() {
        // 1000 pt/s, then the pointer rests for 50 ms, then moves at −200 pt/s: only the new motion counts.
        var tracker = VelocityTracker()
        for i in 0..<5 {
            let t = Double(i) * 0.01
            tracker.addSample(time: t, x: 1000 * t, y: 0)
        }
        let restEnd = 0.04 + 0.05
        for i in 0..<3 {
            let t = restEnd + Double(i) * 0.01
            tracker.addSample(time: t, x: 40 - 200 * (t - restEnd), y: 0)
        }
        assertRelative(tracker.velocity().x, -200)
    }

    func testGapOfExactly40msIsNotARest() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 1.00, x: 0, y: 0)
        tracker.addSample(time: 1.04, x: 40, y: 0)
        tracker.addSample(time: 1.05, x: 50, y: 0)
        assertRelative(tracker.velocity().x, 1000)
    }

    func testHorizonLimitsTheFitTo100ms() {
        // 1000 pt/s until t = 0.2, then 100 pt/s; at t = 0.31 only the slow part is within 100 ms.
        var tracker = VelocityTracker()
        for i in 0...31 {
            let t = Double(i) * 0.01
            let x = t <= 0.2 ? 1000 * t : 200 + 100 * (t - 0.2)
            tracker.addSample(time: t, x: x, y: 0)
        }
        assertRelative(tracker.velocity().x, 100)
        // With a 200 ms horizon the fast part leaks into the fit.
        var wide = VelocityTracker(horizon: 0.2)
        for i in 0...31 {
            let t = Double(i) * 0.01
            wide.addSample(time: t, x: t <= 0.2 ? 1000 * t : 200 + 100 * (t - 0.2), y: 0)
        }
        XCTAssertGreaterThan(abs(wide.velocity().x - 100), 1)
    }

    func testMaximumSamplesLimitsTheFit() {
        var tracker = VelocityTracker(maximumSamples: 3)
        for i in 0..<10 {
            let t = Double(i) * 0.001
            tracker.addSample(time: t, x: i < 7 ? 300 * t : 300 * 0.006 + 50 * (t - 0.006), y: 0)
        }
        // Only the last three samples (7, 8, 9) lie on the 50 pt/s line; older ones follow 300 pt/s.
        assertRelative(tracker.velocity().x, 50)
    }

    func testChangingMaximumSamplesClears() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0, x: 0, y: 0)
        tracker.addSample(time: 0.01, x: 10, y: 0)
        tracker.maximumSamples = 5
        XCTAssertEqual(tracker.maximumSamples, 5)
        XCTAssertEqual(tracker.velocity().x, 0)
    }

    func testResetAndOrdering() {
        var tracker = VelocityTracker()
        tracker.addSample(time: 0, x: 0, y: 0)
        tracker.addSample(time: 0.01, x: 10, y: 0)
        tracker.addSample(time: 0.005, x: 999, y: 0)  // out of order: ignored
        assertRelative(tracker.velocity().x, 1000)
        tracker.addSample(time: 0.01, x: 20, y: 0)  // same time: replaces the newest
        assertRelative(tracker.velocity().x, 2000)
        tracker.reset()
        XCTAssertEqual(tracker.velocity().x, 0)
        tracker.addSample(time: 0.5, x: 0, y: 0)
        tracker.addSample(time: 0.51, x: -3, y: 4)
        assertRelative(tracker.velocity().x, -300)
        assertRelative(tracker.velocity().y, 400)
    }

    func testRingBufferWrapsAround() {
        // Many more samples than the capacity: still exact on a constant-acceleration path.
        var tracker = VelocityTracker()
        var newest = 0.0
        for i in 0..<500 {
            let t = Double(i) / 240
            newest = t
            tracker.addSample(time: t, x: 100 * t + 50 * t * t, y: 0)
        }
        assertRelative(tracker.velocity().x, 100 + 100 * newest)
    }
}
