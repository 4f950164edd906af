import Foundation
import OverlayUIKit

/// How the translation controller talks back to the container that owns it: the overlay it moves, the callbacks it
/// fires, the coordinators it builds and the layout passes it needs. The container implements it; nothing else
/// about the container is known to the controller.
protocol HeightOverlayTranslationControllerDelegate: AnyObject {
    /// The overlay being moved, nil when the container has none (then nothing moves and nothing is reported).
    func overlayViewController(for translationController: OverlayTranslationController) -> ViewController?
    /// How a drag that starts during an animation takes the overlay (the transitioning delegate's answer).
    func overlayDragStart(for translationController: OverlayTranslationController) -> OverlayDragStart
    /// The first drag step that changes the height is about to be applied.
    func translationControllerWillStartDraggingOverlay(_ translationController: OverlayTranslationController)
    /// A drag that moved the overlay ends with this finger velocity.
    func translationController(_ translationController: OverlayTranslationController, willEndDraggingAtVelocity velocity: CGPoint)
    /// A move to `index` starts (the last reached notch becomes `index` right after).
    func translationController(_ translationController: OverlayTranslationController, willMoveOverlayToNotchAt index: Int)
    /// A move to `index` ended (instantly, or when its animation finished while still the latest one).
    func translationController(_ translationController: OverlayTranslationController, didMoveOverlayToNotchAt index: Int)
    /// Every translation — a drag step, an instant move, an animated move — calls this once with its coordinator.
    func translationController(
        _ translationController: OverlayTranslationController,
        willTranslateOverlayWith coordinator: TranslationCoordinator)
    /// A translation was scheduled: it runs at the next layout pass.
    func translationControllerDidScheduleTranslations(_ translationController: OverlayTranslationController)
}
