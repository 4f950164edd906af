import Foundation

/// The sine and cosine of one angle, as the spring's closed form needs them at every step of an animation.
///
/// Computed here from + − × only, rather than by the C library: glibc's `sincos` (which saves and restores the
/// floating-point rounding mode and branches on the size of the angle) was a quarter of a step's time, and these
/// operations give the same bits on every machine and C library. The angle is reduced by the nearest multiple k of π/2,
/// with π/2 split in three parts so that the first products are exact (k < 2¹⁹ here); the sine and cosine of the
/// remainder r (|r| ≤ π/4) come from their Taylor series to r¹⁷ and r¹⁶ (the first term left out is below 1e-19),
/// evaluated by Estrin's scheme in r² (short dependency chains); k mod 4 picks and signs them. Within 3 units in the
/// last place of the exact values (tested against 80-bit sin and cos). Larger or non-finite angles go to the C
/// library.
package struct SineCosine: Sendable {
    package let sine: Double
    package let cosine: Double

    /// Angles of up to 2¹⁹ quarter turns keep k·p1 and k·p2 exact (33-bit parts).
    private static let largestReduced = 0x1p19 * 1.5707963267948966

    package init(_ angle: Double) {
        guard abs(angle) < Self.largestReduced else {
            // NaN and infinities fail the comparison too: the C library answers NaN for them.
            (sine, cosine) = (sin(angle), cos(angle))
            return
        }
        guard abs(angle) >= 0x1p-26 else {
            // x³/6 and x²/2 are below half a unit in the last place: sin x = x (a zero keeps its sign), cos x = 1.
            (sine, cosine) = (angle, 1)
            return
        }
        // k = angle·2/π rounded to the nearest integer (ties to even) by the 1.5·2⁵² shift, without a call.
        let shift = 0x1.8p52
        let k = (angle * 0x1.45f306dc9c883p-1 + shift) - shift
        var r = angle - k * 0x1.921fb544p+0
        r -= k * 0x1.0b4611a6p-34
        r -= k * 0x1.3198a2e037073p-69
        let z = r * r, z2 = z * z, z4 = z2 * z2
        let sineTerms =
            (-0x1.5555555555555p-3 + z * 0x1.1111111111111p-7) + z2 * (-0x1.a01a01a01a01ap-13 + z * 0x1.71de3a556c734p-19)
            + z4 * ((-0x1.ae64567f544e4p-26 + z * 0x1.6124613a86d09p-33) + z2 * (-0x1.ae7f3e733b81fp-41 + z * 0x1.952c77030ad4ap-49))
        let cosineTerms =
            (-0.5 + z * 0.041666666666666664) + z2 * (-0.001388888888888889 + z * 2.48015873015873e-05)
            + z4 * ((-2.755731922398589e-07 + z * 2.08767569878681e-09) + z2 * (-1.1470745597729725e-11 + z * 4.779477332387385e-14))
        let sineOfRest = r + r * z * sineTerms
        let cosineOfRest = 1 + z * cosineTerms
        let quarterTurns = Int(k) & 3
        let swapped = quarterTurns & 1 != 0
        let s = swapped ? cosineOfRest : sineOfRest
        let c = swapped ? sineOfRest : cosineOfRest
        sine = quarterTurns & 2 != 0 ? -s : s
        cosine = (quarterTurns + 1) & 2 != 0 ? -c : c
    }
}
