import OverlayFiles

/// The velocity of each contact at its lift, estimated as the gesture pipeline's pan recognizer does (a
/// least-squares quadratic over the samples of the last 100 ms, no two of them more than 40 ms apart, its slope at
/// the newest; a lift at the last position adds no sample), for comparing two timings of the same contacts.
enum ReleaseVelocities {
    /// The largest change of a release velocity from `reference` to `other` (the same events at other times), as
    /// a fraction of the reference's speed (at least 50 pt/s, so that a near-still lift does not count).
    static func largestChange(from reference: Trace, to other: Trace) -> Double {
        let before = velocities(reference), after = velocities(other)
        var largest = 0.0
        for (old, new) in zip(before, after) {
            let speed = max(50, (old.x * old.x + old.y * old.y).squareRoot())
            let dx = new.x - old.x, dy = new.y - old.y
            largest = max(largest, (dx * dx + dy * dy).squareRoot() / speed)
        }
        return largest
    }

    /// The velocity at each `up`, in the order of the ups.
    static func velocities(_ trace: Trace) -> [(x: Double, y: Double)] {
        var samples: [Int: [(t: Double, x: Double, y: Double)]] = [:]
        var result: [(x: Double, y: Double)] = []
        for event in trace.events {
            guard case let .pointer(phase, x, y, number, _) = event.kind else { continue }
            switch phase {
            case .down, .move:
                samples[number, default: []].append((event.time, x, y))
            case .up:
                // As the pan recognizer: a lift where the finger already was adds no sample (a stationary sample a
                // scan later would damp the fit), and a finger that rested over 40 ms before lifting has no velocity.
                var path = samples[number] ?? []
                if let last = path.last, last.x == x, last.y == y {
                    result.append(event.time - last.t > 0.04 + 1e-6 ? (0, 0) : velocity(path))
                } else {
                    path.append((event.time, x, y))
                    result.append(velocity(path))
                }
                samples[number] = nil
            case .cancel:
                samples[number] = nil
            }
        }
        return result
    }

    private static func velocity(_ samples: [(t: Double, x: Double, y: Double)]) -> (x: Double, y: Double) {
        guard let newest = samples.last else { return (0, 0) }
        var used = [newest]
        for sample in samples.dropLast().reversed() {
            guard newest.t - sample.t <= 0.1 + 1e-6, (used.last?.t ?? newest.t) - sample.t <= 0.04 + 1e-6 else { break }
            used.append(sample)
        }
        let span = newest.t - (used.last?.t ?? newest.t)
        guard used.count >= 2, span > 0 else { return (0, 0) }
        let taus = used.map { ($0.t - newest.t) / span }
        return (slope(taus, used.map(\.x)) / span, slope(taus, used.map(\.y)) / span)
    }

    /// The slope at τ = 0 of the least-squares quadratic (a line for two samples) through `values` at `taus`.
    private static func slope(_ taus: [Double], _ values: [Double]) -> Double {
        let n = Double(taus.count)
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, v0 = 0.0, v1 = 0.0, v2 = 0.0
        for (tau, value) in zip(taus, values) {
            s1 += tau
            s2 += tau * tau
            s3 += tau * tau * tau
            s4 += tau * tau * tau * tau
            v0 += value
            v1 += tau * value
            v2 += tau * tau * value
        }
        let linearDenominator = n * s2 - s1 * s1
        let linear = linearDenominator != 0 ? (n * v1 - s1 * v0) / linearDenominator : 0
        guard taus.count >= 3 else { return linear }
        // Normal equations of v = a + b τ + c τ²: b by Cramer's rule.
        let determinant = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(determinant) > 1e-12 else { return linear }
        return (n * (v1 * s4 - s3 * v2) - v0 * (s1 * s4 - s3 * s2) + s2 * (s1 * v2 - v1 * s2)) / determinant
    }
}
