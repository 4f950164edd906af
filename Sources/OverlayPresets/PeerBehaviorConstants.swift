import Foundation
import OverlayContainer
import OverlayPhysics

/// FloatingPanel's default behaviour constants (`FloatingPanelDefaultBehavior`); see <doc:BehaviorPresets>.
public enum FloatingPanelBehaviorConstants {
    /// `springResponseTime`: 0.4 s, i.e. a frequency of 2.5 Hz (ω = 2π·2.5 ≈ 15.71 rad/s).
    public static let springResponse: CGFloat = 0.4
    /// `springDecelerationRate`: UIScrollView's fast rate + 0.001 = 0.991; only used to derive the damping ratio.
    public static let springDecelerationRate: Double = 0.991
    /// Release speeds (pt/s) at or below this get a critically damped spring (ζ = 1).
    public static let bouncyReleaseSpeed: CGFloat = 300
    /// `momentumProjectionRate`: UIScrollView's normal rate, 0.998 (Δ ≈ 0.499 s × v).
    public static let momentumProjectionRate = DecelerationRate.normal
    /// `redirectionalProgress`: cross more than this share of a segment to commit to the next notch.
    public static let redirectionalProgress: CGFloat = 0.5

    /// ζ = ln(rate) / (−2π·f·0.001) with f = 1/response: ≈ 0.576 for the defaults. FloatingPanel treats the
    /// deceleration rate as a per-millisecond decay of the spring's amplitude, hence the 0.001.
    public static var springDampingRatio: Double {
        let frequency = 1 / Double(springResponse)
        return log(springDecelerationRate) / (-2 * Double.pi * frequency * 0.001)
    }
}

/// Pulley's drawer constants; see <doc:BehaviorPresets>.
public enum PulleyBehaviorConstants {
    /// The drawer scroll view's `decelerationRate = .fast` (0.99): the release projects ≈ 0.099 s × v.
    public static let projectionRate = DecelerationRate.fast
    /// `snapMode = .nearestPositionUnlessExceeded(threshold: 20)`, points.
    public static let snapThreshold: CGFloat = 20
    /// `UIView.animate(…usingSpringWithDamping: 0.75…)`.
    public static let springDampingRatio: Double = 0.75
    /// `UIView.animate(withDuration: 0.3, …)`, seconds.
    public static let animationDuration: Double = 0.3

    /// The response (s) of a ζ = 0.75 spring whose `Spring.settlingDuration()` is `animationDuration`.
    ///
    /// The settling duration is linear in the response, so one measurement at a long reference response (where
    /// the 1 ms grid of the search is a negligible share) scales down. The grid rounds up, so the scaled spring
    /// settles at or just before 0.3 s and its own grid answer is exactly 0.300.
    public static var springResponse: Double {
        let referenceResponse = 10.0
        let referenceDuration = Spring(response: referenceResponse, dampingRatio: springDampingRatio).settlingDuration()
        return animationDuration * referenceResponse / referenceDuration
    }
}

/// Sheet (UISheetPresentationController / SwiftUI detents) constants; see <doc:BehaviorPresets>.
///
/// Apple documents none of the sheet's physics; these are approximations in the spirit of WWDC18 "Designing
/// Fluid Interfaces": momentum projection, velocity hand-off, no bounce.
public enum SheetBehaviorConstants {
    /// Projection rate: UIScrollView's normal rate, 0.998 (assumed, as WWDC18 recommends).
    public static let projectionRate = DecelerationRate.normal
    /// Spring response in seconds: 0.35 (approximation; Apple does not document it).
    public static let springResponse: Double = 0.35
    /// Spring damping ratio: 1, critically damped (approximation; sheets do not visibly bounce).
    public static let springDampingRatio: Double = 1
    /// UIScrollView's rubber-band coefficient, 0.55.
    public static let rubberBandCoefficient: CGFloat = 0.55
}
