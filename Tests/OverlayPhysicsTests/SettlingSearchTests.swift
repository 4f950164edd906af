import XCTest
@testable import OverlayPhysics

/// The binary search over the settling grid finds the grid point walking the grid finds, for every kind of spring.
final class SettlingSearchTests: XCTestCase {
    private func walked(_ spring: Spring, displacement: Double, velocity: Double, epsilon: Double) -> Double {
        let regime = SpringRegime(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        func envelope(_ step: Int) -> Double {
            regime.envelope(displacement: displacement, velocity: velocity, time: Double(step) / 1000)
        }
        return SettlingSearch.walk(from: 0) { step in envelope(step) <= epsilon && envelope(step + 1) <= envelope(step) }
    }

    func testTheSearchFindsWhatWalkingTheGridFinds() {
        var checked = 0
        for response in [0.08, 0.15, 0.3, 0.45, 0.6, 1.2, 3] {
            for ratio in [0.05, 0.3, 0.5, 0.7, 0.9, 0.999_999_5, 1, 1.000_000_5, 1.3, 2, 5] {
                let spring = Spring(response: response, dampingRatio: ratio)
                for velocity in [-40.0, -3, -1, 0, 0.5, 1, 2, 10, 60] {
                    // An overlay animation (normalised from −1) and a bounce starting at the edge (0 with a velocity).
                    XCTAssertEqual(spring.settlingDuration(initialVelocity: velocity),
                                   walked(spring, displacement: -1, velocity: velocity, epsilon: 0.001),
                                   "response \(response), ζ \(ratio), v \(velocity)")
                    let bounce = SpringState(displacement: 0, velocity: velocity * 100)
                    XCTAssertEqual(spring.settlingDuration(from: bounce, threshold: 0.01),
                                   walked(spring, displacement: 0, velocity: velocity * 100, epsilon: 0.01),
                                   "bounce: response \(response), ζ \(ratio), v \(velocity * 100)")
                    checked += 2
                }
            }
        }
        XCTAssertEqual(checked, 7 * 11 * 9 * 2)
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 0.001).settlingDuration(), 60, "never settles within 60 s: capped")
    }
}
