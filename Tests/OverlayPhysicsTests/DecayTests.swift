import XCTest

@testable import OverlayPhysics

final class DecayTests: XCTestCase {
    func testRates() {
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(DecelerationRate(rawValue: 0.995).rawValue, 0.995)
    }

    func testPerFrameVelocityFactors() {
        let normal = Decay(rate: .normal, initialPosition: 0, initialVelocity: 1000)
        let fast = Decay(rate: .fast, initialPosition: 0, initialVelocity: 1000)
        XCTAssertEqual(normal.velocity(at: 1.0 / 60) / 1000, 0.96718, accuracy: 5e-6)
        XCTAssertEqual(normal.velocity(at: 1.0 / 120) / 1000, 0.98346, accuracy: 5e-6)
        XCTAssertEqual(fast.velocity(at: 1.0 / 60) / 1000, 0.84577, accuracy: 5e-6)
        XCTAssertEqual(fast.velocity(at: 1.0 / 120) / 1000, 0.91966, accuracy: 5e-6)
        // 0.998^1000: Flutter's friction constant.
        XCTAssertEqual(normal.velocity(at: 1) / 1000, 0.13506, accuracy: 5e-6)
    }

    func testProjection() {
        XCTAssertEqual(project(value: 0, velocity: 1000), 499, accuracy: 1e-9)
        XCTAssertEqual(project(value: 0, velocity: 1000, decelerationRate: .fast), 99, accuracy: 1e-9)
        XCTAssertEqual(project(value: 200, velocity: -1000), 200 - 499, accuracy: 1e-9)
        XCTAssertEqual(project(value: 42, velocity: 0), 42)
    }

    func testRestPositionIsTheExactIntegral() {
        let decay = Decay(initialPosition: 10, initialVelocity: 1000)
        XCTAssertEqual(decay.restPosition, 10 + 499.5, accuracy: 0.01)
        XCTAssertEqual(decay.position(at: 60), decay.restPosition, accuracy: 1e-6)
        XCTAssertEqual(Decay(rate: .fast, initialPosition: 0, initialVelocity: 1000).restPosition, 99.5, accuracy: 0.01)
    }

    func testPositionIsIntegralOfVelocity() {
        // Central difference of the position equals the velocity.
        let decay = Decay(initialPosition: -20, initialVelocity: 2500)
        XCTAssertEqual(decay.position(at: 0), -20, accuracy: 1e-12)
        for time in [0.05, 0.3, 1.2] {
            let h = 1e-5
            let slope = (decay.position(at: time + h) - decay.position(at: time - h)) / (2 * h)
            XCTAssertEqual(slope, decay.velocity(at: time), accuracy: 1e-4)
        }
    }

    func testStopTimes() {
        let normal = Decay(rate: .normal, initialPosition: 0, initialVelocity: 1000)
        let fast = Decay(rate: .fast, initialPosition: 0, initialVelocity: 1000)
        XCTAssertEqual(normal.duration(toWithin: 0.5), 3.45, accuracy: 0.005)
        XCTAssertEqual(fast.duration(toWithin: 0.5), 0.53, accuracy: 0.005)
        let stop = normal.duration(toWithin: 0.5)
        XCTAssertEqual(normal.restPosition - normal.position(at: stop), 0.5, accuracy: 1e-9)
        // Negative velocity: same time (|v0|).
        XCTAssertEqual(Decay(initialPosition: 0, initialVelocity: -1000).duration(toWithin: 0.5), stop, accuracy: 1e-12)
        // Already within: 0.
        XCTAssertEqual(Decay(initialPosition: 0, initialVelocity: 0.5).duration(toWithin: 0.5), 0)
        XCTAssertEqual(Decay(initialPosition: 0, initialVelocity: 0).duration(toWithin: 0.5), 0)
    }

    func testTimeToReachBoundary() throws {
        let decay = Decay(initialPosition: 0, initialVelocity: 1000)
        let time = try XCTUnwrap(decay.time(toReach: 300))
        XCTAssertEqual(decay.position(at: time), 300, accuracy: 1e-9)
        // v at the hand-off: v0 + 1000·ln d·Δx = 1000 − 2.002·300 ≈ 399.4 pt/s.
        XCTAssertEqual(decay.velocity(at: time), 1000 + 1000 * log(0.998) * 300, accuracy: 1e-9)
        XCTAssertEqual(decay.velocity(at: time), 399.4, accuracy: 0.05)
        XCTAssertEqual(decay.time(toReach: 0), 0)
        XCTAssertNil(decay.time(toReach: 600))  // beyond the rest position (499.5)
        XCTAssertNil(decay.time(toReach: -10))  // behind the start
        XCTAssertNil(Decay(initialPosition: 0, initialVelocity: 0).time(toReach: 5))
        let upward = Decay(rate: .fast, initialPosition: 100, initialVelocity: -1000)
        let upTime = try XCTUnwrap(upward.time(toReach: 50))
        XCTAssertEqual(upward.position(at: upTime), 50, accuracy: 1e-9)
    }
}
