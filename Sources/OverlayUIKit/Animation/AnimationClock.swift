import Foundation

/// What moves time forward for the animations and scroll decelerations of one part of the view tree, in place
/// of UIKit's display link (the ViewAnimation article).
///
/// Every view belongs to exactly one clock: the clock of the nearest overlay container above it (which advances
/// its clock in `tick(_:)` and `advancePhysics(by:)`), else the clock of its root view, which the host of the
/// window advances every step (`Simulation`, the window). A property animator started with `startAnimation()`
/// (`View.animate` included) joins the clock of the first view it animates; a scroll view joins its clock when it
/// starts decelerating or bouncing. So each one is advanced once per step, by one owner, whoever else is running.
public final class AnimationClock {
    /// The clock of the host running code now on the calling thread (an overlay container during its layout
    /// passes, physics and gestures), which takes the animators that animate no view; nil outside every host.
    /// A host sets it for a synchronous call only, so it belongs to the thread running that call, like the
    /// animation blocks (`ViewTreeRuntime.withCurrentClock(_:_:)` is the same from a tree's runtime).
    public static var current: AnimationClock? { AnimationThreadState.current.innermostClock }

    /// Runs `body` with `clock` as the current clock of the calling thread.
    @discardableResult
    public static func withCurrent<Result>(_ clock: AnimationClock, _ body: () throws -> Result) rethrows -> Result {
        try AnimationThreadState.current.withCurrent(clock, body)
    }

    /// The clock of the animators that animate no view and start outside every host on the calling thread (one
    /// per thread, made on first use): nothing advances it but you.
    public static var ofCurrentThread: AnimationClock { AnimationThreadState.current.ownClock }

    // Changed only taken out and swapped back (`takeOut(_:)`): nothing is released while a list is accessed, so
    // the compiler proves every access exclusive and the reads, several a step, are not checked at run time.
    private var animators: [ViewPropertyAnimator] = []
    private var scrollViews: [ScrollView] = []

    /// Creates a clock.
    public init() {}

    /// Whether nothing is running on it.
    public var isIdle: Bool { animators.isEmpty && scrollViews.isEmpty }

    /// Seconds until the first running animator ends, nil when none runs (paused ones do not count).
    public var timeUntilNextAnimationEnds: Double? {
        // A loop, not `compactMap(_:).min()`: read several times a step, and the map built an array each time.
        var first: Double?
        Self.forEach(in: animators) { animator in
            if let remaining = animator.timeRemaining, first.map({ remaining < $0 }) ?? true { first = remaining }
        }
        return first
    }

    /// Advances the scroll views by `time`, then the animators, splitting the time at the instants where they end
    /// so that their completions run at those exact instants whatever the step.
    public func advance(by time: Double) {
        guard time.isFinite, time >= 0 else { return }
        advanceScrollViews(by: time)
        // No animator: nothing to split the time at or to finish (the loop below would advance nothing).
        guard !animators.isEmpty else { return }
        var line = TimeLine(to: time)
        line.run(
            endsNow: { animators.contains { $0.timeRemaining == 0 } }, nextEnd: { timeUntilNextAnimationEnds },
            advance: { advanceAnimations(by: $0) })
    }

    /// Advances every decelerating or bouncing scroll view on this clock by `time`.
    public func advanceScrollViews(by time: Double) {
        guard !scrollViews.isEmpty else { return }
        Self.forEach(in: scrollViews) { $0.advancePhysics(by: time) }
        // Most steps end no motion: look before rewriting the list.
        var anyStopped = false
        Self.forEach(in: scrollViews) { anyStopped = anyStopped || !$0.isDecelerating }
        if anyStopped {
            var moving = scrollViews.filter(\.isDecelerating)
            swap(&moving, &scrollViews)
        }
    }

    /// Advances every running animator by `time` (the caller keeps `time` within `timeUntilNextAnimationEnds`);
    /// those that reach their end leave the clock, then finish, oldest first. Returns whether any finished.
    @discardableResult
    public func advanceAnimations(by time: Double) -> Bool {
        // Looked for before the list is rewritten: most steps stop or finish nothing from outside.
        func hasLeft(_ animator: ViewPropertyAnimator) -> Bool { animator.state != .active || animator.isFinished }
        var anyLeft = false
        Self.forEach(in: animators) { anyLeft = anyLeft || hasLeft($0) }
        if anyLeft {
            var running = animators.filter { !hasLeft($0) }
            swap(&running, &animators)
        }
        guard !animators.isEmpty else { return false }
        var ended: [ViewPropertyAnimator] = []
        Self.forEach(in: animators) { animator in
            if animator.advance(by: time) { ended.append(animator) }
        }
        guard !ended.isEmpty else { return false }
        var running = takeOut(&animators)
        running.removeAll { animator in ended.contains { $0 === animator } }
        swap(&running, &animators)
        for animator in ended {
            animator.finishAtNaturalEnd()
            // One that pauses at its end stays, paused, until it is stopped or started again.
            if animator.state == .active {
                running = takeOut(&animators)
                running.append(animator)
                swap(&running, &animators)
            }
        }
        return true
    }

    /// Calls `body` with each object of `list` in order: the list, a copy held for the loop, keeps them alive
    /// whatever `body` changes.
    @inline(__always)
    private static func forEach<Object: AnyObject>(in list: [Object], _ body: (Object) -> Void) {
        for object in list { body(object) }
    }

    // MARK: - Joining

    package func adopt(_ animator: ViewPropertyAnimator) {
        guard !animators.contains(where: { $0 === animator }) else { return }
        var running = takeOut(&animators)
        running.append(animator)
        swap(&running, &animators)
    }

    package func adopt(_ scrollView: ScrollView) {
        guard !scrollViews.contains(where: { $0 === scrollView }) else { return }
        var moving = takeOut(&scrollViews)
        moving.append(scrollView)
        swap(&moving, &scrollViews)
    }

    /// Takes over what runs on `other` (a root view's clock, when that root joins a bigger tree).
    package func adopt(contentsOf other: AnimationClock) {
        guard other !== self else { return }
        for animator in takeOut(&other.animators) { adopt(animator) }
        for scrollView in takeOut(&other.scrollViews) { adopt(scrollView) }
    }
}
