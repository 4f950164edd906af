import Foundation
import OverlayTestSupport
import XCTest

@testable import OverlayContainer
@testable import OverlayUIKit

/// Logs the presentation controller hooks with what the presented container looks like at each one.
private final class RecordingPresentationController: OverlayContainerPresentationController {
    var log: [String] = []
    var container: OverlayContainerViewController { presentedViewController as! OverlayContainerViewController }

    private func state() -> String {
        let flag = container.isPresentedInsideAnOverlayContainerPresentationController
        let record = container.presentationController === self
        return "flag=\(flag) record=\(record)"
    }

    override func presentationTransitionWillBegin() {
        log.append("presentationWillBegin \(state())")
        super.presentationTransitionWillBegin()
        log.append("afterSuper \(state())")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [unowned self] _ in
                self.log.append("alongside")
            }, completion: { [unowned self] _ in self.log.append("coordinatorCompletion") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        log.append("presentationDidEnd(\(completed))")
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        log.append("dismissalWillBegin")
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalDidEnd(\(completed)) \(state())")
        super.dismissalTransitionDidEnd(completed)
        log.append("afterSuper \(state())")
    }
}

final class PresentationHostTests: XCTestCase {
    func testHookOrderAndFlagLifecycleAnimated() {
        let scene = SheetScene()
        let controller = RecordingPresentationController(presentedViewController: scene.container, presenting: scene.presenting)
        scene.presenting.present(scene.container, presentationController: controller, animated: true) {
            controller.log.append("completion")
        }
        XCTAssertEqual(controller.log, ["presentationWillBegin flag=false record=true", "afterSuper flag=true record=true", "alongside"])
        XCTAssertTrue(scene.container.isBeingPresented)
        XCTAssertNotNil(scene.container.transitionCoordinator)
        scene.host.advance(by: 0.44)
        XCTAssertEqual(controller.log.count, 3)
        scene.host.advance(by: 0.02)
        XCTAssertEqual(Array(controller.log.suffix(3)), ["coordinatorCompletion", "presentationDidEnd(true)", "completion"])
        XCTAssertFalse(scene.container.isBeingPresented)
        XCTAssertNil(scene.container.transitionCoordinator)
        XCTAssertTrue(scene.presenting.presentedViewController === scene.container)
        XCTAssertTrue(scene.container.presentingViewController === scene.presenting)

        controller.log.removeAll()
        scene.presenting.dismiss(animated: true) { controller.log.append("dismissCompletion") }
        XCTAssertEqual(controller.log, ["dismissalWillBegin"])
        XCTAssertTrue(scene.container.isBeingDismissed)
        scene.host.advance(by: 0.45)
        XCTAssertEqual(
            controller.log,
            [
                "dismissalWillBegin",
                "dismissalDidEnd(true) flag=true record=true",
                "afterSuper flag=false record=true",
                "dismissCompletion",
            ])
        XCTAssertNil(scene.container.presentationController)
        XCTAssertNil(scene.presenting.presentedViewController)
        XCTAssertFalse(scene.container.isPresentedInsideAnOverlayContainerPresentationController)
        XCTAssertNil(scene.container.view.superview)
        XCTAssertTrue(scene.host.presentations.isEmpty)
        XCTAssertEqual(scene.host.layerView.subviews.count, 0)
    }

    func testNonAnimatedPresentAndDismissHappenAtOnce() {
        let scene = SheetScene()
        var log: [String] = []
        scene.present(animated: false) { log.append("presented") }
        XCTAssertEqual(log, ["presented"])
        XCTAssertEqual(scene.host.presentation(of: scene.container)?.phase, .presented)
        XCTAssertEqual(scene.host.presentation(of: scene.container)?.verticalOffset, 0)
        XCTAssertEqual(scene.container.view.frame, scene.root.bounds)
        XCTAssertClose(scene.alpha, 0.3)
        XCTAssertTrue(scene.container.isPresentedInsideAnOverlayContainerPresentationController)

        scene.container.dismiss(animated: false) { log.append("dismissed") }
        XCTAssertEqual(log, ["presented", "dismissed"])
        XCTAssertTrue(scene.isDismissed)
        XCTAssertClose(scene.alpha, 0)
        XCTAssertNil(scene.dimming.superview?.superview)
        XCTAssertFalse(scene.container.isPresentedInsideAnOverlayContainerPresentationController)
    }

    func testSlideFollowsEaseInOut() {
        let scene = SheetScene()
        let presented = ViewController()
        scene.presenting.present(presented, animated: true)
        let presentation = scene.host.presentation(of: presented)!
        let h = SheetScene.size.height
        XCTAssertClose(presentation.verticalOffset, h)
        var elapsed = 0.0
        for instant in [0.1, 0.225, 0.3] {
            scene.host.advance(by: instant - elapsed)
            elapsed = instant
            let expected = h * (1 - CGFloat(easeInOutReference(instant / 0.45)))
            XCTAssertClose(presentation.verticalOffset, expected, accuracy: 1e-6, "present at \(instant)")
            XCTAssertClose(presented.view.frame.minY, expected, accuracy: 1e-6)
            if instant == 0.225 { XCTAssertClose(presentation.verticalOffset, h / 2, accuracy: 1e-6) }
        }
        scene.host.advance(by: 0.15)
        XCTAssertEqual(presentation.verticalOffset, 0)

        scene.presenting.dismiss(animated: true)
        scene.host.advance(by: 0.225)
        XCTAssertClose(presentation.verticalOffset, h / 2, accuracy: 1e-6)
        scene.host.advance(by: 0.1)
        XCTAssertClose(presentation.verticalOffset, h * CGFloat(easeInOutReference(0.325 / 0.45)), accuracy: 1e-6)
        XCTAssertTrue(presented.isBeingDismissed)
        scene.host.advance(by: 0.125)
        XCTAssertTrue(scene.host.presentations.isEmpty)
    }

