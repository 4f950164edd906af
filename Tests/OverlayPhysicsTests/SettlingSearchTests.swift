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
                    XCTAssertEqual(
                        spring.settlingDuration(initialVelocity: velocity),
                        walked(spring, displacement: -1, velocity: velocity, epsilon: 0.001),
                        "response \(response), ζ \(ratio), v \(velocity)")
                    let bounce = SpringState(displacement: 0, velocity: velocity * 100)
                    XCTAssertEqual(
                        spring.settlingDuration(from: bounce, threshold: 0.01),
                        walked(spring, displacement: 0, velocity: velocity * 100, epsilon: 0.01),
                        "bounce: response \(response), ζ \(ratio), v \(velocity * 100)")
                    checked += 2
                }
            }
        }
        XCTAssertEqual(checked, 7 * 11 * 9 * 2)
        XCTAssertEqual(Spring(response: 0.3, dampingRatio: 0.001).settlingDuration(), 60, "never settles within 60 s: capped")
    }

    /// The estimate from the envelope's formula, checked on the grid, gives the binary search's answer whenever it
    /// gives one, and gives one for nearly every spring (it is what makes an animator cheap to start).
    func testTheEstimateFindsTheSearchsAnswerForNearlyEverySpring() {
        var random = SplitMixRandom(seed: 17)
        var estimated = 0, total = 0
        for index in 0..<4000 {
            let response = 0.05 + 2.95 * random.unit()
            // Every regime: under-damped (down to ζ 0.02), critical exactly, over-damped (up to ζ 4).
            let ratio = index % 5 == 0 ? 1 : 0.02 + 3.98 * random.unit()
            let spring = Spring(response: response, dampingRatio: ratio)
            let velocity = -60 + 120 * random.unit()
            // An overlay animation (normalised from −1) and a bounce starting at the edge (0 with a velocity).
            let (displacement, speed, epsilon) = index % 2 == 0 ? (-1.0, velocity, 0.001) : (0.0, velocity * 100, 0.01)
            let regime = spring.regime
            let searched = SettlingSearch.search(regime: regime, displacement: displacement, velocity: speed, epsilon: epsilon)
            let label = "response \(response), ζ \(ratio), u0 \(displacement), v0 \(speed)"
            if let step = SettlingSearch.estimatedStep(regime: regime, displacement: displacement, velocity: speed, epsilon: epsilon) {
                estimated += 1
                XCTAssertEqual(Double(step) / 1000, searched, label)
            }
            XCTAssertEqual(
                SettlingSearch.duration(regime: regime, displacement: displacement, velocity: speed, epsilon: epsilon),
                searched, label)
            total += 1
        }
        XCTAssertGreaterThan(Double(estimated) / Double(total), 0.97, "\(estimated) of \(total) from the estimate")
    }
}

/// A small seeded generator (SplitMix64), so that the sampled springs are the same on every run.
struct SplitMixRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A value in [0, 1).
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
