import Foundation

/// What a sheet's dismissal policy decides from: the transition coordinator's context of the translation
/// (isDragging, targetTranslationHeight, velocity, overlayTranslationHeight, the notches, the reachable ones).
/// An alias, so that every coordinator the container hands out serves as-is and test doubles adopt one protocol.
public typealias OverlayContainerSheetDismissalPolicyContext = OverlayContainerTransitionCoordinatorContext

/// Decides, on every translation of a sheet-presented container, whether the sheet should be dismissed
/// (<doc:SheetPresentation>).
public protocol OverlayContainerSheetDismissalPolicy {
    /// Whether the presented view controller should be dismissed, given this translation.
    func shouldDismiss(using context: OverlayContainerSheetDismissalPolicyContext) -> Bool
}
