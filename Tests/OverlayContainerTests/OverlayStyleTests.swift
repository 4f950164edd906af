import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The overlay's frames per style, from the displayed height (<doc:ContainerStructure>).
final class OverlayStyleTests: XCTestCase {
    private func overlayFrame(_ h: Harness) -> CGRect { h.overlay.view.frameInWindow }

    func testFramesPerStyleAtANotch() {
        for (style, height) in [
            (OverlayContainerViewController.OverlayStyle.flexibleHeight, CGFloat(211)), (.rigid, 633), (.expandableHeight, 633),
        ] {
            let h = Harness(heights: [211, 633], style: style)
            XCTAssertEqual(h.container.translationView.frame, CGRect(x: 0, y: 633, width: 390, height: 211), "\(style)")
            XCTAssertEqual(overlayFrame(h), CGRect(x: 0, y: 633, width: 390, height: height), "\(style)")
        }
    }

    func testExpandableStretchesAboveTheTopAndRigidDoesNot() {
        for (style, expected) in [
            (OverlayContainerViewController.OverlayStyle.rigid, CGFloat(633)), (.expandableHeight, 670.74), (.flexibleHeight, 670.74),
        ] {
            let h = Harness(heights: [211, 633], style: style)
            h.container.moveOverlay(toNotchAt: 1, animated: false)
            h.container.tick(1 / 60)
            h.drag(offsets: [-200], velocity: 0, at: CGPoint(x: 10, y: 400))
            // Still dragging: 633 + 200 rubber-banded = round2(633·(1 + 0.5·log10(833/633))) = 670.74
            XCTAssertEqual(h.container.translationHeight, 670.74)
            XCTAssertEqual(overlayFrame(h).height, expected, accuracy: 1e-9, "\(style)")
            XCTAssertEqual(overlayFrame(h).minY, 844 - 670.74, accuracy: 1e-9, "\(style)")
        }
    }

    func testFramesAreZeroBeforeTheFirstTranslation() {
        let container = OverlayContainerViewController()
        let overlay = ViewController()
        container.viewControllers = [overlay]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(container.translationView.frame, .zero)
        XCTAssertEqual(overlay.view.frame, .zero)
    }

    func testFramesFollowTheDisplayedHeightDuringAnAnimation() {
        let h = Harness(heights: [211, 633], style: .flexibleHeight)
        h.container.moveOverlay(toNotchAt: 1, animated: true)
        h.run(seconds: 0.1)
        let displayed = h.container.displayedTranslationHeight
        XCTAssertGreaterThan(displayed, 211)
        XCTAssertLessThan(displayed, 633)
        XCTAssertEqual(overlayFrame(h).minY, 844 - displayed, accuracy: 1e-9)
        XCTAssertEqual(overlayFrame(h).height, displayed, accuracy: 1e-9)
    }
}
