import Foundation
import OverlayPhysics
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// The sheet slides its overlay, not the whole window, and what the presentation's layout pass changes follows
/// the slide (<doc:SheetPresentation>).
final class SheetSlideTests: XCTestCase {
    private let h = SheetScene.size.height

    /// The overlay's top edge on screen (window points).
    private func overlayTop(_ scene: SheetScene) -> CGFloat {
        scene.container.translationView.frameInWindow.minY
    }

    private func presentation(_ scene: SheetScene) -> ModalPresentation {
        scene.host.presentation(of: scene.container)!
    }

    func testTheOverlaySlidesByItsVisibleHeightAndTheDimFadesWithIt() {
        let scene = SheetScene()
        // As the example does: an instant move just before presenting, performed at the next layout pass.
        scene.container.moveOverlay(toNotchAt: 1, animated: false)
        scene.present()
        XCTAssertEqual(scene.container.translationHeight, 300, "the move ran in the presentation's layout pass")
        XCTAssertEqual(scene.sheet.distanceToHidePresentedView, 300)
        XCTAssertClose(presentation(scene).verticalOffset, 300)
        XCTAssertClose(overlayTop(scene), h, "just hidden at the start")
        XCTAssertClose(scene.alpha, 0)
        XCTAssertClose(scene.dimming.alpha, 0.3, accuracy: 1e-12, "the slide's own alpha is the last word")

        scene.frame()
        let firstTop = overlayTop(scene)
        XCTAssertLessThan(firstTop, h, "visible from the first frame")
        XCTAssertGreaterThan(scene.alpha, 0)
        // Half-way in time is half-way along the ease-in-out curve, for the overlay and the dim alike.
        scene.host.advance(by: 0.225 - 1.0 / 60)
        XCTAssertClose(presentation(scene).verticalOffset, 150, accuracy: 1e-9)
        XCTAssertClose(overlayTop(scene), h - 300 + 150, accuracy: 1e-9)
        XCTAssertClose(scene.alpha, 0.15, accuracy: 1e-9)
        scene.host.advance(by: 0.225)
        XCTAssertEqual(presentation(scene).phase, .presented)
        XCTAssertClose(overlayTop(scene), h - 300)
        XCTAssertClose(scene.alpha, 0.3, accuracy: 1e-12)

        // Out the same way: the overlay leaves by its height and the dim goes back to 0.
        scene.container.dismiss(animated: true)
        let dismissing = presentation(scene)
        scene.host.advance(by: 0.225)
        XCTAssertClose(dismissing.verticalOffset, 150, accuracy: 1e-9)
        XCTAssertClose(overlayTop(scene), h - 150, accuracy: 1e-9)
        XCTAssertClose(scene.alpha, 0.15, accuracy: 1e-9)
        scene.host.advance(by: 0.225 - 1e-6)
        XCTAssertGreaterThan(overlayTop(scene), h - 0.01)
        scene.host.advance(by: 1e-6)
        XCTAssertTrue(scene.isDismissed)
        XCTAssertClose(scene.alpha, 0)
    }

    func testThePresentationsLayoutPassKeepsTheCallbackOrder() {
        let scene = SheetScene()
        var log: [String] = []
        let observation = scene.container.addObserver { event in log.append("\(event)") }
        scene.container.moveOverlay(toNotchAt: 1, animated: false)
        scene.present { log.append("completion") }
        XCTAssertEqual(scene.delegate.log.suffix(3), ["willMove:1", "willTranslate", "didMove:1"])
        XCTAssertEqual(log.count, 3, "the move happened inside present(), before the slide")
        scene.run(seconds: PresentationHost.transitionDuration)
        XCTAssertEqual(log.last, "completion")
        XCTAssertEqual(scene.delegate.log.suffix(3), ["willMove:1", "willTranslate", "didMove:1"], "nothing more")
        observation.cancel()
    }

    func testTheHiddenDistanceFollowsTheOverlay() {
        let scene = SheetScene()
        scene.present()
        XCTAssertEqual(scene.sheet.distanceToHidePresentedView, 100, "notch 0")
        XCTAssertClose(overlayTop(scene), h)
        // A move during the slide rescales the rest of it: the overlay stays the same share of its height hidden.
        scene.host.advance(by: 0.225)
        scene.rest(atNotch: 2)
        XCTAssertEqual(scene.sheet.distanceToHidePresentedView, 644)
        scene.host.layout()
        XCTAssertClose(presentation(scene).verticalOffset, 322, accuracy: 1e-9)
        XCTAssertClose(overlayTop(scene), h - 322, accuracy: 1e-9)
    }

    func testWithoutAnOverlayTheWholeViewSlides() {
        let scene = SheetScene()
        scene.container.viewControllers = []
        scene.present()
        XCTAssertEqual(scene.sheet.distanceToHidePresentedView, h)
        XCTAssertClose(presentation(scene).verticalOffset, h)
    }

    func testAnInstantPresentationEndsAtTheMinimumAlpha() {
        let scene = SheetScene()
        scene.container.moveOverlay(toNotchAt: 1, animated: false)
        scene.present(animated: false)
        XCTAssertEqual(scene.container.translationHeight, 300)
        XCTAssertEqual(presentation(scene).verticalOffset, 0)
        XCTAssertClose(overlayTop(scene), h - 300)
        XCTAssertClose(scene.alpha, 0.3, accuracy: 1e-12)
    }

    func testADragStillMovesTheDimAtOnce() {
        let scene = SheetScene()
        scene.container.moveOverlay(toNotchAt: 1, animated: false)
        scene.presentAndSettle()
        scene.drag(by: -244)
        XCTAssertClose(scene.container.translationHeight, 544)
        XCTAssertClose(scene.alpha, 0.3 + 0.3 * 444 / 544, accuracy: 1e-12, "no animation runs: the alpha jumps with the finger")
    }
}
