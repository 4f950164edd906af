import Foundation

/// e^x for the spring's envelopes, as the closed form needs one at every step of an animation.
///
/// Computed here rather than by the C library, for the reasons `SineCosine` is: the same bits on every machine and
/// C library (glibc, musl and Apple's libm round differently), and fewer instructions than a call of the C library's
/// (40 here against glibc's 50 with its wrapper).
///
/// x is split as k·(ln 2)/32 + r with k the nearest integer to 32·x/ln 2 and |r| ≤ (ln 2)/64, (ln 2)/32 in two parts
/// so that k times the first is exact (32 bits, |k| < 2¹⁵ here). Then e^x = 2^(k div 32) · 2^((k mod 32)/32) · e^r:
/// the first factor goes into the exponent bits, the second is one of 32 correctly rounded constants, and e^r comes
/// from its Taylor series to r⁶ (the first term left out, r⁷/7!, is below 4e-18). Within 2 units in the last place of
/// the exact value (tested against 80-bit exp). Arguments of magnitude 708 or more, where the result leaves the
/// normal range, and non-finite ones go to the C library.
package enum Exponential {
    /// Below this magnitude e^x and every intermediate power of two are normal numbers.
    private static let largestReduced = 708.0

    /// 2^(j/32) for j = 0…31, each the nearest Double to the exact value.
    private static let powersOfTwo: [Double] = [
        0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0,
        0x1.172b83c7d517bp+0, 0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0,
        0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0, 0x1.3dea64c123422p+0, 0x1.44e086061892dp+0,
        0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0, 0x1.6247eb03a5585p+0,
        0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
        0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0,
        0x1.ae89f995ad3adp+0, 0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0,
        0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0, 0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0,
    ]

    @inline(__always)
    package static func of(_ x: Double) -> Double {
        // NaN fails the comparison too: the C library answers NaN.
        guard abs(x) < largestReduced else { return exp(x) }
        // k = 32·x/ln 2 rounded to the nearest integer (ties to even) by the 1.5·2⁵² shift, without a call.
        let shift = 0x1.8p52, shifted = x * 0x1.71547652b82fep5 + shift
        let k = shifted - shift
        var r = x - k * 0x1.62e42fee00000p-6
        r -= k * 0x1.a39ef35793c76p-38
        let z = r * r
        // e^r − 1 = r + r²·(1/2! + r/3! + r²·(1/4! + r/5! + r²/6!)).
        let rest =
            r + z * ((0.5 + r * 0x1.5555555555555p-3) + z * ((0x1.5555555555555p-5 + r * 0x1.1111111111111p-7) + z * 0x1.6c16c16c16c17p-10))
        // k as an integer: the shifted sum's bits less the shift's (both have the same exponent).
        let whole = Int(Int64(bitPattern: shifted.bitPattern &- shift.bitPattern))
        let fraction = powersOfTwo[whole & 31]
        let powerOfTwo = Double(bitPattern: UInt64(bitPattern: Int64((whole >> 5) + 1023)) << 52)
        return (fraction + fraction * rest) * powerOfTwo
    }
}
