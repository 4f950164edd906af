import XCTest

@testable import OverlayPhysics

final class SpringTests: XCTestCase {
    // MARK: Conversions (see the SpringMaths article)

    func testResponseAndDampingRatioGiveSpecConstants() {
        let bouncy = Spring(response: 0.3, dampingRatio: 0.7)
        XCTAssertEqual(bouncy.mass, 1)
        XCTAssertEqual(bouncy.stiffness, 438.65, accuracy: 0.005)
        XCTAssertEqual(bouncy.damping, 29.32, accuracy: 0.005)
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 0.9).damping, 37.70, accuracy: 0.005)
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 1.0).damping, 41.89, accuracy: 0.005)
        // SwiftUI default (0.5, 0.825) and interactiveSpring (0.15, 0.86).
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: 0.825).damping, 20.73, accuracy: 0.005)
        XCTAssertEqual(Spring(response: 0.15, dampingRatio: 0.86).stiffness, 1754.6, accuracy: 0.05)
    }

    func testSwiftUIDurationBounceExample() {
        // Spring(duration: 0.5, bounce: 0.3) ≡ response 0.5, ζ = 1 − bounce = 0.7 → (m, k, c) = (1, 157.9, 17.6).
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
    }

    func testMassScalesStiffnessAndDamping() {
        let heavy = Spring(response: 0.3, dampingRatio: 0.7, mass: 2)
        XCTAssertEqual(heavy.stiffness, 2 * 438.65, accuracy: 0.01)
        XCTAssertEqual(heavy.damping, 2 * 29.32, accuracy: 0.01)
        XCTAssertEqual(heavy.response, 0.3, accuracy: 1e-12)
        XCTAssertEqual(heavy.dampingRatio, 0.7, accuracy: 1e-12)
    }

    func testRoundTripResponseAndDampingRatio() {
        for (response, ratio) in [(0.3, 0.7), (0.5, 0.825), (0.15, 0.86), (0.8, 1.0), (0.4, 1.5)] {
            let spring = Spring(response: response, dampingRatio: ratio)
            XCTAssertEqual(spring.response, response, accuracy: 1e-12)
            XCTAssertEqual(spring.dampingRatio, ratio, accuracy: 1e-12)
            XCTAssertEqual(spring.undampedAngularFrequency, 2 * Double.pi / response, accuracy: 1e-9)
        }
        // Apple's example the other way: (m 1, k 100, c 10) → duration 0.63, bounce 1 − ζ = 0.5.
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(physical.response, 0.63, accuracy: 0.005)
        XCTAssertEqual(physical.dampingRatio, 0.5, accuracy: 1e-12)
    }

    // MARK: Closed form

    func testOvershootPeakOf300PointMove() {
        // 0 → 300 pt, ζ 0.7, response 0.3: peak 300·(1 + e^(−πζ/√(1−ζ²))) ≈ 313.8 pt.
        let spring = Spring(response: 0.3, dampingRatio: 0.7)
        let start = SpringState(displacement: -300, velocity: 0)
        var peak = -Double.infinity
        for step in 0...10_000 {
            let state = spring.state(after: Double(step) * 0.0001, from: start)
            peak = max(peak, 300 + state.displacement)
        }
        XCTAssertEqual(peak, 313.8, accuracy: 0.05)
    }

    func testClosedFormMatchesFineRK4InAllRegimes() {
        // Independent oracle: RK4 at 0.1 ms on m·u″ + c·u′ + k·u = 0.
        // 0.9999 and 1.0001 sit just outside the critical tolerance and must use the exact under/over forms.
        for ratio in [0.3, 0.7, 0.9999, 1.0, 1.0001, 1.5] {
            for velocity in [0.0, 3000.0] {
                let spring = Spring(response: 0.3, dampingRatio: ratio)
                let start = SpringState(displacement: -300, velocity: velocity)
                let reference = rk4(spring, from: start, duration: 0.5, step: 0.0001)
                let exact = spring.state(after: 0.5, from: start)
                XCTAssertEqual(exact.displacement, reference.displacement, accuracy: 1e-6, "ζ \(ratio) v0 \(velocity)")
                XCTAssertEqual(exact.velocity, reference.velocity, accuracy: 1e-5, "ζ \(ratio) v0 \(velocity)")
            }
        }
    }

    func testNearCriticalBranchesAgree() {
        // Just inside the critical tolerance and just outside it on both sides: the motion is continuous in ζ.
        let start = SpringState(displacement: -300, velocity: 1200)
        let critical = Spring(response: 0.3, dampingRatio: 1).state(after: 0.2, from: start)
        for ratio in [1 - 1e-5, 1 - 1e-7, 1 + 1e-7, 1 + 1e-5] {
            let nearby = Spring(response: 0.3, dampingRatio: ratio).state(after: 0.2, from: start)
            XCTAssertEqual(nearby.displacement, critical.displacement, accuracy: 0.01, "ζ \(ratio)")
        }
    }

    func testZeroTimeIsIdentityAndStiffnessFreeDragCoasts() {
        let spring = Spring(response: 0.3, dampingRatio: 0.7)
        let start = SpringState(displacement: 12, velocity: -40)
        XCTAssertEqual(spring.state(after: 0, from: start), start)
        // k = 0, c = 2: pure drag, u(∞) = u0 + v0·m/c.
        let drag = Spring(mass: 1, stiffness: 0, damping: 2)
        let coasted = drag.state(after: 30, from: SpringState(displacement: 0, velocity: 100))
        XCTAssertEqual(coasted.displacement, 50, accuracy: 1e-9)
        XCTAssertEqual(coasted.velocity, 0, accuracy: 1e-9)
    }

    // MARK: Settling duration

    func testSettlingDurationsFromSpec() {
        // Grid answers are the first 1 ms point at or after the exact crossing
        // (ζ 1: 0.4407; ζ 0.9: 0.41052; ζ 0.7: 0.49414).
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 1).settlingDuration(), 0.441, accuracy: 1e-9)
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 0.9).settlingDuration(), 0.411, accuracy: 1e-9)
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 0.7).settlingDuration(), 0.495, accuracy: 1e-9)
    }

    func testSettlingDurationIsIndependentOfDistanceAndBoundsTheMotion() {
        let spring = Spring(response: 0.3, dampingRatio: 0.7)
        let settle = spring.settlingDuration()
        // The actual motion of any distance stays within epsilon·distance from then on.
        for distance in [1.0, 300.0] {
            let start = SpringState(displacement: -distance, velocity: 0)
            for step in 0...2000 {
                let u = spring.state(after: settle + Double(step) * 0.001, from: start).displacement
                XCTAssertLessThanOrEqual(abs(u), 0.001 * distance + 1e-12)
            }
        }
    }

    func testSettlingDurationWithInitialVelocity() {
        // Critical spring with normalised velocity ω0 toward the target: u = −e^(−ω0t), crossing at ln(1000)/ω0 = 0.3298 s.
        let spring = Spring(response: 0.3, dampingRatio: 1)
        XCTAssertEqual(spring.settlingDuration(initialVelocity: spring.undampedAngularFrequency), 0.330, accuracy: 1e-9)
        // Pushing away from the target takes longer than starting at rest.
        XCTAssertGreaterThan(spring.settlingDuration(initialVelocity: -5), spring.settlingDuration())
        // Looser epsilon settles sooner.
        XCTAssertLessThan(spring.settlingDuration(epsilon: 0.01), spring.settlingDuration())
    }

    func testSettlingDurationSkipsTheRisingPartOfTheEnvelope() {
        // Pushed away from the target with ε = 1: |u| starts at 1 but first grows, so 0 is not an answer.
        let spring = Spring(response: 0.3, dampingRatio: 1)
        let settle = spring.settlingDuration(initialVelocity: -10, epsilon: 1)
        XCTAssertGreaterThan(settle, 0.01)
        let start = SpringState(displacement: -1, velocity: -10)
        XCTAssertGreaterThan(abs(spring.state(after: settle - 0.001, from: start).displacement), 1)
        XCTAssertLessThanOrEqual(abs(spring.state(after: settle, from: start).displacement), 1)
    }

    func testSettlingDurationCapsAnUndampedSpring() {
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration(), 60, accuracy: 1e-9)
    }

    func testOverdampedSettlingDuration() {
        // ζ 1.5 creeps: slower than critical, and the slow mode alone gives the crossing:
        // |C1|·e^(r1 t) with r1 = −ω0(ζ − √(ζ²−1)).
        let spring = Spring(response: 0.3, dampingRatio: 1.5)
        let settle = spring.settlingDuration()
        XCTAssertGreaterThan(settle, Spring(response: 0.3, dampingRatio: 1).settlingDuration())
        let omega = spring.undampedAngularFrequency
        let r1 = -omega * (1.5 - (1.5 * 1.5 - 1).squareRoot())
        let r2 = -omega * (1.5 + (1.5 * 1.5 - 1).squareRoot())
        let c2 = (0 - r1 * -1) / (r2 - r1)
        let c1 = -1 - c2
        let bound = { (t: Double) in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
        XCTAssertLessThanOrEqual(bound(settle), 0.001)
        XCTAssertGreaterThan(bound(settle - 0.001), 0.001)
    }

    // MARK: Rest

    func testIsAtRestThresholds() {
        let spring = Spring(response: 0.3, dampingRatio: 1)
        XCTAssertTrue(spring.isAtRest(SpringState(displacement: 0.01, velocity: -0.1)))
        XCTAssertFalse(spring.isAtRest(SpringState(displacement: 0.02, velocity: 0)))
        XCTAssertFalse(spring.isAtRest(SpringState(displacement: 0, velocity: 0.2)))
        XCTAssertTrue(spring.isAtRest(SpringState(displacement: 0.4, velocity: 4), displacementThreshold: 0.5, velocityThreshold: 5))
    }

    func testAbsoluteSettlingDurationFromAnEdgeWithVelocity() {
        // A bounce that starts at the edge (u = 0) moving out at 800 pt/s, critically damped k = 100.
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        let start = SpringState(displacement: 0, velocity: 800)
        let duration = spring.settlingDuration(from: start, threshold: 0.01)
        XCTAssertGreaterThan(duration, 0.5)
        XCTAssertLessThan(duration, 3)
        for step in 0...2000 {
            let t = duration + Double(step) * 0.001
            XCTAssertLessThanOrEqual(abs(spring.state(after: t, from: start).displacement), 0.01 + 1e-12)
        }
        XCTAssertGreaterThan(abs(spring.state(after: duration - 0.05, from: start).displacement), 0.01)
    }
}

/// Classic RK4 on the spring ODE, used as an independent oracle for the closed form.
func rk4(_ spring: Spring, from start: SpringState, duration: Double, step: Double) -> SpringState {
    func acceleration(_ u: Double, _ v: Double) -> Double {
        -(spring.stiffness * u + spring.damping * v) / spring.mass
    }
    var u = start.displacement
    var v = start.velocity
    let steps = Int((duration / step).rounded())
    for _ in 0..<steps {
        let k1u = v, k1v = acceleration(u, v)
        let k2u = v + 0.5 * step * k1v, k2v = acceleration(u + 0.5 * step * k1u, v + 0.5 * step * k1v)
        let k3u = v + 0.5 * step * k2v, k3v = acceleration(u + 0.5 * step * k2u, v + 0.5 * step * k2v)
        let k4u = v + step * k3v, k4v = acceleration(u + step * k3u, v + step * k3v)
        u += step / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return SpringState(displacement: u, velocity: v)

}
