import Foundation
import OverlayPhysics
import OverlayUIKit

/// The default target policy (<doc:TargetNotchPolicy>): look 0.1 s ahead along the release velocity, take the nearest
/// reachable notch, or above `minimumVelocity` the one of the two nearest that lies in the direction of motion.
public final class RushingForwardTargetNotchPolicy: OverlayTranslationTargetNotchPolicy {
    /// The speed (points per second, strictly above) from which the direction of motion picks the notch.
    public var minimumVelocity: CGFloat = 400
    /// How far ahead (seconds) the release velocity projects the height.
    public var minimumDuration: CGFloat = 0.1

    /// Creates the policy with the reference defaults.
    public init() {}

    public func targetNotchIndex(using context: OverlayContainerContextTargetNotchPolicy) -> Int {
        let reachable = context.reachableIndexes
        guard !reachable.isEmpty else { return 0 }
        let velocityY = context.velocity.y
        // Up is a negative y velocity but a larger height.
        let projected = minimumDuration * -velocityY + context.overlayTranslationHeight
        let closest = reachable.sorted { lhs, rhs in
            let lh = context.height(forNotchAt: lhs)
            let rh = context.height(forNotchAt: rhs)
            let ld = abs(projected - lh)
            let rd = abs(projected - rh)
            return ld != rd ? ld < rd : lh < rh
        }
        if reachable.count > 1 && abs(velocityY) > minimumVelocity {
            let (a, b) = (closest[0], closest[1])
            return velocityY < 0 ? max(a, b) : min(a, b)
        }
        return closest[0]
    }
}
