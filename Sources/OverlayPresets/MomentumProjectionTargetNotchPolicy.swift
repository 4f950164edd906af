import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// Momentum projection (WWDC18 "Designing Fluid Interfaces"): project where the release would come to rest with
/// a UIScrollView deceleration rate, then take the reachable notch nearest to that height (ties → lower).
///
/// With the normal rate 0.998 the projection is ≈ 0.499 s × v, so a fast flick may skip notches. Used by the
/// fluid and sheet presets.
public final class MomentumProjectionTargetNotchPolicy: OverlayTranslationTargetNotchPolicy {
    /// The per-millisecond deceleration rate the release decays with.
    public var decelerationRate: DecelerationRate

    /// Creates the policy; UIScrollView's normal rate (0.998) by default.
    public init(decelerationRate: DecelerationRate = .normal) {
        self.decelerationRate = decelerationRate
    }

    public func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        let ladder = ReachableNotchLadder(context)
        guard !ladder.isEmpty else { return 0 }
        return ladder.nearestIndex(to: projectedHeight(of: context, rate: decelerationRate))
    }
}
