import Foundation

/// A UIKit-style cubic Bézier timing curve from (0, 0) to (1, 1) (`UICubicTimingParameters`).
///
/// Used for non-spring animations such as a 0.3 s ease-out push.
public struct TimingCurve: Hashable, Sendable {
    /// First control point, x clamped to [0, 1] so time stays monotonic.
    public let x1: Double, y1: Double
    /// Second control point, x clamped to [0, 1] so time stays monotonic.
    public let x2: Double, y2: Double

    /// Creates a curve from its two control points; x coordinates are clamped to [0, 1] (as UIKit requires).
    public init(controlPoint1 x1: Double, _ y1: Double, controlPoint2 x2: Double, _ y2: Double) {
        self.x1 = Swift.min(Swift.max(x1, 0), 1)
        self.y1 = y1
        self.x2 = Swift.min(Swift.max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed.
    public static let linear = TimingCurve(controlPoint1: 0, 0, controlPoint2: 1, 1)
    /// Slow start (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(controlPoint1: 0.42, 0, controlPoint2: 1, 1)
    /// Slow end (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: 0, 0, controlPoint2: 0.58, 1)
    /// Slow start and end (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(controlPoint1: 0.42, 0, controlPoint2: 0.58, 1)

    /// Progress (y) at a time `fraction` (x), clamped to [0, 1]: solves x(s) = fraction, returns y(s).
    public func progress(at fraction: Double) -> Double {
        guard !fraction.isNaN else { return 0 }
        let x = Swift.min(Swift.max(fraction, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return Self.bezier(parameter(forX: x), y1, y2)
    }

    /// Solves x(s) = x with Newton's method from s = x, falling back to bisection (x(s) is monotonic on [0, 1]).
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let slope = Self.bezierDerivative(s, x1, x2)
            // A flat spot (e.g. x1 = 0 at s = 0) would send Newton far away: switch to bisection.
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < tolerance { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the curve: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ (end points 0 and 1).
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// Derivative of `bezier` with respect to s.
    private static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
