import Foundation
import XCTest

@testable import OverlayPhysics

/// The sine and cosine the spring's closed form uses (computed by OverlayPhysics, not the C library) are within
/// 3 units in the last place of the exact values, taken in 80-bit precision, over the angles an animation reaches
/// and beyond; the edges (zeros, quarter turns, huge and non-finite angles) behave as the C library's.
final class SineCosineTests: XCTestCase {
    private func check(_ angle: Double, _ label: String, worst: inout Double) {
        let value = SineCosine(angle)
        let sine = unitsInTheLastPlace(value.sine, from: sinl(Float80(angle)))
        let cosine = unitsInTheLastPlace(value.cosine, from: cosl(Float80(angle)))
        worst = max(worst, sine, cosine)
        XCTAssertLessThanOrEqual(sine, 3, "sine of \(angle) (\(label))")
        XCTAssertLessThanOrEqual(cosine, 3, "cosine of \(angle) (\(label))")
    }

    func testWithinThreeUnitsInTheLastPlaceOfTheExactValues() {
        var random = SplitMixRandom(seed: 17)
        var worst = 0.0
        // Every step of a minute of animation at 60 and 120 Hz for damped frequencies of 1 to 200 rad/s.
        for frequency in [1.0, 9.13, 20.94, 57.3, 200] {
            forEveryStepOfAMinute { check(frequency * $0, "frame", worst: &worst) }
        }
        // Anywhere up to 10⁵ radians, either sign.
        for _ in 0..<100_000 { check((random.unit() * 2 - 1) * 1e5, "uniform", worst: &worst) }
        // Close to quarter turns, where one of the two is nearly zero.
        for k in [1.0, 2, 3, 4, 10, 100, 1000, 12345] {
            for offset in [0.0, 1e-12, -1e-9, 3e-7, -1e-4] { check(k * Double.pi / 2 + offset, "quarter turn", worst: &worst) }
        }
        // Tiny angles: sin x = x, cos x = 1.
        for exponent in stride(from: -300, through: -1, by: 7) { check(pow(2, Double(exponent)) * 1.3, "tiny", worst: &worst) }
        XCTAssertGreaterThan(worst, 0, "the test compares something")
        print("SineCosine: worst \(worst) units in the last place")
    }

    func testEdgesBehaveAsTheCLibrarys() {
        XCTAssertEqual(SineCosine(0).sine.bitPattern, 0.0.bitPattern)
        XCTAssertEqual(SineCosine(-0.0).sine.bitPattern, (-0.0).bitPattern, "the sign of a zero angle is kept")
        XCTAssertEqual(SineCosine(0).cosine, 1)
        for angle in [Double.nan, .infinity, -.infinity] {
            XCTAssertTrue(SineCosine(angle).sine.isNaN, "\(angle)")
            XCTAssertTrue(SineCosine(angle).cosine.isNaN, "\(angle)")
        }
        // Past 2¹⁹ quarter turns the C library's reduction takes over: exactly its answer.
        for angle in [1e6, -3.5e7, 1e300] {
            XCTAssertEqual(SineCosine(angle).sine.bitPattern, sin(angle).bitPattern, "\(angle)")
            XCTAssertEqual(SineCosine(angle).cosine.bitPattern, cos(angle).bitPattern, "\(angle)")
        }
    }
}
