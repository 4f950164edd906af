import Foundation
import OverlayPhysics
import OverlayUIKit

/// The progress p of one appearing or disappearing transition as a function of simulation time:
/// 0 = absent, 1 = present. Closed form, so the value at any instant does not depend on the step size.
struct TransitionProgress {
    let animation: ContainerAnimation
    let startTime: Double
    let from: Double
    let to: Double
    /// Progress units per second at the start (a reversed transition keeps the spring's velocity).
    let initialVelocity: Double
    /// Seconds until the end; then the value is exactly `to`.
    let duration: Double

    /// Starts a transition at `time` from `from` (moving at `velocity`) toward `to`.
    init(animation: ContainerAnimation, startTime: Double, from: Double, velocity: Double = 0, to: Double) {
        self.animation = animation
        self.startTime = startTime
        self.from = from
        self.to = to
        switch animation {
        case .spring(let spring):
            initialVelocity = velocity
            // The spring's own settling time from this state; 0.001 of progress is below a pixel's worth.
            duration = spring.settlingDuration(
                from: SpringState(displacement: from - to, velocity: velocity), threshold: 0.001)
        case .timingCurve(_, let duration):
            initialVelocity = 0
            self.duration = max(0, duration)
        }
    }

    var endTime: Double { startTime + duration }

    /// Whether the transition is over at `time` (1e-9 tolerance).
    func isFinished(at time: Double) -> Bool { time >= endTime - 1e-9 }

    /// Progress and its velocity at `time`.
    func state(at time: Double) -> (value: Double, velocity: Double) {
        if isFinished(at: time) { return (to, 0) }
        let elapsed = max(0, time - startTime)
        switch animation {
        case .spring(let spring):
            let state = spring.state(after: elapsed, from: SpringState(displacement: from - to, velocity: initialVelocity))
            return (to + state.displacement, state.velocity)
        case .timingCurve(let curve, _):
            let fraction = duration > 0 ? elapsed / duration : 1
            return (from + (to - from) * curve.progress(at: fraction), 0)
        }
    }
}
