import Foundation
import OverlayPhysics
import OverlayUIKit

/// The default dismissal policy: dismiss when a translation (not a drag step) goes below a height, or was
/// released downward faster than a velocity (<doc:SheetPresentation>).
///
/// With the defaults the position rule hardly ever fires (no target lies below notch 0), so the default means
/// "dismiss if released downward faster than 2400 pt/s". A value: a copy changed leaves the original as it was.
///
/// ```swift
/// var policy = ThresholdOverlayContainerSheetDismissalPolicy()
/// policy.dismissingPosition = .notch(index: 1)
/// ```
public struct ThresholdOverlayContainerSheetDismissalPolicy: OverlayContainerSheetDismissalPolicy {
    /// The height below which a translation's target dismisses.
    public enum Position: Hashable, Sendable {
        /// No position rule.
        case none
        /// A target strictly below this notch's height dismisses.
        case notch(index: Int)
        /// A target strictly below this translation height dismisses.
        case translationHeight(CGFloat)
    }

    /// The downward velocity above which a translation dismisses.
    public enum Velocity: Hashable, Sendable {
        /// No velocity rule.
        case none
        /// A velocity strictly above this many points per second (positive = downward) dismisses.
        case value(CGFloat)
    }

    /// The velocity rule; `.value(2400)` by default.
    public var dismissingVelocity: Velocity
    /// The position rule; `.notch(index: 0)` by default.
    public var dismissingPosition: Position

    /// Creates the policy; by default a downward release faster than 2400 pt/s, or a target below notch 0,
    /// dismisses.
    public init(dismissingVelocity: Velocity = .value(2400), dismissingPosition: Position = .notch(index: 0)) {
        self.dismissingVelocity = dismissingVelocity
        self.dismissingPosition = dismissingPosition
    }

    /// Never while dragging; then the position rule, then the velocity rule, both strict.
    public func shouldDismiss(using context: OverlayContainerSheetDismissalPolicyContext) -> Bool {
        guard !context.isDragging else { return false }
        switch dismissingPosition {
        case .none:
            break
        case let .notch(index):
            if context.targetTranslationHeight < context.height(forNotchAt: index) { return true }
        case let .translationHeight(height):
            if context.targetTranslationHeight < height { return true }
        }
        switch dismissingVelocity {
        case .none:
            return false
        case let .value(velocity):
            return context.velocity.y > velocity
        }
    }
}
