import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// Defined behaviour for bad delegate answers and bad input: no crash, no NaN, documented results.
final class OverlayContainerViewControllerBadInputTests: XCTestCase {
    private func assertFinite(_ h: Harness, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(h.container.translationHeight.isFinite, file: file, line: line)
        XCTAssertTrue(h.container.displayedTranslationHeight.isFinite, file: file, line: line)
        XCTAssertTrue(h.container.translationView.frame.origin.y.isFinite, file: file, line: line)
    }

    func testZeroNotches() {
        let h = Harness(heights: [])
        XCTAssertEqual(h.container.numberOfNotches, 0)
        XCTAssertEqual(h.container.translationHeight, 0)
        XCTAssertEqual(h.container.translationPosition, .stationary)
        h.drag(offsets: [-50, -200], velocity: -3000)
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationHeight, 0, "nothing to rest on but height 0")
        XCTAssertTrue(h.container.notchHeightIssues.isEmpty)
        assertFinite(h)
    }

    func testNegativeNotchCountIsZero() {
        final class Negative: OverlayContainerViewControllerDelegate {
            func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { -3 }
            func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat)
                -> CGFloat
            {
                XCTFail("must not be asked")
                return 0
            }
        }
        let delegate = Negative()
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.viewControllers = [ViewController()]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        container.tick(1 / 60)
        XCTAssertEqual(container.numberOfNotches, 0)
        XCTAssertEqual(container.notchHeightIssues, ["numberOfNotches returned -3; treated as 0"])
    }

    func testNaNInfiniteAndNegativeHeightsBecomeZero() {
        let h = Harness(heights: [.nan, -40, .infinity, 500])
        XCTAssertEqual((0..<4).map(h.container.heightForNotch(at:)), [0, 0, 0, 500])
        XCTAssertEqual(h.container.notchHeightIssues.count, 3)
        XCTAssertTrue(h.container.notchHeightIssues[0].contains("notch 0 height nan"))
        h.drag(offsets: [-100, -300], velocity: -2000)
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationHeight, 500)
        assertFinite(h)
    }

    func testDecreasingHeightsAreKeptInOrderAndReported() {
        let h = Harness(heights: [600, 200, 400])
        XCTAssertEqual(h.container.translationHeight, 600)
        XCTAssertEqual(
            h.container.notchHeightIssues,
            [
                "notch 1 height 200.0 is below notch 0 height 600.0; heights must not decrease"
            ])
        // Drags and policies still behave: the range is [min(endH, first), max(endH, last)] = [400, 600].
        h.drag(offsets: [100, 150, 400], velocity: 900)
        h.run(seconds: 1)
        assertFinite(h)
        XCTAssertTrue([0, 1, 2].map(h.container.heightForNotch(at:)).contains(h.container.translationHeight))
    }

    func testOutOfRangeIndexGoesToHeightZero() {
        let h = Harness(heights: [211, 633])
        h.container.moveOverlay(toNotchAt: 9, animated: true)
        h.container.moveOverlay(toNotchAt: -2, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(h.delegate.log, ["willMove:-2", "willTranslate", "didMove:-2"])
        XCTAssertEqual(h.container.translationHeight, 0)
        XCTAssertEqual(h.container.lastReachedNotchIndex, -2)
        // The range then includes height 0, and a drag releases onto a real notch.
        h.drag(offsets: [-300], velocity: 0, at: CGPoint(x: 10, y: 800))
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationHeight, 211)
        assertFinite(h)
    }

    func testNonFiniteDragInputIsIgnored() {
        let h = Harness(heights: [211, 633])
        h.pan.gestureBegan(startingLocation: CGPoint(x: 10, y: 700), translation: CGPoint(x: 0, y: -20))
        h.pan.gestureChanged(translation: CGPoint(x: 0, y: CGFloat.nan))
        h.pan.gestureChanged(translation: CGPoint(x: 0, y: -CGFloat.infinity))
        XCTAssertEqual(h.container.translationHeight, 231)
        h.pan.gestureEnded(velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
        h.run(seconds: 1)
        XCTAssertEqual(h.container.translationHeight, 211)
        XCTAssertTrue(h.delegate.log.contains("willEndDragging:0"), "a non-finite velocity reads as 0")
        assertFinite(h)
    }

    func testNaNFromACustomTranslationFunctionKeepsTheHeight() {
        final class Broken: OverlayTranslationFunction {
            func overlayTranslationHeight(using parameters: OverlayTranslationParameters) -> CGFloat { .nan }
        }
        let h = Harness(heights: [211, 633])
        h.delegate.translationFunction = Broken()
        h.drag(offsets: [-50, -100], velocity: 0)
        XCTAssertEqual(h.container.translationHeight, 211)
        assertFinite(h)
    }

    func testZeroSizeContainerHasZeroHeightNotchesUntilSized() {
        let delegate = RecordingDelegate(notches: { [$0 / 4, $0 * 3 / 4] })
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.viewControllers = [ViewController()]
        container.tick(1 / 60)
        // Setting the delegate flagged a layout update: the pass runs with an available space of 0.
        XCTAssertEqual(delegate.log, ["willMove:0", "willTranslate", "didMove:0"])
        XCTAssertEqual(container.heightForNotch(at: 1), 0)
        XCTAssertEqual(container.translationHeight, 0)
        container.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        container.tick(1 / 60)
        XCTAssertEqual(delegate.log.count, 6, "resized: same notch index at its new height")
        XCTAssertEqual(container.translationHeight, 100)
        container.view.frame = .zero
        container.tick(1 / 60)
        XCTAssertEqual(container.translationHeight, 0, "resized to nothing: notches of 0")
        XCTAssertTrue(container.displayedTranslationHeight.isFinite)
    }

    func testNonFiniteAndNegativeTimeStepsAreIgnored() {
        let h = Harness(heights: [211, 633])
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.container.tick(.nan)
        h.container.tick(-1)
        h.container.tick(.infinity)
        XCTAssertTrue(h.container.isAnimating)
        XCTAssertEqual(h.container.displayedTranslationHeight, 211)
    }
}
