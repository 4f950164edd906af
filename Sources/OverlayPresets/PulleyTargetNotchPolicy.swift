import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// Pulley's snap rule (<doc:BehaviorPresets>, `snapMode = .nearestPositionUnlessExceeded(threshold: 20)`).
///
/// The release is projected with the fast rate 0.99 (Δ ≈ 0.099 s × v, the drawer scroll view's own
/// `targetContentOffset`) and the nearest reachable notch wins (ties → lower), unless that is the notch the drag
/// started from and the overlay moved more than `threshold` points from where the drag started: then the next
/// notch in the direction of that movement (if there is one).
///
/// The start is not in the policy context, so the policy observes drag starts (`OverlayDragStartObserving`):
/// a scene calls `overlayWillStartDragging(in:)` from its delegate's `willStartDraggingOverlay`, or sets
/// `startHeight` itself. The start notch is the reachable notch nearest to `startHeight`. A decision consumes
/// `startHeight`, so a later policy call without a drag (e.g. `invalidateNotchHeights`) is a plain nearest pick.
public final class PulleyTargetNotchPolicy: OverlayTranslationTargetNotchPolicy, OverlayDragStartObserving {
    /// Movement (points) from the start that must be exceeded, strictly, to leave the start notch.
    public var threshold: CGFloat
    /// The rate of the release projection.
    public var decelerationRate: DecelerationRate
    /// The translation height the current drag started from; nil when unknown (plain nearest pick).
    public var startHeight: CGFloat?

    /// Creates the policy with Pulley's defaults (threshold 20 pt, fast rate 0.99).
    public init(
        threshold: CGFloat = PulleyBehaviorConstants.snapThreshold,
        decelerationRate: DecelerationRate = PulleyBehaviorConstants.projectionRate
    ) {
        self.threshold = threshold
        self.decelerationRate = decelerationRate
    }

    /// Records the container's translation height as the drag's start.
    public func overlayWillStartDragging(in container: OverlayContainerViewController) {
        startHeight = container.translationHeight
    }

    public func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        let start = startHeight
        startHeight = nil
        let ladder = ReachableNotchLadder(context)
        guard !ladder.isEmpty else { return 0 }
        let nearest = ladder.nearestPosition(to: projectedHeight(of: context, rate: decelerationRate))
        guard let start = start, start.isFinite else { return ladder.rungs[nearest].index }
        let moved = context.overlayTranslationHeight - start
        guard nearest == ladder.nearestPosition(to: start), abs(moved) > threshold else {
            return ladder.rungs[nearest].index
        }
        // Up (a larger height) is the next rung; down the previous one.
        let next = moved > 0 ? nearest + 1 : nearest - 1
        return ladder.rungs.indices.contains(next) ? ladder.rungs[next].index : ladder.rungs[nearest].index
    }
}
