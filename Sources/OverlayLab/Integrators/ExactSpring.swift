import Foundation
import OverlayPhysics

/// The closed-form solution of m·u″ + c·u′ + k·u = 0 in Float80, written independently of OverlayPhysics (only
/// the spring's m, k and c are read from it) as the oracle the accuracy figures and the integrator chart measure
/// every method against.
package struct ExactSpring {
    package let mass: Float80, stiffness: Float80, damping: Float80

    package init(_ spring: Spring) {
        mass = Float80(spring.mass)
        stiffness = Float80(spring.stiffness)
        damping = Float80(spring.damping)
    }

    /// u(t) from u(0) = `u0` and u′(0) = `v0`.
    package func displacement(u0: Float80, v0: Float80, t: Float80) -> Float80 {
        let discriminant = damping * damping - 4 * mass * stiffness
        let a = damping / (2 * mass)
        if abs(discriminant) < 1e-9 * damping * damping {
            return expl(-a * t) * (u0 + (v0 + a * u0) * t)
        } else if discriminant < 0 {
            let wd = (-discriminant).squareRoot() / (2 * mass)
            return expl(-a * t) * (u0 * cosl(wd * t) + (v0 + a * u0) / wd * sinl(wd * t))
        } else {
            let root = discriminant.squareRoot() / (2 * mass)
            let r1 = -a + root, r2 = -a - root
            let c2 = (v0 - r1 * u0) / (r2 - r1)
            return (u0 - c2) * expl(r1 * t) + c2 * expl(r2 * t)
        }
    }
}
