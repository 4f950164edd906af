import Foundation

/// A UIScrollView-style deceleration rate: the factor applied to the velocity every millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The per-millisecond velocity factor d, expected in (0, 1).
    public var rawValue: Double

    /// Creates a rate from its per-millisecond factor.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// `UIScrollView.DecelerationRate.normal` (0.998 per ms).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast` (0.99 per ms).
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// Exponential velocity decay, UIScrollView's deceleration: v(t) = v0·d^(1000t).
///
/// Times are seconds since the start of the decay. The formulas assume 0 < d < 1; with d = 1 the motion
/// is uniform (no friction) and the limits below are used.
public struct Decay: Hashable, Sendable {
    /// The deceleration rate d (per millisecond).
    public var rate: DecelerationRate
    /// Position at t = 0.
    public var initialPosition: Double
    /// Velocity at t = 0, units per second.
    public var initialVelocity: Double

    /// Creates a decay starting at `initialPosition` with `initialVelocity` (units per second).
    public init(rate: DecelerationRate = .normal, initialPosition: Double, initialVelocity: Double) {
        self.rate = rate
        self.initialPosition = initialPosition
        self.initialVelocity = initialVelocity
    }

    /// 1000·ln d: the decay constant per second (negative for d < 1).
    private var logRatePerSecond: Double {
        1000 * log(rate.rawValue)
    }

    /// Velocity at `time` seconds: v0·d^(1000t).
    public func velocity(at time: Double) -> Double {
        initialVelocity * pow(rate.rawValue, 1000 * time)
    }

    /// Position at `time` seconds: x0 + v0·(d^(1000t) − 1)/(1000·ln d).
    public func position(at time: Double) -> Double {
        let lambda = logRatePerSecond
        guard lambda != 0 else { return initialPosition + initialVelocity * time }
        // expm1 keeps precision for small t, where d^(1000t) − 1 would cancel.
        return initialPosition + initialVelocity * expm1(lambda * time) / lambda
    }

    /// Where the motion comes to rest (t → ∞): x0 − v0/(1000·ln d).
    public var restPosition: Double {
        let lambda = logRatePerSecond
        guard lambda != 0 else {
            return initialVelocity == 0 ? initialPosition : initialPosition + initialVelocity * .infinity
        }
        return initialPosition - initialVelocity / lambda
    }

    /// Time (s) until the position is within `threshold` of `restPosition`:
    /// ln(−1000·ln d·thr/|v0|)/(1000·ln d); 0 when already within.
    public func duration(toWithin threshold: Double) -> Double {
        let lambda = logRatePerSecond
        guard initialVelocity != 0 else { return 0 }
        guard lambda < 0 else { return .infinity }
        // The remaining distance at t is |v(t)|/(−λ); solve |v0|·e^(λt)/(−λ) = thr.
        let ratio = -lambda * threshold / abs(initialVelocity)
        guard ratio < 1 else { return 0 }
        return log(ratio) / lambda
    }

    /// The first time (s) at which the motion reaches `boundary`, or nil if it never does
    /// (behind the start, at or beyond the rest position, or no motion). Used to hand off to a bounce spring.
    public func time(toReach boundary: Double) -> Double? {
        let distance = boundary - initialPosition
        if distance == 0 { return 0 }
        guard initialVelocity != 0, (distance > 0) == (initialVelocity > 0) else { return nil }
        let lambda = logRatePerSecond
        guard lambda != 0 else { return distance / initialVelocity }
        // x(t) = x0 + v0·(e^(λt) − 1)/λ  ⇒  e^(λt) = 1 + λ·Δ/v0, which must lie in (0, 1].
        let decayed = 1 + lambda * distance / initialVelocity
        guard decayed > 0 else { return nil }
        return log1p(lambda * distance / initialVelocity) / lambda
    }
}

/// WWDC18 momentum projection, discrete-sum form: value + (velocity/1000)·d/(1 − d).
///
/// Where a UIScrollView-style throw would come to rest; 1000 pt/s with `.normal` projects 499 pt.
public func project(value: Double, velocity: Double, decelerationRate: DecelerationRate = .normal) -> Double {
    guard velocity != 0 else { return value }
    let d = decelerationRate.rawValue
    return value + (velocity / 1000) * d / (1 - d)
}
