import Foundation
import OverlayContainer
import OverlayPhysics
import OverlayUIKit

/// UIScrollView's rubber band past the reachable range: `(1 − 1/(x·c/d + 1))·d` for an overshoot x, with
/// c = 0.55 and d = the available space (FloatingPanel's formula when rubber banding is on; <doc:BehaviorPresets>).
///
/// Slope 0.55 at the edge and never more than d past it, unlike the reference's logarithmic band, which keeps
/// growing. Inside the range the finger is followed exactly.
public final class ScrollViewRubberBandTranslationFunction: OverlayTranslationFunction {
    /// The dimension d in points: the container's available space. Update it (or make a new function) on resize.
    public var dimension: CGFloat
    /// The slope at the edge, 0.55 by default.
    public var coefficient: CGFloat
    /// Whether the overlay can be pulled above the highest reachable notch.
    public var bouncesAtMaximumHeight = true
    /// Whether the overlay can be pushed below the lowest reachable notch.
    public var bouncesAtMinimumHeight = true

    /// Creates the function for an available space of `dimension` points.
    public init(dimension: CGFloat, coefficient: CGFloat = SheetBehaviorConstants.rubberBandCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    public func overlayTranslationHeight(using parameters: OverlayTranslationParameters) -> CGFloat {
        let low = parameters.minimumHeight
        let high = parameters.maximumHeight
        let t = parameters.translation
        if t > high {
            return bouncesAtMaximumHeight ? high + band(t - high) : high
        }
        if t < low {
            return bouncesAtMinimumHeight ? low - band(low - t) : low
        }
        return t
    }

    private func band(_ overshoot: CGFloat) -> CGFloat {
        CGFloat(rubberband(overshoot: Double(overshoot), dimension: Double(dimension), coefficient: Double(coefficient)))
    }
}
