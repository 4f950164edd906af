import Foundation

/// UIScrollView-like rubber band: (1 − 1/(x·c/d + 1))·d for an overshoot x ≥ 0.
///
/// Negative overshoots are mirrored (the sign is kept); a non-positive `dimension` gives 0. The slope at the
/// edge is `coefficient` and the result never exceeds `dimension`. Apply it to the raw overshoot every frame,
/// not incrementally. With d = 960: 5 → 2.74, 100 → 52.02, 400 → 178.98, 960 → 340.65.
public func rubberband(overshoot: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(overshoot)
    let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
}

/// The inverse of `rubberband`: the overshoot x a finger must make for the band to show `shown` past the edge,
/// x = d/c·(1/(1 − shown/d) − 1).
///
/// The band never reaches d, so `shown` is capped just below it (at 0.999999·d); a negative `shown` counts as 0
/// and a non-positive `dimension` gives `shown` back unchanged.
public func inverseRubberband(shown: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
    guard dimension > 0 else { return shown }
    let fraction = min(max(shown, 0) / dimension, 0.999_999)
    return dimension / coefficient * (1 / (1 - fraction) - 1)
}

/// OverlayContainer's logarithmic rubber band past a limit: roundedToHundredths(limit·(1 + factor·log10(value/limit))).
///
/// `limit` ≤ 0 gives 0. Meant for `value` > 0 (the curve is used past the limit; callers mirror it for the
/// other edge); a non-positive `value` gives the curve's limit as value → 0⁺ (−∞ for a positive factor).
public func logarithmicRubberBand(value: Double, limit: Double, factor: Double) -> Double {
    guard limit > 0 else { return 0 }
    guard value > 0 else {
        if factor == 0 { return roundedToHundredths(limit) }
        return factor > 0 ? -.infinity : .infinity
    }
    return roundedToHundredths(limit * (1 + factor * log10(value / limit)))
}

/// Rounds to two decimals: (x·100).rounded() / 100, Swift's default rule (to nearest, ties away from zero).
public func roundedToHundredths(_ x: Double) -> Double {
    (x * 100).rounded() / 100
}
