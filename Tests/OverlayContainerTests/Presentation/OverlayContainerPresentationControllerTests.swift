import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// Forwarding of a flagged container's callbacks to its presentation controller (<doc:SheetPresentation>).
final class OverlayContainerPresentationControllerTests: XCTestCase {
    func testFlaggedContainersForwardToTheirPresentationControllerAfterTheDelegate() {
        final class Forwarded: OverlayContainerPresentationController {
            var log: [String] = []
            weak var delegate: RecordingDelegate?
            override func overlayContainerViewController(
                _ c: OverlayContainerViewController, willMoveOverlay o: ViewController, toNotchAt index: Int
            ) {
                log.append("pc willMove:\(index) after \(delegate?.log.last ?? "")")
            }
            override func overlayContainerViewController(
                _ c: OverlayContainerViewController, willTranslateOverlay o: ViewController,
                transitionCoordinator: OverlayContainerTransitionCoordinator
            ) {
                log.append("pc willTranslate")
            }
        }
        let h = Harness(heights: [211, 633])
        let wrapper = ViewController()
        wrapper.addChild(h.container)
        let presentation = Forwarded(presentedViewController: wrapper, presenting: nil)
        presentation.delegate = h.delegate
        wrapper.presentationRecord.presentationController = presentation
        h.container.moveOverlay(toNotchAt: 1, animated: false)
        h.container.tick(1 / 60)
        XCTAssertTrue(presentation.log.isEmpty, "not flagged before the presentation begins")
        presentation.presentationTransitionWillBegin()
        XCTAssertTrue(h.container.isPresentedInsideAnOverlayContainerPresentationController)
        h.container.moveOverlay(toNotchAt: 0, animated: false)
        h.container.tick(1 / 60)
        XCTAssertEqual(presentation.log, ["pc willMove:0 after willMove:0", "pc willTranslate"])
        presentation.dismissalTransitionDidEnd(false)
        XCTAssertFalse(h.container.isPresentedInsideAnOverlayContainerPresentationController, "[quirk] cleared even when cancelled")
    }
}
