import Foundation
import XCTest

@testable import OverlayPhysics

/// The e^x the spring's closed form uses (computed by OverlayPhysics, not the C library) is within 2 units in the
/// last place of the exact value, taken in 80-bit precision, over the arguments an animation reaches and the whole
/// range it computes itself; the edges (zeros, the ends of that range, huge and non-finite arguments) behave as the
/// C library's.
final class ExponentialTests: XCTestCase {
    private func check(_ x: Double, _ label: String, worst: inout Double) {
        let error = unitsInTheLastPlace(Exponential.of(x), from: expl(Float80(x)))
        worst = max(worst, error)
        XCTAssertLessThanOrEqual(error, 2, "e^\(x) (\(label))")
    }

    func testWithinTwoUnitsInTheLastPlaceOfTheExactValue() {
        var random = SplitMixRandom(seed: 23)
        var worst = 0.0
        // Every step of a minute of animation at 60 and 120 Hz for decay rates of 0.5 to 400 per second (a spring's
        // envelope, e^(−a·t), and an over-damped one's fast root).
        for rate in [0.5, 6.28, 14.66, 41.9, 400] {
            forEveryStepOfAMinute { check(-rate * $0, "frame", worst: &worst) }
        }
        // Anywhere in the range computed here, either sign, and near zero.
        for _ in 0..<100_000 { check((random.unit() * 2 - 1) * 707.9, "uniform", worst: &worst) }
        for _ in 0..<20_000 { check((random.unit() * 2 - 1) * 2, "near zero", worst: &worst) }
        // Halfway between multiples of ln 2, where the reduction changes k, and on them.
        for k in -1020...1020 where k % 7 == 0 {
            for offset in [0.0, 0.5, -0.5, 0.49999, 1e-9] { check((Double(k) + offset) * M_LN2, "near k·ln 2", worst: &worst) }
        }
        // Tiny arguments: e^x = 1 + x rounded.
        for exponent in stride(from: -300, through: -1, by: 7) {
            check(pow(2, Double(exponent)) * 1.3, "tiny", worst: &worst)
            check(-pow(2, Double(exponent)) * 1.3, "tiny", worst: &worst)
        }
        XCTAssertGreaterThan(worst, 0, "the test compares something")
        print("Exponential: worst \(worst) units in the last place")
    }

    func testEdgesBehaveAsTheCLibrarys() {
        XCTAssertEqual(Exponential.of(0), 1)
        XCTAssertEqual(Exponential.of(-0.0), 1)
        XCTAssertEqual(Exponential.of(1), M_E, accuracy: M_E.ulp)
        XCTAssertTrue(Exponential.of(.nan).isNaN)
        XCTAssertEqual(Exponential.of(.infinity), .infinity)
        XCTAssertEqual(Exponential.of(-.infinity), 0)
        // From 708 on the C library takes over: exactly its answer (subnormal, zero, infinite).
        for x in [708.0, -708, 709.5, -740, -745.2, -800, 710, 1e300, -1e300] {
            XCTAssertEqual(Exponential.of(x).bitPattern, exp(x).bitPattern, "\(x)")
        }
        // Just inside, the result is still a normal number.
        XCTAssertTrue(Exponential.of(-707.99).isNormal)
        XCTAssertTrue(Exponential.of(707.99).isFinite)
    }
}
