import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// README "Backdrop view" and the example's backdrop: [map, backdrop, search]; the backdrop's alpha is set
// alongside every translation and, as in UIKit, animates with the overlay.

private final class BackdropViewController: ViewController {
    override func loadView() {
        view = PassThroughView()
        view.backgroundColor = RGBAColor.black.withAlphaComponent(0.5)
    }
}

private final class BackdropExampleViewController: ViewController, OverlayContainerViewControllerDelegate {
    let container = OverlayContainerViewController()
    let backdropViewController = BackdropViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        container.delegate = self
        container.viewControllers = [ViewController(), backdropViewController, ViewController()]
        addChild(container, in: view)
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 3 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        availableSpace * CGFloat(index + 1) / 4
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        willTranslateOverlay overlayViewController: ViewController,
        transitionCoordinator: OverlayContainerTransitionCoordinator
    ) {
        transitionCoordinator.animate(
            alongsideTransition: { [weak self] context in
                self?.backdropViewController.view.alpha = context.translationProgress()
            }, completion: nil)
    }
}

final class BackdropSnippetTests: XCTestCase {
    func testTheBackdropAlphaAnimatesWithTheOverlay() {
        let window = SnippetWindow()
        let example = BackdropExampleViewController()
        window.show(example)
        window.drive(example.container)
        window.run(0.05)
        let backdrop = example.backdropViewController.view
        XCTAssertEqual(backdrop.presentationAlpha, 0)
        example.container.moveOverlay(toNotchAt: 2, animated: true)
        window.run(1.0 / 30)
        // The model value is the final one; on screen the alpha is where the overlay is, not 1.
        XCTAssertEqual(backdrop.alpha, 1)
        let container = example.container
        let progress = (container.displayedTranslationHeight - 211) / (633 - 211)
        XCTAssertEqual(Double(backdrop.presentationAlpha), Double(progress), accuracy: 1e-9)
        XCTAssertLessThan(backdrop.presentationAlpha, 0.8)
        window.run(1)
        XCTAssertEqual(backdrop.presentationAlpha, 1)
        // Its view passes touches through to the map below.
        XCTAssertNil(backdrop.hitTest(CGPoint(x: 10, y: 10), with: nil))
    }
}
