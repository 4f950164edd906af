import Foundation
import OverlayPhysics
import OverlayUIKit
import OverlayContainerManager

/// A value moving from `from` to `to` along a timing curve over a fixed duration, in closed form from its start:
/// the navigation example's push (0.3 s ease-out) and pop (0.3 s ease-in).
struct SlideTransition {
    let from: Double
    let to: Double
    let duration: Double
    let curve: TimingCurve
    private(set) var elapsed = 0.0

    init(from: Double, to: Double, duration: Double, curve: TimingCurve) {
        self.from = from
        self.to = to
        self.duration = max(0, duration)
        self.curve = curve
    }

    /// The value now.
    var value: Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.progress(at: min(1, elapsed / duration))
    }

    var isFinished: Bool { elapsed >= duration - 1e-9 }
    var remaining: Double { max(0, duration - elapsed) }

    mutating func advance(by time: Double) {
        elapsed = min(duration, elapsed + max(0, time))
    }
}
