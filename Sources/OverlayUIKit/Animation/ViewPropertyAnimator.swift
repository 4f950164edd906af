import Foundation
import OverlayPhysics

/// The stand-in for `UIViewPropertyAnimator`: animates the view property changes made in its blocks, additively,
/// with a cubic curve or a spring (the ViewAnimation article).
///
/// When it starts, its blocks run at once inside its animation context: the views' model values take the new
/// values immediately, and each change adds an offset `old − new` that goes to 0 along the timing. Several
/// animations of one property add up, so a second animation (or a drag) blends in without a jump while the first
/// runs to its end.
///
/// Time moves only when something advances it: an animator started with `startAnimation()` joins the
/// `AnimationClock` of the first view it animates (an overlay container's, or the window's); the overlay container
/// and the presentation host drive the animators of their own moves and slides themselves. It finishes after a
/// duration fixed when it is made (a physical spring's settling duration, as UIKit computes one), whatever the
/// step rate, so 60 Hz and 120 Hz runs finish at the same instant.
open class ViewPropertyAnimator: ViewImplicitlyAnimating {
    /// The timing it was made with.
    public let timingParameters: TimingCurveProvider?
    /// The timing it runs.
    public let timing: ViewAnimationTiming
    /// Its running time in seconds: the duration given, or a physical spring's settling duration.
    public let duration: TimeInterval
    /// The delay of `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0

    public var state: ViewAnimatingState { currentState }
    public var isRunning: Bool { running }
    public var isReversed: Bool {
        get { reversed }
        set { reversed = newValue }
    }
    /// While paused, whether a cubic animation follows `fractionComplete` linearly (UIKit's default, true).
    public var scrubsLinearly = true
    /// Whether it pauses at its end instead of finishing (its completions then wait for `stopAnimation`).
    public var pausesOnCompletion = false
    /// Kept for source compatibility: every animator here can be interrupted.
    public var isInterruptible = true
    /// Kept for source compatibility: animated views always take touches here (at what is on screen).
    public var isUserInteractionEnabled = true

    /// Seconds of its motion done (not counting a start delay); decreases while reversed.
    public var elapsed: Double { elapsedTime }
    /// Whether it reached its end (or was stopped for good) and ran its completions.
    public var isFinished: Bool { finished }

    // What each step reads and writes, stored privately behind the public accessors: the compiler sees every access
    // to a private stored property and drops the runtime exclusivity checks (swift_beginAccess) that public stored
    // properties of a class cost on every read.
    private var currentState: ViewAnimatingState = .inactive { didSet { offsetChangeHandler?() } }
    private var running = false
    private var reversed = false
    private var elapsedTime: Double {
        get { elapsedStorage }
        set {
            elapsedStorage = newValue
            offsetChangeHandler?()
        }
    }
    // Written directly only by `advance(by:)`, which tells the hook itself (not when its owner drives it).
    private var elapsedStorage = 0.0
    private var finished = false { didSet { offsetChangeHandler?() } }
    /// Called whenever what `offset(forDelta:)` returns may change (`whenOffsetMayChange(_:)`). Read at every
    /// step: private, and replaced rather than overwritten, so that it is proven exclusive rather than checked (the
    /// TreeRuntime article, "Exclusive by construction").
    private var offsetChangeHandler: (() -> Void)?

    /// Sets what is called whenever what `offset(forDelta:)` returns may change: an owner that keeps sums of
    /// offsets forgets them then. Not called as an owner that drives the animator (`startDrivenByOwner()`) advances
    /// it: that owner knows when it does.
    package func whenOffsetMayChange(_ handler: (() -> Void)?) {
        // Kept until the access has ended: the optimiser would otherwise release the old block inside it.
        withExtendedLifetime(exchange(&offsetChangeHandler, with: handler)) {}
    }
    /// A spring timing's regime, worked out once: each step evaluates its closed form from the start.
    private let springMotion: (regime: SpringRegime, initialVelocity: Double)?
    /// The closed form for the last delta asked for, with that delta's bits: the overlay container asks for the
    /// same delta at every step, so its coefficients are worked out once per move.
    private var trajectory: (delta: UInt64, curve: SpringTrajectory)?

    private var delayRemaining = 0.0
    // The lists below are changed only taken out and swapped back (ExclusiveStorage.swift): they hold blocks and
    // links, and a release inside an access would keep the run-time check on every access.
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions = AnimatorCompletions()
    private var targets: [WeakLink<View>] = []
    private var isDrivenByOwner = false
    private var linearScrubFraction: Double? { didSet { offsetChangeHandler?() } }
    /// After `stopAnimation(false)`: what takes each view to its start or end values at `finishAnimation(at:)`.
    private var stoppedEnds: [(ViewAnimatingPosition) -> Void] = []

