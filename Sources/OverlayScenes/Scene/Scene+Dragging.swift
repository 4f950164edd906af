import Foundation
import OverlayContainer
import OverlayUIKit

extension BuiltInScene {
    /// Whether a finger moves the scene's overlay now (`OverlayContainerViewController.isFingerDraggingOverlay`).
    public var isFingerDraggingOverlay: Bool { container.isFingerDraggingOverlay }

    /// The velocity of the finger that moves the scene's overlay (`OverlayContainerViewController.overlayFingerVelocity`).
    public var overlayFingerVelocity: CGFloat { container.overlayFingerVelocity }
}
