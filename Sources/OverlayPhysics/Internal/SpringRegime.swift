import Foundation

/// The damping regime of a linear spring m·u″ + c·u′ + k·u = 0, with the constants its closed form needs.
///
/// Computed once per spring so that the closed form, the stepper matrix and the settling envelope
/// all branch the same way.
package enum SpringRegime: Sendable {
    /// ζ < 1: u = e^(−a·t)·[u0·cos ωd t + (v0 + a·u0)/ωd · sin ωd t], with a = c/2m = ζω0.
    case underdamped(decay: Double, dampedFrequency: Double)
    /// |ζ − 1| < 1e-6: u = e^(−ω0·t)·[u0 + (v0 + ω0·u0)·t].
    case critical(omega: Double)
    /// ζ > 1: u = C1·e^(r1·t) + C2·e^(r2·t) with r2 < r1 ≤ 0.
    case overdamped(slowRoot: Double, fastRoot: Double)
    /// k = 0 and c = 0: no force at all, u = u0 + v0·t.
    case free

    /// Tolerance on |ζ − 1| below which the critical formulas are used (the others divide by ≈ 0 there).
    static let criticalTolerance = 1e-6

    package init(mass: Double, stiffness: Double, damping: Double) {
        if stiffness == 0 && damping == 0 {
            self = .free
            return
        }
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) < SpringRegime.criticalTolerance {
            self = .critical(omega: omega0)
        } else if zeta < 1 {
            // √(4mk − c²)/2m avoids the cancellation of ω0·√(1 − ζ²) near ζ = 1.
            let dampedFrequency = (4 * mass * stiffness - damping * damping).squareRoot() / (2 * mass)
            self = .underdamped(decay: damping / (2 * mass), dampedFrequency: dampedFrequency)
        } else {
            // Roots of m·r² + c·r + k = 0 via q = −(c + √Δ)/2 (stable form): r2 = q/m, r1 = k/q.
            // With k = 0 this gives r1 = 0 exactly (pure drag).
            let discriminant = (damping * damping - 4 * mass * stiffness).squareRoot()
            let q = -(damping + discriminant) / 2
            self = .overdamped(slowRoot: stiffness / q, fastRoot: q / mass)
        }
    }

    /// Exact (u, v) after `t` seconds from (u0, v0).
    func propagate(displacement u0: Double, velocity v0: Double, time t: Double) -> (Double, Double) {
        switch self {
        case let .underdamped(a, wd):
            let envelope = Exponential.of(-a * t)
            let angle = SineCosine(wd * t)
            let omega0Squared = a * a + wd * wd
            let u = envelope * (u0 * angle.cosine + (v0 + a * u0) / wd * angle.sine)
            let v = envelope * (v0 * angle.cosine - (omega0Squared * u0 + a * v0) / wd * angle.sine)
            return (u, v)
        case let .critical(w):
            let envelope = Exponential.of(-w * t)
            let b = v0 + w * u0
            return (envelope * (u0 + b * t), envelope * (v0 - w * b * t))
        case let .overdamped(r1, r2):
            let (c1, c2) = Self.overdampedCoefficients(u0: u0, v0: v0, r1: r1, r2: r2)
            let e1 = Exponential.of(r1 * t)
            let e2 = Exponential.of(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        case .free:
            return (u0 + v0 * t, v0)
        }
    }

    /// `Spring.settlingDuration(initialVelocity:epsilon:)` of the spring this regime was worked out from (an
    /// animator that keeps the regime does not work it out twice).
    package func settlingDuration(initialVelocity: Double, epsilon: Double = 0.001) -> Double {
        // Progress runs from −1 to the target 0, so a positive UIKit velocity points at the target.
        SettlingSearch.duration(regime: self, displacement: -1, velocity: initialVelocity, epsilon: epsilon)
    }

    /// An upper bound on |u(t)|. For the damped regimes it is unimodal in t (rises at most once, then only
    /// decreases), which is what lets the settling search stop at the first point past its peak.
    func envelope(displacement u0: Double, velocity v0: Double, time t: Double) -> Double {
        switch self {
        case let .underdamped(a, wd):
            // A·cos + B·sin has amplitude √(A² + B²).
            let b = (v0 + a * u0) / wd
            return Exponential.of(-a * t) * (u0 * u0 + b * b).squareRoot()
        case let .critical(w):
            return Exponential.of(-w * t) * (abs(u0) + abs(v0 + w * u0) * t)
        case let .overdamped(r1, r2):
            let (c1, c2) = Self.overdampedCoefficients(u0: u0, v0: v0, r1: r1, r2: r2)
            return abs(c1) * Exponential.of(r1 * t) + abs(c2) * Exponential.of(r2 * t)
        case .free:
            return abs(u0 + v0 * t)
        }
    }

    /// About when `envelope` falls to `epsilon` for good (seconds), from its formula: exact up to rounding when
    /// under-damped, a few fixed-point steps of t = log(envelope's amplitude at t / epsilon) / rate otherwise.
    /// Only a starting point: the settling search checks the grid around it. nil when it has none.
    func settlingEstimate(displacement u0: Double, velocity v0: Double, epsilon: Double) -> Double? {
        guard epsilon > 0 else { return nil }
        switch self {
        case let .underdamped(a, wd):
            guard a > 0 else { return nil }
            let b = (v0 + a * u0) / wd
            return max(0, log((u0 * u0 + b * b).squareRoot() / epsilon) / a)
        case let .critical(w):
            // e^(−w·t)·(p + q·t) = ε past its peak (t ≥ 1/w − p/q), where the step below contracts.
            let p = abs(u0), q = abs(v0 + w * u0)
            guard p + q > 0 else { return 0 }
            var t = 1 / w
            for _ in 0..<8 { t = max(0, log((p + q * t) / epsilon) / w) }
            return t
        case let .overdamped(r1, r2):
            guard r1 < 0 else { return nil }
            let (c1, c2) = Self.overdampedCoefficients(u0: u0, v0: v0, r1: r1, r2: r2)
            let slow = abs(c1), fast = abs(c2)
            guard slow > 0 else { return fast > 0 ? max(0, log(fast / epsilon) / -r2) : 0 }
            var t = max(0, log(slow / epsilon) / -r1)
            for _ in 0..<4 { t = max(0, log((slow + fast * Exponential.of((r2 - r1) * t)) / epsilon) / -r1) }
            return t
        case .free:
            return nil
        }
    }

    static func overdampedCoefficients(u0: Double, v0: Double, r1: Double, r2: Double) -> (Double, Double) {
        let c2 = (v0 - r1 * u0) / (r2 - r1)
        return (u0 - c2, c2)
    }
}
