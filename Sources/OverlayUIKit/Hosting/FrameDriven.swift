import Foundation

/// Something that moves by itself with simulated time, the way a `CADisplayLink` target does: a navigation
/// stack's slides, a presentation host, a queue of toasts with timers.
///
/// A host (OverlaySimulation's `Simulation`, and through it the window) advances, every step, each view controller of
/// its window that adopts this protocol (the root view controller, its children and what they present, in that
/// order), then the objects added to the window with ``Window/addFrameDriven(_:)``, then the window's
/// presentation host; scroll views and overlay containers are advanced before them without adopting it. A host
/// splits its steps at ``timeUntilNextTransitionEnds`` so that a transition ends at its exact instant, whatever
/// the step rate.
public protocol FrameDriven: AnyObject {
    /// Seconds until the next transition this object runs ends, nil when none runs.
    var timeUntilNextTransitionEnds: Double? { get }
    /// Moves everything forward by `time` seconds.
    func advance(by time: Double)
}

extension FrameDriven {
    public var timeUntilNextTransitionEnds: Double? { nil }
}

extension PresentationHost: FrameDriven {
    /// Seconds until the slide that ends first ends, nil when none runs.
    public var timeUntilNextTransitionEnds: Double? {
        var soonest: Double?
        for presentation in presentations {
            guard let animator = presentation.transition?.animator, animator.isRunning else { continue }
            let remaining = max(0, animator.duration - animator.elapsed)
            soonest = min(soonest ?? remaining, remaining)
        }
        return soonest
    }
}
