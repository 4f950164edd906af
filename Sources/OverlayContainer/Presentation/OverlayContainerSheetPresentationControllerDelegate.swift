import Foundation
import OverlayUIKit

/// Customises a sheet presentation: its dismissal policy and whether a tap outside the overlay dismisses
/// (<doc:SheetPresentation>). Both methods are optional.
public protocol OverlayContainerSheetPresentationControllerDelegate: AnyObject {
    /// The policy asked on every translation. Default: `ThresholdOverlayContainerSheetDismissalPolicy()`.
    func overlayContainerSheetDismissalPolicy(
        for presentationController: OverlayContainerSheetPresentationController
    ) -> OverlayContainerSheetDismissalPolicy

    /// Whether a tap outside the overlay content dismisses. Default: true.
    func overlayContainerSheetPresentationControllerShouldDismissOnTap(
        _ presentationController: OverlayContainerSheetPresentationController
    ) -> Bool
}

extension OverlayContainerSheetPresentationControllerDelegate {
    public func overlayContainerSheetDismissalPolicy(
        for presentationController: OverlayContainerSheetPresentationController
    ) -> OverlayContainerSheetDismissalPolicy {
        ThresholdOverlayContainerSheetDismissalPolicy()
    }

    public func overlayContainerSheetPresentationControllerShouldDismissOnTap(
        _ presentationController: OverlayContainerSheetPresentationController
    ) -> Bool {
        true
    }
}