    /// An animator with `timingParameters`: a spring, or a cubic curve over `duration` seconds.
    public init(duration: TimeInterval, timingParameters: TimingCurveProvider) {
        self.timingParameters = timingParameters
        let given = duration.isFinite ? max(0, duration) : 0
        if let spring = timingParameters.springTimingParameters {
            let resolved = spring.spring(forDuration: given)
            let velocity = spring.normalisedVelocity
            let regime = resolved.regime
            timing = .spring(resolved, initialVelocity: velocity)
            springMotion = (regime, velocity)
            switch spring.kind {
            case .physical: self.duration = regime.settlingDuration(initialVelocity: velocity)
            case .dampingRatio: self.duration = given
            }
        } else {
            let curve = timingParameters.cubicTimingParameters?.timingCurve ?? .easeInOut
            timing = .curve(curve, duration: given)
            self.duration = given
            springMotion = nil
        }
    }

    /// An animator that runs a resolved timing (a spring lasts its settling duration).
    public init(timing: ViewAnimationTiming) {
        timingParameters = nil
        self.timing = timing
        switch timing {
        case let .spring(spring, initialVelocity):
            let regime = spring.regime
            duration = regime.settlingDuration(initialVelocity: initialVelocity)
            springMotion = (regime, initialVelocity)
        case let .curve(_, duration):
            self.duration = duration.isFinite ? max(0, duration) : 0
            springMotion = nil
        }
    }