    func testThePresentedViewIsLaidOutAtRestInsideTheSlide() {
        let scene = SheetScene()
        let presented = LayoutRecordingViewController()
        scene.presenting.present(presented, animated: true)
        let animator = scene.host.presentation(of: presented)?.transition?.animator
        XCTAssertNotNil(animator)
        XCTAssertEqual(presented.passes.count, 1)
        XCTAssertTrue(presented.passes.first?.animator === animator, "inside the presentation's animation")
        XCTAssertEqual(presented.passes.first?.frame, scene.root.bounds, "at the resting frame")
        XCTAssertEqual(presented.view.frame.minY, SheetScene.size.height, "then the slide starts hidden")
        scene.host.advance(by: 0.45)
        XCTAssertEqual(presented.passes.count, 1, "advancing the slide only sets frames")

        let instant = LayoutRecordingViewController()
        presented.present(instant, animated: false)
        XCTAssertEqual(instant.passes.count, 1)
        XCTAssertNil(instant.passes.first?.animator)
    }

    func testTheControllerSaysHowFarTheSlideGoes() {
        let scene = SheetScene()
        let presented = ViewController()
        let controller = ShortSlideController(presentedViewController: presented, presenting: scene.presenting)
        scene.presenting.present(presented, presentationController: controller, animated: true)
        let presentation = scene.host.presentation(of: presented)!
        XCTAssertClose(presentation.verticalOffset, 200)
        scene.host.advance(by: 0.225)
        XCTAssertClose(presentation.verticalOffset, 100, accuracy: 1e-9)
        XCTAssertClose(presented.view.frame.minY, 100, accuracy: 1e-9)
        scene.host.advance(by: 0.225)
        XCTAssertEqual(presentation.verticalOffset, 0)
        scene.presenting.dismiss(animated: true)
        scene.host.advance(by: 0.1)
        XCTAssertClose(presentation.verticalOffset, 200 * CGFloat(easeInOutReference(0.1 / 0.45)), accuracy: 1e-9)
    }

    func testCompletionsHappenAtTheirExactInstant() {
        let scene = SheetScene()
        let presented = ViewController()
        var presentedAt: Double?, dismissedAt: Double?
        scene.host.present(presented, from: scene.presenting, animated: true) { presentedAt = scene.host.time }
        scene.host.advance(by: 0.1)
        // Asked during the slide in: waits, then starts at 0.45 exactly.
        scene.host.dismiss(presented, animated: true) { dismissedAt = scene.host.time }
        XCTAssertTrue(presented.isBeingDismissed)
        scene.host.dismiss(presented, animated: true) { XCTFail("a second dismissal is ignored") }
        scene.host.advance(by: 1.0)
        XCTAssertEqual(presentedAt!, 0.45, accuracy: 1e-12)
        XCTAssertEqual(dismissedAt!, 0.9, accuracy: 1e-12)
        XCTAssertTrue(scene.host.presentations.isEmpty)
    }

    func testHostLookupLayerOrderAndResize() {
        let scene = SheetScene()
        let child = ViewController()
        scene.presenting.addChild(child)
        scene.presenting.view.addSubview(child.view)
        XCTAssertTrue(child.presentationHost === scene.host)
        XCTAssertNil(ViewController().presentationHost)

        let content = View()
        scene.root.addSubview(content)
        scene.present(animated: false)
        XCTAssertTrue(scene.root.subviews.last === scene.host.layerView, "the layer comes back on top")
        XCTAssertTrue(scene.container.presentationHost === scene.host)
        XCTAssertTrue(scene.overlay.presentationHost === scene.host)

        let presentationContainer = scene.sheet.containerView!
        XCTAssertEqual(presentationContainer.subviews.map(\.identifier), ["sheetDimming", "sheetTapCatcher", "overlayContainer"])

        scene.root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        scene.host.layout()
        XCTAssertEqual(scene.container.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(scene.dimming.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(scene.sheet.tapCatcherView?.frame, CGRect(x: 0, y: 0, width: 844, height: 390))

        // Presenting again while presenting is ignored.
        var called = false
        scene.presenting.present(ViewController(), animated: false) { called = true }
        XCTAssertFalse(called)
        XCTAssertEqual(scene.host.presentations.count, 1)
    }

    func testDismissingAPresentationDismissesThoseAboveIt() {
        let scene = SheetScene()
        let first = ViewController(), second = ViewController()
        scene.presenting.present(first, animated: false)
        first.present(second, animated: true)
        XCTAssertEqual(scene.host.presentations.count, 2)
        var done = false
        scene.presenting.dismiss(animated: true) { done = true }
        XCTAssertNil(second.presentationController)
        XCTAssertNil(first.presentedViewController)
        XCTAssertEqual(scene.host.presentations.count, 1)
        scene.host.advance(by: 0.45)
        XCTAssertTrue(done)
        XCTAssertTrue(scene.host.presentations.isEmpty)
    }
}

/// Records each layout pass with the animator current at the time and the view's frame.
private final class LayoutRecordingViewController: ViewController {
    var passes: [(animator: ViewPropertyAnimator?, frame: CGRect)] = []

    override func layoutIfNeeded() {
        passes.append((AnimationContext.current?.animator, view.frame))
        super.layoutIfNeeded()
    }
}

/// Hides its presented view 200 pt below its resting frame.
private final class ShortSlideController: PresentationController {
    override var distanceToHidePresentedView: CGFloat { 200 }
}
