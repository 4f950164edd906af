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
        case decay(Decay, end: Double, crossing: (time: Double, edge: Double, spring: Spring)?)
        /// Springing to `target` from `initial` (displacement from target, velocity).
        case bounce(Spring, target: Double, initial: SpringState, end: Double)
    }

    var phase: Phase
    var elapsed = 0.0
    private(set) var offset: Double
    private(set) var isFinished = false

    /// The motion for content released at `offset` with `velocity` (points per second along the content), heading
    /// for `target` (already clamped into bounds), or nil when it is already at rest there.
    static func start(offset: Double, velocity: Double, target: Double, naturalCrossesEdge: Bool,
                      bounds: (low: Double, high: Double), rate: DecelerationRate, bounce: Spring) -> ScrollMotion? {
        if offset < bounds.low - restThreshold || offset > bounds.high + restThreshold {
            return ScrollMotion(phase: bouncePhase(spring: bounce, from: offset, velocity: velocity, to: target), offset: offset)
        }
        if naturalCrossesEdge && velocity != 0 {
            let decay = Decay(rate: rate, initialPosition: offset, initialVelocity: velocity)
            let edge = velocity > 0 ? bounds.high : bounds.low
            if let time = decay.time(toReach: edge) {
                return ScrollMotion(phase: .decay(decay, end: time, crossing: (time, edge, bounce)), offset: offset)
            }
        }
        let distance = target - offset
        guard abs(distance) >= restThreshold else { return nil }
        // The decay whose rest position is exactly the target: x0 − v/(1000·ln d) = target.
        let v = -distance * 1000 * log(rate.rawValue)
        let decay = Decay(rate: rate, initialPosition: offset, initialVelocity: v)
        return ScrollMotion(phase: .decay(decay, end: decay.duration(toWithin: restThreshold), crossing: nil), offset: offset)
    }

    private static func bouncePhase(spring: Spring, from offset: Double, velocity: Double, to target: Double) -> Phase {
        let capped = min(max(velocity, -maximumBounceVelocity), maximumBounceVelocity)
        let initial = SpringState(displacement: offset - target, velocity: capped)
        return .bounce(spring, target: target, initial: initial, end: spring.settlingDuration(from: initial, threshold: restThreshold))
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
        case let .bounce(_, _, _, phaseEnd): end = phaseEnd
        }
        let used = max(0, min(time, end - elapsed))
        elapsed += used
        let reachedEnd = elapsed >= end - 1e-12
        switch phase {
        case let .decay(decay, _, crossing):
            if reachedEnd, let crossing = crossing {
                offset = crossing.edge
                phase = ScrollMotion.bouncePhase(spring: crossing.spring, from: crossing.edge,
                                                 velocity: decay.velocity(at: crossing.time), to: crossing.edge)
                elapsed = 0
            } else if reachedEnd {
                offset = decay.restPosition
                isFinished = true
            } else {
                offset = decay.position(at: elapsed)
            }
        case let .bounce(spring, target, initial, _):
            if reachedEnd {
                offset = target
                isFinished = true
            } else {
                offset = target + spring.state(after: elapsed, from: initial).displacement
            }
        }
        return used
    }
}
