import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// FloatingPanel's target choice (`shouldProjectMomentum` false; <doc:BehaviorPresets>): momentum projection
/// trimmed to the segment the overlay is leaving, so a release never skips a notch.
///
/// The overlay leaves a notch ("from") in the direction of the release: moving up, the highest reachable notch at
/// or below the current height (the lowest if below them all); moving down, the lowest at or above it (the highest
/// if above them all). The next notch in that direction is "to". The projected height is clamped into
/// [from, to], and the overlay commits to "to" only when that covers more than `redirectionalProgress` of the
/// segment. Without velocity it is the nearest notch (ties → lower).
public final class AdjacentSegmentTargetNotchPolicy: OverlayTranslationTargetNotchPolicy {
    /// The rate of the momentum projection; 0.998 (Δ ≈ 0.499 s × v) by default.
    public var decelerationRate: DecelerationRate
    /// The share of a segment (0…1) the projection must cross, strictly, to commit to the next notch.
    public var redirectionalProgress: CGFloat

    /// Creates the policy with FloatingPanel's defaults (rate 0.998, redirectional progress 0.5).
    public init(
        decelerationRate: DecelerationRate = FloatingPanelBehaviorConstants.momentumProjectionRate,
        redirectionalProgress: CGFloat = FloatingPanelBehaviorConstants.redirectionalProgress
    ) {
        self.decelerationRate = decelerationRate
        self.redirectionalProgress = redirectionalProgress
    }

    public func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        let ladder = ReachableNotchLadder(context)
        guard !ladder.isEmpty else { return 0 }
        let height = context.overlayTranslationHeight
        let projected = projectedHeight(of: context, rate: decelerationRate)
        guard projected != height else { return ladder.nearestIndex(to: height) }
        let movesUp = projected > height
        let rungs = ladder.rungs
        let fromPosition: Int
        if movesUp {
            fromPosition = rungs.lastIndex { $0.height <= height } ?? 0
        } else {
            fromPosition = rungs.firstIndex { $0.height >= height } ?? rungs.count - 1
        }
        let toPosition = movesUp ? fromPosition + 1 : fromPosition - 1
        let from = rungs[fromPosition]
        guard rungs.indices.contains(toPosition) else { return from.index }
        let to = rungs[toPosition]
        let span = abs(to.height - from.height)
        guard span > 0 else { return from.index }
        // No skipping: the projection counts only up to the next notch.
        let trimmed = min(max(projected, min(from.height, to.height)), max(from.height, to.height))
        let progress = abs(trimmed - from.height) / span
        let threshold = min(max(redirectionalProgress, 0), 1)
        return progress > threshold ? to.index : from.index
    }
}
