import XCTest

@testable import OverlayPhysics

final class TimingCurveTests: XCTestCase {
    private let presets: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

    func testEndpointsAndClamping() {
        for curve in presets {
            XCTAssertEqual(curve.progress(at: 0), 0)
            XCTAssertEqual(curve.progress(at: 1), 1)
            XCTAssertEqual(curve.progress(at: -0.5), 0)
            XCTAssertEqual(curve.progress(at: 1.5), 1)
        }
    }

    func testKnownValues() {
        XCTAssertEqual(TimingCurve.linear.progress(at: 0.3), 0.3, accuracy: 1e-9)
        // cubic-bezier(0, 0, 0.58, 1) at 0.5 ≈ 0.68464.
        XCTAssertGreaterThan(TimingCurve.easeOut.progress(at: 0.5), 0.5)
        XCTAssertEqual(TimingCurve.easeOut.progress(at: 0.5), 0.68464, accuracy: 1e-5)
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.5), 0.31536, accuracy: 1e-5)
        XCTAssertEqual(TimingCurve.easeInOut.progress(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(TimingCurve.easeInOut.progress(at: 0.25), 0.12916, accuracy: 1e-5)
    }

    func testEaseInAndEaseOutArePointReflections() {
        for i in 0...100 {
            let x = Double(i) / 100
            XCTAssertEqual(TimingCurve.easeOut.progress(at: x), 1 - TimingCurve.easeIn.progress(at: 1 - x), accuracy: 1e-9)
        }
    }

    func testMonotonic() {
        let steep = TimingCurve(controlPoint1: 0.9, 0, controlPoint2: 0.1, 1)
        for curve in presets + [steep] {
            var previous = 0.0
            for i in 1...1000 {
                let progress = curve.progress(at: Double(i) / 1000)
                XCTAssertGreaterThanOrEqual(progress, previous - 1e-12, "\(curve) at \(i)")
                previous = progress
            }
        }
    }

    func testControlPointXIsClamped() {
        let curve = TimingCurve(controlPoint1: -1, 0, controlPoint2: 2, 1)
        XCTAssertEqual(curve, TimingCurve(controlPoint1: 0, 0, controlPoint2: 1, 1))
    }
}
