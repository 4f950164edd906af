import Foundation

/// Units in the last place of `exact` (as a Double) between `value` and `exact`: how the tests of OverlayPhysics'
/// own e^x, sine and cosine measure them against 80-bit values.
func unitsInTheLastPlace(_ value: Double, from exact: Float80) -> Double {
    let rounded = Double(exact)
    let unit = rounded == 0 ? Double.leastNonzeroMagnitude : rounded.magnitude.ulp
    return Double(abs(Float80(value) - exact)) / unit
}

/// Calls `body` with the instant of every step of a minute of animation at 60 Hz, then at 120 Hz (seconds): the
/// times at which a spring's closed form is evaluated.
func forEveryStepOfAMinute(_ body: (Double) -> Void) {
    for hz in [60.0, 120] {
        for frame in 0..<Int(60 * hz) { body(Double(frame) / hz) }
    }
}
