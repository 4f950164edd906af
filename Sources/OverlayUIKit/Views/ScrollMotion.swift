import Foundation
import OverlayPhysics

/// The motion of released content, in closed form: a deceleration (UIScrollView's exponential decay), possibly
/// followed by a bounce spring where a fling crosses an edge; or a bounce straight back when released
/// overscrolled. Each phase is evaluated from its own start, so the offset at any instant does not depend on how
/// time was split into steps.
struct ScrollMotion {
    /// Content within this distance (points) of its rest offset snaps to it.
    static let restThreshold = 0.01
    /// The largest speed (points per second) handed to a bounce.
    static let maximumBounceVelocity = 5000.0

    enum Phase {
        /// Decelerating; `crossing` is the time at which it reaches `edge` and hands over to a bounce `spring`.
        case decay(Decay, end: Double, crossing: (time: Double, edge: Double, spring: Spring, dimension: Double)?)
        /// Springing to `target` from `initial` (displacement from target, velocity). With `resistance` (the view's
        /// height), the overshoot shown is rubber-banded with UIScrollView's 0.55 curve, so a fling past an edge
        /// never carries the content more than a viewport beyond it.
        case bounce(Spring, target: Double, initial: SpringState, end: Double, resistance: Double?)
    }

    var phase: Phase
    var elapsed = 0.0
    private(set) var offset: Double
    private(set) var isFinished = false

    /// The motion for content released at `offset` with `velocity` (points per second along the content), heading
    /// for `target` (already clamped into bounds), or nil when it is already at rest there.
    static func start(
        offset: Double, velocity: Double, target: Double, naturalCrossesEdge: Bool,
        bounds: (low: Double, high: Double), rate: DecelerationRate, bounce: Spring,
        dimension: Double
    ) -> ScrollMotion? {
        if offset > bounds.high + restThreshold && abs(target - bounds.high) < restThreshold {
            // Past the end the finger was rubber-banded: spring in the finger's (raw) space from the raw overshoot,
            // shown through the same band, so the motion is continuous and stays within a viewport of the edge.
            let raw = inverseRubberband(shown: offset - bounds.high, dimension: dimension)
            return ScrollMotion(
                phase: bouncePhase(
                    spring: bounce, from: bounds.high + raw, velocity: velocity, to: bounds.high,
                    resistance: dimension), offset: offset)
        }
        if offset < bounds.low - restThreshold && abs(target - bounds.low) < restThreshold {
            // Past the top tracking is 1:1: spring back from there; a speed further out is dropped, as the content
            // is already as far as the finger took it.
            return ScrollMotion(
                phase: bouncePhase(
                    spring: bounce, from: offset, velocity: max(velocity, 0), to: bounds.low,
                    resistance: nil), offset: offset)
        }
        if offset < bounds.low - restThreshold || offset > bounds.high + restThreshold {
            // Overscrolled, heading for a target its delegates moved elsewhere: spring straight there, at rest.
            return ScrollMotion(
                phase: bouncePhase(spring: bounce, from: offset, velocity: 0, to: target, resistance: nil),
                offset: offset)
        }
        if naturalCrossesEdge && velocity != 0 {
            let decay = Decay(rate: rate, initialPosition: offset, initialVelocity: velocity)
            let edge = velocity > 0 ? bounds.high : bounds.low
            if let time = decay.time(toReach: edge) {
                return ScrollMotion(phase: .decay(decay, end: time, crossing: (time, edge, bounce, dimension)), offset: offset)
            }
        }
        let distance = target - offset
        guard abs(distance) >= restThreshold else { return nil }
        // The decay whose rest position is exactly the target: x0 − v/(1000·ln d) = target.
        let v = -distance * 1000 * log(rate.rawValue)
        let decay = Decay(rate: rate, initialPosition: offset, initialVelocity: v)
        return ScrollMotion(phase: .decay(decay, end: decay.duration(toWithin: restThreshold), crossing: nil), offset: offset)
    }

    private static func bouncePhase(
        spring: Spring, from offset: Double, velocity: Double, to target: Double,
        resistance: Double?
    ) -> Phase {
        let capped = min(max(velocity, -maximumBounceVelocity), maximumBounceVelocity)
        let initial = SpringState(displacement: offset - target, velocity: capped)
        return .bounce(
            spring, target: target, initial: initial, end: spring.settlingDuration(from: initial, threshold: restThreshold),
            resistance: resistance)
    }

    private init(phase: Phase, offset: Double) {
        self.phase = phase
        self.offset = offset
    }

    /// Advances up to `time` seconds but never past the current phase's end; returns the time used.
    mutating func advance(by time: Double) -> Double {
        let end: Double
        switch phase {
        case let .decay(_, phaseEnd, _): end = phaseEnd
        case let .bounce(_, _, _, phaseEnd, _): end = phaseEnd
        }
        let used = max(0, min(time, end - elapsed))
        elapsed += used
        let reachedEnd = elapsed >= end - 1e-12
        switch phase {
        case let .decay(decay, _, crossing):
            if reachedEnd, let crossing = crossing {
                offset = crossing.edge
                phase = ScrollMotion.bouncePhase(
                    spring: crossing.spring, from: crossing.edge,
                    velocity: decay.velocity(at: crossing.time), to: crossing.edge,
                    resistance: crossing.dimension)
                elapsed = 0
            } else if reachedEnd {
                offset = decay.restPosition
                isFinished = true
            } else {
                offset = decay.position(at: elapsed)
            }
        case let .bounce(spring, target, initial, _, resistance):
            if reachedEnd {
                offset = target
                isFinished = true
            } else {
                let overshoot = spring.state(after: elapsed, from: initial).displacement
                if let dimension = resistance {
                    let banded = rubberband(overshoot: abs(overshoot), dimension: dimension)
                    offset = target + (overshoot < 0 ? -banded : banded)
                } else {
                    offset = target + overshoot
                }
            }
        }
        return used
    }
}
