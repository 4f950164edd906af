import Foundation
import OverlayContainer
import OverlayFiles

/// A scenario file's `targetPolicy` as the container's target notch policy.
extension TargetPolicySpec {
    /// A new policy with the file's parameters.
    public func makeTargetNotchPolicy() -> RushingForwardTargetNotchPolicy {
        let policy = RushingForwardTargetNotchPolicy()
        switch self {
        case let .rushingForward(minimumVelocity, minimumDuration):
            policy.minimumVelocity = CGFloat(minimumVelocity)
            policy.minimumDuration = CGFloat(minimumDuration)
        }
        return policy
    }
}
