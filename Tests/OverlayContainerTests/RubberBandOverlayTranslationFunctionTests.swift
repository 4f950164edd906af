import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer

/// The default translation function's formula with its numbers (<doc:RubberBand>).
final class RubberBandOverlayTranslationFunctionTests: XCTestCase {
    private struct Parameters: OverlayTranslationParameters {
        var minimumHeight: CGFloat
        var maximumHeight: CGFloat
        var translation: CGFloat
    }

    private func rubberBand(_ t: CGFloat, _ function: RubberBandOverlayTranslationFunction = .init()) -> CGFloat {
        function.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: 300, translation: t))
    }

    func testRubberBandTableAboveTheTop() {
        let expected: [(CGFloat, CGFloat)] = [(310, 302.14), (350, 310.04), (400, 318.74), (600, 345.15), (1000, 378.43)]
        for (t, h) in expected {
            XCTAssertEqual(rubberBand(t), h, "t = \(t)")
        }
    }

    func testRubberBandTableBelowTheBottomMirrorsTheTop() {
        let expected: [(CGFloat, CGFloat)] = [(90, 97.93), (50, 91.20), (0, 84.95), (-100, 76.14)]
        for (t, h) in expected {
            XCTAssertClose(rubberBand(t), h, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testRubberBandInRangeIsExactAndUnrounded() {
        // A fractional in-range value must come back bit for bit (see the RubberBand article).
        XCTAssertEqual(rubberBand(123.456789), 123.456789)
        let top: CGFloat = 0.9 * 844
        let f = RubberBandOverlayTranslationFunction()
        let exact = f.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: top, translation: top - 1e-9))
        XCTAssertEqual(exact, top - 1e-9)
    }

    func testRubberBandAtExactlyTheTopRoundsToTwoDecimals() {
        // [quirk] t == M takes the logarithmic branch, which rounds.
        let f = RubberBandOverlayTranslationFunction()
        let h = f.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: 633.333, translation: 633.333))
        XCTAssertEqual(h, 633.33)
    }

    func testRubberBandWithoutBouncingClampsAndZeroLimitGivesZero() {
        let f = RubberBandOverlayTranslationFunction()
        f.bouncesAtMaximumHeight = false
        f.bouncesAtMinimumHeight = false
        XCTAssertEqual(rubberBand(1000, f), 300)
        XCTAssertEqual(rubberBand(-50, f), 100)
        let g = RubberBandOverlayTranslationFunction()
        let atZero = g.overlayTranslationHeight(using: Parameters(minimumHeight: 0, maximumHeight: 300, translation: -40))
        XCTAssertEqual(atZero, 0, "no bounce below a hidden notch at 0")
        g.factor = 0.7
        XCTAssertEqual(
            g.overlayTranslationHeight(using: Parameters(minimumHeight: 100, maximumHeight: 300, translation: 600)),
            CGFloat(roundedToHundredths(300 * (1 + 0.7 * log10(2.0)))))
    }
}
