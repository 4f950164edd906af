/// Unweighted least-squares fits of value against time, returning the slope at τ = 0.
///
/// Inputs are accumulated power sums of the (scaled) times τ and of value·τ^k, so no arrays are needed.
struct PowerSums: Sendable {
    /// Σ τ^k for k = 0…4.
    var t0 = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    /// Σ value·τ^k for k = 0…2.
    var v0 = 0.0, v1 = 0.0, v2 = 0.0

    mutating func add(time tau: Double, value: Double) {
        let tau2 = tau * tau
        t0 += 1
        t1 += tau
        t2 += tau2
        t3 += tau2 * tau
        t4 += tau2 * tau2
        v0 += value
        v1 += value * tau
        v2 += value * tau2
    }

    /// Linear coefficient b of value ≈ a + b·τ + c·τ² (the derivative at τ = 0), or nil when the normal
    /// equations are (numerically) singular.
    var quadraticSlope: Double? {
        // Cramer's rule on the symmetric normal matrix [[t0 t1 t2] [t1 t2 t3] [t2 t3 t4]].
        let det = t0 * (t2 * t4 - t3 * t3) - t1 * (t1 * t4 - t3 * t2) + t2 * (t1 * t3 - t2 * t2)
        guard abs(det) > 1e-12 * Swift.max(1, t0 * t2 * t4) else { return nil }
        // Replace the middle column by the right-hand side.
        let detB = t0 * (v1 * t4 - t3 * v2) - v0 * (t1 * t4 - t3 * t2) + t2 * (t1 * v2 - v1 * t2)
        return detB / det
    }

    /// Slope b of value ≈ a + b·τ, or nil when all times coincide.
    var linearSlope: Double? {
        let det = t0 * t2 - t1 * t1
        guard abs(det) > 1e-12 * Swift.max(1, t0 * t2) else { return nil }
        return (t0 * v1 - t1 * v0) / det
    }
}
