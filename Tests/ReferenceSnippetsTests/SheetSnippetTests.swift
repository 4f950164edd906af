import Foundation
import OverlayContainer
import OverlayUIKit
import XCTest

// README "Presenting an overlay container" and the example's activity-like presentation: a container presented as
// a sheet through a transitioning delegate, with a dimming view, a threshold policy and a struct target policy.

private final class ColoredViewController: ViewController {
    override func loadView() {
        view = View()
        view.backgroundColor = .systemBlue
    }
}

private struct MoveDownIsHardPolicy: OverlayTranslationTargetNotchPolicy {
    func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        let policy = RushingForwardTargetNotchPolicy()
        if context.velocity.y >= 0 { policy.minimumVelocity = 2400 }
        return policy.targetNotchIndex(using: context)
    }
}

private final class ActivityLikePresentingViewController: ViewController, ViewControllerTransitioningDelegate,
    OverlayTransitioningDelegate, OverlayContainerViewControllerDelegate, OverlayContainerSheetPresentationControllerDelegate
{
    enum Notch: Int, CaseIterable {
        case minimum, medium, maximum
    }

    private(set) var container: OverlayContainerViewController?
    private(set) var sheet: OverlayContainerSheetPresentationController?

    func showActivityLikeOverlay() {
        let container = OverlayContainerViewController()
        container.viewControllers = [ColoredViewController()]
        container.delegate = self
        container.moveOverlay(toNotchAt: Notch.medium.rawValue, animated: false)
        container.transitioningDelegate = self
        container.modalPresentationStyle = .custom
        present(container, animated: true, completion: nil)
        self.container = container
    }

    // MARK: - ViewControllerTransitioningDelegate

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        let dimmingView = TransparentOverlayContainerSheetDimmingView()
        dimmingView.minimumAlpha = 0.0
        dimmingView.maximumAlpha = 0.1
        let controller = OverlayContainerSheetPresentationController(
            dimmingView: dimmingView,
            presentedViewController: presented,
            presenting: presenting)
        controller.sheetDelegate = self
        sheet = controller
        return controller
    }

    // MARK: - OverlayContainerSheetPresentationControllerDelegate

    func overlayContainerSheetDismissalPolicy(for presentationController: OverlayContainerSheetPresentationController)
        -> OverlayContainerSheetDismissalPolicy
    {
        var policy = ThresholdOverlayContainerSheetDismissalPolicy()
        policy.dismissingVelocity = .value(2400)
        policy.dismissingPosition = .notch(index: Notch.medium.rawValue)
        return policy
    }

    // MARK: - OverlayTransitioningDelegate

    func overlayTargetNotchPolicy(for overlayViewController: ViewController) -> OverlayTranslationTargetNotchPolicy? {
        MoveDownIsHardPolicy()
    }

    // MARK: - OverlayContainerViewControllerDelegate

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
        Notch.allCases.count
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        transitioningDelegateForOverlay overlayViewController: ViewController
    ) -> OverlayTransitioningDelegate? {
        self
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        heightForNotchAt index: Int, availableSpace: CGFloat
    ) -> CGFloat {
        switch Notch.allCases[index] {
        case .minimum: return 100
        case .medium: return 300
        case .maximum: return availableSpace - 200
        }
    }
}

final class SheetSnippetTests: XCTestCase {
    func testThePresentedSheetDismissesOnAFastFlickDown() throws {
        let window = SnippetWindow()
        let presenting = ActivityLikePresentingViewController()
        window.show(presenting)
        presenting.showActivityLikeOverlay()
        let container = try XCTUnwrap(presenting.container)
        let sheet = try XCTUnwrap(presenting.sheet, "the transitioning delegate's presentation controller is used")
        XCTAssertTrue(container.presentationController === sheet)
        window.drive(container)
        window.run(0.6)
        XCTAssertEqual(container.translationHeight, 300)
        XCTAssertFalse(container.isBeingPresented)
        // A slow drag up and a release stays presented.
        window.drag(from: CGPoint(x: 100, y: 844 - 300 + 10), to: CGPoint(x: 100, y: 844 - 380 + 10), duration: 0.5)
        window.run(0.6)
        XCTAssertNotNil(window.host.presentation(of: container))
        // A flick down faster than 2400 pt/s dismisses.
        window.drag(from: CGPoint(x: 100, y: 844 - 300 + 10), to: CGPoint(x: 100, y: 844 - 200 + 10), duration: 0.03)
        window.run(0.1)
        XCTAssertTrue(container.isBeingDismissed)
        window.run(1)
        XCTAssertNil(window.host.presentation(of: container))
    }

    func testASheetWithoutDimmingView() {
        let window = SnippetWindow()
        let presenting = ViewController()
        window.show(presenting)
        let container = OverlayContainerViewController()
        container.viewControllers = [ColoredViewController()]
        let sheet = OverlayContainerSheetPresentationController(
            dimmingView: nil, presentedViewController: container,
            presenting: presenting)
        presenting.present(container, presentationController: sheet, animated: false)
        XCTAssertNil(sheet.dimmingView)
        XCTAssertNotNil(sheet.tapCatcherView, "a tap outside still dismisses")
    }
}
