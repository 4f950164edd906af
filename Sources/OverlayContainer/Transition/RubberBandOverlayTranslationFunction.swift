import Foundation
import OverlayPhysics
import OverlayUIKit

/// The default translation function: follows the finger inside the reachable range and resists logarithmically
/// beyond it (<doc:RubberBand>).
///
/// Past the top: `round2(M · (1 + factor · log10(t / M)))`; past the bottom, the mirror image around the lowest
/// height. Only the out-of-range results are rounded to 2 decimals; in-range values are returned exactly, so
/// "is at a notch" comparisons keep working with fractional notch heights.
public final class RubberBandOverlayTranslationFunction: OverlayTranslationFunction {
    /// How strongly the overlay resists past a limit; 0.5 by default.
    public var factor: CGFloat = 0.5
    /// Whether the overlay can be pulled above the highest reachable notch.
    public var bouncesAtMaximumHeight = true
    /// Whether the overlay can be pushed below the lowest reachable notch.
    public var bouncesAtMinimumHeight = true

    /// Creates the function with the reference defaults.
    public init() {}

    public func overlayTranslationHeight(using parameters: OverlayTranslationParameters) -> CGFloat {
        let m = parameters.minimumHeight
        let top = parameters.maximumHeight
        let t = parameters.translation
        if t >= top && bouncesAtMaximumHeight {
            return CGFloat(logarithmicRubberBand(value: Double(t), limit: Double(top), factor: Double(factor)))
        }
        if t <= m && bouncesAtMinimumHeight {
            let mirrored = 2 * m - t
            let resisted = CGFloat(logarithmicRubberBand(value: Double(mirrored), limit: Double(m), factor: Double(factor)))
            return 2 * m - resisted
        }
        return min(max(t, m), top)
    }
}
