import Foundation

/// Where an animator is in its life, as `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: its animations have not been applied, or are done.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended, as `UIViewAnimatingPosition`: handed to completions.
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    /// At its end values.
    case end
    /// Back at its start values (reversed, or finished there).
    case start
    /// Wherever it was when it was stopped.
    case current
}

/// The controls of a running animation, as `UIViewAnimating`.
public protocol ViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: ViewAnimatingState { get }
    /// Whether it is moving (active and not paused).
    var isRunning: Bool { get }
    /// Whether it runs backward, toward its start values.
    var isReversed: Bool { get set }
    /// The share of its duration done, 0…1; settable while paused, to scrub it.
    var fractionComplete: CGFloat { get set }
    /// Starts it (or resumes it when paused).
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it where it is (starting it paused when inactive).
    func pauseAnimation()
    /// Stops it where it is: the animated properties keep their current values. Without finishing, it goes back
    /// to inactive and no completion runs; otherwise it waits in `stopped` for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at a position and runs its completions with it.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that animates the changes made in blocks, as `UIViewImplicitlyAnimating`: what an overlay
/// animation controller returns.
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds changes to animate: they run when it starts, or at once (over the remaining time) when it runs.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a closure run when it finishes, with the position it finished at, after those added before it.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes a paused or stopped-and-restarted animation; the timing change is ignored (OverlaySim keeps the
    /// animator's own timing) and `durationFactor` is not applied.
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat)
}

extension ViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        startAnimation()
    }
}
