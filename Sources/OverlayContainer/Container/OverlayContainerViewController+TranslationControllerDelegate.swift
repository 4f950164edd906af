import Foundation
import OverlayUIKit

/// The container answers its translation controller: it names the overlay, turns the controller's reports into
/// delegate callbacks (observers first, then the delegate, then the presentation controller) and asks for the
/// layout pass in which scheduled translations run.
extension OverlayContainerViewController: HeightOverlayTranslationControllerDelegate {
    func overlayViewController(for translationController: OverlayTranslationController) -> ViewController? {
        topViewController
    }

    func overlayDragStart(for translationController: OverlayTranslationController) -> OverlayDragStart {
        topViewController.map(configuration.overlayDragStart(for:)) ?? .fromTargetHeight
    }

    func translationControllerWillStartDraggingOverlay(_ translationController: OverlayTranslationController) {
        notify(.willStartDragging)
    }

    func translationController(_ translationController: OverlayTranslationController, willEndDraggingAtVelocity velocity: CGPoint) {
        notify(.willEndDragging(velocity: velocity))
    }

    func translationController(_ translationController: OverlayTranslationController, willMoveOverlayToNotchAt index: Int) {
        notify(.willMove(notch: index))
    }

    func translationController(_ translationController: OverlayTranslationController, didMoveOverlayToNotchAt index: Int) {
        notify(.didMove(notch: index))
    }

    func translationController(
        _ translationController: OverlayTranslationController,
        willTranslateOverlayWith coordinator: TranslationCoordinator
    ) {
        overlayWillTranslate(coordinator)
    }

    func translationControllerDidScheduleTranslations(_ translationController: OverlayTranslationController) {
        setNeedsOverlayContainerHeightUpdate()
    }
}
