import XCTest

@testable import OverlayPhysics

/// The displacement an animator evaluates at every step (the regime and the motion's coefficients worked out once,
/// sine and cosine from one argument reduction) is bit for bit the displacement of `Spring.state(after:from:)`, in every regime: frame logs and goldens
/// depend on those bits.
final class SpringDisplacementTests: XCTestCase {
    func testTheStepsDisplacementIsTheClosedFormsBitForBit() {
        let springs = [
            Spring(response: 0.3, dampingRatio: 0.7), Spring(response: 0.3, dampingRatio: 0.9),
            Spring(response: 0.3, dampingRatio: 1), Spring(response: 0.4, dampingRatio: 0.576),
            Spring(response: 0.35, dampingRatio: 1.3), Spring(response: 0.15, dampingRatio: 0.05),
            Spring(mass: 1, stiffness: 0, damping: 8), Spring(mass: 1, stiffness: 0, damping: 0),
            Spring(mass: 2.5, stiffness: 300, damping: 12),
        ]
        var random = SplitMixRandom(seed: 5)
        var compared = 0
        for spring in springs {
            let regime = spring.regime
            for _ in 0..<2000 {
                let u0 = -600 + 1200 * random.unit(), v0 = -5000 + 10000 * random.unit()
                // Frame instants (n/60, n/120 s) and arbitrary ones, up to a minute.
                let frame = Double(Int(random.unit() * 3600))
                for t in [frame / 60, frame / 120, 60 * random.unit()] {
                    let expected = spring.state(after: t, from: SpringState(displacement: u0, velocity: v0)).displacement
                    let actual = SpringTrajectory(regime: regime, displacement: u0, velocity: v0).displacement(at: t)
                    XCTAssertEqual(actual.bitPattern, expected.bitPattern, "\(spring) u0 \(u0) v0 \(v0) t \(t)")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, springs.count * 2000 * 3)
    }
}
