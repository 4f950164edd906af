import Foundation
import OverlayUIKit

/// What a sheet's dismissal policy decides from, as the reference's: a transition context plus the height the
/// translation goes to. The sheet builds one from the transition coordinator of every translation; test doubles
/// adopt it directly.
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

/// The dismissal context of one translation: a snapshot of its coordinator.
struct SheetDismissalContext: OverlayContainerSheetDismissalPolicyContext {
    let isDragging: Bool
    let velocity: CGPoint
    let overlayTranslationHeight: CGFloat
    let targetTranslationHeight: CGFloat
    let notchIndexes: Range<Int>
    let reachableIndexes: [Int]
    private let heights: [CGFloat]

    init(_ context: OverlayContainerTransitionCoordinatorContext) {
        isDragging = context.isDragging
        velocity = context.velocity
        overlayTranslationHeight = context.overlayTranslationHeight
        targetTranslationHeight = context.targetTranslationHeight
        notchIndexes = context.notchIndexes
        reachableIndexes = context.reachableIndexes
        heights = context.notchIndexes.map(context.height(forNotchAt:))
    }

    func height(forNotchAt index: Int) -> CGFloat {
        notchIndexes.contains(index) ? heights[index - notchIndexes.lowerBound] : 0
    }
}
