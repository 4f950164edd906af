import Foundation

/// One motion of a spring from (u0, v0): the coefficients of its closed form worked out once, so that each step
/// evaluates only the time-dependent part.
///
/// `displacement(at:)` performs the operations of `SpringRegime.propagate`'s displacement in the same order (so it
/// gives the same bits, which frame logs and goldens depend on): under-damped e^(−a·t)·(u0·cos ωd t + B·sin ωd t)
/// with B = (v0 + a·u0)/ωd, critical e^(−ω0·t)·(u0 + B·t) with B = v0 + ω0·u0, over-damped C1·e^(r1·t) + C2·e^(r2·t),
/// free u0 + v0·t.
package struct SpringTrajectory: Sendable {
    package let regime: SpringRegime
    /// u0, or C1 when over-damped.
    private let first: Double
    /// B when under-damped or critical, C2 when over-damped, v0 when free.
    private let second: Double

    package init(regime: SpringRegime, displacement u0: Double, velocity v0: Double) {
        self.regime = regime
        switch regime {
        case let .underdamped(a, wd):
            first = u0
            second = (v0 + a * u0) / wd
        case let .critical(w):
            first = u0
            second = v0 + w * u0
        case let .overdamped(r1, r2):
            (first, second) = SpringRegime.overdampedCoefficients(u0: u0, v0: v0, r1: r1, r2: r2)
        case .free:
            first = u0
            second = v0
        }
    }

    /// The displacement `time` seconds after the start.
    package func displacement(at time: Double) -> Double {
        switch regime {
        case let .underdamped(a, wd):
            let envelope = Exponential.of(-a * time)
            let angle = SineCosine(wd * time)
            return envelope * (first * angle.cosine + second * angle.sine)
        case let .critical(w):
            return Exponential.of(-w * time) * (first + second * time)
        case let .overdamped(r1, r2):
            return first * Exponential.of(r1 * time) + second * Exponential.of(r2 * time)
        case .free:
            return first + second * time
        }
    }
}
