import Foundation
import OverlayPhysics
import OverlayUIKit

/// What every translation context knows: the notches, the reachable ones, the current height and velocity.
/// Test doubles may adopt it (and the protocols built on it): its requirements are the reference's.
public protocol OverlayContainerTransitionContext {
    /// Whether the user's finger is dragging the overlay.
    var isDragging: Bool { get }
    /// The velocity in window coordinates, points per second; positive y means moving down.
    var velocity: CGPoint { get }
    /// The overlay's translation height (model value) when the context was built.
    var overlayTranslationHeight: CGFloat { get }
    /// Every notch index, `0..<numberOfNotches`.
    var notchIndexes: Range<Int> { get }
    /// The enabled notch indexes, ascending.
    var reachableIndexes: [Int] { get }
    /// The height of a notch; 0 for an index out of range.
    func height(forNotchAt index: Int) -> CGFloat
}

extension OverlayContainerTransitionContext {
    /// The height of the lowest reachable notch, or 0 when none is reachable.
    public func minimumReachableHeight() -> CGFloat {
        reachableIndexes.first.map(height(forNotchAt:)) ?? 0
    }

    /// The height of the highest reachable notch, or 0 when none is reachable.
    public func maximumReachableHeight() -> CGFloat {
        reachableIndexes.last.map(height(forNotchAt:)) ?? 0
    }

    /// The height of notch 0, or 0 when there are no notches.
    public func minimumHeight() -> CGFloat {
        notchIndexes.first.map(height(forNotchAt:)) ?? 0
    }

    /// The height of the last notch, or 0 when there are no notches.
    public func maximumHeight() -> CGFloat {
        notchIndexes.last.map(height(forNotchAt:)) ?? 0
    }
}

/// The context a transition coordinator shares with alongside animations and completions: what a sheet's dismissal
/// policy sees (the transition context and `targetTranslationHeight`) plus whether it is animated or cancelled.
public protocol OverlayContainerTransitionCoordinatorContext: OverlayContainerSheetDismissalPolicyContext {
    /// Whether the translation is animated.
    var isAnimated: Bool { get }
    /// Whether a newer animated translation superseded this one; read it live in completions.
    var isCancelled: Bool { get }
}

extension OverlayContainerTransitionCoordinatorContext {
    /// `(target − lowest reachable) / (highest reachable − lowest reachable)`, or 0 when they are equal.
    /// Not clamped: below 0 or above 1 while rubber-banding.
    public func translationProgress() -> CGFloat {
        progress(from: minimumReachableHeight(), to: maximumReachableHeight())
    }

    /// The same ratio over all notches (index 0 and the last), reachable or not.
    public func overallTranslationProgress() -> CGFloat {
        progress(from: minimumHeight(), to: maximumHeight())
    }

    private func progress(from low: CGFloat, to high: CGFloat) -> CGFloat {
        guard high != low else { return 0 }
        return (targetTranslationHeight - low) / (high - low)
    }
}

/// The context a target-notch policy decides from (isDragging is false, velocity is the release velocity).
public protocol OverlayContainerContextTargetNotchPolicy: OverlayContainerTransitionContext {
    /// The overlay (the container's last view controller).
    var overlayViewController: ViewController { get }
}

/// The context an animation controller builds its animator from.
public protocol OverlayContainerContextTransitioning: OverlayContainerTransitionContext {
    /// The overlay (the container's last view controller).
    var overlayViewController: ViewController { get }
    /// The notch the overlay moves to.
    var targetNotchIndex: Int { get }
    /// That notch's height.
    var targetNotchHeight: CGFloat { get }
}

/// The inputs of a translation function: the allowed range and the raw translation the finger asks for.
public protocol OverlayTranslationParameters {
    /// The lowest reachable height (the range rule of <doc:NotchModel>).
    var minimumHeight: CGFloat { get }
    /// The highest reachable height (the range rule of <doc:NotchModel>).
    var maximumHeight: CGFloat { get }
    /// `startHeight − fingerOffset`: where the overlay would be if it followed the finger 1:1.
    var translation: CGFloat { get }
}
