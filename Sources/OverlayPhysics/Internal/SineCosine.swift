import Foundation

/// The sine and cosine of one angle, as the spring's closed form needs them at every step of an animation.
///
/// Computed here from + − × and a table rather than by the C library: glibc's `sincos` (which saves and restores the
/// floating-point rounding mode and branches on the size of the angle) was a quarter of a step's time, and these
/// operations give the same bits on every machine and C library. The angle is reduced by the nearest multiple k of
/// π/16, with π/16 split in three parts so that the first products are exact (k < 2²⁰ here); the sine and cosine of
/// the remainder r (|r| ≤ π/32) come from their Taylor series to r⁹ and r¹⁰ (the first terms left out are below
/// 3e-18), and the angle-sum formulas turn them, with the sine and cosine of k·π/16 (32 correctly rounded constants,
/// exactly 0 and ±1 at the quarter turns), into the angle's. Within 3 units in the last place of the exact values
/// (tested against 80-bit sin and cos). Larger or non-finite angles go to the C library.
package struct SineCosine: Sendable {
    package let sine: Double
    package let cosine: Double

    /// Angles of up to 2²⁰ sixteenths of a half turn keep k·p1 and k·p2 exact (33-bit parts).
    private static let largestReduced = 0x1p20 * 0.19634954084936207

    /// sin(j·π/16) for j = 0…31 as the nearest Double and what is left of the exact value (exactly 0, ±1 at the
    /// quarter turns); cos(j·π/16) is entry j + 8 (mod 32).
    private static let sines: [(high: Double, low: Double)] = [
        (0, 0), (0x1.8f8b83c69a60bp-3, -0x1.26d19b9ff8d82p-57),
        (0x1.87de2a6aea963p-2, -0x1.72cedd3d5a610p-57), (0x1.1c73b39ae68c8p-1, 0x1.b25dd267f6600p-55),
        (0x1.6a09e667f3bcdp-1, -0x1.bdd3413b26456p-55), (0x1.a9b66290ea1a3p-1, 0x1.9f630e8b6dac8p-60),
        (0x1.d906bcf328d46p-1, 0x1.457e610231ac2p-56), (0x1.f6297cff75cb0p-1, 0x1.562172a361fd3p-56),
        (1, 0), (0x1.f6297cff75cb0p-1, 0x1.562172a361fd3p-56),
        (0x1.d906bcf328d46p-1, 0x1.457e610231ac2p-56), (0x1.a9b66290ea1a3p-1, 0x1.9f630e8b6dac8p-60),
        (0x1.6a09e667f3bcdp-1, -0x1.bdd3413b26456p-55), (0x1.1c73b39ae68c8p-1, 0x1.b25dd267f6600p-55),
        (0x1.87de2a6aea963p-2, -0x1.72cedd3d5a610p-57), (0x1.8f8b83c69a60bp-3, -0x1.26d19b9ff8d82p-57),
        (0, 0), (-0x1.8f8b83c69a60bp-3, 0x1.26d19b9ff8d82p-57),
        (-0x1.87de2a6aea963p-2, 0x1.72cedd3d5a610p-57), (-0x1.1c73b39ae68c8p-1, -0x1.b25dd267f6600p-55),
        (-0x1.6a09e667f3bcdp-1, 0x1.bdd3413b26456p-55), (-0x1.a9b66290ea1a3p-1, -0x1.9f630e8b6dac8p-60),
        (-0x1.d906bcf328d46p-1, -0x1.457e610231ac2p-56), (-0x1.f6297cff75cb0p-1, -0x1.562172a361fd3p-56),
        (-1, 0), (-0x1.f6297cff75cb0p-1, -0x1.562172a361fd3p-56),
        (-0x1.d906bcf328d46p-1, -0x1.457e610231ac2p-56), (-0x1.a9b66290ea1a3p-1, -0x1.9f630e8b6dac8p-60),
        (-0x1.6a09e667f3bcdp-1, 0x1.bdd3413b26456p-55), (-0x1.1c73b39ae68c8p-1, -0x1.b25dd267f6600p-55),
        (-0x1.87de2a6aea963p-2, 0x1.72cedd3d5a610p-57), (-0x1.8f8b83c69a60bp-3, 0x1.26d19b9ff8d82p-57),
    ]

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
        // k = angle·16/π rounded to the nearest integer (ties to even) by the 1.5·2⁵² shift, without a call.
        let shift = 0x1.8p52, shifted = angle * 0x1.45f306dc9c883p2 + shift
        let k = shifted - shift
        var r = angle - k * 0x1.921fb544p-3
        r -= k * 0x1.0b4611a6p-37
        r -= k * 0x1.3198a2e037073p-72
        let z = r * r, z2 = z * z
        let sineOfRest =
            r + r * z * ((-0x1.5555555555555p-3 + z * 0x1.1111111111111p-7) + z2 * (-0x1.a01a01a01a01ap-13 + z * 0x1.71de3a556c734p-19))
        // cos r − 1, kept apart from the 1 so that the sums below round once on the table's value.
        let cosineOfRestLessOne =
            z
            * ((-0.5 + z * 0x1.5555555555555p-5)
                + z2 * ((-0x1.6c16c16c16c17p-10 + z * 0x1.a01a01a01a01ap-16) - z2 * 0x1.27e4fb7789f5cp-22))
        // k as an integer: the shifted sum's bits less the shift's (both have the same exponent).
        let turn = Int(Int64(bitPattern: shifted.bitPattern &- shift.bitPattern))
        let s = Self.sines[turn & 31], c = Self.sines[(turn + 8) & 31]
        // sin(a + r) = sin a + (cos a·sin r + sin a·(cos r − 1)), cos(a + r) = cos a + (cos a·(cos r − 1) − sin a·sin r):
        // near the zeros next to a quarter turn the two products nearly cancel, and the table's own rounding would
        // otherwise count twice there.
        sine = s.high + (c.high * sineOfRest + (s.high * cosineOfRestLessOne + s.low))
        cosine = c.high + ((c.high * cosineOfRestLessOne + c.low) - s.high * sineOfRest)
    }
}
