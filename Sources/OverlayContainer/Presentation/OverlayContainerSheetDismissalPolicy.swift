import Foundation
import OverlayUIKit

/// What a sheet's dismissal policy decides from, as the reference's: a transition context plus the height the
/// translation goes to. Every transition coordinator context is one (the sheet hands the policy the translation's
/// coordinator); test doubles adopt it directly.
public protocol OverlayContainerSheetDismissalPolicyContext: OverlayContainerTransitionContext {
    /// The height the translation goes to: the new height during a drag, the target notch when animating.
    var targetTranslationHeight: CGFloat { get }
}

/// Decides, on every translation of a sheet-presented container, whether the sheet should be dismissed
/// (<doc:SheetPresentation>). A struct or a class.
public protocol OverlayContainerSheetDismissalPolicy {
    /// Whether the presented view controller should be dismissed, given this translation.
    func shouldDismiss(using context: OverlayContainerSheetDismissalPolicyContext) -> Bool
}
