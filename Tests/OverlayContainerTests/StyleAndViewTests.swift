import Foundation
import XCTest
import OverlayPhysics
@testable import OverlayUIKit
@testable import OverlayContainer
import OverlayTestSupport

/// Frames per style and the view tree (<doc:ContainerStructure>): hit-testing, pass-through, coordinate conversion.
final class StyleAndViewTests: XCTestCase {
    private func overlayFrame(_ h: Harness) -> CGRect { h.overlay.view.frameInWindow }

    func testFramesPerStyleAtANotch() {
        for (style, height) in [(OverlayContainerViewController.OverlayStyle.flexibleHeight, CGFloat(211)), (.rigid, 633), (.expandableHeight, 633)] {
            let h = Harness(heights: [211, 633], style: style)
            XCTAssertEqual(h.container.translationView.frame, CGRect(x: 0, y: 633, width: 390, height: 211), "\(style)")
            XCTAssertEqual(overlayFrame(h), CGRect(x: 0, y: 633, width: 390, height: height), "\(style)")
        }
    }

    func testExpandableStretchesAboveTheTopAndRigidDoesNot() {
        for (style, expected) in [(OverlayContainerViewController.OverlayStyle.rigid, CGFloat(633)), (.expandableHeight, 670.74), (.flexibleHeight, 670.74)] {
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

    func testGroundViewHoldsEveryViewControllerButTheLastAndHidesWithOne() {
        let a = ViewController(), b = ViewController()
        let h = Harness(heights: [211, 633], ground: [a, b])
        XCTAssertFalse(h.container.groundView.isHidden)
        XCTAssertEqual(h.container.groundView.subviews.count, 2)
        XCTAssertTrue(h.container.groundView.subviews[0] === a.view, "array order, later on top")
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        let single = Harness(heights: [211, 633])
        XCTAssertTrue(single.container.groundView.isHidden)
    }

    func testPassThroughLetsTouchesFallThroughEmptyAreas() {
        let ground = ViewController()
        let h = Harness(heights: [211, 633], ground: [ground])
        let root = h.container.view
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 700)) === h.overlay.view, "overlay content takes touches")
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 100)) === ground.view, "above the overlay: the ground content")
        let empty = Harness(heights: [211, 633])
        XCTAssertNil(empty.container.view.hitTest(CGPoint(x: 50, y: 100)), "nothing there: falls through the container")
    }

    func testHitTestSkipsHiddenTransparentAndNonInteractiveViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === child)
        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        child.isHidden = false
        child.alpha = 0.005
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 200, y: 20)))
    }

    func testCoordinateConversionThroughAScrolledScrollView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        scroll.contentOffset = CGPoint(x: 0, y: 440)
        let row = View(frame: CGRect(x: 0, y: 440, width: 400, height: 44))
        root.addSubview(scroll)
        scroll.addSubview(row)
        XCTAssertEqual(row.convertToWindow(.zero), CGPoint(x: 0, y: 100))
        XCTAssertEqual(row.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 5, y: 105))
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 120)) === row)
        XCTAssertTrue(root.convert(CGPoint(x: 10, y: 120), to: row) == CGPoint(x: 10, y: 20))
    }

    func testDefaultShouldStartDraggingIsInsideTheOverlayView() {
        final class Minimal: OverlayContainerViewControllerDelegate {
            func numberOfNotches(in c: OverlayContainerViewController) -> Int { 2 }
            func overlayContainerViewController(_ c: OverlayContainerViewController, heightForNotchAt index: Int, availableSpace: CGFloat) -> CGFloat {
                [211, 633][index]
            }
        }
        let delegate = Minimal()
        let container = OverlayContainerViewController()
        container.delegate = delegate
        container.viewControllers = [ViewController()]
        container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        container.tick(1 / 60)
        XCTAssertTrue(container.panDriver!.shouldBegin(at: CGPoint(x: 20, y: 700)))
        XCTAssertFalse(container.panDriver!.shouldBegin(at: CGPoint(x: 20, y: 600)))
    }

    func testPanThatMayNotStartIsCancelledWithoutMovingTheOverlay() {
        let h = Harness(heights: [211, 633])
        // Drags start only on a 70 pt header at the overlay's top.
        h.delegate.dragArea = { [unowned h] point, space in
            let p = space.convert(point, to: h.overlay.view)
            return p.y >= 0 && p.y < 70
        }
        XCTAssertFalse(h.pan.gestureBegan(startingLocation: CGPoint(x: 20, y: 800), translation: CGPoint(x: 0, y: -30)))
        h.pan.gestureChanged(translation: CGPoint(x: 0, y: -100))
        h.pan.gestureEnded(velocity: CGPoint(x: 0, y: -900))
        XCTAssertEqual(h.container.translationHeight, 211)
        XCTAssertTrue(h.delegate.log.isEmpty)
        XCTAssertTrue(h.pan.gestureBegan(startingLocation: CGPoint(x: 20, y: 650), translation: CGPoint(x: 0, y: -30)))
        XCTAssertEqual(h.container.translationHeight, 241)
    }
}
