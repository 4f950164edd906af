import XCTest

@testable import OverlayPhysics

final class RubberBandTests: XCTestCase {
    func testUIScrollViewTable() {
        let table: [(overshoot: Double, expected: Double)] = [(5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)]
        for row in table {
            XCTAssertEqual(rubberband(overshoot: row.overshoot, dimension: 960), row.expected, accuracy: 0.005, "x \(row.overshoot)")
        }
        XCTAssertEqual(rubberband(overshoot: 100, dimension: 844), 51.6, accuracy: 0.05)
        XCTAssertEqual(rubberband(overshoot: 400, dimension: 844), 174.5, accuracy: 0.05)
    }

    func testShape() {
        XCTAssertEqual(rubberband(overshoot: 0, dimension: 960), 0)
        XCTAssertEqual(rubberband(overshoot: -100, dimension: 960), -52.02, accuracy: 0.005)
        // Slope at the edge is the coefficient; the asymptote is the dimension.
        XCTAssertEqual(rubberband(overshoot: 0.001, dimension: 960) / 0.001, 0.55, accuracy: 1e-6)
        XCTAssertEqual(rubberband(overshoot: 0.001, dimension: 960, coefficient: 0.3) / 0.001, 0.3, accuracy: 1e-6)
        XCTAssertLessThan(rubberband(overshoot: 1e9, dimension: 960), 960)
        XCTAssertGreaterThan(rubberband(overshoot: 1e9, dimension: 960), 959)
        XCTAssertEqual(rubberband(overshoot: 100, dimension: 0), 0)
        XCTAssertEqual(rubberband(overshoot: 100, dimension: -5), 0)
    }

    func testTheInverseGivesBackTheOvershoot() {
        for overshoot in [0.5, 5, 100, 400, 960, 5000] {
            let shown = rubberband(overshoot: overshoot, dimension: 960)
            XCTAssertEqual(inverseRubberband(shown: shown, dimension: 960), overshoot, accuracy: 1e-9 * overshoot)
            let stiff = rubberband(overshoot: overshoot, dimension: 844, coefficient: 0.3)
            XCTAssertEqual(inverseRubberband(shown: stiff, dimension: 844, coefficient: 0.3), overshoot, accuracy: 1e-9 * overshoot)
        }
        // 52.02 shown on 960 pt came from a 100 pt overshoot (the table above).
        XCTAssertEqual(inverseRubberband(shown: 52.02, dimension: 960), 100, accuracy: 0.01)
        XCTAssertEqual(inverseRubberband(shown: -3, dimension: 960), 0, "a negative amount shows no overshoot")
        XCTAssertEqual(
            inverseRubberband(shown: 960, dimension: 960), 960 / 0.55 * (1 / 1e-6 - 1), accuracy: 1,
            "capped just below the asymptote instead of dividing by zero")
        XCTAssertEqual(inverseRubberband(shown: 12, dimension: 0), 12)
    }

    func testLogarithmicCurveTopTable() {
        // OverlayContainer reference: maximum 300, factor 0.5.
        let table: [(Double, Double)] = [(310, 302.14), (350, 310.04), (400, 318.74), (600, 345.15), (1000, 378.43)]
        for (value, expected) in table {
            XCTAssertEqual(logarithmicRubberBand(value: value, limit: 300, factor: 0.5), expected, accuracy: 1e-9, "t \(value)")
        }
        XCTAssertEqual(logarithmicRubberBand(value: 300, limit: 300, factor: 0.5), 300)
    }

    func testLogarithmicCurveMirroredBottomTable() {
        // Minimum 100: t' = 2m − t, r = curve(t', m), result 2m − r.
        let minimum = 100.0
        let table: [(Double, Double)] = [(90, 97.93), (50, 91.20), (0, 84.95), (-100, 76.14)]
        for (value, expected) in table {
            let mirrored = 2 * minimum - value
            let result = 2 * minimum - logarithmicRubberBand(value: mirrored, limit: minimum, factor: 0.5)
            XCTAssertEqual(result, expected, accuracy: 1e-9, "t \(value)")
        }
    }

    func testLogarithmicCurveDegenerateInputs() {
        XCTAssertEqual(logarithmicRubberBand(value: 400, limit: 0, factor: 0.5), 0)
        XCTAssertEqual(logarithmicRubberBand(value: 400, limit: -3, factor: 0.5), 0)
        XCTAssertEqual(logarithmicRubberBand(value: 0, limit: 300, factor: 0.5), -.infinity)
        XCTAssertEqual(logarithmicRubberBand(value: 400, limit: 300, factor: 0), 300)
    }

    func testRoundedToHundredths() {
        XCTAssertEqual(roundedToHundredths(1.234), 1.23)
        XCTAssertEqual(roundedToHundredths(1.236), 1.24)
        XCTAssertEqual(roundedToHundredths(0.125), 0.13)  // tie away from zero
        XCTAssertEqual(roundedToHundredths(-0.125), -0.13)
        XCTAssertEqual(roundedToHundredths(-2.001), -2)
    }
}