    /// Makes, starts and returns an animator, as `UIViewPropertyAnimator.runningPropertyAnimator`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: View.AnimationOptions, animations: @escaping () -> Void,
        completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.animationCurve)
        animator.addAnimations(animations)
        if let completion = completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Blocks

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(delayFactor).isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .active:
            // Added while it runs: from the current values over the remaining time (after the delay factor).
            let begin = elapsed + factor * max(0, duration - elapsed)
            AnimationContext.perform(self, begin: begin, animation)
        case .inactive where !isFinished:
            var pending = takeOut(&pendingAnimations)
            pending.append((animation, factor))
            swap(&pending, &pendingAnimations)
        default:
            break
        }
    }

    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        guard !isFinished else { return }
        var blocks = exchange(&completions, with: AnimatorCompletions())
        blocks.append(completion)
        swap(&blocks, &completions)
    }

    // MARK: - Controls

    open func startAnimation() {
        switch state {
        case .inactive:
            activate()
            running = true
            if !isDrivenByOwner { attachToClock() }
        case .active where !isRunning:
            resumeFromScrub()
            running = true
        default:
            break
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        self.delay = delay.isFinite ? max(0, delay) : 0
        delayRemaining = self.delay
        startAnimation()
    }

    open func pauseAnimation() {
        if state == .inactive {
            activate()
            if !isDrivenByOwner { attachToClock() }
        }
        guard state == .active else { return }
        running = false
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        var ends = targets.compactMap { $0.wrappedValue?.stopAnimations(of: self) }
        swap(&ends, &stoppedEnds)
        withExtendedLifetime(takeOut(&targets)) {}
        running = false
        if withoutFinishing {
            withExtendedLifetime(takeOut(&stoppedEnds)) {}
            currentState = .inactive
            finished = true
            withExtendedLifetime(exchange(&completions, with: AnimatorCompletions())) {}
        } else {
            currentState = .stopped
        }
    }

    open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state != .inactive else { return }
        finish(at: finalPosition)
    }

    open func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        startAnimation()
    }

    /// The share of the duration done, 0…1 (UIKit's meaning: time, not the curve's value). Setting it pauses an
    /// inactive animator first, and is ignored while it runs.
    open var fractionComplete: CGFloat {
        get {
            if let scrubbed = linearScrubFraction { return CGFloat(scrubbed) }
            guard duration > 0 else { return isFinished ? 1 : 0 }
            return CGFloat(min(1, max(0, elapsed / duration)))
        }
        set {
            guard !isRunning, state != .stopped, !isFinished, newValue.isFinite else { return }
            if state == .inactive { pauseAnimation() }
            let fraction = min(1, max(0, Double(newValue)))
            elapsedTime = fraction * duration
            if case .curve = timing, scrubsLinearly { linearScrubFraction = fraction } else { linearScrubFraction = nil }
        }
    }

    // MARK: - Values

    /// How much of an animation that began at `begin` (its time, seconds) is left: 1 before it moves, 0 at its
    /// end; a spring may go below 0 (overshoot). An animation added late runs over the time left after `begin`.
    package func remainingFraction(begin: Double = 0) -> Double {
        guard !isFinished, state != .stopped else { return 0 }
        if let scrubbed = linearScrubFraction, begin == 0 { return 1 - scrubbed }
        if begin == 0 { return offset(forDelta: 1, at: elapsed) }
        guard elapsed > begin else { return 1 }
        let span = duration - begin
        guard span > 1e-9 else { return 0 }
        return offset(forDelta: 1, at: (elapsed - begin) * duration / span)
    }

    /// The current offset of a quantity animated by `delta` (its old value minus its new one) from the start:
    /// what the overlay container adds to its model height.
    package func offset(forDelta delta: Double) -> Double {
        guard !finished, currentState != .stopped else { return 0 }
        if let scrubbed = linearScrubFraction { return delta * (1 - scrubbed) }
        return offset(forDelta: delta, at: elapsedTime)
    }

    @inline(__always)
    private func offset(forDelta delta: Double, at time: Double) -> Double {
        // Tolerance so that 1/120 + 1/120 and 1/60 end on the same side of the deadline.
        if time >= duration - 1e-9 { return 0 }
        if let spring = springMotion {
            // `Spring.state(after:from:)`'s displacement, bit for bit, without working out the regime again.
            if let known = trajectory, known.delta == delta.bitPattern { return known.curve.displacement(at: time) }
            let curve = SpringTrajectory(regime: spring.regime, displacement: delta, velocity: -spring.initialVelocity * delta)
            trajectory = (delta.bitPattern, curve)
            return curve.displacement(at: time)
        }
        guard case let .curve(curve, duration) = timing, duration > 0 else { return 0 }
        return delta * (1 - curve.progress(at: time / duration))
    }

    // MARK: - Driven by a clock or an owner

    /// Seconds until it reaches its end (its delay included), nil while paused or not running.
    package final var timeRemaining: Double? {
        guard isRunning, !isFinished else { return nil }
        return delayRemaining + (isReversed ? max(0, elapsed) : max(0, duration - elapsed))
    }

    /// Starts it for an owner that advances it itself (the overlay container, the presentation host): its blocks
    /// run now, and it joins no clock.
    package func startDrivenByOwner() {
        guard state == .inactive else { return }
        isDrivenByOwner = true
        startAnimation()
    }

    /// Advances time; returns true when it has just reached its end (completions not yet run).
    package func advance(by time: Double) -> Bool {
        guard running, !finished else { return false }
        var time = max(0, time)
        if delayRemaining > 0 {
            let used = min(time, delayRemaining)
            delayRemaining -= used
            time -= used
            if delayRemaining > 1e-12 { return false }
            delayRemaining = 0
        }
        // The hook is told once, and not at all when the owner drives this animator (it advances all of its own
        // at once and forgets its sums after them: a call per animator per step cost more than the step's physics).
        defer { if !isDrivenByOwner { offsetChangeHandler?() } }
        if reversed {
            elapsedStorage -= time
            if elapsedStorage <= 1e-9 {
                elapsedStorage = 0
                return true
            }
            return false
        }
        elapsedStorage += time
        return elapsedStorage >= duration - 1e-9
    }

    /// Ends it where its motion ended (the start when reversed) and runs the completions, unless it pauses there.
    package func finishAtNaturalEnd() {
        if pausesOnCompletion {
            running = false
            return
        }
        finish(at: isReversed ? .start : .end)
    }

    /// Ends it at `position` now: the animated properties take their values there, then the completions run.
    package func finish(at position: ViewAnimatingPosition) {
        guard !isFinished else { return }
        settleTargets(at: position)
        for end in stoppedEnds { end(position) }
        withExtendedLifetime(takeOut(&stoppedEnds)) {}
        running = false
        finished = true
        currentState = .inactive
        linearScrubFraction = nil
        let blocks = exchange(&completions, with: AnimatorCompletions())
        blocks.run(position)
    }

    /// A view whose property this animator animates (told by the view).
    package func noteTarget(_ view: View) {
        guard !targets.contains(where: { $0.links(to: view) }) else { return }
        var views = takeOut(&targets)
        views.append(WeakLink(view))
        swap(&views, &targets)
    }

    // MARK: - Private

    private func activate() {
        if isFinished {
            // A finished animator can run again, with new blocks.
            finished = false
            elapsedTime = 0
            withExtendedLifetime(takeOut(&targets)) {}
        }
        currentState = .active
        let blocks = takeOut(&pendingAnimations)
        for (block, factor) in blocks {
            AnimationContext.perform(self, begin: factor * duration, block)
        }
    }

    private func attachToClock() {
        // No view and no host running: the calling thread's own clock (advance it yourself; see `AnimationClock`).
        let clock = targets.lazy.compactMap(\.wrappedValue).first?.animationClock ?? AnimationClock.current ?? .ofCurrentThread
        clock.adopt(self)
    }

    private func settleTargets(at position: ViewAnimatingPosition) {
        for target in targets { target.wrappedValue?.settleAnimations(of: self, at: position) }
        withExtendedLifetime(takeOut(&targets)) {}
    }

    /// After a linear scrub of a cubic curve, continues from the instant whose curve value is the scrubbed one.
    private func resumeFromScrub() {
        guard let fraction = linearScrubFraction else { return }
        linearScrubFraction = nil
        guard case let .curve(curve, duration) = timing, duration > 0 else { return }
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if curve.progress(at: middle) < fraction { low = middle } else { high = middle }
        }
        elapsedTime = (low + high) / 2 * duration
    }
}
