import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

final class TransparentOverlayContainerSheetDimmingViewTests: XCTestCase {
    func testFadesInWithThePresentationAndOutWithTheDismissal() {
        let scene = SheetScene()
        XCTAssertEqual(scene.dimming.backgroundColor, .black)
        scene.present()
        XCTAssertClose(scene.alpha, 0)
        XCTAssertClose(scene.dimming.alpha, 0.3, accuracy: 1e-12)
        scene.host.advance(by: 0.225)
        XCTAssertClose(scene.alpha, 0.15, accuracy: 1e-9)
        scene.host.advance(by: 0.225)
        XCTAssertClose(scene.alpha, 0.3)

        scene.container.dismiss(animated: true)
        scene.host.advance(by: 0.225)
        XCTAssertClose(scene.alpha, 0.15, accuracy: 1e-9)
        scene.host.advance(by: 0.225)
        XCTAssertClose(scene.alpha, 0)
        XCTAssertTrue(scene.isDismissed)
        XCTAssertNil(scene.dimming.superview?.superview, "the dimming leaves with its container view")
    }

    func testFollowsTheNotches() {
        let scene = SheetScene()
        scene.presentAndSettle()
        scene.rest(atNotch: 2)
        XCTAssertClose(scene.alpha, 0.6)
        scene.rest(atNotch: 1)
        XCTAssertClose(scene.alpha, 0.3 + 0.3 * 200 / 544, accuracy: 1e-12)
        scene.rest(atNotch: 0)
        XCTAssertClose(scene.alpha, 0.3)
    }

    func testFollowsTheFingerHalfway() {
        let scene = SheetScene()
        scene.presentAndSettle()
        scene.drag(by: -272)
        XCTAssertTrue(scene.container.isDragging)
        XCTAssertClose(scene.container.translationHeight, 372)
        XCTAssertClose(scene.alpha, 0.45, accuracy: 1e-12)
    }

    func testFollowsTheSpringDuringAnAnimatedMove() {
        let scene = SheetScene()
        scene.presentAndSettle()
        scene.container.moveOverlay(toNotchAt: 2, animated: true)
        scene.container.layoutIfNeeded()
        XCTAssertClose(scene.alpha, 0.3, accuracy: 1e-12)
        for _ in 0..<6 { scene.frame() }
        let h = scene.container.displayedTranslationHeight
        XCTAssertGreaterThan(h, 150)
        XCTAssertLessThan(h, 600)
        let progress = (h - 100) / (644 - 100)
        XCTAssertClose(scene.alpha, 0.3 + progress * 0.3, accuracy: 1e-9)
        scene.run(seconds: 2)
        XCTAssertFalse(scene.container.isAnimating)
        XCTAssertClose(scene.alpha, 0.6)
    }

    func testClampsToZeroOne() {
        let dimming = TransparentOverlayContainerSheetDimmingView()
        dimming.minimumAlpha = 0.5
        dimming.maximumAlpha = 2
        let scene = SheetScene()
        let sheet = OverlayContainerSheetPresentationController(
            dimmingView: dimming, presentedViewController: scene.container,
            presenting: scene.presenting)
        scene.presenting.present(scene.container, presentationController: sheet, animated: false)
        scene.rest(atNotch: 2)
        XCTAssertEqual(dimming.presentationAlpha, 1)
    }
}
