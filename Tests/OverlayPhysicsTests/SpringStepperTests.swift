import XCTest
@testable import OverlayPhysics

final class SpringStepperTests: XCTestCase {
    /// 0 → 300 pt over 1 s: 60 Hz and 120 Hz exact steps agree at shared instants and match the closed form.
    func testSteppedTrajectoriesMatchClosedFormAt60And120Hz() {
        for ratio in [0.7, 1.0, 1.5] {
            for releaseVelocity in [0.0, 3000.0] {
                let spring = Spring(response: 0.3, dampingRatio: ratio)
                let start = SpringState(displacement: -300, velocity: releaseVelocity)
                let slow = SpringStepper(spring: spring, timeStep: 1.0 / 60)
                let fast = SpringStepper(spring: spring, timeStep: 1.0 / 120)
                var at60 = start
                var at120 = start
                for frame in 1...60 {
                    at60 = slow.step(at60)
                    at120 = fast.step(fast.step(at120))
                    let exact = spring.state(after: Double(frame) / 60, from: start)
                    let label = "ζ \(ratio) v0 \(releaseVelocity) frame \(frame)"
                    XCTAssertEqual(at60.displacement, at120.displacement, accuracy: 1e-6, label)
                    XCTAssertEqual(at60.displacement, exact.displacement, accuracy: 1e-6, label)
                    XCTAssertEqual(at120.displacement, exact.displacement, accuracy: 1e-6, label)
                    XCTAssertEqual(at60.velocity, exact.velocity, accuracy: 1e-5, label)
                    XCTAssertEqual(at120.velocity, exact.velocity, accuracy: 1e-5, label)
                }
                // The move really happened: after 1 s the value is near 300 (u near 0).
                XCTAssertLessThan(abs(at60.displacement), 2, "ζ \(ratio)")
            }
        }
    }

    func testSteppingMatchesIndependentRK4() {
        // Guards against a stepper and closed form that are wrong in the same way.
        let spring = Spring(response: 0.3, dampingRatio: 0.7)
        let start = SpringState(displacement: -300, velocity: 0)
        let stepper = SpringStepper(spring: spring, timeStep: 1.0 / 120)
        var state = start
        for _ in 0..<36 { state = stepper.step(state) }
        let reference = rk4(spring, from: start, duration: 0.3, step: 0.0001)
        XCTAssertEqual(state.displacement, reference.displacement, accuracy: 1e-6)
        XCTAssertEqual(state.velocity, reference.velocity, accuracy: 1e-5)
    }

    func testLargeStepStaysStable() {
        // 100 ms steps would blow up semi-implicit Euler at k 438.65; the exact step just decays.
        let stepper = SpringStepper(spring: Spring(response: 0.3, dampingRatio: 1), timeStep: 0.1)
        var state = SpringState(displacement: -300, velocity: 0)
        for _ in 0..<20 { state = stepper.step(state) }
        XCTAssertLessThan(abs(state.displacement), 1e-6)
        XCTAssertEqual(stepper.timeStep, 0.1)
    }
}
